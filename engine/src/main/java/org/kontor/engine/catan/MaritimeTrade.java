package org.kontor.engine.catan;

import org.kontor.engine.resources.Resources;
import org.kontor.engine.Rejection;
import org.kontor.engine.board.Harbour;
import org.kontor.engine.board.Resource;
import org.kontor.engine.trade.ExchangeRates;

/**
 * "Comercio marítimo": on their turn a player gives the bank 4 cards of one kind for 1 of
 * another; 3 of one kind with a settlement or city on a 3:1 harbour; 2 of the harbour's kind on a
 * 2:1 harbour. The best rate the player has is used (the kernel's {@link ExchangeRates}).
 */
final class MaritimeTrade {

    static final int BANK_RATE = 4;

    private MaritimeTrade() {}

    /** The best rate {@code seat} has for giving {@code give}: 4, 3 or 2. */
    static int rate(CatanState s, int seat, Resource give) {
        return rates(s.island(), s.buildingOwner, seat).rate(give);
    }

    /** The bank's 4:1, improved by each harbour where the player has a settlement or city. */
    static ExchangeRates rates(Island island, int[] buildingOwner, int seat) {
        ExchangeRates rates = ExchangeRates.flat(BANK_RATE);
        for (Harbour h : island.harbours()) {
            for (int i : island.topology().intersectionsOfPath(h.path())) {
                if (buildingOwner[i] == seat) {
                    rates = rates.withHarbour(h.resource(), h.rate());
                }
            }
        }
        return rates;
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
            return Refusals.badInput("catan.trading-for-changes-nothing-name-two", c.give(), c.get());
        }
        int rate = rate(s, seat, c.give());
        if (s.player(seat).hand().count(c.give()) < rate) {
            return Refusals.notAffordable("catan.best-rate-for", c.give(), rate, s.player(seat).hand().count(c.give()));
        }
        if (s.bank().count(c.get()) == 0) {
            return Refusals.notNow("catan.bank-has-no-left", c.get());
        }
        return null;
    }

    static void trade(Draft d, int seat, Command.TradeWithBank c) {
        Resources gave = Resources.of(c.give(), rates(d.island, d.buildingOwner, seat).rate(c.give()));
        Resources took = Resources.of(c.get(), 1);
        d.toBank(seat, gave);
        d.fromBank(seat, took);
        d.event(new Event.BankTraded(seat, gave, took));
    }
}
