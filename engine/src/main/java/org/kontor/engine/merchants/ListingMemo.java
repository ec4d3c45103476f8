package org.kontor.engine.merchants;

import java.util.List;

/**
 * What the legal actions work out from where the pieces lie, kept from state to state. The state
 * keeps its kontors and routes also as bits ({@link PieceBits}), shared by the next state until a
 * command adds a piece, so their identity is the key. When pieces were added, entries are brought
 * up to date from the bits added (pieces are only ever added within a game); anything else, such
 * as a state of another game on the same board (the memo belongs to the board's shared
 * {@link BoardFacts}), is worked out afresh.
 *
 * <p>Each slot holds one immutable entry, published whole through its final fields: a reader on
 * another thread sees a complete entry, or an older one that its key tells apart, and works the
 * answer out again (the same answer).
 */
final class ListingMemo {

    /** Seats 0..3; the neutral colour (4) never acts. */
    private static final int SEATS = MerchantsState.NEUTRAL;

    private final Frontier[] frontiers = new Frontier[SEATS];
    /** Per seat and caravan. */
    private final Walks[] walks = new Walks[SEATS * 2];

    /** The empty paths a new trade route of {@code seat} may take: next to one of its routes or kontors. */
    Frontier frontier(MerchantsState s, int seat) {
        Frontier f = frontiers[seat];
        if (f == null) {
            f = Frontier.of(s, seat);
            frontiers[seat] = f;
        } else if (f.routePieces != s.routeBits() || f.kontorPieces != s.kontorBits()) {
            f = f.after(s, seat);
            frontiers[seat] = f;
        }
        return f;
    }

    /** Every walk of 1..{@code limit} trade routes from the path {@code from}, in depth-first order. */
    Walks walks(MerchantsState s, int seat, int caravan, int from, int limit) {
        int slot = seat * 2 + caravan;
        Walks w = walks[slot];
        if (w == null || w.from != from || w.limit != limit || w.caravan != caravan) {
            w = new Walks(s, caravan, from, limit);
            walks[slot] = w;
        } else if (w.routeBits != s.routeBits()) {
            w = w.after(s);
            walks[slot] = w;
        }
        return w;
    }

    /**
     * A seat's frontier, ascending, as the commands that build there: with a trade route card
     * or paid. Every path on it is empty and touches the seat's kontor or route, which is all
     * of a route's check that depends on the path. Kept as a bit per path: a route placed clears
     * one bit and sets a few, and the paths are listed in order only when the commands are read.
     */
    static final class Frontier {
        /** The pieces this frontier was worked out for. */
        private final PieceBits routePieces;
        private final PieceBits kontorPieces;
        /** Path p is on the frontier when bit p % 64 of word p / 64 is set. Do not write. */
        private final long[] bits;
        final List<Command> routes;
        final List<Command> cardRoutes;
        /** The paths ascending, made when first read; the volatile field publishes the filled array whole. */
        private volatile int[] paths;

        private Frontier(PieceBits routePieces, PieceBits kontorPieces, long[] bits, Choices choices) {
            this.routePieces = routePieces;
            this.kontorPieces = kontorPieces;
            this.bits = bits;
            routes = new OnPaths(choices.buildRoute, this);
            cardRoutes = new OnPaths(choices.buildCardRoute, this);
        }

