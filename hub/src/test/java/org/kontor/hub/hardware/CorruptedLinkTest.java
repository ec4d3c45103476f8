package org.kontor.hub.hardware;

import static org.assertj.core.api.Assertions.assertThat;

import com.fazecast.jSerialComm.SerialPort;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.kontor.protocol.FrameError;
import org.kontor.protocol.link.ByteChannel;
import org.kontor.protocol.link.Clock;
import org.kontor.protocol.link.LinkConfig;
import org.kontor.protocol.link.LinkEvent;
import org.kontor.protocol.link.LinkLayer;
import org.kontor.protocol.message.Location;
import org.kontor.protocol.message.OccupancyChanged;
import org.kontor.protocol.message.Piece;

/**
 * The reference firmware (virtual board) and the hub's link layer over a real pseudo-terminal,
 * with 1 % of the bytes in each direction corrupted or lost (half each, seeded). Every change the
 * hub is handed must be one the board really made, with the piece it was made with, and once the
 * wire is clean again the hub's view equals the board's. The build runs 600 frames; the long run:
 * <pre>mvn -B -ntp -pl hub -am test -Dtest=CorruptedLinkTest -Dsurefire.failIfNoSpecifiedTests=false -Dkontor.frames=100000</pre>
 * (about an hour: the link runs at the speed of a real one, retransmission timeouts and all).
 */
public class CorruptedLinkTest {
    private static final long SEED = Long.getLong("kontor.seed", 17);
    private static final long FRAMES = Long.getLong("kontor.frames", 600);
    private static final double FAULTS = 0.01;
    private static final int PATHS = 72;

    @BeforeAll
    static void needsPseudoTerminalsAndGcc() {
        VirtualTable.assumePseudoTerminalsAndGcc();
    }

    @Test
    void one_percent_of_bytes_corrupted_or_lost_gives_no_misread_event() throws Exception {
        soak();
    }

    /** The long run outside Maven (docs/performance.md): the same test, sized by -Dkontor.frames. */
    public static void main(String[] args) throws Exception {
        soak();
    }

    static void soak() throws Exception {
        java.nio.file.Files.createDirectories(VirtualTable.BUILD);
        try (VirtualBoard board = VirtualBoard.start(VirtualBoard.build(VirtualTable.BUILD, org.kontor.protocol.message.Piece.GAME_MERCHANTS_OF_EUROPE, 54, PATHS, 19),
                VirtualTable.BUILD.resolve("corrupted.log"))) {
            SerialPort port = SerialPort.getCommPort(board.port());
            assertThat(port.openPort()).isTrue();
            try {
                port.setComPortTimeouts(SerialPort.TIMEOUT_NONBLOCKING, 0, 0);
                run(board, port);
            } finally {
                port.closePort();
            }
        }
    }

