package org.kontor.hub.hardware;

import com.fazecast.jSerialComm.SerialPort;
import io.javalin.Javalin;
import io.javalin.websocket.WsContext;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.TimeUnit;
import org.kontor.engine.merchants.Command;
import org.kontor.engine.merchants.MerchantsPhysicalRules;
import org.kontor.engine.merchants.MerchantsState;
import org.kontor.protocol.Bytes;
import org.kontor.protocol.Frame;
import org.kontor.protocol.FrameDecoder;
import org.kontor.protocol.link.OccupancyState;
import org.kontor.protocol.message.Ack;
import org.kontor.protocol.message.Heartbeat;
import org.kontor.protocol.message.Hello;
import org.kontor.protocol.message.HelloAck;
import org.kontor.protocol.message.Location;
import org.kontor.protocol.message.Message;
import org.kontor.protocol.message.MessageCodec;
import org.kontor.protocol.message.MessageResult;
import org.kontor.protocol.message.MessageType;
import org.kontor.protocol.message.OccupancyChanged;
import org.kontor.protocol.message.Piece;
import org.kontor.protocol.message.Snapshot;
import org.kontor.protocol.message.SnapshotSection;
import org.kontor.web.Dashboard;
import org.kontor.table.GameSetup;
import org.kontor.web.Pairing;
import org.kontor.table.merchants.MerchantsTable;
import org.kontor.table.session.TableSession;

/**
 * Sensor frame written into a pseudo-terminal → all 8 WebSocket clients (4 phones, 4 table
 * screens) have the new view, against a bare Javalin WebSocket broadcast of a view of the same
 * size to 8 clients, in the same JVM. The board's end of the pty (made by socat) is played here,
 * so t0 is the moment the OCCUPANCY_CHANGED frame is written. Each event puts a red route on a
 * path where none may go, or takes it off again: the table goes out of sync and back, and every
 * event publishes a new view. Settle window 0 (the 400 ms default is a deliberate wait, not cost).
 *
 * <p>The host's load swings within seconds, so the subject and the baselines run in alternating
 * rounds (the order flips every round) and their samples are pooled: the load falls on all of them
 * alike. Two baselines: the bare broadcast, and the bare broadcast set off by a frame read from a
 * pty pair like the hub's (the part of the chain that is the operating system's and Javalin's).
 * The table's events are also timed stage by stage. Run with bench/latency.sh.
 */
public final class LatencyBenchmark {
    private static final int CLIENTS = 8;
    private static final int WARM_UP = 200;

    /** One thing measured: event number {@code i} → nanoseconds until all 8 clients have it. */
    private interface Subject extends AutoCloseable {
        long event(int i) throws Exception;
    }

    public static void main(String[] args) throws Exception {
        int events = args.length > 0 ? Integer.parseInt(args[0]) : 2000;
        int rounds = args.length > 1 ? Integer.parseInt(args[1]) : 5;
        int perRound = Math.max(1, events / rounds);
        Path dir = Files.createTempDirectory("kontor-latency");
        String[] names = {"sensor frame -> 8 clients", "bare Javalin broadcast -> 8 clients", "bare frame over the pty + broadcast"};
        try (PtyPair tablePty = PtyPair.open(dir, "table"); PtyPair barePty = PtyPair.open(dir, "bare");
                Table table = Table.open(tablePty);
                Bare bare = Bare.open(table.viewSize, null);
                Bare bareWithPty = Bare.open(table.viewSize, barePty)) {
            Subject[] subjects = {table, bare, bareWithPty};
            for (Subject subject : subjects) {
                for (int i = 0; i < WARM_UP; i++) {
                    subject.event(i);
                }
            }
            table.stages.clear();
            List<List<long[]>> samples = new ArrayList<>();
            for (int s = 0; s < subjects.length; s++) {
                samples.add(new ArrayList<>());
            }
            System.out.printf("events: %d in %d rounds of %d, clients: %d, view: %d characters, load average at the start: %s%n",
                    perRound * rounds, rounds, perRound, CLIENTS, table.viewSize, loadAverage());
            int next = WARM_UP;
            for (int round = 0; round < rounds; round++) {
                long[][] got = new long[subjects.length][perRound];
                for (int k = 0; k < subjects.length; k++) {
                    int s = round % 2 == 0 ? k : subjects.length - 1 - k;   // the order flips every round
                    for (int i = 0; i < perRound; i++) {
                        got[s][i] = subjects[s].event(next + i);
                    }
                }
                next += perRound;
                for (int s = 0; s < subjects.length; s++) {
                    samples.get(s).add(got[s]);
                }
                System.out.printf("round %d (load %s): table p50 %.2f p99 %.2f max %.2f ms | bare p50 %.2f p99 %.2f | pty + bare p50 %.2f p99 %.2f"
                        + " | ratio to bare p50 %.2f p99 %.2f%n", round + 1, loadAverage(),
                        ms(percentile(got[0], 50)), ms(percentile(got[0], 99)), ms(max(got[0])),
                        ms(percentile(got[1], 50)), ms(percentile(got[1], 99)), ms(percentile(got[2], 50)), ms(percentile(got[2], 99)),
                        ratio(got[0], got[1], 50), ratio(got[0], got[1], 99));
            }
            long[][] pooled = new long[subjects.length][];
            for (int s = 0; s < subjects.length; s++) {
                pooled[s] = samples.get(s).stream().flatMapToLong(java.util.Arrays::stream).toArray();
            }
            System.out.println("pooled over the rounds:");
            for (int s = 0; s < subjects.length; s++) {
                print(names[s], pooled[s]);
            }
            System.out.printf("ratio to the bare broadcast:        p50 %.2f, p99 %.2f%n", ratio(pooled[0], pooled[1], 50),
                    ratio(pooled[0], pooled[1], 99));
            System.out.printf("ratio to the bare pty + broadcast:  p50 %.2f, p99 %.2f%n", ratio(pooled[0], pooled[2], 50),
                    ratio(pooled[0], pooled[2], 99));
            table.printStages();
            System.out.println("load average at the end: " + loadAverage());
        }
        System.exit(0);
    }

