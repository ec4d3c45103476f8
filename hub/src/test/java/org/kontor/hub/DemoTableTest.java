package org.kontor.hub;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.kontor.table.GameSetup;
import org.kontor.table.merchants.MerchantsTable;
import org.kontor.table.session.TableSession;

/** The demo table as {@code java -jar kontor.jar} starts it: Merchants of Europe, 4 seats, phone-only. */
class DemoTableTest {

    private final HttpClient http = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(5)).build();

    private HttpResponse<String> get(String url, String bearer) throws Exception {
        HttpRequest.Builder request = HttpRequest.newBuilder(URI.create(url)).timeout(Duration.ofSeconds(5));
        if (bearer != null) {
            request.header("Authorization", "Bearer " + bearer);
        }
        return http.send(request.build(), HttpResponse.BodyHandlers.ofString());
    }

    @Test
    void the_demo_table_prints_the_dashboard_the_host_link_and_a_join_link_per_seat() throws Exception {
        DemoTable table = DemoTable.start(0, "localhost", Duration.ZERO);
        try {
            ByteArrayOutputStream bytes = new ByteArrayOutputStream();
            table.printWelcome(new PrintStream(bytes, true, StandardCharsets.UTF_8));
            String out = bytes.toString(StandardCharsets.UTF_8);
            int port = table.port();
            assertThat(out).contains("Merchants of Europe, 4 seats, phone-only, virtual dice")
                    .contains("Dashboard:   http://localhost:" + port);
            Matcher joins = Pattern.compile("seat (\\d) .*?(http://localhost:" + port + "/join\\?token=[\\w-]+)").matcher(out);
            int seats = 0;
            while (joins.find()) {
                seats++;
                HttpResponse<String> join = get(joins.group(2), null);
                assertThat(join.statusCode()).isEqualTo(302);
            }
            assertThat(seats).isEqualTo(4);
            Matcher host = Pattern.compile("host\\?token=([\\w-]+)").matcher(out);
            assertThat(host.find()).isTrue();
            assertThat(get("http://localhost:" + port + "/", null).statusCode()).isEqualTo(200);
            HttpResponse<String> state = get("http://localhost:" + port + "/api/host/state", host.group(1));
            assertThat(state.statusCode()).isEqualTo(200);
            assertThat(state.body()).contains("\"game\":\"merchants\"").contains("\"phase\":\"LOBBY\"")
                    .contains("europe-short");
            assertThat(get("http://localhost:" + port + "/api/board.svg", null).body()).contains("id=\"hex-0\"");
        } finally {
            table.stop();
        }
    }

    @Test
    void when_the_table_session_dies_the_hub_exits_non_zero_and_says_why() throws Exception {
        // A recorder that runs out of memory: the writer thread dies as it did under the slow-reader attack.
        TableSession<?, ?, ?, ?> session = new TableSession<>(new MerchantsTable(), () -> 11L,
                new TableSession.Recorder<Object>() {
                    @Override
                    public void accepted(int seat, long version, Object command, String digest) {
                        throw new OutOfMemoryError("Java heap space (test)");
                    }
                });
        CompletableFuture<Integer> exit = new CompletableFuture<>();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        DemoTable.exitWhenTheSessionDies(session, new PrintStream(err, true, StandardCharsets.UTF_8), exit::complete);
        try {
            GameSetup setup = new GameSetup("europe-short", List.of("Ana", "Ben", "Cai"), Map.of(),
                    GameSetup.DiceSource.VIRTUAL);
            assertThat(session.start(setup).get(5, TimeUnit.SECONDS).accepted()).isTrue();
            assertThat(exit).isNotDone();
            var mapper = org.kontor.table.Json.MAPPER;
            int seat = mapper.readTree(session.current().publicView()).at("/needs/0").asInt();
            var legal = mapper.readTree(session.current().seatView(seat)).at("/legal/0");
            var move = legal.get("freeForm").asBoolean() ? mapper.readTree("{\"type\":\"roll\",\"dice\":null}")
                    : legal.at("/choices/0");
            var dying = session.act(seat, session.current().version(), move);
            assertThat(exit.get(5, TimeUnit.SECONDS)).isEqualTo(70);
            assertThat(err.toString(StandardCharsets.UTF_8)).contains("The table stopped on an error")
                    .contains("Java heap space (test)").contains("code 70");
            assertThat(dying).isCompletedExceptionally();
            // Afterwards the table refuses at once instead of keeping askers waiting.
            var late = session.act(seat, session.current().version(), move).get(1, TimeUnit.SECONDS);
            assertThat(late.accepted()).isFalse();
            assertThat(late.message()).isEqualTo("The table stopped on an error.");
        } finally {
            session.stop(Duration.ofSeconds(1));
        }
    }
}
