package org.kontor.web.catan;

import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import org.kontor.engine.board.Board;
import org.kontor.engine.catan.CatanGame;
import org.kontor.table.catan.CatanTable;
import org.kontor.table.TableGame;
import org.kontor.web.GamePage;
import org.kontor.web.board.BoardSvg;

/**
 * Catan's board drawing: hexes (ids hex-N, the printed terrain and numbers, which the pages repaint
 * from the game's own island when the layout is variable), harbours with their rates,
 * intersections and edges. Pieces and the robber are drawn by the page from the public view.
 */
public final class CatanPage implements GamePage {

    private final Map<Board, String> drawings = new ConcurrentHashMap<>();

    @Override
    public String gameId() {
        return CatanGame.ID;
    }

    @Override
    public String boardSvg(TableGame<?, ?, ?, ?> table, String board) {
        Board frame = table instanceof CatanTable catan ? catan.board(board) : null;
        return frame == null ? null : drawings.computeIfAbsent(frame, f -> BoardSvg.render(f, BoardSvg.Options.TABLE));
    }
}
