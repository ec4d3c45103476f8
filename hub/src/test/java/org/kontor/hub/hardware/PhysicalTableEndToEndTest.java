package org.kontor.hub.hardware;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.time.Duration;
import java.util.Locale;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.kontor.engine.Result;
import org.kontor.engine.merchants.Command;
import org.kontor.engine.merchants.Event;
import org.kontor.engine.merchants.LegalAction;
import org.kontor.engine.merchants.MerchantsOfEurope;
import org.kontor.engine.merchants.MerchantsState;
import org.kontor.table.GameSetup;

/**
 * The whole chain with no hardware: the reference firmware built for this machine (the virtual
 * board) on a real pseudo-terminal, jSerialComm, the HBP/1 link layer, the sensed table, the
 * settle window, reconciliation, the table session, and a phone's WebSocket.
 */
class PhysicalTableEndToEndTest {
    private static final Duration WAIT = Duration.ofSeconds(15);
    private static final MerchantsOfEurope ENGINE = new MerchantsOfEurope();

    @BeforeAll
    static void needsPseudoTerminalsAndGcc() {
        VirtualTable.assumePseudoTerminalsAndGcc();
    }

    @Test
    void dice_and_a_route_placed_on_the_virtual_board_reach_the_phone_as_the_roll_the_route_and_the_new_hand() throws Exception {
        try (VirtualTable t = new VirtualTable("e2e", VirtualBoard::port, 100)) {
            t.startGame(GameSetup.DiceSource.TABLE);
            MerchantsState start = t.state();
            int seat = start.active();
            try (Phone phone = Phone.open(t.dashboard.port(), t.seatSocket(seat))) {
                t.setUpPieces(t.board);
                phone.await("the table in sync after setting up", v -> v.path("physical").path("state").asText().equals("in-sync"), WAIT);

                int[] dice = diceThatLetTheActivePlayerBuildARoute(start);
                t.board.send("dice " + dice[0] + " " + dice[1]);
                JsonNode rolled = phone.await("the roll from the board's dice keys",
                        v -> v.path("game").path("table").path("dice").toString().equals("[" + dice[0] + "," + dice[1] + "]"), WAIT);
                assertThat(rolled.path("version").asLong()).isEqualTo(start.version() + 1);

                MerchantsState afterRoll = t.state();
                int path = firstRoute(afterRoll, seat);
                JsonNode handBefore = rolled.path("game").path("hand");
                String colour = afterRoll.config().colours().get(seat).name().toLowerCase(Locale.ROOT);
                t.board.send("place path " + path + " route " + colour);
                JsonNode built = phone.await("the route on path " + path, v -> hasRoute(v, seat, path), WAIT);
                assertThat(built.path("game").path("hand")).as("the route's price left the hand").isNotEqualTo(handBefore);
                assertThat(built.path("game").path("hand").path("lumber").asInt())
                        .isEqualTo(handBefore.path("lumber").asInt() - 1);
                assertThat(built.path("physical").path("state").asText()).isEqualTo("in-sync");
            }
        }
    }

    @Test
    void a_piece_where_none_may_go_holds_play_until_it_is_taken_away_and_a_lifted_piece_changes_nothing() throws Exception {
        try (VirtualTable t = new VirtualTable("out-of-sync", VirtualBoard::port, 150)) {
            t.startGame(GameSetup.DiceSource.TABLE);
            MerchantsState start = t.state();
            try (Phone table = Phone.open(t.dashboard.port(), "/ws/public")) {
                t.setUpPieces(t.board);
                table.await("in sync", v -> v.path("physical").path("state").asText().equals("in-sync"), WAIT);

                // A piece lifted and put back within the settle window is no move at all.
                int kontor = start.kontorAt().length;
                for (int i = 0; i < start.kontorAt().length; i++) {
                    if (start.kontorAt()[i] >= 0) {
                        kontor = i;
                        break;
                    }
                }
                t.board.send("remove intersection " + kontor);
                t.board.send("wait 40");
                t.board.send("place intersection " + kontor + " kontor "
                        + start.config().colours().get(start.kontorAt()[kontor]).name().toLowerCase(Locale.ROOT));
                Thread.sleep(600);   // long enough for the settle window and a verdict, if there were one
                assertThat(table.latest().path("physical").path("state").asText()).isEqualTo("in-sync");
                assertThat(t.state().version()).isEqualTo(start.version());

                t.board.send("place hex 0 robber neutral");
                JsonNode out = table.await("out of sync", v -> v.path("physical").path("state").asText().equals("out-of-sync"), WAIT);
                assertThat(out.path("physical").path("fix").get(0).path("words").asText())
                        .isEqualTo("Take a robber off hex 0: nothing belongs there.");
                var refused = t.session.act(start.active(), start.version(),
                        org.kontor.table.Json.tree(new Command.EndTurn())).get();
                assertThat(refused.accepted()).isFalse();
                assertThat(refused.message()).contains("out of sync").contains("hex 0");

                t.board.send("remove hex 0");
                table.await("back in sync", v -> v.path("physical").path("state").asText().equals("in-sync"), WAIT);
                assertThat(t.state().version()).isEqualTo(start.version());
            }
        }
    }

