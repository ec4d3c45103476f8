package org.kontor.engine.merchants;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.kontor.engine.board.Resource;

/**
 * Picks a random legal action for a seat, and makes up values for the free-form kinds (dice on
 * the table, discards, trade offers). Test code, so java.util chance is fine here.
 */
final class RandomPlayer {

    private final SplittableRandom random;

    RandomPlayer(long seed) {
        random = new SplittableRandom(seed);
    }

    int below(int bound) {
        return random.nextInt(bound);
    }

    /** A seat the game waits for. */
    int seat(MerchantsState s) {
        List<Integer> waiting = Views.waitingFor(s);
        return waiting.get(random.nextInt(waiting.size()));
    }

    Command choose(MerchantsState s, int seat, List<LegalAction> actions) {
        Command progress = progress(s, seat, actions);
        if (progress != null) {
            return progress;
        }
        // End turns less eagerly than uniform choice would, so games build up.
        LegalAction action = actions.get(random.nextInt(actions.size()));
        if (action.kind().equals("end-turn") && actions.size() > 1 && random.nextInt(3) > 0) {
            action = actions.get(random.nextInt(actions.size()));
        }
        // Random exchanges with the bank mostly turn cards over: make them rarer too.
        if (BANK.contains(action.kind()) && actions.size() > 1 && random.nextBoolean()) {
            action = actions.get(random.nextInt(actions.size()));
        }
        // Random offers are mostly declined: make them rarer so games are not mostly haggling.
        for (int i = 0; i < 3 && action.kind().equals("offer-trade") && actions.size() > 1; i++) {
            action = actions.get(random.nextInt(actions.size()));
        }
        if (action.kind().equals("build-route")) {
            // Routes are finite (30 each): random ones can wall a player off from every kontor it could deliver to.
            int[] toGoods = goodsDistance(s, seat, false);
            Command best = closest(action.choices(), c -> toGoods[((Command.BuildRoute) c).path()]);
            if (best != null) {
                return best;
            }
        }
        if (!action.freeForm()) {
            return action.choices().get(random.nextInt(action.choices().size()));
        }
        switch (action.kind()) {
            case "roll":
                return Command.Roll.table(1 + random.nextInt(6), 1 + random.nextInt(6));
            case "place-number-token": {
                Pending.PlaceNumberToken p = (Pending.PlaceNumberToken) s.pending();
                for (Pending.TokenChoice c : p.choices()) {
                    if (c.fromStock()) {
                        // Test code may peek at the face-down stock: it plays the hand that turns a token over.
                        for (int t : s.stock()) {
                            if (s.config().board().numberTokens().get(t).colour() == c.colour()) {
                                return new Command.PlaceNumberToken(c.hex(), s.config().board().numberTokens().get(t).number());
                            }
                        }
                    }
                }
                throw new IllegalStateException("no stock token for " + p);
            }
            case "give-resources":
                return new Command.GiveResources(discard(s.player(seat).hand(), ((Pending.GiveResources) s.pending()).owed().get(seat)));
            case "discard":
                return new Command.Discard(discard(s.player(seat).hand(), ((Pending.Discard) s.pending()).cardsToDiscard().get(seat)));
            case "offer-trade": {
                int to = seat == s.active() ? pickOther(s, seat) : s.active();
                Resources[] terms = terms(s.player(seat).hand());
                return new Command.OfferTrade(to, terms[0], random.nextInt(4) == 0 ? 1 : 0, terms[1], 0);
            }
            case "counter-trade": {
                Resources[] terms = terms(s.player(seat).hand());
                return new Command.CounterTrade(terms[0], 0, terms[1], random.nextInt(4) == 0 ? 1 : 0);
            }
            default:
                throw new IllegalStateException("no generator for free-form " + action.kind());
        }
    }

