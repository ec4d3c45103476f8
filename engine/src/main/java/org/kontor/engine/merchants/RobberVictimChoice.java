package org.kontor.engine.merchants;

import org.kontor.engine.Phrase;

/** After moving the robber: whom to rob, or nobody (rulebook p. 5); the candidates are public. */
final class RobberVictimChoice implements ButtonChoice {

    @Override
    public boolean takes(Command command) {
        return command instanceof Command.Steal || command instanceof Command.SkipSteal;
    }

    @Override
    public Phrase words(MerchantsState state, int seat, Command command, LegalAction.Price price) {
        return command instanceof Command.Steal steal
                ? Phrase.of("merchants.button.steal", state.config().colours().get(seat), state.config().colours().get(steal.victim()))
                : Phrase.of("merchants.button.skip-steal", state.config().colours().get(seat));
    }
}
