package org.kontor.hub;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;
import picocli.CommandLine;
import picocli.CommandLine.Model.OptionSpec;

/** {@link QuickRun} reads a command line as picocli does, or leaves it to picocli. */
class QuickRunTest {

    @Test
    void the_usual_command_lines_are_read_as_picocli_reads_them() {
        assertSame("--port", "7070", "--data", "/var/lib/kontor");
        assertSame("--config", "/etc/kontor/kontor.yaml");
        assertSame("--port=0", "--data=d", "--board", "a.json", "--board=b.json", "--deck", "cards.json",
                "--game", "catan", "--resume", "12", "--advertise", "hub.local", "--simulate-board", "--print-config");
        assertSame();
        assertSame("--port", "007");
    }

    @Test
    void anything_else_is_left_to_picocli() {
        for (String[] args : List.of(new String[] {"--help"}, new String[] {"-h"}, new String[] {"--version"},
                new String[] {"--prot", "7070"}, new String[] {"--port", "1", "--port", "2"}, new String[] {"--port"},
                new String[] {"--port", "-1"}, new String[] {"--port", "+1"}, new String[] {"--port", "0x10"},
                new String[] {"--port", "99999999999"}, new String[] {"--hardware", "h.yaml"}, new String[] {"--data="},
                new String[] {"--data", "--port"}, new String[] {"extra"}, new String[] {"--simulate-board=true"},
                new String[] {"--print-config", "--print-config"}, new String[] {"--game", "a", "--game", "b"})) {
            assertThat(QuickRun.read(args)).as(Arrays.toString(args)).isNull();
        }
    }

    @Test
    void every_option_of_kontor_run_is_read_alike_or_left_to_picocli() {
        List<String> leftToPicocli = new ArrayList<>();
        for (OptionSpec option : Main.table("run").getCommandSpec().options()) {
            String name = option.longestName();
            String[] args = option.arity().max() == 0 ? new String[] {name} : new String[] {name, valueFor(option)};
            if (QuickRun.read(args) == null) {
                leftToPicocli.add(name);
            } else {
                assertSame(args);
            }
        }
        assertThat(leftToPicocli).containsExactlyInAnyOrder("--help", "--version", "--hardware");
    }

    @Test
    void random_command_lines_are_read_alike_or_left_to_picocli() {
        long seed = 21;
        System.out.println("seed " + seed);
        Random random = new Random(seed);
        String[] words = {"--port", "--port=", "--data", "--data=", "--board", "--board=", "--deck", "--config", "--game",
                "--resume", "--resume=", "--advertise", "--simulate-board", "--print-config", "--hardware", "--help",
                "7070", "0", "-1", "12", "x.json", "/tmp/k", "catan", "", "=", "--", "-p", "00012"};
        int read = 0;
        for (int n = 0; n < 5000; n++) {
            String[] args = new String[random.nextInt(7)];
            for (int i = 0; i < args.length; i++) {
                String word = words[random.nextInt(words.length)];
                args[i] = word.endsWith("=") && word.length() > 1 ? word + words[16 + random.nextInt(words.length - 16)] : word;
            }
            if (QuickRun.read(args) != null) {
                read++;
                assertSame(args);
            }
        }
        assertThat(read).as("command lines QuickRun read").isGreaterThan(500);
    }

    private static String valueFor(OptionSpec option) {
        Class<?> type = option.type();
        return type == Integer.class || type == Long.class || option.longestName().equals("--board") ? "12" : "value";
    }

    /** QuickRun reads {@code args}, and into what picocli reads them into. */
    private static void assertSame(String... args) {
        RunCommand quick = QuickRun.read(args);
        assertThat(quick).as("QuickRun reads " + Arrays.toString(args)).isNotNull();
        RunCommand picocli = new RunCommand();
        new CommandLine(picocli).parseArgs(args);
        assertThat(fields(quick)).as(Arrays.toString(args)).isEqualTo(fields(picocli));
    }

    private static List<Object> fields(RunCommand run) {
        return Arrays.asList(run.config, run.printConfig, run.port, run.data, run.advertise, run.deck, run.boards,
                run.simulateBoard, run.hardware, run.gameId, run.resume);
    }
}
