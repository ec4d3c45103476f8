package org.kontor.engine.hansa;

import org.kontor.engine.Phrase;
import org.kontor.engine.Rejection;
import org.kontor.engine.referee.Refusals;

/**
 * Bonus markers: taken face up from an established route, each used once at no action's cost from
 * the next command on (never in the action that gained it), kept for the end when used. For every
 * marker taken a replacement is drawn face down (the only hidden thing in the game); at the end of
 * the turn each is placed beside a route with no marker, no piece, and a free office in an end
 * city. When the face-down supply is empty at a draw, the game ends after that action; the marker
 * taken in it is held (so it scores) though it can no longer be used.
 */
final class BonusMarkers {

    private BonusMarkers() {}

    /** Step (b) of establishing a route. */
    static void takeFromRoute(Draft d, int seat, Route r) {
        BonusMarker m = d.routeMarker[r.id()];
        if (m == null) {
            return;
        }
        d.routeMarker[r.id()] = null;
        d.held.get(seat).add(m);
        d.event(new Event.MarkerTaken(seat, r.id(), m));
        if (d.markerSupply.isEmpty()) {
            // The game ends after this action: the marker just taken cannot be used, but it is held and
            // scores like any other («no se puede usar el marcador de bonificación obtenido»).
            d.endReason = Phrase.of("hansa.end.no-marker");
            return;
        }
        d.drawn.add(d.markerSupply.remove(0));
        d.event(new Event.MarkerDrawn(seat, d.markerSupply.size()));
    }

    private static Rejection holds(Draft d, int seat, BonusMarker m) {
        Rejection gate = Gates.turn(d, seat);
        if (gate != null) {
            return gate;
        }
        if (!d.held.get(seat).contains(m)) {
            return Refusals.notNow("hansa.you-hold-no-unused-marker", m);
        }
        return null;
    }

    private static void use(Draft d, int seat, BonusMarker m) {
        d.closeOpen();
        d.held.get(seat).remove(m);
        d.used.get(seat).add(m);
        d.event(new Event.MarkerUsed(seat, m));
    }

    static Rejection checkSwap(Draft d, int seat, Command.SwapOffices c) {
        Rejection no = holds(d, seat, BonusMarker.SWAP_OFFICES);
        if (no != null) {
            return no;
        }
        if (!Gates.validCity(d, c.city()) || c.slot() < 0 || c.slot() + 1 >= d.offices[c.city()].length) {
            return Refusals.badInput("hansa.name-city-and-left-one-of");
        }
        Holder left = d.offices[c.city()][c.slot()];
        Holder right = d.offices[c.city()][c.slot() + 1];
        if (left == null || right == null || left.seat() != seat && right.seat() != seat || left.seat() == right.seat()) {
            return Refusals.notNow("hansa.swap-two-neighbouring-offices-held-by");
        }
        return null;
    }

    static void swap(Draft d, int seat, Command.SwapOffices c) {
        use(d, seat, BonusMarker.SWAP_OFFICES);
        Holder[] slots = d.offices[c.city()];
        Holder left = slots[c.slot()];
        slots[c.slot()] = slots[c.slot() + 1];
        slots[c.slot() + 1] = left;
        d.event(new Event.OfficesSwapped(seat, c.city(), c.slot()));
    }

    static Rejection checkRemove(Draft d, int seat, Command.RemovePiece c) {
        Rejection no = d.removalsLeft > 0 ? Gates.turn(d, seat) : holds(d, seat, BonusMarker.REMOVE_THREE);
        if (no != null) {
            return no;
        }
        if (!Gates.validPost(d, c.post()) || d.posts[c.post()] == null || d.posts[c.post()].seat() == seat) {
            return Refusals.notNow("hansa.post-holds-no-opponent-piece", c.post());
        }
        return null;
    }

    static void remove(Draft d, int seat, Command.RemovePiece c) {
        int left = d.removalsLeft;
        if (left == 0) {
            use(d, seat, BonusMarker.REMOVE_THREE);
            left = 3;
        }
        d.movesLeft = 0;
        d.opponentMovesLeft = 0;
        Holder h = d.posts[c.post()];
        d.posts[c.post()] = null;
        int[] to = d.options.removedToStock() ? d.stock[h.seat()] : d.supply[h.seat()];
        to[h.piece().ordinal()]++;
        d.removalsLeft = left - 1;
        d.event(new Event.PieceRemoved(seat, h.seat(), c.post(), h.piece()));
    }

