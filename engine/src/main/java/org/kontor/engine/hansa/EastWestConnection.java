package org.kontor.engine.hansa;

import java.util.ArrayDeque;
import java.util.Deque;

/**
 * The first, second and third player to join Arnheim and Stendal by an unbroken chain of
 * route-connected cities each holding at least one of their offices gain 7, 4 and 2 prestige.
 * Control of those cities is not needed.
 */
final class EastWestConnection {

    static final int[] POINTS = {7, 4, 2};

    private EastWestConnection() {}

    static void check(Draft d, int seat) {
        if (d.eastWest.contains(seat) || d.eastWest.size() >= POINTS.length) {
            return;
        }
        int[] ends = new int[2];
        int found = 0;
        for (int c = 0; c < d.map.cities().size(); c++) {
            if (d.map.cities().get(c).eastWest()) {
                ends[found++] = c;
            }
        }
        if (connected(d, seat, ends[0], ends[1])) {
            int rank = d.eastWest.size();
            d.eastWest.add(seat);
            d.event(new Event.EastWestConnected(seat, rank + 1, POINTS[rank]));
            RouteEstablishment.gain(d, seat, POINTS[rank], "east-west");
        }
    }

    static boolean connected(Draft d, int seat, int from, int to) {
        if (CityControl.offices(d, seat, from) == 0) {
            return false;
        }
        boolean[] seen = new boolean[d.map.cities().size()];
        Deque<Integer> queue = new ArrayDeque<>();
        queue.add(from);
        seen[from] = true;
        while (!queue.isEmpty()) {
            int city = queue.poll();
            if (city == to) {
                return true;
            }
            for (Route r : d.map.routesAt(city)) {
                int next = d.map.other(r, city);
                if (!seen[next] && CityControl.offices(d, seat, next) > 0) {
                    seen[next] = true;
                    queue.add(next);
                }
            }
        }
        return false;
    }
}
