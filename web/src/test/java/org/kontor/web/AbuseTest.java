package org.kontor.web;

import org.kontor.table.GameSetup;
import org.kontor.table.GameShelf;
import org.kontor.table.Json;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.kontor.web.TestTable.START_3;
import static org.kontor.web.TestTable.asHost;
import static org.kontor.web.TestTable.asSeat;

import com.fasterxml.jackson.databind.JsonNode;
import io.javalin.testtools.Response;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.net.http.WebSocketHandshakeException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.kontor.table.session.TableSession;
import org.kontor.table.toy.ToyGame;

/**
 * What a hostile or broken client on the LAN may try: the hub answers each with a clear refusal,
 * keeps its memory bounded and changes nothing. The long versions are in docs/reliability.md.
 */
class AbuseTest {

    private static JsonNode json(Response response) throws Exception {
        return Json.MAPPER.readTree(response.body().string());
    }

    private static String header(Response response, String name) {
        List<String> values = response.headers().get(name);
        return values == null || values.isEmpty() ? null : String.join("; ", values);
    }

    private static String command(long version, String type) {
        return "{\"type\":\"command\",\"version\":" + version + ",\"command\":{\"type\":\"" + type + "\"}}";
    }

    // ---- headers -------------------------------------------------------------------------------

    @Test
    void every_page_script_and_answer_carries_the_security_headers() {
        TestTable.run((t, client) -> {
            for (String path : new String[] {"/", "/phone.html", "/table.html", "/host.html", "/js/live.js",
                    "/style.css", "/api/public/state", "/api/seat/state", "/join?token=nope", "/no-such-page"}) {
                Response response = client.get(path);
                assertThat(header(response, "Content-Security-Policy")).as(path)
                        .contains("script-src 'self'").contains("frame-ancestors 'none'").contains("default-src 'self'");
                assertThat(header(response, "X-Content-Type-Options")).as(path).isEqualTo("nosniff");
                assertThat(header(response, "Set-Cookie")).as(path).isNull();
            }
            // The pages hold no inline script (the policy would block it).
            for (String page : new String[] {"/", "/phone.html", "/table.html", "/host.html"}) {
                assertThat(client.get(page).body().string()).as(page).doesNotContainPattern("<script(?![^>]*\\ssrc=)");
            }
        });
    }

    // ---- server sessions -----------------------------------------------------------------------

    @Test
    void refused_upgrades_leave_no_server_session_and_no_growth() {
        TestTable.run((t, client) -> {
            HttpClient http = HttpClient.newHttpClient();
            int attempts = Integer.getInteger("kontor.upgrades", 2_000);
            HttpRequest forged = HttpRequest.newBuilder(URI.create("http://localhost:" + t.port + "/ws/seat"))
                    .header("Cookie", "kontor_seat=forged").header("Sec-WebSocket-Version", "13")
                    .header("Sec-WebSocket-Key", "dGhlIHNhbXBsZSBub25jZQ==").timeout(Duration.ofSeconds(5)).build();
            long before = usedHeapAfterGc();
            for (int i = 0; i < attempts; i++) {
                HttpResponse<String> response = http.send(forged, HttpResponse.BodyHandlers.ofString());
                assertThat(response.statusCode()).isEqualTo(401);
                assertThat(response.headers().allValues("Set-Cookie")).as("no JSESSIONID").isEmpty();
            }
            long grown = usedHeapAfterGc() - before;
            Report.printf("%,d refused upgrades: heap grew by %,d bytes%n", attempts, grown);
            assertThat(t.dashboard.openSockets()).isZero();
            // With a session per attempt (as before) 2,000 attempts kept about 2,000 sessions of ~1 KB.
            assertThat(grown).isLessThan(1_000_000L);
        });
    }

