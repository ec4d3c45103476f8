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
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.attribute.PosixFilePermissions;
import java.security.SecureRandom;
import java.util.HashMap;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.function.LongSupplier;
import org.kontor.hub.config.ConfigFile;
import org.kontor.hub.hardware.HardwareConfig;
import org.kontor.hub.hardware.Simulator;
import org.kontor.hub.games.JournalShelf;
import org.kontor.hub.games.SavedGames;
import org.kontor.hub.journal.DataFolder;
import org.kontor.hub.journal.Journal;
import org.kontor.hub.journal.JournalProblem;
import org.kontor.web.Dashboard;
import org.kontor.table.GameSetup;
import org.kontor.table.session.TableSession;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.kontor.hub.config.KontorConfig;
import org.kontor.table.TableGame;
import org.kontor.table.TableGames;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/**
 * {@code kontor run}: starts a table. With no config file it is the demo table: a phone-only
 * Merchants of Europe table with virtual dice, the bundled boards and the bundled (provisional)
 * development cards; {@code --game catan} plays another registered game (TableGames). The config
 * file (docs/config.md) and the options below change that; an
 * option given on the command line wins over the file. The command line and the config file are
 * checked before anything starts; the dashboard's server then starts at once (its pages answer,
 * its API says STARTING) while the game's files are read and the journal is opened: a broken deck,
 * board or journal stops it again and exits 1 with its message. {@code kontor table} is the old name.
 */
@Command(name = "run", aliases = "table", mixinStandardHelpOptions = true,
        description = "Start the table and serve the dashboard (the default command; 'table' is an alias).")
final class RunCommand implements Callable<Integer> {

    @Spec
    CommandSpec spec;

    @Option(names = "--config", paramLabel = "FILE", description = "The config file (YAML, docs/config.md); "
            + "every key is optional.")
    Path config;

    @Option(names = "--print-config", description = "Print the effective config (file, options and defaults) and exit.")
    boolean printConfig;

    @Option(names = "--port", description = "HTTP port (default " + KontorConfig.DEFAULT_PORT + ").")
    Integer port;

    @Option(names = "--data", description = "Data folder (default " + KontorConfig.DEFAULT_DATA + ").")
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

    @Option(names = "--simulate-board", arity = "0..1", fallbackValue = "virtual", paramLabel = "BOARD",
            description = "Attach a simulated sensor board: 'virtual' (the default: the reference firmware built with gcc, "
                    + "on a pseudo-terminal), 'uno' (the Uno's ELF built with avr-gcc and run in simavr, wired for a base board of "
                    + "game 2) or 'mega' (the Mega's, with the wiring map of the game's first bundled board that has one); type its "
                    + "commands here, e.g. 'place path 17 route red' (docs/hardware.md).")
    String simulateBoard;

    /** Retired: the config file's sections are attached instead; kept to point there. */
    @Option(names = "--hardware", paramLabel = "FILE", hidden = true)
    Path hardware;

    @Option(names = "--game", paramLabel = "ID", description = "The game this table plays: ${COMPLETION-CANDIDATES}"
            + " (default: the first). A resumed game plays the game it was saved as.", completionCandidates = GameIds.class)
    String gameId;

    /** The games the hub has a table for, for --game's help. */
    static final class GameIds implements Iterable<String> {
        @Override
        public java.util.Iterator<String> iterator() {
            return TableGames.ids().iterator();
        }
    }

    @Option(names = "--resume", paramLabel = "ID", description = "Resume this saved game (kontor games list) "
            + "instead of the newest unfinished one.")
    Long resume;

    private PrintWriter err() {
        return spec.commandLine().getErr();
    }

    private PrintWriter out() {
        return spec.commandLine().getOut();
    }

    static final String HOST_LINK = "host-link.txt";

    /**
     * Asked for when first used rather than when the command is made: Logback's set-up is then
     * done beside picocli's reading of the command line ({@link Preload}), not before it.
     */
    private static Logger log() {
        return LoggerFactory.getLogger(RunCommand.class);
    }

