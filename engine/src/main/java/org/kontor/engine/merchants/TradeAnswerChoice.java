package org.kontor.engine.merchants;

import org.kontor.engine.Phrase;
import org.kontor.engine.resources.Resources;

/**
 * Taking or declining a trade another player offered (or withdrawing one's own). The rulebook's "Comerciar con tus oponentes":
 * players say aloud what they want and what they give, so the terms and the answer are public; a
 * counter-offer, whose terms are composed, stays on the phone.
 */
final class TradeAnswerChoice implements ButtonChoice {

    @Override
    public boolean takes(Command command) {
        return command instanceof Command.AcceptTrade || command instanceof Command.DeclineTrade;
    }

    @Override
    public Phrase words(MerchantsState state, int seat, Command command, LegalAction.Price price) {
        Object who = state.config().colours().get(seat);
        if (!(state.pending() instanceof Pending.TradeOffer offer) || offer.from() == seat) {
            return Phrase.of("merchants.button.withdraw-trade", who);   // the offerer's own "decline"
        }
        Object offerer = state.config().colours().get(offer.from());
        // The offer's terms are the offerer's: what it gives the answerer gets.
        return command instanceof Command.AcceptTrade
                ? Phrase.of("merchants.button.accept-trade", who, offerer, terms(offer.give(), offer.giveGold()), terms(offer.get(), offer.getGold()))
                : Phrase.of("merchants.button.decline-trade", who, offerer);
    }

    private static Object terms(Resources cards, int gold) {
        if (gold == 0) {
            return cards;
        }
        return cards.total() == 0 ? Phrase.of("merchants.table-trade.gold", gold) : Phrase.of("merchants.button.cards-and-gold", cards, gold);
    }
}
