package org.kontor.engine.hansa;

import org.kontor.engine.Phrase;
import org.kontor.engine.Rejection;
import org.kontor.engine.referee.Refusals;

/**
 * Establish a route: allowed when every post of the route holds one's own pieces. In order:
 * (a) the controller of each end city gains 1 prestige (a city without offices gives none);
 * (b) the route's bonus marker, if any, is taken and a replacement drawn face down;
 * (c) at most one of: an office in an end city (the leftmost free printed slot, of the slot's shape,
 * with Privilegium at least its colour; a gold coin gives 1 prestige), an extra office (marker), the
 * ability of an end city developed, or on Coellen–Warburg a merchant on Coellen's table.
 * Every other piece of the route goes back to the stock.
 */
final class RouteEstablishment {

    private RouteEstablishment() {}

    /** The tests every way of establishing shares. */
    private static Rejection route(Draft d, int seat, int route) {
        Rejection gate = Gates.action(d, seat);
        if (gate != null) {
            return gate;
        }
        if (!Gates.validRoute(d, route)) {
            return Refusals.badInput("hansa.there-is-no-route-routes-are", route, (d.map.routes().size() - 1));
        }
        Route r = d.map.routes().get(route);
        for (int p : d.postsOf(r)) {
            if (d.posts[p] == null || d.posts[p].seat() != seat) {
                return Refusals.notNow("hansa.to-establish-every-one-of-its", Names.route(d, r), r.posts());
            }
        }
        return null;
    }

    private static Rejection end(Draft d, Route r, int city) {
        if (!Gates.validCity(d, city) || !r.touches(city)) {
            return Refusals.badInput("hansa.city-is-not-end-of", city, Names.route(d, r));
        }
        return null;
    }

    static Rejection checkPlain(Draft d, int seat, Command.Establish c) {
        return route(d, seat, c.route());
    }

    static Rejection checkOffice(Draft d, int seat, Command.EstablishOffice c) {
        Rejection no = route(d, seat, c.route());
        if (no != null) {
            return no;
        }
        Route r = d.map.routes().get(c.route());
        if ((no = end(d, r, c.city())) != null) {
            return no;
        }
        int slot = CityControl.firstFreeSlot(d, c.city());
        if (slot < 0) {
            return Refusals.notNow("hansa.has-no-free-office-only-extra", Names.city(d, c.city()));
        }
        Office office = d.map.cities().get(c.city()).offices().get(slot);
        if (office.colour().ordinal() >= d.value(seat, Ability.PRIVILEGE)) {
            return Refusals.notNow("hansa.next-office-of-is-your-privilegium", Names.city(d, c.city()), office.colour(), Privilege.values()[d.value(seat, Ability.PRIVILEGE) - 1]);
        }
        if (!onRoute(d, r, office.shape())) {
            return Refusals.notNow("hansa.next-office-of-takes-and-none", Names.city(d, c.city()), office.shape());
        }
        return null;
    }

    static Rejection checkExtraOffice(Draft d, int seat, Command.EstablishExtraOffice c) {
        Rejection no = route(d, seat, c.route());
        if (no != null) {
            return no;
        }
        Route r = d.map.routes().get(c.route());
        if ((no = end(d, r, c.city())) != null) {
            return no;
        }
        if (!d.held.get(seat).contains(BonusMarker.EXTRA_OFFICE)) {
            return Refusals.notNow("hansa.you-hold-no-unused-extra-office");
        }
        if (c.piece() == null || !onRoute(d, r, c.piece())) {
            return (c.piece() == null ? Refusals.notNow("hansa.none-of-your-pieces-is-on-route") : Refusals.notNow("hansa.none-of-your-kind-is-on-route", Phrase.of(Names.plural(c.piece()))));
        }
        if (d.options.extraOfficeNeedsFirst() && d.offices[c.city()][0] == null) {
            return Refusals.notNow("hansa.extra-office-needs-leftmost-office-of", Names.city(d, c.city()));
        }
        return null;
    }

    static Rejection checkAbility(Draft d, int seat, Command.EstablishAbility c) {
        Rejection no = route(d, seat, c.route());
        if (no != null) {
            return no;
        }
        Route r = d.map.routes().get(c.route());
        if ((no = end(d, r, c.city())) != null) {
            return no;
        }
        Ability a = d.map.cities().get(c.city()).ability();
        if (a == null) {
            return Refusals.notNow("hansa.develops-no-ability", Names.city(d, c.city()));
        }
        if (d.level[seat][a.ordinal()] >= a.maxLevel()) {
            return Refusals.notNow("hansa.your-track-is-fully-developed", a);
        }
        return null;
    }

