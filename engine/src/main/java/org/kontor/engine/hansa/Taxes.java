package org.kontor.engine.hansa;

import org.kontor.engine.Rejection;
import org.kontor.engine.referee.Refusals;

/**
 * Taxes (Bursa): move up to the Bursa value (3, 5, 7, all) of one's pieces from the stock to the
 * personal supply, any mix; fewer when the stock is short. The command says how many merchants;
 * traders make up the rest.
 */
final class Taxes {

    private Taxes() {}

    static Rejection check(Draft d, int seat, Command.Taxes c) {
        Rejection gate = Gates.action(d, seat);
        if (gate != null) {
            return gate;
        }
        int[] stock = d.stock[seat];
        if (stock[0] + stock[1] == 0) {
            return Refusals.notNow("hansa.your-stock-is-empty-there-is");
        }
        int limit = limit(d, seat);
        if (c.merchants() < 0 || c.merchants() > stock[Piece.MERCHANT.ordinal()] || c.merchants() > limit) {
            return Refusals.badInput("hansa.you-can-take-0-to-merchants", Math.min(limit, stock[Piece.MERCHANT.ordinal()]), c.merchants());
        }
        return null;
    }

    static void collect(Draft d, int seat, Command.Taxes c) {
        d.startAction();
        int traders = Math.min(limit(d, seat) - c.merchants(), d.stock[seat][Piece.TRADER.ordinal()]);
        move(d, seat, Piece.TRADER, traders);
        move(d, seat, Piece.MERCHANT, c.merchants());
        d.event(new Event.TaxesCollected(seat, traders, c.merchants()));
    }

    /** The Bursa value; "all" counts as every piece the player owns. */
    private static int limit(Draft d, int seat) {
        int value = d.value(seat, Ability.BANK);
        return value == 0 ? Setup.TRADERS + Setup.MERCHANTS : value;
    }

    private static void move(Draft d, int seat, Piece piece, int n) {
        d.stock[seat][piece.ordinal()] -= n;
        d.supply[seat][piece.ordinal()] += n;
    }
}
