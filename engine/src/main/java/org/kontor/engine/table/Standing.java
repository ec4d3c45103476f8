package org.kontor.engine.table;

import org.kontor.engine.board.PlayerColour;

/**
 * The piece a sensor at a spot sees: the top one where pieces share a spot (each game says which
 * is on top). {@code piece} is the game's word for it ("route", "merchant"); {@code colour} is
 * null for a neutral piece (the robber, a neutral kontor).
 */
public record Standing(String piece, PlayerColour colour) {
    public Standing {
        if (piece == null || piece.isBlank()) {
            throw new IllegalArgumentException("a standing piece needs a name");
        }
    }

    /** "red route", "robber". */
    @Override
    public String toString() {
        return colour == null ? piece : colour.name().toLowerCase(java.util.Locale.ROOT) + " " + piece;
    }
}