    static long usedHeapAfterGc() {
        Runtime runtime = Runtime.getRuntime();
        long used = Long.MAX_VALUE;
        for (int i = 0; i < 3; i++) {
            System.gc();
            try {
                Thread.sleep(50);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
            used = Math.min(used, runtime.totalMemory() - runtime.freeMemory());
        }
        return used;
    }

    // ---- socket messages -----------------------------------------------------------------------

    @Test
    void a_binary_frame_is_answered_with_a_clear_close() {
        TestTable.run((t, client) -> {
            try (WsProbe phone = WsProbe.open(t.port, "/ws/seat", t.seatCookie(0), t.origin())) {
                phone.nextView();
                phone.sendBinary(new byte[] {1, 2, 3});
                assertThat(phone.closed.get(5, TimeUnit.SECONDS)).isEqualTo("1003 This table reads JSON text messages only, not binary ones.");
            }
        });
    }

    @Test
    void a_text_id_is_echoed_as_it_was_sent_and_a_bad_one_is_refused() {
        TestTable.run((t, client) -> {
            asHost(client, t, "POST", "/api/host/start", START_3);
            try (WsProbe phone = WsProbe.open(t.port, "/ws/seat", t.seatCookie(0), t.origin())) {
                phone.nextView();
                phone.send(command(0, "Roll").replace("{\"type\":\"command\"", "{\"type\":\"command\",\"id\":\"roll-1\""));
                JsonNode accepted = phone.next(m -> m.path("type").asText().equals("accepted"));
                assertThat(accepted.get("id").isTextual()).isTrue();
                assertThat(accepted.get("id").asText()).isEqualTo("roll-1");
                phone.send(command(1, "Draw").replace("{\"type\":\"command\"", "{\"type\":\"command\",\"id\":{\"x\":1}"));
                assertThat(phone.next(m -> m.path("type").asText().equals("error")).get("message").asText())
                        .contains("\"id\" is a number or a text");
                assertThat(t.session.current().version()).isEqualTo(1);
            }
        });
    }

    @Test
    void a_refusal_on_the_socket_carries_the_version_and_the_page_keeps_the_latest_view() {
        TestTable.run((t, client) -> {
            asHost(client, t, "POST", "/api/host/start", START_3);
            try (WsProbe phone = WsProbe.open(t.port, "/ws/seat", t.seatCookie(1), t.origin())) {
                phone.nextView();
                phone.send(command(0, "Roll"));                     // not seat 1's turn
                JsonNode rejected = phone.next(m -> m.path("type").asText().equals("rejected"));
                assertThat(rejected.get("kind").asText()).isEqualTo("NOT_YOUR_TURN");
                assertThat(rejected.get("version").asLong()).isZero();
                assertThat(rejected.has("view")).isFalse();
                assertThat(Json.write(rejected).length()).isLessThan(300);
                assertThat(phone.latestView().get("seq").asLong()).isEqualTo(t.session.current().seq());
            }
        });
    }

    // ---- names ---------------------------------------------------------------------------------

    @Test
    void names_are_normalised_and_text_direction_controls_are_refused_with_a_sentence() {
        TestTable.run((t, client) -> {
            Response spoof = asHost(client, t, "POST", "/api/host/start",
                    "{\"names\":[\"Ana\",\"Ben\\u202Egnp.exe\"]}");
            assertThat(spoof.code()).isEqualTo(400);
            assertThat(json(spoof).at("/error/message").asText())
                    .isEqualTo("The name \"Bengnp.exe\" contains an invisible text-direction character (such as U+202E),"
                            + " which can make one name look like another; type it without.");
            assertThat(t.session.current().version()).isEqualTo(-1);
            Response started = asHost(client, t, "POST", "/api/host/start", "{\"names\":[\"Zoe\\u0308\",\"Ben\"]}");
            assertThat(started.code()).isEqualTo(200);
            assertThat(json(started).at("/view/table/names/0").asText()).isEqualTo("Zo\u00eb");   // one spelling
        });
    }

    // ---- a request the table did not answer in time -------------------------------------------

    @Test
    void a_request_answered_503_after_the_wait_is_never_applied() throws Exception {
        CountDownLatch hold = new CountDownLatch(1);
        CountDownLatch held = new CountDownLatch(1);
        TableSession.Recorder<Object> slow = new TableSession.Recorder<>() {
            @Override
            public void accepted(int seat, long version, Object command, String digest) {
                if (version == 0) {        // the first move holds the table up
                    held.countDown();
                    try {
                        hold.await(10, TimeUnit.SECONDS);
                    } catch (InterruptedException e) {
                        Thread.currentThread().interrupt();
                    }
                }
            }
        };
        new TestTable(new ToyGame(), 42, slow, Limits.defaults().withAnswerMillis(300)).serve((t, client) -> {
            asHost(client, t, "POST", "/api/host/start", START_3);
            var first = t.session.act(0, 0, Json.MAPPER.readTree("{\"type\":\"Roll\"}"));
            assertThat(held.await(5, TimeUnit.SECONDS)).isTrue();
            // The table is busy: this one waits 300 ms, is refused, and must not happen later.
            long t0 = System.nanoTime();
            Response late = asSeat(client, t, 0, "POST", "/api/seat/command", "{\"version\":1,\"command\":{\"type\":\"Draw\"}}");
            Report.printf("503 after %d ms%n", (System.nanoTime() - t0) / 1_000_000);
            assertThat(late.code()).isEqualTo(503);
            assertThat(json(late).at("/error/message").asText()).contains("nothing changed");
            hold.countDown();
            assertThat(first.get(5, TimeUnit.SECONDS).accepted()).isTrue();
            t.session.end().get(5, TimeUnit.SECONDS);         // everything queued before has run
            assertThat(t.session.current().version()).as("the refused Draw was not applied").isEqualTo(1);
        });
    }

    // ---- host names ----------------------------------------------------------------------------

    private static String lastAnswer;

    /** The status line's code of a raw HTTP/1.1 request with the given Host (and Origin, if not null). */
    private static int status(int port, String method, String path, String host, String origin, String cookie)
            throws Exception {
        try (java.net.Socket socket = new java.net.Socket("127.0.0.1", port)) {
            socket.setSoTimeout(10_000);
            String body = method.equals("POST") ? "{}" : "";
            String request = method + " " + path + " HTTP/1.1\r\nHost: " + host + "\r\nConnection: close\r\n"
                    + (origin != null ? "Origin: " + origin + "\r\n" : "") + (cookie != null ? "Cookie: " + cookie + "\r\n" : "")
                    + (method.equals("POST") ? "Content-Type: application/json\r\nContent-Length: " + body.length() + "\r\n" : "")
                    + "\r\n" + body;
            socket.getOutputStream().write(request.getBytes(java.nio.charset.StandardCharsets.US_ASCII));
            lastAnswer = new String(socket.getInputStream().readAllBytes(), java.nio.charset.StandardCharsets.UTF_8);
            return Integer.parseInt(lastAnswer.split(" ")[1]);
        }
    }

    /**
     * Issue #38: a page on another site that points its own name at the table (DNS rebinding) sends
     * that name as Host, and as Origin: both agreed, so the Origin check let it through.
     */
    @Test
    void a_page_that_points_its_own_name_at_the_table_is_refused_whatever_its_origin() {
        Dashboard.Options options = new Dashboard.Options(null, Duration.ZERO, "en", GameSetup.DiceSource.VIRTUAL,
                GameShelf.NONE, Limits.defaults(), List.of("kontor.lan"));
        new TestTable(new ToyGame(), 42, options).serve((t, client) -> {
            long before = t.session.current().version();
            String evil = "rebound.example:" + t.port;
            String evilOrigin = "http://" + evil;
            assertThat(status(t.port, "GET", "/api/public/state", evil, evilOrigin, null)).isEqualTo(403);
            assertThat(status(t.port, "GET", "/table.html", evil, null, null)).as("pages too").isEqualTo(403);
            assertThat(status(t.port, "POST", "/api/host/start", evil, evilOrigin, t.hostCookie())).isEqualTo(403);
            assertThatThrownBy(() -> RawWs.open(null, evil, evilOrigin, t.port, "/ws/public", null, 4096))
                    .hasMessageContaining("403");
            assertThat(t.session.current().version()).as("nothing started").isEqualTo(before);

            // The table's own names and addresses, and the configured one.
            for (String own : List.of("localhost:" + t.port, "127.0.0.1:" + t.port, "[::1]:" + t.port, "LOCALHOST.",
                    "kontor.lan:" + t.port, java.net.InetAddress.getLocalHost().getHostName() + ":" + t.port)) {
                assertThat(status(t.port, "GET", "/api/public/state", own, null, null)).as(own).isEqualTo(200);
            }
            try (RawWs ok = RawWs.open(null, "kontor.lan:" + t.port, "http://kontor.lan:" + t.port, t.port, "/ws/public", null,
                    64 * 1024)) {
                assertThat(ok.next()).contains("\"role\":\"public\"");
            }
            assertThat(status(t.port, "GET", "/api/public/state", evil, null, null)).isEqualTo(403);
            assertThat(lastAnswer).contains("\"kind\":\"UNKNOWN_HOST\"").contains("allowedHosts");
        });
    }

    // ---- limits --------------------------------------------------------------------------------

    @Test
    void too_many_sockets_from_one_address_are_refused_before_the_upgrade() {
        new TestTable(new ToyGame(), 42, TableSession.Recorder.NONE, Limits.defaults().withSocketsPerAddress(3))
                .serve((t, client) -> {
                    List<WsProbe> probes = new ArrayList<>();
                    try {
                        for (int i = 0; i < 3; i++) {
                            probes.add(WsProbe.open(t.port, "/ws/public", null, null));
                            probes.get(i).nextView();
                        }
                        assertThatThrownBy(() -> WsProbe.open(t.port, "/ws/public", null, null))
                                .isInstanceOf(ExecutionException.class).cause()
                                .isInstanceOf(WebSocketHandshakeException.class)
                                .satisfies(e -> assertThat(((WebSocketHandshakeException) e).getResponse().statusCode())
                                        .isEqualTo(429));
                        probes.remove(0).close();
                        waitFor(() -> t.dashboard.openSockets() == 2);
                        try (WsProbe again = WsProbe.open(t.port, "/ws/public", null, null)) {
                            assertThat(again.nextView().get("role").asText()).isEqualTo("public");
                        }
                    } finally {
                        probes.forEach(WsProbe::close);
                    }
                });
    }

    /**
     * Issue #38: public sockets from many addresses filled the table's cap, and the players' and
     * the host's sockets were then refused with 503. Each loopback address (127.0.0.2, …) is
     * another device as far as the hub can tell.
     */
    @Test
    void spectators_filling_the_table_do_not_lock_out_a_seat_or_the_host_and_are_the_first_to_go() {
        Limits limits = Limits.defaults().withSocketsInAll(8).withSocketsPerAddress(3);
        new TestTable(new ToyGame(), 42, TableSession.Recorder.NONE, limits).serve((t, client) -> {
            List<RawWs> crowd = new ArrayList<>();
            try {
                for (String from : List.of("127.0.0.2", "127.0.0.3", "127.0.0.4")) {
                    for (int i = 0; i < 3 && crowd.size() < 8; i++) {
                        RawWs spectator = RawWs.open(from, "localhost:" + t.port, null, t.port, "/ws/public", null, 64 * 1024);
                        assertThat(spectator.next()).contains("\"role\":\"public\"");
                        crowd.add(spectator);
                    }
                    if (crowd.size() == 3) {
                        assertThatThrownBy(() -> RawWs.open(from, "localhost:" + t.port, null, t.port, "/ws/public", null, 4096))
                                .as("a fourth public page from one address").hasMessageContaining("429");
                    }
                }
                assertThat(t.dashboard.openSockets()).isEqualTo(8);
                assertThatThrownBy(() -> RawWs.open("127.0.0.5", "localhost:" + t.port, null, t.port, "/ws/public", null, 4096))
                        .as("one more spectator: the table is full").hasMessageContaining("503");

                // A player, from the address that already holds three public pages, and the host: both let in.
                try (RawWs seat = RawWs.open("127.0.0.2", "localhost:" + t.port, null, t.port, "/ws/seat", t.seatCookie(0), 64 * 1024)) {
                    assertThat(seat.next()).contains("\"seat\":0");
                    waitFor(() -> t.dashboard.openSockets() == 8);
                    RawWs host = RawWs.open("127.0.0.6", "localhost:" + t.port, null, t.port, "/ws/host", t.hostCookie(), 64 * 1024);
                    crowd.add(host);
                    assertThat(host.next()).contains("\"role\":\"host\"");
                    waitFor(() -> t.dashboard.openSockets() == 8);
                    // Two spectators went, each the newest of the address holding the most public pages.
                    for (RawWs gone : List.of(crowd.get(2), crowd.get(5))) {
                        gone.drainUntilClosed();
                        assertThat(gone.closedWith).isEqualTo(
                                "1008 The table is full and a player joined; this page reconnects when there is room.");
                    }
                    Report.printf("table of 8 sockets full of spectators from 3 addresses: a seat and the host let in, "
                            + "2 spectators closed, %d sockets open%n", t.dashboard.openSockets());
                }
            } finally {
                crowd.forEach(RawWs::close);
            }
        });
    }

    @Test
    void a_seat_over_its_socket_limit_loses_its_oldest_socket_with_a_reason() {
        new TestTable(new ToyGame(), 42, TableSession.Recorder.NONE, Limits.defaults().withSocketsPerSeat(2))
                .serve((t, client) -> {
                    try (WsProbe first = WsProbe.open(t.port, "/ws/seat", t.seatCookie(0), null);
                         WsProbe second = WsProbe.open(t.port, "/ws/seat", t.seatCookie(0), null)) {
                        first.nextView();
                        second.nextView();
                        try (WsProbe third = WsProbe.open(t.port, "/ws/seat", t.seatCookie(0), null)) {
                            third.nextView();
                            assertThat(first.closed.get(5, TimeUnit.SECONDS))
                                    .isEqualTo("1008 This seat was opened on another page; this one is closed.");
                            assertThat(second.closed).isNotDone();
                        }
                    }
                });
    }

    @Test
    void a_flood_of_refused_commands_from_a_socket_that_does_not_read_closes_it_and_changes_nothing() {
        TestTable.run((t, client) -> {
            asHost(client, t, "POST", "/api/host/start", START_3);
            long seq = t.session.current().seq();
            int flood = 300;            // more than the burst (40) and the refusals allowed in a row (50)
            try (RawWs attacker = RawWs.open(t.port, "/ws/seat", t.seatCookie(1), 16 * 1024)) {
                boolean resetWhileSending = false;
                for (int i = 0; i < flood && !resetWhileSending; i++) {
                    try {
                        attacker.sendText(command(0, "Roll"));          // out of turn, never reading
                    } catch (java.net.SocketException e) {
                        // The hub closed it before the flood was all sent: the reset reaches the sender (a busy host).
                        resetWhileSending = true;
                    }
                }
                int rejected = 0;
                int tooFast = 0;
                for (String message = attacker.next(); message != null; message = attacker.next()) {
                    rejected += message.contains("\"NOT_YOUR_TURN\"") ? 1 : 0;
                    tooFast += message.contains("\"TOO_FAST\"") ? 1 : 0;
                    assertThat(message.length()).as("short replies, no views: %s", message).isLessThan(2_000);
                }
                Report.printf("flood of %d: %d refused by the rules, %d as too fast, then %s%n",
                        flood, rejected, tooFast, attacker.closedWith);
                // Whichever protection trips first: too fast, or too many replies left unread.
                if (!resetWhileSending) {
                    assertThat(attacker.closedWith).isIn("1008 This page sent too many commands too fast.",
                            "1008 This page sent more than it reads; it reconnects for the latest view.", RawWs.RESET);
                }
                assertThat(rejected + tooFast).as("closed before it was all answered").isLessThan(flood);
            }
            assertThat(t.session.current().seq()).as("nothing changed").isEqualTo(seq);
            waitFor(() -> t.dashboard.openSockets() == 0);
        });
    }

    @Test
    void a_flood_of_refused_http_commands_from_one_seat_is_refused_before_the_table_and_the_game_goes_on() {
        TestTable.run((t, client) -> {
            asHost(client, t, "POST", "/api/host/start", START_3);
            long version = t.session.current().version();
            HttpClient http = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(10)).build();
            HttpRequest outOfTurn = HttpRequest.newBuilder(URI.create("http://localhost:" + t.port + "/api/seat/command"))
                    .header("Cookie", t.seatCookie(1)).header("Content-Type", "application/json")
                    .POST(HttpRequest.BodyPublishers.ofString("{\"version\":" + version + ",\"command\":{\"type\":\"Roll\"}}"))
                    .build();
            int flood = 600;
            int inFlight = 20;                        // connections at once, as in the attack (issue #38)
            java.util.concurrent.Semaphore slots = new java.util.concurrent.Semaphore(inFlight);
            List<java.util.concurrent.CompletableFuture<HttpResponse<String>>> sent = new ArrayList<>();
            long begin = System.nanoTime();
            for (int i = 0; i < flood; i++) {
                slots.acquire();
                sent.add(http.sendAsync(outOfTurn, HttpResponse.BodyHandlers.ofString()).whenComplete((r, e) -> slots.release()));
            }
            int reachedTable = 0;
            int tooFast = 0;
            for (var answer : sent) {
                HttpResponse<String> response = answer.get(30, TimeUnit.SECONDS);
                if (response.statusCode() == 429) {
                    tooFast++;
                    assertThat(Json.MAPPER.readTree(response.body()).at("/error/kind").asText()).isEqualTo("TOO_FAST");
                    assertThat(response.body()).contains("wait for the table's answer");
                    assertThat(response.headers().firstValue("Retry-After")).contains("1");
                } else {
                    assertThat(response.statusCode()).as(response.body()).isEqualTo(422);
                    reachedTable++;
                }
            }
            double seconds = (System.nanoTime() - begin) / 1e9;
            Limits limits = Limits.defaults();
            Report.printf("HTTP flood of %d refused commands from one seat on %d connections in %.2f s: %d reached the table, "
                    + "%d answered 429%n", flood, inFlight, seconds, reachedTable, tooFast);
            assertThat(reachedTable).as("the burst and the sustained rate only")
                    .isLessThanOrEqualTo((int) (limits.commandBurst() + limits.commandsPerSecond() * seconds) + 1);
            assertThat(tooFast).isEqualTo(flood - reachedTable);
            assertThat(t.session.current().version()).as("nothing changed").isEqualTo(version);

            // The seat whose turn it is plays on; the flooding seat gets its budget back a moment later.
            Response move = asSeat(client, t, 0, "POST", "/api/seat/command",
                    "{\"version\":" + version + ",\"command\":{\"type\":\"Roll\"}}");
            assertThat(move.code()).as(move.body().string()).isEqualTo(200);
            Thread.sleep(200);
            assertThat(http.send(outOfTurn, HttpResponse.BodyHandlers.ofString()).statusCode())
                    .as("refused by the table again (stale), not by the budget").isEqualTo(409);
        });
    }

