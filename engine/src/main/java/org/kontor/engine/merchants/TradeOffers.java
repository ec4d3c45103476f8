package org.kontor.engine.merchants;

import java.util.ArrayList;
import java.util.List;
import org.kontor.engine.board.Resource;
import org.kontor.engine.resources.Resources;

/**
 * The offers the bot weighs in trading between players (rulebook p. 6), a few sensible ones
 * rather than every mix of cards and gold: one card of a kind it holds plenty of for one it lacks,
 * and as a counter the cards offered for one card of another kind. Which it makes, if any, is the
 * value's call ({@link MerchantsBot#answered}: an offer counts only when the bot expects it taken).
 */
final class TradeOffers {

    /** A bot's offers a turn: enough to find a partner, few enough not to badger the table. */
    static final int PER_TURN = 2;

    private TradeOffers() {}

    /** On its own turn: one card of a kind the seat holds two or more of, for one it has none of, to each other player. */
    static List<Command> offers(MerchantsState s, int seat) {
        Resources hand = s.player(seat).hand();
        List<Command> offers = new ArrayList<>();
        for (int to = 0; to < s.seatCount(); to++) {
            if (to == seat) {
                continue;
            }
            for (Resource give : MerchantsResources.ALL) {
                if (hand.count(give) < 2) {
                    continue;
                }
                for (Resource get : MerchantsResources.ALL) {
                    if (get != give && hand.count(get) == 0) {
                        offers.add(new Command.OfferTrade(to, Resources.NONE.plus(give, 1), 0, Resources.NONE.plus(get, 1), 0));
                    }
                }
            }
        }
        return offers;
    }

    /**
     * Counters to an offer from the player whose turn it is (never to a counter, so two bots cannot
     * haggle forever): what was offered, for one card of a kind the seat holds two or more of and
     * is not offered.
     */
    static List<Command> counters(MerchantsState s, int seat, Pending.TradeOffer offer) {
        Resources hand = s.player(seat).hand();
        List<Command> counters = new ArrayList<>();
        for (Resource give : MerchantsResources.ALL) {
            Resources pay = Resources.NONE.plus(give, 1);
            if (hand.count(give) >= 2 && offer.give().count(give) == 0 && !(pay.equals(offer.get()) && offer.getGold() == 0)) {
                counters.add(new Command.CounterTrade(pay, 0, offer.give(), offer.giveGold()));
            }
        }
        return counters;
    }
}
