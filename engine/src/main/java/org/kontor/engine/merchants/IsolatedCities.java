package org.kontor.engine.merchants;

import java.util.ArrayList;
import java.util.BitSet;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.kontor.engine.Rejection;
import org.kontor.engine.board.Topology;

/**
 * Gold for connecting isolated city sites (rulebook p. 7). A city site is isolated while no
 * other city site can be reached from it over trade routes of any owner; occupied or not, purple
 * or brown. When a route connects one for the first time, the shortest route path from it to
 * another city site pays each owner 1 gold per own route on it; among equally short paths the
 * active player chooses (asked only when the choice changes who gets what).
 */
final class IsolatedCities {

    /** How many equally short paths a player is offered at most. */
    static final int MAX_OPTIONS = 24;

    private IsolatedCities() {}

    /** Would a route on {@code path} leave some city site connected to another? (The setup ban.) */
    static boolean wouldConnectCities(MerchantsState s, int path) {
        int[] ends = s.facts().topology.intersectionsOfPath(path);
        boolean[] seen = new boolean[s.kontorAt().length];
        return citiesReachable(s.facts(), s.routeAt(), path, ends[0], seen).size() >= 2;
    }

    /** The city sites that a route on {@code path} would connect for the first time. */
    static List<Integer> newlyConnectedBy(BoardFacts facts, int[] routeAt, int path) {
        int[] ends = facts.topology.intersectionsOfPath(path);
        // Marks: 1 = reached from the first end, 2 = from the second. Each side's walk stops at its
        // second city site: only "none", "one (which)" or "two or more" matter below.
        byte[] mark = new byte[facts.topology.intersectionCount()];
        int[] a = new int[3];
        if (!firstCities(facts, routeAt, ends[0], (byte) 1, mark, a) || mark[ends[1]] != 0) {
            // The second end lies in the first end's network: the route connects nothing new.
            return List.of();
        }
        int[] b = new int[3];
        if (!firstCities(facts, routeAt, ends[1], (byte) 2, mark, b)) {
            // The second end's network reaches what the first end's walk reached: one network.
            return List.of();
        }
        if (a[0] + b[0] < 2) {
            return List.of();
        }
        List<Integer> connected = new ArrayList<>(2);
        if (a[0] == 1) {
            connected.add(a[1]);
        }
        if (b[0] == 1) {
            connected.add(b[1]);
        }
        return connected;
    }

    /**
     * Walks the route network (routes of any owner) from {@code start}, marking what it reaches
     * with {@code me}, until it has found 2 city sites. {@code cities}: the count (0, 1 or 2), then
     * the sites in the order found. False if it reached an intersection another walk marked.
     */
    private static boolean firstCities(BoardFacts facts, int[] routeAt, int start, byte me, byte[] mark, int[] cities) {
        Topology t = facts.topology;
        int[] queue = new int[16];
        int head = 0;
        int tail = 0;
        queue[tail++] = start;
        mark[start] = me;
        while (head < tail) {
            int at = queue[head++];
            if (facts.citySites.get(at)) {
                cities[++cities[0]] = at;
                if (cities[0] == 2) {
                    return true;
                }
            }
            for (int p : t.pathsAtIntersection(at)) {
                if (routeAt[p] >= 0) {
                    int next = t.otherEnd(p, at);
                    if (mark[next] == 0) {
                        mark[next] = me;
                        if (tail == queue.length) {
                            queue = java.util.Arrays.copyOf(queue, tail * 2);
                        }
                        queue[tail++] = next;
                    } else if (mark[next] != me) {
                        return false;
                    }
                }
            }
        }
        return true;
    }

    /** City sites in the route network around {@code start} (routes of any owner, plus {@code extraPath}). */
    private static List<Integer> citiesReachable(BoardFacts facts, int[] routeAt, int extraPath, int start, boolean[] seen) {
        Topology t = facts.topology;
        List<Integer> cities = new ArrayList<>(2);
        int[] queue = new int[seen.length];
        int head = 0;
        int tail = 0;
        queue[tail++] = start;
        seen[start] = true;
        while (head < tail) {
            int at = queue[head++];
            if (facts.citySites.get(at)) {
                cities.add(at);
            }
            for (int p : t.pathsAtIntersection(at)) {
                if (routeAt[p] >= 0 || p == extraPath) {
                    int next = t.otherEnd(p, at);
                    if (!seen[next]) {
                        seen[next] = true;
                        queue[tail++] = next;
                    }
                }
            }
        }
        return cities;
    }

