package org.kontor.hub.hardware;

import com.fasterxml.jackson.databind.JsonNode;
import io.javalin.Javalin;
import io.javalin.websocket.WsContext;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.WebSocket;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;
import org.kontor.engine.merchants.Command;
import org.kontor.engine.merchants.MerchantsState;
import org.kontor.web.Dashboard;
import org.kontor.web.GameSetup;
import org.kontor.web.Json;
import org.kontor.web.Limits;
import org.kontor.web.PageCopy;
import org.kontor.web.Pairing;
import org.kontor.web.RandomMoves;
import org.kontor.web.merchants.MerchantsTable;
import org.kontor.web.session.TableSession;

/**
 * A phone's command → all 8 WebSocket clients (4 phones, 4 table screens) have the new view, and
 * the bytes each socket is sent per move, during a seeded random 4-player europe-short game; against
 * a bare Javalin broadcast in the same JVM: a message in on one socket, a message of the same size
 * (the mean view the game's sockets were sent so far) out to 8 clients. Every command is a random
 * legal one from the acting seat's own view (RandomMoves), sent on that seat's socket; t0 is the
 * send, t1 the moment the last of the 8 clients has the view with the new version.
 *
 * <p>The host's load changes by the minute, so the two are measured in interleaved rounds (table,
 * bare, bare, table, table, …: each gets the early and the late minutes alike) with both servers
 * and all 16 clients open throughout, and the figures are pooled over the rounds. A client only
 * notes when a view arrives and its version; the benchmark reads (parses) the views after all 8
 * have arrived, so that its own work does not compete with the sockets it measures; it reads
 * the phones' views and one table screen's (the other screens are sent the same texts), and the
 * same number of the bare broadcast's clients. Run with bench/views.sh.
 *
 * <p>usage: CommandBenchmark [MOVES] [SEED] [ROUNDS] (defaults 1500 moves after 200 to warm up,
 * seed 7, 10 rounds of each)
 */
public final class CommandBenchmark {
    private static final int CLIENTS = 8;
    private static final int WARM_UP = 200;

    public static void main(String[] args) throws Exception {
        int moves = args.length > 0 ? Integer.parseInt(args[0]) : 1500;
        long seed = args.length > 1 ? Long.parseLong(args[1]) : 7;
        int rounds = args.length > 2 ? Integer.parseInt(args[2]) : 10;
        Table table = new Table(seed);
        Bare bare = new Bare();
        table.play(WARM_UP, false);
        bare.broadcast(WARM_UP, table.meanBytes(), false);
        List<double[]> ratios = new ArrayList<>();
        for (int round = 0; round < rounds && !table.over; round++) {
            int count = moves / rounds + (round < moves % rounds ? 1 : 0);
            int tableFrom = table.measured;
            int bareFrom = bare.measured;
            if (round % 2 == 0) {
                table.play(count, true);
                bare.broadcast(count, table.meanBytes(), true);
            } else {
                bare.broadcast(count, table.meanBytes(), true);
                table.play(count, true);
            }
            long[] t = Arrays.copyOfRange(table.latencies, tableFrom, table.measured);
            long[] b = Arrays.copyOfRange(bare.latencies, bareFrom, bare.measured);
            ratios.add(new double[] {ratio(t, b, 50), ratio(t, b, 99)});
        }
        table.close();
        bare.close();
        long[] subject = Arrays.copyOf(table.latencies, table.measured);
        long[] baseline = Arrays.copyOf(bare.latencies, bare.measured);
        long[] made = Arrays.copyOf(table.toViews, table.measured);
        long[] rest = new long[made.length];
        for (int i = 0; i < made.length; i++) {
            rest[i] = subject[i] - made[i];
        }
        System.out.printf("seed %d: %d moves measured (after %d to warm up) in %d interleaved rounds, %d clients"
                + " (4 phones, 4 table screens)%s%n", seed, subject.length, WARM_UP, ratios.size(), CLIENTS,
                table.over ? "; the game ended before all were made" : "");
        System.out.printf("bytes per move per socket: %.0f mean (phones %.0f, table screens %.0f); "
                + "a whole view each time would be %.0f (%.1fx; every 10th move)%n", table.meanBytes(), table.seatBytes / (subject.length * 4.0),
                table.publicBytes / (subject.length * 4.0), table.fullBytes(), table.fullBytes() / table.meanBytes());
        print("  command sent -> views made", made);
        print("  views made -> last client has it", rest);
        print("command -> 8 clients", subject);
        print("bare Javalin broadcast -> 8 clients", baseline);
        StringBuilder perRound = new StringBuilder();
        ratios.forEach(r -> perRound.append(String.format(" %.2f/%.2f", r[0], r[1])));
        System.out.println("each round's ratio p50/p99:" + perRound);
        System.out.printf("ratio to the bare broadcast (pooled): p50 %.2f, p99 %.2f%n", ratio(subject, baseline, 50),
                ratio(subject, baseline, 99));
        System.exit(0);
    }

