package org.kontor.web.elasund;

import org.kontor.table.elasund.ElasundTable;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.OptionalInt;
import java.util.concurrent.TimeUnit;
import org.kontor.engine.elasund.Command;
import org.kontor.engine.elasund.Elasund;
import org.kontor.engine.elasund.ElasundBoardFile;
import org.kontor.engine.elasund.ElasundGame;
import org.kontor.engine.elasund.ElasundState;
import org.kontor.engine.elasund.Event;
import org.kontor.engine.elasund.LegalAction;
import org.kontor.engine.elasund.Pieces;
import org.kontor.engine.elasund.PiecesFile;
import org.kontor.table.GameSetup;
import org.kontor.table.Json;
import org.kontor.table.SetupSchema;
import org.kontor.table.TableGame;
import org.kontor.web.TestTable;
import org.kontor.table.session.Outcome;

/**
 * Elasund at the table with a pieces file whose influence deck is all dealt out at the start (two
 * players, 4 influence cards each from a deck of 8), so that the first roll of 4 (the worker
 * cottages' row) finds no influence to produce and the cards run out. Everything else is
 * {@link ElasundTable}'s: the schema the host page sends, the page module, the board.
 */
public final class ShortDeckElasund implements TableGame<ElasundState, Command, Event, LegalAction> {

    private final ElasundTable table = new ElasundTable();
    private final Pieces pieces = PiecesFile.parse("pieces.json", bundledPieces()
            .replace("{\"id\": \"en\", \"gold\": 51, \"influence\": {\"blue\": 13, \"green\": 13, \"red\": 13}",
                    "{\"id\": \"en\", \"gold\": 51, \"influence\": {\"blue\": 3, \"green\": 3, \"red\": 2}")
            .replace("\"startingHand\": {\"gold\": 3, \"influence\": 1}", "\"startingHand\": {\"gold\": 3, \"influence\": 4}"));

    private static String bundledPieces() {
        try (InputStream in = ShortDeckElasund.class.getResourceAsStream("/boards/elasund/pieces.json")) {
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** The short deck itself, to check that the changed file still says what this class promises. */
    public Pieces pieces() {
        return pieces;
    }

    /** Seat {@code seat}'s view as the session publishes it. */
    public static JsonNode seatView(TestTable t, int seat) throws Exception {
        return Json.MAPPER.readTree(t.session.current().seatView(seat));
    }

    /** The seat's legal choices of {@code kind}, or null when it has none. */
    public static JsonNode choices(TestTable t, int seat, String kind) throws Exception {
        for (JsonNode action : seatView(t, seat).get("legal")) {
            if (action.get("kind").asText().equals(kind)) {
                return action.get("choices");
            }
        }
        return null;
    }

    /** {@code command} from {@code seat} through the session, at the seat's current version. */
    public static Outcome act(TestTable t, int seat, JsonNode command) throws Exception {
        return t.session.act(seat, seatView(t, seat).get("version").asLong(), command).get(10, TimeUnit.SECONDS);
    }

    private static void first(TestTable t, int seat, String kind) throws Exception {
        Outcome o = act(t, seat, choices(t, seat, kind).get(0));
        if (!o.accepted()) {
            throw new AssertionError(kind + " by seat " + seat + " refused: " + o.message());
        }
    }

    /**
     * The opening roll, then turns through the session (roll; the ship's row, the pirates' discards and a displaced cottage
     * answered with the first choice; 2 gold; the end) until a roll leaves the seats to give up
     * influence. Returns the seat whose turn it is.
     */
    public static int playUntilTheCardsRunOut(TestTable t) throws Exception {
        for (boolean rolled = true; rolled; ) {   // the opening roll, when the setup asks for one
            rolled = false;
            for (int seat = 0; seat < 2; seat++) {
                if (choices(t, seat, "opening-roll") != null) {
                    first(t, seat, "opening-roll");
                    rolled = true;
                }
            }
        }
        for (int turn = 0; turn < 200; turn++) {
            int active = Json.MAPPER.readTree(t.session.current().publicView()).at("/game/activeSeat").asInt();
            first(t, active, "roll");
            for (boolean asked = true; asked; ) {
                asked = false;
                for (int seat = 0; seat < 2; seat++) {
                    if (choices(t, seat, "give-up-influence") != null) {
                        return active;
                    }
                    for (String kind : new String[] {"move-ship", "discard", "replace-cottage"}) {
                        if (choices(t, seat, kind) != null) {
                            first(t, seat, kind);
                            asked = true;
                        }
                    }
                }
            }
            first(t, active, "take-gold");
            first(t, active, "end-turn");
        }
        throw new AssertionError("the influence cards never ran out in 200 turns");
    }

    @Override
    public ElasundState setup(GameSetup setup, long seed) {
        return Elasund.setup(ElasundBoardFile.bundled(), pieces, setup.players(), ElasundGame.options(setup.options()), seed);
    }

    @Override
    public String id() {
        return table.id();
    }

    @Override
    public String title() {
        return table.title();
    }

    @Override
    public Elasund rules() {
        return table.rules();
    }

    @Override
    public SetupSchema schema() {
        return table.schema();
    }

    @Override
    public Command parseCommand(JsonNode json) {
        return table.parseCommand(json);
    }

    @Override
    public OptionalInt rollTotal(Event event) {
        return table.rollTotal(event);
    }

    @Override
    public Object cards() {
        return table.cards();
    }
}
