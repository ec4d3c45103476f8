package org.kontor.engine.merchants;

import org.kontor.engine.Rejection;
import org.kontor.engine.board.Resource;
import org.kontor.engine.trade.ExchangeRates;
import org.kontor.engine.referee.Refusals;
import org.kontor.engine.resources.Resources;

/**
 * Trading with the supply (rulebook p. 6): 3 identical resources for 1 gold or 1 different
 * resource, as often as you like; 2 gold for 1 resource, at most twice per turn. The supply
 * gives only cards it has.
 */
final class BankTrade {

    /** 3 identical resources for 1, whatever the kind: Merchants of Europe has no harbours. */
    static final ExchangeRates RATES = ExchangeRates.flat(3);
    static final int GOLD_PRICE = 2;
    static final int GOLD_PURCHASES_PER_TURN = 2;

    private BankTrade() {}

    static Rejection checkTrade(MerchantsState s, int seat, Command.TradeWithBank c) {
        Rejection r = Gates.activeInActionPhase(s, seat);
        if (r == null) {
            r = resources(c.give(), c.take());
        }
        if (r != null) {
            return r;
        }
        if (c.give() == c.take()) {
            return Refusals.badInput("merchants.you-cant-trade-resources-for-same", c.give(), c.take());
        }
        r = threeOf(s, seat, c.give());
        return r != null ? r : supplyHas(s, c.take());
    }

    static void trade(Draft d, int seat, Command.TradeWithBank c) {
        Resources gave = Resources.of(c.give(), RATES.rate(c.give()));
        Resources took = Resources.of(c.take(), 1);
        d.tradeWithSupply(seat, gave, 0, took, 0);
        d.event(new Event.BankTraded(seat, gave, 0, took, 0));
    }

    static Rejection checkTradeForGold(MerchantsState s, int seat, Command.TradeForGold c) {
        Rejection r = Gates.activeInActionPhase(s, seat);
        if (r == null) {
            r = resources(c.give(), Resource.LUMBER);
        }
        return r != null ? r : threeOf(s, seat, c.give());
    }

    static void tradeForGold(Draft d, int seat, Command.TradeForGold c) {
        Resources gave = Resources.of(c.give(), RATES.rate(c.give()));
        d.tradeWithSupply(seat, gave, 0, Resources.NONE, 1);
        d.event(new Event.BankTraded(seat, gave, 0, Resources.NONE, 1));
    }

    static Rejection checkBuy(MerchantsState s, int seat, Command.BuyWithGold c) {
        Rejection r = Gates.activeInActionPhase(s, seat);
        if (r == null) {
            r = resources(c.take(), Resource.LUMBER);
        }
        if (r != null) {
            return r;
        }
        if (s.goldPurchases() >= GOLD_PURCHASES_PER_TURN) {
            return Refusals.notNow("merchants.you-can-buy-at-most-2", s.goldPurchases());
        }
        if (s.player(seat).gold() < GOLD_PRICE) {
            return Refusals.notAffordable("merchants.resource-costs-2-gold-you-have", s.player(seat).gold());
        }
        return supplyHas(s, c.take());
    }

    static void buy(Draft d, int seat, Command.BuyWithGold c) {
        Resources took = Resources.of(c.take(), 1);
        d.tradeWithSupply(seat, Resources.NONE, GOLD_PRICE, took, 0);
        d.goldPurchases++;
        d.event(new Event.BankTraded(seat, Resources.NONE, GOLD_PRICE, took, 0));
    }

    private static Rejection resources(Resource a, Resource b) {
        if (a == null || b == null || a == Resource.BRICK || b == Resource.BRICK) {
            return Refusals.badInput("merchants.name-resources-of-this-game-lumber");
        }
        return null;
    }

    private static Rejection threeOf(MerchantsState s, int seat, Resource give) {
        int have = s.player(seat).hand().count(give);
        int rate = RATES.rate(give);
        return have >= rate ? null
                : Refusals.notAffordable("merchants.bank-takes-you-have", rate, give, have);
    }

    private static Rejection supplyHas(MerchantsState s, Resource take) {
        return s.bank().count(take) > 0 ? null
                : Refusals.notNow("merchants.supply-has-no-left", take);
    }


    /** 3 of what the hand holds enough of for 1 of anything else the supply has. */
    static void listTrades(MerchantsState s, int seat, Listing out) {
        for (int give = 0; give < MerchantsResources.KINDS; give++) {
            if (holdsEnough(s, seat, give)) {
                for (int take = 0; take < MerchantsResources.KINDS; take++) {
                    if (take != give && s.bank().count(take) > 0) {
                        Command.TradeWithBank c = Choices.tradeWithBank(give, take);
                        out.keep(c, checkTrade(s, seat, c));
                    }
                }
            }
        }
    }

    /** 3 of what the hand holds enough of for 1 gold. */
    static void listTradesForGold(MerchantsState s, int seat, Listing out) {
        for (int give = 0; give < MerchantsResources.KINDS; give++) {
            if (holdsEnough(s, seat, give)) {
                Command.TradeForGold c = Choices.tradeForGold(give);
                out.keep(c, checkTradeForGold(s, seat, c));
            }
        }
    }

    /** 2 gold for anything the supply has, twice a turn at most. */
    static void listGoldPurchases(MerchantsState s, int seat, Listing out) {
        if (s.player(seat).gold() < GOLD_PRICE || s.goldPurchases() >= GOLD_PURCHASES_PER_TURN) {
            return;
        }
        for (int take = 0; take < MerchantsResources.KINDS; take++) {
            if (s.bank().count(take) > 0) {
                Command.BuyWithGold c = Choices.buyWithGold(take);
                out.keep(c, checkBuy(s, seat, c));
            }
        }
    }

    private static boolean holdsEnough(MerchantsState s, int seat, int resource) {
        return s.player(seat).hand().count(resource) >= RATES.rate(MerchantsResources.ALL.get(resource));
    }
}
