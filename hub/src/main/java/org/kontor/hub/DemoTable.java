package org.kontor.hub;

import java.io.PrintStream;
import java.net.Inet4Address;
import java.net.InetAddress;
import java.net.NetworkInterface;
import java.net.SocketException;
import java.security.SecureRandom;
import java.time.Duration;
import java.util.Collections;
import java.util.List;
import java.util.Optional;
import java.util.function.Function;
import java.util.function.IntConsumer;
import java.util.function.LongSupplier;
import java.util.function.Supplier;
import org.kontor.hub.games.JournalRecorder;
import org.kontor.hub.games.JournalShelf;
import org.kontor.hub.games.SavedGames;
import org.kontor.hub.journal.Journal;
import org.kontor.hub.journal.JournalProblem;
import org.kontor.hub.journal.JournalWatch;
import org.kontor.web.Dashboard;
import org.kontor.table.GameSetup;
import org.kontor.table.GameShelf;
import org.kontor.web.Limits;
import org.kontor.web.Pairing;
import org.kontor.table.SetupSchema;
import org.kontor.table.TableGame;
import org.kontor.table.TableGames;
import org.kontor.table.session.TableSession;

/**
 * The running table: one {@link TableSession} (the game's only owner) behind the dashboard, with
 * the journal behind the session when there is a data folder. The hub owns its life: it starts
 * it (resuming the last unfinished game), prints how to reach it, and stops it gracefully.
 */
final class DemoTable {

    private final Dashboard dashboard;
    private final String lanBase;
    private final String resumed;
    private Runnable afterStop = () -> { };

    private DemoTable(Dashboard dashboard, String lanBase, String resumed) {
        this.dashboard = dashboard;
        this.lanBase = lanBase;
        this.resumed = resumed;
    }

    /**
     * A table whose games are kept in {@code journal}: the table's credentials are read (and this
     * run's added), and the game {@code resumeId} (null: the newest unfinished one) is replayed.
     * Throws {@link TableSession.CannotResume} or {@link JournalProblem} with a sentence.
     */
    static DemoTable start(TableGame<?, ?, ?, ?> game, Journal journal, Long resumeId, Function<String, String> boardHash,
                           LongSupplier seeds, Serving serving) {
        return start(id -> game, game.id(), journal, resumeId, boardHash, seeds, serving);
    }

    /**
     * As above, for the game {@code gameId}; {@code tables} makes the table of a game by its id,
     * so that resuming a saved game of another game (the id its journal entry names) plays that
     * game. A saved game of a game this hub does not play is refused with a sentence.
     */
    static DemoTable start(Function<String, TableGame<?, ?, ?, ?>> tables, String gameId, Journal journal, Long resumeId,
                           Function<String, String> boardHash, LongSupplier seeds, Serving serving) {
        return start(tables, gameId, journal, resumeId, boardHash, seeds, serving, () -> startServer(serving));
    }

    /**
     * As above, behind the dashboard {@code server} gives: one started already ({@link #startServer},
     * on another thread while this one opens the table: {@code kontor run}) or started when asked.
     * The server is asked only once the table could be opened.
     */
    static DemoTable start(Function<String, TableGame<?, ?, ?, ?>> tables, String gameId, Journal journal, Long resumeId,
                           Function<String, String> boardHash, LongSupplier seeds, Serving serving, Supplier<Dashboard> server) {
        Optional<Journal.GameInfo> resume;
        TableGame<?, ?, ?, ?> game;
        long table;
        if (resumeId != null) {
            Journal.GameInfo info = journal.game(resumeId).orElseThrow(() -> new TableSession.CannotResume(
                    "There is no saved game " + resumeId + " (kontor games list shows them)."));
            if (info.finished() != null) {
                throw new TableSession.CannotResume("Game " + resumeId + " is over (" + info.finished()
                        + "); only an unfinished game can be resumed.");
            }
            game = tableOf(tables, info);
            resume = Optional.of(info);
            table = info.table();
        } else {
            game = tables.apply(gameId);
            table = journal.table(game.id(), game.schema().maxPlayers());
            resume = journal.lastUnfinished(table).or(() -> lastFinished(journal, table));
        }
        return open(game, journal, table, resume, boardHash, seeds, serving, server);
    }

    /**
     * The table's newest game if it was won: what the table showed when it stopped (the winner
     * and the summary, also after a kill just after the winning move) until the host starts
     * another. A game the host ended gives the lobby, as the host chose to stop it.
     */
    private static Optional<Journal.GameInfo> lastFinished(Journal journal, long table) {
        return journal.games().stream().filter(g -> g.table() == table).findFirst().filter(g -> "won".equals(g.finished()));
    }

