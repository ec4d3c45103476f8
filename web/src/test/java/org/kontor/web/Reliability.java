package org.kontor.web;

import org.kontor.table.GameSetup;
import org.kontor.table.Json;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;
import org.kontor.table.merchants.MerchantsTable;

/**
 * The long reliability runs of docs/reliability.md, one JVM each, loopback only, seeded:
 * <pre>
 *   slow-readers SECONDS SEED      30 spectators that stop reading + a fast random game (run at -Xmx128m)
 *   flood COMMANDS SEED            refused commands from one seat socket that never reads
 *   upgrades ATTEMPTS              refused WebSocket upgrades
 *   load CLIENTS RATE SECONDS SEED WebSocket clients sending RATE commands/s each
 *   leak GAMES SEED                the leak audit of MerchantsLeakTest over GAMES seeded games
 * </pre>
 * Each prints its figures and exits 1 if one is out of bounds. The short versions run in
 * {@code mvn verify} (ReliabilityRunTest).
 */
public final class Reliability {

    /** The RSS bound stated in docs/reliability.md for the slow-reader run at -Xmx128m. */
    static final long RSS_BOUND_MB = 320;

    /** The p99 of a command's round trip in the load run, docs/reliability.md. */
    static final double LATENCY_BUDGET_MS = 250;

    private Reliability() {}

    public static void main(String[] args) throws Exception {
        boolean ok = switch (args.length == 0 ? "" : args[0]) {
            case "slow-readers" -> slowReaders(Integer.parseInt(args[1]), Long.parseLong(args[2]), 30);
            case "flood" -> flood(Integer.parseInt(args[1]), Long.parseLong(args[2]));
            case "upgrades" -> upgrades(Integer.parseInt(args[1]));
            case "leak" -> {
                MerchantsLeakTest.auditGames(Integer.parseInt(args[1]), Long.parseLong(args[2]));   // throws on a leak
                yield true;
            }
            case "load" -> load(Integer.parseInt(args[1]), Double.parseDouble(args[2]), Integer.parseInt(args[3]),
                    Long.parseLong(args[4]), true);
            default -> {
                System.err.println("usage: Reliability slow-readers SECONDS SEED | flood COMMANDS SEED"
                        + " | upgrades ATTEMPTS | load CLIENTS RATE SECONDS SEED | leak GAMES SEED");
                yield false;
            }
        };
        System.out.println(ok ? "RESULT ok" : "RESULT FAILED");
        System.exit(ok ? 0 : 1);
    }

    static TestTable merchantsTable(long seed) {
        TestTable t = new TestTable(new MerchantsTable(), seed);
        t.dashboard.start(0);
        t.port = t.dashboard.port();
        return t;
    }

    static GameSetup setup(int players) {
        return new GameSetup("europe-short", List.of("Ana", "Ben", "Cai", "Dee").subList(0, players), Map.of(),
                GameSetup.DiceSource.VIRTUAL);
    }

    // ---- 30 spectators that stop reading, and a fast game --------------------------------------

