package org.kontor.engine.catan;

import org.kontor.engine.Rejection;
import org.kontor.engine.board.Harbour;
import org.kontor.engine.board.Resource;

/**
 * "Comercio marítimo": on their turn a player gives the bank 4 cards of one kind for 1 of
 * another; 3 of one kind with a settlement or city on a 3:1 harbour; 2 of the harbour's kind on a
 * 2:1 harbour. The best rate the player has is used.
 */
final class MaritimeTrade {

    static final int BANK_RATE = 4;

    private MaritimeTrade() {}

    /** The best rate {@code seat} has for giving {@code give}: 4, 3 or 2. */
    static int rate(CatanState s, int seat, Resource give) {
        return rate(s.island(), s.buildingOwner, seat, give);
    }

    private static int rate(Island island, int[] buildingOwner, int seat, Resource give) {
        int rate = BANK_RATE;
        for (Harbour h : island.harbours()) {
            if (h.generic() || h.resource() == give) {
                for (int i : island.topology().intersectionsOfPath(h.path())) {
                    if (buildingOwner[i] == seat) {
                        rate = Math.min(rate, h.rate());
                    }
                }
            }
        }
        return rate;
    }

    static Rejection checkTrade(CatanState s, int seat, Command.TradeWithBank c) {
        Rejection r = DomesticTrade.tradeGate(s, seat);
        if (r == null) {
            r = Refusals.resource(c.give(), "\"give\"");
        }
        if (r == null) {
            r = Refusals.resource(c.get(), "\"get\"");
        }
        if (r != null) {
            return r;
        }
        if (c.give() == c.get()) {
            return Refusals.badInput("Trading " + Refusals.name(c.give()) + " for " + Refusals.name(c.get())
                    + " changes nothing: name two different resources.");
        }
        int rate = rate(s, seat, c.give());
        if (s.player(seat).hand().count(c.give()) < rate) {
            return Refusals.notAffordable("Your best rate for " + Refusals.name(c.give()) + " is " + rate + ":1; you have "
                    + s.player(seat).hand().count(c.give()) + ".");
        }
        if (s.bank().count(c.get()) == 0) {
            return Refusals.notNow("The bank has no " + Refusals.name(c.get()) + " left.");
        }
        return null;
    }

    static void trade(Draft d, int seat, Command.TradeWithBank c) {
        ResourceCards gave = ResourceCards.of(c.give(), rate(d.island, d.buildingOwner, seat, c.give()));
        ResourceCards took = ResourceCards.of(c.get(), 1);
        d.toBank(seat, gave);
        d.fromBank(seat, took);
        d.event(new Event.BankTraded(seat, gave, took));
    }
}