    private static double ratio(long[] a, long[] b, int p) {
        return percentile(a, p) / (double) percentile(b, p);
    }

    /** The table: a session, its dashboard and 8 sockets, playing the seeded game move by move. */
    private static final class Table {
        final long[] latencies = new long[1_000_000];
        final long[] toViews = new long[latencies.length];
        int measured;
        boolean over;
        long seatBytes;
        long publicBytes;
        private long fullBytes;
        private int fullCounted;
        private final TableSession<MerchantsState, Command, ?, ?> session;
        private final Dashboard dashboard;
        private final List<Client> seats = new ArrayList<>();
        private final List<Client> all = new ArrayList<>();
        private final Random random;
        private final AtomicLong made = new AtomicLong();
        private int id;

        Table(long seed) throws Exception {
            session = new TableSession<>(new MerchantsTable(), () -> seed);
            Pairing pairing = Pairing.random(4);
            // When the views were made: this listener runs before the sockets' one, which Dashboard adds.
            session.onPublish(p -> made.set(System.nanoTime()));
            // No rate limit: one seat makes many moves in a row here, as fast as the table answers.
            Limits limits = new Limits(48, 4, 400, 10_000, 32, 1e6, 1_000_000, 16, 50, 16 * 1024, 10_000);
            dashboard = Dashboard.create(session, pairing, Dashboard.Options.forTests().withLimits(limits)).start(0);
            session.start(new GameSetup("europe-short", List.of("Ana", "Ben", "Cy", "Di"), Map.of(),
                    GameSetup.DiceSource.VIRTUAL)).get(10, TimeUnit.SECONDS);
            for (int seat = 0; seat < 4; seat++) {
                Client phone = Client.open(dashboard.port(), "/ws/seat?token=" + pairing.seatToken(seat), true);
                seats.add(phone);
                all.add(phone);
                // The 4 table screens are sent the same texts: the first one's are read, the others' only counted.
                all.add(Client.open(dashboard.port(), "/ws/public", seat == 0));
            }
            random = new Random(seed);
            long version = session.current().version();
            for (Client client : all) {
                client.awaitVersion(v -> v >= version);
            }
        }

        double meanBytes() {
            return measured == 0 ? 2000 : (seatBytes + publicBytes) / (double) (measured * CLIENTS);
        }

        double fullBytes() {
            return fullBytes / (fullCounted * (double) CLIENTS);
        }

