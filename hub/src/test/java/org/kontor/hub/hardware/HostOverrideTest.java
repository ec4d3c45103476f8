package org.kontor.hub.hardware;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.kontor.engine.merchants.Command;
import org.kontor.engine.merchants.MerchantsState;
import org.kontor.engine.table.PhysicalRules;
import org.kontor.engine.table.Reading;
import org.kontor.engine.table.SeatCommand;
import org.kontor.engine.table.Spot;
import org.kontor.engine.table.TableLayout;
import org.kontor.table.GameSetup;
import org.kontor.table.Json;

/**
 * The host overrides the physical table through the host API: ignores a dead sensor (play goes on
 * without it, and it can be used again), or accepts one of the readings the table offers. Over the
 * virtual board on a real pseudo-terminal and the dashboard on a real port.
 */
class HostOverrideTest {
    private static final Duration WAIT = Duration.ofSeconds(15);
    private static final HttpClient HTTP = HttpClient.newHttpClient();

    @BeforeAll
    static void needsPseudoTerminalsAndGcc() {
        VirtualTable.assumePseudoTerminalsAndGcc();
    }

    @Test
    void the_host_ignores_a_dead_sensor_and_play_goes_on_then_uses_it_again() throws Exception {
        try (VirtualTable t = new VirtualTable("ignore", VirtualBoard::port, 100)) {
            t.startGame(GameSetup.DiceSource.TABLE);
            MerchantsState start = t.state();
            try (Phone screen = Phone.open(t.dashboard.port(), "/ws/public")) {
                t.setUpPieces(t.board);
                screen.await("in sync", v -> state(v).equals("in-sync"), WAIT);
                assertThat(post(t, "{\"accept\": 0}").statusCode()).as("no readings to accept while in sync").isEqualTo(409);

                t.board.send("place hex 0 robber neutral");   // a sensor stuck 'present'
                JsonNode out = screen.await("out of sync", v -> state(v).equals("out-of-sync"), WAIT);
                assertThat(out.path("physical").path("fix").get(0).path("fix").asText()).isEqualTo("remove");
                assertThat(refusal(t, start)).contains("out of sync");

                HttpResponse<String> ignored = post(t, "{\"ignore\": {\"kind\": \"hex\", \"id\": 0}}");
                assertThat(ignored.statusCode()).as(ignored.body()).isEqualTo(200);
                JsonNode back = screen.await("in sync without hex 0", v -> state(v).equals("in-sync"), WAIT);
                assertThat(back.path("physical").path("ignored").toString()).isEqualTo("[{\"kind\":\"hex\",\"id\":0}]");
                assertThat(refusal(t, start)).as("phones play again").doesNotContain("out of sync");

                HttpResponse<String> restored = post(t, "{\"restore\": {\"kind\": \"hex\", \"id\": 0}}");
                assertThat(restored.statusCode()).as(restored.body()).isEqualTo(200);
                JsonNode again = screen.await("out of sync again", v -> state(v).equals("out-of-sync"), WAIT);
                assertThat(again.path("physical").path("ignored").size()).isZero();
                assertThat(t.state().version()).as("no move was made").isEqualTo(start.version());
            }
        }
    }

    @Test
    void bad_override_requests_are_refused_with_a_reason_and_change_nothing() throws Exception {
        try (VirtualTable t = new VirtualTable("override-refused", VirtualBoard::port, 100)) {
            t.startGame(GameSetup.DiceSource.TABLE);
            try (Phone screen = Phone.open(t.dashboard.port(), "/ws/public")) {
                t.setUpPieces(t.board);
                screen.await("in sync", v -> state(v).equals("in-sync"), WAIT);
                assertRefused(t, "{\"ignore\": {\"kind\": \"square\", \"id\": 1}}", 400, "kinds: intersection, path, hex");
                assertRefused(t, "{\"ignore\": {\"kind\": \"path\", \"id\": 99999}}", 409, "No sensor sits under path 99999.");
                assertRefused(t, "{\"restore\": {\"kind\": \"path\", \"id\": 3}}", 409, "The sensor under path 3 is not ignored.");
                assertRefused(t, "{\"accept\": -1}", 400, "accept: the number of a reading");
                assertRefused(t, "{\"shout\": 1}", 400, "Unknown request shout");
                assertRefused(t, "{\"accept\": 0, \"ignore\": {}}", 400, "Send one of accept, ignore or restore.");
                HttpResponse<String> seat = HTTP.send(HttpRequest.newBuilder(URI.create("http://localhost:" + t.dashboard.port() + "/api/host/physical"))
                        .header("Authorization", "Bearer " + t.pairing.seatToken(0)).POST(HttpRequest.BodyPublishers.ofString("{\"accept\": 0}"))
                        .build(), HttpResponse.BodyHandlers.ofString());
                assertThat(seat.statusCode()).as("a seat may not override").isEqualTo(403);
                assertThat(state(screen.latest())).isEqualTo("in-sync");
                assertThat(screen.latest().path("physical").path("ignored").size()).isZero();
            }
        }
    }