        /** The same frontier under newer pieces (a route elsewhere, a kontor of someone else). */
        private Frontier(PieceBits routePieces, PieceBits kontorPieces, Frontier same) {
            this.routePieces = routePieces;
            this.kontorPieces = kontorPieces;
            bits = same.bits;
            routes = same.routes;
            cardRoutes = same.cardRoutes;
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
            private final Frontier frontier;

            OnPaths(Command[] byPath, Frontier frontier) {
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

        static Frontier of(MerchantsState s, int seat) {
            long[] bits = new long[s.routeBits().words];
            markAround(s, s.routeBits().row(seat), s.kontorBits().row(seat), bits);
            return new Frontier(s.routeBits(), s.kontorBits(), bits, s.facts().choices);
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

        /**
         * This frontier after pieces were added: the paths taken since leave it, and the seat's own
         * new routes and kontors bring in the empty paths around them. (Pieces are only ever added
         * within a game; anything else is worked out afresh.)
         */
        Frontier after(MerchantsState s, int seat) {
            PieceBits routesNow = s.routeBits();
            PieceBits kontorsNow = s.kontorBits();
            if (!routesNow.grewFrom(routePieces) || !kontorsNow.grewFrom(kontorPieces)) {
                return of(s, seat);
            }
            long[] next = null;
            for (int w = 0; w < bits.length; w++) {
                long taken = routesNow.word(PieceBits.ANY, w);
                if ((bits[w] & taken) != 0) {
                    next = next != null ? next : bits.clone();
                    next[w] &= ~taken;
                }
            }
            long[] newRoutes = routesNow.addedSince(routePieces, seat);
            long[] newKontors = kontorsNow.addedSince(kontorPieces, seat);
            if (newRoutes != null || newKontors != null) {
                next = next != null ? next : bits.clone();
                markAround(s, newRoutes != null ? newRoutes : NO_BITS, newKontors != null ? newKontors : NO_BITS, next);
            }
            return next == null ? new Frontier(routesNow, kontorsNow, this) : new Frontier(routesNow, kontorsNow, next, s.facts().choices);
        }

        private static final long[] NO_BITS = {};
    }

    /**
     * The walks a caravan could make from one path, whatever it owes: where each ends, whose
     * routes it uses (a bit per seat), and the command for it. Tolls and the end rule depend on
     * the turn and the other caravans, so the legal actions apply them per call.
     */
    static final class Walks {
        /** The routes the walks were searched on. */
        final PieceBits routeBits;
        final int caravan;
        final int from;
        final int limit;
        final int count;
        // Narrow arrays, so a search allocates a third less: paths fit a short (the search checks the
        // board), owners are a bit per seat (at most 5).
        final short[] ends;
        final byte[] owners;
        /** Walk i is walk {@code before[i]} (-1: none, a walk of one route) and then the path {@code ends[i]}. */
        private final int[] before;
        private final byte[] lengths;
        /** Walk i's command, made when first asked for (a bot reads few of them): immutable, so any thread may make it. */
        private final Command.MoveCaravan[] moves;
        private final Integer[] boxed;
        /** Bit per path whose route the walk search looked at: routes added elsewhere change no walk. */
        private final long[] looked;

        private Walks(MerchantsState s, int caravan, int from, int limit) {
            this.routeBits = s.routeBits();
            this.caravan = caravan;
            this.from = from;
            this.limit = limit;
            Collected walks = new Collected(s.routeAt(), s.facts().topology, limit);
            walks.extend(from, 0, 0, -1);
            count = walks.count;
            ends = walks.ends;
            owners = walks.owners;
            before = walks.before;
            lengths = walks.lengths;
            moves = new Command.MoveCaravan[count];
            boxed = s.facts().boxedPath;
            looked = walks.looked;
        }

        /** Walk i as the command that makes it. */
        Command.MoveCaravan move(int i) {
            Command.MoveCaravan m = moves[i];
            if (m == null) {
                m = new Command.MoveCaravan(caravan, paths(i));
                moves[i] = m;
            }
            return m;
        }

        /** Walk i's paths, first to last, as the board's shared boxed path ids (most walks are 1 to 3 routes long). */
        private List<Integer> paths(int i) {
            switch (lengths[i]) {
                case 1: return List.of(boxed[ends[i]]);
                case 2: return List.of(boxed[ends[before[i]]], boxed[ends[i]]);
                case 3: return List.of(boxed[ends[before[before[i]]]], boxed[ends[before[i]]], boxed[ends[i]]);
                default:
                    Integer[] walk = new Integer[lengths[i]];
                    for (int k = walk.length - 1, j = i; k >= 0; k--, j = before[j]) {
                        walk[k] = boxed[ends[j]];
                    }
                    return List.of(walk);
            }
        }

        private Walks(Walks same, PieceBits routeBits) {
            this.routeBits = routeBits;
            caravan = same.caravan;
            from = same.from;
            limit = same.limit;
            count = same.count;
            ends = same.ends;
            owners = same.owners;
            before = same.before;
            lengths = same.lengths;
            moves = same.moves;
            boxed = same.boxed;
            looked = same.looked;
        }

        /** These walks for the state's routes: the same ones when no new route lies where the search looked. */
        Walks after(MerchantsState s) {
            PieceBits now = s.routeBits();
            if (!now.grewFrom(routeBits)) {
                return new Walks(s, caravan, from, limit);
            }
            for (int w = 0; w < looked.length; w++) {
                if ((now.word(PieceBits.ANY, w) & ~routeBits.word(PieceBits.ANY, w) & looked[w]) != 0) {
                    return new Walks(s, caravan, from, limit);
                }
            }
            return new Walks(this, now);
        }
    }

    /**
     * The walk search: every walk of 1..limit trade routes from a path, depth first, each step to
     * a route next to the one before (the rule {@link Caravans#touching} tests), reversing allowed.
     */
    private static final class Collected {
        private final byte[] routeAt;
        private final org.kontor.engine.board.Topology topology;
        private final int limit;
        /** A bit per path whose route the search read: routes added elsewhere change no walk. */
        final long[] looked;
        int count;
        // Room for most caravans' walks (3 steps from a route: up to 84 amid a dense network).
        short[] ends = new short[ROOM];
        byte[] owners = new byte[ROOM];
        int[] before = new int[ROOM];
        byte[] lengths = new byte[ROOM];
        private static final int ROOM = 32;

        Collected(byte[] routeAt, org.kontor.engine.board.Topology topology, int limit) {
            this.routeAt = routeAt;
            this.topology = topology;
            this.limit = limit;
            looked = new long[(routeAt.length + 63) >>> 6];
            if (routeAt.length > Short.MAX_VALUE) {
                // Board files are refused long before (BoardFile.MAX_HEXES); a board built in code may not be.
                throw new IllegalArgumentException("a board has at most " + Short.MAX_VALUE + " paths, not " + routeAt.length);
            }
        }

        /**
         * The walks that go on from path {@code at}, walk {@code walk} (-1: none yet), after
         * {@code depth} steps through routes of {@code owners} (a bit per seat).
         */
        void extend(int at, int depth, int owners, int walk) {
            if (depth == limit) {
                return;
            }
            for (int p : topology.pathsNextToPath(at)) {
                looked[p >>> 6] |= 1L << p;
                if (routeAt[p] >= 0) {
                    int through = owners | 1 << routeAt[p];
                    extend(p, depth + 1, through, keep(walk, p, depth + 1, through));
                }
            }
        }

        /** Keeps walk {@code walk} then {@code path} as a walk; its index. */
        private int keep(int walk, int path, int length, int through) {
            if (count == ends.length) {
                ends = java.util.Arrays.copyOf(ends, count * 2);
                owners = java.util.Arrays.copyOf(owners, count * 2);
                before = java.util.Arrays.copyOf(before, count * 2);
                lengths = java.util.Arrays.copyOf(lengths, count * 2);
            }
            ends[count] = (short) path;
            owners[count] = (byte) through;
            before[count] = walk;
            lengths[count] = (byte) length;
            return count++;
        }
    }
}