    /** The table of the game a saved game names; a game this hub does not play gets a sentence. */
    private static TableGame<?, ?, ?, ?> tableOf(Function<String, TableGame<?, ?, ?, ?>> tables, Journal.GameInfo info) {
        try {
            return tables.apply(info.game());
        } catch (IllegalArgumentException e) {
            throw new TableSession.CannotResume("Game " + info.id() + " is a game of \"" + info.game()
                    + "\", which this hub cannot play: " + e.getMessage());
        }
    }

    private static <C> DemoTable open(TableGame<?, C, ?, ?> game, Journal journal, long table, Optional<Journal.GameInfo> resume,
                                      Function<String, String> boardHash, LongSupplier seeds, Serving serving,
                                      Supplier<Dashboard> server) {
        int seats = game.schema().maxPlayers();
        TableSession.Saved<C> saved = resume
                .map(info -> SavedGames.saved(info, journal.entries(info.id()), journal.checkpoints(info.id()), game, boardHash))
                .orElse(null);
        JournalRecorder<C> recorder = new JournalRecorder<>(journal, table, game,
                resume.map(Journal.GameInfo::id).orElse(-1L), boardHash);
        // The session first: a resumed game's first views are made on its thread while this one
        // saves the credentials (a commit) and opens the pairings' connection.
        TableSession<?, C, ?, ?> session = new TableSession<>(game, seeds, recorder, saved);
        Journal pairings;
        Pairing pairing;
        try {
            // Pairing changes come from the web's threads, moves from the session's: each its own
            // connection (SQLite serialises their writes), so a pairing never lands inside a move's commit.
            pairings = Journal.open(journal.file(), false, Journal.VERSION);
            pairing = Pairing.issue(seats, journal.credentials(table, seats),
                    credentials -> pairings.saveCredentials(table, credentials));
            journal.saveCredentials(table, pairing.credentials());
        } catch (RuntimeException e) {
            session.stop(Duration.ofSeconds(1));
            throw e;
        }
        if (serving.shelf() instanceof JournalShelf shelf) {
            shelf.attach(session, recorder, game, boardHash, table);   // the host page can resume the table's other games
        }
        String resumed = resume.map(info -> "game " + info.id() + (info.finished() != null ? " (over) shown again at move "
                : " resumed at move ") + saved.entries().stream().filter(e -> !(e instanceof TableSession.Entry.Fresh<C>)).count())
                .orElse(null);
        JournalWatch watch = JournalWatch.start(journal, session::pause, WATCH_EVERY);
        DemoTable started = open(server.get(), session, pairing, serving, resumed);
        started.afterStop = () -> {
            watch.close();
            pairings.close();
        };
        return started;
    }

    /** Starts the first game's table with the bundled boards and cards on {@code port} (0: any free port). */
    static DemoTable start(int port, String advertisedHost, Duration stopTimeout) {
        return start(TableGames.table(TableGames.first(), List.of()), port, advertisedHost, stopTimeout);
    }

    /** Starts {@code game} on {@code port} (0: any free port). */
    static DemoTable start(TableGame<?, ?, ?, ?> game, int port, String advertisedHost, Duration stopTimeout) {
        SecureRandom seeds = new SecureRandom();
        TableSession<?, ?, ?, ?> session = new TableSession<>(game, seeds::nextLong);
        Serving serving = Serving.of(port, advertisedHost, stopTimeout);
        return open(startServer(serving), session, Pairing.random(session.seatCount()), serving, null);
    }

    /**
     * How the dashboard is served: the port (0: any), the advertised host (null: the LAN address),
     * the pages' fallback language and the dice source offered first, how long a stop waits.
     */
    record Serving(int port, String advertise, String language, GameSetup.DiceSource dice, GameShelf shelf,
                   Duration stopTimeout, List<String> allowedHosts) {
        /** Answering to the table's own names and addresses only. */
        Serving(int port, String advertise, String language, GameSetup.DiceSource dice, GameShelf shelf,
                Duration stopTimeout) {
            this(port, advertise, language, dice, shelf, stopTimeout, List.of());
        }

        static Serving of(int port, String advertise, Duration stopTimeout) {
            return new Serving(port, advertise, "en", GameSetup.DiceSource.VIRTUAL, GameShelf.NONE, stopTimeout);
        }
    }

