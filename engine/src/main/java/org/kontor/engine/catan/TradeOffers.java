package org.kontor.engine.catan;

import java.util.ArrayList;
import java.util.List;
import org.kontor.engine.board.Resource;
import org.kontor.engine.resources.Resources;

/**
 * The offers the bot weighs in "comercio interno" (trading with the other players), a few
 * sensible ones rather than every possible mix: one card of a kind it holds plenty of for one it
 * lacks, and as a counter the cards offered for one card of another kind. Which it makes, if any,
 * is the value's call ({@link CatanBot#answered}: an offer counts only when the bot expects it
 * accepted).
 */
final class TradeOffers {

    /** A bot's offers a turn: enough to find a partner, few enough not to badger the table. */
    static final int PER_TURN = 2;

    private TradeOffers() {}

    /** One card of a kind the seat holds two or more of, for one of a kind it has none of, to each player holding a card. */
    static List<Command> offers(CatanState s, int seat) {
        Resources hand = s.player(seat).hand();
        List<Command> offers = new ArrayList<>();
        for (int to = 0; to < s.seatCount(); to++) {
            if (to == seat || s.player(to).hand().total() == 0) {
                continue;
            }
            for (Resource give : ResourceKinds.KINDS) {
                if (hand.count(give) < 2) {
                    continue;
                }
                for (Resource get : ResourceKinds.KINDS) {
                    if (get != give && hand.count(get) == 0) {
                        offers.add(new Command.OfferTrade(to, Resources.NONE.plus(give, 1), Resources.NONE.plus(get, 1)));
                    }
                }
            }
        }
        return offers;
    }

    /**
     * Counters to an offer from the player whose turn it is (never to a counter, so two bots cannot
     * haggle forever): the cards offered, for one card of a kind the seat holds two or more of and
     * is not offered.
     */
    static List<Command> counters(CatanState s, int seat, Pending.TradeOffer offer) {
        Resources hand = s.player(seat).hand();
        List<Command> counters = new ArrayList<>();
        for (Resource give : ResourceKinds.KINDS) {
            Resources pay = Resources.NONE.plus(give, 1);
            if (hand.count(give) >= 2 && offer.give().count(give) == 0 && !pay.equals(offer.get())) {
                counters.add(new Command.CounterTrade(pay, offer.give()));
            }
        }
        return counters;
    }
}