    /**
     * Pays for each newly connected city site in turn; stops at the first that needs the active
     * player's choice. Then offers the double arrow's free route if one is owed.
     */
    static void pay(Draft d, int chooser, List<Integer> cities, List<List<Integer>> paidPaths, int freeRouteFrom) {
        List<List<Integer>> paid = new ArrayList<>(paidPaths);
        for (int i = 0; i < cities.size(); i++) {
            int city = cities.get(i);
            List<List<Integer>> walks = shortestPaths(d, city);
            if (!d.before.config().options().payEachNewlyConnectedCity()) {
                walks.removeIf(w -> paid.stream().anyMatch(q -> samePaths(q, w)));
            }
            if (walks.isEmpty()) {
                continue;
            }
            if (!allPayTheSame(d, walks)) {
                d.pending = new Pending.ChooseIsolatedCityPath(chooser, city, walks,
                        cities.subList(i + 1, cities.size()), paid, freeRouteFrom);
                return;
            }
            payPath(d, city, walks.get(0));
            paid.add(walks.get(0));
        }
        if (freeRouteFrom >= 0) {
            DoubleArrows.offer(d, chooser, freeRouteFrom, false);
        }
    }

    static Rejection checkChoose(MerchantsState s, int seat, Command.ChoosePath c) {
        if (!(s.pending() instanceof Pending.ChooseIsolatedCityPath p) || seat != p.chooser()) {
            return Refusals.notNow("There is no choice of shortest path to make.");
        }
        if (c.option() < 0 || c.option() >= p.options().size()) {
            return Refusals.badInput("Choose one of the " + p.options().size() + " shortest paths.");
        }
        return null;
    }

    static void choose(Draft d, int seat, Command.ChoosePath c) {
        Pending.ChooseIsolatedCityPath p = (Pending.ChooseIsolatedCityPath) d.pending;
        d.pending = null;
        List<Integer> path = p.options().get(c.option());
        payPath(d, p.city(), path);
        List<List<Integer>> paid = new ArrayList<>(p.paidPaths());
        paid.add(path);
        pay(d, p.chooser(), p.citiesStillToPay(), paid, p.freeRouteFrom());
    }

    private static List<List<Integer>> shortestPaths(Draft d, int city) {
        BitSet routes = new BitSet(d.routes().length);
        int[] routeAt = d.routes();
        for (int p = 0; p < routeAt.length; p++) {
            if (routeAt[p] >= 0) {
                routes.set(p);
            }
        }
        return new ArrayList<>(d.facts.topology.shortestWalks(routes, city, d.facts.citySites, MAX_OPTIONS));
    }

    private static boolean allPayTheSame(Draft d, List<List<Integer>> walks) {
        Map<Integer, Integer> first = payout(d, walks.get(0));
        for (int i = 1; i < walks.size(); i++) {
            if (!payout(d, walks.get(i)).equals(first)) {
                return false;
            }
        }
        return true;
    }

    private static Map<Integer, Integer> payout(Draft d, List<Integer> walk) {
        Map<Integer, Integer> gold = new HashMap<>();
        for (int path : walk) {
            gold.merge(d.routeAt(path), 1, Integer::sum);
        }
        return gold;
    }

    private static void payPath(Draft d, int city, List<Integer> walk) {
        Map<Integer, Integer> gold = payout(d, walk);
        for (Map.Entry<Integer, Integer> e : gold.entrySet()) {
            d.giveGold(e.getKey(), e.getValue());
        }
        d.event(new Event.IsolatedCityConnected(city, walk, gold));
    }

    private static boolean samePaths(List<Integer> a, List<Integer> b) {
        return a.size() == b.size() && a.containsAll(b);
    }
}
