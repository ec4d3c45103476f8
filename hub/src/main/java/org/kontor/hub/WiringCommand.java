package org.kontor.hub;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.SortedSet;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.Callable;
import java.util.concurrent.LinkedBlockingQueue;
import org.kontor.engine.board.Board;
import org.kontor.engine.board.BoardFileException;
import org.kontor.engine.table.Spot;
import org.kontor.hub.hardware.FirmwareMap;
import org.kontor.hub.hardware.HardwareConfig;
import org.kontor.hub.hardware.PhysicalGame;
import org.kontor.hub.hardware.SerialBoard;
import org.kontor.hub.hardware.WiringCheck;
import org.kontor.hub.hardware.WiringLesson;
import org.kontor.protocol.link.LinkEvent;
import org.kontor.protocol.message.Location;
import org.kontor.protocol.message.OccupancyChanged;
import org.kontor.table.TableGame;
import org.kontor.table.TableGames;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/**
 * {@code kontor wiring check}: does the wiring map cover every spot the game uses exactly once?
 * {@code kontor wiring learn}: write the map by placing a piece on each spot in turn.
 */
@Command(name = "wiring", mixinStandardHelpOptions = true, description = "Check the wiring map of sensors to board spots.",
        subcommands = {WiringCommand.Check.class, WiringCommand.Learn.class})
final class WiringCommand implements Runnable {

    @Spec
    CommandSpec spec;

    @Override
    public void run() {
        spec.commandLine().usage(spec.commandLine().getOut());
    }

    /** What both subcommands read: the config file's boards, pins and wiring, and the board played on. */
    static final class Target {
        @Option(names = "--config", required = true, paramLabel = "FILE", description = "The config file (YAML or JSON) with boards, pins and wiring.")
        Path config;

        @Option(names = "--board", paramLabel = "ID|FILE",
                description = "The board played on: a board id of a game the physical table plays (kontor board ids lists "
                        + "them) or a board file; its game says which spots are used. Default: the first such game's first board.")
        String board;

        HardwareConfig hardware;
        /** The game played on the board, and the board's id among the boards its setup offers. */
        PhysicalGame<?, ?> game;
        String boardId;
        /** The spots a piece of the board's game can ever stand on. */
        SortedSet<Spot> used;

        /** Reads both; false (the problem printed, naming file and key) when either is wrong. */
        boolean load(CommandSpec spec) {
            try {
                hardware = HardwareFile.load(config);
                findBoard();
                used = game.spotsInUse(boardId);
                return true;
            } catch (IllegalArgumentException | BoardFileException e) {
                spec.commandLine().getErr().println(e.getMessage());
                spec.commandLine().getErr().flush();
                return false;
            }
        }

        /** A board id some game's setup offers (that game must have a physical table), else a board file naming its game. */
        private void findBoard() {
            if (board == null) {
                game = PhysicalGame.of(PhysicalGame.ids().get(0));
                boardId = game.boards().get(0);
                return;
            }
            if (!Files.exists(Path.of(board))) {
                for (String id : TableGames.ids()) {
                    TableGame<?, ?, ?, ?> table = TableGames.table(id, List.of());
                    if (table.schema().boards().stream().anyMatch(choice -> choice.id().equals(board))) {
                        game = PhysicalGame.of(table);
                        boardId = board;
                        return;
                    }
                }
            }
            Board file = BoardCommand.load(board);
            game = PhysicalGame.of(TableGames.table(file.game(), List.of(file)));
            boardId = file.id();
        }
    }

    @Command(name = "check", mixinStandardHelpOptions = true,
            description = "Prove that every spot the game uses has exactly one sensor, and name the gaps.")
    static final class Check implements Callable<Integer> {
        @Spec
        CommandSpec spec;

        @Mixin
        Target target;

        @Option(names = "--firmware-map", paramLabel = "BOARD",
                description = "The boards without wiring entries run the reference firmware with this bundled board's "
                        + "wiring map (make mega MAP=BOARD): their spots are read from it.")
        String firmwareMap;