    /**
     * Leans towards winning, so random games end: deliver whenever possible; found a kontor when a
     * merchant can reach an empty city site; move a caravan that reaches an undelivered kontor; hire
     * merchants and form caravans when affordable. Only ever picks among the offered choices.
     */
    private Command progress(MerchantsState s, int seat, List<LegalAction> actions) {
        if (random.nextInt(10) == 0) {
            return null;
        }
        // The preferred kinds, each with its offered action (kinds come one action each): one pass over the list.
        LegalAction[] byRank = new LegalAction[PREFERRED.size()];
        for (LegalAction a : actions) {
            int rank = a.freeForm() ? -1 : rank(a.kind());
            if (rank >= 0 && byRank[rank] == null) {
                byRank[rank] = a;
            }
        }
        for (int rank = 0; rank < byRank.length; rank++) {
            LegalAction a = byRank[rank];
            if (a != null) {
                String kind = a.kind();
                switch (kind) {
                    case "deliver":
                    case "skip-card-step":
                    case "take-resource":
                        return a.choices().get(random.nextInt(a.choices().size()));
                    case "move-merchant": {
                        int[] toCity = cityDistance(s);
                        Command best = closest(a.choices(), c -> toCity[((Command.MoveMerchant) c).destination()]);
                        if (best != null && (s.pending() != null || random.nextInt(4) > 0)) {
                            return best;
                        }
                        break;
                    }
                    case "move-caravan": {
                        if (s.player(seat).goodsFree() == 0) {
                            break;
                        }
                        List<Command> useful = new ArrayList<>();
                        // 0 steps along any path = beside a kontor that takes this seat's goods.
                        int[] beside = goodsDistance(s, seat, false);
                        for (int i = 0; i < a.choices().size(); i++) {
                            Command.MoveCaravan c = (Command.MoveCaravan) a.choices().get(i);
                            if (reachesUndelivered(beside, c.walk())) {
                                useful.add(c);
                            }
                        }
                        if (!useful.isEmpty()) {
                            return useful.get(random.nextInt(useful.size()));
                        }
                        int[] toGoods = goodsDistance(s, seat, true);
                        Command best = closest(a.choices(), c -> {
                            List<Integer> w = ((Command.MoveCaravan) c).walk();
                            return toGoods[w.get(w.size() - 1)];
                        });
                        int[] caravans = s.player(seat).caravans();
                        if (best != null) {
                            Command.MoveCaravan m = (Command.MoveCaravan) best;
                            List<Integer> w = m.walk();
                            if (toGoods[w.get(w.size() - 1)] < toGoods[caravans[m.caravan()]] || s.pending() != null) {
                                return best;
                            }
                        }
                        break;
                    }
                    case "build-route":
                    case "build-card-route": {
                        int[] toGoods = goodsDistance(s, seat, false);
                        Command best = closest(a.choices(), c -> toGoods[c instanceof Command.BuildRoute r ? r.path()
                                : ((Command.BuildCardRoute) c).path()]);
                        if (best != null) {
                            return best;
                        }
                        break;
                    }
                    case "build-merchant":
                        if (Player.freeSlot(s.player(seat).merchants()) >= 0) {
                            return a.choices().get(random.nextInt(a.choices().size()));
                        }
                        break;
                    case "build-caravan":
                        if (Player.freeSlot(s.player(seat).caravans()) >= 0) {
                            return a.choices().get(random.nextInt(a.choices().size()));
                        }
                        break;
                    default:
                        break;
                }
            }
        }
        return null;
    }

    private static final List<String> BANK = List.of("buy-with-gold", "trade-for-gold", "trade-with-bank");

    private static final List<String> PREFERRED = List.of("deliver", "move-merchant", "move-caravan", "build-merchant",
            "build-caravan", "take-resource", "build-card-route", "build-route");

    private static int rank(String kind) {
        switch (kind) {
            case "deliver": return 0;
            case "move-merchant": return 1;
            case "move-caravan": return 2;
            case "build-merchant": return 3;
            case "build-caravan": return 4;
            case "take-resource": return 5;
            case "build-card-route": return 6;
            case "build-route": return 7;
            default: return -1;
        }
    }

    private static Command closest(List<Command> choices, java.util.function.ToIntFunction<Command> distance) {
        Command best = null;
        int bestDistance = Integer.MAX_VALUE;
        for (Command c : choices) {
            int d = distance.applyAsInt(c);
            if (d >= 0 && d < bestDistance) {
                best = c;
                bestDistance = d;
            }
        }
        return best;
    }

    // Distance fields change only when kontors, routes or goods do; the state shares those arrays
    // between versions until a command writes them, so the arrays' identity is the cache key.
    private int[] cityKontors;
    private int[] cityField;
    // Per (seat, routes only): the kontor, route and goods arrays the field was computed from.
    private final Object[][][] goodsKeys = new Object[2][8][];
    private final int[][][] goodsFields = new int[2][8][];

