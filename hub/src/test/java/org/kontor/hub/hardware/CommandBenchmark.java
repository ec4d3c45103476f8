package org.kontor.hub.hardware;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStream;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.WebSocket;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import org.kontor.table.Json;
import org.kontor.web.PageCopy;
import org.kontor.web.RandomMoves;

/**
 * A phone's command → all 8 WebSocket clients (4 phones, 4 table screens) have the new view, and
 * the bytes each socket is sent per move, during seeded random 4-player europe-short games (when one
 * ends, the host starts the next); against
 * a bare Javalin broadcast from the same server JVM: a message in on one socket, a message of the
 * same size (the mean view the game's sockets were sent so far) out to 8 clients. Every command is a
 * random legal one from the acting seat's own view (RandomMoves), sent on that seat's socket; t0 is
 * the send, t1 the moment the last of the 8 clients has the view that follows it (a view's seq).
 * Besides, from the server's side: when the views were made and handed to the sockets, and the
 * table's writer thread's CPU time and allocation per move.
 *
 * <p>The servers, the table and the bare one, run in a JVM of their own ({@link ViewsServer}),
 * started with the Java flags in {@code SERVER_JAVA_OPTS} (bench/views.sh passes the systemd unit's,
 * as the hub runs on a Pi); the 16 clients run here, as phones are devices of their own, so that
 * their work and their garbage stay out of the servers' heap and pauses.
 *
 * <p>The host's load changes by the second, so the two take turns in blocks of 10 (table, bare,
 * bare, table, …; a block's first move is not counted, as it runs in the other server's wake) with
 * both servers and all 16 clients open throughout; a round is a tenth of the run, and the figures
 * are pooled over the rounds. Before, rounds of 500 moves each: a burst of load of a few seconds
 * then fell on one server only, and a round's p99 ratio ranged from 0.6 to 11. A client only
 * notes when a view arrives and its seq; the benchmark reads (parses) the views after all 8
 * have arrived, so that its own work does not compete with the sockets it measures; it reads
 * the phones' views and one table screen's (the other screens are sent the same texts), and the
 * same number of the bare broadcast's clients. Run with bench/views.sh.
 *
 * <p>usage: CommandBenchmark [MOVES] [SEED] [ROUNDS] (defaults 5000 moves after 1,000 to warm up,
 * seed 7, 10 rounds of each)
 */
public final class CommandBenchmark {
    private static final int CLIENTS = 8;
    // Both servers' code compiled before measuring: with 200, the first round's p99 ratio was 2.5-4.8 (the others' 1-2).
    private static final int WARM_UP = 1000;
    // Moves per block of one server (the first not counted); blocks alternate.
    private static final int BLOCK = 10;
    /** The path measured: "product" (journal, rate limit; the default) or "light" (neither), from VIEWS_PATH. */
    private static final String PATH = System.getenv().getOrDefault("VIEWS_PATH", "product");
    /** The gap between two commands on one socket: just over the product's 20 a second, nothing on the light path. */
    private static final long PACE_NANOS = PATH.equals("light") ? 0 : TimeUnit.MILLISECONDS.toNanos(52);