        @Override
        public Integer call() {
            if (!target.load(spec)) {
                return 1;
            }
            HardwareConfig hardware = target.hardware;
            SortedSet<Spot> used = target.used;
            SortedSet<Spot> reported;
            try {
                reported = firmwareMap == null ? null : FirmwareMap.spots(firmwareMap);
            } catch (IllegalArgumentException e) {
                spec.commandLine().getErr().println("--firmware-map " + firmwareMap + ": " + e.getMessage());
                spec.commandLine().getErr().flush();
                return 1;
            }
            // A board with no wiring entries reports the game board's canonical ids itself: every spot, or its bundled map's.
            Map<String, SortedSet<Spot>> sizes = new TreeMap<>();
            hardware.boards().forEach(b -> sizes.put(b.name(), new TreeSet<>(reported == null ? used : reported)));
            WiringCheck check = WiringCheck.of(hardware, used, sizes);
            List<String> lines = check.lines(used.size());
            List<String> unmapped = hardware.boards().stream().map(HardwareConfig.BoardConfig::name)
                    .filter(name -> hardware.wiring().stream().noneMatch(w -> w.board().equals(name))).toList();
            if (reported != null) {
                lines.add(0, String.join(" and ", unmapped) + " (no wiring entries): the bundled map of " + firmwareMap + ", "
                        + reported.size() + " reed switches.");
            }
            if (check.ok() && !unmapped.isEmpty() && reported == null) {
                // Nothing in the config file proves those boards' coverage: their firmware's map does, unread here.
                lines.set(lines.size() - 1, "The wiring covers the board exactly once only if " + String.join(" and ", unmapped)
                        + " report" + (unmapped.size() == 1 ? "s" : "") + " canonical ids for every spot: the config file has no wiring"
                        + " entries for " + (unmapped.size() == 1 ? "it" : "them") + ", and this check cannot read a firmware's"
                        + " wiring_map.h (reading it from the board with MAP_REQ is planned). Plug the board in and run kontor doctor"
                        + " to see its sizes, or list its sensors under wiring.");
            }
            lines.forEach(spec.commandLine().getOut()::println);
            spec.commandLine().getOut().flush();
            return !check.ok() ? 1 : unmapped.isEmpty() || reported != null ? 0 : 2;
        }
    }

    /** A sensor of a board saw a piece arrive or leave. */
    private record Change(String board, Location sensor, boolean present) {}

    @Command(name = "learn", mixinStandardHelpOptions = true,
            description = "Walk through the board's spots one by one and write the wiring map: put a piece on the spot named, take it off.")
    static final class Learn implements Callable<Integer> {
        @Spec
        CommandSpec spec;

        @Mixin
        Target target;

        @Option(names = "--spots", paramLabel = "SPOTS", split = ",",
                description = "Only these spots, e.g. 'path 49,intersection 42' (default: every spot the game uses).")
        List<String> only;

        @Option(names = "--out", required = true, paramLabel = "FILE", description = "Where to write the wiring section (YAML).")
        Path out;

        @Override
        public Integer call() throws Exception {
            if (!target.load(spec)) {
                return 1;
            }
            HardwareConfig hardware = target.hardware;
            List<Spot> spots = new ArrayList<>();
            try {
                if (only == null) {
                    spots.addAll(target.used);
                } else {
                    for (String text : only) {
                        spots.add(HardwareConfig.spot(text, "--spots"));
                    }
                }
            } catch (IllegalArgumentException e) {
                spec.commandLine().getErr().println(e.getMessage());
                return 1;
            }
            if (hardware.boards().isEmpty()) {
                spec.commandLine().getErr().println(target.config + ": no boards to learn from (the boards section is empty)");
                return 1;
            }
            java.io.PrintWriter say = spec.commandLine().getOut();
            BlockingQueue<Change> changes = new LinkedBlockingQueue<>();
            List<SerialBoard> boards = new ArrayList<>();
            SerialBoard.Listener listener = new SerialBoard.Listener() {
                @Override
                public void linkEvent(SerialBoard source, LinkEvent event) {
                    if (event instanceof LinkEvent.Received received && received.message() instanceof OccupancyChanged changed) {
                        changed.changes().forEach(c -> changes.add(new Change(source.name(), c.location(), c.present())));
                    }
                }

                @Override
                public void connection(SerialBoard source, boolean open, String problem) {
                    if (problem != null) {
                        say.println("Board " + source.name() + ": " + problem);
                        say.flush();
                    }
                }
            };
            hardware.boards().forEach(b -> boards.add(new SerialBoard(b, listener).start()));
            try {
                WiringLesson lesson = new WiringLesson(target.game.landmarks(target.boardId), spots);
                say.println("Take every piece off the board first.");
                say.println(lesson.prompt());
                say.flush();
                while (!lesson.done()) {
                    Change change = changes.take();
                    boolean moved = lesson.sensed(change.board(), change.sensor(), change.present());
                    if (lesson.warning() != null) {
                        say.println(lesson.warning());
                    }
                    if (moved) {
                        say.println(lesson.prompt());
                    }
                    say.flush();
                }
                Files.writeString(out, lesson.yaml());
                say.println("Wrote " + lesson.learned().size() + " wiring entries to " + out
                        + ": put them under the config file's wiring section, then run kontor wiring check.");
                say.flush();
                return 0;
            } finally {
                boards.forEach(SerialBoard::close);
            }
        }
    }
}
