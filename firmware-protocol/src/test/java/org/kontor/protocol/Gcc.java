package org.kontor.protocol;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

/** Builds and runs the C sources of this module with the host gcc, into target/c. */
public final class Gcc {
    public static final List<String> STRICT = List.of("-std=c99", "-Wall", "-Wextra", "-pedantic", "-Werror");
    public static final Path OUT = Path.of("target", "c");

    private static Boolean sanitizers;

    private Gcc() {
    }

    /** Skips the calling test, with a clear reason, when there is no gcc on the PATH. */
    public static void assumePresent() {
        assumeTrue(run(List.of("gcc", "--version"), 20).exitCode() == 0,
                "gcc is not on the PATH: the C codec and firmware tests need it (apt-get install gcc)");
    }

    /** Compiles, failing the test with gcc's own messages if it does not build cleanly. */
    public static Path build(String binary, List<String> extraFlags, String... sources) {
        Path output = OUT.resolve(binary);
        List<String> command = new ArrayList<>(List.of("gcc"));
        command.addAll(STRICT);
        command.addAll(extraFlags);
        if (sanitizersWork()) {
            command.addAll(List.of("-g", "-fsanitize=address,undefined", "-fno-sanitize-recover=undefined"));
        }
        command.addAll(List.of("-o", output.toString()));
        command.addAll(List.of(sources));
        Result result = run(command, 120);
        assertThat(result.exitCode()).as("gcc failed:\n%s\n%s", String.join(" ", command), result.output()).isZero();
        return output;
    }

    public static Result run(List<String> command, int timeoutSeconds) {
        try {
            Files.createDirectories(OUT);
            Path log = Files.createTempFile(OUT, "run", ".log");
            Process process = new ProcessBuilder(command).redirectErrorStream(true).redirectOutput(log.toFile()).start();
            try {
                if (!process.waitFor(timeoutSeconds, TimeUnit.SECONDS)) {
                    return new Result(-1, "timed out after " + timeoutSeconds + " s: " + String.join(" ", command));
                }
                return new Result(process.exitValue(), Files.readString(log, StandardCharsets.UTF_8));
            } finally {
                process.destroyForcibly();
                Files.deleteIfExists(log);
            }
        } catch (IOException e) {
            return new Result(-1, e.toString());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return new Result(-1, e.toString());
        }
    }

    private static synchronized boolean sanitizersWork() {
        if (sanitizers == null) {
            try {
                Files.createDirectories(OUT);
                Path probe = OUT.resolve("probe.c");
                Files.writeString(probe, "int main(void) { return 0; }\n");
                Path binary = OUT.resolve("probe");
                sanitizers = run(List.of("gcc", "-fsanitize=address,undefined", "-o", binary.toString(), probe.toString()), 60).exitCode() == 0
                        && run(List.of(binary.toString()), 20).exitCode() == 0;
            } catch (IOException e) {
                sanitizers = false;
            }
        }
        return sanitizers;
    }

    public record Result(int exitCode, String output) {
    }
}
