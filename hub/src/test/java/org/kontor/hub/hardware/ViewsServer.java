package org.kontor.hub.hardware;

import io.javalin.Javalin;
import io.javalin.websocket.WsContext;
import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.TimeUnit;
import org.kontor.engine.merchants.Command;
import org.kontor.hub.games.JournalRecorder;
import org.kontor.hub.journal.DataFolder;
import org.kontor.hub.journal.Journal;
import org.kontor.engine.merchants.MerchantsState;
import org.kontor.web.Dashboard;
import org.kontor.table.GameSetup;
import org.kontor.web.Limits;
import org.kontor.web.Pairing;
import org.kontor.table.merchants.MerchantsTable;
import org.kontor.table.session.TableSession;

/**
 * The server half of {@link CommandBenchmark}, in a JVM of its own started with the systemd unit's
 * Java flags, as the hub runs on a Pi: a Merchants table (session, dashboard) and, beside it, the
 * baseline, a bare Javalin server that broadcasts what one socket sends it to all its sockets.
 * The clients (the phones and table screens) live in the benchmark's JVM, so that neither their
 * work nor their garbage lands in this heap.
 *
 * <p>It says on stdout {@code ready TABLE_PORT BARE_PORT TOKEN0 TOKEN1 TOKEN2 TOKEN3}, then reads
 * stdin: {@code next} begins the next game (the last one ended) and says {@code started};
 * {@code made} prints, for each set of views, when it was made, the writer thread's CPU time and
 * allocated bytes then, when the dashboard had handed it to the sockets and how many garbage collections the JVM had made by then ({@code made SEQ NANOS CPU_NANOS BYTES HANDED_NANOS COLLECTIONS}, one line each, then {@code made end});
 * end of input stops it. Both JVMs read {@link System#nanoTime}
 * from the same monotonic clock (Linux), so the two sides' times can be subtracted.
 *
 * <p>As the product runs it (the default): the moves go into a journal in a fresh data folder
 * (SQLite, committed before the views go out, as {@code kontor run} does) and every socket has the
 * product's command rate limit ({@link Limits#defaults()}; the benchmark paces its phones under
 * it). {@code light}: no journal and no rate limit, the lighter path measured before.
 *
 * <p>usage: ViewsServer SEED [product|light]
 */
