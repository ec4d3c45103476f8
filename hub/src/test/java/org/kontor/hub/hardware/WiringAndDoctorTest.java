package org.kontor.hub.hardware;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;
import org.kontor.hub.Main;
import picocli.CommandLine;

/** {@code kontor wiring check} names gaps and doubles; {@code kontor doctor} finds the virtual board and shows its events. */
class WiringAndDoctorTest {

    @TempDir
    Path folder;

    private record Run(int exit, String out, String err) {}

    private static Run kontor(String... args) {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        CommandLine cli = new CommandLine(new Main());
        cli.setOut(new PrintWriter(out, true));
        cli.setErr(new PrintWriter(err, true));
        int exit = cli.execute(args);
        return new Run(exit, out.toString(), err.toString());
    }

    @Test
    void wiring_check_names_the_spots_without_a_sensor_and_the_spots_with_two() throws Exception {
        Path config = folder.resolve("kontor.yaml");
        Files.writeString(config, """
                boards:
                  - name: main
                    port: /dev/ttyACM0
                wiring:
                  - {board: main, sensor: path 5, spot: path 49}
                  - {board: main, sensor: path 6, spot: intersection 42}
                pins:
                  - {pin: 22, role: reed, spot: path 49}
                """);
        Run run = kontor("wiring", "check", "--config", config.toString(), "--board", "europe-short");
        assertThat(run.exit()).isEqualTo(1);
        assertThat(run.out()).contains("Covered: 2 of the ")
                .containsPattern("No sensor under \\d+ spots: intersection \\d+")
                .contains("More than one sensor under path 49: main path 5, pin 22")
                .doesNotContain("a typo")
                .contains("The wiring does not cover the board exactly once.");
    }

    @Test
    void wiring_check_of_the_catan_board_counts_its_145_spots_and_names_the_gaps_the_doubles_and_a_typo() throws Exception {
        StringBuilder yaml = new StringBuilder("boards:\n  - name: catan\n    port: /dev/ttyACM0\nwiring:\n");
        int sensor = 0;
        for (String kind : List.of("intersection", "path", "hex")) {
            int count = kind.equals("intersection") ? 54 : kind.equals("path") ? 72 : 19;
            for (int id = 0; id < count; id++) {
                if (!(kind.equals("path") && id == 71) && !(kind.equals("hex") && id == 18)) {
                    yaml.append("  - {board: catan, sensor: path ").append(sensor++).append(", spot: ").append(kind).append(' ')
                            .append(id).append("}\n");
                }
            }
        }
        yaml.append("  - {board: catan, sensor: hex 0, spot: intersection 12}\n");
        yaml.append("  - {board: catan, sensor: hex 1, spot: intersection 54}\n");
        Path config = folder.resolve("kontor.yaml");
        Files.writeString(config, yaml);
        Run run = kontor("wiring", "check", "--config", config.toString(), "--board", "catan-beginner");
        assertThat(run.err()).isEmpty();
        assertThat(run.exit()).isEqualTo(1);
        assertThat(run.out()).contains("Covered: 143 of the 145 spots the game uses.")
                .contains("No sensor under 2 spots: path 71, hex 18")
                .contains("More than one sensor under intersection 12: catan path 12, catan hex 0")
                .contains("Sensors under spots the game never uses (a typo?): intersection 54");

        Files.writeString(config, "boards:\n  - name: catan\n    port: /dev/ttyACM0\n");
        Run canonical = kontor("wiring", "check", "--config", config.toString(), "--board", "catan-beginner");
        assertThat(canonical.exit()).as("not proven: the board's own map is not read").isEqualTo(2);
        assertThat(canonical.out()).contains("Covered: 145 of the 145 spots")
                .contains("The wiring covers the board exactly once only if catan reports canonical ids for every spot");
    }

