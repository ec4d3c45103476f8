package org.kontor.web;

import org.kontor.table.GameSetup;
import org.kontor.table.Json;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.kontor.engine.merchants.Command;
import org.kontor.engine.merchants.Event;
import org.kontor.engine.merchants.LegalAction;
import org.kontor.engine.merchants.MerchantsState;
import org.kontor.table.merchants.MerchantsTable;
import org.kontor.table.session.Outcome;
import org.kontor.table.session.ViewText;
import org.kontor.table.session.TableSession;

/**
 * A page is sent a whole view once and then what changed: a page that gets every view, one that
 * gets only every seventh (a slow reader whose views were coalesced) and one that joins late all
 * show the same as a fresh whole view, log and game, through undos too; the dice statistics
 * count the rolls of the moves that stand; a seat's legal actions come once.
 */
class ViewLogTest {

    private static final long SEED = 20261125L;

    /** A page: what it was sent last (as a socket remembers) and its copy (as js/live.js keeps it). */
    private static final class Page {
        final PageCopy copy = new PageCopy();
        ViewText sent;
        JsonNode shown;
        int fullViews;
        long bytes;

        void receive(ViewText view) {
            String text = view.since(sent);
            sent = view;
            bytes += text.length();
            try {
                JsonNode message = Json.MAPPER.readTree(text);
                fullViews += message.get("logFull").asBoolean() ? 1 : 0;
                shown = copy.take(message);
            } catch (java.io.IOException e) {
                throw new IllegalStateException(e);
            }
        }
    }

    @Test
    void every_page_shows_the_whole_view_however_many_views_it_missed_and_after_an_undo() throws Exception {
        System.out.println("ViewLogTest seed " + SEED);
        MerchantsTable game = new MerchantsTable();
        TableSession<MerchantsState, Command, Event, LegalAction> session = new TableSession<>(game, () -> SEED);
        try {
            session.start(new GameSetup("europe-short", List.of("Ana", "Ben", "Cy", "Di"), Map.of(),
                    GameSetup.DiceSource.VIRTUAL)).get(5, TimeUnit.SECONDS);
            Page everyView = new Page();
            Page slowReader = new Page();
            Page host = new Page();
            Random random = new Random(SEED);
            int moves = 0;
            int publications = 0;
            int deltaViews = 0;
            int undos = 0;
            long wholeBytes = 0;
            int[] rolled = new int[13];          // the dice totals of the moves that stand, as the table saw them
            while (moves < 400) {
                JsonNode table = Json.MAPPER.readTree(session.current().publicView());
                Outcome outcome = null;
                for (int seat : RandomMoves.order(table, 4, random)) {
                    JsonNode view = Json.MAPPER.readTree(session.current().seatView(seat));
                    JsonNode command = RandomMoves.choose(view, random);
                    if (command != null) {
                        outcome = session.act(seat, view.get("version").asLong(), command).get(5, TimeUnit.SECONDS);
                        if (outcome.accepted()) {
                            break;
                        }
                    }
                }
                assertThat(outcome).as("some seat can move at move " + moves).isNotNull();
                if (!outcome.accepted()) {
                    continue;
                }
                moves++;
                count(rolled, Json.MAPPER.readTree(session.current().publicView()).get("lastEvents"), 1);
                if (moves % 97 == 0) {
                    assertThat(session.undo(true).get(5, TimeUnit.SECONDS).accepted()).isTrue();
                    undos++;
                    count(rolled, Json.MAPPER.readTree(session.current().publicView()).at("/undone/events"), -1);
                }
                assertThat(Json.MAPPER.convertValue(Json.MAPPER.readTree(session.current().publicView()).get("rolls"), int[].class))
                        .as("how often each total was rolled, after move " + moves).containsExactly(rolled);
                publications++;
                int fullBefore = everyView.fullViews;
                everyView.receive(session.current().forSeat(1));
                wholeBytes += session.current().seatView(1).length();
                host.receive(session.current().forHost());
                if (publications % 7 == 0) {
                    slowReader.receive(session.current().forSeat(1));
                }
                deltaViews += everyView.fullViews == fullBefore ? 1 : 0;
                if (session.current().version() < 0 || session.read(s -> s).get().isOver()) {
                    break;
                }
                assertLog(everyView, session.current().forSeat(1));
                assertLog(host, session.current().forHost());
                if (publications % 7 == 0) {
                    assertLog(slowReader, session.current().forSeat(1));
                }
            }
            Page late = new Page();
            late.receive(session.current().forSeat(1));
            assertLog(late, session.current().forSeat(1));
            assertThat(moves).isGreaterThan(100);
            assertThat(undos).isPositive();
            assertThat(deltaViews).as("views that carried only what was new").isGreaterThan(moves - 2 * undos - 2);
            assertThat(everyView.bytes).as("bytes sent against a whole view each time").isLessThan(wholeBytes / 3);
            assertThat(everyView.fullViews).as("full views: the first, and one after each undo").isEqualTo(1 + undos);
        } finally {
            session.stop(Duration.ofSeconds(5));
        }
    }

    /** Adds (+1) or takes back (-1) the totals of the dice rolled in {@code events}. */
    private static void count(int[] rolled, JsonNode events, int sign) {
        for (JsonNode event : events) {
            if (event.path("type").asText().equals("dice-rolled")) {
                rolled[event.get("first").asInt() + event.get("second").asInt()] += sign;
            }
        }
    }

