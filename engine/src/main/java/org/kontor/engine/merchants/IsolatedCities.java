package org.kontor.engine.merchants;

import java.util.ArrayList;
import java.util.List;
import org.kontor.engine.Rejection;
import org.kontor.engine.SeatMap;
import org.kontor.engine.board.Topology;
import org.kontor.engine.referee.Refusals;

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

    /**
     * Would a route on {@code path} leave some city site connected to another? (The setup ban.)
     * Walks the network the route would join (routes of any owner, and the path) until a second
     * city site; the setup's listing asks this for every candidate path.
     */
    static boolean wouldConnectCities(MerchantsState s, int path) {
        int[] links = s.facts().cityLinks;
        long[] cities = s.facts().cityBits;
        byte[] routeAt = s.routeAt();
        int start = s.facts().topology.intersectionsOfPath(path)[0];
        long[] seen = new long[cities.length];
        int[] queue = new int[16];
        int head = 0;
        int tail = 0;
        int found = 0;
        queue[tail++] = start;
        Marks.add(seen, start);
        while (head < tail) {
            int at = queue[head++];
            if (isCity(cities, at) && ++found == 2) {
                return true;
            }
            for (int k = LINKS_PER * at; k < LINKS_PER * at + LINKS_PER && links[k] >= 0; k += 2) {
                int next = links[k + 1];
                if ((routeAt[links[k]] >= 0 || links[k] == path) && !isMarked(seen, 0, next)) {
                    Marks.add(seen, next);
                    if (tail == queue.length) {
                        queue = java.util.Arrays.copyOf(queue, tail * 2);
                    }
                    queue[tail++] = next;
                }
            }
        }
        return false;
    }

    /** The city sites that a route on {@code path} would connect for the first time. */
    static List<Integer> newlyConnectedBy(BoardFacts facts, byte[] routeAt, int path) {
        int[] ends = facts.topology.intersectionsOfPath(path);
        int[] links = facts.cityLinks;
        long[] cities = facts.cityBits;
        if (bare(links, cities, routeAt, ends[0]) || bare(links, cities, routeAt, ends[1])) {
            // One side adds no city site and no network: nothing can become connected (most routes).
            return List.of();
        }
        // Marks, a bit per intersection: words [0, w) reached from the first end, [w, 2w) from the
        // second. Each side's walk stops at its second city site: only "none", "one (which)" or
        // "two or more" matter below. The walks take turns with one queue.
        int w = cities.length;
        long[] mark = new long[2 * w];
        int[] queue = new int[16];
        int[] a = new int[3];
        if (!firstCities(links, cities, routeAt, ends[0], 0, w, mark, queue, a) || isMarked(mark, 0, ends[1])) {
            // The second end lies in the first end's network: the route connects nothing new.
            return List.of();
        }
        int[] b = new int[3];
        if (!firstCities(links, cities, routeAt, ends[1], w, 0, mark, queue, b)) {
            // The second end's network reaches what the first end's walk reached: one network.
            return List.of();
        }
        if (a[0] + b[0] < 2) {
            return List.of();
        }
        if (a[0] == 1 && b[0] == 1) {
            return List.of(a[1], b[1]);
        }
        return a[0] == 1 ? List.of(a[1]) : b[0] == 1 ? List.of(b[1]) : List.of();
    }

    /**
     * Per board: each intersection's paths, in the topology's order, and the intersection at each
     * one's other end: {@code LINKS_PER * at + 2k} its k-th path, the next entry that path's other
     * end; -1 after the last (an intersection has two or three paths). The walks below read this
     * one array instead of a topology row per intersection and another per path.
     */
    private static final int LINKS_PER = 6;

    /** Worked out once per board, by {@link BoardFacts}. */
    static int[] links(BoardFacts facts) {
        Topology t = facts.topology;
        int[] links = new int[LINKS_PER * t.intersectionCount()];
        java.util.Arrays.fill(links, -1);
        for (int at = 0; at < t.intersectionCount(); at++) {
            if (t.pathsAtIntersection(at).length > LINKS_PER / 2) {
                throw new IllegalStateException("intersection " + at + " has more than 3 paths");
            }
            int k = LINKS_PER * at;
            for (int p : t.pathsAtIntersection(at)) {
                links[k++] = p;
                links[k++] = t.otherEnd(p, at);
            }
        }
        return links;
    }

    private static boolean isCity(long[] cities, int at) {
        return Marks.contains(cities, at);
    }

    /** An intersection that is no city site and has no route: a route ending there joins nothing to the other end. */
    private static boolean bare(int[] links, long[] cities, byte[] routeAt, int at) {
        if (isCity(cities, at)) {
            return false;
        }
        for (int k = LINKS_PER * at; k < LINKS_PER * at + LINKS_PER && links[k] >= 0; k += 2) {
            if (routeAt[links[k]] >= 0) {
                return false;
            }
        }
        return true;
    }

    private static boolean isMarked(long[] mark, int from, int at) {
        return Marks.contains(mark, from, at);
    }

    /**
     * Walks the route network (routes of any owner) from {@code start}, marking what it reaches
     * in the words of {@code mark} from {@code me}, until it has found 2 city sites. {@code found}:
     * the count (0, 1 or 2), then the sites in the order found. False if it reached an intersection
     * the other walk marked (its words from {@code other}). {@code queue}: scratch, grown if need be.
     */
    private static boolean firstCities(int[] links, long[] cities, byte[] routeAt, int start, int me, int other,
                                       long[] mark, int[] queue, int[] found) {
        int head = 0;
        int tail = 0;
        queue[tail++] = start;
        Marks.add(mark, me, start);
        while (head < tail) {
            int at = queue[head++];
            if (isCity(cities, at)) {
                found[++found[0]] = at;
                if (found[0] == 2) {
                    return true;
                }
            }
            for (int k = LINKS_PER * at; k < LINKS_PER * at + LINKS_PER && links[k] >= 0; k += 2) {
                if (routeAt[links[k]] >= 0) {
                    int next = links[k + 1];
                    if (isMarked(mark, other, next)) {
                        return false;
                    }
                    if (!isMarked(mark, me, next)) {
                        Marks.add(mark, me, next);
                        if (tail == queue.length) {
                            queue = java.util.Arrays.copyOf(queue, tail * 2);
                        }
                        queue[tail++] = next;
                    }
                }
            }
        }
        return true;
    }

    /**
     * Pays for each newly connected city site in turn; stops at the first that needs the active
     * player's choice. Then offers the double arrow's free route if one is owed.
     */
    static void pay(Draft d, int chooser, List<Integer> cities, List<List<Integer>> paidPaths, int freeRouteFrom) {
        if (!cities.isEmpty() && !payEach(d, chooser, cities, paidPaths, freeRouteFrom)) {
            return;
        }
        if (freeRouteFrom >= 0) {
            DoubleArrows.offer(d, chooser, freeRouteFrom, false);
        }
    }

    /** The payments of {@link #pay}; false when it stopped at a choice. */
    private static boolean payEach(Draft d, int chooser, List<Integer> cities, List<List<Integer>> paidPaths,
                                   int freeRouteFrom) {
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
                return false;
            }
            payPath(d, city, walks.get(0));
            paid.add(walks.get(0));
        }
        return true;
    }

    static Rejection checkChoose(MerchantsState s, int seat, Command.ChoosePath c) {
        if (!(s.pending() instanceof Pending.ChooseIsolatedCityPath p)) {
            return Refusals.notNow("merchants.there-is-no-choice-of-shortest");
        }
        if (seat != p.chooser()) {
            return Refusals.notYourTurn("merchants.chooses-which-shortest-path-pays-for", Gates.name(s, p.chooser()));
        }
        if (c.option() < 0 || c.option() >= p.options().size()) {
            return Refusals.badInput("merchants.choose-one-of-shortest-paths", p.options().size());
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

    /**
     * Every shortest walk along the trade routes (of any owner) from {@code city} to another city
     * site, at most {@link #MAX_OPTIONS}: the walks {@link Topology#shortestWalks} gives, in its
     * order (targets ascending, then each intersection's paths in order), without first copying
     * the routes into a BitSet.
     */
    private static List<List<Integer>> shortestPaths(Draft d, int city) {
        int[] links = d.facts.cityLinks;
        byte[] routeAt = d.routes();
        long[] cities = d.facts.cityBits;
        // Steps from the city plus one; 0 = not reached (a byte: no walk is longer than the 4 * 30
        // routes on the board). The walk stops after the nearest targets' layer, so the queue starts
        // small and grows.
        byte[] reach = new byte[d.facts.topology.intersectionCount()];
        int[] queue = new int[32];
        int head = 0;
        int tail = 0;
        reach[city] = 1;
        queue[tail++] = city;
        int found = 0;
        while (head < tail) {
            int at = queue[head++];
            if (found > 0 && reach[at] >= found) {
                break;
            }
            for (int k = LINKS_PER * at; k < LINKS_PER * at + LINKS_PER && links[k] >= 0; k += 2) {
                if (routeAt[links[k]] >= 0) {
                    int next = links[k + 1];
                    if (reach[next] == 0) {
                        reach[next] = (byte) (reach[at] + 1);
                        if (tail == queue.length) {
                            queue = java.util.Arrays.copyOf(queue, tail * 2);
                        }
                        queue[tail++] = next;
                        if (found == 0 && isCity(cities, next)) {
                            found = reach[next];
                        }
                    }
                }
            }
        }
        List<List<Integer>> walks = new ArrayList<>();
        if (found == 0) {
            return walks;
        }
        // The targets: city sites in the last layer, ascending (every reached intersection is in the
        // queue, which the walk is done with: they are gathered at its front).
        int[] targets = queue;
        int count = 0;
        for (int i = 0; i < tail; i++) {
            if (reach[queue[i]] == found && isCity(cities, queue[i])) {
                targets[count++] = queue[i];
            }
        }
        java.util.Arrays.sort(targets, 0, count);
        Integer[] walk = new Integer[found - 1];
        for (int i = 0; i < count; i++) {
            walksBack(links, routeAt, reach, targets[i], walk, d.facts.boxedPath, walks);
        }
        return walks;
    }

    /** Adds the walks from the city to {@code at}, built back from {@code at}: {@code walk[reach[at] - 1..]} is set. */
    private static void walksBack(int[] links, byte[] routeAt, byte[] reach, int at, Integer[] walk, Integer[] boxed,
                                  List<List<Integer>> out) {
        if (out.size() >= MAX_OPTIONS) {
            return;
        }
        if (reach[at] == 1) {
            out.add(List.of(walk));
            return;
        }
        for (int k = LINKS_PER * at; k < LINKS_PER * at + LINKS_PER && links[k] >= 0; k += 2) {
            int p = links[k];
            int prev = links[k + 1];
            if (routeAt[p] >= 0 && reach[prev] == reach[at] - 1) {
                walk[reach[at] - 2] = boxed[p];
                walksBack(links, routeAt, reach, prev, walk, boxed, out);
            }
        }
    }

    private static boolean allPayTheSame(Draft d, List<List<Integer>> walks) {
        long first = payout(d, walks.get(0));
        for (int i = 1; i < walks.size(); i++) {
            if (payout(d, walks.get(i)) != first) {
                return false;
            }
        }
        return true;
    }

    /**
     * Gold per route owner along a walk, a count per seat ({@link SmallCounts}; each has at most
     * 30 routes): two walks pay the same when their payouts are equal.
     */
    private static long payout(Draft d, List<Integer> walk) {
        long gold = 0;
        for (int path : walk) {
            gold += SmallCounts.one(d.routeAt(path));
        }
        return gold;
    }

    private static void payPath(Draft d, int city, List<Integer> walk) {
        long gold = payout(d, walk);
        Integer[] goldBySeat = new Integer[d.seats()];
        for (int seat = 0; seat < goldBySeat.length; seat++) {
            int coins = SmallCounts.count(gold, seat);
            if (coins > 0) {
                d.giveGold(seat, coins);
                goldBySeat[seat] = coins;
            }
        }
        d.event(new Event.IsolatedCityConnected(city, walk, SeatMap.ofArray(goldBySeat)));
    }

    private static boolean samePaths(List<Integer> a, List<Integer> b) {
        return a.size() == b.size() && a.containsAll(b);
    }

    /** Which path's city pays: one choice per option offered. */
    static void listPaths(MerchantsState s, int seat, Pending.ChooseIsolatedCityPath p, Listing out) {
        for (int i = 0; i < p.options().size(); i++) {
            Command.ChoosePath c = new Command.ChoosePath(i);
            out.keep(c, checkChoose(s, seat, c));
        }
    }
}