    private int[] cityDistance(MerchantsState s) {
        if (cityKontors != s.kontorAt()) {
            if (cityKontors == null || cityKontors.length != s.kontorAt().length || !onlyFounded(s, cityKontors, cityField)) {
                cityField = cityDistanceField(s);
            }
            cityKontors = s.kontorAt();
        }
        if (VERIFY && !java.util.Arrays.equals(cityField, cityDistanceField(s))) {
            throw new AssertionError("city field differs");
        }
        return cityField;
    }

    /**
     * Takes out of the city distance field the city sites that got a kontor since it was computed
     * from {@code kontorsBefore}: that only removes targets, so the intersections whose every
     * shortest chain led to one are cleared and relaxed again from their neighbours (the same
     * field the full walk gives). False, with the field untouched, when a kontor went away or much
     * of the field would change: then the caller recomputes.
     */
    private static boolean onlyFounded(MerchantsState s, int[] kontorsBefore, int[] distance) {
        int[] kontors = s.kontorAt();
        org.kontor.engine.board.Topology topology = s.facts().topology;
        boolean[] isPath = s.facts().isPath;
        int n = kontors.length;
        int[] queue = new int[n];
        boolean[] affected = new boolean[n];
        int tail = 0;
        for (int at = 0; at < n; at++) {
            if (kontors[at] != kontorsBefore[at]) {
                if (kontorsBefore[at] >= 0) {
                    return false;
                }
                if (distance[at] == 0) {
                    affected[at] = true;
                    queue[tail++] = at;
                }
            }
        }
        for (int head = 0; head < tail; head++) {
            int v = queue[head];
            for (int p : topology.pathsAtIntersection(v)) {
                if (!isPath[p]) {
                    continue;
                }
                int w = topology.otherEnd(p, v);
                if (!affected[w] && distance[w] == distance[v] + 1) {
                    boolean supported = false;
                    for (int q : topology.pathsAtIntersection(w)) {
                        int u = topology.otherEnd(q, w);
                        if (isPath[q] && !affected[u] && distance[u] >= 0 && distance[u] == distance[w] - 1) {
                            supported = true;
                            break;
                        }
                    }
                    if (!supported) {
                        affected[w] = true;
                        queue[tail++] = w;
                    }
                }
            }
            if (tail > n / 16) {
                return false;
            }
        }
        for (int i = 0; i < tail; i++) {
            distance[queue[i]] = -1;
        }
        // Label-correcting relaxation (circular queue; each intersection at most once in it at a time).
        boolean[] queued = affected;
        int head = 0;
        int waiting = tail;
        tail = tail == n ? 0 : tail;
        while (waiting > 0) {
            int v = queue[head];
            head = head + 1 == n ? 0 : head + 1;
            waiting--;
            queued[v] = false;
            for (int p : topology.pathsAtIntersection(v)) {
                int u = topology.otherEnd(p, v);
                if (isPath[p] && distance[u] >= 0 && (distance[v] < 0 || distance[u] + 1 < distance[v])) {
                    distance[v] = distance[u] + 1;
                }
            }
            if (distance[v] < 0) {
                continue;
            }
            for (int p : topology.pathsAtIntersection(v)) {
                int u = topology.otherEnd(p, v);
                if (isPath[p] && (distance[u] < 0 || distance[v] + 1 < distance[u]) && !queued[u]) {
                    queued[u] = true;
                    queue[tail] = u;
                    tail = tail + 1 == n ? 0 : tail + 1;
                    waiting++;
                }
            }
        }
        return true;
    }