    /** The page shows what a whole view shows (the log's fields say how it came, so they differ). */
    private static void assertLog(Page page, ViewText view) throws Exception {
        ObjectNode whole = (ObjectNode) Json.MAPPER.readTree(view.full());
        ObjectNode shown = ((ObjectNode) page.shown).deepCopy();
        for (ObjectNode each : List.of(whole, shown)) {
            each.remove(List.of("logStart", "logFull"));
        }
        assertThat(shown).isEqualTo(whole);
    }

    @Test
    void each_viewer_is_shown_the_newest_events_as_it_may_see_them_in_its_last_events_and_its_log() throws Exception {
        MerchantsTable game = new MerchantsTable();
        TableSession<MerchantsState, Command, Event, LegalAction> session = new TableSession<>(game, () -> SEED);
        try {
            session.start(new GameSetup("europe-short", List.of("Ana", "Ben", "Cy", "Di"), Map.of(),
                    GameSetup.DiceSource.VIRTUAL)).get(5, TimeUnit.SECONDS);
            Random random = new Random(SEED);
            int moves = 0;
            int private_ = 0;                    // steps some seat saw otherwise than the table
            while (moves < 300 && session.current().version() >= 0) {
                JsonNode table = Json.MAPPER.readTree(session.current().publicView());
                if (!"PLAYING".equals(table.at("/table/phase").asText())) {
                    break;
                }
                MerchantsState before = session.read(s -> s).get(5, TimeUnit.SECONDS);
                List<Event> events = null;
                for (int seat : RandomMoves.order(table, 4, random)) {
                    JsonNode view = Json.MAPPER.readTree(session.current().seatView(seat));
                    JsonNode command = RandomMoves.choose(view, random);
                    if (command == null) {
                        continue;
                    }
                    long version = view.get("version").asLong();
                    if (session.act(seat, version, command).get(5, TimeUnit.SECONDS).accepted()) {
                        // The same command on the same state, by the rules alone: the events the step had.
                        var result = game.rules().apply(before, seat, version, game.parseCommand(command));
                        events = ((org.kontor.engine.Result.Accepted<MerchantsState, Event>) result).events();
                        break;
                    }
                }
                assertThat(events).as("some seat can move at move " + moves).isNotNull();
                moves++;
                List<JsonNode> forTable = shown(game, events, -1);
                for (int viewer = -1; viewer < 4; viewer++) {
                    List<JsonNode> expected = shown(game, events, viewer);
                    JsonNode view = Json.MAPPER.readTree(viewer < 0 ? session.current().publicView() : session.current().seatView(viewer));
                    JsonNode log = view.get("log");
                    assertThat(view.get("lastEvents")).as("lastEvents of viewer " + viewer + " after move " + moves)
                            .containsExactlyElementsOf(expected);
                    assertThat(log.get(log.size() - 1).get("events")).as("newest log entry of viewer " + viewer)
                            .containsExactlyElementsOf(expected);
                    private_ += viewer >= 0 && !expected.equals(forTable) ? 1 : 0;
                }
            }
            assertThat(moves).isGreaterThan(100);
            assertThat(private_).as("steps a seat saw otherwise than the table (a card drawn, a hand-over)").isPositive();
        } finally {
            session.stop(Duration.ofSeconds(5));
        }
    }

    /** The events as {@code viewer} may see them, each tagged as a view writes it. */
    private static List<JsonNode> shown(MerchantsTable game, List<Event> events, int viewer) {
        List<JsonNode> shown = new ArrayList<>();
        for (Event event : events) {
            Object visible = event.seenBy(viewer);
            if (visible != null) {
                shown.add(Json.typed(visible));
            }
        }
        return shown;
    }

    @Test
    void a_seat_view_carries_its_legal_actions_once_tagged_as_before() throws Exception {
        MerchantsTable game = new MerchantsTable();
        TableSession<MerchantsState, Command, Event, LegalAction> session = new TableSession<>(game, () -> SEED);
        try {
            session.start(new GameSetup("europe-short", List.of("Ana", "Ben", "Cy"), Map.of(),
                    GameSetup.DiceSource.VIRTUAL)).get(5, TimeUnit.SECONDS);
            MerchantsState state = session.read(s -> s).get(5, TimeUnit.SECONDS);
            for (int seat = 0; seat < 3; seat++) {
                JsonNode view = Json.MAPPER.readTree(session.current().seatView(seat));
                assertThat(view.get("game").has("legalActions")).isFalse();
                assertThat(view.get("game").has("hand")).isTrue();
                List<JsonNode> expected = new ArrayList<>();
                for (LegalAction action : game.rules().legalActions(state, seat)) {
                    expected.add(Json.typed(action));
                }
                assertThat(view.get("legal")).containsExactlyElementsOf(expected);
            }
            assertThat(Json.MAPPER.readTree(session.current().seatView(0)).get("legal")).isNotEmpty();
        } finally {
            session.stop(Duration.ofSeconds(5));
        }
    }

    @Test
    void events_are_written_with_the_same_type_tags_as_a_json_tree_gives_them() throws Exception {
        List<Object> values = List.of(
                new Event.DiceRolled(1, 3, 4),
                new org.kontor.table.toy.ToyGame.Command.Draw(),
                new org.kontor.table.toy.ToyGame.Event.Rolled(0, 2, 5),
                "plain text",
                List.of(1, 2));
        for (Object value : values) {
            assertThat(Json.MAPPER.readTree(Json.write(new Json.Typed(value))))
                    .as(value.toString()).isEqualTo(Json.typed(value));
        }
    }
}
