package org.kontor.engine.catan;

import org.kontor.engine.board.Topology;

/**
 * "Gran ruta comercial" (Longest Road): the longest unbroken line of one player's roads, branches
 * not counted, a loop counted whole. An opponent's settlement or city on an intersection breaks
 * the line there; one's own does not. The card (2 points) goes to the first with 5 or more roads
 * in a line and passes at once to anyone with a longer line. When a line is broken (standard base
 * rules): the holder keeps the card while still tied for the longest; otherwise the card goes to
 * the single longest line of 5 or more, and is set aside when two or more tie for it or nobody
 * has 5.
 */
final class LongestRoad {

    static final int MINIMUM = 5;

    private LongestRoad() {}

    /** Works out every player's longest line again and moves the card if the rule says so. */
    static void update(Draft d) {
        Topology t = d.island.topology();
        int best = 0;
        for (int seat = 0; seat < d.players.size(); seat++) {
            d.roadLength[seat] = length(t, d.roadOwner, d.buildingOwner, seat);
            best = Math.max(best, d.roadLength[seat]);
        }
        int holder = d.longestRoadHolder;
        if (holder >= 0 && d.roadLength[holder] == best && best >= MINIMUM) {
            return;
        }
        int next = -1;
        if (best >= MINIMUM) {
            for (int seat = 0; seat < d.players.size(); seat++) {
                if (d.roadLength[seat] == best) {
                    next = next < 0 ? seat : -2;
                }
            }
        }
        next = Math.max(next, -1);
        if (next != holder) {
            d.longestRoadHolder = next;
            d.event(new Event.LongestRoadChanged(next, next >= 0 ? best : 0));
        }
    }

    /** The longest trail of {@code seat}'s roads that passes no opponent's building. */
    static int length(Topology t, int[] roadOwner, int[] buildingOwner, int seat) {
        boolean[] used = new boolean[roadOwner.length];
        int best = 0;
        for (int p = 0; p < roadOwner.length; p++) {
            if (roadOwner[p] == seat) {
                for (int end : t.intersectionsOfPath(p)) {
                    used[p] = true;
                    best = Math.max(best, 1 + walk(t, roadOwner, buildingOwner, seat, t.otherEnd(p, end), used));
                    used[p] = false;
                }
            }
        }
        return best;
    }

    /** The longest continuation from {@code at} over unused roads. */
    private static int walk(Topology t, int[] roadOwner, int[] buildingOwner, int seat, int at, boolean[] used) {
        if (buildingOwner[at] >= 0 && buildingOwner[at] != seat) {
            return 0;
        }
        int best = 0;
        for (int p : t.pathsAtIntersection(at)) {
            if (!used[p] && roadOwner[p] == seat) {
                used[p] = true;
                best = Math.max(best, 1 + walk(t, roadOwner, buildingOwner, seat, t.otherEnd(p, at), used));
                used[p] = false;
            }
        }
        return best;
    }
}
