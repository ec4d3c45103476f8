package org.kontor.hub.hardware;

import java.util.List;
import org.kontor.engine.table.Sensed;
import org.kontor.protocol.message.Piece;

/**
 * The protocol's piece byte as the rules name pieces (protocol.md §7, "Pieces"). The kind nibble
 * means what the game named in the board's HELLO says it means, so the names are per game code;
 * the colour nibble is the same for every game. Each game gives its kinds in its physical rules.
 */
final class PieceCodes {

    /** The colour nibble's names (protocol.md §7; index 0: unknown), as the rules name colours. */
    private static final List<String> COLOURS = List.of("?", "red", "blue", "white", "orange", "green", "brown", "yellow", "purple", "black");

    private PieceCodes() {
    }

    /** What a board of {@code game} (its HELLO's code) reports with {@code piece}; the name is null when the kind is unknown. */
    static Sensed sensed(int game, int piece) {
        List<String> names = PhysicalGame.pieceKinds(game);
        int kind = Piece.kind(piece);
        String name = kind > 0 && kind < names.size() ? names.get(kind) : null;
        int c = Piece.colour(piece);
        String colour = c == Piece.NEUTRAL ? "neutral" : c > 0 && c < COLOURS.size() ? COLOURS.get(c) : null;
        return new Sensed(name, colour);
    }
}
