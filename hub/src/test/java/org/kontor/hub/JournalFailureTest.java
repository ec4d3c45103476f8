package org.kontor.hub;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Random;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.kontor.hub.journal.Journal;
import org.kontor.table.Json;
import org.kontor.web.RandomMoves;

/**
 * The journal's commit really fails under a running hub, on a real SQLite file: the journal files
 * made read-only (the immutable attribute: even root cannot write through the open file) and a
 * real filesystem that fills up (a 2 MB tmpfs). Each time the move is refused over HTTP with a
 * sentence for the player who sent it, the host's view says why, the table takes no more moves,
 * nothing is shown that is not on disk, and after the folder is fixed the game resumes at the last
 * saved move. Both need root (chattr, mount), as on the build host and the Pi's service; elsewhere
 * they are skipped with the reason printed.
 */
class JournalFailureTest {

    private static final long SEED = 31_337L;
    private final HttpClient http = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(5)).build();

    @Test
    void when_the_journal_files_are_made_read_only_the_move_is_refused_and_the_game_resumes_after(@TempDir Path data)
            throws Exception {
        requireRoot("chattr +i");
        // games.db, its count file and the folder itself (no rollback journal can be made there):
        // with a WAL, the same made the JVM die of SIGBUS writing the memory-mapped -shm file.
        List<Path> files = List.of(data.resolve(Journal.FILE), data.resolve("games.acknowledged"), data);
        try {
            refusedThenResumed(data, () -> {
                for (Path file : files) {
                    sh("chattr", "+i", file.toString());
                }
            }, () -> {
                for (Path file : files) {
                    sh("chattr", "-i", file.toString());
                }
            });
        } finally {
            for (Path file : files) {
                if (Files.exists(file)) {
                    sh("chattr", "-i", file.toString());
                }
            }
        }
    }

    @Test
    void when_the_data_folders_filesystem_is_full_the_move_is_refused_and_the_game_resumes_after(@TempDir Path dir)
            throws Exception {
        requireRoot("mount -t tmpfs");
        Path data = Files.createDirectory(dir.resolve("small"));
        sh("mount", "-t", "tmpfs", "-o", "size=2m", "kontor-test", data.toString());
        try {
            Path filler = data.resolve("filler");
            refusedThenResumed(data, () -> {
                // Fill every free byte: the next page the journal writes has nowhere to go.
                sh("sh", "-c", "dd if=/dev/zero of=" + filler + " bs=4k 2>/dev/null; true");
            }, () -> Files.delete(filler));
        } finally {
            sh("umount", data.toString());
        }
    }

    interface Step {
        void run() throws Exception;
    }

    /** Plays a little, breaks the folder, plays on until a move is refused, checks, fixes, restarts. */
    private void refusedThenResumed(Path data, Step breakIt, Step fixIt) throws Exception {
        System.out.println("seed " + SEED);
        Random random = new Random(SEED);
        JsonNode shown;
        String sentence;
        try (TestHub hub = TestHub.start(data, SEED)) {
            int port = hub.table.port();
            String host = hub.table.dashboard().pairing().hostToken();
            hub.startGame();
            assertThat(hub.play(6, random)).isEqualTo(6);
            breakIt.run();

            HttpResponse<String> refused = null;
            for (int i = 0; i < 200 && refused == null; i++) {
                JsonNode pub = Json.MAPPER.readTree(get(port, "/api/public/state", null).body());
                for (int seat : RandomMoves.order(pub, 4, random)) {
                    String token = hub.table.dashboard().pairing().seatToken(seat);
                    JsonNode view = Json.MAPPER.readTree(get(port, "/api/seat/state", token).body());
                    JsonNode command = RandomMoves.choose(view, random);
                    if (command == null) {
                        continue;
                    }
                    long version = view.get("version").asLong();
                    HttpResponse<String> answer = post(port, "/api/seat/command", token,
                            "{\"version\":" + version + ",\"command\":" + Json.write(command) + "}");
                    if (answer.statusCode() != 200) {
                        refused = answer;
                        JsonNode now = Json.MAPPER.readTree(get(port, "/api/public/state", null).body());
                        assertThat(now.get("version").asLong()).as("nothing unsaved is shown").isEqualTo(version);
                    }
                    break;
                }
            }
            assertThat(refused).as("a commit fails once the folder is broken").isNotNull();
            sentence = Json.MAPPER.readTree(refused.body()).at("/error/message").asText();
            System.out.println("refused with: " + sentence);
            // Refused by the check before the commit, or by the watch between moves if it looked first.
            assertThat(sentence).containsIgnoringCase("the game is paused").containsIgnoringCase("nothing is shown that is not saved")
                    .contains("restart the hub");

            JsonNode hostView = Json.MAPPER.readTree(get(port, "/api/host/state", host).body());
            assertThat(hostView.at("/table/halted").asText()).as("the host is told why").isEqualTo(sentence);

            // The table takes nothing more: not a move, not an undo, not a new game.
            JsonNode pub = Json.MAPPER.readTree(get(port, "/api/public/state", null).body());
            int seat = pub.at("/needs/0").asInt();
            String token = hub.table.dashboard().pairing().seatToken(seat);
            JsonNode view = Json.MAPPER.readTree(get(port, "/api/seat/state", token).body());
            HttpResponse<String> again = post(port, "/api/seat/command", token, "{\"version\":"
                    + view.get("version").asLong() + ",\"command\":" + Json.write(RandomMoves.choose(view, random)) + "}");
            assertThat(again.statusCode()).as("a move after the failure is refused").isEqualTo(422);
            assertThat(Json.MAPPER.readTree(again.body()).at("/error/message").asText()).isEqualTo(sentence);
            assertThat(post(port, "/api/host/undo", host, "").statusCode()).isEqualTo(422);
            shown = TestHub.stable(get(port, "/api/public/state", null).body());
        }
        fixIt.run();
        try (TestHub hub = TestHub.start(data, SEED + 1)) {
            JsonNode resumed = TestHub.stable(hub.session().current().publicView());
            ((com.fasterxml.jackson.databind.node.ObjectNode) shown.get("table")).remove("halted");
            assertThat(resumed).as("what was shown is what was saved").isEqualTo(shown);
            assertThat(hub.play(3, new Random(SEED + 2))).isEqualTo(3);
        }
    }

    private static void requireRoot(String what) {
        boolean root = "root".equals(System.getProperty("user.name"));
        if (!root) {
            System.out.println("skipped: " + what + " needs root to break the data folder for real");
        }
        Assumptions.assumeTrue(root, what + " needs root");
    }

    private static void sh(String... command) throws IOException, InterruptedException {
        Process process = new ProcessBuilder(command).redirectErrorStream(true).start();
        String output = new String(process.getInputStream().readAllBytes());
        if (!process.waitFor(30, TimeUnit.SECONDS) || process.exitValue() != 0) {
            throw new IOException(String.join(" ", command) + " failed: " + output);
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

    private HttpResponse<String> post(int port, String path, String bearer, String body) throws Exception {
        return http.send(HttpRequest.newBuilder(URI.create("http://localhost:" + port + path))
                .timeout(Duration.ofSeconds(20)).header("Authorization", "Bearer " + bearer)
                .header("Content-Type", "application/json")
                .POST(HttpRequest.BodyPublishers.ofString(body)).build(), HttpResponse.BodyHandlers.ofString());
    }
}
