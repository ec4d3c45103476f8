package org.kontor.hub.hardware;

import java.util.Locale;
import org.kontor.engine.board.PlayerColour;
import org.kontor.engine.table.Sensed;
import org.kontor.protocol.message.Piece;

/** The protocol's piece byte as the rules name pieces (protocol.md, "Piece byte"; Merchants of Europe). */
final class PieceCodes {

    private PieceCodes() {
    }

    static Sensed sensed(int piece) {
        String name = switch (Piece.kind(piece)) {
            case Piece.KONTOR -> "kontor";
            case Piece.TRADE_ROUTE -> "route";
            case Piece.MERCHANT -> "merchant";
            case Piece.CARAVAN -> "caravan";
            case Piece.MOE_ROBBER -> "robber";
            default -> null;
        };
        int c = Piece.colour(piece);
        String colour = c == Piece.NEUTRAL ? "neutral"
                : c >= Piece.RED && c <= Piece.ORANGE ? PlayerColour.values()[c - 1].name().toLowerCase(Locale.ROOT) : null;
        return new Sensed(name, colour);
    }
}
