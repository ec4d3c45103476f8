package org.kontor.engine.table;

import java.util.Locale;

/**
 * What a sensor reports at an occupied spot: the piece's name and colour where the board can
 * tell them, else null (a reed switch only knows that something is there).
 *
 * @param colour a player colour's name ("red"), "neutral", or null when unknown
 */
public record Sensed(String piece, String colour) {

    public static final Sensed SOMETHING = new Sensed(null, null);

    /** Whether a sensor reporting this could be looking at {@code standing}. */
    public boolean couldBe(Standing standing) {
        if (standing == null) {
            return false;
        }
        if (piece != null && !piece.equals(standing.piece())) {
            return false;
        }
        String expectedColour = standing.colourName();
        return colour == null || colour.equals(expectedColour);
    }

    @Override
    public String toString() {
        if (piece == null) {
            return colour == null ? "a piece" : "a " + colour + " piece";
        }
        return colour == null || colour.equals("neutral") ? "a " + piece : "a " + colour + " " + piece;
    }
}
