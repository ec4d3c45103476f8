package org.kontor.table.merchants;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.OptionalInt;
import java.util.concurrent.ConcurrentHashMap;
import org.kontor.engine.Ruleset;
import org.kontor.engine.board.Board;
import org.kontor.engine.board.BoardFile;
import org.kontor.engine.board.PlayerColour;
import org.kontor.engine.merchants.BoardFacts;
import org.kontor.engine.merchants.Command;
import org.kontor.engine.merchants.CommandFormat;
import org.kontor.engine.merchants.Event;
import org.kontor.engine.merchants.GameConfig;
import org.kontor.engine.merchants.LegalAction;
import org.kontor.engine.merchants.MerchantsGame;
import org.kontor.engine.merchants.MerchantsOfEurope;
import org.kontor.engine.merchants.MerchantsState;
import org.kontor.engine.merchants.Position;
import org.kontor.engine.merchants.RuleOptions;
import org.kontor.engine.merchants.SeatView;
import org.kontor.engine.merchants.board.MerchantsBoard;
import org.kontor.engine.merchants.cards.Deck;
import org.kontor.engine.merchants.cards.DeckFile;
import org.kontor.engine.merchants.cards.DeckFileException;
import org.kontor.table.GameSetup;
import org.kontor.table.SetupSchema.Choice;
import org.kontor.table.SetupSchema.RuleOption;
import org.kontor.table.SetupSchema;
import org.kontor.table.TableGame;

/**
 * Merchants of Europe at the table: the host's choices become a {@link GameConfig}, commands are
 * read with the engine's own JSON names ({@code "type":"build-route"}), and events are shown per
 * seat through {@link Event#seenBy(int)}. The rules stay entirely in the engine.
 */
public final class MerchantsTable implements TableGame<MerchantsState, Command, Event, LegalAction> {

    /** Rule options as the host sees them: id, English label, the engine's default. */
    private static final List<String[]> OPTIONS = List.of(
            new String[] {"stealIsOptional", "The roller may decline to steal"},
            new String[] {"allowGifts", "Trades may leave one side giving nothing"},
            new String[] {"payEachNewlyConnectedCity", "Each newly connected city pays (literal reading)"},
            new String[] {"doubleArrowChaining", "A free route on a double arrow gives another"},
            new String[] {"neutralKontorsClockwise", "3 players: neutral kontors placed clockwise"},
            new String[] {"startingResourcesFromNumberedHexesOnly", "Starting resources only from numbered hexes"},
            new String[] {"freeRouteInSetup", "A setup route on a double arrow gives a free route"},
            new String[] {"setupKontorsTakeCoastalGold", "Setup kontors on the coast take their gold"},
            new String[] {"merchantMayEndOnOwnKontor", "A merchant may end on its owner's own kontor"},
            new String[] {"merchantsOnLandOnly", "Merchants walk on land paths only"},
            new String[] {"merchantMovesUnlimited", "A merchant may move several times per turn"},
            new String[] {"merchantEndsWithoutFounding", "With no kontor left, a merchant may stand on an empty city site"});

    private final MerchantsGame game;
    private final Map<String, MerchantsBoard> boards = new ConcurrentHashMap<>();
    /**
     * Each offered board's facts (what the rules read in hot loops), made once by the first game
     * there and shared by the later ones: a board id names one board file for this table's life.
     */
    private final Map<String, BoardFacts> facts = new ConcurrentHashMap<>();
    private final List<String> extraBoards;
    private final List<Board> boardFiles;
    private final Deck deck;

    /** The bundled boards and the bundled (provisional) development-card deck. */
    public MerchantsTable() {
        this(List.of(), DeckFile.bundled("provisional"));
    }

    /** A new table offering {@code extraBoards} after the bundled boards, with the bundled deck. */
    @Override
    public MerchantsTable withBoards(List<Board> extraBoards) {
        return new MerchantsTable(extraBoards, new MerchantsGame().deck());
    }

    /**
     * @param extraBoards digitised boards (board files) offered to the host after the bundled ones
     * @param deck        the development cards this table plays with
     */
    public MerchantsTable(List<Board> extraBoards, Deck deck) {
        List<String> ids = new ArrayList<>();
        for (Board board : extraBoards) {
            if (BoardFile.bundledIds().contains(board.id()) || ids.contains(board.id())) {
                throw new IllegalArgumentException("A board with the id \"" + board.id()
                        + "\" is already on offer; give the board file another id.");
            }
            boards.put(board.id(), MerchantsBoard.of(board));
            ids.add(board.id());
        }
        this.extraBoards = List.copyOf(ids);
        this.boardFiles = List.copyOf(extraBoards);
        this.deck = deck;
        this.game = new MerchantsGame(deck);
    }

    /** The development cards this table plays with (the phones show their names and texts). */
    public Deck deck() {
        return deck;
    }

    /** A new table with the same boards, playing the deck file's cards (docs/cards.md). */
    @Override
    public MerchantsTable withDeckFile(String name, String text) {
        try {
            return new MerchantsTable(boardFiles, DeckFile.parse(name, text));
        } catch (DeckFileException e) {
            throw new IllegalArgumentException(e.getMessage(), e);
        }
    }

    @Override
    public String deckSummary() {
        return deck.summary();
    }

    /** js/merchants.js draws the phone and the table screen. */

