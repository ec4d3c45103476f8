package org.kontor.hub;

import java.nio.file.Path;
import java.util.Map;
import java.util.SortedSet;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.concurrent.Callable;
import org.kontor.engine.board.Board;
import org.kontor.engine.board.BoardFileException;
import org.kontor.engine.merchants.MerchantsPhysicalRules;
import org.kontor.engine.table.Spot;
import org.kontor.hub.hardware.HardwareConfig;
import org.kontor.hub.hardware.WiringCheck;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/** {@code kontor wiring check}: does the wiring map cover every spot the game uses exactly once? */
@Command(name = "wiring", mixinStandardHelpOptions = true, description = "Check the wiring map of sensors to board spots.",
        subcommands = WiringCommand.Check.class)
final class WiringCommand implements Runnable {

    @Spec
    CommandSpec spec;

    @Override
    public void run() {
        spec.commandLine().usage(spec.commandLine().getOut());
    }

    @Command(name = "check", mixinStandardHelpOptions = true,
            description = "Prove that every spot the game uses has exactly one sensor, and name the gaps.")
    static final class Check implements Callable<Integer> {
        @Spec
        CommandSpec spec;

        @Option(names = "--config", required = true, paramLabel = "FILE", description = "The config file (YAML or JSON) with boards, pins and wiring.")
        Path config;

        @Option(names = "--board", defaultValue = "europe-short", paramLabel = "ID|FILE",
                description = "The board played on: a bundled id or a board file (default ${DEFAULT-VALUE}).")
        String board;

        @Override
        public Integer call() {
            HardwareConfig hardware;
            Board played;
            try {
                hardware = HardwareFile.load(config);
                played = BoardCommand.load(board);
            } catch (IllegalArgumentException | BoardFileException e) {
                spec.commandLine().getErr().println(e.getMessage());
                return 1;
            }
            SortedSet<Spot> used = MerchantsPhysicalRules.spotsInUse(played);
            // A board with no wiring entries reports the game board's canonical ids itself.
            Map<String, SortedSet<Spot>> sizes = new TreeMap<>();
            hardware.boards().forEach(b -> sizes.put(b.name(), new TreeSet<>(used)));
            WiringCheck check = WiringCheck.of(hardware, used, sizes);
            check.lines(used.size()).forEach(spec.commandLine().getOut()::println);
            hardware.boards().stream().filter(b -> hardware.wiring().stream().noneMatch(w -> w.board().equals(b.name())))
                    .forEach(b -> spec.commandLine().getOut().println("Board " + b.name()
                            + " has no wiring entries: it is taken to report canonical ids (its firmware's wiring_map.h); "
                            + "kontor doctor shows its sizes."));
            spec.commandLine().getOut().flush();
            return check.ok() ? 0 : 1;
        }
    }
}
