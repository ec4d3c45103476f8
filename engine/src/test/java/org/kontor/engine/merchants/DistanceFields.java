package org.kontor.engine.merchants;

import java.util.Arrays;
import org.kontor.engine.board.Topology;
import org.kontor.engine.merchants.board.MerchantsBoard;

/**
 * The distance fields {@link RandomPlayer} steers by, kept for one player from state to state.
 * A field changes only when kontors, goods or routes do; the state shares its goods array and
 * its kontor and route bits ({@link PieceBits}) between versions until a command changes them, so
 * their identity says when to look again, and the bits say what was added.
 */
final class DistanceFields {

    /** A {@link #city} or {@link #goods} field's value where no target can be reached. */
    static final int UNREACHABLE = Integer.MAX_VALUE;

    private static final int CITY = -1;

    /** {@code -DverifyFields=true}: every field handed out is checked against a full breadth-first walk (slow). */
    private static final boolean VERIFY = Boolean.getBoolean("verifyFields");

    private Tables t;
    private MinField city;
    private final MinField[] goods = new MinField[8];
    /** Scratch: a queue of paths. */
    private int[] queue;
    /** What {@link #goodsAlongRoutes} hands out (one walk at a time). */
    private int[] alongRoutes;
    /** Route networks as a union-find forest over paths (a path off the routes is its own root), for {@link #networkRoutes}. */
    private int[] network;
    private PieceBits networkRoutes;
    /** Per route network (at its root path): the city sites its routes end at, as bits by {@link Tables#citySites} index. */
    private long[] networkSites;

    /** Steps from every intersection to the nearest empty city site ({@link #UNREACHABLE} if none can be reached). */
    int[] city(MerchantsState s) {
        tables(s);
        int[] field = city.at(s);
        if (VERIFY) {
            verify(field, cityWalk(s.kontorAt()), "city");
        }
        return field;
    }

    /**
     * Per path: steps along any path to the nearest path beside a kontor that takes this seat's
     * goods ({@link #UNREACHABLE} if none can be reached); 0 beside such a kontor.
     */
    int[] goods(MerchantsState s, int seat) {
        tables(s);
        if (goods[seat] == null) {
            goods[seat] = new MinField(seat, t.toKontorOnBoard, t.boardPaths, t.pathCount);
        }
        int[] field = goods[seat].at(s);
        if (VERIFY) {
            verify(field, walk(s.kontorAt(), t.anyPath, s.goodsAt(), seat, t.allSites, new int[t.pathCount]), "goods");
        }
        return field;
    }

    /**
     * Whether every caravan (its path, or -1 for none) stands on a route whose network reaches no
     * kontor that takes this seat's goods: {@link #goodsAlongRoutes} is -1 there. Asked on most
     * caravan turns and mostly true; cheaper than that field, as the networks change only when
     * routes are built, and a network touches a handful of city sites.
     */
    boolean noneReaches(MerchantsState s, int seat, int[] caravans) {
        tables(s);
        byte[] routes = s.routeAt();
        byte[] kontors = s.kontorAt();
        byte[] goodsAt = s.goodsAt();
        networks(s);
        boolean none = !reaches(routes, kontors, goodsAt, seat, caravans);
        if (VERIFY) {
            int[] walked = walk(kontors, routes, goodsAt, seat, t.allSites, new int[t.pathCount]);
            boolean expected = true;
            for (int path : caravans) {
                expected &= path < 0 || routes[path] >= 0 && walked[path] < 0;
            }
            if (none != expected) {
                throw new AssertionError("route networks differ from the full walk");
            }
        }
        return none;
    }

    private boolean reaches(byte[] routes, byte[] kontors, byte[] goodsAt, int seat, int[] caravans) {
        for (int path : caravans) {
            if (path < 0) {
                continue;
            }
            if (routes[path] < 0) {
                // Off the routes, its walks may lead into any network next to it.
                return true;
            }
            for (long sites = networkSites[root(path)]; sites != 0; sites &= sites - 1) {
                if (takesGoods(kontors, goodsAt, t.citySites[Long.numberOfTrailingZeros(sites)], seat)) {
                    return true;
                }
            }
        }
        return false;
    }

