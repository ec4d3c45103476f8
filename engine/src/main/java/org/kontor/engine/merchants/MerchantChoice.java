package org.kontor.engine.merchants;

import org.kontor.engine.Phrase;

/**
 * A merchant hired at an own kontor, placed free by a card, or walking from one kontor to another:
 * it stands on the kontor's reed, so the table cannot see it (rulebook pp. 6-8). A walk onto an empty
 * spot or off one it stood on alone is read on the reeds instead.
 */
final class MerchantChoice implements ButtonChoice {

    @Override
    public boolean takes(Command command) {
        return command instanceof Command.BuildMerchant || command instanceof Command.PlaceFreeMerchant
                || command instanceof Command.MoveMerchant;
    }

    @Override
    public Phrase words(MerchantsState state, int seat, Command command, LegalAction.Price price) {
        if (command instanceof Command.MoveMerchant move) {
            Phrase what = Phrase.of("merchants.button.move-merchant", state.config().colours().get(seat),
                    state.player(seat).merchants()[move.merchant()], move.destination());
            return MerchantsPhysicalRules.paying(what, price);
        }
        return MerchantsPhysicalRules.words(state, seat, command, price);
    }
}
