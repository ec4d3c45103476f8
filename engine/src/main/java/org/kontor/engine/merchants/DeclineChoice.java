package org.kontor.engine.merchants;

import org.kontor.engine.Phrase;

/** Letting a "may" go: the free route of a double arrow (rulebook p. 7), the rest of a card's step. */
final class DeclineChoice implements ButtonChoice {

    @Override
    public boolean takes(Command command) {
        return command instanceof Command.DeclineFreeRoute || command instanceof Command.SkipCardStep;
    }

    @Override
    public Phrase words(MerchantsState state, int seat, Command command, LegalAction.Price price) {
        Object who = state.config().colours().get(seat);
        return command instanceof Command.DeclineFreeRoute ? Phrase.of("merchants.button.decline-free-route", who)
                : Phrase.of("merchants.button.skip-card-step", who);
    }
}