    public static void main(String[] args) throws Exception {
        int moves = args.length > 0 ? Integer.parseInt(args[0]) : 5000;
        long seed = args.length > 1 ? Long.parseLong(args[1]) : 7;
        int rounds = args.length > 2 ? Integer.parseInt(args[2]) : 10;
        String serverFlags = System.getenv().getOrDefault("SERVER_JAVA_OPTS", "").trim();
        Server server = Server.start(seed, serverFlags);
        Table table = new Table(server);
        Bare bare = new Bare(server.barePort);
        table.play(WARM_UP, false);
        bare.broadcast(WARM_UP, table.meanBytes(), false);
        List<double[]> ratios = new ArrayList<>();
        for (int round = 0; round < rounds; round++) {
            int count = moves / rounds + (round < moves % rounds ? 1 : 0);
            int tableFrom = table.measured;
            int bareFrom = bare.measured;
            // In short blocks, each server first in turn: a burst of the host's load lands on both alike.
            // A block's first move is not counted: it runs in the other server's wake (its caches,
            // its last replies), which slowed the bare broadcast's p50 by a quarter.
            for (int left = count, block = 0; left > 0; block++) {
                int n = Math.min(BLOCK - 1, left);
                left -= n;
                if (block % 2 == 0) {
                    table.play(1, false);
                    table.play(n, true);
                    bare.broadcast(1, table.meanBytes(), false);
                    bare.broadcast(n, table.meanBytes(), true);
                } else {
                    bare.broadcast(1, table.meanBytes(), false);
                    bare.broadcast(n, table.meanBytes(), true);
                    table.play(1, false);
                    table.play(n, true);
                }
            }
            long[] t = Arrays.copyOfRange(table.latencies, tableFrom, table.measured);
            long[] b = Arrays.copyOfRange(bare.latencies, bareFrom, bare.measured);
            ratios.add(new double[] {ratio(t, b, 50), ratio(t, b, 99)});
        }
        Map<Long, long[]> madeAt = server.made();
        table.close();
        bare.close();
        server.stop();
        long[] subject = Arrays.copyOf(table.latencies, table.measured);
        long[] baseline = Arrays.copyOf(bare.latencies, bare.measured);
        long[] made = new long[subject.length];
        long[] rest = new long[subject.length];
        long[] cpu = new long[subject.length];
        long[] alloc = new long[subject.length];
        long[] handing = new long[subject.length];
        List<Long> unpaused = new ArrayList<>();
        for (int i = 0; i < made.length; i++) {
            long[] now = madeAt.get(table.seqs[i]);
            if (now == null) {
                throw new IllegalStateException("the server JVM kept no times for view " + table.seqs[i] + " (it keeps 65,536)");
            }
            long[] before = madeAt.get(table.seqs[i] - 1);
            made[i] = now[0] - table.sent[i];
            rest[i] = subject[i] - made[i];
            handing[i] = now[3] - now[0];
            cpu[i] = before == null ? 0 : now[1] - before[1];
            alloc[i] = before == null ? 0 : now[2] - before[2];
            if (before != null && now[4] == before[4]) {
                unpaused.add(subject[i]);
            }
        }
        long[] withoutCollections = unpaused.stream().mapToLong(Long::longValue).toArray();
        System.out.printf("seed %d: %d moves measured (after %d to warm up) in %d rounds of alternating blocks, %d clients"
                + " (4 phones, 4 table screens); %d games begun%n", seed, subject.length, WARM_UP, ratios.size(), CLIENTS,
                table.games);
        System.out.printf("server JVM flags: %s%n", serverFlags.isEmpty() ? "(none)" : serverFlags);
        System.out.printf("journal modes: %s%n", System.getenv().getOrDefault("VIEWS_JOURNAL", "the product's"));
        System.out.printf("path: %s%n", PATH.equals("light") ? "light (no journal, no rate limit)"
                : "product (journal in a fresh data folder, the default rate limit, commands on one socket at most 1 per 52 ms, as are the bare broadcast's)");
        System.out.printf("bytes per move per socket: %.0f mean (phones %.0f, table screens %.0f); "
                + "a whole view each time would be about %.0f (%.1fx; every 10th move)%n", table.meanBytes(), table.seatBytes / (subject.length * 4.0),
                table.publicBytes / (subject.length * 4.0), table.fullBytes(), table.fullBytes() / table.meanBytes());
        print("  command sent -> views made", made);
        print("  views made -> last client has it", rest);
        print("    of which handing them to 8 sockets", handing);
        print("  the table's writer: CPU per move", cpu);
        System.out.printf("  the table's writer: allocated per move p50 %d KB, mean %d KB%n", percentile(alloc, 50) / 1024,
                Arrays.stream(alloc).sum() / alloc.length / 1024);
        print("command -> 8 clients", subject);
        print(String.format("  the %d moves with no collection", withoutCollections.length), withoutCollections);
        print("bare Javalin broadcast -> 8 clients", baseline);
        StringBuilder perRound = new StringBuilder();
        ratios.forEach(r -> perRound.append(String.format(" %.2f/%.2f", r[0], r[1])));
        System.out.println("each round's ratio p50/p99:" + perRound);
        System.out.printf("ratio to the bare broadcast (pooled): p50 %.2f, p99 %.2f%n", ratio(subject, baseline, 50),
                ratio(subject, baseline, 99));
        writeSlowest(Path.of(System.getProperty("slowest", "hub/target/views-slowest.txt")), server.pid, subject, table.sent, baseline, bare.sent);
        System.exit(0);
    }

