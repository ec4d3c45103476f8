package org.kontor.web.merchants;

import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import org.kontor.engine.board.Board;
import org.kontor.engine.merchants.MerchantsGame;
import org.kontor.table.merchants.MerchantsTable;
import org.kontor.table.TableGame;
import org.kontor.web.GamePage;
import org.kontor.web.board.BoardSvg;

/** Merchants of Europe's board drawing: hexes, city sites, paths and harbours; the pages lay the pieces on it. */
public final class MerchantsPage implements GamePage {

    private final Map<Board, String> drawings = new ConcurrentHashMap<>();

    @Override
    public String gameId() {
        return MerchantsGame.ID;
    }

    @Override
    public String boardSvg(TableGame<?, ?, ?, ?> table, String board) {
        if (!(table instanceof MerchantsTable merchants)) {
            return null;
        }
        return drawings.computeIfAbsent(merchants.board(board), frame -> BoardSvg.render(frame, BoardSvg.Options.TABLE));
    }
}
