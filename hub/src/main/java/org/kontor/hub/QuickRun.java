package org.kontor.hub;

import java.nio.file.Path;
import java.util.HashSet;
import java.util.Set;

/**
 * {@code kontor run}'s usual command lines read without picocli: building its command model
 * (reflection over RunCommand's annotations, about 170 classes) was a tenth of the table's start
 * (bench/startup.sh). It reads only the plain forms of RunCommand's options ({@code --port 7070},
 * {@code --port=7070}, decimal numbers, each option once except {@code --board}) and gives up on
 * anything else (help, version, an unknown or retired option, a second {@code --port}, a value that
 * looks like an option, a number picocli would read differently), which picocli then reads and
 * answers as before, errors and usage included. A new option of RunCommand's is therefore read by
 * picocli until it is added here; QuickRunTest holds the two readers to the same results.
 */
final class QuickRun {

    private QuickRun() {}

    /** The table command {@code args} give, or null when picocli is to read them. */
    static RunCommand read(String[] args) {
        RunCommand run = new RunCommand();
        Set<String> seen = new HashSet<>();
        for (int i = 0; i < args.length; i++) {
            String arg = args[i];
            if (arg.equals("--simulate-board") || arg.equals("--print-config")) {
                if (!seen.add(arg)) {
                    return null;
                }
                if (arg.equals("--simulate-board")) {
                    run.simulateBoard = true;
                } else {
                    run.printConfig = true;
                }
                continue;
            }
            String name;
            String value;
            int equals = arg.indexOf('=');
            if (equals > 0) {
                name = arg.substring(0, equals);
                value = arg.substring(equals + 1);
            } else {
                if (i + 1 == args.length) {
                    return null;
                }
                name = arg;
                value = args[++i];
            }
            if (value.isEmpty() || value.startsWith("-") || !(name.equals("--board") || seen.add(name))) {
                return null;
            }
            switch (name) {
                case "--config" -> run.config = Path.of(value);
                case "--data" -> run.data = Path.of(value);
                case "--deck" -> run.deck = Path.of(value);
                case "--board" -> run.boards.add(Path.of(value));
                case "--advertise" -> run.advertise = value;
                case "--game" -> run.gameId = value;
                case "--port" -> {
                    if (!digits(value, 9)) {
                        return null;
                    }
                    run.port = Integer.parseInt(value);
                }
                case "--resume" -> {
                    if (!digits(value, 18)) {
                        return null;
                    }
                    run.resume = Long.parseLong(value);
                }
                default -> {
                    return null;
                }
            }
        }
        return run;
    }

    private static boolean digits(String value, int most) {
        return value.length() <= most && value.chars().allMatch(c -> c >= '0' && c <= '9');
    }
}