    /** Brings the route networks up to date: a new route joins the networks of the routes it touches. */
    private void networks(MerchantsState s) {
        PieceBits routesNow = s.routeBits();
        if (routesNow == networkRoutes) {
            return;
        }
        byte[] routes = s.routeAt();
        if (networkRoutes == null || !routesNow.grewFrom(networkRoutes)) {
            for (int p = 0; p < t.pathCount; p++) {
                network[p] = p;
                networkSites[p] = 0;
            }
            for (int p = 0; p < t.pathCount; p++) {
                if (routes[p] >= 0) {
                    join(routes, p);
                }
            }
        } else {
            for (int w = 0; w < routesNow.words; w++) {
                for (long come = routesNow.word(PieceBits.ANY, w) & ~networkRoutes.word(PieceBits.ANY, w); come != 0; come &= come - 1) {
                    join(routes, w << 6 | Long.numberOfTrailingZeros(come));
                }
            }
        }
        networkRoutes = routesNow;
    }

    /** Adds a route (still its own network) to the networks of the routes it touches. */
    private void join(byte[] routes, int p) {
        // The walks step only between board paths (next lists no others).
        if (!t.isPath[p]) {
            return;
        }
        networkSites[root(p)] |= t.endSites[p];
        for (int i = t.nextStart[p]; i < t.nextStart[p + 1]; i++) {
            int q = t.next[i];
            if (routes[q] >= 0) {
                int a = root(p);
                int b = root(q);
                if (a != b) {
                    network[a] = b;
                    networkSites[b] |= networkSites[a];
                }
            }
        }
    }

    /** The network's representative path (halving the way there as it goes). */
    private int root(int p) {
        while (network[p] != p) {
            network[p] = network[network[p]];
            p = network[p];
        }
        return p;
    }

    /**
     * As {@link #goods}, along trade routes only, and -1 where none can be reached; worked out
     * only on the route networks the caravans (paths, or -1 for none) stand in or step into,
     * where their walks lead (elsewhere -1). Asked seldom: a walk costs less than keeping a field.
     */
    int[] goodsAlongRoutes(MerchantsState s, int seat, int[] caravans) {
        tables(s);
        byte[] routes = s.routeAt();
        networks(s);
        long sites = 0;
        for (int path : caravans) {
            if (path >= 0) {
                // A path off the routes is a network with no sites of its own.
                sites |= networkSites[root(path)];
                for (int i = t.nextStart[path]; i < t.nextStart[path + 1]; i++) {
                    if (routes[t.next[i]] >= 0) {
                        sites |= networkSites[root(t.next[i])];
                    }
                }
            }
        }
        walk(s.kontorAt(), routes, s.goodsAt(), seat, sites, alongRoutes);
        if (VERIFY) {
            int[] walked = walk(s.kontorAt(), routes, s.goodsAt(), seat, t.allSites, new int[t.pathCount]);
            for (int path : caravans) {
                for (int p = 0; p < t.pathCount && path >= 0; p++) {
                    boolean near = root(p) == root(path);
                    for (int i = t.nextStart[path]; i < t.nextStart[path + 1]; i++) {
                        near |= routes[t.next[i]] >= 0 && root(p) == root(t.next[i]);
                    }
                    if (near && alongRoutes[p] != walked[p]) {
                        throw new AssertionError("route field differs from the full walk at " + p);
                    }
                }
            }
        }
        return alongRoutes;
    }

    /** Compares a field with a walk's (-1 where none can be reached). */
    private static void verify(int[] field, int[] walked, String name) {
        for (int i = 0; i < field.length; i++) {
            if ((field[i] < 0 ? UNREACHABLE : field[i]) != (walked[i] < 0 ? UNREACHABLE : walked[i])) {
                throw new AssertionError(name + " field differs from the full walk at " + i);
            }
        }
    }

    private static boolean takesGoods(byte[] kontors, byte[] goods, int at, int seat) {
        return kontors[at] >= 0 && kontors[at] != seat && goods[at] < 0;
    }

