package org.kontor.table.catan;

import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.SerializerProvider;
import com.fasterxml.jackson.databind.module.SimpleModule;
import com.fasterxml.jackson.databind.ser.std.StdSerializer;
import java.io.IOException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.OptionalInt;
import java.util.concurrent.ConcurrentHashMap;
import org.kontor.engine.board.Board;
import org.kontor.engine.board.PlayerColour;
import org.kontor.engine.board.Resource;
import org.kontor.engine.catan.Catan;
import org.kontor.engine.catan.CatanGame;
import org.kontor.engine.catan.CatanPosition;
import org.kontor.engine.catan.CatanState;
import org.kontor.engine.catan.Command;
import org.kontor.engine.catan.CommandFormat;
import org.kontor.engine.catan.Event;
import org.kontor.engine.catan.IslandSetup;
import org.kontor.engine.catan.LegalAction;
import org.kontor.engine.catan.SeatView;
import org.kontor.engine.resources.Resources;
import org.kontor.table.GameSetup;
import org.kontor.table.SetupSchema;
import org.kontor.table.SetupSchema.Choice;
import org.kontor.table.SetupSchema.RuleOption;
import org.kontor.table.TableGame;

/**
 * Catan (base game) at the table: the host's choices become {@link CatanGame}'s options, commands
 * are read with the engine's own format, and events are shown per seat through
 * {@link Event#seenBy(int)} (a stolen resource to thief and victim only, a bought card to its
 * buyer only). The rules stay entirely in the engine.
 */
public final class CatanTable implements TableGame<CatanState, Command, Event, LegalAction> {

    /** The frame every bundled island is laid on. */
    public static final String BEGINNER = "catan-beginner";

    private final CatanGame game = new CatanGame();
    private final Map<String, Board> boards = new LinkedHashMap<>();

    /** The bundled beginner frame only. */
    public CatanTable() {
        this(List.of());
    }

    /** A new table offering {@code extraBoards} after the beginner board. */
    @Override
    public CatanTable withBoards(List<Board> extraBoards) {
        return new CatanTable(extraBoards);
    }

    /** @param extraBoards Catan board files (digitised frames) offered to the host after the beginner one */
    public CatanTable(List<Board> extraBoards) {
        boards.put(BEGINNER, IslandSetup.beginnerBoard());
        for (Board board : extraBoards) {
            if (!board.game().equals(CatanGame.ID)) {
                throw new IllegalArgumentException("The board \"" + board.id() + "\" is a board of " + board.game()
                        + ", not of Catan.");
            }
            if (boards.containsKey(board.id())) {
                throw new IllegalArgumentException("A board with the id \"" + board.id()
                        + "\" is already on offer; give the board file another id.");
            }
            boards.put(board.id(), board);
        }
    }

    /** js/catan.js draws the phone and the table screen. */

    @Override
    public String id() {
        return game.id();
    }

    @Override
    public String title() {
        return game.name("en");
    }

    @Override
    public Catan rules() {
        return game.rules();
    }

    /** Boards, 3 or 4 players, the seat colours and every option of docs/rules-catan.md with its default. */
    /** {@code kontor play --setup} chooses the layout option. */
    @Override
    public String setupOption() {
        return "layout";
    }

    /** Settlements, cities, roads and the robber read by the table's sensors. */
    @Override
    public java.util.Optional<org.kontor.engine.table.PhysicalRules<CatanState, Command>> physicalRules() {
        return java.util.Optional.of(new org.kontor.engine.catan.CatanPhysicalRules());
    }

    /** Rolls may carry the dice read on the table. */
    @Override
    public boolean tableDice() {
        return true;
    }

