package org.kontor.engine.table;

import java.util.Locale;
import org.kontor.engine.board.PlayerColour;

/**
 * The piece a sensor at a spot sees: the top one where pieces share a spot (each game says which
 * is on top). {@code piece} is the game's word for it ("route", "merchant"); {@code colour} is
 * the colour's name in lower case ("red", "yellow"), as {@link Sensed} reports it, or null for a
 * neutral piece (the robber, a neutral kontor). A name and not {@link PlayerColour}: each game has
 * its own colours (yellow, green and purple too).
 */
public record Standing(String piece, String colour) {
    public Standing {
        if (piece == null || piece.isBlank()) {
            throw new IllegalArgumentException("a standing piece needs a name");
        }
        if (colour != null) {
            colour = colour.toLowerCase(Locale.ROOT);
        }
    }

    /** A piece in a Catan family colour; null for a neutral one. */
    public Standing(String piece, PlayerColour colour) {
        this(piece, colour == null ? null : colour.name());
    }

    /** A piece of no player's (the robber, a bonus marker). */
    public static Standing neutral(String piece) {
        return new Standing(piece, (String) null);
    }

    /** The colour as a sensor names it: "neutral" for a piece of no player's. */
    public String colourName() {
        return colour == null ? "neutral" : colour;
    }

    /** "red route", "robber". */
    @Override
    public String toString() {
        return colour == null ? piece : colour + " " + piece;
    }
}
