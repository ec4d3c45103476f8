package org.kontor.hub;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.SplittableRandom;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.kontor.engine.Result;
import org.kontor.engine.merchants.Command;
import org.kontor.engine.merchants.Event;
import org.kontor.engine.merchants.MerchantsState;
import org.kontor.table.GameSetup;
import org.kontor.table.Json;
import org.kontor.web.RandomMoves;
import org.kontor.table.merchants.MerchantsTable;

/**
 * The crash test: a real hub process plays a game driven through its HTTP API by random legal
 * moves, and is killed with SIGKILL at a random moment, then started again on the same data
 * folder, round after round. After every restart the hub's state must be exactly the state
 * rebuilt here from the moves the clients saw acknowledged, or from those plus the one move that
 * was in flight when the hub died (committed, but its answer lost): nothing acknowledged is lost,
 * nothing half-applied appears. The old seat and host tokens must still work after each restart.
 *
 * <p>{@code -Dkontor.crash.rounds=200} runs more rounds (docs/saving.md); the seed is printed and
 * can be given with {@code -Dkontor.crash.seed=N}.
 */
class CrashTest {

    private static final int ROUNDS = Integer.getInteger("kontor.crash.rounds", 4);
    private static final long SEED = Long.getLong("kontor.crash.seed", 20_261_125L);
    /** A start replays the whole game so far; on a busy 2-core machine that can take a while. */
    private static final int START_SECONDS = 240;
    private static final Pattern DASHBOARD = Pattern.compile("Dashboard:\\s+http://localhost:(\\d+)");