    /**
     * The moves and broadcasts at or above their own p99: "table|bare START_NANOS LATENCY_NANOS" a
     * line, after "pids CLIENTS_PID SERVERS_PID", so that bench/views-sched.sh can tell what else ran
     * on the CPUs then, and in which JVM.
     */
    private static void writeSlowest(Path file, long serverPid, long[] table, long[] tableSent, long[] bare, long[] bareSent) throws IOException {
        StringBuilder lines = new StringBuilder("pids " + ProcessHandle.current().pid() + " " + serverPid + "\n");
        long tableCut = percentile(table, 99);
        long bareCut = percentile(bare, 99);
        for (int i = 0; i < table.length; i++) {
            if (table[i] >= tableCut) {
                lines.append("table ").append(tableSent[i]).append(' ').append(table[i]).append('\n');
            }
        }
        for (int i = 0; i < bare.length; i++) {
            if (bare[i] >= bareCut) {
                lines.append("bare ").append(bareSent[i]).append(' ').append(bare[i]).append('\n');
            }
        }
        java.nio.file.Files.writeString(file, lines);
    }

    private static double ratio(long[] a, long[] b, int p) {
        return percentile(a, p) / (double) percentile(b, p);
    }

    /** The server JVM ({@link ViewsServer}): started here with the same class path, spoken to over its stdin and stdout. */
    private static final class Server {
        final int tablePort;
        final int barePort;
        final List<String> tokens;
        final long seed;
        final long pid;
        private final Process process;
        private final BlockingQueue<String> lines = new LinkedBlockingQueue<>();

        private Server(long seed, Process process) throws Exception {
            this.seed = seed;
            this.process = process;
            this.pid = process.pid();
            Thread reader = new Thread(this::read, "server-stdout");
            reader.setDaemon(true);
            reader.start();
            String ready = next("ready");
            String[] words = ready.split(" ");
            tablePort = Integer.parseInt(words[1]);
            barePort = Integer.parseInt(words[2]);
            tokens = List.of(words).subList(3, 7);
        }

        static Server start(long seed, String flags) throws Exception {
            List<String> command = new ArrayList<>();
            command.add(Path.of(System.getProperty("java.home"), "bin", "java").toString());
            if (!flags.isEmpty()) {
                command.addAll(List.of(flags.split("\\s+")));
            }
            command.addAll(List.of("-cp", System.getProperty("java.class.path"), ViewsServer.class.getName(), Long.toString(seed), PATH));
            return new Server(seed, new ProcessBuilder(command).redirectError(ProcessBuilder.Redirect.INHERIT).start());
        }

        /** Its stdout, read all the time (a full pipe would stop it): its answers queued, its log lines passed on. */
        private void read() {
            try (BufferedReader out = new BufferedReader(new InputStreamReader(process.getInputStream(), StandardCharsets.UTF_8))) {
                for (String line; (line = out.readLine()) != null; ) {
                    if (line.startsWith("ready ") || line.startsWith("made ") || line.equals("started")) {
                        lines.add(line);
                    } else {
                        System.err.println("server: " + line);
                    }
                }
            } catch (IOException e) {
                System.err.println("server: stdout closed: " + e.getMessage());
            }
        }

        private String next(String what) throws InterruptedException {
            String line = lines.poll(60, TimeUnit.SECONDS);
            if (line == null || !line.startsWith(what)) {
                throw new IllegalStateException("the server JVM did not say '" + what + "' (said: " + line
                        + (process.isAlive() ? ")" : "; it exited with " + process.exitValue() + ")"));
            }
            return line;
        }