    private static double ms(long nanos) {
        return nanos / 1e6;
    }

    private static long max(long[] values) {
        return Arrays.stream(values).max().orElse(0);
    }

    private static String loadAverage() {
        try {
            return Files.readString(Path.of("/proc/loadavg")).split(" ")[0];
        } catch (java.io.IOException e) {
            return "?";
        }
    }

    private static double ratio(long[] a, long[] b, int p) {
        return percentile(a, p) / (double) percentile(b, p);
    }

    /** Two pseudo-terminals joined by socat: the board writes into one end, the hub reads the other. */
    private record PtyPair(Process socat, Path hubEnd, Path boardEnd) implements AutoCloseable {
        static PtyPair open(Path dir, String name) throws Exception {
            Path hubEnd = dir.resolve(name + "-hub");
            Path boardEnd = dir.resolve(name + "-board");
            Process socat = new ProcessBuilder("socat", "pty,raw,echo=0,link=" + hubEnd, "pty,raw,echo=0,link=" + boardEnd)
                    .redirectErrorStream(true).redirectOutput(dir.resolve(name + "-socat.log").toFile()).start();
            for (int i = 0; i < 100 && !(Files.exists(hubEnd) && Files.exists(boardEnd)); i++) {
                Thread.sleep(20);
            }
            return new PtyPair(socat, hubEnd, boardEnd);
        }

        @Override
        public void close() throws InterruptedException {
            socat.destroy();
            socat.waitFor(5, TimeUnit.SECONDS);
        }
    }

    /** The hub: board over the pty, physical table, session, dashboard, 8 clients. */
    private static final class Table implements Subject {
        private static final int PATH = 40;   // a sea-side path of europe-short where no route may go in this start
        /** Per event: frame written, judging starts, views made, the first and the last client has the view. */
        final List<long[]> stages = new ArrayList<>();
        // When judging started (the rules are first asked where pieces should stand) and the views were
        // made (this listener runs before the sockets' one); the first mark after the frame counts.
        private final java.util.concurrent.atomic.AtomicLongArray marks = new java.util.concurrent.atomic.AtomicLongArray(2);
        private final List<Phone> clients = new ArrayList<>();
        private TableSession<MerchantsState, Command, ?, ?> session;
        private Dashboard dashboard;
        private FakeBoard board;
        private PhysicalTable<MerchantsState, Command> physical;
        int viewSize;

