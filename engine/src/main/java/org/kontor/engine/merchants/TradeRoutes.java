package org.kontor.engine.merchants;

import org.kontor.engine.Phrase;
import java.util.List;
import org.kontor.engine.Rejection;
import org.kontor.engine.referee.Refusals;
import org.kontor.engine.resources.Resources;

/**
 * Trade routes (rulebook p. 7): ore + lumber, on an empty path (land or sea) that touches one of
 * your kontors or trade routes. Nothing blocks a network's continuation: not other players'
 * kontors, empty city sites, merchants or routes. Each player has 30. After every route:
 * {@link IsolatedCities} gold, then the {@link DoubleArrows} free route.
 */
final class TradeRoutes {

    static final Resources COST = new Resources(1, 0, 0, 1, 0);

    private TradeRoutes() {}

    static Rejection emptyPath(MerchantsState s, int path) {
        if (path < 0 || path >= s.routeAt().length || !s.facts().paths.get(path)) {
            return Refusals.badInput("merchants.there-is-no-path-on-this", path);
        }
        if (s.routeAt()[path] != -1) {
            return Refusals.notNow("merchants.that-path-already-has-trade-route");
        }
        return null;
    }

    static Rejection checkBuild(MerchantsState s, int seat, Command.BuildRoute c) {
        Rejection r = Gates.activeInActionPhase(s, seat);
        if (r == null) {
            r = emptyPath(s, c.path());
        }
        if (r != null) {
            return r;
        }
        if (s.player(seat).routesLeft() == 0) {
            return Refusals.notAffordable("merchants.you-have-placed-all-30-of");
        }
        if (!s.touchesOwnKontorOrRoute(seat, c.path())) {
            return Refusals.notNow("merchants.new-trade-route-must-touch-one");
        }
        return Gates.pay(s, seat, COST, Phrase.of("merchants.thing.trade-route"));
    }

    static void build(Draft d, int seat, Command.BuildRoute c) {
        d.bank = d.bank.plus(COST);
        d.event(new Event.CardsPaid(seat, COST));
        place(d, seat, c.path(), false, true, d.player(seat).hand().minus(COST));
    }

    /** Puts a route down and settles what it triggers: isolated-city gold, then a free route. */
    static void place(Draft d, int seat, int path, boolean free) {
        place(d, seat, path, free, !free || d.before.config().options().doubleArrowChaining());
    }

    /** {@code doubleArrowCounts}: a route on a double-arrow path gives a free route (a card's routes do). */
    static void place(Draft d, int seat, int path, boolean free, boolean doubleArrowCounts) {
        place(d, seat, path, free, doubleArrowCounts, d.player(seat).hand());
    }

    /** {@code hand}: the builder's hand after paying (paying and placing make one new player). */
    private static void place(Draft d, int seat, int path, boolean free, boolean doubleArrowCounts, Resources hand) {
        List<Integer> connected = IsolatedCities.newlyConnectedBy(d.facts, d.routes(), path);
        d.placeRoute(path, seat);
        d.setPlayer(seat, d.player(seat).withRoutePlaced(hand));
        d.event(new Event.RoutePlaced(seat, path, free));
        boolean givesFreeRoute = d.facts.board.isDoubleArrow(path) && doubleArrowCounts;
        IsolatedCities.pay(d, seat, connected, List.of(), givesFreeRoute ? path : -1);
    }

    /** A paid trade route on each empty path touching the seat's kontors or routes, ascending. */
    static void listRoutes(MerchantsState s, int seat, Listing out) {
        if (!s.player(seat).hand().covers(COST) || s.player(seat).routesLeft() == 0) {
            return;
        }
        for (int path : RouteFrontier.of(s, seat).paths()) {
            Command.BuildRoute c = s.facts().choices.buildRoute[path];
            out.keep(c, checkBuild(s, seat, c));
        }
    }
}
