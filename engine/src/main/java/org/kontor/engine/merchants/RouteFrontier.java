package org.kontor.engine.merchants;

import java.util.List;

/**
 * A seat's route frontier, ascending, as the commands that build there: with a trade route
 * card or paid. Every path on it is empty and touches the seat's kontor or route, which is all
 * of a route's check that depends on the path ({@link TradeRoutes}). Worked out per listing from
 * the state's pieces as bits ({@link PieceBits}); the paths are listed in order only when the
 * commands are read.
 */
final class RouteFrontier {
        /** Path p is on the frontier when bit p % 64 of word p / 64 is set. Do not write. */
    private final long[] bits;
    final List<Command> routes;
    final List<Command> cardRoutes;
    /** The paths ascending, made when first read; the volatile field publishes the filled array whole. */
    private volatile int[] paths;

    private RouteFrontier(long[] bits, Choices choices) {
        this.bits = bits;
        routes = new OnPaths(choices.buildRoute, this);
        cardRoutes = new OnPaths(choices.buildCardRoute, this);
    }

        /** The lowest path on the frontier, or -1 when it is empty. */
    int first() {
        for (int w = 0; w < bits.length; w++) {
            if (bits[w] != 0) {
                return w << 6 | Long.numberOfTrailingZeros(bits[w]);
            }
        }
        return -1;
    }

    private int[] paths() {
        int[] p = paths;
        if (p == null) {
            int count = 0;
            for (long word : bits) {
                count += Long.bitCount(word);
            }
            p = new int[count];
            int n = 0;
            for (int w = 0; w < bits.length; w++) {
                for (long word = bits[w]; word != 0; word &= word - 1) {
                    p[n++] = w << 6 | Long.numberOfTrailingZeros(word);
                }
            }
            paths = p;
        }
        return p;
    }

    /** The shared commands for the frontier's paths, read through them (nothing is copied per frontier). */
    private static final class OnPaths extends FrozenView<Command> {
        private final Command[] byPath;
        private final RouteFrontier frontier;

        OnPaths(Command[] byPath, RouteFrontier frontier) {
            this.byPath = byPath;
            this.frontier = frontier;
        }

        @Override
        public Command get(int index) {
            return byPath[frontier.paths()[index]];
        }

        @Override
        public int size() {
            return frontier.paths().length;
        }
    }

    static RouteFrontier of(MerchantsState s, int seat) {
        long[] bits = new long[s.routeBits().words];
        markAround(s, s.routeBits().row(seat), s.kontorBits().row(seat), bits);
        return new RouteFrontier(bits, s.facts().choices);
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