        static Table open(PtyPair pty) throws Exception {
            Table t = new Table();
            t.session = new TableSession<>(new MerchantsTable(), () -> 7L);
            Pairing pairing = Pairing.random(4);
            t.session.onPublish(p -> t.marks.compareAndSet(1, 0, System.nanoTime()));
            t.dashboard = Dashboard.create(t.session, pairing, Dashboard.Options.forTests()).start(0);
            t.board = new FakeBoard(pty.boardEnd.toString(), 195, 274, 80);
            t.board.start();
            t.physical = PhysicalTable.attach(t.session, new Timed(new MerchantsPhysicalRules(), t.marks),
                    new HardwareConfig(List.of(new HardwareConfig.BoardConfig("bench", pty.hubEnd.toString())), List.of(), List.of(), 0));
            t.session.start(new GameSetup("europe-short", List.of("Ana", "Ben", "Cy", "Di"), Map.of("setup", "FIXED"),
                    GameSetup.DiceSource.TABLE)).get(10, TimeUnit.SECONDS);
            for (int seat = 0; seat < 4; seat++) {
                t.clients.add(Phone.open(t.dashboard.port(), "/ws/seat?token=" + pairing.seatToken(seat)));
                t.clients.add(Phone.open(t.dashboard.port(), "/ws/public"));
            }
            MerchantsState state = t.session.read(s -> s).get();
            t.board.place(new MerchantsPhysicalRules().expected(state));
            for (Phone client : t.clients) {
                client.await("in sync", v -> v.path("physical").path("state").asText().equals("in-sync"), java.time.Duration.ofSeconds(20));
            }
            t.viewSize = t.session.current().seatView(0).length();
            return t;
        }

        @Override
        public long event(int i) throws Exception {
            boolean present = (i & 1) == 0;
            String expect = present ? "out-of-sync" : "in-sync";
            marks.set(0, 0);
            marks.set(1, 0);
            long t0 = System.nanoTime();
            board.send(new OccupancyChanged(0, List.of(new OccupancyChanged.Change(Location.path(PATH), present,
                    present ? Piece.of(Piece.TRADE_ROUTE, Piece.RED) : 0))));
            long t1 = 0;
            long first = Long.MAX_VALUE;
            for (Phone client : clients) {
                client.await(expect, v -> v.path("physical").path("state").asText().equals(expect), java.time.Duration.ofSeconds(10));
                t1 = Math.max(t1, client.arrivedNanos());
                first = Math.min(first, client.arrivedNanos());
            }
            stages.add(new long[] {t0, marks.get(0), marks.get(1), first, t1});
            return t1 - t0;
        }

        /** Where the time goes, stage by stage (each stage's own p50/p99; they do not add up to the total's p99). */
        void printStages() {
            String[] names = {"frame written", "judging starts", "views made", "first client has it", "last client has it"};
            System.out.println("where the table's time goes (pooled):");
            for (int j = 1; j < names.length; j++) {
                int from = j - 1;
                int to = j;
                long[] d = stages.stream().mapToLong(r -> r[to] - r[from]).toArray();
                System.out.printf("  %-19s -> %-19s p50 %6.2f ms  p99 %6.2f ms%n", names[from], names[to], ms(percentile(d, 50)),
                        ms(percentile(d, 99)));
            }
        }

        @Override
        public void close() throws Exception {
            clients.forEach(Phone::close);
            physical.close();
            board.close();
            dashboard.stop();
            session.stop(java.time.Duration.ofSeconds(5));
        }
    }

    /** The game's physical rules, noting when the table first asks where the pieces should stand after an event. */
    private record Timed(MerchantsPhysicalRules rules, java.util.concurrent.atomic.AtomicLongArray marks)
            implements org.kontor.engine.table.PhysicalRules<MerchantsState, Command> {
        @Override
        public int gameCode() {
            return rules.gameCode();
        }

        @Override
        public List<String> pieceKinds() {
            return rules.pieceKinds();
        }

        @Override
        public List<String> pieces() {
            return rules.pieces();
        }

        @Override
        public java.util.SortedSet<org.kontor.engine.table.Spot> spotsInUse(MerchantsState state) {
            return rules.spotsInUse(state);
        }

        @Override
        public org.kontor.engine.table.TableLayout expected(MerchantsState state) {
            marks.compareAndSet(0, 0, System.nanoTime());
            return rules.expected(state);
        }

        @Override
        public List<org.kontor.engine.table.Reading<Command>> readings(MerchantsState state) {
            return rules.readings(state);
        }

        @Override
        public List<org.kontor.engine.table.Spot> targets(MerchantsState state) {
            return rules.targets(state);
        }

        @Override
        public java.util.Optional<org.kontor.engine.table.SeatCommand<Command>> roll(MerchantsState state, List<Integer> dice) {
            return rules.roll(state, dice);
        }

        @Override
        public java.util.Optional<org.kontor.engine.table.SeatCommand<Command>> endTurn(MerchantsState state) {
            return rules.endTurn(state);
        }
    }

