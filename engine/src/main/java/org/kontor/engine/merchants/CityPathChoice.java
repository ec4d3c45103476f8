package org.kontor.engine.merchants;

import org.kontor.engine.Phrase;

/** Which of the equally short paths pays for a newly connected city site (rulebook p. 7): the paths are public. */
final class CityPathChoice implements ButtonChoice {

    @Override
    public boolean takes(Command command) {
        return command instanceof Command.ChoosePath;
    }

    @Override
    public Phrase words(MerchantsState state, int seat, Command command, LegalAction.Price price) {
        Pending.ChooseIsolatedCityPath pending = (Pending.ChooseIsolatedCityPath) state.pending();
        java.util.List<Integer> paths = pending.options().get(((Command.ChoosePath) command).option());
        return Phrase.of("merchants.button.choose-path", state.config().colours().get(seat),
                String.join(", ", paths.stream().map(String::valueOf).toList()));
    }
}