    private Tables tables(MerchantsState s) {
        if (t == null || t.board != s.facts().board) {
            t = Tables.of(s.facts());
            city = new MinField(CITY, t.toCityOnBoard, t.boardIntersections, t.intersectionCount);
            Arrays.fill(goods, null);
            int n = t.intersectionCount;
            queue = new int[Math.max(t.pathCount, n)];
            alongRoutes = new int[t.pathCount];
            network = new int[t.pathCount];
            networkRoutes = null;
            networkSites = new long[t.pathCount];
        }
        return t;
    }

    /**
     * Steps to the nearest of a set of target intersections: per entry, the least of the targets'
     * rows of board distances. New targets only lower it; when one goes away the rows of those
     * left are merged again (vectorised merges are cheaper than finding what the lost one was nearest).
     */
    private final class MinField {
        /** Whose goods the targets take, or {@link #CITY} for empty city sites. */
        final int seat;
        /** Per target: its row, over the entries the board's paths reach ({@link #ids}). */
        final int[][] rows;
        /** Per entry of the rows: the path or intersection it stands for. */
        final int[] ids;
        final int[] values;
        /** The values by path or intersection, as handed out ({@link #UNREACHABLE} off the board's paths). */
        final int[] field;
        /** The kontors and goods the values were worked out for. */
        PieceBits kontors;
        byte[] goods;

        MinField(int seat, int[][] rows, int[] ids, int size) {
            this.seat = seat;
            this.rows = rows;
            this.ids = ids;
            values = new int[ids.length];
            field = new int[size];
            Arrays.fill(field, UNREACHABLE);
        }

        boolean target(byte[] kontors, byte[] goods, int at) {
            return seat == CITY ? rows[at] != null && kontors[at] < 0 : takesGoods(kontors, goods, at, seat);
        }

        int[] at(MerchantsState s) {
            PieceBits kontorsNow = s.kontorBits();
            // The city field does not depend on goods.
            byte[] goodsNow = seat == CITY ? null : s.goodsAt();
            if (kontorsNow == kontors && goodsNow == goods) {
                return field;
            }
            // Kontors are only ever added within a game, and without goods: another seat's new kontor
            // is one more target of a goods field. Anything else (a city site taken, goods delivered,
            // another game) loses targets, and the rows of those left are merged again.
            if (seat != CITY && kontors != null && goodsNow == goods && kontorsNow.grewFrom(kontors)) {
                for (int w = 0; w < kontorsNow.words; w++) {
                    long come = kontorsNow.word(PieceBits.ANY, w) & ~kontors.word(PieceBits.ANY, w) & ~kontorsNow.word(seat, w);
                    for (; come != 0; come &= come - 1) {
                        merge(rows[w << 6 | Long.numberOfTrailingZeros(come)]);
                    }
                }
            } else {
                mergeAll(s.kontorAt(), goodsNow);
            }
            kontors = kontorsNow;
            goods = goodsNow;
            for (int k = 0; k < ids.length; k++) {
                field[ids[k]] = values[k];
            }
            return field;
        }

        private void mergeAll(byte[] kontorAt, byte[] goodsAt) {
            boolean none = true;
            for (int at : t.citySites) {
                if (target(kontorAt, goodsAt, at)) {
                    if (none) {
                        System.arraycopy(rows[at], 0, values, 0, values.length);
                        none = false;
                    } else {
                        merge(rows[at]);
                    }
                }
            }
            if (none) {
                Arrays.fill(values, UNREACHABLE);
            }
        }

        private void merge(int[] row) {
            // The least of two without a branch: the JIT vectorises this loop (a Math.min loop it does not, on Java 17).
            for (int i = 0; i < values.length; i++) {
                int d = row[i] - values[i];
                values[i] += d & (d >> 31);
            }
        }
    }

