package org.kontor.engine.merchants;

import org.kontor.engine.Rejection;
import org.kontor.engine.trade.Offers;
import org.kontor.engine.referee.Refusals;
import org.kontor.engine.resources.Resources;

/**
 * Trading between players (rulebook p. 6): only with the player whose turn it is, never between
 * two others; resources and gold; offer, then accept, decline or counter. An offer may ask for
 * cards the other player lacks (nobody may see their hand); acceptance checks both sides.
 */
final class PlayerTrade {

    private PlayerTrade() {}

    static Rejection checkOffer(MerchantsState s, int seat, Command.OfferTrade c) {
        Rejection r = Gates.noPendingDecision(s, seat);
        if (r != null) {
            return r;
        }
        if (s.phase() != Phase.ACTION) {
            return Refusals.notNow("merchants.players-trade-in-action-phase-after");
        }
        int to = c.to();
        if (to < 0 || to >= s.seatCount() || to == seat) {
            return Refusals.badInput("merchants.offer-trade-to-another-player");
        }
        if (seat != s.active() && to != s.active()) {
            return Refusals.notNow("merchants.players-may-trade-only-with-whose", Gates.name(s, s.active()));
        }
        return terms(s, seat, c.give(), c.giveGold(), c.get(), c.getGold());
    }

    static void offer(Draft d, int seat, Command.OfferTrade c) {
        if (seat == d.active) {
            d.track = d.track.withOffer();
        }
        d.pending = new Pending.TradeOffer(seat, c.to(), c.give(), c.giveGold(), c.get(), c.getGold());
        d.event(new Event.TradeOffered(seat, c.to(), c.give(), c.giveGold(), c.get(), c.getGold()));
    }

    static Rejection checkCounter(MerchantsState s, int seat, Command.CounterTrade c) {
        if (!(s.pending() instanceof Pending.TradeOffer t) || seat != t.to()) {
            return Refusals.notNow("merchants.no-offer-to-counter");
        }
        return terms(s, seat, c.give(), c.giveGold(), c.get(), c.getGold());
    }

    static void counter(Draft d, int seat, Command.CounterTrade c) {
        int to = ((Pending.TradeOffer) d.pending).from();
        d.pending = new Pending.TradeOffer(seat, to, c.give(), c.giveGold(), c.get(), c.getGold());
        d.event(new Event.TradeOffered(seat, to, c.give(), c.giveGold(), c.get(), c.getGold()));
    }

    static Rejection checkAccept(MerchantsState s, int seat, Command.AcceptTrade c) {
        if (!(s.pending() instanceof Pending.TradeOffer t) || seat != t.to()) {
            return Refusals.notNow("merchants.no-offer-to-accept");
        }
        Player me = s.player(seat);
        if (!me.hand().covers(t.get()) || me.gold() < t.getGold()) {
            return Refusals.notAffordable("merchants.offer-asks-for-and-gold-you", t.get(), t.getGold(), me.hand(), me.gold());
        }
        return null;
    }

    static void accept(Draft d, int seat, Command.AcceptTrade c) {
        Pending.TradeOffer t = (Pending.TradeOffer) d.pending;
        d.moveCards(t.from(), t.to(), t.give());
        d.moveCards(t.to(), t.from(), t.get());
        d.moveGold(t.from(), t.to(), t.giveGold());
        d.moveGold(t.to(), t.from(), t.getGold());
        d.pending = null;
        d.event(new Event.Traded(t.from(), t.to(), t.give(), t.giveGold(), t.get(), t.getGold()));
    }

    static Rejection checkDecline(MerchantsState s, int seat, Command.DeclineTrade c) {
        if (!(s.pending() instanceof Pending.TradeOffer t) || (seat != t.to() && seat != t.from())) {
            return Refusals.notNow("merchants.there-is-no-trade-offer-of");
        }
        return null;
    }

    static void decline(Draft d, int seat, Command.DeclineTrade c) {
        d.pending = null;
        d.event(new Event.TradeDeclined(seat));
    }

    /** Terms as seen by the one proposing them: they must hold what they give. */
    /** Made once: the legal actions probe an empty offer on every call of the action phase. */
    private static final Rejection TRADES_NOTHING = Refusals.badInput("merchants.this-offer-trades-nothing");

    private static Rejection terms(MerchantsState s, int seat, Resources give, int giveGold, Resources get, int getGold) {
        if (give == null || get == null || give.hasNegative() || get.hasNegative() || giveGold < 0 || getGold < 0) {
            return Refusals.badInput("merchants.trade-names-cards-and-gold-each");
        }
        boolean gives = give.total() + giveGold > 0;
        boolean gets = get.total() + getGold > 0;
        if (!gives && !gets) {
            return TRADES_NOTHING;
        }
        if ((!gives || !gets) && !s.config().options().allowGifts()) {
            return Refusals.badInput("merchants.both-sides-of-trade-must-give");
        }
        Rejection bothWays = Offers.bothWays(give, get);
        if (bothWays != null) {
            return bothWays;
        }
        if (giveGold > 0 && getGold > 0) {
            return Refusals.badInput("merchants.trade-cant-both-give-and-ask");
        }
        Player me = s.player(seat);
        if (!me.hand().covers(give) || me.gold() < giveGold) {
            return Refusals.notAffordable("merchants.you-can-offer-only-what-you", me.hand(), me.gold());
        }
        return null;
    }

    /**
     * Any seat may offer the active player a trade, and the active player anyone (free-form: the
     * terms are entered): probed with an offer of nothing.
     */
    static void listOffer(MerchantsState s, int seat, Listing out) {
        int to = seat == s.active() ? s.nextSeat(seat) : s.active();
        out.freeForm(Command.OfferTrade.class, checkOffer(s, seat, Choices.offerProbe(to)));
    }

    /** An open offer: accept it, decline it, or counter it (free-form). */
    static void listAnswers(MerchantsState s, int seat, Listing out) {
        out.keep(Choices.ACCEPT_TRADE, checkAccept(s, seat, Choices.ACCEPT_TRADE));
        out.keep(Choices.DECLINE_TRADE, checkDecline(s, seat, Choices.DECLINE_TRADE));
        out.freeForm(Command.CounterTrade.class, checkCounter(s, seat, PROBE_COUNTER));
    }

    /** A counter-offer of nothing: what the listing probes counters with. */
    private static final Command.CounterTrade PROBE_COUNTER = new Command.CounterTrade(Resources.NONE, 0, Resources.NONE, 0);
}
