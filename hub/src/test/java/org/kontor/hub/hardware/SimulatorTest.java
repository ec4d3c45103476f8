package org.kontor.hub.hardware;

import static org.assertj.core.api.Assertions.assertThat;

import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.kontor.engine.board.BoardFile;
import org.kontor.engine.merchants.Command;
import org.kontor.engine.merchants.MerchantsState;
import org.kontor.web.Dashboard;
import org.kontor.table.GameSetup;
import org.kontor.web.Pairing;
import org.kontor.table.merchants.MerchantsTable;
import org.kontor.table.session.TableSession;

/**
 * What {@code kontor run --simulate-board} attaches: "set up" puts the start pieces down, and a
 * stray piece placed from the host page's Virtual board card (the host API) shows.
 */
class SimulatorTest {
    private static final Duration WAIT = Duration.ofSeconds(20);

    @BeforeAll
    static void needsPseudoTerminalsAndGcc() {
        VirtualTable.assumePseudoTerminalsAndGcc();
    }

    @Test
    void set_up_puts_the_start_pieces_where_the_game_expects_them_and_a_stray_piece_puts_the_table_out_of_sync() throws Exception {
        TableSession<MerchantsState, Command, ?, ?> session = new TableSession<>(new MerchantsTable(), () -> 3L);
        Pairing pairing = Pairing.random(4);
        Dashboard dashboard = Dashboard.create(session, pairing, Dashboard.Options.forTests()).start(0);
        try (Simulator simulator = Simulator.attach(session, PhysicalGame.of(session.game()),
                VirtualTable.BUILD.resolve("simulator"), 100);
             Phone screen = Phone.open(dashboard.port(), "/ws/public")) {
            session.start(new GameSetup("europe-short", List.of("Ana", "Ben", "Cy"), Map.of("setup", "FIXED"),
                    GameSetup.DiceSource.TABLE)).get(10, TimeUnit.SECONDS);
            screen.await("out of sync before the pieces are down", v -> v.path("physical").path("state").asText().equals("out-of-sync"), WAIT);
            simulator.type("set up");
            screen.await("in sync", v -> v.path("physical").path("state").asText().equals("in-sync"), WAIT);
            assertThat(host(dashboard, pairing, "GET", null).body()).isEqualTo("{\"attached\":true,\"pieces\":[\"kontor\",\"route\",\"merchant\",\"caravan\",\"robber\"],\"dice\":true}");
            HttpResponse<String> placed = host(dashboard, pairing, "POST", "{\"command\": \"place hex 1 robber neutral\"}");
            assertThat(placed.statusCode()).as(placed.body()).isEqualTo(200);
            screen.await("the stray robber named", v -> v.path("physical").path("fix").toString()
                    .contains("Take a robber off hex 1: nothing belongs there."), WAIT);
            HttpResponse<String> bad = host(dashboard, pairing, "POST", "{\"command\": \"place hex 1 robber neutral\\nquit\"}");
            assertThat(bad.statusCode()).isEqualTo(400);
            assertThat(bad.body()).contains("is not a virtual board command: set up | clear | place KIND ID PIECE COLOUR");
            assertThat(simulator.type("place hex 99999999 robber neutral")).contains("is not a virtual board command");
            HttpResponse<String> lifted = host(dashboard, pairing, "POST", "{\"command\": \"remove hex 1\"}");
            assertThat(lifted.statusCode()).as(lifted.body()).isEqualTo(200);
            screen.await("in sync again", v -> v.path("physical").path("state").asText().equals("in-sync"), WAIT);

            // Issue 40: "set up" left pieces the game does not have (a finished game's) on the board.
            assertThat(simulator.type("place hex 1 robber neutral")).isNull();
            screen.await("the stray robber again", v -> v.path("physical").path("state").asText().equals("out-of-sync"), WAIT);
            simulator.type("set up");
            screen.await("in sync: set up lifted it", v -> v.path("physical").path("state").asText().equals("in-sync"), WAIT);
            // Issue 40: and there was no "clear" to empty the board; it lifts every piece, so the start pieces are missing.
            assertThat(simulator.type("clear")).isNull();
            screen.await("cleared: the start pieces are asked for", v -> v.path("physical").path("state").asText().equals("out-of-sync")
                    && v.path("physical").path("fix").toString().contains("Put a "), WAIT);
            simulator.type("set up");
            screen.await("in sync after set up", v -> v.path("physical").path("state").asText().equals("in-sync"), WAIT);
        } finally {
            dashboard.stop();
        }
    }

    private static HttpResponse<String> host(Dashboard dashboard, Pairing pairing, String method, String body) throws Exception {
        HttpRequest.Builder request = HttpRequest.newBuilder(URI.create("http://localhost:" + dashboard.port() + "/api/host/simulate"))
                .header("Authorization", "Bearer " + pairing.hostToken());
        request = body == null ? request.GET() : request.POST(HttpRequest.BodyPublishers.ofString(body));
        return HttpClient.newHttpClient().send(request.build(), HttpResponse.BodyHandlers.ofString());
    }
}