    static boolean slowReaders(int seconds, long seed, int readers) throws Exception {
        TestTable t = merchantsTable(seed);
        RssSampler rss = new RssSampler();
        rss.start();
        List<RawWs> stalled = new ArrayList<>();
        try {
            for (int i = 0; i < readers; i++) {
                stalled.add(RawWs.open(t.port, "/ws/public", null, 8 * 1024));
            }
            long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(seconds);
            int games = 0;
            int moves = 0;
            long gameSeed = seed;
            while (System.nanoTime() < deadline) {
                t.session.start(setup(4)).get(10, TimeUnit.SECONDS);
                RandomPlay play = new RandomPlay();
                play.keepAll = false;
                try {
                    play.playUntil(t, 4, deadline, gameSeed++, RandomMoves::choose);
                } finally {
                    play.close();
                }
                moves += play.accepted;
                games++;
                if (!"ENDED".equals(Json.MAPPER.readTree(t.session.current().publicView()).at("/table/phase").asText())) {
                    t.session.end().get(10, TimeUnit.SECONDS);
                }
            }
            long last = t.session.current().seq();
            // The stalled readers read again: each gets the latest view, or was closed as fallen
            // behind (1008) and gets it on reconnecting, as a page does.
            int caughtUp = 0;
            int closedBehind = 0;
            for (RawWs reader : stalled) {
                long seen = -1;
                int got = 0;
                try {
                    for (String message = reader.next(); message != null; message = reader.next()) {
                        got++;
                        seen = Json.MAPPER.readTree(message).path("seq").asLong(-1);
                        if (seen >= last) {
                            break;
                        }
                    }
                } catch (java.net.SocketTimeoutException e) {
                    System.out.printf("slow-readers: a reader got %d messages, the last seq %d of %d, then nothing for 10 s;"
                            + " %d sockets open%n", got, seen, last, t.dashboard.openSockets());
                }
                if (seen < last && reader.closedWith != null && reader.closedWith.startsWith("1008")) {
                    closedBehind++;
                    try (RawWs again = RawWs.open(t.port, "/ws/public", null, 64 * 1024)) {
                        seen = Json.MAPPER.readTree(again.next()).path("seq").asLong(-1);
                    }
                }
                caughtUp += seen == last ? 1 : 0;
            }
            rss.stopSampling();
            long heap = AbuseTest.usedHeapAfterGc() >> 20;
            System.out.printf("slow-readers: %d s, seed %d, %d stalled spectators, %d games, %d moves (%.1f/s)%n",
                    seconds, seed, readers, games, moves, moves / (double) seconds);
            System.out.printf("slow-readers: max RSS %d MB (bound %d MB), heap after GC %d MB, max heap %d MB%n",
                    rss.maxMb(), RSS_BOUND_MB, heap, Runtime.getRuntime().maxMemory() >> 20);
            System.out.printf("slow-readers: %d of %d readers caught up with the latest view (seq %d); %d of them had"
                    + " been closed as fallen behind and reconnected%n", caughtUp, readers, last, closedBehind);
            return moves > 0 && rss.maxMb() < RSS_BOUND_MB && caughtUp == readers;
        } finally {
            stalled.forEach(RawWs::close);
            t.dashboard.stop();
        }
    }

    /** Samples the process's resident set size from /proc/self/status. */
    static final class RssSampler extends Thread {
        private volatile boolean running = true;
        private volatile long maxKb;

        RssSampler() {
            super("rss-sampler");
            setDaemon(true);
        }

        @Override
        public void run() {
            while (running) {
                maxKb = Math.max(maxKb, rssKb());
                try {
                    Thread.sleep(200);
                } catch (InterruptedException e) {
                    return;
                }
            }
        }

        void stopSampling() {
            running = false;
        }

        long maxMb() {
            return Math.max(maxKb, rssKb()) >> 10;
        }

        static long rssKb() {
            try {
                for (String line : Files.readAllLines(Path.of("/proc/self/status"))) {
                    if (line.startsWith("VmRSS:")) {
                        return Long.parseLong(line.replaceAll("\\D", ""));
                    }
                }
            } catch (IOException e) {
                // not Linux: no figure
            }
            return 0;
        }
    }

    // ---- a flood of refused commands from a socket that never reads ----------------------------

    static boolean flood(int commands, long seed) throws Exception {
        TestTable t = merchantsTable(seed);
        try {
            t.session.start(setup(4)).get(10, TimeUnit.SECONDS);
            int active = Json.MAPPER.readTree(t.session.current().publicView()).at("/needs/0").asInt();
            int attacker = (active + 1) % 4;
            long seq = t.session.current().seq();
            long before = AbuseTest.usedHeapAfterGc();
            long maxHeap = 0;
            int sent = 0;
            String outOfTurn = "{\"type\":\"command\",\"version\":" + t.session.current().version()
                    + ",\"command\":{\"type\":\"end-turn\"}}";
            String closedWith = "still open";
            try (RawWs socket = RawWs.open(t.port, "/ws/seat", t.seatCookie(attacker), 8 * 1024)) {
                try {
                    for (; sent < commands; sent++) {
                        socket.sendText(outOfTurn);
                        if (sent % 1_000 == 0) {
                            Runtime r = Runtime.getRuntime();
                            maxHeap = Math.max(maxHeap, r.totalMemory() - r.freeMemory());
                        }
                    }
                } catch (IOException e) {
                    closedWith = "closed by the hub after " + sent + " commands (" + e.getMessage() + ")";
                }
                try {
                    socket.drainUntilClosed();
                    closedWith = socket.closedWith + " after " + sent + " commands sent";
                } catch (IOException e) {
                    // the hub had closed the connection; the close frame may be lost with it
                }
            }
            long grown = AbuseTest.usedHeapAfterGc() - before;
            boolean unchanged = t.session.current().seq() == seq;
            System.out.printf("flood: seed %d, %,d refused commands attempted from seat %d's socket, which never"
                    + " reads: %s; heap grew by %,d bytes (largest heap seen %d MB); table unchanged: %s%n",
                    seed, commands, attacker, closedWith, grown, maxHeap >> 20, unchanged);
            return unchanged && !closedWith.equals("still open") && grown < 8_000_000;
        } finally {
            t.dashboard.stop();
        }
    }