public final class ViewsServer {
    public static void main(String[] args) throws Exception {
        long seed = Long.parseLong(args[0]);
        PrintStream out = new PrintStream(new java.io.FileOutputStream(java.io.FileDescriptor.out), true, StandardCharsets.UTF_8);
        // When each version's views were made: this listener runs before the sockets' one, which Dashboard adds.
        long[] made = new long[1 << 16];
        long[] cpu = new long[made.length];
        var threads = (com.sun.management.ThreadMXBean) java.lang.management.ManagementFactory.getThreadMXBean();
        long[] alloc = new long[made.length];
        long[] handed = new long[made.length];
        long[] collections = new long[made.length];
        var collectors = java.lang.management.ManagementFactory.getGarbageCollectorMXBeans();
        boolean product = args.length < 2 || args[1].equals("product");
        if (args.length > 1 && !args[1].equals("product") && !args[1].equals("light")) {
            throw new IllegalArgumentException("the path is 'product' or 'light', not '" + args[1] + "'");
        }
        long[] games = {0};
        MerchantsTable game = new MerchantsTable();
        TableSession<MerchantsState, Command, ?, ?> session;
        Journal journal = null;
        DataFolder folder = null;
        if (product) {
            folder = DataFolder.open(java.nio.file.Files.createTempDirectory("views-journal"));
            journal = Journal.open(folder);
            // VIEWS_JOURNAL=MODE/SYNC (e.g. WAL/NORMAL): the same journal with other SQLite modes, to compare them.
            String modes = System.getenv("VIEWS_JOURNAL");
            if (modes != null && !modes.isBlank()) {
                String[] mode = modes.split("/");
                try (var pragma = journal.connection().createStatement()) {
                    pragma.execute("PRAGMA journal_mode=" + mode[0]);
                    pragma.execute("PRAGMA synchronous=" + mode[1]);
                }
            }
            long table = journal.table(game.id(), game.schema().maxPlayers());
            session = new TableSession<>(game, () -> seed + games[0]++, new JournalRecorder<>(journal, table, game, -1, board -> "-"), null);
        } else {
            session = new TableSession<>(game, () -> seed + games[0]++);
        }
        session.onPublish(p -> {
            if (p.seq() < made.length) {
                made[(int) p.seq()] = System.nanoTime();
                cpu[(int) p.seq()] = threads.getCurrentThreadCpuTime();
                alloc[(int) p.seq()] = threads.getThreadAllocatedBytes(Thread.currentThread().getId());
            }
        });
        Pairing pairing = Pairing.random(4);
        // light: no rate limit, one seat makes many moves in a row as fast as the table answers.
        Limits limits = product ? Limits.defaults() : new Limits(48, 4, 400, 10_000, 32, 1e6, 1_000_000, 16, 50, 16 * 1024, 10_000);
        Dashboard dashboard = Dashboard.create(session, pairing, Dashboard.Options.forTests().withLimits(limits)).start(0);
        // When the dashboard has handed them to the sockets: this listener runs after the dashboard's.
        session.onPublish(p -> {
            if (p.seq() < handed.length) {
                handed[(int) p.seq()] = System.nanoTime();
                collections[(int) p.seq()] = collectors.stream().mapToLong(each -> each.getCollectionCount()).sum();
            }
        });
        GameSetup setup = new GameSetup("europe-short", List.of("Ana", "Ben", "Cy", "Di"), Map.of(), GameSetup.DiceSource.VIRTUAL);
        session.start(setup).get(10, TimeUnit.SECONDS);
        Javalin bare = bare();
        out.printf("ready %d %d %s %s %s %s%n", dashboard.port(), bare.port(), pairing.seatToken(0),
                pairing.seatToken(1), pairing.seatToken(2), pairing.seatToken(3));
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8));
        for (String line; (line = in.readLine()) != null; ) {
            if (line.equals("next")) {
                if (!session.start(setup).get(10, TimeUnit.SECONDS).accepted()) {
                    throw new IllegalStateException("the next game did not start");
                }
                out.println("started");
            } else if (line.equals("made")) {
                StringBuilder lines = new StringBuilder();
                for (int version = 0; version < made.length; version++) {
                    if (made[version] != 0) {
                        lines.append("made ").append(version).append(' ').append(made[version]).append(' ').append(cpu[version]).append(' ').append(alloc[version]).append(' ').append(handed[version]).append(' ').append(collections[version]).append('\n');
                    }
                }
                out.print(lines.append("made end\n"));
            }
        }
        bare.stop();
        dashboard.stop();
        session.stop(Duration.ofSeconds(5));
        if (journal != null) {
            journal.close();
            folder.close();
        }
        System.exit(0);
    }

    /** The baseline: a message "SEQ SIZE" in on one socket; a view-like text of SIZE bytes out to every socket. */
    private static Javalin bare() {
        Map<WsContext, Boolean> open = new ConcurrentHashMap<>();
        return Javalin.create(config -> {
            // As the dashboard's sockets: the paced runs leave one server's sockets idle for a minute while the other warms up.
            config.jetty.modifyWebSocketServletFactory(factory -> factory.setIdleTimeout(Duration.ofMinutes(2)));
            config.routes.ws("/ws", ws -> {
                ws.onConnect(ctx -> {
                    open.put(ctx, true);
                    ctx.enableAutomaticPings(20, TimeUnit.SECONDS);
                });
                ws.onMessage(ctx -> {
                    String[] seqAndSize = ctx.message().split(" ");
                    String padding = "x".repeat(Math.max(0, Integer.parseInt(seqAndSize[1]) - 60));
                    String text = "{\"type\":\"view\",\"seq\":" + seqAndSize[0] + ",\"pad\":\"" + padding + "\"}";
                    open.keySet().forEach(each -> each.send(text));
                });
                ws.onClose(ctx -> open.remove(ctx));
            });
        }).start(0);
    }
}