    private int[] goodsDistance(MerchantsState s, int seat, boolean routesOnly) {
        int k = routesOnly ? 1 : 0;
        Object[] key = goodsKeys[k][seat];
        // Along any path, the field does not depend on where routes lie.
        if (key == null || key[0] != s.kontorAt() || routesOnly && key[1] != s.routeAt() || key[2] != s.goodsAt()) {
            if (key != null && key[2] == s.goodsAt()
                    && onlyAdded(s, seat, routesOnly, (int[]) key[0], (int[]) key[1], goodsFields[k][seat])) {
                key[0] = s.kontorAt();
                key[1] = s.routeAt();
            } else if (key != null && key[2] != s.goodsAt()
                    && onlyDelivered(s, seat, routesOnly, (int[]) key[0], (int[]) key[1], (int[]) key[2], goodsFields[k][seat])) {
                // Deliveries since the field was computed taken out; then kontors and routes added, if any.
                key[2] = s.goodsAt();
                if ((key[0] != s.kontorAt() || routesOnly && key[1] != s.routeAt())
                        && !onlyAdded(s, seat, routesOnly, (int[]) key[0], (int[]) key[1], goodsFields[k][seat])) {
                    goodsKeys[k][seat] = new Object[] {s.kontorAt(), s.routeAt(), s.goodsAt()};
                    goodsFields[k][seat] = goodsDistanceField(s, seat, routesOnly, goodsFields[k][seat]);
                } else {
                    key[0] = s.kontorAt();
                    key[1] = s.routeAt();
                }
            } else {
                goodsKeys[k][seat] = new Object[] {s.kontorAt(), s.routeAt(), s.goodsAt()};
                goodsFields[k][seat] = goodsDistanceField(s, seat, routesOnly, goodsFields[k][seat]);
            }
        }
        if (VERIFY && !java.util.Arrays.equals(goodsFields[k][seat], goodsDistanceField(s, seat, routesOnly, null))) {
            throw new AssertionError("field differs");
        }
        return goodsFields[k][seat];
    }

    private static final boolean VERIFY = Boolean.getBoolean("verifyFields");

    /**
     * Updates a goods distance field for kontors and (routes only) routes added since it was
     * computed from {@code kontorsBefore} and {@code routesBefore}: additions can only shorten
     * distances, so relaxing from what changed gives the same field the full breadth-first walk
     * gives. False, with the field untouched, when something went away: then the caller recomputes.
     */
    private static boolean onlyAdded(MerchantsState s, int seat, boolean routesOnly, int[] kontorsBefore, int[] routesBefore,
                                     int[] distance) {
        int[] kontors = s.kontorAt();
        int[] routes = s.routeAt();
        for (int at = 0; at < kontors.length && kontors != kontorsBefore; at++) {
            if (kontorsBefore[at] != kontors[at] && kontorsBefore[at] >= 0) {
                return false;
            }
        }
        for (int p = 0; p < routes.length && routesOnly && routes != routesBefore; p++) {
            if (routesBefore[p] != routes[p] && routesBefore[p] >= 0) {
                return false;
            }
        }
        Tables t = tables(s);
        int[] queue = new int[routes.length];
        boolean[] queued = new boolean[routes.length];
        int tail = 0;
        // New routes (routes only): not reached yet; their value comes from a target beside them or their neighbours.
        for (int p = 0; p < routes.length && routesOnly && routes != routesBefore; p++) {
            if (routesBefore[p] < 0 && routes[p] >= 0 && t.isPath[p]) {
                distance[p] = targetNextTo(s, t, p, seat) ? 0 : -1;
                queued[p] = true;
                queue[tail++] = p;
            }
        }
        // New kontors that take this seat's goods: the usable paths beside them are 0 steps away.
        for (int at = 0; at < kontors.length && kontors != kontorsBefore; at++) {
            if (kontorsBefore[at] < 0 && kontors[at] >= 0 && kontors[at] != seat && s.goodsAt()[at] < 0) {
                for (int p : s.facts().topology.pathsAtIntersection(at)) {
                    if (t.isPath[p] && (!routesOnly || routes[p] >= 0)) {
                        distance[p] = 0;
                        if (!queued[p]) {
                            queued[p] = true;
                            queue[tail++] = p;
                        }
                    }
                }
            }
        }
        relax(t, routes, routesOnly, distance, queue, queued, tail);
        return true;
    }

    /**
     * Label-correcting relaxation of a goods distance field from the {@code waiting} paths queued
     * (circular queue of one slot per path; each path at most once in it at a time).
     */
    private static void relax(Tables t, int[] routes, boolean routesOnly, int[] distance, int[] queue, boolean[] queued,
                              int waiting) {
        int head = 0;
        int tail = waiting;
        tail %= queue.length;
        while (waiting > 0) {
            int p = queue[head];
            head = head + 1 == queue.length ? 0 : head + 1;
            waiting--;
            queued[p] = false;
            for (int q : t.next[p]) {
                if ((!routesOnly || routes[q] >= 0) && distance[q] >= 0 && (distance[p] < 0 || distance[q] + 1 < distance[p])) {
                    distance[p] = distance[q] + 1;
                }
            }
            if (distance[p] < 0) {
                continue;
            }
            for (int q : t.next[p]) {
                if ((!routesOnly || routes[q] >= 0) && (distance[q] < 0 || distance[p] + 1 < distance[q]) && !queued[q]) {
                    queued[q] = true;
                    queue[tail] = q;
                    tail = tail + 1 == queue.length ? 0 : tail + 1;
                    waiting++;
                }
            }
        }
    }