    @Override
    public Integer call() {
        KontorConfig effective;
        TableGame<?, ?, ?, ?> game;
        if (hardware != null) {
            err().println("--hardware is retired: put the boards, pins and wiring sections in the config file"
                    + " and start with kontor run --config " + hardware + " (docs/hardware.md).");
            err().flush();
            return 1;
        }
        try {
            effective = effective();
            if (printConfig) {
                out().print(ConfigFile.write(effective));
                out().flush();
                return 0;
            }
            TableGames.check(gameId == null ? TableGames.first() : gameId);   // before the server takes the port
        } catch (ConfigFile.Problem | IllegalArgumentException e) {
            err().println(e.getMessage());
            err().flush();
            return 1;
        }
        // The server first: its pages answer (its API with 503 STARTING) while the game's files
        // are read, the journal is opened and the game resumed (docs/performance.md).
        DemoTable.Serving serving = new DemoTable.Serving(effective.port(), effective.advertise(), effective.language(),
                GameSetup.DiceSource.valueOf(effective.game().dice().toUpperCase(java.util.Locale.ROOT)),
                new JournalShelf(Path.of(effective.data()).toAbsolutePath().normalize()), Duration.ofSeconds(5),
                effective.allowedHosts());
        Dashboard server;
        try {
            server = DemoTable.startServer(serving);
        } catch (RuntimeException e) {
            return refuse("The dashboard cannot start on port " + effective.port() + ": " + e.getMessage(), null);
        }
        Preload.forTheTable();
        try {
            game = table(effective, gameId == null ? TableGames.first() : gameId);
        } catch (BoardFileException | IllegalArgumentException e) {
            return refuse(e.getMessage(), server);
        }
        return serve(effective, game, resume, serving, server);
    }

    /**
     * A start that fails: the message, the server (if it started) stopped, exit code 1 (the
     * service's Restart=on-failure sees it).
     */
    private int refuse(String message, Dashboard server) {
        PrintWriter err = err();
        err.println(message);
        err.flush();
        if (server != null) {
            server.stop();
        }
        return 1;
    }

