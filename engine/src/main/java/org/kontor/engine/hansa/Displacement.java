package org.kontor.engine.hansa;

import java.util.ArrayDeque;
import java.util.Arrays;
import java.util.Deque;
import org.kontor.engine.Rejection;
import org.kontor.engine.referee.Refusals;

/**
 * Displace: replace an opponent's piece on a post with one of one's supply, paying 1 more supply
 * piece to the stock for a trader, 2 for a merchant (traders paid first). The displaced player
 * then puts the displaced piece, and may put up to 1 (trader) or 2 (merchant) extra pieces (from
 * the stock, else the supply, else own pieces elsewhere on the board), on free posts of the routes
 * adjacent to the route (sharing a city with it, not the route itself); only when all of those are
 * full, on the routes one city further out, and so on (the widening rings).
 */
final class Displacement {

    private Displacement() {}

    static int cost(Piece displaced) {
        return displaced == Piece.TRADER ? 1 : 2;
    }

    static Rejection check(Draft d, int seat, Command.Displace c) {
        Rejection gate = Gates.action(d, seat);
        if (gate != null) {
            return gate;
        }
        if (!Gates.validPost(d, c.post()) || c.piece() == null) {
            return Refusals.badInput("hansa.there-is-no-post-posts-are", c.post(), (d.posts.length - 1));
        }
        Holder there = d.posts[c.post()];
        if (there == null) {
            return Refusals.notNow("hansa.post-is-free-place-piece-there", c.post());
        }
        if (there.seat() == seat) {
            return Refusals.notNow("hansa.post-holds-your-own-piece-you", c.post());
        }
        int[] supply = d.supply[seat];
        if (supply[c.piece().ordinal()] == 0) {
            return Refusals.notAffordable("hansa.none-in-supply", c.piece());
        }
        int cost = cost(there.piece());
        if (supply[0] + supply[1] - 1 < cost) {
            return Refusals.notAffordable(cost == 1 ? "hansa.displacing-costs-one-more-piece" : "hansa.displacing-costs-more-pieces", there.piece(), cost);
        }
        return null;
    }

    static void displace(Draft d, int seat, Command.Displace c) {
        d.startAction();
        Holder victim = d.posts[c.post()];
        int[] supply = d.supply[seat];
        supply[c.piece().ordinal()]--;
        d.posts[c.post()] = new Holder(seat, c.piece());
        int cost = cost(victim.piece());
        int traders = Math.min(cost, supply[Piece.TRADER.ordinal()]);
        int merchants = cost - traders;
        supply[Piece.TRADER.ordinal()] -= traders;
        supply[Piece.MERCHANT.ordinal()] -= merchants;
        d.stock[seat][Piece.TRADER.ordinal()] += traders;
        d.stock[seat][Piece.MERCHANT.ordinal()] += merchants;
        d.event(new Event.Displaced(seat, victim.seat(), c.post(), c.piece(), victim.piece(), cost));
        Route route = d.map.routeOfPost(c.post());
        d.pending = new Pending.Displaced(victim.seat(), route.id(), victim.piece(), false, cost);
        if (nearest(d, route.id()) == null) {
            // No free post is left on the whole board: the piece goes to its owner's stock.
            d.stock[victim.seat()][victim.piece().ordinal()]++;
            d.pending = null;
        }
    }