    static Rejection checkCoellen(Draft d, int seat, Command.EstablishCoellen c) {
        Rejection no = route(d, seat, c.route());
        if (no != null) {
            return no;
        }
        Route r = d.map.routes().get(c.route());
        if (c.route() != d.map.coellenRoute()) {
            return Refusals.notNow("hansa.only-coellen-warburg-leads-to-coellen");
        }
        if (c.space() < 0 || c.space() >= d.coellen.length) {
            return Refusals.badInput("hansa.coellen-table-has-spaces-0-to", (d.coellen.length - 1));
        }
        if (d.coellen[c.space()] != null) {
            return Refusals.notNow("hansa.that-coellen-space-is-taken");
        }
        Privilege needs = d.map.coellen().get(c.space()).privilege();
        if (needs.ordinal() >= d.value(seat, Ability.PRIVILEGE)) {
            return Refusals.notNow("hansa.that-coellen-space-needs-privilegium", needs);
        }
        if (!onRoute(d, r, Piece.MERCHANT)) {
            return Refusals.notNow("hansa.only-merchant-goes-to-coellen-and");
        }
        return null;
    }

    static void plain(Draft d, int seat, Command.Establish c) {
        Route r = begin(d, seat, c.route());
        finish(d, seat, r);
    }

    static void office(Draft d, int seat, Command.EstablishOffice c) {
        Route r = begin(d, seat, c.route());
        int slot = CityControl.firstFreeSlot(d, c.city());
        Office office = d.map.cities().get(c.city()).offices().get(slot);
        take(d, r, seat, office.shape());
        d.offices[c.city()][slot] = new Holder(seat, office.shape());
        d.event(new Event.OfficeOpened(seat, c.city(), slot, office.shape()));
        if (office.coin()) {
            gain(d, seat, 1, "gold coin");
        }
        CompletedCities.check(d, c.city());
        EastWestConnection.check(d, seat);
        finish(d, seat, r);
    }

    static void extraOffice(Draft d, int seat, Command.EstablishExtraOffice c) {
        d.held.get(seat).remove(BonusMarker.EXTRA_OFFICE);
        d.used.get(seat).add(BonusMarker.EXTRA_OFFICE);
        Route r = begin(d, seat, c.route());
        d.event(new Event.MarkerUsed(seat, BonusMarker.EXTRA_OFFICE));
        take(d, r, seat, c.piece());
        d.extraOffices.get(c.city()).add(0, new Holder(seat, c.piece()));
        d.event(new Event.OfficeOpened(seat, c.city(), -1, c.piece()));
        EastWestConnection.check(d, seat);
        finish(d, seat, r);
    }

    static void ability(Draft d, int seat, Command.EstablishAbility c) {
        Route r = begin(d, seat, c.route());
        finish(d, seat, r);
        BonusMarkers.develop(d, seat, d.map.cities().get(c.city()).ability());
    }

    static void coellen(Draft d, int seat, Command.EstablishCoellen c) {
        Route r = begin(d, seat, c.route());
        take(d, r, seat, Piece.MERCHANT);
        d.coellen[c.space()] = new Holder(seat, Piece.MERCHANT);
        d.event(new Event.CoellenTaken(seat, c.space()));
        finish(d, seat, r);
    }

    /** Steps (a) and (b). */
    private static Route begin(Draft d, int seat, int route) {
        d.startAction();
        Route r = d.map.routes().get(route);
        d.event(new Event.RouteEstablished(seat, route));
        for (int city : new int[] {r.from(), r.to()}) {
            int owner = CityControl.controller(d, city);
            if (owner >= 0) {
                gain(d, owner, 1, "city control");
            }
        }
        BonusMarkers.takeFromRoute(d, seat, r);
        return r;
    }

    /** Every piece still on the route goes back to its owner's stock. */
    private static void finish(Draft d, int seat, Route r) {
        int[] back = new int[2];
        for (int p : d.postsOf(r)) {
            if (d.posts[p] != null) {
                back[d.posts[p].piece().ordinal()]++;
                d.stock[seat][d.posts[p].piece().ordinal()]++;
                d.posts[p] = null;
            }
        }
        d.event(new Event.ToStock(seat, back[0], back[1]));
    }

    /** Takes one piece of that kind off the route (the rightmost). */
    private static void take(Draft d, Route r, int seat, Piece piece) {
        int[] ids = d.postsOf(r);
        for (int i = ids.length - 1; i >= 0; i--) {
            if (new Holder(seat, piece).equals(d.posts[ids[i]])) {
                d.posts[ids[i]] = null;
                return;
            }
        }
        throw new IllegalStateException("no " + piece + " on route " + r.id());
    }

    private static boolean onRoute(Draft d, Route r, Piece piece) {
        for (int p : d.postsOf(r)) {
            if (d.posts[p] != null && d.posts[p].piece() == piece) {
                return true;
            }
        }
        return false;
    }

    static void gain(Draft d, int seat, int points, String why) {
        d.prestige[seat] += points;
        d.event(new Event.PrestigeGained(seat, points, why));
    }
}
