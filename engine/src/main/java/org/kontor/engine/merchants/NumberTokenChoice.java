package org.kontor.engine.merchants;

import org.kontor.engine.Phrase;

/**
 * After founding a kontor: the number token laid on a hex next to it, from the stock (turned face
 * up, so its number is public) or moved from another hex (rulebook p. 8). Tokens have no reeds.
 */
final class NumberTokenChoice implements ButtonChoice {

    @Override
    public boolean takes(Command command) {
        return command instanceof Command.PlaceNumberToken || command instanceof Command.MoveNumberToken;
    }

    @Override
    public Phrase words(MerchantsState state, int seat, Command command, LegalAction.Price price) {
        Object who = state.config().colours().get(seat);
        if (command instanceof Command.MoveNumberToken move) {
            return Phrase.of("merchants.button.move-token", who, move.fromHex(), move.hex());
        }
        Command.PlaceNumberToken place = (Command.PlaceNumberToken) command;
        return place.number() == 0 ? Phrase.of("merchants.button.draw-token", who, place.hex())
                : Phrase.of("merchants.button.place-token", who, place.number(), place.hex());
    }
}