    /**
     * The bare baseline: a view-sized string broadcast through Javalin to 8 clients; with {@code pty},
     * each broadcast is set off by a frame written into the pty and read on the other end (the same
     * reads as the hub's), so only the hub's own work is missing.
     */
    private static final class Bare implements Subject {
        private final Map<WsContext, Boolean> open = new ConcurrentHashMap<>();
        private final List<Phone> clients = new ArrayList<>();
        private Javalin app;
        private java.util.function.LongFunction<String> message;
        private SerialPort boardEnd;
        private Thread reader;

        static Bare open(int viewSize, PtyPair pty) throws Exception {
            Bare b = new Bare();
            b.app = Javalin.create(config -> config.routes.ws("/ws", ws -> {
                ws.onConnect(ctx -> b.open.put(ctx, true));
                ws.onClose(ctx -> b.open.remove(ctx));
            })).start(0);
            for (int i = 0; i < CLIENTS; i++) {
                b.clients.add(Phone.open(b.app.port(), "/ws"));
            }
            while (b.open.size() < CLIENTS) {
                Thread.sleep(10);
            }
            String padding = "x".repeat(Math.max(0, viewSize - 40));
            b.message = seq -> "{\"type\":\"view\",\"seq\":" + seq + ",\"pad\":\"" + padding + "\"}";
            if (pty != null) {
                SerialPort hubEnd = SerialPort.getCommPort(pty.hubEnd.toString());
                b.boardEnd = SerialPort.getCommPort(pty.boardEnd.toString());
                if (!hubEnd.openPort() || !b.boardEnd.openPort()) {
                    throw new IllegalStateException("cannot open " + pty);
                }
                hubEnd.setComPortTimeouts(SerialPort.TIMEOUT_READ_SEMI_BLOCKING, 100, 0);   // as SerialBoard reads
                b.reader = new Thread(() -> {
                    FrameDecoder decoder = new FrameDecoder(frame -> {
                        long seq = ((OccupancyChanged) MessageCodec.decode(frame).message()).changes().get(0).location().id();
                        b.broadcast(seq);
                    });
                    byte[] buffer = new byte[512];
                    while (!Thread.currentThread().isInterrupted()) {
                        int n = hubEnd.readBytes(buffer, buffer.length);
                        if (n > 0) {
                            decoder.accept(buffer, 0, n);
                        }
                    }
                    hubEnd.closePort();
                }, "bare-reader");
                b.reader.setDaemon(true);
                b.reader.start();
            }
            return b;
        }

        private void broadcast(long seq) {
            String text = message.apply(seq);
            open.keySet().forEach(ctx -> ctx.send(text));
        }

        @Override
        public long event(int i) throws Exception {
            long seq = i + 1000;
            long t0 = System.nanoTime();
            if (boardEnd == null) {
                broadcast(seq);
            } else {
                byte[] wire = MessageCodec.encode(new OccupancyChanged(0, List.of(new OccupancyChanged.Change(Location.path((int) seq), true,
                        Piece.of(Piece.TRADE_ROUTE, Piece.RED)))), (i % 65535) + 1, 0).toWire();
                boardEnd.writeBytes(wire, wire.length);
            }
            long t1 = 0;
            for (Phone client : clients) {
                client.await("seq " + seq, v -> v.path("seq").asLong() == seq, java.time.Duration.ofSeconds(10));
                t1 = Math.max(t1, client.arrivedNanos());
            }
            return t1 - t0;
        }

        @Override
        public void close() throws Exception {
            if (reader != null) {
                reader.interrupt();
                reader.join(2000);
                boardEnd.closePort();
            }
            clients.forEach(Phone::close);
            app.stop();
        }
    }

    private static void print(String what, long[] latencies) {
        System.out.printf("  %-38s p50 %6.2f ms  p99 %6.2f ms  max %6.2f ms%n", what, ms(percentile(latencies, 50)),
                ms(percentile(latencies, 99)), ms(max(latencies)));
    }

    private static long percentile(long[] values, int p) {
        long[] sorted = values.clone();
        Arrays.sort(sorted);
        return sorted[Math.min(sorted.length - 1, (int) Math.ceil(p / 100.0 * sorted.length) - 1)];
    }