    @Test
    void a_reader_that_stops_gets_only_the_latest_view_when_it_reads_again() {
        TestTable.run((t, client) -> {
            asHost(client, t, "POST", "/api/host/start", START_3);
            try (RawWs slow = RawWs.open(t.port, "/ws/public", null, 8 * 1024)) {
                ToyMoves moves = new ToyMoves(t);
                int published = moves.play(600);
                long last = t.session.current().seq();
                int views = 0;
                JsonNode newest = null;
                while (newest == null || newest.get("seq").asLong() < last) {
                    newest = Json.MAPPER.readTree(slow.next());
                    views++;
                }
                Report.printf("a stopped reader got %d views of %d published%n", views, published);
                assertThat(newest.get("seq").asLong()).isEqualTo(last);
                assertThat(views).as("coalesced, not the history").isLessThan(published / 2);
            }
        });
    }

    @Test
    void a_reader_that_stays_behind_is_closed_with_a_reason() {
        new TestTable(new ToyGame(), 42, TableSession.Recorder.NONE, Limits.defaults().withPatienceMillis(200))
                .serve((t, client) -> {
                    asHost(client, t, "POST", "/api/host/start", START_3);
                    try (RawWs slow = RawWs.open(t.port, "/ws/public", null, 8 * 1024);
                         WsProbe fast = WsProbe.open(t.port, "/ws/public", null, null)) {
                        ToyMoves moves = new ToyMoves(t);
                        long t0 = System.nanoTime();
                        moves.play(300);                    // the buffers are full: a frame waits to leave
                        Thread.sleep(300);
                        moves.play(1);                      // newer data, and the waiting frame is too old
                        Report.printf("played in %d ms%n", (System.nanoTime() - t0) / 1_000_000);
                        slow.drainUntilClosed();
                        Report.printf("drained in %d ms%n", (System.nanoTime() - t0) / 1_000_000);
                        assertThat(slow.closedWith)
                                .isEqualTo("1008 This page fell too far behind the table; it reconnects for the latest view.");
                        long last = t.session.current().seq();
                        assertThat(fast.awaitView(last).get("seq").asLong()).as("the others go on").isEqualTo(last);
                        waitFor(() -> t.dashboard.openSockets() == 1);
                    }
                });
    }

