package org.kontor.engine.merchants;

import java.util.Collections;
import java.util.Map;
import java.util.WeakHashMap;
import org.kontor.engine.board.Board;
import org.kontor.engine.board.Topology;

/**
 * Where a merchant can walk: it passes anything, so its steps depend only on the printed board
 * (which paths it may use), never on the pieces. Each start's breadth-first distances, and each
 * (start, limit)'s reachable intersections as bit words, are worked out when first asked and
 * shared by every game on the same board.
 */
final class MerchantReach {

    /** Limits up to this keep their reachable lists (3 steps per grain: 10 grain); beyond, callers walk. */
    static final int CAP = 30;

    private static final Map<Board, MerchantReach[]> SHARED = Collections.synchronizedMap(new WeakHashMap<>());

    /** The reach over all paths ({@code [0]}) and over land paths only ({@code [1]}) of this board. */
    static MerchantReach[] of(Board board, boolean[] isPath, boolean[] isLandPath) {
        return SHARED.computeIfAbsent(board, b -> new MerchantReach[] {
                new MerchantReach(b.topology(), isPath), new MerchantReach(b.topology(), isLandPath)});
    }

    private final Topology topology;
    private final boolean[] usable;
    private final int intersections;
    /**
     * Per start: steps to every intersection, -1 where unreachable. Filled as asked; games on other
     * threads may race to fill a slot with the same answer, and the final field publishes it whole.
     */
    private final Shorts[] distances;
    /** Per start * (CAP + 1) + limit: a bit per intersection within limit steps other than the start. */
    private final Longs[] within;

    private static final class Shorts {
        final short[] values;

        Shorts(short[] values) {
            this.values = values;
        }
    }

    private static final class Longs {
        final long[] values;

        Longs(long[] values) {
            this.values = values;
        }
    }

    private MerchantReach(Topology topology, boolean[] usable) {
        this.topology = topology;
        this.usable = usable.clone();
        this.intersections = topology.intersectionCount();
        this.distances = new Shorts[intersections];
        this.within = new Longs[intersections * (CAP + 1)];
    }

    /** Steps from {@code from} to every intersection (-1: unreachable); shared, do not write. */
    short[] distances(int from) {
        Shorts known = distances[from];
        if (known != null) {
            return known.values;
        }
        short[] d = new short[intersections];
        java.util.Arrays.fill(d, (short) -1);
        int[] queue = new int[intersections];
        int tail = 0;
        d[from] = 0;
        queue[tail++] = from;
        for (int head = 0; head < tail; head++) {
            int at = queue[head];
            for (int p : topology.pathsAtIntersection(at)) {
                if (usable[p]) {
                    int next = topology.otherEnd(p, at);
                    if (d[next] < 0) {
                        d[next] = (short) (d[at] + 1);
                        queue[tail++] = next;
                    }
                }
            }
        }
        distances[from] = new Shorts(d);
        return d;
    }

    /** Steps from {@code from} to {@code to} when within {@code limit}, else -1. */
    int steps(int from, int to, int limit) {
        int d = distances(from)[to];
        return d >= 0 && d <= limit ? d : -1;
    }

    /**
     * The intersections other than {@code from} within {@code limit} steps, as a bit per
     * intersection (intersection i is bit i % 64 of word i / 64); shared, do not write. Kept for
     * limits up to {@link #CAP}, worked out afresh beyond.
     */
    long[] within(int from, int limit) {
        int key = from * (CAP + 1) + limit;
        if (limit <= CAP) {
            Longs known = within[key];
            if (known != null) {
                return known.values;
            }
        }
        short[] d = distances(from);
        long[] bits = new long[(intersections + 63) >>> 6];
        for (int at = 0; at < intersections; at++) {
            if (d[at] > 0 && d[at] <= limit) {
                bits[at >>> 6] |= 1L << at;
            }
        }
        if (limit <= CAP) {
            within[key] = new Longs(bits);
        }
        return bits;
    }
}