    /**
     * Breadth-first from the routes beside a kontor that takes this seat's goods, along routes
     * ({@code routes} may be {@link Tables#anyPath}), from the city sites given as bits.
     */
    private int[] walk(byte[] kontors, byte[] routes, byte[] goodsAt, int seat, long sites, int[] distance) {
        Arrays.fill(distance, -1);
        int tail = 0;
        for (; sites != 0; sites &= sites - 1) {
            int at = t.citySites[Long.numberOfTrailingZeros(sites)];
            if (takesGoods(kontors, goodsAt, at, seat)) {
                for (int i = t.pathsAtStart[at]; i < t.pathsAtStart[at + 1]; i++) {
                    int p = t.pathsAt[i];
                    if (routes[p] >= 0 && distance[p] < 0) {
                        distance[p] = 0;
                        queue[tail++] = p;
                    }
                }
            }
        }
        for (int head = 0; head < tail; head++) {
            int p = queue[head];
            int d = distance[p] + 1;
            for (int i = t.nextStart[p]; i < t.nextStart[p + 1]; i++) {
                int q = t.next[i];
                if (distance[q] < 0 && routes[q] >= 0) {
                    distance[q] = d;
                    queue[tail++] = q;
                }
            }
        }
        return distance;
    }

    /** Breadth-first from the empty city sites, along paths (-1 where none can be reached). */
    private int[] cityWalk(byte[] kontors) {
        int[] distance = new int[kontors.length];
        Arrays.fill(distance, -1);
        int tail = 0;
        for (int at = 0; at < kontors.length; at++) {
            if (t.toCity[at] != null && kontors[at] < 0) {
                distance[at] = 0;
                queue[tail++] = at;
            }
        }
        for (int head = 0; head < tail; head++) {
            int at = queue[head];
            for (int i = t.pathsAtStart[at]; i < t.pathsAtStart[at + 1]; i++) {
                int p = t.pathsAt[i];
                int other = t.end0[p] == at ? t.end1[p] : t.end0[p];
                if (distance[other] < 0) {
                    distance[other] = distance[at] + 1;
                    queue[tail++] = other;
                }
            }
        }
        return distance;
    }

    /** MerchantsBoard facts the fields read, as flat arrays, and board distances to every target: worked out once per board. */
    private static final class Tables {
        final MerchantsBoard board;
        final int pathCount;
        final int intersectionCount;
        /** A route on every path, to walk along any path. */
        final byte[] anyPath;
        final boolean[] isPath;
        final int[] end0;
        final int[] end1;
        /** Per path, the paths on the board that touch it: {@code next[nextStart[p] .. nextStart[p + 1])}. */
        final int[] nextStart;
        final int[] next;
        /** Per intersection, the paths on the board that end there, laid out as {@link #next}. */
        final int[] pathsAtStart;
        final int[] pathsAt;
        /** The city sites, ascending: the only intersections a kontor (so a target) can stand on. */
        final int[] citySites;
        /** Every city site, as bits by index in {@link #citySites}. */
        final long allSites;
        /** Per path: its ends that are city sites, as bits by index in {@link #citySites} (at most 64 sites). */
        final long[] endSites;
        /** Per city site: steps from every intersection along paths; null for other intersections. */
        final int[][] toCity;
        /** Per intersection: steps from every path to a path that ends there. */
        final int[][] toKontor;
        /**
         * The paths of the board, and the intersections they touch or that are city sites: the only
         * entries of {@link #toKontor} and {@link #toCity} rows that are ever reachable. The fields
         * merge rows cut down to these ({@code ...OnBoard}), a third less to merge.
         */
        final int[] boardPaths;
        final int[] boardIntersections;
        final int[][] toKontorOnBoard;
        final int[][] toCityOnBoard;
        private static volatile Tables last;

        static Tables of(BoardFacts facts) {
            Tables t = last;
            if (t == null || t.board != facts.board) {
                t = new Tables(facts);
                last = t;
            }
            return t;
        }

