package org.kontor.web;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
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
import org.kontor.web.merchants.MerchantsTable;
import org.kontor.web.session.Outcome;
import org.kontor.web.session.ViewText;
import org.kontor.web.session.TableSession;

/**
 * The log goes to a page once and then by what is new: a page that gets every view, one that gets
 * only every seventh (a slow reader whose views were coalesced) and one that joins late all end up
 * with the same log as a fresh full view, through undos too; and a seat's legal actions come once.
 */
class ViewLogTest {

    private static final long SEED = 20261125L;

    /** A page as js/live.js keeps its log: replaced by a full view, appended to by the others. */
    private static final class Page {
        final List<JsonNode> log = new ArrayList<>();
        int logEnd;
        long epoch = -1;
        int size = -1;
        int fullViews;

        void receive(ViewText view) throws Exception {
            JsonNode message = Json.MAPPER.readTree(view.since(epoch, size));
            epoch = view.logEpoch();
            size = view.logSize();
            int start = message.get("logStart").asInt();
            if (message.get("logFull").asBoolean()) {
                fullViews++;
                log.clear();
                logEnd = start;
            } else {
                assertThat(start).as("no entry is missing between two views").isLessThanOrEqualTo(logEnd);
            }
            for (JsonNode entry : message.get("log")) {
                if (entry.get("n").asInt() > logEnd) {
                    log.add(entry);
                    logEnd = entry.get("n").asInt();
                }
            }
            while (log.size() > 60) {
                log.remove(0);
            }
        }
    }

    @Test
    void every_page_has_the_whole_log_however_many_views_it_missed_and_after_an_undo() throws Exception {
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
                if (moves % 97 == 0) {
                    assertThat(session.undo(true).get(5, TimeUnit.SECONDS).accepted()).isTrue();
                    undos++;
                }
                publications++;
                int fullBefore = everyView.fullViews;
                everyView.receive(session.current().forSeat(1));
                host.receive(session.current().forHost());
                if (publications % 7 == 0) {
                    slowReader.receive(session.current().forSeat(1));
                }
                deltaViews += everyView.fullViews == fullBefore ? 1 : 0;
                if (session.current().version() < 0 || game.isOver(session.read(s -> s).get())) {
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
            assertThat(everyView.fullViews).as("full views: the first, and one after each undo").isEqualTo(1 + undos);
        } finally {
            session.stop(Duration.ofSeconds(5));
        }
    }

    private static void assertLog(Page page, ViewText view) throws Exception {
        ArrayNode whole = (ArrayNode) Json.MAPPER.readTree(view.full()).get("log");
        assertThat(page.log).hasSize(whole.size());
        for (int i = 0; i < whole.size(); i++) {
            assertThat(page.log.get(i)).isEqualTo(whole.get(i));
        }
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
                new org.kontor.web.toy.ToyGame.Command.Draw(),
                new org.kontor.web.toy.ToyGame.Event.Rolled(0, 2, 5),
                "plain text",
                List.of(1, 2));
        for (Object value : values) {
            assertThat(Json.MAPPER.readTree(Json.write(new Json.Typed(value))))
                    .as(value.toString()).isEqualTo(Json.typed(value));
        }
    }
}
