package org.kontor.engine.catan;

import org.kontor.engine.Phrase;
import org.kontor.engine.resources.Resources;
import org.kontor.engine.Rejection;
import org.kontor.engine.board.Topology;

/**
 * "Construir": roads, settlements and cities, paid with resource cards and limited to each
 * player's pieces (15 roads, 5 settlements, 4 cities).
 * <ul>
 *   <li>A road starts from one's own road, settlement or city, one road per path; it cannot run
 *       on through an intersection where an opponent has built.</li>
 *   <li>A settlement needs a free intersection whose neighbouring intersections are all free (the
 *       distance rule) and one of one's own roads leading to it.</li>
 *   <li>A city replaces one's own settlement, which goes back to the stock.</li>
 * </ul>
 */
final class Building {

    private Building() {}

    static Rejection checkRoad(CatanState s, int seat, Command.BuildRoad c) {
        Rejection r = Refusals.activeAfterRoll(s, seat);
        if (r != null) {
            return r;
        }
        r = roadSpot(s, seat, c.path());
        if (r != null) {
            return r;
        }
        if (s.player(seat).roadsLeft() == 0) {
            return Refusals.notAffordable("catan.all-15-of-your-roads-are");
        }
        return Refusals.pay(s, seat, Costs.ROAD, Phrase.of("catan.thing.road"));
    }

    static void buildRoad(Draft d, int seat, Command.BuildRoad c) {
        pay(d, seat, Costs.ROAD);
        placeRoad(d, seat, c.path(), false);
    }

    /** A road goes on the board (bought or free); Longest Road is worked out again. */
    static void placeRoad(Draft d, int seat, int path, boolean free) {
        d.roadOwner[path] = seat;
        Player p = d.player(seat);
        d.set(seat, p.withPieces(p.roadsLeft() - 1, p.settlementsLeft(), p.citiesLeft()));
        d.event(new Event.RoadPlaced(seat, path, free));
        LongestRoad.update(d);
    }

    /** Null when {@code seat} may put a road on {@code path}: free, and connected to its own network. */
    static Rejection roadSpot(CatanState s, int seat, int path) {
        Topology t = s.island().topology();
        if (path < 0 || path >= t.pathCount()) {
            return Refusals.badInput("catan.there-is-no-path-on-this", path);
        }
        if (s.roadOwner(path) >= 0) {
            return Refusals.notNow("catan.path-has-players-road", path, Refusals.name(s, s.roadOwner(path)));
        }
        for (int end : t.intersectionsOfPath(path)) {
            if (s.buildingOwner(end) == seat) {
                return null;
            }
            if (s.buildingOwner(end) >= 0) {
                continue; // an opponent's building cuts the network here
            }
            for (int other : t.pathsAtIntersection(end)) {
                if (other != path && s.roadOwner(other) == seat) {
                    return null;
                }
            }
        }
        return Refusals.notNow("catan.road-must-start-from-one-of", path);
    }

    /** True when {@code seat} has a place for a road somewhere (Road Building needs one). */
    static boolean anyRoadSpot(CatanState s, int seat) {
        for (int p = 0; p < s.island().topology().pathCount(); p++) {
            if (roadSpot(s, seat, p) == null) {
                return true;
            }
        }
        return false;
    }

    static Rejection checkSettlement(CatanState s, int seat, Command.BuildSettlement c) {
        Rejection r = Refusals.activeAfterRoll(s, seat);
        if (r != null) {
            return r;
        }
        r = checkSettlementSpot(s, c.intersection(), Phrase.of("catan.thing.settlement"));
        if (r != null) {
            return r;
        }
        boolean road = false;
        for (int p : s.island().topology().pathsAtIntersection(c.intersection())) {
            road |= s.roadOwner(p) == seat;
        }
        if (!road) {
            return Refusals.notNow("catan.settlement-must-stand-at-end-of");
        }
        if (s.player(seat).settlementsLeft() == 0) {
            return Refusals.notAffordable("catan.all-5-of-your-settlements-are");
        }
        return Refusals.pay(s, seat, Costs.SETTLEMENT, Phrase.of("catan.thing.settlement"));
    }

    static void buildSettlement(Draft d, int seat, Command.BuildSettlement c) {
        pay(d, seat, Costs.SETTLEMENT);
        d.building[c.intersection()] = CatanState.SETTLEMENT;
        d.buildingOwner[c.intersection()] = seat;
        Player p = d.player(seat);
        d.set(seat, p.withPieces(p.roadsLeft(), p.settlementsLeft() - 1, p.citiesLeft()));
        d.event(new Event.SettlementPlaced(seat, c.intersection()));
        // A settlement may cut an opponent's road in two.
        LongestRoad.update(d);
    }

    /** The distance rule, and a free intersection on land: for setup and for building alike. */
    static Rejection checkSettlementSpot(CatanState s, int intersection, Phrase what) {
        Topology t = s.island().topology();
        if (intersection < 0 || intersection >= t.intersectionCount()) {
            return Refusals.badInput("catan.there-is-no-intersection-on-this", intersection);
        }
        boolean land = false;
        for (int h : t.hexesAtIntersection(intersection)) {
            land |= s.island().isLand(h);
        }
        if (!land) {
            return Refusals.badInput("catan.intersection-is-out-at-sea", intersection);
        }
        if (s.building(intersection) != CatanState.EMPTY) {
            return Refusals.notNow("catan.intersection-already-has-building", intersection, Refusals.name(s, s.buildingOwner(intersection)));
        }
        for (int n : t.intersectionsNextTo(intersection)) {
            if (s.building(n) != CatanState.EMPTY) {
                return Refusals.notNow("catan.must-be-at-least-two-intersections", what, n, Refusals.name(s, s.buildingOwner(n)));
            }
        }
        return null;
    }

    static Rejection checkCity(CatanState s, int seat, Command.BuildCity c) {
        Rejection r = Refusals.activeAfterRoll(s, seat);
        if (r != null) {
            return r;
        }
        int i = c.intersection();
        if (i < 0 || i >= s.island().topology().intersectionCount()) {
            return Refusals.badInput("catan.there-is-no-intersection-on-this", i);
        }
        if (s.building(i) != CatanState.SETTLEMENT || s.buildingOwner(i) != seat) {
            return Refusals.notNow(s.building(i) == CatanState.CITY ? "catan.city-replaces-settlement-already-city" : "catan.city-replaces-settlement-none-of-yours", i);
        }
        if (s.player(seat).citiesLeft() == 0) {
            return Refusals.notAffordable("catan.all-4-of-your-cities-are");
        }
        return Refusals.pay(s, seat, Costs.CITY, Phrase.of("catan.thing.city"));
    }

    static void buildCity(Draft d, int seat, Command.BuildCity c) {
        pay(d, seat, Costs.CITY);
        d.building[c.intersection()] = CatanState.CITY;
        Player p = d.player(seat);
        d.set(seat, p.withPieces(p.roadsLeft(), p.settlementsLeft() + 1, p.citiesLeft() - 1));
        d.event(new Event.CityBuilt(seat, c.intersection()));
    }

    static void pay(Draft d, int seat, Resources cost) {
        d.toBank(seat, cost);
        d.event(new Event.CardsPaid(seat, cost));
        d.builtThisTurn = true;
    }
}
