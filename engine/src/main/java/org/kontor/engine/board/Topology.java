package org.kontor.engine.board;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.BitSet;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The geometry shared by every hex game: hexes, the intersections at their corners and the
 * paths along their sides, with canonical ids and adjacency in both directions.
 *
 * <p>Numbering rule (sensor wiring maps depend on it, so it must never change):
 * <ul>
 *   <li>hex ids follow the order of the hexes given (the board file's order);</li>
 *   <li>intersection ids follow the corners' positions on the pointy-top drawing, top row
 *       first, each row from west to east;</li>
 *   <li>path ids follow the paths' midpoints the same way: top first, then west to east.</li>
 * </ul>
 * Ids therefore depend only on the set of hex positions, never on terrain or load order of
 * anything else.
 *
 * <p>Positions use integer drawing units: x in half hex widths, y in half corner radii, so
 * every corner lands on integers and comparisons are exact.
 */
public final class Topology {

    /** Corner offsets from a hex centre, clockwise from the top corner. */
    private static final int[][] CORNERS = {{0, -2}, {1, -1}, {1, 1}, {0, 2}, {-1, 1}, {-1, -1}};

    private final List<Axial> hexes;
    private final Map<Axial, Integer> hexIds;
    private final int[][] intersectionXY;
    private final int[][] hexIntersections;
    private final int[][] hexPaths;
    private final int[][] hexNeighbours;
    private final int[][] intersectionHexes;
    private final int[][] intersectionPaths;
    private final int[][] intersectionNeighbours;
    private final int[][] pathIntersections;
    private final int[][] pathHexes;
    private final int[][] pathNeighbours;

    public Topology(List<Axial> hexes) {
        this.hexes = List.copyOf(hexes);
        this.hexIds = new HashMap<>();
        for (int h = 0; h < this.hexes.size(); h++) {
            if (hexIds.put(this.hexes.get(h), h) != null) {
                throw new IllegalArgumentException("hex " + this.hexes.get(h) + " is listed twice");
            }
        }

        // Intersections: every distinct corner, numbered by (y, x).
        Map<Long, int[]> corners = new HashMap<>();
        for (Axial hex : this.hexes) {
            for (int[] c : CORNERS) {
                int x = hex.centreX() + c[0];
                int y = hex.centreY() + c[1];
                corners.putIfAbsent(key(x, y), new int[] {x, y});
            }
        }
        List<int[]> sortedCorners = new ArrayList<>(corners.values());
        sortedCorners.sort(Comparator.<int[]>comparingInt(p -> p[1]).thenComparingInt(p -> p[0]));
        intersectionXY = sortedCorners.toArray(new int[0][]);
        Map<Long, Integer> intersectionIds = new HashMap<>();
        for (int i = 0; i < intersectionXY.length; i++) {
            intersectionIds.put(key(intersectionXY[i][0], intersectionXY[i][1]), i);
        }

        hexIntersections = new int[this.hexes.size()][6];
        for (int h = 0; h < this.hexes.size(); h++) {
            Axial hex = this.hexes.get(h);
            for (int k = 0; k < 6; k++) {
                hexIntersections[h][k] = intersectionIds.get(
                        key(hex.centreX() + CORNERS[k][0], hex.centreY() + CORNERS[k][1]));
            }
        }

        // Paths: every distinct side, numbered by the midpoint's (y, x).
        Map<Long, int[]> sides = new HashMap<>();
        for (int[] ring : hexIntersections) {
            for (int k = 0; k < 6; k++) {
                int a = Math.min(ring[k], ring[(k + 1) % 6]);
                int b = Math.max(ring[k], ring[(k + 1) % 6]);
                sides.putIfAbsent(key(a, b), new int[] {a, b});
            }
        }
        List<int[]> sortedSides = new ArrayList<>(sides.values());
        sortedSides.sort(Comparator.<int[]>comparingInt(s -> intersectionXY[s[0]][1] + intersectionXY[s[1]][1])
                .thenComparingInt(s -> intersectionXY[s[0]][0] + intersectionXY[s[1]][0]));
        pathIntersections = sortedSides.toArray(new int[0][]);
        Map<Long, Integer> pathIds = new HashMap<>();
        for (int p = 0; p < pathIntersections.length; p++) {
            pathIds.put(key(pathIntersections[p][0], pathIntersections[p][1]), p);
        }

        hexPaths = new int[this.hexes.size()][6];
        for (int h = 0; h < this.hexes.size(); h++) {
            int[] ring = hexIntersections[h];
            for (int k = 0; k < 6; k++) {
                hexPaths[h][k] = pathIds.get(key(Math.min(ring[k], ring[(k + 1) % 6]), Math.max(ring[k], ring[(k + 1) % 6])));
            }
        }

        hexNeighbours = new int[this.hexes.size()][];
        for (int h = 0; h < this.hexes.size(); h++) {
            List<Integer> around = new ArrayList<>();
            for (int d = 0; d < 6; d++) {
                Integer n = hexIds.get(this.hexes.get(h).neighbour(d));
                if (n != null) {
                    around.add(n);
                }
            }
            hexNeighbours[h] = toSortedArray(around);
        }

        List<List<Integer>> hexesAt = lists(intersectionXY.length);
        List<List<Integer>> pathsAt = lists(intersectionXY.length);
        List<List<Integer>> neighboursAt = lists(intersectionXY.length);
        List<List<Integer>> hexesAlong = lists(pathIntersections.length);
        for (int h = 0; h < this.hexes.size(); h++) {
            for (int i : hexIntersections[h]) {
                hexesAt.get(i).add(h);
            }
            for (int p : hexPaths[h]) {
                hexesAlong.get(p).add(h);
            }
        }
        for (int p = 0; p < pathIntersections.length; p++) {
            int a = pathIntersections[p][0];
            int b = pathIntersections[p][1];
            pathsAt.get(a).add(p);
            pathsAt.get(b).add(p);
            neighboursAt.get(a).add(b);
            neighboursAt.get(b).add(a);
        }
        intersectionHexes = toArrays(hexesAt);
        intersectionPaths = toArrays(pathsAt);
        intersectionNeighbours = toArrays(neighboursAt);
        pathHexes = toArrays(hexesAlong);

        pathNeighbours = new int[pathIntersections.length][];
        for (int p = 0; p < pathIntersections.length; p++) {
            List<Integer> touching = new ArrayList<>();
            for (int end : pathIntersections[p]) {
                for (int q : intersectionPaths[end]) {
                    if (q != p) {
                        touching.add(q);
                    }
                }
            }
            pathNeighbours[p] = toSortedArray(touching);
        }
    }

    public int hexCount() {
        return hexes.size();
    }

    public int intersectionCount() {
        return intersectionXY.length;
    }

    public int pathCount() {
        return pathIntersections.length;
    }

    public Axial hexPosition(int hex) {
        return hexes.get(hex);
    }

    /** The hex at a position, or -1 where the board has none. */
    public int hexAt(Axial position) {
        return hexIds.getOrDefault(position, -1);
    }

    // Adjacency arrays are shared, not copied: the rules read them in hot loops. Never modify one.

    /** The six corners of a hex, clockwise from the top corner. */
    public int[] intersectionsOfHex(int hex) {
        return hexIntersections[hex];
    }

    /** The six sides of a hex, clockwise from the top-right side. */
    public int[] pathsOfHex(int hex) {
        return hexPaths[hex];
    }

    public int[] hexesNextToHex(int hex) {
        return hexNeighbours[hex];
    }

    /** The one to three hexes that meet at an intersection. */
    public int[] hexesAtIntersection(int intersection) {
        return intersectionHexes[intersection];
    }

    /** The two or three paths that end at an intersection. */
    public int[] pathsAtIntersection(int intersection) {
        return intersectionPaths[intersection];
    }

    /** Intersections one path away. */
    public int[] intersectionsNextTo(int intersection) {
        return intersectionNeighbours[intersection];
    }

    /** The two ends of a path, lower id first. */
    public int[] intersectionsOfPath(int path) {
        return pathIntersections[path];
    }

    /** The one or two hexes a path runs between. */
    public int[] hexesAlongPath(int path) {
        return pathHexes[path];
    }

    /** Paths that share an intersection with this one. */
    public int[] pathsNextToPath(int path) {
        return pathNeighbours[path];
    }

    /** The path joining two intersections, or -1 if they are not neighbours. */
    public int pathBetween(int a, int b) {
        for (int p : intersectionPaths[a]) {
            int[] ends = pathIntersections[p];
            if (ends[0] == b || ends[1] == b) {
                return p;
            }
        }
        return -1;
    }

    /** The other end of a path seen from one of its intersections. */
    public int otherEnd(int path, int intersection) {
        int[] ends = pathIntersections[path];
        return ends[0] == intersection ? ends[1] : ends[0];
    }

    /** Drawing position of an intersection: x in half hex widths, y in half corner radii. */
    public int intersectionX(int intersection) {
        return intersectionXY[intersection][0];
    }

    public int intersectionY(int intersection) {
        return intersectionXY[intersection][1];
    }

    public int hexCentreX(int hex) {
        return hexes.get(hex).centreX();
    }

    public int hexCentreY(int hex) {
        return hexes.get(hex).centreY();
    }

    /**
     * Every shortest walk along the given paths from {@code from} to any intersection in
     * {@code targets} (other than {@code from} itself), as lists of path ids in walking order.
     * Returns an empty list when no target can be reached. {@code limit} caps how many equally
     * short walks are returned, since a player only ever chooses among a handful.
     */
    public List<List<Integer>> shortestWalks(BitSet usablePaths, int from, BitSet targets, int limit) {
        int n = intersectionCount();
        int[] distance = new int[n];
        Arrays.fill(distance, -1);
        distance[from] = 0;
        int[] queue = new int[n];
        int head = 0;
        int tail = 0;
        queue[tail++] = from;
        int found = -1;
        while (head < tail) {
            int at = queue[head++];
            if (found >= 0 && distance[at] >= found) {
                break;
            }
            for (int p : intersectionPaths[at]) {
                if (!usablePaths.get(p)) {
                    continue;
                }
                int next = otherEnd(p, at);
                if (distance[next] < 0) {
                    distance[next] = distance[at] + 1;
                    queue[tail++] = next;
                    if (targets.get(next) && next != from && found < 0) {
                        found = distance[next];
                    }
                }
            }
        }
        List<List<Integer>> walks = new ArrayList<>();
        if (found < 0) {
            return walks;
        }
        for (int t = targets.nextSetBit(0); t >= 0; t = targets.nextSetBit(t + 1)) {
            if (t != from && distance[t] == found) {
                collectWalksBack(usablePaths, distance, t, new ArrayList<>(), walks, limit);
            }
        }
        return walks;
    }

    private void collectWalksBack(BitSet usable, int[] distance, int at, List<Integer> suffix,
                                  List<List<Integer>> out, int limit) {
        if (out.size() >= limit) {
            return;
        }
        if (distance[at] == 0) {
            List<Integer> walk = new ArrayList<>(suffix);
            java.util.Collections.reverse(walk);
            out.add(List.copyOf(walk));
            return;
        }
        for (int p : intersectionPaths[at]) {
            int prev = otherEnd(p, at);
            if (usable.get(p) && distance[prev] == distance[at] - 1) {
                suffix.add(p);
                collectWalksBack(usable, distance, prev, suffix, out, limit);
                suffix.remove(suffix.size() - 1);
            }
        }
    }

    private static long key(int a, int b) {
        return ((long) a << 32) ^ (b & 0xffffffffL);
    }

    private static List<List<Integer>> lists(int n) {
        List<List<Integer>> lists = new ArrayList<>(n);
        for (int i = 0; i < n; i++) {
            lists.add(new ArrayList<>());
        }
        return lists;
    }

    private static int[][] toArrays(List<List<Integer>> lists) {
        int[][] arrays = new int[lists.size()][];
        for (int i = 0; i < lists.size(); i++) {
            arrays[i] = toSortedArray(lists.get(i));
        }
        return arrays;
    }

    private static int[] toSortedArray(List<Integer> values) {
        return values.stream().mapToInt(Integer::intValue).sorted().distinct().toArray();
    }
}
