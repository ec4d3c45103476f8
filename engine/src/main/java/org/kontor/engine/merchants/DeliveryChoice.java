package org.kontor.engine.merchants;

import org.kontor.engine.Phrase;

/** A goods token delivered to a kontor a caravan reached this turn (rulebook p. 9): a token, not a piece on a reed. */
final class DeliveryChoice implements ButtonChoice {

    @Override
    public boolean takes(Command command) {
        return command instanceof Command.Deliver;
    }

    @Override
    public Phrase words(MerchantsState state, int seat, Command command, LegalAction.Price price) {
        return Phrase.of("merchants.button.deliver", state.config().colours().get(seat), ((Command.Deliver) command).kontor());
    }
}
