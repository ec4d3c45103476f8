package org.kontor.engine.merchants;

/**
 * A seat's route frontier: the empty paths that touch its kontors or routes, which is all of a
 * route's check that depends on the path ({@link TradeRoutes}). Worked out per listing from the
 * state's pieces as bits ({@link PieceBits}: path p is bit p % 64 of word p / 64), read out as
 * paths ascending.
 */
final class RouteFrontier {
    /** Do not write. */
    private final long[] bits;

    private RouteFrontier(long[] bits) {
        this.bits = bits;
    }

    /** The paths on the frontier, ascending. */
    int[] paths() {
        int count = 0;
        for (long word : bits) {
            count += Long.bitCount(word);
        }
        int[] p = new int[count];
        int n = 0;
        for (int w = 0; w < bits.length; w++) {
            for (long word = bits[w]; word != 0; word &= word - 1) {
                p[n++] = w << 6 | Long.numberOfTrailingZeros(word);
            }
        }
        return p;
    }

    static RouteFrontier of(MerchantsState s, int seat) {
        long[] bits = new long[s.routeBits().words];
        markAround(s, s.routeBits().row(seat), s.kontorBits().row(seat), bits);
        return new RouteFrontier(bits);
    }

    /** Marks the empty paths around the given routes (their ends) and kontors, given as bits. */
    private static void markAround(MerchantsState s, long[] routes, long[] kontors, long[] bits) {
        org.kontor.engine.board.Topology topology = s.facts().topology;
        for (int w = 0; w < routes.length; w++) {
            for (long word = routes[w]; word != 0; word &= word - 1) {
                for (int end : topology.intersectionsOfPath(w << 6 | Long.numberOfTrailingZeros(word))) {
                    markEmptyPathsAround(s, end, bits);
                }
            }
        }
        for (int w = 0; w < kontors.length; w++) {
            for (long word = kontors[w]; word != 0; word &= word - 1) {
                markEmptyPathsAround(s, w << 6 | Long.numberOfTrailingZeros(word), bits);
            }
        }
    }

    private static void markEmptyPathsAround(MerchantsState s, int at, long[] bits) {
        for (int p : s.facts().topology.pathsAtIntersection(at)) {
            if (s.routeAt()[p] == -1 && s.facts().isPath[p]) {
                bits[p >>> 6] |= 1L << p;
            }
        }
    }
}