    private static void run(VirtualBoard board, SerialPort port) throws InterruptedException {
        Random random = new Random(SEED);
        Faulty channel = new Faulty(port, new Random(SEED + 1));
        // A 5 ms debounce (one firmware scan), so the board reports as fast as it scans.
        LinkConfig fast = new LinkConfig(1000, 3000, 250, 8, 500, 1, 64, 5);
        LinkLayer hub = new LinkLayer(channel, Clock.system(), fast);
        boolean[] occupied = new boolean[PATHS];
        // Every piece placed on each path, in order; a change the hub is handed must be the next
        // of them or a later one (changes in between may be lost with a session, never invented).
        Map<Integer, List<Integer>> placed = new HashMap<>();
        Map<Integer, Integer> matched = new HashMap<>();
        List<String> misread = new ArrayList<>();
        long delivered = 0;
        long sessions = 0;
        long started = System.nanoTime();
        long nextToggle = 0;
        while (channel.frames() < FRAMES) {
            long now = System.nanoTime();
            if (hub.inSession() && hub.occupancyKnown() && now >= nextToggle) {
                int path = random.nextInt(PATHS);
                occupied[path] = !occupied[path];
                int colour = 1 + random.nextInt(4);
                if (occupied[path]) {
                    placed.computeIfAbsent(path, p -> new ArrayList<>()).add(Piece.of(Piece.TRADE_ROUTE, colour));
                    board.send("place path " + path + " route " + new String[] {"red", "blue", "white", "orange"}[colour - 1]);
                } else {
                    board.send("remove path " + path);
                }
                nextToggle = now + 8_000_000L;
            }
            for (LinkEvent event : hub.poll()) {
                if (event instanceof LinkEvent.SessionStarted) {
                    sessions++;
                } else if (event instanceof LinkEvent.Received received && received.message() instanceof OccupancyChanged changed) {
                    for (OccupancyChanged.Change change : changed.changes()) {
                        delivered++;
                        Location at = change.location();
                        boolean real = at.kind() == Location.PATH && at.id() < PATHS;
                        if (real && change.present()) {
                            List<Integer> history = placed.getOrDefault(at.id(), List.of());
                            int next = matched.getOrDefault(at.id(), 0);
                            while (next < history.size() && history.get(next) != change.piece()) {
                                next++;
                            }
                            real = next < history.size();
                            matched.put(at.id(), next + 1);
                        }
                        if (!real) {
                            misread.add(change.toString());
                        }
                    }
                }
            }
            Thread.sleep(1);   // pacing the poll loop of a real-time link
        }
        // A clean wire: the hub's view must come to equal the board's.
        channel.clean = true;
        long deadline = System.nanoTime() + 10_000_000_000L;
        boolean same = false;
        while (System.nanoTime() < deadline && !same) {
            hub.poll();
            same = hub.inSession() && hub.occupancyKnown() && matches(hub, occupied);
            Thread.sleep(5);
        }
        double seconds = (System.nanoTime() - started) / 1e9;
        System.out.printf("seed %d: %d frames (%d to the hub, %d from it) in %.1f s, %d bytes corrupted, %d lost; "
                        + "%d frames refused by the hub (crc %d, cobs %d, length %d); %d sessions; %d changes delivered; %d misread%n",
                SEED, channel.frames(), channel.framesIn, channel.framesOut, seconds, channel.corrupted, channel.lost,
                hub.frameErrors(FrameError.CRC) + hub.frameErrors(FrameError.COBS) + hub.frameErrors(FrameError.LENGTH)
                        + hub.frameErrors(FrameError.OVERSIZE),
                hub.frameErrors(FrameError.CRC), hub.frameErrors(FrameError.COBS), hub.frameErrors(FrameError.LENGTH),
                sessions, delivered, misread.size());
        assertThat(misread).as("changes the board never made").isEmpty();
        assertThat(same).as("the hub's view equals the board's once the wire is clean").isTrue();
        assertThat(hub.frameErrors(FrameError.CRC) + hub.frameErrors(FrameError.COBS) + hub.frameErrors(FrameError.LENGTH))
                .as("corruption was injected and caught").isPositive();
    }

    private static boolean matches(LinkLayer hub, boolean[] occupied) {
        for (int p = 0; p < occupied.length; p++) {
            if (hub.occupancy().occupied(Location.path(p)) != occupied[p]) {
                return false;
            }
        }
        return true;
    }

    /** The serial port with faults: each byte, either way, is flipped or dropped with 0.5 % chance each. */
    private static final class Faulty implements ByteChannel {
        private final SerialPort port;
        private final Random random;
        volatile boolean clean;
        long framesIn;
        long framesOut;
        long corrupted;
        long lost;

        Faulty(SerialPort port, Random random) {
            this.port = port;
            this.random = random;
        }

        long frames() {
            return framesIn + framesOut;
        }

        @Override
        public int read(byte[] buffer) {
            int available = port.bytesAvailable();
            if (available <= 0) {
                return available < 0 ? -1 : 0;
            }
            byte[] raw = new byte[Math.min(available, buffer.length)];
            int count = port.readBytes(raw, raw.length);
            int kept = 0;
            for (int i = 0; i < count; i++) {
                if (raw[i] == 0) {
                    framesIn++;
                }
                byte b = raw[i];
                if (!clean) {
                    double roll = random.nextDouble();
                    if (roll < FAULTS / 2) {
                        lost++;
                        continue;
                    }
                    if (roll < FAULTS) {
                        corrupted++;
                        b ^= (byte) (1 << random.nextInt(8));
                    }
                }
                buffer[kept++] = b;
            }
            return kept;
        }

        @Override
        public void write(byte[] bytes) {
            byte[] out = new byte[bytes.length];
            int kept = 0;
            for (byte b : bytes) {
                if (b == 0) {
                    framesOut++;
                }
                if (!clean) {
                    double roll = random.nextDouble();
                    if (roll < FAULTS / 2) {
                        lost++;
                        continue;
                    }
                    if (roll < FAULTS) {
                        corrupted++;
                        b ^= (byte) (1 << random.nextInt(8));
                    }
                }
                out[kept++] = b;
            }
            port.writeBytes(out, kept);
        }
    }
}