    /** The board's end of the link, minimal: HELLO, acknowledgements, a snapshot, heartbeats, events. */
    private static final class FakeBoard implements AutoCloseable {
        private final SerialPort port;
        private final int intersections;
        private final int paths;
        private final int hexes;
        private final FrameDecoder decoder = new FrameDecoder(this::onFrame);
        private final OccupancyState occupancy;
        private final Thread reader = new Thread(this::read, "fake-board");
        private volatile boolean running = true;
        private int session;
        private int seq;
        private int lastReceived;

        FakeBoard(String path, int intersections, int paths, int hexes) {
            this.port = SerialPort.getCommPort(path);
            this.intersections = intersections;
            this.paths = paths;
            this.hexes = hexes;
            this.occupancy = new OccupancyState(intersections, paths, hexes);
        }

        void start() {
            if (!port.openPort()) {
                throw new IllegalStateException("cannot open " + port.getSystemPortPath());
            }
            port.setComPortTimeouts(SerialPort.TIMEOUT_READ_SEMI_BLOCKING, 50, 0);
            reader.setDaemon(true);
            reader.start();
        }

        /** Puts the layout's pieces on the board, as one change. */
        void place(org.kontor.engine.table.TableLayout layout) {
            List<OccupancyChanged.Change> changes = new ArrayList<>();
            layout.pieces().forEach((spot, standing) -> {
                int kind = switch (standing.piece()) {
                    case "kontor" -> Piece.KONTOR;
                    case "route" -> Piece.TRADE_ROUTE;
                    case "merchant" -> Piece.MERCHANT;
                    case "caravan" -> Piece.CARAVAN;
                    default -> Piece.MOE_ROBBER;
                };
                int colour = standing.colour() == null ? Piece.NEUTRAL : org.kontor.engine.board.PlayerColour.valueOf(standing.colour().toUpperCase(java.util.Locale.ROOT)).ordinal() + 1;
                changes.add(new OccupancyChanged.Change(new Location(spot.kind().ordinal(), spot.id()), true, Piece.of(kind, colour)));
            });
            send(new OccupancyChanged(0, changes));
        }

        synchronized void send(Message event) {
            if (event instanceof OccupancyChanged changed) {
                occupancy.apply(changed);
            }
            write(MessageCodec.encode(event, ++seq, session << 4));
        }

        private synchronized void write(Frame frame) {
            byte[] wire = frame.toWire();
            port.writeBytes(wire, wire.length);
        }

        private void read() {
            byte[] buffer = new byte[512];
            long nextHeartbeat = System.nanoTime();
            while (running) {
                int n = port.readBytes(buffer, buffer.length);
                if (n > 0) {
                    decoder.accept(buffer, 0, n);
                }
                if (System.nanoTime() >= nextHeartbeat && session != 0) {
                    synchronized (this) {
                        write(MessageCodec.encode(new Heartbeat(0, seq, occupancy.stateHash(), 0, 0, 0, 0), 0, session << 4));
                    }
                    nextHeartbeat = System.nanoTime() + 500_000_000L;
                }
            }
        }

        private void onFrame(Frame frame) {
            MessageResult result = MessageCodec.decode(frame);
            if (!result.isOk()) {
                return;
            }
            Message message = result.message();
            if (message.type() == MessageType.HELLO_REQ) {
                write(MessageCodec.encode(new Hello(1, 0, 0, 1, 0, Bytes.of("BENCH001".getBytes(java.nio.charset.StandardCharsets.US_ASCII)),
                        1234, 1, 15, 3, Piece.GAME_MERCHANTS_OF_EUROPE, 0x100, 0, intersections, paths, hexes, 0, 0, 240, "bench board"), 0, 0));
                return;
            }
            if (!frame.reliable()) {
                return;
            }
            if (message instanceof HelloAck ack) {
                session = ack.session();
                seq = 0;
            }
            lastReceived = frame.seq();
            write(MessageCodec.encode(new Ack(lastReceived), 0, session << 4));
            if (message.type() == MessageType.SNAPSHOT_REQ) {
                synchronized (this) {
                    List<SnapshotSection> sections = new ArrayList<>();
                    for (int kind = 0; kind < 3; kind++) {
                        sections.add(new SnapshotSection.Presence(kind, Bytes.of(occupancy.bitmap(kind))));
                    }
                    write(MessageCodec.encode(new Snapshot(0, 1, occupancy.stateHash(), sections), ++seq, session << 4));
                }
            }
        }

        @Override
        public void close() {
            running = false;
            try {
                reader.join(2000);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
            port.closePort();
        }
    }
}
