package org.kontor.engine.merchants;

import org.kontor.engine.Seats;

/**
 * Paying for the use of others' trade routes (rulebook p. 9, ES "b) Pagar por el uso de rutas
 * comerciales ajenas"): a caravan that moves onto or past routes of another player pays that
 * player 1 gold, a flat fee per caravan, per opponent, per turn; the second caravan pays again. The
 * toll is worked out here only: the check of a move, the listing's prices and the move itself ask.
 */
final class Tolls {

    private Tolls() {}

    /**
     * The opponents a caravan owes a toll for a walk over routes of {@code owners} ({@link Seats}):
     * every owner but the mover whose toll this caravan has not paid this turn.
     */
    static int owedTo(MerchantsState.TurnTrack track, int seat, int caravan, int owners) {
        return Seats.minus(Seats.without(owners, seat), track.tollsPaidBy(caravan));
    }

    /** The gold that walk owes: 1 per opponent. */
    static int gold(MerchantsState.TurnTrack track, int seat, int caravan, int owners) {
        return Seats.count(owedTo(track, seat, caravan, owners));
    }
}
