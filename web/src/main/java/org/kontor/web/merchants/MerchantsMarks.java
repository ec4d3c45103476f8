package org.kontor.web.merchants;

import java.util.BitSet;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import org.kontor.engine.board.Board;
import org.kontor.engine.merchants.MerchantsGame;
import org.kontor.engine.merchants.board.MerchantsBoard;
import org.kontor.engine.merchants.board.StartPosition;
import org.kontor.web.board.BoardMarks;

/** Merchants of Europe's print: sea lanes, double arrows, purple and brown city sites with their coins, the short side's start. */
public final class MerchantsMarks implements BoardMarks {

    @Override
    public String game() {
        return MerchantsGame.ID;
    }

    @Override
    public String pathKind(Board board, int path) {
        return MerchantsBoard.of(board).pathKind(path).name().toLowerCase(Locale.ROOT);
    }

    @Override
    public BitSet doubleArrows(Board board) {
        return MerchantsBoard.of(board).doubleArrows();
    }

    @Override
    public List<Site> sites(Board board) {
        return MerchantsBoard.of(board).cities().stream()
                .map(c -> new Site(c.intersection(), c.name(), c.colour().name().toLowerCase(Locale.ROOT), c.coastalGold()))
                .toList();
    }

    @Override
    public List<Start> start(Board board) {
        // In seating order, so the drawing is the same on every run.
        return MerchantsBoard.of(board).startPositions().values().stream()
                .sorted(Comparator.comparing(StartPosition::colour))
                .map(s -> new Start(s.colour(), s.route(), s.kontors()))
                .toList();
    }
}
