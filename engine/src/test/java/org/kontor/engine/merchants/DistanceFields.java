package org.kontor.engine.merchants;

import java.util.Arrays;
import org.kontor.engine.board.Topology;

/**
 * The distance fields {@link RandomPlayer} steers by, kept for one player from state to state.
 * A field changes only when kontors, goods or routes do; the state shares those arrays between
 * versions until a command writes them, so the arrays' identity says when to look again.
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
    private final RouteField[] alongRoutes = new RouteField[8];
    /** Scratch: intersections and paths that changed, targets added; a queue of paths and their flags. */
    private int[] changed;
    private int[] changedPaths;
    private int[] added;
    private int[] queue;
    private boolean[] queued;

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
            goods[seat] = new MinField(seat, t.toKontor, t.pathCount);
        }
        int[] field = goods[seat].at(s);
        if (VERIFY) {
            verify(field, walk(s.kontorAt(), t.anyPath, s.goodsAt(), seat, new int[t.pathCount]), "goods");
        }
        return field;
    }

    /** As {@link #goods}, along trade routes only, and -1 where none can be reached. */
    int[] goodsAlongRoutes(MerchantsState s, int seat) {
        tables(s);
        if (alongRoutes[seat] == null) {
            alongRoutes[seat] = new RouteField(t.pathCount);
        }
        RouteField f = alongRoutes[seat];
        int[] kontors = s.kontorAt();
        int[] routes = s.routeAt();
        int[] goodsAt = s.goodsAt();
        if (f.kontors != kontors || f.routes != routes || f.goods != goodsAt) {
            if (f.kontors == null || !onlyAdded(f, kontors, routes, goodsAt, seat)) {
                walk(kontors, routes, goodsAt, seat, f.distance);
            }
            f.kontors = kontors;
            f.routes = routes;
            f.goods = goodsAt;
        }
        if (VERIFY) {
            verify(f.distance, walk(kontors, routes, goodsAt, seat, new int[t.pathCount]), "route");
        }
        return f.distance;
    }

    /** Compares a field with a walk's (-1 where none can be reached). */
    private static void verify(int[] field, int[] walked, String name) {
        for (int i = 0; i < field.length; i++) {
            if ((field[i] < 0 ? UNREACHABLE : field[i]) != (walked[i] < 0 ? UNREACHABLE : walked[i])) {
                throw new AssertionError(name + " field differs from the full walk at " + i);
            }
        }
    }

    private static boolean takesGoods(int[] kontors, int[] goods, int at, int seat) {
        return kontors[at] >= 0 && kontors[at] != seat && goods[at] < 0;
    }

    private Tables tables(MerchantsState s) {
        if (t == null || t.board != s.facts().board) {
            t = Tables.of(s.facts());
            city = new MinField(CITY, t.toCity, t.intersectionCount);
            Arrays.fill(goods, null);
            Arrays.fill(alongRoutes, null);
            int n = t.intersectionCount;
            changed = new int[2 * n];
            added = new int[2 * n];
            changedPaths = new int[t.pathCount];
            queue = new int[Math.max(t.pathCount, n)];
            queued = new boolean[t.pathCount];
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
        final int[][] rows;
        final int[] values;
        int[] kontors;
        int[] goods;

        MinField(int seat, int[][] rows, int size) {
            this.seat = seat;
            this.rows = rows;
            values = new int[size];
        }

        boolean target(int[] kontors, int[] goods, int at) {
            return seat == CITY ? rows[at] != null && kontors[at] < 0 : takesGoods(kontors, goods, at, seat);
        }

        int[] at(MerchantsState s) {
            int[] kontorsNow = s.kontorAt();
            // The city field does not depend on goods.
            int[] goodsNow = seat == CITY ? null : s.goodsAt();
            if (kontorsNow == kontors && goodsNow == goods) {
                return values;
            }
            boolean lost = kontors == null;
            int come = 0;
            if (!lost) {
                int n = changed(kontors, kontorsNow, 0);
                n = goodsNow == null ? n : changed(goods, goodsNow, n);
                for (int i = 0; i < n && !lost; i++) {
                    int at = changed[i];
                    boolean before = target(kontors, goods, at);
                    boolean now = target(kontorsNow, goodsNow, at);
                    lost = before && !now;
                    if (now && !before) {
                        added[come++] = at;
                    }
                }
            }
            if (lost) {
                boolean none = true;
                for (int at : t.citySites) {
                    if (target(kontorsNow, goodsNow, at)) {
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
            } else {
                for (int i = 0; i < come; i++) {
                    merge(rows[added[i]]);
                }
            }
            kontors = kontorsNow;
            goods = goodsNow;
            return values;
        }

        private void merge(int[] row) {
            // The least of two without a branch: the JIT vectorises this loop (a Math.min loop it does not, on Java 17).
            for (int i = 0; i < values.length; i++) {
                int d = row[i] - values[i];
                values[i] += d & (d >> 31);
            }
        }
    }

    private int changed(int[] before, int[] now, int count) {
        return changed(before, now, changed, count);
    }

    /** Appends the indices where two arrays of the same board differ (none when they are one array). */
    private static int changed(int[] before, int[] now, int[] into, int count) {
        int n = now.length;
        for (int i = before == now ? -1 : Arrays.mismatch(before, now); i >= 0; ) {
            into[count++] = i;
            int next = Arrays.mismatch(before, i + 1, n, now, i + 1, n);
            i = next < 0 ? -1 : i + 1 + next;
        }
        return count;
    }

    private static final class RouteField {
        final int[] distance;
        int[] kontors;
        int[] routes;
        int[] goods;

        RouteField(int paths) {
            distance = new int[paths];
        }
    }

    /**
     * Brings a route field up to date when routes and targets were only added since: that only
     * shortens distances, so relaxing from what was added gives what the breadth-first walk gives.
     * False, with the field untouched, when a route or a target went away.
     */
    private boolean onlyAdded(RouteField f, int[] kontors, int[] routes, int[] goodsAt, int seat) {
        int newRoutes = changed(f.routes, routes, changedPaths, 0);
        for (int i = 0; i < newRoutes; i++) {
            if (routes[changedPaths[i]] < 0) {
                return false;
            }
        }
        int n = changed(f.kontors, kontors, 0);
        n = changed(f.goods, goodsAt, n);
        for (int i = 0; i < n; i++) {
            if (takesGoods(f.kontors, f.goods, changed[i], seat) && !takesGoods(kontors, goodsAt, changed[i], seat)) {
                return false;
            }
        }
        int[] distance = f.distance;
        int tail = 0;
        for (int i = 0; i < newRoutes; i++) {
            int p = changedPaths[i];
            if (f.routes[p] < 0) {
                distance[p] = takesGoods(kontors, goodsAt, t.end0[p], seat) || takesGoods(kontors, goodsAt, t.end1[p], seat) ? 0 : -1;
                queued[p] = true;
                queue[tail++] = p;
            }
        }
        for (int i = 0; i < n; i++) {
            int at = changed[i];
            if (takesGoods(kontors, goodsAt, at, seat)) {
                for (int j = t.pathsAtStart[at]; j < t.pathsAtStart[at + 1]; j++) {
                    int p = t.pathsAt[j];
                    if (routes[p] >= 0) {
                        distance[p] = 0;
                        if (!queued[p]) {
                            queued[p] = true;
                            queue[tail++] = p;
                        }
                    }
                }
            }
        }
        relax(routes, distance, tail);
        return true;
    }

    /**
     * Label-correcting relaxation along routes from the {@code waiting} paths queued: each takes
     * the best its neighbours offer, and passes on what it improves (a circular queue of one slot
     * per path; each path at most once in it at a time).
     */
    private void relax(int[] routes, int[] distance, int waiting) {
        int head = 0;
        int tail = waiting % queue.length;
        while (waiting > 0) {
            int p = queue[head];
            head = head + 1 == queue.length ? 0 : head + 1;
            waiting--;
            queued[p] = false;
            for (int i = t.nextStart[p]; i < t.nextStart[p + 1]; i++) {
                int q = t.next[i];
                if (routes[q] >= 0 && distance[q] >= 0 && (distance[p] < 0 || distance[q] + 1 < distance[p])) {
                    distance[p] = distance[q] + 1;
                }
            }
            if (distance[p] < 0) {
                continue;
            }
            for (int i = t.nextStart[p]; i < t.nextStart[p + 1]; i++) {
                int q = t.next[i];
                if (routes[q] >= 0 && (distance[q] < 0 || distance[p] + 1 < distance[q]) && !queued[q]) {
                    queued[q] = true;
                    queue[tail] = q;
                    tail = tail + 1 == queue.length ? 0 : tail + 1;
                    waiting++;
                }
            }
        }
    }

    /**
     * Breadth-first from the routes beside a kontor that takes this seat's goods, along routes
     * ({@code routes} may be {@link Tables#anyPath}).
     */
    private int[] walk(int[] kontors, int[] routes, int[] goodsAt, int seat, int[] distance) {
        Arrays.fill(distance, -1);
        int tail = 0;
        for (int at : t.citySites) {
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
    private int[] cityWalk(int[] kontors) {
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

    /** Board facts the fields read, as flat arrays, and board distances to every target: worked out once per board. */
    private static final class Tables {
        final org.kontor.engine.board.Board board;
        final int pathCount;
        final int intersectionCount;
        /** A route on every path, to walk along any path. */
        final int[] anyPath;
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
        /** Per city site: steps from every intersection along paths; null for other intersections. */
        final int[][] toCity;
        /** Per intersection: steps from every path to a path that ends there. */
        final int[][] toKontor;
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
            boolean[] isPath = facts.isPath;
            anyPath = new int[pathCount];
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
            toCity = new int[intersectionCount][];
            for (int at : citySites) {
                toCity[at] = intersectionSteps(at, queue);
            }
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