    /**
     * Takes out of a goods distance field the kontors that received goods since it was computed
     * (from {@code goodsBefore}), still on the kontors and routes it was computed from
     * ({@code kontors}, {@code routes}): deliveries only remove targets, so the paths whose every
     * shortest chain led to a removed target are cleared and relaxed again from their neighbours,
     * which gives the field the full breadth-first walk gives. False, with the field untouched,
     * when goods went away (then the caller recomputes).
     */
    private static boolean onlyDelivered(MerchantsState s, int seat, boolean routesOnly, int[] kontors, int[] routes,
                                         int[] goodsBefore, int[] distance) {
        int[] goods = s.goodsAt();
        for (int at = 0; at < goods.length; at++) {
            if (goods[at] != goodsBefore[at] && goodsBefore[at] >= 0) {
                return false;
            }
        }
        Tables t = tables(s);
        int n = distance.length;
        int[] queue = new int[n];
        boolean[] affected = new boolean[n];
        int tail = 0;
        for (int at = 0; at < goods.length; at++) {
            if (goods[at] != goodsBefore[at]) {
                for (int p : s.facts().topology.pathsAtIntersection(at)) {
                    if (distance[p] == 0 && !affected[p] && !targetNextTo(kontors, goods, t, p, seat)) {
                        affected[p] = true;
                        queue[tail++] = p;
                    }
                }
            }
        }
        // Breadth-first from the lost targets: a path is affected when no unaffected neighbour is one step nearer.
        for (int head = 0; head < tail; head++) {
            int v = queue[head];
            for (int w : t.next[v]) {
                if (!affected[w] && distance[w] == distance[v] + 1) {
                    boolean supported = false;
                    for (int u : t.next[w]) {
                        if (!affected[u] && distance[u] >= 0 && distance[u] == distance[w] - 1) {
                            supported = true;
                            break;
                        }
                    }
                    if (!supported) {
                        affected[w] = true;
                        queue[tail++] = w;
                    }
                }
            }
        }
        if (tail > n / 16) {
            // Much of the field changes: the full walk is cheaper than relaxing it.
            return false;
        }
        for (int i = 0; i < tail; i++) {
            distance[queue[i]] = -1;
        }
        relax(t, routes, routesOnly, distance, queue, affected, tail);
        return true;
    }

    private static boolean targetNextTo(int[] kontors, int[] goods, Tables t, int p, int seat) {
        int a = t.end0[p];
        int b = t.end1[p];
        return kontors[a] >= 0 && kontors[a] != seat && goods[a] < 0 || kontors[b] >= 0 && kontors[b] != seat && goods[b] < 0;
    }

    private static boolean targetNextTo(MerchantsState s, Tables t, int p, int seat) {
        int a = t.end0[p];
        int b = t.end1[p];
        int ownerA = s.kontorAt()[a];
        int ownerB = s.kontorAt()[b];
        return ownerA >= 0 && ownerA != seat && s.goodsAt()[a] < 0 || ownerB >= 0 && ownerB != seat && s.goodsAt()[b] < 0;
    }

    /** Steps from every intersection to the nearest empty city site (-1 if none can be reached). */
    private static int[] cityDistanceField(MerchantsState s) {
        int n = s.kontorAt().length;
        int[] distance = new int[n];
        java.util.Arrays.fill(distance, -1);
        int[] queue = new int[n];
        int tail = 0;
        // Seeded in any order: a multi-source breadth-first walk gives the same distances.
        java.util.BitSet cities = s.facts().citySites;
        for (int at = cities.nextSetBit(0); at >= 0; at = cities.nextSetBit(at + 1)) {
            if (s.kontorAt()[at] < 0) {
                distance[at] = 0;
                queue[tail++] = at;
            }
        }
        for (int head = 0; head < tail; head++) {
            int at = queue[head];
            for (int p : s.facts().topology.pathsAtIntersection(at)) {
                int next = s.facts().topology.otherEnd(p, at);
                if (distance[next] < 0 && s.facts().isPath[p]) {
                    distance[next] = distance[at] + 1;
                    queue[tail++] = next;
                }
            }
        }
        return distance;
    }