    private final HttpClient http = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(5)).build();

    /** What the clients know: the moves acknowledged, and the one sent without an answer, if any. */
    record Move(int seat, long version, JsonNode command) {}

    @Test
    void a_hub_killed_at_random_moments_loses_nothing_acknowledged_and_shows_nothing_half_done(@TempDir Path dir)
            throws Exception {
        System.out.println("crash test: seed " + SEED + ", " + ROUNDS + " rounds (-Dkontor.crash.seed, -Dkontor.crash.rounds)");
        Random random = new Random(SEED);
        Path data = dir.resolve("data");
        Path config = dir.resolve("kontor.yaml");
        Files.writeString(config, "port: 0\ndata: " + data + "\ngame:\n  seed: " + SEED + "\n");
        long gameSeed = new SplittableRandom(SEED).nextLong();   // the first seed a hub started with this config draws
        GameSetup setup = TestHub.fourPlayers();
        MerchantsTable game = new MerchantsTable();

        List<Move> acked = new ArrayList<>();
        String hostToken = null;
        List<String> seatTokens = new ArrayList<>();
        int kills = 0;
        int inFlightApplied = 0;
        int games = 0;
        for (int round = 0; round < ROUNDS; round++) {
            long roundStart = System.nanoTime();
            Process hub = start(config);
            try {
                int port = awaitPort(hub);
                if (hostToken == null) {
                    hostToken = hostLink(data);
                    seatTokens = seatTokens(port, hostToken);
                }
                JsonNode host = json(get(port, "/api/host/state", hostToken));
                assertThat(host.has("table")).as("the first host token still works, round %d", round).isTrue();
                String phase = host.at("/table/phase").asText();
                if (!phase.equals("PLAYING")) {
                    // A new game: only right after a start, so that its seed is the first one this hub draws.
                    HttpResponse<String> started = post(port, "/api/host/start", hostToken,
                            "{\"board\":\"europe-short\",\"names\":[\"Ana\",\"Ben\",\"Cai\",\"Dee\"],\"dice\":\"VIRTUAL\","
                                    + "\"options\":{\"setup\":\"FIXED\"}}");
                    assertThat(started.statusCode()).as(started.body()).isEqualTo(200);
                    acked.clear();
                    games++;
                } else {
                    MerchantsState expected = replay(game, setup, gameSeed, acked);
                    long version = host.get("version").asLong();
                    assertThat(version).as("round %d: acknowledged %d moves", round, acked.size())
                            .isBetween((long) acked.size(), (long) acked.size() + 1);
                    assertThat(host.at("/table/resumedAt").asLong()).isEqualTo(version);
                    JsonNode pending = lastInFlight;
                    if (version == acked.size() + 1) {
                        assertThat(pending).as("a move nobody sent appeared").isNotNull();
                        Move move = new Move(pending.get("seat").asInt(), pending.get("version").asLong(), pending.get("command"));
                        acked.add(move);
                        expected = replay(game, setup, gameSeed, acked);
                        inFlightApplied++;
                    }
                    assertThat(host.get("game")).as("round %d: the table's view", round)
                            .isEqualTo(Json.MAPPER.readTree(Json.write(game.rules().publicView(expected))));
                    JsonNode seat = json(get(port, "/api/seat/state", seatTokens.get(round % 4)));
                    // The view carries the legal actions once, as "legal", not inside "game" again.
                    com.fasterxml.jackson.databind.node.ObjectNode own = (com.fasterxml.jackson.databind.node.ObjectNode)
                            Json.MAPPER.readTree(Json.write(game.rules().view(expected, round % 4)));
                    own.remove("legalActions");
                    assertThat(seat.get("game")).as("round %d: seat %d's own view, by its first token", round, round % 4)
                            .isEqualTo(own);
                }
                lastInFlight = null;
                // At least one acknowledged move per round, however slow the machine, then the killer.
                boolean playing = drive(port, seatTokens, random, acked);
                // SIGKILL at a random moment, from another thread: often in the middle of a request.
                long killAfter = 100 + random.nextInt(900);
                Thread killer = new Thread(() -> {
                    try {
                        Thread.sleep(killAfter);
                    } catch (InterruptedException e) {
                        return;
                    }
                    hub.destroyForcibly();
                }, "killer");
                killer.start();
                try {
                    while (playing && drive(port, seatTokens, random, acked)) {
                        // until the hub dies under us
                    }
                    hub.destroyForcibly();   // the game is over: the next round starts a new one
                } catch (IOException died) {
                    // the hub died during a request: a move sent then may or may not be on disk
                }
                killer.interrupt();
                killer.join();
                hub.waitFor(20, TimeUnit.SECONDS);
                kills++;
                System.out.printf("round %d: %d moves acknowledged in this game, %.1f s%n", round, acked.size(),
                        (System.nanoTime() - roundStart) / 1e9);
            } finally {
                hub.destroyForcibly();
                hub.waitFor(20, TimeUnit.SECONDS);
            }
        }
        // No token in any log line or in the console output (which is not a terminal here).
        String logs;
        try (var files = Files.list(data.resolve("logs"))) {
            StringBuilder all = new StringBuilder();
            for (Path file : files.toList()) {
                all.append(Files.readString(file));
            }
            logs = all.toString();
        }
        assertThat(logs).as("the log file").contains("table started on port");
        List<String> tokens = new ArrayList<>(seatTokens);
        tokens.add(hostToken);
        for (String token : tokens) {
            assertThat(logs).as("the log file").doesNotContain(token);
            assertThat(OUTPUT.toString()).as("the console output").doesNotContain(token);
        }
        System.out.println("crash test: " + kills + " kills, " + games + " games, " + acked.size() + " moves in the last game, "
                + inFlightApplied + " in-flight moves found committed");
        assertThat(kills).isEqualTo(ROUNDS);
    }

    private JsonNode lastInFlight;

    /** Everything the hubs printed, to check that no token is in it. */
    private static final StringBuffer OUTPUT = new StringBuffer();

    /** One random legal move through the API; false once the game is over. */
    private boolean drive(int port, List<String> seats, Random random, List<Move> acked) throws Exception {
        JsonNode pub = json(get(port, "/api/public/state", null));
        if (!pub.at("/table/phase").asText().equals("PLAYING")) {
            return false;
        }
        for (int seat : RandomMoves.order(pub, 4, random)) {
            JsonNode view = json(get(port, "/api/seat/state", seats.get(seat)));
            JsonNode command = RandomMoves.choose(view, random);
            if (command == null) {
                continue;
            }
            long version = view.get("version").asLong();
            HttpResponse<String> answer;
            try {
                answer = post(port, "/api/seat/command", seats.get(seat),
                        "{\"version\":" + version + ",\"command\":" + Json.write(command) + "}");
            } catch (IOException died) {
                lastInFlight = Json.MAPPER.createObjectNode().put("seat", seat).put("version", version).set("command", command);
                throw died;
            }
            assertThat(answer.statusCode()).as("seat %d %s: %s", seat, command, answer.body()).isEqualTo(200);
            acked.add(new Move(seat, version, command));
            return true;
        }
        throw new AssertionError("nobody can move: " + pub);
    }

    private static MerchantsState replay(MerchantsTable game, GameSetup setup, long seed, List<Move> moves) {
        MerchantsState state = game.setup(setup, seed);
        for (Move move : moves) {
            Command command = game.parseCommand(move.command());
            Result<MerchantsState, Event> result = game.rules().apply(state, move.seat(), move.version(), command);
            assertThat(result).as("acknowledged move %s replays", move).isInstanceOf(Result.Accepted.class);
            state = ((Result.Accepted<MerchantsState, Event>) result).state();
        }
        return state;
    }

    private static Process start(Path config) throws IOException {
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        ProcessBuilder builder = new ProcessBuilder(java, "-XX:TieredStopAtLevel=1", "-XX:+UseSerialGC", "-Xshare:auto",
                "-Xmx256m", "-cp", System.getProperty("java.class.path"), Main.class.getName(), "run", "--config", config.toString());
        builder.redirectErrorStream(true);
        return builder.start();
    }

    private static int awaitPort(Process hub) throws Exception {
        BufferedReader out = new BufferedReader(new InputStreamReader(hub.getInputStream(), StandardCharsets.UTF_8));
        StringBuilder seen = new StringBuilder();
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(START_SECONDS);
        while (System.nanoTime() < deadline) {
            String line = out.readLine();
            if (line == null) {
                throw new AssertionError("the hub ended before it served: " + seen);
            }
            seen.append(line).append('\n');
            OUTPUT.append(line).append('\n');
            Matcher m = DASHBOARD.matcher(line);
            if (m.find()) {
                Thread drain = new Thread(() -> {
                    try {
                        for (String rest = out.readLine(); rest != null; rest = out.readLine()) {
                            OUTPUT.append(rest).append('\n');
                        }
                    } catch (IOException e) {
                        // the hub is gone
                    }
                }, "hub-output");
                drain.setDaemon(true);
                drain.start();
                return Integer.parseInt(m.group(1));
            }
        }
        throw new AssertionError("the hub did not start within " + START_SECONDS + " s: " + seen);
    }

    private static String hostLink(Path data) throws IOException {
        String link = Files.readString(data.resolve(RunCommand.HOST_LINK)).strip();
        return link.substring(link.indexOf("token=") + "token=".length());
    }

    private List<String> seatTokens(int port, String host) throws Exception {
        List<String> tokens = new ArrayList<>();
        for (JsonNode seat : json(get(port, "/api/host/joins", host)).get("seats")) {
            String url = seat.get("url").asText();
            tokens.add(url.substring(url.indexOf("token=") + "token=".length()));
        }
        return tokens;
    }

    private HttpResponse<String> get(int port, String path, String bearer) throws Exception {
        HttpRequest.Builder request = HttpRequest.newBuilder(URI.create("http://localhost:" + port + path))
                .timeout(Duration.ofSeconds(20));
        if (bearer != null) {
            request.header("Authorization", "Bearer " + bearer);
        }
        return http.send(request.build(), HttpResponse.BodyHandlers.ofString());
    }

    private HttpResponse<String> post(int port, String path, String bearer, String body) throws Exception {
        return http.send(HttpRequest.newBuilder(URI.create("http://localhost:" + port + path))
                .timeout(Duration.ofSeconds(20)).header("Authorization", "Bearer " + bearer)
                .header("Content-Type", "application/json")
                .POST(HttpRequest.BodyPublishers.ofString(body)).build(), HttpResponse.BodyHandlers.ofString());
    }

    private static JsonNode json(HttpResponse<String> response) throws Exception {
        assertThat(response.statusCode()).as(response.body()).isEqualTo(200);
        return Json.MAPPER.readTree(response.body());
    }
}
