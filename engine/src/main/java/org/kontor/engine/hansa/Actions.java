package org.kontor.engine.hansa;

import org.kontor.engine.Rejection;

/**
 * The turn (Actiones track): as many actions as the track shows, plus bonus actions, in any order
 * and repeated at will; a newly developed value counts at once. A player may end the turn with
 * actions left. At its end the replacement markers drawn this turn are placed
 * ({@link BonusMarkers#placeDrawn}), then the next seat clockwise plays.
 */
final class Actions {

    private Actions() {}

    static Rejection checkEndTurn(Draft d, int seat, Command.EndTurn c) {
        return Gates.turn(d, seat);
    }

    static void endTurn(Draft d, int seat, Command.EndTurn c) {
        d.closeOpen();
        if (!d.drawn.isEmpty() && BonusMarkers.anyRouteForMarker(d)) {
            d.pending = new Pending.PlaceMarkers(seat, d.drawn.size());
            return;
        }
        BonusMarkers.setAsideDrawn(d, seat);
        passTurn(d);
    }

    static void passTurn(Draft d) {
        int seat = d.active;
        d.pending = null;
        d.active = (seat + 1) % d.seats;
        d.turn++;
        d.actionsUsed = 0;
        d.bonusActions = 0;
        d.closeOpen();
        d.event(new Event.TurnEnded(seat, d.active));
    }
}
