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
import org.kontor.hub.config.ConfigFile;
import org.kontor.hub.config.KontorConfig;
import org.kontor.web.merchants.MerchantsTable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/**
 * {@code kontor run}: starts a table. With no config file it is the demo table: a phone-only
 * Merchants of Europe table with virtual dice, the bundled boards and the bundled (provisional)
 * development cards. The config file (docs/config.md) and the options below change that; an
 * option given on the command line wins over the file. Everything is checked before anything
 * starts, so a broken file costs nothing but its message. {@code kontor table} is the old name.
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

    @Override
    public Integer call() {
        KontorConfig effective;
        MerchantsTable game;
        try {
            effective = effective();
            if (printConfig) {
                spec.commandLine().getOut().print(ConfigFile.write(effective));
                spec.commandLine().getOut().flush();
                return 0;
            }
            game = game(effective);
        } catch (ConfigFile.Problem | DeckFileException | BoardFileException | IllegalArgumentException e) {
            spec.commandLine().getErr().println(e.getMessage());
            spec.commandLine().getErr().flush();
            return 1;
        }
        Path folder = Path.of(effective.data());
        try {
            Files.createDirectories(folder);
        } catch (java.io.IOException e) {
            throw new IllegalStateException("cannot create the data folder " + folder.toAbsolutePath() + ": " + e.getMessage(), e);
        }
        DemoTable table = DemoTable.start(game, effective.port(), effective.advertise(), Duration.ofSeconds(5));
        table.printWelcome(System.out);
        System.out.println("Data:        " + folder.toAbsolutePath() + "   (the game is kept in memory until the journal lands)");
        System.out.println("Stop with Ctrl-C: phones are told the table stopped.");
        CountDownLatch stopped = new CountDownLatch(1);
        Runtime.getRuntime().addShutdownHook(new Thread(() -> {
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

    /** The config file (or the defaults) with the command line's options on top. */
    KontorConfig effective() {
        KontorConfig file = config == null ? KontorConfig.defaults() : ConfigFile.read(config);
        KontorConfig.Game g = file.game();
        List<String> offered = new ArrayList<>(g.boards());
        boards.forEach(b -> offered.add(b.toString()));
        KontorConfig.Game game = new KontorConfig.Game(offered, deck != null ? deck.toString() : g.deck(), g.dice(), g.seed());
        if (port != null && (port < 0 || port > 65535)) {
            throw new IllegalArgumentException("--port must be from 0 to 65535 (0: any free port), not " + port + ".");
        }
        return new KontorConfig(port != null ? port : file.port(), advertise != null ? advertise : file.advertise(),
                data != null ? data.toString() : file.data(), file.language(), game, file.boards(), file.pins(), file.wiring());
    }

    /** The game this table offers, from the command line and the config file. */
    MerchantsTable game() {
        return game(effective());
    }

    /** The game this table offers: the deck and board files checked and read. */
    static MerchantsTable game(KontorConfig config) {
        Deck cards = config.game().deck() == null ? DeckFile.bundled("provisional") : DeckCommand.load(Path.of(config.game().deck()));
        List<Board> extra = new ArrayList<>();
        for (String board : config.game().boards()) {
            extra.add(BoardCommand.load(board));
        }
        return new MerchantsTable(extra, cards);
    }
}