    /** Plays the toy game quickly straight through the session: roll, draw, end turn, round the table. */
    static final class ToyMoves {
        private final TestTable t;

        ToyMoves(TestTable t) {
            this.t = t;
        }

        int play(int moves) throws Exception {
            int published = 0;
            for (int i = 0; i < moves; i++) {
                JsonNode view = Json.MAPPER.readTree(t.session.current().publicView());
                if (!"PLAYING".equals(view.at("/table/phase").asText())) {
                    t.session.start(new GameSetup("plain", List.of("A", "B", "C"), java.util.Map.of(),
                            GameSetup.DiceSource.VIRTUAL)).get(5, TimeUnit.SECONDS);
                    published++;
                    continue;
                }
                int seat = view.at("/needs/0").asInt();
                JsonNode legal = Json.MAPPER.readTree(t.session.current().seatView(seat)).get("legal");
                JsonNode move = legal.get(legal.size() > 1 && i % 3 == 0 ? 1 : 0);
                var outcome = t.session.act(seat, view.get("version").asLong(), move).get(5, TimeUnit.SECONDS);
                assertThat(outcome.accepted()).as("%s", move).isTrue();
                published++;
            }
            return published;
        }
    }

    static void waitFor(java.util.function.BooleanSupplier condition) throws InterruptedException {
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(5);
        while (!condition.getAsBoolean()) {
            assertThat(System.nanoTime()).as("condition within 5 s").isLessThan(deadline);
            Thread.sleep(10);
        }
    }
}
