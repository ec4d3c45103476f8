package org.kontor.hub;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.net.ServerSocket;
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
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.kontor.hub.journal.Journal;

/**
 * {@code kontor run} starts its server before it opens the table (docs/performance.md); a start
 * that fails afterwards must still end the process with its message and exit code 1, which the
 * service's Restart=on-failure relies on. Real processes, started as the service starts the hub.
 */
class StartFailureTest {

    @Test
    void a_damaged_journal_ends_the_hub_with_its_message_and_exit_code_1(@TempDir Path data) throws Exception {
        byte[] garbage = "not an SQLite database".repeat(300).getBytes(StandardCharsets.UTF_8);
        Files.write(data.resolve(Journal.FILE), garbage);
        Ended run = kontor("run", "--port", Integer.toString(freePort()), "--data", data.toString());
        assertThat(run.exit()).isEqualTo(1);
        assertThat(run.output()).contains("The journal " + data.toAbsolutePath().resolve(Journal.FILE) + " is damaged");
        try (var kept = Files.list(data)) {
            Path folder = kept.filter(p -> p.getFileName().toString().startsWith("damaged-")).findFirst().orElseThrow();
            assertThat(Files.readAllBytes(folder.resolve(Journal.FILE))).as("kept byte for byte").isEqualTo(garbage);
        }
    }

    @Test
    void a_port_in_use_ends_the_hub_with_its_message_and_exit_code_1(@TempDir Path data) throws Exception {
        try (ServerSocket taken = new ServerSocket(0)) {
            Ended run = kontor("run", "--port", Integer.toString(taken.getLocalPort()), "--data", data.toString());
            assertThat(run.exit()).isEqualTo(1);
            assertThat(run.output()).contains("The dashboard cannot start on port " + taken.getLocalPort() + ":");
        }
    }

    @Test
    void a_good_start_answers_starting_or_the_table_and_then_the_table(@TempDir Path data) throws Exception {
        int port = freePort();
        Process hub = start("run", "--port", Integer.toString(port), "--data", data.toString());
        try {
            HttpClient http = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(2)).build();
            long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(120);
            int status = 0;
            while (status != 200 && System.nanoTime() < deadline && hub.isAlive()) {
                try {
                    HttpResponse<String> state = http.send(HttpRequest.newBuilder(URI.create("http://localhost:" + port
                            + "/api/public/state")).timeout(Duration.ofSeconds(10)).build(), HttpResponse.BodyHandlers.ofString());
                    status = state.statusCode();
                    assertThat(status).as(state.body()).isIn(200, 503);
                    if (status == 503) {
                        assertThat(state.body()).contains("\"kind\":\"STARTING\"");
                    }
                } catch (IOException notListeningYet) {
                    Thread.sleep(20);
                }
            }
            assertThat(status).as("the table answered").isEqualTo(200);
        } finally {
            hub.destroy();
            assertThat(hub.waitFor(30, TimeUnit.SECONDS)).isTrue();
        }
    }

    record Ended(int exit, String output) {}

    private static Ended kontor(String... args) throws Exception {
        Process process = start(args);
        process.getOutputStream().close();
        String output = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertThat(process.waitFor(120, TimeUnit.SECONDS)).as("the hub ended by itself").isTrue();
        return new Ended(process.exitValue(), output);
    }

    private static Process start(String... args) throws IOException {
        List<String> command = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-XX:TieredStopAtLevel=1", "-XX:+UseSerialGC", "-Xmx128m", "-cp", System.getProperty("java.class.path"),
                Main.class.getName()));
        command.addAll(List.of(args));
        return new ProcessBuilder(command).redirectErrorStream(true).redirectOutput(ProcessBuilder.Redirect.PIPE).start();
    }

    private static int freePort() throws IOException {
        try (ServerSocket socket = new ServerSocket(0)) {
            return socket.getLocalPort();
        }
    }
}