    /** Opens the data folder and the journal, resumes, serves until the process is stopped. */
    int serve(KontorConfig effective, TableGame<?, ?, ?, ?> game, Long resumeId, DemoTable.Serving serving, Dashboard server) {
        DataFolder folder;
        Journal journal;
        DemoTable table;
        try {
            Map<String, String> hashes = boardHashes(effective);
            folder = DataFolder.open(Path.of(effective.data()));
            journal = openJournal(folder);
            try {
                LongSupplier seeds = effective.game().seed() == null ? new SecureRandom()::nextLong
                        : new SplittableRandom(effective.game().seed())::nextLong;
                table = DemoTable.start(id -> id.equals(game.id()) ? game : table(effective, id), game.id(), journal, resumeId,
                        id -> hashes.containsKey(id) ? hashes.get(id) : SavedGames.bundledBoardHash(id),
                        seeds, serving, () -> server);
            } catch (RuntimeException e) {
                journal.close();
                folder.close();
                throw e;
            }
        } catch (JournalProblem | TableSession.CannotResume | BoardFileException e) {
            return refuse(e.getMessage(), server);
        }
        // The log file once the table is up: it costs the start the rolling appender's classes.
        Logs.toFolder(folder.path());
        PrintWriter err = err();
        DemoTable.exitWhenTheSessionDies(table.dashboard().session(), System.err, System::exit);
        writeHostLink(folder, table);
        table.dashboard().session().botDelay(Duration.ofMillis(effective.game().botDelayMs()));
        table.dashboard().session().hints(Boolean.TRUE.equals(effective.game().hints()));
        boolean terminal = System.console() != null;
        table.printWelcome(System.out, terminal);
        Simulator simulator;
        AutoCloseable physical;
        try {
            HardwareConfig boardsAndPins = effective.hardware();
            List<HardwareConfig.ButtonConfig> simulatedButtons = List.of();
            if (simulateBoard != null) {
                simulatedButtons = Simulate.standIn(boardsAndPins);   // the simulated board is the config's board
                boardsAndPins = boardsAndPins.withoutBoards();
            }
            boardsAndPins = boardsAndPins.boards().isEmpty() && boardsAndPins.pins().isEmpty() && boardsAndPins.strips().isEmpty()
                    ? null : boardsAndPins;
            simulator = simulateBoard == null ? null : Simulate.start(table, simulateBoard, folder.path(), simulatedButtons);
            physical = boardsAndPins == null ? null : Simulate.attachHardware(table, boardsAndPins);
        } catch (RuntimeException e) {
            err.println(e.getMessage());
            err.flush();
            table.stop();
            journal.close();
            folder.close();
            return 1;
        }
        System.out.println("Data:        " + folder.path() + "   (journal " + Journal.FILE + ", logs " + Logs.FILE + ")");
        System.out.println("Stop with Ctrl-C: phones are told the table stopped; the game resumes at the next start.");
        System.out.flush();
        log().info("table started on port {}{}", table.port(), table.resumed() == null ? "" : ", " + table.resumed());
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
            journal.close();
            folder.close();
            stopped.countDown();
        }, "shutdown"));
        if (ClassArchive.training()) {
            ClassArchive.train(game, table);
        }
        try {
            stopped.await();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        return 0;
    }

    private static Journal openJournal(DataFolder folder) {
        try {
            return Journal.open(folder);
        } catch (RuntimeException e) {
            folder.close();
            throw e;
        }
    }

    /** The host link, in a file only this user can read: what a hub without a terminal offers instead of printing it. */
    private static void writeHostLink(DataFolder folder, DemoTable table) {
        Path file = folder.resolve(HOST_LINK);
        try {
            Files.deleteIfExists(file);
            try {
                Files.createFile(file, PosixFilePermissions.asFileAttribute(PosixFilePermissions.fromString("rw-------")));
            } catch (UnsupportedOperationException e) {
                Files.createFile(file);
            }
            Files.writeString(file, table.hostLink() + System.lineSeparator());
        } catch (IOException e) {
            log().warn("could not write {}: {}", file, e.getMessage());
        }
    }

    /** The file hash of each board file on offer, by board id (bundled boards are hashed when needed). */
    static Map<String, String> boardHashes(KontorConfig config) {
        Map<String, String> hashes = new HashMap<>();
        for (String board : config.game().boards()) {
            Path path = Path.of(board);
            if (Files.exists(path)) {
                try {
                    hashes.put(BoardCommand.load(board).id(), SavedGames.hash(Files.readAllBytes(path)));
                } catch (IOException e) {
                    throw new BoardFileException(board, "", "cannot be read: " + e.getMessage());
                }
            }
        }
        return hashes;
    }

    /** The config file (or the defaults) with the command line's options on top. */
    KontorConfig effective() {
        KontorConfig file = config == null ? KontorConfig.defaults() : ConfigFile.read(config);
        KontorConfig.Game g = file.game();
        List<String> offered = new ArrayList<>(g.boards());
        boards.forEach(b -> offered.add(b.toString()));
        KontorConfig.Game game = new KontorConfig.Game(offered, deck != null ? deck.toString() : g.deck(), g.dice(), g.seed(),
                g.botDelayMs(), g.hints());
        if (port != null && (port < 0 || port > 65535)) {
            throw new IllegalArgumentException("--port must be from 0 to 65535 (0: any free port), not " + port + ".");
        }
        return new KontorConfig(port != null ? port : file.port(), advertise != null ? advertise : file.advertise(),
                data != null ? data.toString() : file.data(), file.language(), game, file.boards(), file.pins(), file.wiring(),
                file.settleMs(), file.strips(), file.allowedHosts());
    }

    /**
     * The table of the game {@code id} (as {@link TableGames} registers it), offering the config's
     * board files of that game and playing the config's deck file, if any. Throws
     * {@link IllegalArgumentException} with a sentence if the hub has no table for {@code id}, or a
     * file cannot be read or does not fit the game (a deck file for a game with printed cards).
     */
    static TableGame<?, ?, ?, ?> table(KontorConfig config, String id) {
        TableGame<?, ?, ?, ?> table = TableGames.table(id, extraBoards(config, id));
        String deck = config.game().deck();
        return deck == null ? table : table.withDeckFile(DeckCommand.name(Path.of(deck)), DeckCommand.text(Path.of(deck)));
    }

    /** The config's board files that belong to {@code game} (each file names its game, docs/boards.md). */
    private static List<Board> extraBoards(KontorConfig config, String game) {
        List<Board> extra = new ArrayList<>();
        for (String board : config.game().boards()) {
            Board read = BoardCommand.load(board);
            if (read.game().equals(game)) {
                extra.add(read);
            }
        }
        return extra;
    }
}
