package org.kontor.engine.merchants;

import org.kontor.engine.board.Topology;

/**
 * Where a merchant can walk: it passes anything, so its steps depend only on the printed board
 * (which paths it may use), never on the pieces. Each start's breadth-first distances are worked
 * out once, when the board's {@link BoardFacts} are made, and shared by every game on that board.
 */
final class MerchantReach {

    /** Paid merchant moves are priced up to this many steps from a table (3 steps per grain: 10 grain). */
    static final int CAP = 30;

    private final int intersections;
    /** Per start: steps to every intersection, -1 where unreachable. Never written after construction. */
    private final short[][] distances;

    /** The reach over all paths ({@code [0]}) and over land paths only ({@code [1]}) of this board. */
    static MerchantReach[] of(Topology topology, boolean[] isPath, boolean[] isLandPath) {
        return new MerchantReach[] {new MerchantReach(topology, isPath), new MerchantReach(topology, isLandPath)};
    }

    private MerchantReach(Topology topology, boolean[] usable) {
        this.intersections = topology.intersectionCount();
        this.distances = new short[intersections][];
        int[] queue = new int[intersections];
        for (int from = 0; from < intersections; from++) {
            short[] d = new short[intersections];
            java.util.Arrays.fill(d, (short) -1);
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
            distances[from] = d;
        }
    }

    /** Steps from {@code from} to every intersection (-1: unreachable); shared, do not write. */
    short[] distances(int from) {
        return distances[from];
    }

    /** Steps from {@code from} to {@code to} when within {@code limit}, else -1. */
    int steps(int from, int to, int limit) {
        int d = distances[from][to];
        return d >= 0 && d <= limit ? d : -1;
    }
}