    // ---- refused upgrades ----------------------------------------------------------------------

    static boolean upgrades(int attempts) throws Exception {
        TestTable t = merchantsTable(1);
        try {
            HttpClient http = HttpClient.newHttpClient();
            HttpRequest forged = HttpRequest.newBuilder(URI.create("http://localhost:" + t.port + "/ws/seat"))
                    .header("Cookie", "kontor_seat=forged").header("Sec-WebSocket-Version", "13")
                    .header("Sec-WebSocket-Key", "dGhlIHNhbXBsZSBub25jZQ==").timeout(Duration.ofSeconds(5)).build();
            long before = AbuseTest.usedHeapAfterGc();
            int refused = 0;
            int cookies = 0;
            for (int i = 0; i < attempts; i++) {
                HttpResponse<Void> response = http.send(forged, HttpResponse.BodyHandlers.discarding());
                refused += response.statusCode() == 401 ? 1 : 0;
                cookies += response.headers().allValues("Set-Cookie").size();
            }
            long grown = AbuseTest.usedHeapAfterGc() - before;
            System.out.printf("upgrades: %,d refused (401) of %,d attempts, %d Set-Cookie headers, heap grew by %,d"
                    + " bytes, %d sockets open%n", refused, attempts, cookies, grown, t.dashboard.openSockets());
            return refused == attempts && cookies == 0 && grown < 2_000_000 && t.dashboard.openSockets() == 0;
        } finally {
            t.dashboard.stop();
        }
    }

    // ---- load ----------------------------------------------------------------------------------