        private Tables(BoardFacts facts) {
            board = facts.board;
            Topology topology = facts.topology;
            pathCount = topology.pathCount();
            intersectionCount = topology.intersectionCount();
            isPath = facts.isPath;
            anyPath = new byte[pathCount];
            end0 = new int[pathCount];
            end1 = new int[pathCount];
            nextStart = new int[pathCount + 1];
            pathsAtStart = new int[intersectionCount + 1];
            // A path touches at most 4 others; at most 3 paths meet at an intersection.
            int[] nextBuffer = new int[pathCount * 4];
            int[] atBuffer = new int[intersectionCount * 3];
            for (int p = 0; p < pathCount; p++) {
                end0[p] = topology.intersectionsOfPath(p)[0];
                end1[p] = topology.intersectionsOfPath(p)[1];
                int count = nextStart[p];
                for (int q : topology.pathsNextToPath(p)) {
                    if (isPath[q]) {
                        nextBuffer[count++] = q;
                    }
                }
                nextStart[p + 1] = count;
            }
            next = Arrays.copyOf(nextBuffer, nextStart[pathCount]);
            for (int at = 0; at < intersectionCount; at++) {
                int count = pathsAtStart[at];
                for (int p : topology.pathsAtIntersection(at)) {
                    if (isPath[p]) {
                        atBuffer[count++] = p;
                    }
                }
                pathsAtStart[at + 1] = count;
            }
            pathsAt = Arrays.copyOf(atBuffer, pathsAtStart[intersectionCount]);
            int[] queue = new int[Math.max(pathCount, intersectionCount)];
            toKontor = new int[intersectionCount][];
            for (int at = 0; at < intersectionCount; at++) {
                toKontor[at] = pathSteps(at, queue);
            }
            citySites = facts.citySites.stream().toArray();
            if (citySites.length > 64) {
                throw new IllegalStateException("more city sites than bits in a long: " + citySites.length);
            }
            allSites = -1L >>> (64 - citySites.length);
            endSites = new long[pathCount];
            for (int k = 0; k < citySites.length; k++) {
                for (int i = pathsAtStart[citySites[k]]; i < pathsAtStart[citySites[k] + 1]; i++) {
                    endSites[pathsAt[i]] |= 1L << k;
                }
            }
            toCity = new int[intersectionCount][];
            for (int at : citySites) {
                toCity[at] = intersectionSteps(at, queue);
            }
            boardPaths = java.util.stream.IntStream.range(0, pathCount).filter(p -> isPath[p]).toArray();
            boardIntersections = java.util.stream.IntStream.range(0, intersectionCount)
                    .filter(at -> pathsAtStart[at + 1] > pathsAtStart[at] || toCity[at] != null).toArray();
            toKontorOnBoard = new int[intersectionCount][];
            toCityOnBoard = new int[intersectionCount][];
            for (int at = 0; at < intersectionCount; at++) {
                toKontorOnBoard[at] = pick(toKontor[at], boardPaths);
                toCityOnBoard[at] = toCity[at] == null ? null : pick(toCity[at], boardIntersections);
            }
        }

        private static int[] pick(int[] row, int[] entries) {
            int[] picked = new int[entries.length];
            for (int k = 0; k < entries.length; k++) {
                picked[k] = row[entries[k]];
            }
            return picked;
        }

        /** Breadth-first over paths from the paths that end at an intersection. */
        private int[] pathSteps(int at, int[] queue) {
            int[] steps = new int[pathCount];
            Arrays.fill(steps, UNREACHABLE);
            int tail = 0;
            for (int i = pathsAtStart[at]; i < pathsAtStart[at + 1]; i++) {
                steps[pathsAt[i]] = 0;
                queue[tail++] = pathsAt[i];
            }
            for (int head = 0; head < tail; head++) {
                int p = queue[head];
                for (int i = nextStart[p]; i < nextStart[p + 1]; i++) {
                    int q = next[i];
                    if (steps[q] == UNREACHABLE) {
                        steps[q] = steps[p] + 1;
                        queue[tail++] = q;
                    }
                }
            }
            return steps;
        }

        /** Breadth-first over intersections along paths from one intersection. */
        private int[] intersectionSteps(int from, int[] queue) {
            int[] steps = new int[intersectionCount];
            Arrays.fill(steps, UNREACHABLE);
            steps[from] = 0;
            queue[0] = from;
            int tail = 1;
            for (int head = 0; head < tail; head++) {
                int at = queue[head];
                for (int i = pathsAtStart[at]; i < pathsAtStart[at + 1]; i++) {
                    int p = pathsAt[i];
                    int other = end0[p] == at ? end1[p] : end0[p];
                    if (steps[other] == UNREACHABLE) {
                        steps[other] = steps[at] + 1;
                        queue[tail++] = other;
                    }
                }
            }
            return steps;
        }
    }
}
