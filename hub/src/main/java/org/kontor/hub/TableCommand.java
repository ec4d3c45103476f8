package org.kontor.hub;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.concurrent.CountDownLatch;
import org.kontor.engine.board.Board;
import org.kontor.engine.board.BoardFileException;
import org.kontor.engine.cards.Deck;
import org.kontor.engine.cards.DeckFile;
import org.kontor.engine.cards.DeckFileException;
import org.kontor.hub.hardware.HardwareConfig;
import org.kontor.hub.hardware.Simulator;
import org.kontor.web.merchants.MerchantsTable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/**
 * Starts a table: by default a phone-only Merchants of Europe table with virtual dice, the
 * bundled boards and the bundled (provisional) development cards. A deck or board file is
 * checked before anything starts, so a broken one costs nothing but its message.
 */
@Command(name = "table", mixinStandardHelpOptions = true,
        description = "Start a table and serve the dashboard (the default command).")
final class TableCommand implements Callable<Integer> {

    @Spec
    CommandSpec spec;

    @Option(names = "--port", defaultValue = "7070", description = "HTTP port (default ${DEFAULT-VALUE}).")
    int port;

    @Option(names = "--data", defaultValue = "kontor-data", description = "Data folder (default ${DEFAULT-VALUE}).")
    Path data;

    @Option(names = "--advertise", description = "Host name or address phones use to reach this hub "
            + "(default: the first LAN address).")
    String advertise;

    @Option(names = "--deck", paramLabel = "FILE",
            description = "Play with this development-card deck file (docs/cards.md) instead of the bundled provisional deck.")
    Path deck;

    @Option(names = "--board", paramLabel = "FILE",
            description = "Offer this board file (docs/boards.md) to the host besides the bundled boards; repeatable.")
    List<Path> boards = new ArrayList<>();

    @Option(names = "--simulate-board",
            description = "Attach a virtual sensor board (the reference firmware built with gcc, on a pseudo-terminal); "
                    + "type its commands here, e.g. 'place path 17 route red' (docs/hardware.md).")
    boolean simulateBoard;

    @Option(names = "--hardware", paramLabel = "FILE",
            description = "Attach the sensor boards and Pi pins of this config file (YAML or JSON: boards, pins, wiring; docs/hardware.md).")
    Path hardware;

    @Override
    public Integer call() {
        MerchantsTable game;
        HardwareConfig boardsAndPins;
        try {
            game = game();
            boardsAndPins = hardware == null ? null : HardwareFile.load(hardware);
        } catch (DeckFileException | BoardFileException | IllegalArgumentException e) {
            spec.commandLine().getErr().println(e.getMessage());
            spec.commandLine().getErr().flush();
            return 1;
        }
        try {
            Files.createDirectories(data);
        } catch (java.io.IOException e) {
            throw new IllegalStateException("cannot create the data folder " + data.toAbsolutePath() + ": " + e.getMessage(), e);
        }
        DemoTable table = DemoTable.start(game, port, advertise, Duration.ofSeconds(5));
        DemoTable.exitWhenTheSessionDies(table.dashboard().session(), System.err, System::exit);
        table.printWelcome(System.out);
        Simulator simulator = simulateBoard ? Simulate.start(table, extraBoards(), data) : null;
        AutoCloseable physical = boardsAndPins == null ? null : Simulate.attachHardware(table, boardsAndPins);
        System.out.println("Data:        " + data.toAbsolutePath() + "   (the game is kept in memory until the journal lands)");
        System.out.println("Stop with Ctrl-C: phones are told the table stopped.");
        CountDownLatch stopped = new CountDownLatch(1);
        Runtime.getRuntime().addShutdownHook(new Thread(() -> {
            if (simulator != null) {
                simulator.close();
            }
            if (physical != null) {
                try {
                    physical.close();
                } catch (Exception e) {
                    // stopping anyway
                }
            }
            table.stop();
            stopped.countDown();
        }, "shutdown"));
        try {
            stopped.await();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        return 0;
    }

    /** The game this table offers: the deck and board files checked and read. */
    MerchantsTable game() {
        Deck cards = deck == null ? DeckFile.bundled("provisional") : DeckCommand.load(deck);
        return new MerchantsTable(extraBoards(), cards);
    }

    private List<Board> extraBoards() {
        List<Board> extra = new ArrayList<>();
        for (Path board : boards) {
            extra.add(BoardCommand.load(board.toString()));
        }
        return extra;
    }
}
