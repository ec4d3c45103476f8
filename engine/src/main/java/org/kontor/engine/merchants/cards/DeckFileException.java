package org.kontor.engine.merchants.cards;

/** A deck file that cannot be used. The message names the file, the field and the problem. */
public final class DeckFileException extends RuntimeException {

    public DeckFileException(String message) {
        super(message);
    }
}
