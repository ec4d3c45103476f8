package org.kontor.table.elasund;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.OptionalInt;
import org.kontor.engine.elasund.Command;
import org.kontor.engine.elasund.CommandFormat;
import org.kontor.engine.elasund.Elasund;
import org.kontor.engine.elasund.ElasundBoardFile;
import org.kontor.engine.elasund.ElasundGame;
import org.kontor.engine.elasund.ElasundPosition;
import org.kontor.engine.elasund.ElasundState;
import org.kontor.engine.elasund.Event;
import org.kontor.engine.elasund.LegalAction;
import org.kontor.engine.elasund.Pieces;
import org.kontor.engine.elasund.PiecesFile;
import org.kontor.engine.elasund.Views;
import org.kontor.table.GameSetup;
import org.kontor.table.SetupSchema;
import org.kontor.table.SetupSchema.Choice;
import org.kontor.table.SetupSchema.RuleOption;
import org.kontor.table.TableGame;

/**
 * Elasund at the table: one city board (its building area and gates follow the player count), the
 * engine's ten rule options, commands read with the engine's own format. The hidden things are
 * the hands (a seat view alone holds its own gold and influence; the table view only counts), the
 * influence deck, the face-down church stack and the two church tiles the first builder chooses
 * from (only in that seat's view): no event names any of them, so every event goes to everybody.
 */
public final class ElasundTable implements TableGame<ElasundState, Command, Event, LegalAction> {

    /** The board id, as the setup and the saved games name it. */
    public static final String BOARD = "elasund";

    /**
     * The option that came last: which influence cards go at card exhaustion. The host page names
     * every option, so a setup without it is a game saved before it existed, when the hub chose the
     * cards (the colour held most first); it is replayed that way, so that its moves still fit.
     */
    static final String EXHAUSTION = "exhaustionDiscards";

    /**
     * The options that came with the rulebook's start and card exhaustion: a saved setup without them
     * was played with Red starting and the spent influence paying the production, and is replayed so.
     */
    static final Map<String, String> BEFORE_OPENING_ROLL = Map.of("startPlayer", "0", "influenceShortage", "reshuffle-spent");

    private final ElasundGame game = new ElasundGame();

    /** js/elasund.js draws the phone and the table screen. */

    @Override
    public String id() {
        return game.id();
    }

    @Override
    public String title() {
        return game.name("en");
    }

    @Override
    public Elasund rules() {
        return game.rules();
    }

    /**
     * One board, 2 to 4 players in the engine's seat colours, and every reading of docs/rules-elasund.md
     * with its default; the host page sends every one of them ({@link #EXHAUSTION} says why that matters).
     */
    @Override
    public SetupSchema schema() {
        List<RuleOption> options = List.of(
                new RuleOption("deck", "The cards", List.of(new Choice("en", "51 gold, 39 influence (English box)"),
                        new Choice("de", "56 gold, 54 influence (German box)")), "en"),
                new RuleOption("spentInfluence", "Spent influence cards go", List.of(new Choice("discard-pile", "to a discard pile"),
                        new Choice("under-deck", "under the deck")), "discard-pile"),
                onOff("piratesCountTowers", "Wall towers count towards the pirates' loot", false),
                onOff("tradeFlagsRetroactive", "A free flag on a trade space passed earlier may be claimed", false),
                onOff("cottageAfterChurch", "A cottage displaced by the church is re-placed", true),
                onOff("cottageOnOwnPermit", "A cottage may be re-placed over its owner's permit", true),
                new RuleOption("wallOrder", "Wall slots", List.of(new Choice("free", "any slot"),
                        new Choice("cheap-first", "the 4-gold slots only when the 2-gold ones are built")), "free"),
                new RuleOption("victory", "The 10th cube wins", List.of(new Choice("end-of-turn", "at the end of its owner's turn"),
                        new Choice("at-once", "at once")), "end-of-turn"),
                new RuleOption("sameSizeFee", "Overbuilding same-size buildings costs 3 influence", List.of(
                        new Choice("once", "once"), new Choice("per-building", "per building covered")), "once"),
                new RuleOption(EXHAUSTION, "When the cards run out, the influence cards given up are chosen by", List.of(
                        new Choice("players", "each player"), new Choice("most-held", "the hub (the colour held most first)")), "players"),
                new RuleOption("startPlayer", "Who starts", List.of(new Choice("roll", "the highest opening roll"),
                        new Choice("0", "Red"), new Choice("1", "Blue"), new Choice("2", "Green"), new Choice("3", "Yellow")), "roll"),
                new RuleOption("influenceShortage", "When the influence deck cannot pay the production", List.of(
                        new Choice("exhaustion", "everyone gives up half; those cards and the spent ones make the new deck"),
                        new Choice("reshuffle-spent", "the spent cards are shuffled in to pay; half is given up only when they too run short")),
                        "exhaustion"));
        return new SetupSchema(List.of(new Choice(BOARD, "The city of Elasund")), game.minSeats(), game.maxSeats(),
                List.of("RED", "BLUE", "GREEN", "YELLOW"), options);
    }

    private static RuleOption onOff(String id, String label, boolean on) {
        return new RuleOption(id, label, List.of(new Choice("off", "off"), new Choice("on", "on")), on ? "on" : "off");
    }

    @Override
    public ElasundState setup(GameSetup setup, long seed) {
        if (!BOARD.equals(setup.board())) {
            throw new IllegalArgumentException("Elasund has no board \"" + setup.board() + "\"; its board is: " + BOARD + ".");
        }
        Map<String, String> options = new HashMap<>(setup.options());
        options.putIfAbsent(EXHAUSTION, "most-held");
        BEFORE_OPENING_ROLL.forEach(options::putIfAbsent);
        return game.start(null, setup.players(), options, seed);
    }

    /** Its position file: ElasundPosition (docs/commands.md, "The position file"). */
    @Override
    public JsonNode writePosition(ElasundState state) {
        return ElasundPosition.write(state);
    }

    @Override
    public ElasundState readPosition(ElasundState start, JsonNode position) {
        return ElasundPosition.read(start, position);
    }

    /** The engine's one command reader, which {@code kontor play --game elasund} scripts use too. */
    @Override
    public Command parseCommand(JsonNode json) {
        return CommandFormat.read(json);
    }

    /** Buildings by footprint, permits, walls, church tiles, cottages and the ship read by the table's sensors. */
    @Override
    public java.util.Optional<org.kontor.engine.table.PhysicalRules<ElasundState, Command>> physicalRules() {
        return java.util.Optional.of(new org.kontor.engine.elasund.ElasundPhysicalRules());
    }

    /** A roll and the opening roll may carry the dice read on the table (a phone enters them, or a sensor board reads them). */
    @Override
    public boolean tableDice() {
        return true;
    }

    @Override
    public OptionalInt rollTotal(Event event) {
        return event instanceof Event.Rolled r ? OptionalInt.of(r.die1() + r.die2()) : OptionalInt.empty();
    }

    /** Points over the game, the rolls and what each player earned by source: public facts only. */
    @Override
    public Object summary(List<List<Event>> steps, int players) {
        return ElasundSummary.of(steps, players);
    }

    /** What the box holds, from the pieces file (buildings, walls, church, trade track, decks), with what is still provisional. */
    @Override
    public Pieces cards() {
        return PiecesFile.bundled();
    }

    /** The seat view lists them already (the same as {@code rules().legalActions}). */
    @Override
    public List<LegalAction> legalActions(ElasundState state, int seat, Object seatView) {
        return ((Views.SeatView) seatView).legalActions();
    }
}