    @Override
    public String deckId() {
        return deck.id();
    }

    @Override
    public String id() {
        return game.id();
    }

    @Override
    public String title() {
        return game.name("en");
    }

    @Override
    public Ruleset<MerchantsState, Command, Event, LegalAction> rules() {
        return game.rules();
    }

    /** The board this table offers under {@code id} (bundled or digitised), read once. */
    public MerchantsBoard board(String id) {
        return boards.computeIfAbsent(id, bundled -> MerchantsBoard.of(BoardFile.bundled(bundled)));
    }

    /** {@code kontor play --setup} chooses the setup option. */
    @Override
    public String setupOption() {
        return "setup";
    }

    /** Kontors, routes, merchants, caravans and the robber read by the table's sensors. */
    @Override
    public java.util.Optional<org.kontor.engine.table.PhysicalRules<MerchantsState, Command>> physicalRules() {
        return java.util.Optional.of(new org.kontor.engine.merchants.MerchantsPhysicalRules());
    }

    /** The printed start where the board has one, else the placing rounds. */
    @Override
    public String setupChoice(String board) {
        return board(board).startPositions().isEmpty() ? "VARIABLE" : "FIXED";
    }

    /** The robber's hex, the face-down tokens, the card deck's top and who starts the printed start. */
    @Override
    public java.util.Set<String> setupChances() {
        return java.util.Set.of(MerchantsGame.ROBBER_HEX, MerchantsGame.STOCK, MerchantsGame.DECK_ORDER,
                MerchantsGame.START_PLAYER);
    }

    /** Rolls may carry the dice read on the table. */
    @Override
    public boolean tableDice() {
        return true;
    }

    @Override
    public SetupSchema schema() {
        List<Choice> boardChoices = new ArrayList<>();
        List<String> ids = new ArrayList<>(BoardFile.bundledIds());
        ids.sort((a, b) -> Boolean.compare(!board(a).side().equals("short"), !board(b).side().equals("short")));   // short side first
        ids.addAll(extraBoards);
        for (String id : ids) {
            boardChoices.add(new Choice(id, board(id).title()));
        }
        boolean fixedAvailable = !ids.isEmpty() && !board(ids.get(0)).startPositions().isEmpty();
        List<RuleOption> options = new ArrayList<>();
        options.add(new RuleOption("setup", "Setup", List.of(
                new Choice("FIXED", "Fixed (the printed start, short side only)"),
                new Choice("VARIABLE", "Variable (placing rounds)")), fixedAvailable ? "FIXED" : "VARIABLE"));
        RuleOptions defaults = RuleOptions.DEFAULTS;
        for (String[] option : OPTIONS) {
            boolean on = flag(defaults, option[0]);
            options.add(new RuleOption(option[0], option[1],
                    List.of(new Choice("off", "off"), new Choice("on", "on")), on ? "on" : "off"));
        }
        return new SetupSchema(boardChoices, game.minSeats(), game.maxSeats(),
                Arrays.stream(PlayerColour.values()).map(Enum::name).toList(), options);
    }

    private static boolean flag(RuleOptions options, String name) {
        Boolean on = options.byName().get(name);
        if (on == null) {
            throw new IllegalStateException("RuleOptions has no option " + name);
        }
        return on;
    }

    @Override
    public MerchantsState setup(GameSetup setup, long seed) {
        Map<String, String> options = new HashMap<>(setup.options());
        options.put("dice", setup.dice() == GameSetup.DiceSource.TABLE ? "TABLE" : "VIRTUAL");
        MerchantsBoard board = board(setup.board());
        return game.start(facts.computeIfAbsent(board.id(), id -> new BoardFacts(board, deck)), board, setup.players(), options, seed);
    }

    /**
     * After an undo: a new generator (dice, steals), and the development cards and number tokens
     * still face down shuffled anew. Nobody has seen them, so the shuffle changes nothing anybody
     * knows; what was drawn before stays where it is.
     */
    /** Its position file: Position (docs/commands.md, "The position file"). */
    @Override
    public JsonNode writePosition(MerchantsState state) {
        return Position.write(state);
    }

    @Override
    public MerchantsState readPosition(MerchantsState start, JsonNode position) {
        return Position.read(start, position);
    }

    /** The engine's one command reader, which {@code kontor play} scripts use too (docs/commands.md). */
    @Override
    public Command parseCommand(JsonNode json) {
        return CommandFormat.read(json);
    }

    /** The seat view lists them already (the same as {@code rules().legalActions}). */
    @Override
    public List<LegalAction> legalActions(MerchantsState state, int seat, Object seatView) {
        return ((SeatView) seatView).legalActions();
    }

    @Override
    public List<Integer> waitingFor(MerchantsState state, int players) {
        return MerchantsOfEurope.waitingFor(state);      // what the public view says, without making one
    }

    /** The development-card deck as a file holds it: kinds, counts, names and texts, never an order. */
    @Override
    public Object cards() {
        return deck;
    }

    @Override
    public OptionalInt rollTotal(Event event) {
        return event instanceof Event.DiceRolled rolled
                ? OptionalInt.of(rolled.first() + rolled.second()) : OptionalInt.empty();
    }

    /** Goods over time, rolls, production, tolls, gold by source and trades: public facts only. */
    @Override
    public Object summary(List<List<Event>> steps, int players) {
        return GameSummary.of(steps, players);
    }
}
