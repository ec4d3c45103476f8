package org.kontor.web.hansa;

import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import org.kontor.engine.hansa.HansaGame;
import org.kontor.engine.hansa.HansaMapFile;
import org.kontor.table.TableGame;
import org.kontor.web.GamePage;

/** Hansa Teutonica's board drawing: the side's cities, office slots, routes, posts and Coellen's table; the page draws the pieces. */
public final class HansaPage implements GamePage {

    private final Map<String, String> drawings = new ConcurrentHashMap<>();

    @Override
    public String gameId() {
        return HansaGame.ID;
    }

    @Override
    public String boardSvg(TableGame<?, ?, ?, ?> table, String board) {
        if (!HansaMapFile.BUNDLED.contains(board)) {
            return null;
        }
        return drawings.computeIfAbsent(board, id -> HansaSvg.render(HansaMapFile.bundled(id)));
    }
}
