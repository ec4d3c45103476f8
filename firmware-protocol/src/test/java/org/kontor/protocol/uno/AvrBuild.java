package org.kontor.protocol.uno;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.kontor.protocol.Gcc;

/**
 * The sketch built for the Uno and the Mega with Debian's AVR toolchain, and the simulator, by
 * {@code make uno mega simulator} in firmware/ (the same step a hobbyist runs), once per test run.
 */
final class AvrBuild {
    static final Path DIR = Path.of("target", "firmware").toAbsolutePath();
    static final Path SIMULATOR = DIR.resolve("board_simulator");
    private static final Pattern SIZES = Pattern.compile(
            "^([\\w-]+): flash (\\d+) of (\\d+) bytes .*, static RAM (\\d+) of (\\d+) bytes", Pattern.MULTILINE);

    private static Map<String, Sizes> built;
    private static Sizes resistors;

    /** What avr-size says about one board's ELF, against what the chip offers the sketch. */
    record Sizes(String board, int flash, int flashAvailable, int staticRam, int ram) {
    }

    private AvrBuild() {
    }

    /** The sketch built for a board: "uno", "mega", or "mega-resistors" (resistor-coded pieces). */
    static Path elf(String board) {
        return DIR.resolve(board).resolve("kontor_board.elf");
    }

    /** The simulator that plays a board's sensors: the resistor build's reads its ADC. */
    static Path simulator(String board) {
        return board.endsWith("-resistors") ? DIR.resolve("board_simulator-resistors") : SIMULATOR;
    }

    /** Builds the Mega's sketch for resistor-coded pieces and its simulator ({@code make mega simulator SENSE=resistors}). */
    static synchronized Sizes buildResistors() {
        if (resistors == null) {
            Gcc.Result result = Gcc.run(List.of("make", "-j2", "-C", "firmware", "mega", "simulator", "SENSE=resistors", "BUILD=" + DIR), 600);
            assertThat(result.exitCode()).as("make mega simulator SENSE=resistors failed:\n%s", result.output()).isZero();
            Matcher m = SIZES.matcher(result.output());
            assertThat(m.find()).as("make's size line in:\n%s", result.output()).isTrue();
            System.out.println("[firmware] " + m.group());
            resistors = new Sizes(m.group(1), Integer.parseInt(m.group(2)), Integer.parseInt(m.group(3)),
                    Integer.parseInt(m.group(4)), Integer.parseInt(m.group(5)));
        }
        return resistors;
    }

    /** Skips the calling test, naming the missing package, when the AVR tools are not installed. */
    static void assumeToolsPresent() {
        Gcc.assumePresent();
        assumeTrue(Gcc.run(List.of("avr-gcc", "--version"), 20).exitCode() == 0,
                "avr-gcc is not on the PATH (apt-get install gcc-avr avr-libc arduino-core-avr arduino-mk)");
        assumeTrue(Files.exists(Path.of("/usr/share/arduino/Arduino.mk")), "arduino-mk is not installed (apt-get install arduino-mk)");
        assumeTrue(Files.exists(Path.of("/usr/include/simavr/sim_avr.h")), "libsimavr-dev is not installed (apt-get install libsimavr-dev)");
    }

    /** Builds (make only redoes what changed) and returns the figures make printed, by board. */
    static synchronized Map<String, Sizes> build() {
        if (built == null) {
            Gcc.Result result = Gcc.run(List.of("make", "-j2", "-C", "firmware", "uno", "mega", "simulator", "BUILD=" + DIR), 600);
            assertThat(result.exitCode()).as("make uno mega simulator failed:\n%s", result.output()).isZero();
            Map<String, Sizes> sizes = new HashMap<>();
            Matcher m = SIZES.matcher(result.output());
            while (m.find()) {
                System.out.println("[firmware] " + m.group());
                sizes.put(m.group(1), new Sizes(m.group(1), Integer.parseInt(m.group(2)), Integer.parseInt(m.group(3)),
                        Integer.parseInt(m.group(4)), Integer.parseInt(m.group(5))));
            }
            assertThat(sizes).as("make's size lines in:\n%s", result.output()).containsKeys("uno", "mega");
            built = sizes;
        }
        return built;
    }
}
