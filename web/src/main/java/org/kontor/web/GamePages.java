package org.kontor.web;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.ServiceLoader;
import org.kontor.table.TableGame;

/** The {@link GamePage}s registered in {@code META-INF/services/org.kontor.web.GamePage}, by game id. */
public final class GamePages {

    private static final Map<String, GamePage> PAGES = registered();

    private GamePages() {}

    private static Map<String, GamePage> registered() {
        Map<String, GamePage> pages = new LinkedHashMap<>();
        for (GamePage page : ServiceLoader.load(GamePage.class, GamePages.class.getClassLoader())) {
            if (pages.putIfAbsent(page.gameId(), page) != null) {
                throw new IllegalStateException("two pages are registered for the game \"" + page.gameId() + "\"");
            }
        }
        return Map.copyOf(pages);
    }

    /** The drawing of {@code board} for {@code game}'s table, or null when the game has no page or no such drawing. */
    public static String boardSvg(TableGame<?, ?, ?, ?> game, String board) {
        GamePage page = PAGES.get(game.id());
        return page == null ? null : page.boardSvg(game, board);
    }
}