    static Rejection checkMoveOpponent(Draft d, int seat, Command.MoveOpponentPiece c) {
        Rejection no = d.opponentMovesLeft > 0 ? Gates.turn(d, seat) : holds(d, seat, BonusMarker.MOVE_THREE);
        if (no != null) {
            return no;
        }
        if (!Gates.validPost(d, c.from()) || d.posts[c.from()] == null || d.posts[c.from()].seat() == seat) {
            return Refusals.notNow("hansa.post-holds-no-opponent-piece", c.from());
        }
        if (!Gates.validPost(d, c.to()) || d.posts[c.to()] != null) {
            return Refusals.notNow("hansa.move-three-goes-to-a-free-post", c.to());
        }
        return null;
    }

    /** Move 3 (Big Box): up to three opponents' pieces, each to a free post; nobody is displaced. */
    static void moveOpponent(Draft d, int seat, Command.MoveOpponentPiece c) {
        int left = d.opponentMovesLeft;
        if (left == 0) {
            use(d, seat, BonusMarker.MOVE_THREE);
            left = 3;
        }
        d.movesLeft = 0;
        d.removalsLeft = 0;
        Holder h = d.posts[c.from()];
        d.posts[c.from()] = null;
        d.posts[c.to()] = h;
        d.opponentMovesLeft = left - 1;
        d.event(new Event.OpponentPieceMoved(seat, h.seat(), c.from(), c.to(), h.piece()));
    }

    static Rejection checkDevelop(Draft d, int seat, Command.DevelopAbility c) {
        Rejection no = holds(d, seat, BonusMarker.DEVELOP_ABILITY);
        if (no != null) {
            return no;
        }
        if (c.ability() == null || d.level[seat][c.ability().ordinal()] >= c.ability().maxLevel()) {
            return Refusals.notNow("hansa.that-track-is-fully-developed");
        }
        return null;
    }

    static void developWithMarker(Draft d, int seat, Command.DevelopAbility c) {
        use(d, seat, BonusMarker.DEVELOP_ABILITY);
        develop(d, seat, c.ability());
    }

    /** The leftmost covering piece of the track goes to the personal supply. */
    static void develop(Draft d, int seat, Ability a) {
        d.level[seat][a.ordinal()]++;
        d.supply[seat][a.cover().ordinal()]++;
        d.event(new Event.AbilityDeveloped(seat, a, d.value(seat, a)));
    }

    static Rejection checkExtraActions(Draft d, int seat, Command.ExtraActions c) {
        if (c.count() != 3 && c.count() != 4) {
            return Refusals.badInput("hansa.action-markers-give-3-or-4", c.count());
        }
        return holds(d, seat, c.count() == 3 ? BonusMarker.THREE_ACTIONS : BonusMarker.FOUR_ACTIONS);
    }

    static void extraActions(Draft d, int seat, Command.ExtraActions c) {
        use(d, seat, c.count() == 3 ? BonusMarker.THREE_ACTIONS : BonusMarker.FOUR_ACTIONS);
        d.bonusActions += c.count();
    }

    static Rejection checkPlace(Draft d, int seat, Command.PlaceMarker c) {
        if (!(d.pending instanceof Pending.PlaceMarkers p)) {
            return Refusals.notNow("hansa.there-is-no-drawn-bonus-marker");
        }
        if (seat != p.seat()) {
            return Refusals.notYourTurn("hansa.game-waits-for-to-place-drawn", Names.seat(p.seat()));
        }
        if (!Gates.validRoute(d, c.route())) {
            return Refusals.badInput("hansa.there-is-no-route", c.route());
        }
        if (!routeTakesMarker(d, d.map.routes().get(c.route()))) {
            return Refusals.notNow("hansa.marker-goes-beside-route-with-no");
        }
        return null;
    }

    static void place(Draft d, int seat, Command.PlaceMarker c) {
        BonusMarker m = d.drawn.remove(0);
        d.routeMarker[c.route()] = m;
        d.event(new Event.MarkerPlaced(seat, c.route(), m));
        if (d.drawn.isEmpty()) {
            Actions.passTurn(d);
        } else if (!anyRouteForMarker(d)) {
            setAsideDrawn(d, seat);
            Actions.passTurn(d);
        } else {
            d.pending = new Pending.PlaceMarkers(seat, d.drawn.size());
        }
    }

    static boolean routeTakesMarker(Draft d, Route r) {
        return d.routeMarker[r.id()] == null && d.routeEmpty(r)
                && (CityControl.firstFreeSlot(d, r.from()) >= 0 || CityControl.firstFreeSlot(d, r.to()) >= 0);
    }

    static boolean anyRouteForMarker(Draft d) {
        for (Route r : d.map.routes()) {
            if (routeTakesMarker(d, r)) {
                return true;
            }
        }
        return false;
    }

    /** Drawn markers no route can take are set aside; they score for nobody. */
    static void setAsideDrawn(Draft d, int seat) {
        for (int i = d.drawn.size(); i > 0; i--) {
            d.event(new Event.MarkerSetAside(seat));
        }
        d.drawn.clear();
    }
}