    static Rejection checkRelocate(Draft d, int seat, Command.Relocate c) {
        if (!(d.pending instanceof Pending.Displaced p)) {
            return Refusals.notNow("hansa.nobody-was-displaced-there-is-nothing");
        }
        if (seat != p.victim()) {
            return Refusals.notYourTurn("hansa.game-waits-for-to-put-displaced", Names.seat(p.victim()));
        }
        if (!Gates.validPost(d, c.post()) || c.piece() == null) {
            return Refusals.badInput("hansa.there-is-no-post", c.post());
        }
        if (d.posts[c.post()] != null) {
            return Refusals.notNow("hansa.post-is-taken", c.post());
        }
        boolean[] ring = nearest(d, p.route());
        if (ring == null || !ring[d.map.routeOfPost(c.post()).id()]) {
            return Refusals.notNow("hansa.post-is-not-on-nearest-routes", c.post(), Names.route(d, d.map.routes().get(p.route())));
        }
        if (!p.piecePlaced()) {
            if (c.piece() != p.piece() || c.from() != -1) {
                return Refusals.notNow("hansa.first-put-back-displaced", p.piece());
            }
            return null;
        }
        int k = c.piece().ordinal();
        if (c.from() == -1) {
            if (d.stock[seat][k] + d.supply[seat][k] == 0) {
                return Refusals.notAffordable("hansa.you-have-no-in-your-stock", c.piece());
            }
            return null;
        }
        if (d.stock[seat][0] + d.stock[seat][1] + d.supply[seat][0] + d.supply[seat][1] > 0) {
            return Refusals.notNow("hansa.extra-pieces-come-from-your-stock");
        }
        if (!Gates.validPost(d, c.from()) || !new Holder(seat, c.piece()).equals(d.posts[c.from()])) {
            return Refusals.badInput("hansa.post-holds-no-of-yours", c.from(), c.piece());
        }
        return null;
    }

    static void relocate(Draft d, int seat, Command.Relocate c) {
        Pending.Displaced p = (Pending.Displaced) d.pending;
        String source;
        int extrasLeft = p.extrasLeft();
        int k = c.piece().ordinal();
        if (!p.piecePlaced()) {
            source = "displaced";
        } else {
            extrasLeft--;
            if (c.from() >= 0) {
                d.posts[c.from()] = null;
                source = "post " + c.from();
            } else if (d.stock[seat][k] > 0) {
                d.stock[seat][k]--;
                source = "stock";
            } else {
                d.supply[seat][k]--;
                source = "supply";
            }
        }
        d.posts[c.post()] = new Holder(seat, c.piece());
        d.event(new Event.Relocated(seat, c.post(), c.piece(), source));
        d.pending = extrasLeft == 0 || nearest(d, p.route()) == null ? null
                : new Pending.Displaced(p.victim(), p.route(), p.piece(), true, extrasLeft);
    }

    static Rejection checkStop(Draft d, int seat, Command.StopRelocating c) {
        if (!(d.pending instanceof Pending.Displaced p) || seat != p.victim()) {
            return Refusals.notNow("hansa.you-are-not-putting-back-displaced");
        }
        if (!p.piecePlaced()) {
            return Refusals.notNow("hansa.displaced-must-go-back-on-board", p.piece());
        }
        return null;
    }

    static void stop(Draft d, int seat, Command.StopRelocating c) {
        int left = ((Pending.Displaced) d.pending).extrasLeft();
        d.pending = null;
        d.event(new Event.ExtraPiecesDeclined(seat, left));
    }

    /**
     * The routes of the nearest ring around {@code origin} that has a free post (true by route id),
     * or null when no route has one. Ring 1 is the routes sharing a city with the origin.
     */
    static boolean[] nearest(Draft d, int origin) {
        int routes = d.map.routes().size();
        int[] distance = new int[routes];
        Arrays.fill(distance, -1);
        distance[origin] = 0;
        Deque<Integer> queue = new ArrayDeque<>();
        queue.add(origin);
        while (!queue.isEmpty()) {
            Route r = d.map.routes().get(queue.poll());
            for (int city : new int[] {r.from(), r.to()}) {
                for (Route next : d.map.routesAt(city)) {
                    if (distance[next.id()] < 0) {
                        distance[next.id()] = distance[r.id()] + 1;
                        queue.add(next.id());
                    }
                }
            }
        }
        if (d.options.displaceOntoSameRoute()) {
            distance[origin] = 1;
        }
        int best = Integer.MAX_VALUE;
        for (Route r : d.map.routes()) {
            if (distance[r.id()] > 0 && distance[r.id()] < best && hasFreePost(d, r)) {
                best = distance[r.id()];
            }
        }
        if (best == Integer.MAX_VALUE) {
            return null;
        }
        boolean[] ring = new boolean[routes];
        for (Route r : d.map.routes()) {
            ring[r.id()] = distance[r.id()] == best && hasFreePost(d, r);
        }
        return ring;
    }

    private static boolean hasFreePost(Draft d, Route r) {
        for (int p : d.postsOf(r)) {
            if (d.posts[p] == null) {
                return true;
            }
        }
        return false;
    }
}
