package org.kontor.engine.merchants;

import org.kontor.engine.Rejection;
import org.kontor.engine.referee.Refusals;

/**
 * Double-arrow paths (rulebook p. 7): a trade route built on one lets its builder place one more
 * route at once, free, next to it at either end. It is a choice ("puedes"): declined, or with no
 * empty path or no route piece left, it is lost. A free route on another double-arrow path gives
 * nothing more unless the chaining option is on.
 */
final class DoubleArrows {

    private DoubleArrows() {}

    static void offer(Draft d, int seat, int doubleArrowPath, boolean duringSetup) {
        if (d.player(seat).routesLeft() == 0) {
            return;
        }
        for (int p : d.facts.topology.pathsNextToPath(doubleArrowPath)) {
            if (d.facts.paths.get(p) && d.routeAt(p) == -1) {
                d.pending = new Pending.FreeRoute(seat, doubleArrowPath, duringSetup);
                d.event(new Event.FreeRouteOffered(seat, doubleArrowPath));
                return;
            }
        }
    }

    static Rejection checkBuild(MerchantsState s, int seat, Command.BuildFreeRoute c) {
        if (!(s.pending() instanceof Pending.FreeRoute f) || seat != f.seat()) {
            return Refusals.notNow("merchants.free-trade-route-comes-only-right");
        }
        Rejection r = TradeRoutes.emptyPath(s, c.path());
        if (r != null) {
            return r;
        }
        boolean next = false;
        for (int p : s.facts().topology.pathsNextToPath(f.doubleArrowPath())) {
            next |= p == c.path();
        }
        if (!next) {
            return Refusals.notNow("merchants.free-trade-route-must-touch-route");
        }
        if (f.duringSetup() && IsolatedCities.wouldConnectCities(s, c.path())) {
            return Refusals.notNow("merchants.no-starting-trade-route-may-connect");
        }
        return null;
    }

    static void build(Draft d, int seat, Command.BuildFreeRoute c) {
        boolean setup = ((Pending.FreeRoute) d.pending).duringSetup();
        d.pending = null;
        if (setup) {
            d.placeRoute(c.path(), seat);
            d.setPlayer(seat, d.player(seat).withRoutesLeft(d.player(seat).routesLeft() - 1));
            d.event(new Event.RoutePlaced(seat, c.path(), true));
        } else {
            TradeRoutes.place(d, seat, c.path(), true);
        }
    }

    static Rejection checkDecline(MerchantsState s, int seat, Command.DeclineFreeRoute c) {
        if (!(s.pending() instanceof Pending.FreeRoute f) || seat != f.seat()) {
            return Refusals.notNow("merchants.there-is-no-free-trade-route");
        }
        return null;
    }

    static void decline(Draft d, int seat, Command.DeclineFreeRoute c) {
        d.pending = null;
        d.event(new Event.FreeRouteDeclined(seat));
    }

    /** The free route goes on a path next to the double arrow, or is declined. */
    static void listFreeRoutes(MerchantsState s, int seat, Pending.FreeRoute f, Listing out) {
        for (int path : s.facts().topology.pathsNextToPath(f.doubleArrowPath())) {
            Command.BuildFreeRoute c = s.facts().choices.buildFreeRoute[path];
            out.keep(c, checkBuild(s, seat, c));
        }
        out.keep(Choices.DECLINE_FREE_ROUTE, checkDecline(s, seat, Choices.DECLINE_FREE_ROUTE));
    }
}