        /** By version: when the server made its views, its writer thread's CPU time and allocation then, when they were handed to the sockets, the collections so far. */
        Map<Long, long[]> made() throws Exception {
            OutputStream in = process.getOutputStream();
            in.write("made\n".getBytes(StandardCharsets.UTF_8));
            in.flush();
            Map<Long, long[]> made = new HashMap<>();
            for (String line; !(line = next("made")).equals("made end"); ) {
                String[] words = line.split(" ");
                made.put(Long.parseLong(words[1]), new long[] {Long.parseLong(words[2]), Long.parseLong(words[3]), Long.parseLong(words[4]), Long.parseLong(words[5]), Long.parseLong(words[6])});
            }
            return made;
        }

        /** Begins the next game (the last one ended): the host's start, with the next seed. */
        void nextGame() throws Exception {
            OutputStream in = process.getOutputStream();
            in.write("next\n".getBytes(StandardCharsets.UTF_8));
            in.flush();
            next("started");
        }

        void stop() throws Exception {
            process.getOutputStream().close();
            if (!process.waitFor(10, TimeUnit.SECONDS)) {
                process.destroyForcibly();
            }
        }
    }

    /** The table's 8 sockets, playing the seeded game move by move. */
    private static final class Table {
        final long[] latencies = new long[100_000];
        final long[] sent = new long[latencies.length];
        final long[] seqs = new long[latencies.length];
        int measured;
        int games = 1;
        long seatBytes;
        long publicBytes;
        private long fullBytes;
        private int fullCounted;
        private final List<Client> seats = new ArrayList<>();
        private final List<Client> all = new ArrayList<>();
        private final Random random;
        private final Server server;
        private int id;

        Table(Server server) throws Exception {
            this.server = server;
            for (int seat = 0; seat < 4; seat++) {
                Client phone = Client.open(server.tablePort, "/ws/seat?token=" + server.tokens.get(seat), true);
                seats.add(phone);
                all.add(phone);
                // The 4 table screens are sent the same texts: the first one's are read, the others' only counted.
                all.add(Client.open(server.tablePort, "/ws/public", seat == 0));
            }
            random = new Random(server.seed);
            for (Client client : all) {
                client.awaitSeq(s -> s >= 0);
            }
        }

        double meanBytes() {
            return measured == 0 ? 2000 : (seatBytes + publicBytes) / (double) (measured * CLIENTS);
        }

        double fullBytes() {
            return fullBytes / (fullCounted * (double) CLIENTS);
        }