    @Override
    public SetupSchema schema() {
        List<Choice> boardChoices = new ArrayList<>();
        boards.values().forEach(b -> boardChoices.add(new Choice(b.id(), b.title())));
        List<RuleOption> options = List.of(
                new RuleOption("layout", "The island", List.of(
                        new Choice("BEGINNER", "Beginner (the printed layout)"),
                        new Choice("VARIABLE_SPIRAL", "Variable (numbers by the spiral)"),
                        new Choice("VARIABLE_NO_ADJACENT_RED", "Variable (no 6 or 8 side by side)")), "BEGINNER"),
                new RuleOption("shortage", "The bank cannot pay everyone", List.of(
                        new Choice("FAQ", "Only one owed: they take what is left (FAQ)"),
                        new Choice("STRICT", "Nobody gets it (rulebook)")), "FAQ"),
                onOff("robberToDesert", "The robber may go to the desert", true),
                onOff("tradeBeforeBuilding", "Trade before building only (the Spanish rules' order)", false),
                onOff("victimWithCards", "The robber's victim must hold a card when one does", false));
        return new SetupSchema(boardChoices, game.minSeats(), game.maxSeats(),
                Arrays.stream(PlayerColour.values()).map(Enum::name).toList(), options);
    }

    private static RuleOption onOff(String id, String label, boolean on) {
        return new RuleOption(id, label, List.of(new Choice("off", "off"), new Choice("on", "on")), on ? "on" : "off");
    }

    /** With 3 players the red pieces stay in the box: the seats play blue, white and orange. */
    @Override
    public List<String> colours(int players) {
        List<String> all = schema().colours();
        return players == 3 ? all.subList(1, 4) : all;
    }

    @Override
    public CatanState setup(GameSetup setup, long seed) {
        Board board = boards.get(setup.board());
        if (board == null) {
            throw new IllegalArgumentException("Catan has no board \"" + setup.board() + "\"; the boards are: "
                    + String.join(", ", boards.keySet()) + ".");
        }
        Map<String, String> options = new HashMap<>(setup.options());
        // A saved setup without it was played when the robber's victim had to hold a card: replayed so.
        options.putIfAbsent("victimWithCards", "on");
        return game.start(board, setup.players(), options, seed);
    }

    /** Its position file: CatanPosition (docs/commands.md, "The position file"). */
    @Override
    public JsonNode writePosition(CatanState state) {
        return CatanPosition.write(state);
    }

    @Override
    public CatanState readPosition(CatanState start, JsonNode position) {
        return CatanPosition.read(start, position);
    }

    /** The engine's one command reader, which {@code kontor play --game catan} scripts use too (docs/rules-catan.md). */
    @Override
    public Command parseCommand(JsonNode json) {
        return CommandFormat.read(json);
    }

    /** Catan's resources in the order its building costs card names them. */
    private static final List<Resource> FIVE = List.of(Resource.BRICK, Resource.LUMBER, Resource.WOOL, Resource.GRAIN, Resource.ORE);

    /**
     * A hand, the bank, a cost or a trade on the pages lists exactly Catan's five resources, zeros
     * included: the kernel's resource set also counts Merchants' salt and leaves brick out at zero.
     */
    private static final SimpleModule FIVE_RESOURCES = new SimpleModule("catan-resources")
            .addSerializer(Resources.class, new StdSerializer<>(Resources.class) {
                @Override
                public void serialize(Resources cards, JsonGenerator json, SerializerProvider provider) throws IOException {
                    json.writeStartObject();
                    for (Resource kind : FIVE) {
                        json.writeNumberField(kind.name().toLowerCase(Locale.ROOT), cards.count(kind));
                    }
                    json.writeEndObject();
                }
            });

    @Override
    public com.fasterxml.jackson.databind.Module viewJson() {
        return FIVE_RESOURCES;
    }

    @Override
    public OptionalInt rollTotal(Event event) {
        return event instanceof Event.DiceRolled rolled
                ? OptionalInt.of(rolled.first() + rolled.second()) : OptionalInt.empty();
    }

    /** The seat view lists them already (the same as {@code rules().legalActions}). */
    @Override
    public List<LegalAction> legalActions(CatanState state, int seat, Object seatView) {
        return ((SeatView) seatView).legalActions();
    }

    /** The active player, or everyone a decision waits for (discards, an answer to an offer). */
    @Override
    public List<Integer> waitingFor(CatanState state, int players) {
        return Catan.waitingFor(state);
    }

    /** Points over the game, the rolls and what each player earned by source: public facts only. */
    @Override
    public Object summary(List<List<Event>> steps, int players) {
        return CatanSummary.of(steps, players);
    }

    /** The board this table offers under {@code id}, or null if it offers none. */
    public Board board(String id) {
        return boards.get(id);
    }
}