    /**
     * Starts the dashboard's server before its table exists: the pages are served at once, the API
     * answers 503 STARTING until the table is put behind it ({@link Dashboard#opening}). A port in
     * use throws with Javalin's sentence.
     */
    static Dashboard startServer(Serving serving) {
        // The base URL is known only once the port is; join links are made per request from it.
        String host = serving.advertise() != null ? serving.advertise() : lanAddress();
        PortBox box = new PortBox();
        Dashboard dashboard = Dashboard.opening(new Dashboard.Options(
                () -> "http://" + host + ":" + box.port, serving.stopTimeout(), serving.language(), serving.dice(),
                serving.shelf(), Limits.defaults(), serving.allowedHosts()));
        dashboard.start(serving.port());
        box.port = dashboard.port();
        return dashboard;
    }

    private static DemoTable open(Dashboard dashboard, TableSession<?, ?, ?, ?> session, Pairing pairing, Serving serving,
                                  String resumed) {
        dashboard.open(session, pairing);
        return new DemoTable(dashboard, dashboard.baseUrl(), resumed);
    }

    /** How often the running table looks at its journal between moves. */
    static final Duration WATCH_EVERY = Duration.ofSeconds(2);

    /** The exit code when the table's session dies: "internal software error" (sysexits.h EX_SOFTWARE). */
    static final int SESSION_DIED = 70;

    /**
     * If the session's writer thread dies (out of memory, say), the hub must not stay up answering
     * 503 for ever: it says why and exits non-zero, so systemd (or any supervisor) restarts it.
     */
    static void exitWhenTheSessionDies(TableSession<?, ?, ?, ?> session, PrintStream err, IntConsumer exit) {
        session.failure().thenAcceptAsync(error -> {
            err.println("The table stopped on an error (" + error + "); exiting with code " + SESSION_DIED
                    + " so that the hub is restarted.");
            err.flush();
            exit.accept(SESSION_DIED);
        });
    }

    private static final class PortBox {
        volatile int port;
    }

    Dashboard dashboard() {
        return dashboard;
    }

    int port() {
        return dashboard.port();
    }

    void stop() {
        dashboard.stop();
        afterStop.run();
    }

    /** "game 3 resumed at move 14", or null when the table started in the lobby. */
    String resumed() {
        return resumed;
    }

    /** The host link of this run (holds the host token: for a terminal or a private file only). */
    String hostLink() {
        return "http://localhost:" + port() + "/host?token=" + dashboard.pairing().hostToken();
    }

    /** What the console shows: where the dashboard is, the host link, and a join link per seat. */
    void printWelcome(PrintStream out) {
        printWelcome(out, true);
    }

    /**
     * As above; without {@code tokens} the links are left out (the console is not a terminal, so
     * it may end up in a log: the host link is in the data folder's host-link.txt instead).
     */
    void printWelcome(PrintStream out, boolean tokens) {
        SetupSchema schema = dashboard.session().game().schema();
        Pairing pairing = dashboard.pairing();
        String local = "http://localhost:" + port();
        out.println("Kontor demo table: " + dashboard.session().game().title() + ", " + pairing.seats()
                + " seats, phone-only, virtual dice");
        String cards = dashboard.session().game().deckSummary();
        if (cards != null) {
            out.println("Cards:       " + cards);
        }
        out.println("Boards:      " + String.join(", ", schema.boards().stream().map(SetupSchema.Choice::id).toList()));
        out.println("Dashboard:   " + local + "   (table screen: " + lanBase + "/table.html)");
        if (resumed != null) {
            out.println("Resumed:     " + resumed + "; phones with their seat's cookie come back by themselves");
        }
        if (!tokens) {
            out.println("Host link:   not printed here (this output is not a terminal and may be logged): "
                    + "it is in host-link.txt in the data folder, readable by this user only");
            return;
        }
        out.println("Host link:   " + local + "/host?token=" + pairing.hostToken()
                + "   (open it on this machine; it lets you start, undo and end the game)");
        out.println("Join links (or scan the QR codes on the table screen):");
        List<String> colours = schema.colours();
        for (int seat = 0; seat < pairing.seats(); seat++) {
            out.printf("  seat %d %-9s %s/join?token=%s%n", seat + 1, "(" + colours.get(seat).toLowerCase() + ")",
                    lanBase, pairing.seatToken(seat));
        }
    }

    /** The first site-local IPv4 address (what phones on the LAN can reach), else localhost. */
    static String lanAddress() {
        try {
            for (NetworkInterface nic : Collections.list(NetworkInterface.getNetworkInterfaces())) {
                if (!nic.isUp() || nic.isLoopback() || nic.isVirtual()) {
                    continue;
                }
                for (InetAddress address : Collections.list(nic.getInetAddresses())) {
                    if (address instanceof Inet4Address && address.isSiteLocalAddress()) {
                        return address.getHostAddress();
                    }
                }
            }
        } catch (SocketException e) {
            // fall through
        }
        return "localhost";
    }
}
