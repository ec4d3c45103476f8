package org.kontor.engine.merchants;

import org.kontor.engine.Phrase;

/** A development card bought from the face-down deck: which card comes stays the buyer's (rulebook pp. 6-7). */
final class CardPurchaseChoice implements ButtonChoice {

    @Override
    public boolean takes(Command command) {
        return command instanceof Command.BuyCard;
    }

    @Override
    public Phrase words(MerchantsState state, int seat, Command command, LegalAction.Price price) {
        return MerchantsPhysicalRules.paying(Phrase.of("merchants.button.buy-card", state.config().colours().get(seat)), price);
    }
}