    /** Board facts the distance fields read, as plain arrays: worked out once per board, not per move. */
    private static final class Tables {
        final org.kontor.engine.board.Board board;
        final boolean[] isPath;
        final int[] end0;
        final int[] end1;
        final int[][] next;

        Tables(BoardFacts facts) {
            board = facts.board;
            int n = facts.topology.pathCount();
            isPath = new boolean[n];
            end0 = new int[n];
            end1 = new int[n];
            next = new int[n][];
            for (int p = 0; p < n; p++) {
                isPath[p] = facts.paths.get(p);
                end0[p] = facts.topology.intersectionsOfPath(p)[0];
                end1[p] = facts.topology.intersectionsOfPath(p)[1];
                int[] around = facts.topology.pathsNextToPath(p);
                int count = 0;
                for (int q : around) {
                    count += facts.paths.get(q) ? 1 : 0;
                }
                next[p] = new int[count];
                count = 0;
                for (int q : around) {
                    if (facts.paths.get(q)) {
                        next[p][count++] = q;
                    }
                }
            }
        }
    }

    private static volatile Tables lastTables;

    private static Tables tables(MerchantsState s) {
        Tables t = lastTables;
        if (t == null || t.board != s.facts().board) {
            t = new Tables(s.facts());
            lastTables = t;
        }
        return t;
    }

    /**
     * Per path: steps to the nearest path next to a kontor that takes this seat's goods; along
     * trade routes only ({@code routesOnly}), or along any path (for planning new routes).
     * Written into {@code distance} (reused) when it has the right length.
     */
    private static int[] goodsDistanceField(MerchantsState s, int seat, boolean routesOnly, int[] distance) {
        Tables t = tables(s);
        int n = t.isPath.length;
        if (distance == null || distance.length != n) {
            distance = new int[n];
        }
        java.util.Arrays.fill(distance, -1);
        int[] routeAt = s.routeAt();
        int[] kontorAt = s.kontorAt();
        int[] goodsAt = s.goodsAt();
        int[] queue = new int[n];
        int tail = 0;
        for (int p = 0; p < n; p++) {
            if (!t.isPath[p] || routesOnly && routeAt[p] < 0) {
                continue;
            }
            int a = t.end0[p];
            int b = t.end1[p];
            int ownerA = kontorAt[a];
            int ownerB = kontorAt[b];
            if (ownerA >= 0 && ownerA != seat && goodsAt[a] < 0 || ownerB >= 0 && ownerB != seat && goodsAt[b] < 0) {
                distance[p] = 0;
                queue[tail++] = p;
            }
        }
        for (int head = 0; head < tail; head++) {
            int p = queue[head];
            int d = distance[p] + 1;
            for (int next : t.next[p]) {
                if (distance[next] < 0 && (!routesOnly || routeAt[next] >= 0)) {
                    distance[next] = d;
                    queue[tail++] = next;
                }
            }
        }
        return distance;
    }

    /** Whether a walk passes a kontor that takes this seat's goods ({@code beside}: the any-path goods field, 0 there). */
    private static boolean reachesUndelivered(int[] beside, List<Integer> walk) {
        for (int i = 0; i < walk.size(); i++) {
            if (beside[walk.get(i)] == 0) {
                return true;
            }
        }
        return false;
    }

    private int pickOther(MerchantsState s, int seat) {
        int other = random.nextInt(s.seatCount() - 1);
        return other >= seat ? other + 1 : other;
    }

    Resources discard(Resources hand, int count) {
        int[] left = new int[Resources.KINDS];
        int[] out = new int[Resources.KINDS];
        for (int r = 0; r < Resources.KINDS; r++) {
            left[r] = hand.count(r);
        }
        int total = hand.total();
        for (int i = 0; i < count; i++) {
            int pick = random.nextInt(total--);
            int r = 0;
            while (pick >= left[r]) {
                pick -= left[r++];
            }
            left[r]--;
            out[r]++;
        }
        return Resources.of(out);
    }

