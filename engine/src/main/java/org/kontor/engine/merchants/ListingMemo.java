package org.kontor.engine.merchants;

import java.util.List;

/**
 * What the legal actions work out from where the pieces lie, kept while the states still hold
 * the same piece arrays. A command copies an array only when it changes it, so an unchanged
 * array is the very same object in the next state, and its identity is the key. When the
 * arrays did change, entries are brought up to date from where they differ (pieces are only
 * ever added within a game); anything else, such as a state of another game on the same board
 * (the memo belongs to the board's shared {@link BoardFacts}), is worked out afresh.
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

    private KontorBits kontorBits;

    /** A bit per intersection with a kontor (anyone's, neutral too): intersection i is bit i % 64 of word i / 64. Do not write. */
    long[] kontorBits(MerchantsState s) {
        KontorBits k = kontorBits;
        if (k == null || k.kontorAt != s.kontorAt()) {
            k = new KontorBits(s.kontorAt());
            kontorBits = k;
        }
        return k.bits;
    }

    private static final class KontorBits {
        final int[] kontorAt;
        final long[] bits;

        KontorBits(int[] kontorAt) {
            this.kontorAt = kontorAt;
            bits = new long[(kontorAt.length + 63) >>> 6];
            for (int at = 0; at < kontorAt.length; at++) {
                if (kontorAt[at] >= 0) {
                    bits[at >>> 6] |= 1L << at;
                }
            }
        }
    }

    /** The empty paths a new trade route of {@code seat} may take: next to one of its routes or kontors. */
    Frontier frontier(MerchantsState s, int seat) {
        Frontier f = frontiers[seat];
        if (f == null) {
            f = Frontier.of(s, seat);
            frontiers[seat] = f;
        } else if (f.routeAt != s.routeAt() || f.kontorAt != s.kontorAt()) {
            f = f.after(s, seat, this);
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
        } else if (w.routeAt != s.routeAt()) {
            w = w.after(s, this);
            walks[slot] = w;
        }
        return w;
    }

    private Changes lastChanges;
    private static final int[] NONE = {};

    /**
     * Where two piece arrays differ, ascending (pieces are only ever added, and a command adds
     * one or two). Every seat's entries step from the same old array to the same new one, so
     * the last answer is kept.
     */
    int[] changes(int[] before, int[] now) {
        if (before == now) {
            return NONE;
        }
        Changes c = lastChanges;
        if (c == null || c.before != before || c.now != now) {
            c = new Changes(before, now);
            lastChanges = c;
        }
        return c.at;
    }

    private static final class Changes {
        final int[] before;
        final int[] now;
        final int[] at;

        Changes(int[] before, int[] now) {
            this.before = before;
            this.now = now;
            int[] found = new int[4];
            int n = 0;
            int i = java.util.Arrays.mismatch(before, now);
            while (i >= 0) {
                if (n == found.length) {
                    found = java.util.Arrays.copyOf(found, n * 2);
                }
                found[n++] = i;
                int next = i + 1 >= now.length ? -1 : java.util.Arrays.mismatch(before, i + 1, before.length, now, i + 1, now.length);
                i = next < 0 ? -1 : i + 1 + next;
            }
            at = java.util.Arrays.copyOf(found, n);
        }
    }

    /**
     * A seat's frontier, ascending, as the commands that build there: with a trade route card
     * or paid. Every path on it is empty and touches the seat's kontor or route, which is all
     * of a route's check that depends on the path. Kept as a bit per path: a route placed clears
     * one bit and sets a few, and the paths are listed in order only when the commands are read.
     */
    static final class Frontier {
        final int[] routeAt;
        final int[] kontorAt;
        /** Path p is on the frontier when bit p % 64 of word p / 64 is set. Do not write. */
        private final long[] bits;
        final List<Command> routes;
        final List<Command> cardRoutes;
        /** The paths ascending, made when first read; the volatile field publishes the filled array whole. */
        private volatile int[] paths;

        private Frontier(int[] routeAt, int[] kontorAt, long[] bits, Choices choices) {
            this.routeAt = routeAt;
            this.kontorAt = kontorAt;
            this.bits = bits;
            routes = new OnPaths(choices.buildRoute, this);
            cardRoutes = new OnPaths(choices.buildCardRoute, this);
        }

        /** The same frontier under newer piece arrays (a route elsewhere, a kontor of someone else). */
        private Frontier(int[] routeAt, int[] kontorAt, Frontier same) {
            this.routeAt = routeAt;
            this.kontorAt = kontorAt;
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
            int[] routeAt = s.routeAt();
            int[] kontorAt = s.kontorAt();
            org.kontor.engine.board.Topology topology = s.facts().topology;
            long[] bits = new long[(routeAt.length + 63) >>> 6];
            for (int path = 0; path < routeAt.length; path++) {
                if (routeAt[path] == seat) {
                    for (int end : topology.intersectionsOfPath(path)) {
                        markEmptyPathsAround(s, end, bits);
                    }
                }
            }
            for (int at = 0; at < kontorAt.length; at++) {
                if (kontorAt[at] == seat) {
                    markEmptyPathsAround(s, at, bits);
                }
            }
            return new Frontier(routeAt, kontorAt, bits, s.facts().choices);
        }

        private static void markEmptyPathsAround(MerchantsState s, int at, long[] bits) {
            for (int p : s.facts().topology.pathsAtIntersection(at)) {
                if (s.routeAt()[p] == -1 && s.facts().isPath[p]) {
                    bits[p >>> 6] |= 1L << p;
                }
            }
        }

        /**
         * This frontier after pieces were added: each new route leaves the frontier, and the
         * seat's own new routes and kontors bring in the empty paths around them. (Routes and
         * kontors are only ever added; anything else is worked out afresh.)
         */
        Frontier after(MerchantsState s, int seat, ListingMemo memo) {
            int[] routesNow = s.routeAt();
            int[] kontorsNow = s.kontorAt();
            long[] next = bits;
            for (int p : memo.changes(routeAt, routesNow)) {
                if (routeAt[p] != -1) {
                    return of(s, seat);
                }
                boolean own = routesNow[p] == seat;
                if (own || (next[p >>> 6] & 1L << p) != 0) {
                    next = next == bits ? bits.clone() : next;
                    next[p >>> 6] &= ~(1L << p);
                }
                if (own) {
                    for (int end : s.facts().topology.intersectionsOfPath(p)) {
                        markEmptyPathsAround(s, end, next);
                    }
                }
            }
            for (int at : memo.changes(kontorAt, kontorsNow)) {
                if (kontorAt[at] != -1) {
                    return of(s, seat);
                }
                if (kontorsNow[at] == seat) {
                    next = next == bits ? bits.clone() : next;
                    markEmptyPathsAround(s, at, next);
                }
            }
            return next == bits ? new Frontier(routesNow, kontorsNow, this) : new Frontier(routesNow, kontorsNow, next, s.facts().choices);
        }
    }

    /**
     * The walks a caravan could make from one path, whatever it owes: where each ends, whose
     * routes it uses (a bit per seat), and the command for it. Tolls and the end rule depend on
     * the turn and the other caravans, so the legal actions apply them per call.
     */
    static final class Walks {
        final int[] routeAt;
        final int caravan;
        final int from;
        final int limit;
        final int count;
        final int[] ends;
        final int[] owners;
        /** Walk i's paths: {@code paths[i * limit ..]}, as many as {@link #lengths}{@code [i]}. */
        private final int[] paths;
        private final byte[] lengths;
        /** Walk i's command, made when first asked for (a bot reads few of them): immutable, so any thread may make it. */
        private final Command.MoveCaravan[] moves;
        private final Integer[] boxed;
        /** Bit per path whose route the walk search looked at: routes added elsewhere change no walk. */
        private final long[] looked;

        private Walks(MerchantsState s, int caravan, int from, int limit) {
            this.routeAt = s.routeAt();
            this.caravan = caravan;
            this.from = from;
            this.limit = limit;
            Collected walks = new Collected(routeAt, s.facts().topology, limit);
            walks.extend(from, 0, 0);
            count = walks.count;
            ends = walks.ends;
            owners = walks.owners;
            paths = walks.paths;
            lengths = walks.lengths;
            moves = new Command.MoveCaravan[count];
            boxed = s.facts().boxedPath;
            looked = walks.looked;
        }

        /** Walk i as the command that makes it. */
        Command.MoveCaravan move(int i) {
            Command.MoveCaravan m = moves[i];
            if (m == null) {
                m = new Command.MoveCaravan(caravan, Caravans.walkList(boxed, paths, i * limit, lengths[i]));
                moves[i] = m;
            }
            return m;
        }

        private Walks(Walks same, int[] routeAt) {
            this.routeAt = routeAt;
            caravan = same.caravan;
            from = same.from;
            limit = same.limit;
            count = same.count;
            ends = same.ends;
            owners = same.owners;
            paths = same.paths;
            lengths = same.lengths;
            moves = same.moves;
            boxed = same.boxed;
            looked = same.looked;
        }

        /** These walks for the state's routes: the same ones when no new route lies where the search looked. */
        Walks after(MerchantsState s, ListingMemo memo) {
            int[] now = s.routeAt();
            for (int p : memo.changes(routeAt, now)) {
                if ((looked[p >>> 6] & 1L << p) != 0) {
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
        private final int[] routeAt;
        private final org.kontor.engine.board.Topology topology;
        private final int limit;
        /** The path of each step of the walk being extended. */
        private final int[] walk;
        /** A bit per path whose route the search read: routes added elsewhere change no walk. */
        final long[] looked;
        int count;
        // Room for most caravans' walks (3 steps from a route: up to 84 amid a dense network).
        int[] ends = new int[ROOM];
        int[] owners = new int[ROOM];
        byte[] lengths = new byte[ROOM];
        int[] paths;
        private static final int ROOM = 32;

        Collected(int[] routeAt, org.kontor.engine.board.Topology topology, int limit) {
            this.routeAt = routeAt;
            this.topology = topology;
            this.limit = limit;
            walk = new int[limit];
            looked = new long[(routeAt.length + 63) >>> 6];
            paths = new int[ROOM * limit];
        }

        /** The walks that go on from path {@code at}, after {@code depth} steps through routes of {@code owners} (a bit per seat). */
        void extend(int at, int depth, int owners) {
            if (depth == limit) {
                return;
            }
            for (int p : topology.pathsNextToPath(at)) {
                looked[p >>> 6] |= 1L << p;
                if (routeAt[p] >= 0) {
                    walk[depth] = p;
                    int through = owners | 1 << routeAt[p];
                    keep(depth + 1, through);
                    extend(p, depth + 1, through);
                }
            }
        }

        private void keep(int length, int through) {
            if (count == ends.length) {
                ends = java.util.Arrays.copyOf(ends, count * 2);
                owners = java.util.Arrays.copyOf(owners, count * 2);
                lengths = java.util.Arrays.copyOf(lengths, count * 2);
                paths = java.util.Arrays.copyOf(paths, count * 2 * limit);
            }
            ends[count] = walk[length - 1];
            owners[count] = through;
            lengths[count] = (byte) length;
            System.arraycopy(walk, 0, paths, count * limit, length);
            count++;
        }
    }
}