    @Test
    void wiring_check_of_each_hansa_side_counts_its_posts_offices_and_marker_places() throws Exception {
        // The 3 player side: posts 0-100 on paths, 88 office places on intersections, 32 marker places on hexes.
        StringBuilder yaml = new StringBuilder("boards:\n  - name: hansa\n    port: /dev/ttyACM0\nwiring:\n");
        int sensor = 0;
        for (String kind : List.of("path", "intersection", "hex")) {
            int count = kind.equals("path") ? 101 : kind.equals("intersection") ? 88 : 32;
            for (int id = 0; id < count; id++) {
                if (!(kind.equals("hex") && id == 31)) {
                    yaml.append("  - {board: hansa, sensor: path ").append(sensor++).append(", spot: ").append(kind).append(' ')
                            .append(id).append("}\n");
                }
            }
        }
        Path config = folder.resolve("kontor.yaml");
        Files.writeString(config, yaml);
        Run three = kontor("wiring", "check", "--config", config.toString(), "--board", "hansa-3");
        assertThat(three.err()).isEmpty();
        assertThat(three.out()).contains("Covered: 220 of the 221 spots the game uses.").contains("No sensor under 1 spot: hex 31");
        assertThat(three.exit()).isEqualTo(1);
        Run big = kontor("wiring", "check", "--config", config.toString(), "--board", "hansa-45");
        assertThat(big.out()).as("the 4-5 player side has 6 posts, 5 office places and 2 marker places more")
                .contains("of the 234 spots the game uses.");
    }

    @Test
    void wiring_check_of_a_board_running_a_bundled_firmware_map_proves_its_coverage_from_the_map() throws Exception {
        Path config = folder.resolve("kontor.yaml");
        Files.writeString(config, "boards:\n  - name: mega\n    port: /dev/ttyACM0\n");
        Run hansa = kontor("wiring", "check", "--config", config.toString(), "--board", "hansa-45", "--firmware-map", "hansa-45");
        assertThat(hansa.out()).contains("mega (no wiring entries): the bundled map of hansa-45, 234 reed switches.")
                .contains("Covered: 234 of the 234 spots the game uses.").contains("The wiring covers the board exactly once.");
        assertThat(hansa.exit()).as("proven, not 2").isZero();
        Run elasund = kontor("wiring", "check", "--config", config.toString(), "--board", "elasund", "--firmware-map", "elasund");
        assertThat(elasund.out()).contains("Covered: 136 of the 136 spots the game uses.");
        assertThat(elasund.exit()).isZero();

        Run wrongSide = kontor("wiring", "check", "--config", config.toString(), "--board", "hansa-45", "--firmware-map", "hansa-3");
        assertThat(wrongSide.out()).contains("Covered: 221 of the 234 spots the game uses.").contains("No sensor under 13 spots:");
        assertThat(wrongSide.exit()).isEqualTo(1);
        Run unknown = kontor("wiring", "check", "--config", config.toString(), "--board", "hansa-45", "--firmware-map", "catan-beginner");
        assertThat(unknown.err()).contains("--firmware-map catan-beginner: no bundled wiring map for board catan-beginner (the bundled ones: ")
                .contains("hansa-45").contains("elasund");
        assertThat(unknown.exit()).isEqualTo(1);
    }

    @Test
    void wiring_check_does_not_claim_a_board_with_no_wiring_entries_covers_the_game_and_refuses_a_bad_file_naming_the_key()
            throws Exception {
        Path config = folder.resolve("kontor.yaml");
        Files.writeString(config, "boards:\n  - name: main\n    port: /dev/ttyACM0\n");
        Run run = kontor("wiring", "check", "--config", config.toString());
        assertThat(run.exit()).as("issue 40: this exited 0, a proof of nothing").isEqualTo(2);
        assertThat(run.out()).doesNotContain("The wiring covers the board exactly once.")
                .contains("only if main reports canonical ids for every spot: the config file has no wiring entries for it");

        Files.writeString(config, "boards:\n  - name: main\n    prot: /dev/ttyACM0\n");
        Run bad = kontor("wiring", "check", "--config", config.toString());
        assertThat(bad.exit()).isEqualTo(1);
        assertThat(bad.err()).contains(config + ": boards[0].prot: unknown key (known: buttons, name, port, usb)");
    }

    @Test
    void run_with_the_retired_hardware_option_points_to_the_config_file_and_starts_nothing() {
        Run run = kontor("run", "--hardware", "kontor.yaml", "--data", folder.resolve("data").toString());
        assertThat(run.exit()).isEqualTo(1);
        assertThat(run.err()).contains("--hardware is retired: put the boards, pins and wiring sections in the config file"
                + " and start with kontor run --config kontor.yaml (docs/hardware.md).");
        assertThat(folder.resolve("data")).doesNotExist();
    }

