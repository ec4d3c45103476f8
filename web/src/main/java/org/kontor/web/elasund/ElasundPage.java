package org.kontor.web.elasund;

import org.kontor.engine.elasund.ElasundBoardFile;
import org.kontor.engine.elasund.ElasundGame;
import org.kontor.engine.elasund.PiecesFile;
import org.kontor.table.elasund.ElasundTable;
import org.kontor.table.TableGame;
import org.kontor.web.GamePage;

/** Elasund's board drawing: the city's squares, gates, wall slots, foundation, windmills and trade track. */
public final class ElasundPage implements GamePage {

    private volatile String drawing;

    @Override
    public String gameId() {
        return ElasundGame.ID;
    }

    @Override
    public String boardSvg(TableGame<?, ?, ?, ?> table, String board) {
        if (!ElasundTable.BOARD.equals(board)) {
            return null;
        }
        String svg = drawing;
        if (svg == null) {
            svg = ElasundSvg.render(ElasundBoardFile.bundled(), PiecesFile.bundled());
            drawing = svg;
        }
        return svg;
    }
}