    /** Whether a seat's view (the table inside it) or the public view shows the route. */
    @Test
    void a_board_that_stops_answering_is_shown_on_the_table_screen_within_two_seconds() throws Exception {
        try (VirtualTable t = new VirtualTable("silent", VirtualBoard::port, 100)) {
            t.startGame(GameSetup.DiceSource.TABLE);
            try (Phone screen = Phone.open(t.dashboard.port(), "/ws/public")) {
                t.setUpPieces(t.board);
                screen.await("in sync", v -> v.path("physical").path("state").asText().equals("in-sync"), WAIT);
                long paused = System.nanoTime();
                signal("STOP", t.board.pid());   // the board hangs: no heartbeat, nothing at all
                try {
                    JsonNode silent = screen.await("the silence shown",
                            v -> v.path("physical").path("boards").get(0).path("silent").asBoolean(), WAIT);
                    long shownAfterMs = (System.nanoTime() - paused) / 1_000_000;
                    System.out.println("the silent board was shown after " + shownAfterMs + " ms");
                    assertThat(shownAfterMs).as("shown within 2 s (the board's last heartbeat came up to 1 s before)").isLessThan(2000);
                    assertThat(silent.path("physical").path("state").asText()).isEqualTo("waiting");
                    assertThat(silent.path("physical").path("words").asText()).contains("no heartbeat from sim");
                } finally {
                    signal("CONT", t.board.pid());
                }
                screen.await("back", v -> v.path("physical").path("state").asText().equals("in-sync"), WAIT);
            }
        }
    }

    private static void signal(String signal, long pid) throws Exception {
        assertThat(new ProcessBuilder("kill", "-" + signal, Long.toString(pid)).start().waitFor()).isZero();
    }

    static boolean hasRoute(JsonNode view, int seat, int path) {
        JsonNode game = view.path("game");
        JsonNode table = game.has("table") ? game.path("table") : game;
        for (JsonNode route : table.path("routes")) {
            if (route.path("owner").asInt() == seat && route.path("at").asInt() == path) {
                return true;
            }
        }
        return false;
    }

    /** A roll (not 7) after which the active player can pay for a route: found by asking the rules. */
    static int[] diceThatLetTheActivePlayerBuildARoute(MerchantsState state) {
        for (int a = 1; a <= 6; a++) {
            for (int b = 1; b <= 6; b++) {
                if (a + b == 7) {
                    continue;
                }
                Result<MerchantsState, Event> rolled = ENGINE.apply(state, state.active(), state.version(), Command.Roll.table(a, b));
                if (rolled instanceof Result.Accepted<MerchantsState, Event> ok && firstRouteOrMinus(ok.state(), state.active()) >= 0) {
                    return new int[] {a, b};
                }
            }
        }
        throw new AssertionError("no roll lets seat " + state.active() + " build a route in this start");
    }

    static int firstRoute(MerchantsState state, int seat) {
        int path = firstRouteOrMinus(state, seat);
        assertThat(path).as("a route seat %d may build", seat).isNotNegative();
        return path;
    }

    private static int firstRouteOrMinus(MerchantsState state, int seat) {
        for (LegalAction action : ENGINE.legalActions(state, seat)) {
            if (action.kind().equals("build-route") && !action.choices().isEmpty()) {
                return ((Command.BuildRoute) action.choices().get(0)).path();
            }
        }
        return -1;
    }

}
