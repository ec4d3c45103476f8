package org.kontor.engine.catan;

import org.kontor.engine.Rejection;
import org.kontor.engine.resources.Resources;
import org.kontor.engine.trade.Offers;

/**
 * "Comercio interno": the active player trades resource cards with the others; the others may
 * not trade among themselves. Each offer goes to one opponent, who accepts, declines or counters
 * (a new offer back to the offerer, as players haggle); the offerer may withdraw it. No gifts (both sides give something) and no like-for-like (no kind on
 * both sides); development cards are not traded. The kernel's {@link Offers} checks the terms.
 */
final class DomesticTrade {

    private DomesticTrade() {}

    /** Trading happens after the roll on one's own turn; with the strict order, before building. */
    static Rejection tradeGate(CatanState s, int seat) {
        Rejection r = Refusals.activeAfterRoll(s, seat);
        if (r != null) {
            return r;
        }
        if (s.options().tradeBeforeBuilding() && s.builtThisTurn) {
            return Refusals.notNow("catan.trade-comes-before-building-seed-order");
        }
        return null;
    }

    static Rejection checkOffer(CatanState s, int seat, Command.OfferTrade c) {
        Rejection r = tradeGate(s, seat);
        if (r != null) {
            return r;
        }
        if (c.to() < 0 || c.to() >= s.seatCount() || c.to() == seat) {
            r = Offers.cards(c.give(), c.get());
            return r != null ? r : Refusals.badInput("catan.offer-trade-to-another-player-seat", (s.seatCount() - 1));
        }
        return terms(s, seat, c.give(), c.get());
    }

    /** Terms as the one proposing them sees them: both sides give something, no kind on both, and they hold what they give. */
    private static Rejection terms(CatanState s, int seat, Resources give, Resources get) {
        Rejection r = Offers.cards(give, get);
        if (r != null) {
            return r;
        }
        if (give.total() == 0 || get.total() == 0) {
            return Refusals.badInput("catan.trade-gives-and-gets-at-least");
        }
        if (give.salt() > 0 || get.salt() > 0) {
            return Refusals.badInput("catan.catan-has-no-salt");
        }
        return Offers.holds(s.player(seat).hand(), give);
    }

    static Rejection checkCounter(CatanState s, int seat, Command.CounterTrade c) {
        if (!(s.pending() instanceof Pending.TradeOffer t) || seat != t.to()) {
            return Refusals.notNow("catan.no-trade-offer-to-counter");
        }
        return terms(s, seat, c.give(), c.get());
    }

    /** The counter replaces the open offer: it goes back to the one who made it. */
    static void counter(Draft d, int seat, Command.CounterTrade c) {
        int to = ((Pending.TradeOffer) d.pending).from();
        d.pending = new Pending.TradeOffer(seat, to, c.give(), c.get());
        d.event(new Event.TradeOffered(seat, to, c.give(), c.get()));
    }

    static void offer(Draft d, int seat, Command.OfferTrade c) {
        d.offersThisTurn++;
        d.pending = new Pending.TradeOffer(seat, c.to(), c.give(), c.get());
        d.event(new Event.TradeOffered(seat, c.to(), c.give(), c.get()));
    }

    static Rejection checkAccept(CatanState s, int seat, Command.AcceptTrade c) {
        if (!(s.pending() instanceof Pending.TradeOffer t)) {
            return Refusals.notNow("catan.no-trade-offer-to-accept");
        }
        if (seat != t.to()) {
            return Refusals.notYourTurn("catan.offer-is-for", Refusals.name(s, t.to()));
        }
        if (!s.player(seat).hand().covers(t.get())) {
            return Refusals.notAffordable("catan.you-would-give-you-have", t.get(), s.player(seat).hand());
        }
        return null;
    }

    static void accept(Draft d, int seat, Command.AcceptTrade c) {
        Pending.TradeOffer t = (Pending.TradeOffer) d.pending;
        d.hand(t.from(), t.to(), t.give());
        d.hand(t.to(), t.from(), t.get());
        d.pending = null;
        d.event(new Event.Traded(t.from(), t.to(), t.give(), t.get()));
    }

    static Rejection checkDecline(CatanState s, int seat, Command.DeclineTrade c) {
        if (!(s.pending() instanceof Pending.TradeOffer t)) {
            return Refusals.notNow("catan.no-trade-offer-to-decline");
        }
        if (seat != t.to() && seat != t.from()) {
            return Refusals.notYourTurn("catan.offer-is-between-and", Refusals.name(s, t.from()), Refusals.name(s, t.to()));
        }
        return null;
    }

    static void decline(Draft d, int seat, Command.DeclineTrade c) {
        d.pending = null;
        d.event(new Event.TradeDeclined(seat));
    }
}
