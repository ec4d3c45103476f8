package org.kontor.protocol.link;

import java.io.ByteArrayOutputStream;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;

/**
 * A serial cable on simulated time, with faults injected per written chunk (a chunk is one
 * frame, as both ends write whole frames): drop, corrupt one byte, duplicate, delay, and swap
 * with the chunk before. All randomness comes from the seed.
 */
final class SimulatedWire {
    /** Fault probabilities, each 0..1. */
    record Faults(double drop, double corrupt, double duplicate, double delay, double reorder) {
        static final Faults NONE = new Faults(0, 0, 0, 0, 0);
    }

    private final ManualClock clock;
    private final Random random;
    private Faults faults = Faults.NONE;
    private boolean cut;
    final End hub = new End();
    final End board = new End();

    SimulatedWire(ManualClock clock, long seed) {
        this.clock = clock;
        this.random = new Random(seed);
        hub.peer = board;
        board.peer = hub;
    }

    void faults(Faults faults) {
        this.faults = faults;
    }

    /** While cut, everything written is lost (a pulled cable). */
    void cut(boolean cut) {
        this.cut = cut;
    }

    private record Chunk(long at, byte[] bytes) {
    }

    final class End implements ByteChannel {
        private End peer;
        private final List<Chunk> inbound = new ArrayList<>();
        long written;
        private long lastAt;

        @Override
        public int read(byte[] buffer) {
            ByteArrayOutputStream out = new ByteArrayOutputStream();
            while (!inbound.isEmpty() && inbound.get(0).at <= clock.millis() && out.size() + inbound.get(0).bytes.length <= buffer.length) {
                out.writeBytes(inbound.remove(0).bytes);
            }
            byte[] bytes = out.toByteArray();
            System.arraycopy(bytes, 0, buffer, 0, bytes.length);
            return bytes.length;
        }

        @Override
        public void write(byte[] bytes) {
            written++;
            if (cut || random.nextDouble() < faults.drop()) {
                return;
            }
            byte[] copy = bytes.clone();
            if (random.nextDouble() < faults.corrupt()) {
                copy[random.nextInt(copy.length)] ^= (byte) (1 + random.nextInt(255));
            }
            // A cable is first in, first out; only the delay and reorder faults break that.
            long at = Math.max(lastAt, clock.millis() + 1 + random.nextInt(3));
            lastAt = at;
            if (random.nextDouble() < faults.delay()) {
                at += random.nextInt(300);
            }
            peer.deliver(new Chunk(at, copy));
            if (random.nextDouble() < faults.duplicate()) {
                peer.deliver(new Chunk(at + 1, copy.clone()));
            }
            if (random.nextDouble() < faults.reorder() && peer.inbound.size() >= 2) {
                int last = peer.inbound.size() - 1;
                Chunk a = peer.inbound.get(last - 1);
                Chunk b = peer.inbound.get(last);
                peer.inbound.set(last - 1, new Chunk(a.at, b.bytes));
                peer.inbound.set(last, new Chunk(b.at, a.bytes));
            }
        }

        private void deliver(Chunk chunk) {
            // Keep arrival order by time; equal times keep write order.
            int i = inbound.size();
            while (i > 0 && inbound.get(i - 1).at > chunk.at) {
                i--;
            }
            inbound.add(i, chunk);
        }
    }
}
