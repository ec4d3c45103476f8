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
import org.kontor.web.GameSetup;
import org.kontor.web.Pairing;
import org.kontor.web.merchants.MerchantsTable;
import org.kontor.web.session.TableSession;

/**
 * Sensor frame written into a pseudo-terminal → all 8 WebSocket clients (4 phones, 4 table
 * screens) have the new view, against a bare Javalin WebSocket broadcast of a view of the same
 * size to 8 clients, in the same run. The board's end of the pty (made by socat) is played here,
 * so t0 is the moment the OCCUPANCY_CHANGED frame is written. Each event puts a red route on a
 * path where none may go, or takes it off again: the table goes out of sync and back, and every
 * event publishes a new view. Settle window 0 (the 400 ms default is a deliberate wait, not cost).
 * Two baselines: the bare broadcast alone, and the bare broadcast set off by a frame read from a
 * pty pair like the hub's (the part of the chain that is the operating system's and Javalin's);
 * and where the time goes, stage by stage. Run with bench/latency.sh.
 */
public final class LatencyBenchmark {
    private static final int CLIENTS = 8;

    public static void main(String[] args) throws Exception {
        int events = args.length > 0 ? Integer.parseInt(args[0]) : 2000;
        Path dir = Files.createTempDirectory("kontor-latency");
        long[] table;
        try (PtyPair pty = PtyPair.open(dir, "table")) {
            table = measureTable(pty.hubEnd, pty.boardEnd, events);
        }
        long[] bare = measureBare(events, null);
        long[] bareWithPty;
        try (PtyPair pty = PtyPair.open(dir, "bare")) {
            bareWithPty = measureBare(events, pty);
        }
        System.out.println("events: " + events + ", clients: " + CLIENTS + ", view: " + viewSize + " characters");
        print("sensor frame -> 8 clients", table);
        printStages();
        print("bare Javalin broadcast -> 8 clients", bare);
        print("bare frame over the pty + broadcast", bareWithPty);
        System.out.printf("ratio to the bare broadcast:        p50 %.2f, p99 %.2f%n", ratio(table, bare, 50), ratio(table, bare, 99));
        System.out.printf("ratio to the bare pty + broadcast:  p50 %.2f, p99 %.2f%n", ratio(table, bareWithPty, 50),
                ratio(table, bareWithPty, 99));
        System.exit(0);
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

    private static long[] measureTable(Path hubEnd, Path boardEnd, int events) throws Exception {
        MerchantsTable game = new MerchantsTable();
        TableSession<MerchantsState, Command, ?, ?> session = new TableSession<>(game, () -> 7L);
        Pairing pairing = Pairing.random(4);
        // When the verdict was reached and the views were made (this listener runs before the sockets' one).
        java.util.concurrent.atomic.AtomicLongArray marks = new java.util.concurrent.atomic.AtomicLongArray(2);
        session.onPublish(p -> marks.set(1, System.nanoTime()));
        Dashboard dashboard = Dashboard.create(session, pairing, Dashboard.Options.forTests()).start(0);
        FakeBoard board = new FakeBoard(boardEnd.toString(), 195, 274, 80);
        board.start();
        PhysicalTable<MerchantsState, Command> physical = PhysicalTable.attach(session, new MerchantsPhysicalRules(),
                new HardwareConfig(List.of(new HardwareConfig.BoardConfig("bench", hubEnd.toString())), List.of(), List.of(), 0));
        physical.onVerdict(v -> marks.set(0, System.nanoTime()));
        session.start(new GameSetup("europe-short", List.of("Ana", "Ben", "Cy", "Di"), Map.of("setup", "FIXED"),
                GameSetup.DiceSource.TABLE)).get(10, TimeUnit.SECONDS);
        List<Phone> clients = new ArrayList<>();
        for (int seat = 0; seat < 4; seat++) {
            clients.add(Phone.open(dashboard.port(), "/ws/seat?token=" + pairing.seatToken(seat)));
            clients.add(Phone.open(dashboard.port(), "/ws/public"));
        }
        MerchantsState state = session.read(s -> s).get();
        board.place(new MerchantsPhysicalRules().expected(state));
        for (Phone client : clients) {
            client.await("in sync", v -> v.path("physical").path("state").asText().equals("in-sync"), java.time.Duration.ofSeconds(20));
        }
        int path = 40;   // a sea-side path of europe-short where no route may go in this start
        long[] latencies = new long[events];
        for (int i = -200; i < events; i++) {   // 200 to warm up
            boolean present = (i & 1) == 0;
            String expect = present ? "out-of-sync" : "in-sync";
            long t0 = System.nanoTime();
            board.send(new OccupancyChanged(0, List.of(new OccupancyChanged.Change(Location.path(path), present,
                    present ? Piece.of(Piece.TRADE_ROUTE, Piece.RED) : 0))));
            long t1 = 0;
            long first = Long.MAX_VALUE;
            for (Phone client : clients) {
                client.await(expect, v -> v.path("physical").path("state").asText().equals(expect), java.time.Duration.ofSeconds(10));
                t1 = Math.max(t1, client.arrivedNanos());
                first = Math.min(first, client.arrivedNanos());
            }
            if (i >= 0) {
                latencies[i] = t1 - t0;
                stages.add(new long[] {t0, marks.get(0), marks.get(1), first, t1});
            }
        }
        viewSize = session.current().seatView(0).length();
        clients.forEach(Phone::close);
        physical.close();
        board.close();
        dashboard.stop();
        session.stop(java.time.Duration.ofSeconds(5));
        return latencies;
    }

    private static int viewSize;
    /** Per event: frame written, verdict reached, views made, the first and the last client has the view. */
    private static final List<long[]> stages = new ArrayList<>();

    /** Where the time goes, stage by stage (each stage's own p50/p99; they do not add up to the total's p99). */
    private static void printStages() {
        String[] names = {"frame written", "verdict reached", "views made", "first client has it", "last client has it"};
        for (int j = 1; j < names.length; j++) {
            int from = j - 1;
            int to = j;
            long[] d = stages.stream().mapToLong(r -> r[to] - r[from]).toArray();
            System.out.printf("  %-19s -> %-19s p50 %6.2f ms  p99 %6.2f ms%n", names[from], names[to], percentile(d, 50) / 1e6,
                    percentile(d, 99) / 1e6);
        }
    }

    /**
     * The bare baseline: a view-sized string broadcast through Javalin to 8 clients; with {@code pty},
     * each broadcast is set off by a frame written into the pty and read on the other end (the same
     * reads as the hub's), so only the hub's own work is missing.
     */
    private static long[] measureBare(int events, PtyPair pty) throws Exception {
        Map<WsContext, Boolean> open = new ConcurrentHashMap<>();
        Javalin app = Javalin.create(config -> config.routes.ws("/ws", ws -> {
            ws.onConnect(ctx -> open.put(ctx, true));
            ws.onClose(ctx -> open.remove(ctx));
        })).start(0);
        List<Phone> clients = new ArrayList<>();
        for (int i = 0; i < CLIENTS; i++) {
            clients.add(Phone.open(app.port(), "/ws"));
        }
        while (open.size() < CLIENTS) {
            Thread.sleep(10);
        }
        String padding = "x".repeat(Math.max(0, viewSize - 40));
        java.util.function.LongFunction<String> message = seq -> "{\"type\":\"view\",\"seq\":" + seq + ",\"pad\":\"" + padding + "\"}";
        SerialPort boardEnd = null;
        Thread reader = null;
        if (pty != null) {
            SerialPort hubEnd = SerialPort.getCommPort(pty.hubEnd.toString());
            boardEnd = SerialPort.getCommPort(pty.boardEnd.toString());
            if (!hubEnd.openPort() || !boardEnd.openPort()) {
                throw new IllegalStateException("cannot open " + pty);
            }
            hubEnd.setComPortTimeouts(SerialPort.TIMEOUT_READ_SEMI_BLOCKING, 5, 0);
            reader = new Thread(() -> {
                FrameDecoder decoder = new FrameDecoder(frame -> {
                    long seq = ((OccupancyChanged) MessageCodec.decode(frame).message()).changes().get(0).location().id();
                    String text = message.apply(seq);
                    open.keySet().forEach(ctx -> ctx.send(text));
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
            reader.setDaemon(true);
            reader.start();
        }
        long[] latencies = new long[events];
        for (int i = -200; i < events; i++) {
            long seq = i + 1000;
            long t0 = System.nanoTime();
            if (boardEnd == null) {
                String text = message.apply(seq);
                open.keySet().forEach(ctx -> ctx.send(text));
            } else {
                byte[] wire = MessageCodec.encode(new OccupancyChanged(0, List.of(new OccupancyChanged.Change(Location.path((int) seq), true,
                        Piece.of(Piece.TRADE_ROUTE, Piece.RED)))), i + 201, 0).toWire();
                boardEnd.writeBytes(wire, wire.length);
            }
            long t1 = 0;
            for (Phone client : clients) {
                client.await("seq " + seq, v -> v.path("seq").asLong() == seq, java.time.Duration.ofSeconds(10));
                t1 = Math.max(t1, client.arrivedNanos());
            }
            if (i >= 0) {
                latencies[i] = t1 - t0;
            }
        }
        if (reader != null) {
            reader.interrupt();
            reader.join(2000);
            boardEnd.closePort();
        }
        clients.forEach(Phone::close);
        app.stop();
        return latencies;
    }

    private static void print(String what, long[] latencies) {
        System.out.printf("%-38s p50 %6.2f ms  p99 %6.2f ms  max %6.2f ms%n", what, percentile(latencies, 50) / 1e6,
                percentile(latencies, 99) / 1e6, Arrays.stream(latencies).max().orElse(0) / 1e6);
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
                int colour = standing.colour() == null ? Piece.NEUTRAL : standing.colour().ordinal() + 1;
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