        /** Makes {@code count} moves (fewer if the game ends), measured or not. */
        void play(int count, boolean measure) throws Exception {
            for (int done = 0; done < count && !over; ) {
                JsonNode table = all.get(1).latest();            // a table screen's whole view, as its page has it
                if (!"PLAYING".equals(table.at("/table/phase").asText())) {
                    over = true;                                  // the game is over: what was measured stands
                    return;
                }
                long version = table.path("version").asLong();
                boolean moved = false;
                for (int seat : RandomMoves.order(table, 4, random)) {
                    Client phone = seats.get(seat);
                    JsonNode command = RandomMoves.choose(phone.latest(), random);
                    if (command == null) {
                        continue;
                    }
                    long[] before = all.stream().mapToLong(Client::bytes).toArray();
                    String message = "{\"type\":\"command\",\"id\":" + (++id) + ",\"version\":" + version + ",\"command\":" + command + "}";
                    long t0 = System.nanoTime();
                    phone.send(message);
                    if (!phone.awaitReply(id)) {
                        continue;                                 // refused (a trade nobody can take): no view
                    }
                    long t1 = 0;
                    for (Client client : all) {
                        t1 = Math.max(t1, client.awaitVersion(v -> v > version));
                    }
                    all.forEach(Client::latest);                 // read as a page would, now that all have it
                    moved = true;
                    done++;
                    if (measure) {
                        toViews[measured] = made.get() - t0;
                        latencies[measured++] = t1 - t0;
                        for (int i = 0; i < all.size(); i++) {
                            long sent = all.get(i).bytes() - before[i];
                            if (i % 2 == 0) {
                                seatBytes += sent;
                            } else {
                                publicBytes += sent;
                            }
                        }
                        if (measured % 10 == 0) {                 // whole views are big: a sample is enough
                            var now = session.current();
                            for (int s = 0; s < 4; s++) {
                                fullBytes += now.seatView(s).getBytes(StandardCharsets.UTF_8).length
                                        + now.publicView().getBytes(StandardCharsets.UTF_8).length;
                            }
                            fullCounted++;
                        }
                    }
                    break;
                }
                if (!moved) {
                    throw new IllegalStateException("no seat could move at version " + version);
                }
            }
        }

        void close() {
            all.forEach(Client::close);
            dashboard.stop();
            session.stop(Duration.ofSeconds(5));
        }
    }

    /** The baseline: a message in on one socket; the server sends {@code size} bytes to each of 8 clients. */
    private static final class Bare {
        final long[] latencies = new long[1_000_000];
        int measured;
        private final Javalin app;
        private final List<Client> clients = new ArrayList<>();
        private long version;

        Bare() throws Exception {
            Map<WsContext, Boolean> open = new ConcurrentHashMap<>();
            app = Javalin.create(config -> config.routes.ws("/ws", ws -> {
                ws.onConnect(ctx -> open.put(ctx, true));
                ws.onMessage(ctx -> {
                    String[] versionAndSize = ctx.message().split(" ");
                    String padding = "x".repeat(Math.max(0, Integer.parseInt(versionAndSize[1]) - 60));
                    String text = "{\"type\":\"view\",\"version\":" + versionAndSize[0] + ",\"pad\":\"" + padding + "\"}";
                    open.keySet().forEach(each -> each.send(text));
                });
                ws.onClose(ctx -> open.remove(ctx));
            })).start(0);
            for (int i = 0; i < CLIENTS; i++) {
                clients.add(Client.open(app.port(), "/ws", i % 2 == 0 || i == 1));
            }
            while (open.size() < CLIENTS) {
                Thread.sleep(10);
            }
        }

        void broadcast(int count, double size, boolean measure) throws Exception {
            for (int i = 0; i < count; i++) {
                long next = ++version;
                long t0 = System.nanoTime();
                clients.get(0).send(next + " " + Math.round(size));
                long t1 = 0;
                for (Client client : clients) {
                    t1 = Math.max(t1, client.awaitVersion(v -> v == next));
                }
                for (Client client : clients) {
                    client.latest();                              // read as the table's clients are
                }
                if (measure) {
                    latencies[measured++] = t1 - t0;
                }
            }
        }

        void close() {
            clients.forEach(Client::close);
            app.stop();
        }
    }

    /**
     * A WebSocket client. Its reader notes when each view arrived and its version, read from the
     * view's first characters, and keeps the text; replies ({"type":"accepted","id":…}) are read
     * there too (they are short). Views are parsed later, on the benchmark's thread, into the page
     * a browser would show (PageCopy).
     */
    private static final class Client implements WebSocket.Listener {
        private static final HttpClient HTTP = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(5)).build();
        private final StringBuilder partial = new StringBuilder();
        private final Object lock = new Object();
        private final PageCopy page = new PageCopy();
        private final ArrayDeque<String> unread = new ArrayDeque<>();
        private final Map<Long, Boolean> replies = new ConcurrentHashMap<>();
        private JsonNode latest;
        private long arrived;
        private long version = Long.MIN_VALUE;
        private long bytes;
        private WebSocket socket;
        private final boolean reads;