        /** Makes {@code count} moves, measured or not; when a game ends, the next one begins. */
        void play(int count, boolean measure) throws Exception {
            for (int done = 0; done < count; ) {
                JsonNode table = all.get(1).latest();            // a table screen's whole view, as its page has it
                long seq = all.get(1).seq();
                if (!"PLAYING".equals(table.at("/table/phase").asText())) {
                    server.nextGame();
                    games++;
                    for (Client client : all) {
                        client.awaitSeq(s -> s > seq);
                    }
                    continue;
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
                    long t0 = phone.send(message);
                    if (!phone.awaitReply(id)) {
                        continue;                                 // refused (a trade nobody can take): no view
                    }
                    long t1 = 0;
                    for (Client client : all) {
                        t1 = Math.max(t1, client.awaitSeq(s -> s > seq));
                    }
                    moved = true;
                    done++;
                    if (measure) {
                        sent[measured] = t0;
                        seqs[measured] = all.get(1).seq();
                        latencies[measured++] = t1 - t0;
                        for (int i = 0; i < all.size(); i++) {
                            long bytes = all.get(i).bytes() - before[i];
                            if (i % 2 == 0) {
                                seatBytes += bytes;
                            } else {
                                publicBytes += bytes;
                            }
                        }
                    }
                    all.forEach(Client::latest);                 // read as a page would, now that all have it
                    if (measure && measured % 10 == 0) {        // whole views are big: a sample is enough
                        for (Client each : seats) {
                            fullBytes += Json.MAPPER.writeValueAsBytes(each.latest()).length
                                    + Json.MAPPER.writeValueAsBytes(all.get(1).latest()).length;
                        }
                        fullCounted++;
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
        }
    }

    /** The baseline's 8 sockets: a message in on one; the server sends {@code size} bytes to each of the 8. */
    private static final class Bare {
        final long[] latencies = new long[100_000];
        final long[] sent = new long[latencies.length];
        int measured;
        private final List<Client> clients = new ArrayList<>();
        private long seq;

        Bare(int port) throws Exception {
            for (int i = 0; i < CLIENTS; i++) {
                clients.add(Client.open(port, "/ws", i % 2 == 0 || i == 1));
            }
            // A socket's handshake can finish here before the server has it in its list: broadcast until all 8 have one.
            for (boolean all = false; !all; ) {
                long next = ++seq;
                clients.get(0).send(next + " 100");
                Thread.sleep(100);
                all = clients.stream().allMatch(client -> client.seq() == next);
            }
        }

        void broadcast(int count, double size, boolean measure) throws Exception {
            for (int i = 0; i < count; i++) {
                long next = ++seq;
                long t0 = clients.get(0).send(next + " " + Math.round(size));
                long t1 = 0;
                for (Client client : clients) {
                    t1 = Math.max(t1, client.awaitSeq(s -> s == next));
                }
                for (Client client : clients) {
                    client.latest();                              // read as the table's clients are
                }
                if (measure) {
                    sent[measured] = t0;
                    latencies[measured++] = t1 - t0;
                }
            }
        }

        void close() {
            clients.forEach(Client::close);
        }
    }

    /**
     * A WebSocket client. Its reader notes when each view arrived and its seq, read from the
     * view's first characters, and keeps the text; replies ({"type":"accepted","id":…}) are read
     * there too (they are short). Views are parsed later, on the benchmark's thread, into the page
     * a browser would show (PageCopy).
     */
    private static final class Client implements WebSocket.Listener {
        private static final HttpClient HTTP = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(5)).build();
        private final StringBuilder partial = new StringBuilder();
        private final Object lock = new Object();
        private long lastSend;
        private final PageCopy page = new PageCopy();
        private final ArrayDeque<String> unread = new ArrayDeque<>();
        private final Map<Long, Boolean> replies = new ConcurrentHashMap<>();
        private JsonNode latest;
        private long arrived;
        private long seq = Long.MIN_VALUE;
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
                        seq = seqOf(message);
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

        /** The "seq" a view's head carries (one of its first fields): it grows with every view, across games. */
        private static long seqOf(String view) {
            int at = view.indexOf("\"seq\":");
            int end = at + 6;
            while (end < view.length() && Character.isDigit(view.charAt(end))) {
                end++;
            }
            return Long.parseLong(view.substring(at + 6, end));
        }

        private static long idOf(String reply) {
            int at = reply.indexOf("\"id\":");
            int end = at + 5;
            while (Character.isDigit(reply.charAt(end))) {
                end++;
            }
            return Long.parseLong(reply.substring(at + 5, end));
        }

        /** Sends, after the pause the pace asks for; returns when it was sent (after the pause: t0). */
        long send(String text) throws InterruptedException {
            // Under the product's rate limit (Limits.defaults(): 20 commands a second a socket) a
            // phone's commands are spaced as a person's are; the bare broadcast's the same, so both
            // servers see the same gaps.
            long wait = lastSend + PACE_NANOS - System.nanoTime();
            if (lastSend != 0 && wait > 0) {
                TimeUnit.NANOSECONDS.sleep(wait);
            }
            lastSend = System.nanoTime();
            socket.sendText(text, true).join();
            return lastSend;
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

        /** The seq of the last view that arrived. */
        long seq() {
            synchronized (lock) {
                return seq;
            }
        }

        /** Waits for a view whose seq passes {@code test}; returns when it arrived. */
        long awaitSeq(java.util.function.LongPredicate test) throws InterruptedException {
            long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(10);
            synchronized (lock) {
                while (!test.test(seq)) {
                    long left = deadline - System.nanoTime();
                    if (left <= 0) {
                        throw new IllegalStateException("no such view within 10 s; last seq " + seq);
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
