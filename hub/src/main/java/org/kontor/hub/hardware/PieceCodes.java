package org.kontor.hub.hardware;

import java.util.List;
import java.util.Locale;
import org.kontor.engine.board.PlayerColour;
import org.kontor.engine.table.Sensed;
import org.kontor.protocol.message.Piece;

/**
 * The protocol's piece byte as the rules name pieces (protocol.md §7, "Pieces"). The kind nibble
 * means what the game named in the board's HELLO says it means, so the names are per game code;
 * the colour nibble is the same for every game.
 */
final class PieceCodes {

    /** Merchants of Europe's kinds by number (index 0: unknown). */
    private static final List<String> MERCHANTS = List.of("?", "kontor", "route", "merchant", "caravan", "robber");
    /** Catan's kinds by number, as CatanPhysicalRules names them; ship and later are the expansions'. */
    private static final List<String> CATAN = List.of("?", "settlement", "city", "road", "robber", "ship", "pirate", "knight",
            "city-wall", "metropolis");

    private PieceCodes() {
    }

    /** The piece names of the game with HELLO's {@code game} code, by kind number; empty for presence-only and unknown games. */
    static List<String> names(int game) {
        return switch (game) {
            case Piece.GAME_MERCHANTS_OF_EUROPE -> MERCHANTS;
            case Piece.GAME_CATAN -> CATAN;
            default -> List.of();
        };
    }

    /** What a board of {@code game} (its HELLO's code) reports with {@code piece}; the name is null when the kind is unknown. */
    static Sensed sensed(int game, int piece) {
        List<String> names = names(game);
        int kind = Piece.kind(piece);
        String name = kind > 0 && kind < names.size() ? names.get(kind) : null;
        int c = Piece.colour(piece);
        String colour = c == Piece.NEUTRAL ? "neutral"
                : c >= Piece.RED && c <= Piece.ORANGE ? PlayerColour.values()[c - 1].name().toLowerCase(Locale.ROOT) : null;
        return new Sensed(name, colour);
    }
}
