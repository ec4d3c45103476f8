package org.kontor.hub;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Random;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.kontor.table.Json;

/**
 * {@code kontor games resume ID} end to end: a real hub process started by the command on a data
 * folder holding two unfinished games comes up with the game asked for (not the newest one),
 * exactly where it stopped, and the phones' old seat tokens open their seats.
 */
class GamesResumeTest {

    private static final long SEED = 5_150L;
    private static final Pattern DASHBOARD = Pattern.compile("Dashboard:\\s+http://localhost:(\\d+)");
    private final HttpClient http = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(5)).build();

    @Test
    void games_resume_starts_the_hub_with_the_game_asked_for(@TempDir Path dir) throws Exception {
        System.out.println("seed " + SEED);
        Path data = dir.resolve("data");
        long older;
        String seatToken;
        JsonNode before;
        try (TestHub hub = TestHub.start(data, SEED)) {
            seatToken = hub.table.dashboard().pairing().seatToken(1);
            hub.startGame();
            assertThat(hub.play(10, new Random(SEED))).isEqualTo(10);
            before = TestHub.stable(hub.session().current().publicView());
            older = hub.journal.games().get(0).id();
        }
        // A newer unfinished game: the first 4 moves of the same one, imported.
        Path export = dir.resolve("older.jsonl");
        assertThat(SavedGamesTest.kontor("games", "export", String.valueOf(older), "--data", data.toString(),
                "-o", export.toString()).exit()).isZero();
        List<String> lines = Files.readAllLines(export);
        Files.write(dir.resolve("newer.jsonl"), lines.subList(0, 5));
        SavedGamesTest.Run imported = SavedGamesTest.kontor("games", "import", dir.resolve("newer.jsonl").toString(),
                "--data", data.toString());
        assertThat(imported.exit()).as(imported.err()).isZero();
        assertThat(imported.out()).contains("Imported as game " + (older + 1) + ": 4 moves");

        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        Process hub = new ProcessBuilder(java, "-XX:TieredStopAtLevel=1", "-Xmx256m", "-cp",
                System.getProperty("java.class.path"), Main.class.getName(), "games", "resume", String.valueOf(older),
                "--data", data.toString(), "--port", "0").redirectErrorStream(true).start();
        try {
            BufferedReader out = new BufferedReader(new InputStreamReader(hub.getInputStream(), StandardCharsets.UTF_8));
            StringBuilder seen = new StringBuilder();
            int port = -1;
            String line;
            while ((line = out.readLine()) != null && !line.startsWith("Host link")) {
                seen.append(line).append('\n');
                Matcher m = DASHBOARD.matcher(line);
                if (m.find()) {
                    port = Integer.parseInt(m.group(1));
                }
            }
            assertThat(port).as("the hub served: %s", seen).isPositive();
            assertThat(seen.toString()).contains("Resumed:     game " + older + " resumed at move 10");

            JsonNode now = TestHub.stable(get(port, "/api/public/state", null).body());
            assertThat(now).as("game %d exactly where it stopped", older).isEqualTo(before);
            HttpResponse<String> seat = get(port, "/api/seat/state", seatToken);
            assertThat(seat.statusCode()).as("the phone's old token").isEqualTo(200);
            assertThat(Json.MAPPER.readTree(seat.body()).get("seat").asInt()).isEqualTo(1);
        } finally {
            hub.destroy();
            assertThat(hub.waitFor(20, TimeUnit.SECONDS)).as("the hub stops on SIGTERM").isTrue();
        }
    }

    private HttpResponse<String> get(int port, String path, String bearer) throws Exception {
        HttpRequest.Builder request = HttpRequest.newBuilder(URI.create("http://localhost:" + port + path))
                .timeout(Duration.ofSeconds(20));
        if (bearer != null) {
            request.header("Authorization", "Bearer " + bearer);
        }
        return http.send(request.build(), HttpResponse.BodyHandlers.ofString());
    }
}