    @Test
    void the_host_accepts_one_of_two_readings_and_the_move_is_made_for_its_player() throws Exception {
        try (VirtualTable t = new VirtualTable("accept", VirtualBoard::port, 100, new EveryMoveTwoWays())) {
            t.startGame(GameSetup.DiceSource.TABLE);
            MerchantsState start = t.state();
            int seat = start.active();
            try (Phone screen = Phone.open(t.dashboard.port(), "/ws/public")) {
                t.setUpPieces(t.board);
                screen.await("in sync", v -> state(v).equals("in-sync"), WAIT);
                int[] dice = PhysicalTableEndToEndTest.diceThatLetTheActivePlayerBuildARoute(start);
                t.board.send("dice " + dice[0] + " " + dice[1]);
                screen.await("rolled", v -> v.path("version").asLong() == start.version() + 1, WAIT);
                int path = PhysicalTableEndToEndTest.firstRoute(t.state(), seat);
                String colour = start.config().colours().get(seat).name().toLowerCase(Locale.ROOT);
                t.board.send("place path " + path + " route " + colour);
                JsonNode ask = screen.await("the table read two ways", v -> state(v).equals("ask"), WAIT);
                assertThat(ask.path("physical").path("options").size()).isEqualTo(2);
                // Each reading in every language the pages may be read in: a Spanish phone's buttons say it in Spanish.
                JsonNode first = ask.path("physical").path("options").get(0);
                assertThat(first.path("say").path("en").asText()).isEqualTo(first.path("words").asText())
                        .contains(" route on path " + path + ", paying ");   // the reading names its price
                assertThat(first.path("say").path("es").asText()).contains(": ruta en el camino " + path + ", pagando ");
                assertThat(post(t, "{\"accept\": 2}").body()).contains("There is no reading 2: the table offers 2.");

                HttpResponse<String> accepted = post(t, "{\"accept\": 1}");
                assertThat(accepted.statusCode()).as(accepted.body()).isEqualTo(200);
                JsonNode built = screen.await("the route built", v -> PhysicalTableEndToEndTest.hasRoute(v, seat, path), WAIT);
                assertThat(built.path("version").asLong()).isEqualTo(start.version() + 2);
                screen.await("in sync after the move", v -> state(v).equals("in-sync"), WAIT);
            }
        }
    }

    private static String state(JsonNode view) {
        return view.path("physical").path("state").asText();
    }

    /** Why a phone's end-turn is refused now ("" when the table takes it). */
    private static String refusal(VirtualTable t, MerchantsState start) throws Exception {
        var outcome = t.session.act(start.active(), start.version(), Json.tree(new Command.EndTurn())).get();
        return outcome.accepted() ? "" : outcome.message();
    }

    private static void assertRefused(VirtualTable t, String body, int status, String message) throws Exception {
        HttpResponse<String> response = post(t, body);
        assertThat(response.statusCode()).as(body + " -> " + response.body()).isEqualTo(status);
        assertThat(response.body()).contains(message);
    }

    private static HttpResponse<String> post(VirtualTable t, String body) throws Exception {
        return HTTP.send(HttpRequest.newBuilder(URI.create("http://localhost:" + t.dashboard.port() + "/api/host/physical"))
                .header("Authorization", "Bearer " + t.pairing.hostToken()).header("Content-Type", "application/json")
                .POST(HttpRequest.BodyPublishers.ofString(body)).build(), HttpResponse.BodyHandlers.ofString());
    }

    /** The game's physical rules, except that every move can be read two ways (so the table always asks). */
    private static final class EveryMoveTwoWays implements PhysicalRules<MerchantsState, Command> {

        @Override
        public int gameCode() {
            return VirtualTable.RULES.gameCode();
        }

        @Override
        public List<String> pieceKinds() {
            return VirtualTable.RULES.pieceKinds();
        }

        @Override
        public List<String> pieces() {
            return VirtualTable.RULES.pieces();
        }

        @Override
        public java.util.SortedSet<Spot> spotsInUse(MerchantsState state) {
            return VirtualTable.RULES.spotsInUse(state);
        }
        @Override
        public TableLayout expected(MerchantsState state) {
            return VirtualTable.RULES.expected(state);
        }

        @Override
        public List<Reading<Command>> readings(MerchantsState state) {
            List<Reading<Command>> twice = new ArrayList<>();
            for (Reading<Command> reading : VirtualTable.RULES.readings(state)) {
                twice.add(reading);
                twice.add(new Reading<>(reading.seat(), reading.command(), reading.after(), org.kontor.engine.Phrase.of("merchants.reading.other", reading.phrase(), "the other way")));
            }
            return twice;
        }

        @Override
        public List<Spot> targets(MerchantsState state) {
            return VirtualTable.RULES.targets(state);
        }

        @Override
        public Optional<SeatCommand<Command>> roll(MerchantsState state, List<Integer> dice) {
            return VirtualTable.RULES.roll(state, dice);
        }

        @Override
        public Optional<SeatCommand<Command>> endTurn(MerchantsState state) {
            return VirtualTable.RULES.endTurn(state);
        }
    }
}