        private Client(boolean reads) {
            this.reads = reads;
        }

        /** {@code reads}: the views are read (parsed) after they arrive; else only counted. */
        static Client open(int port, String path, boolean reads) throws Exception {
            Client client = new Client(reads);
            client.socket = HTTP.newWebSocketBuilder().buildAsync(URI.create("ws://localhost:" + port + path), client)
                    .get(5, TimeUnit.SECONDS);
            return client;
        }

        @Override
        public CompletionStage<?> onText(WebSocket webSocket, CharSequence data, boolean last) {
            partial.append(data);
            if (last) {
                long now = System.nanoTime();
                String message = partial.toString();
                partial.setLength(0);
                synchronized (lock) {
                    if (message.startsWith("{\"type\":\"view\"")) {
                        arrived = now;
                        version = versionOf(message);
                        bytes += message.getBytes(StandardCharsets.UTF_8).length;
                        if (reads) {
                            unread.add(message);
                        }
                    } else if (message.contains("\"id\":")) {           // accepted, rejected or an error
                        replies.put(idOf(message), message.startsWith("{\"type\":\"accepted\""));
                    } else {
                        System.err.println("not a view or an answer: " + message);
                    }
                    lock.notifyAll();
                }
            }
            webSocket.request(1);
            return null;
        }

        /** The "version" a view's head carries: one of its first fields. */
        private static long versionOf(String view) {
            int at = view.indexOf("\"version\":");
            int end = at + 10;
            while (end < view.length() && (view.charAt(end) == '-' || Character.isDigit(view.charAt(end)))) {
                end++;
            }
            return Long.parseLong(view.substring(at + 10, end));
        }

        private static long idOf(String reply) {
            int at = reply.indexOf("\"id\":");
            int end = at + 5;
            while (Character.isDigit(reply.charAt(end))) {
                end++;
            }
            return Long.parseLong(reply.substring(at + 5, end));
        }

        void send(String text) {
            socket.sendText(text, true).join();
        }

        /** The whole view as the page has it now (every view that arrived read in order). */
        JsonNode latest() {
            synchronized (lock) {
                for (String message; (message = unread.poll()) != null; ) {
                    try {
                        latest = page.take(Json.MAPPER.readTree(message));
                    } catch (java.io.IOException e) {
                        throw new IllegalStateException("not JSON: " + message, e);
                    }
                }
                return latest;
            }
        }

        long bytes() {
            synchronized (lock) {
                return bytes;
            }
        }

        /** Waits for a view whose version passes {@code test}; returns when it arrived. */
        long awaitVersion(java.util.function.LongPredicate test) throws InterruptedException {
            long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(10);
            synchronized (lock) {
                while (!test.test(version)) {
                    long left = deadline - System.nanoTime();
                    if (left <= 0) {
                        throw new IllegalStateException("no such view within 10 s; last version " + version);
                    }
                    lock.wait(Math.max(1, TimeUnit.NANOSECONDS.toMillis(left)));
                }
                return arrived;
            }
        }

        boolean awaitReply(long id) throws InterruptedException {
            long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(10);
            synchronized (lock) {
                while (!replies.containsKey(id)) {
                    long left = deadline - System.nanoTime();
                    if (left <= 0) {
                        throw new IllegalStateException("no answer to command " + id + " within 10 s");
                    }
                    lock.wait(Math.max(1, TimeUnit.NANOSECONDS.toMillis(left)));
                }
                return replies.remove(id);
            }
        }

        void close() {
            socket.abort();
        }
    }

    private static void print(String what, long[] latencies) {
        System.out.printf("%-36s p50 %6.2f ms  p99 %6.2f ms  max %6.2f ms%n", what, percentile(latencies, 50) / 1e6,
                percentile(latencies, 99) / 1e6, Arrays.stream(latencies).max().orElse(0) / 1e6);
    }

    private static long percentile(long[] values, int p) {
        long[] sorted = values.clone();
        Arrays.sort(sorted);
        return sorted[Math.min(sorted.length - 1, (int) Math.ceil(p / 100.0 * sorted.length) - 1)];
    }
}
