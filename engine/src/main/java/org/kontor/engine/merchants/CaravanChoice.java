package org.kontor.engine.merchants;

import org.kontor.engine.Phrase;

/**
 * A caravan formed, placed free by a card or moved along trade routes: it stands beside a route,
 * on the reed the route already closes, so the table cannot see it (rulebook pp. 6-9).
 */
final class CaravanChoice implements ButtonChoice {

    @Override
    public boolean takes(Command command) {
        return command instanceof Command.BuildCaravan || command instanceof Command.PlaceFreeCaravan
                || command instanceof Command.MoveCaravan;
    }

    @Override
    public Phrase words(MerchantsState state, int seat, Command command, LegalAction.Price price) {
        if (command instanceof Command.MoveCaravan move) {
            Phrase what = Phrase.of("merchants.button.move-caravan", state.config().colours().get(seat),
                    state.player(seat).caravans()[move.caravan()],
                    String.join(", ", move.walk().stream().map(String::valueOf).toList()));
            return MerchantsPhysicalRules.paying(what, price);
        }
        return MerchantsPhysicalRules.words(state, seat, command, price);
    }
}