    @Test
    void run_with_a_simulated_board_it_cannot_have_says_why_and_stops() {
        Run unknown = kontor("run", "--simulate-board=due", "--data", folder.resolve("data-1").toString(), "--port", "0");
        assertThat(unknown.exit()).isEqualTo(1);
        assertThat(unknown.err()).contains("--simulate-board=due: the simulated boards are 'virtual', 'uno', 'mega' and 'pieces'");

        Run mega = kontor("run", "--simulate-board=mega", "--game", "catan", "--data", folder.resolve("data-3").toString(), "--port", "0");
        assertThat(mega.exit()).isEqualTo(1);
        assertThat(mega.err()).contains("--simulate-board=mega: the reference firmware has no Mega wiring map for catan's boards")
                .contains("; use --simulate-board=uno");

        Run hansaOnUno = kontor("run", "--simulate-board=uno", "--game", "hansa", "--data", folder.resolve("data-4").toString(), "--port", "0");
        assertThat(hansaOnUno.exit()).isEqualTo(1);
        assertThat(hansaOnUno.err()).contains("use --simulate-board=mega for a Mega wired for it");

        Run uno = kontor("run", "--simulate-board=uno", "--game", "merchants", "--data", folder.resolve("data-2").toString(), "--port", "0");
        assertThat(uno.exit()).isEqualTo(1);
        assertThat(uno.err()).contains("--simulate-board=uno: the Uno's sketch is wired for a base board of game 2")
                .contains("use --simulate-board=mega for a Mega wired for it");

        // The simulated board stands in for the config's one board (and takes its buttons): two are refused, not half used.
        Path two = folder.resolve("two-boards.yaml");
        try {
            Files.writeString(two, "boards:\n  - {name: north, port: /dev/ttyACM0}\n  - {name: south, port: /dev/ttyACM1}\n");
        } catch (java.io.IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
        Run twoBoards = kontor("run", "--simulate-board", "--config", two.toString(), "--data", folder.resolve("data-5").toString(),
                "--port", "0");
        assertThat(twoBoards.exit()).isEqualTo(1);
        assertThat(twoBoards.err()).contains("--simulate-board: the simulated board stands in for one sensor board, and the config"
                + " file lists 2 (north, south)");

        // Without the tools on the PATH, the refusal names the packages to install.
        assertThat(SimulatedUno.missing("")).contains("the simulated Uno is built with the AVR toolchain and run in simavr;")
                .contains("(apt-get install make gcc gcc-avr avr-libc");
    }

    /** Issue 40: off a Pi, run started and then died in Pi4J ("No gpio chip yet initialized!"); later it dropped the pins quietly. */
    @Test
    @Timeout(value = 60, unit = TimeUnit.SECONDS)   // before the fix the table ran on, and the test waited for it
    void run_with_pins_on_a_computer_without_gpio_refuses_in_a_sentence() throws Exception {
        org.junit.jupiter.api.Assumptions.assumeFalse(Files.exists(Path.of("/dev/gpiochip0")), "this computer has a GPIO chip");
        Path config = folder.resolve("kontor.yaml");
        Files.writeString(config, "boards:\n  - name: gone\n    port: " + folder.resolve("ttyACM9") + "\npins:\n  - {pin: 17, role: roll}\n");
        Run run = kontor("run", "--config", config.toString(), "--data", folder.resolve("data").toString(), "--port", "0");
        assertThat(run.exit()).isEqualTo(1);
        assertThat(run.err()).contains("Pins and LED strips are configured, but this computer has no GPIO chip (/dev/gpiochip0):"
                        + " they work on a Raspberry Pi only. Remove the config file's pins and strips sections")
                .doesNotContain("Exception", "\tat ");
    }

    @Test
    void doctor_finds_the_virtual_board_shows_its_events_and_names_a_missing_port_and_a_board_wired_for_another_game() throws Exception {
        VirtualTable.assumePseudoTerminalsAndGcc();
        Files.createDirectories(VirtualTable.BUILD);
        try (VirtualBoard board = VirtualBoard.start(VirtualBoard.build(VirtualTable.BUILD, org.kontor.protocol.message.Piece.GAME_MERCHANTS_OF_EUROPE, 54, 72, 19),
                VirtualTable.BUILD.resolve("doctor.log"))) {
            HardwareConfig config = new HardwareConfig(List.of(new HardwareConfig.BoardConfig("sim", board.port()),
                    new HardwareConfig.BoardConfig("gone", folder.resolve("ttyACM9").toString())),
                    List.of(new HardwareConfig.PinConfig(17, HardwareConfig.PinRole.ROLL, null, 20)), List.of(), 400);
            board.send("wait synced");
            board.send("place path 5 route red");
            ByteArrayOutputStream bytes = new ByteArrayOutputStream();
            // doctor --game catan: the Merchants board on a Catan table is refused as the table refuses it
            int problems = Doctor.run(config, org.kontor.protocol.message.Piece.GAME_CATAN, 2500, new PrintStream(bytes, true, StandardCharsets.UTF_8));
            String out = bytes.toString(StandardCharsets.UTF_8);
            assertThat(out).contains("Board sim: 'virtual board', id 5649525455414c31, firmware 0.1.0, protocol 1.1, "
                            + "54 intersections, 72 paths, 19 hexes")
                    .contains("Board sim: a piece on path 5")
                    .doesNotContain("OccupancyChanged[")
                    .contains("Board sim: last heard")
                    .contains("Board gone: " + folder.resolve("ttyACM9") + " does not exist: is the board plugged in?")
                    .contains("Pin 17: roll, debounce 20 ms")
                    .contains("Board sim: wired for Merchants of Europe")
                    .contains("Board sim: The board on " + board.port() + " says it is wired for Merchants of Europe; this table plays"
                            + " Catan (base game): unplug it or load its wiring for Catan (base game).");
            // Off a Pi the configured pin is a problem too: issue 40 (doctor said none, and run then died in Pi4J).
            boolean gpio = Files.exists(Path.of("/dev/gpiochip0"));
            if (!gpio) {
                assertThat(out).contains("this computer has no GPIO chip (/dev/gpiochip0): they work on a Raspberry Pi only");
            }
            assertThat(out).contains(gpio ? "2 problems found." : "3 problems found.");
            assertThat(problems).isEqualTo(gpio ? 2 : 3);
        }
    }

    // wiring learn waits for a piece as long as the user takes; a lost change must fail the test, not stall the build
    @Test
    @Timeout(value = 180, unit = TimeUnit.SECONDS)
    void wiring_learn_records_the_sensor_under_each_spot_named_and_writes_the_wiring_section() throws Exception {
        VirtualTable.assumePseudoTerminalsAndGcc();
        Files.createDirectories(VirtualTable.BUILD);
        try (VirtualBoard board = VirtualBoard.start(VirtualBoard.build(VirtualTable.BUILD, org.kontor.protocol.message.Piece.GAME_MERCHANTS_OF_EUROPE, 54, 72, 19),
                VirtualTable.BUILD.resolve("learn.log"))) {
            Path config = folder.resolve("kontor.yaml");
            Files.writeString(config, "boards:\n  - name: sim\n    port: " + board.port() + "\n");
            Path out = folder.resolve("wiring.yaml");
            Thread player = new Thread(() -> {
                board.send("wait synced");
                board.send("wait 300");
                board.send("place path 5 route red");
                board.send("wait 300");
                board.send("remove path 5");
                board.send("wait 300");
                board.send("place intersection 3 kontor red");
                board.send("wait 300");
                board.send("remove intersection 3");
            });
            player.start();
            Run run = kontor("wiring", "learn", "--config", config.toString(), "--spots", "path 49,intersection 42",
                    "--out", out.toString());
            player.join();
            assertThat(run.exit()).as(run.out() + run.err()).isZero();
            assertThat(run.out()).contains("Put a piece on path 49").contains("Put a piece on intersection 42")
                    .contains("Wrote 2 wiring entries to " + out);
            assertThat(Files.readString(out)).isEqualTo("""
                    wiring:
                      - {board: sim, sensor: path 5, spot: path 49}
                      - {board: sim, sensor: intersection 3, spot: intersection 42}
                    """);
        }
    }
}