    /**
     * CLIENTS sockets, spread over the four seats, each sending RATE commands a second: the seat's
     * first socket plays a legal move when the game needs its seat, every other send is a command
     * the rules refuse (out of turn or stale). Errors are transport failures, error replies and
     * commands with no answer within 5 s; latency is from send to the answer.
     */
    static boolean load(int clients, double rate, int seconds, long seed, boolean checkLatency) throws Exception {
        TestTable t = merchantsTable(seed);
        List<WsProbe> sockets = new ArrayList<>();
        Map<String, Long> sentAt = new ConcurrentHashMap<>();
        AtomicInteger errors = new AtomicInteger();
        Map<String, Integer> errorKinds = new ConcurrentHashMap<>();
        List<Long> latencies = java.util.Collections.synchronizedList(new ArrayList<>());
        AtomicLong gameSeed = new AtomicLong(seed);
        try {
            t.session.start(setup(4)).get(10, TimeUnit.SECONDS);
            for (int i = 0; i < clients; i++) {
                WsProbe probe = WsProbe.open(t.port, "/ws/seat", t.seatCookie(i % 4), t.origin());
                probe.keepAll = false;
                probe.keepInbox = false;
                probe.onReply = reply -> {
                    Long start = sentAt.remove(reply.path("id").asText());
                    if (start != null) {
                        latencies.add(System.nanoTime() - start);
                    }
                    if ("error".equals(reply.path("type").asText())) {
                        errors.incrementAndGet();
                        errorKinds.merge(reply.path("kind").asText(), 1, Integer::sum);
                    }
                };
                sockets.add(probe);
                probe.awaitView(0);
                probe.parseViews = i < 4;             // only each seat's first socket chooses moves from its view
            }
            long heapStart = AbuseTest.usedHeapAfterGc();
            long heapMid = 0;
            long start = System.nanoTime();
            long periodNanos = (long) (1e9 / rate);
            Random random = new Random(seed);
            int sent = 0;
            long next = start;
            long skipped = 0;
            for (long tick = 0; ; tick++) {
                long now = System.nanoTime();
                if (now - start > TimeUnit.SECONDS.toNanos(seconds)) {
                    break;
                }
                if (next > now) {
                    TimeUnit.NANOSECONDS.sleep(next - now);
                }
                next += periodNanos;
                if (System.nanoTime() > next + periodNanos) {          // behind: skip, as a phone would, never burst
                    long behind = (System.nanoTime() - next) / periodNanos;
                    skipped += behind;
                    next += behind * periodNanos;
                }
                if (tick == (long) (rate * seconds / 2)) {
                    heapMid = AbuseTest.usedHeapAfterGc();
                }
                if (!"PLAYING".equals(Json.MAPPER.readTree(t.session.current().publicView()).at("/table/phase").asText())) {
                    t.session.start(new GameSetup("europe-short", List.of("Ana", "Ben", "Cai", "Dee"), Map.of(),
                            GameSetup.DiceSource.VIRTUAL)).get(10, TimeUnit.SECONDS);
                    gameSeed.incrementAndGet();
                }
                for (int c = 0; c < clients; c++) {
                    WsProbe probe = sockets.get(c);
                    if (probe.closed.isDone()) {
                        errors.incrementAndGet();
                        continue;
                    }
                    int seat = c % 4;
                    JsonNode view = c < 4 ? probe.latestView() : null;
                    JsonNode command = null;
                    if (view != null && contains(view.get("needs"), seat)) {
                        command = RandomMoves.choose(view, random);
                    }
                    long version = view == null ? t.session.current().version() : view.path("version").asLong();
                    if (command == null) {
                        command = Json.MAPPER.readTree("{\"type\":\"end-turn\"}");
                        version -= 1 + random.nextInt(3);                   // stale: refused
                    }
                    String id = c + "-" + tick;
                    sentAt.put(id, System.nanoTime());
                    probe.sendAsync("{\"type\":\"command\",\"id\":\"" + id + "\",\"version\":" + version
                            + ",\"command\":" + Json.write(command) + "}");
                    sent++;
                }
            }
            for (int wait = 0; wait < 100 && !sentAt.isEmpty(); wait++) {
                Thread.sleep(100);
            }
            long unanswered = sentAt.size();
            long heapEnd = AbuseTest.usedHeapAfterGc();
            long[] sorted = latencies.stream().mapToLong(Long::longValue).sorted().toArray();
            double p50 = percentile(sorted, 0.50);
            double p99 = percentile(sorted, 0.99);
            double max = sorted.length == 0 ? 0 : sorted[sorted.length - 1] / 1e6;
            int totalErrors = errors.get() + (int) unanswered;
            System.out.printf("load: seed %d, %d clients x %.0f commands/s x %d s: %,d commands sent (%,d rounds skipped"
                    + " because the generator fell behind), %,d answered, %d errors (%d unanswered), games played %d,"
                    + " table version %d%n", seed, clients, rate, seconds, sent, skipped, sorted.length, totalErrors,
                    unanswered, gameSeed.get() - seed + 1, t.session.current().version());
            if (!errorKinds.isEmpty()) {
                System.out.printf("load: error replies by kind: %s%n", errorKinds);
            }
            System.out.printf("load: latency p50 %.1f ms, p99 %.1f ms, max %.1f ms; heap after GC %d MB at the start,"
                    + " %d MB half-way, %d MB at the end%n", p50, p99, max, heapStart >> 20, heapMid >> 20, heapEnd >> 20);
            return totalErrors == 0 && sorted.length == sent && (!checkLatency || p99 < LATENCY_BUDGET_MS)
                    && heapEnd < heapStart + 16_000_000;
        } finally {
            sockets.forEach(WsProbe::close);
            t.dashboard.stop();
        }
    }

    private static boolean contains(JsonNode array, int seat) {
        if (array == null) {
            return false;
        }
        for (JsonNode n : array) {
            if (n.asInt() == seat) {
                return true;
            }
        }
        return false;
    }

    private static double percentile(long[] sorted, double p) {
        if (sorted.length == 0) {
            return 0;
        }
        return sorted[Math.min(sorted.length - 1, (int) Math.floor(p * sorted.length))] / 1e6;
    }

    static String describe(long[] values) {
        return Arrays.toString(values);
    }
}