    /** One card of something held for one card of something else, mostly. */
    private Resources[] terms(Resources hand) {
        int give = random.nextInt(Resources.KINDS);
        for (int i = 0; i < Resources.KINDS && hand.count(give) == 0; i++) {
            give = (give + 1) % Resources.KINDS;
        }
        int get = (give + 1 + random.nextInt(Resources.KINDS - 1)) % Resources.KINDS;
        return new Resources[] {Resources.NONE.plus(give, 1 + random.nextInt(2)), Resources.NONE.plus(get, 1)};
    }

    /** Any command at all, legal or not, for probing the referee. */
    Command anything(MerchantsState s) {
        int paths = s.routeAt().length;
        int corners = s.kontorAt().length;
        Resource r1 = Resource.MERCHANTS[random.nextInt(5)];
        Resource r2 = Resource.MERCHANTS[random.nextInt(5)];
        switch (random.nextInt(34)) {
            case 0: return random.nextBoolean() ? Command.Roll.virtual() : Command.Roll.table(random.nextInt(8), 1 + random.nextInt(6));
            case 1: return new Command.PlaceKontor(random.nextInt(corners + 2) - 1);
            case 2: return new Command.PlaceSetupRoute(random.nextInt(paths));
            case 3: return new Command.Discard(discard(new Resources(3, 3, 3, 3, 3), random.nextInt(6)));
            case 4: return new Command.MoveRobber(random.nextInt(s.tokenAt().length + 1) - 1);
            case 5: return new Command.Steal(random.nextInt(5) - 1);
            case 6: return new Command.TradeWithBank(r1, r2);
            case 7: return new Command.TradeForGold(r1);
            case 8: return new Command.BuyWithGold(r2);
            case 9: return new Command.OfferTrade(random.nextInt(5) - 1, Resources.of(r1, random.nextInt(3)), random.nextInt(2),
                    Resources.of(r2, random.nextInt(3)), random.nextInt(2));
            case 10: return new Command.AcceptTrade();
            case 11: return new Command.DeclineTrade();
            case 12: return new Command.BuyCard();
            case 13: return new Command.PlayCard(random.nextInt(26));
            case 14: return new Command.BuildMerchant(random.nextInt(corners), random.nextInt(3) - 1);
            case 15: return new Command.BuildCaravan(random.nextInt(paths), random.nextInt(3) - 1);
            case 16: return new Command.BuildRoute(random.nextInt(paths + 1) - 1);
            case 17: return new Command.ChoosePath(random.nextInt(3) - 1);
            case 18: return new Command.BuildFreeRoute(random.nextInt(paths));
            case 19: return new Command.DeclineFreeRoute();
            case 20: return new Command.SkipSteal();
            case 21: return new Command.CounterTrade(Resources.of(r1, random.nextInt(3)), random.nextInt(2),
                    Resources.of(r2, random.nextInt(3)), random.nextInt(2));
            case 22: return new Command.MoveMerchant(random.nextInt(3) - 1, random.nextInt(corners + 1) - 1);
            case 23: return new Command.PlaceNumberToken(random.nextInt(s.tokenAt().length + 1) - 1, random.nextInt(13));
            case 24: return new Command.MoveNumberToken(random.nextInt(s.tokenAt().length), random.nextInt(s.tokenAt().length));
            case 25: {
                List<Integer> walk = new ArrayList<>();
                int at = random.nextInt(paths);
                for (int i = random.nextInt(4); i > 0; i--) {
                    int[] next = s.facts().topology.pathsNextToPath(at);
                    at = next[random.nextInt(next.length)];
                    walk.add(at);
                }
                return new Command.MoveCaravan(random.nextInt(3) - 1, walk);
            }
            case 26: return new Command.Deliver(random.nextInt(corners + 1) - 1);
            case 27: return new Command.TakeResource(r1);
            case 28: return new Command.GiveResources(discard(new Resources(2, 2, 2, 2, 2), random.nextInt(3)));
            case 29: return new Command.BuildCardRoute(random.nextInt(paths));
            case 30: return new Command.PlaceFreeMerchant(random.nextInt(corners), random.nextInt(3) - 1);
            case 31: return new Command.PlaceFreeCaravan(random.nextInt(paths), random.nextInt(3) - 1);
            case 32: return new Command.SkipCardStep();
            default: return new Command.EndTurn();
        }
    }

    static List<Command> enumerated(List<LegalAction> actions) {
        List<Command> all = new ArrayList<>();
        for (LegalAction a : actions) {
            all.addAll(a.choices());
        }
        return all;
    }
}
