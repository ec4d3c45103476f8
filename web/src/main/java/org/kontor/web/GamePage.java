package org.kontor.web;

import org.kontor.table.TableGame;

/**
 * A game's part of the pages besides its script module ({@code js/<id>.js}, found by the game's
 * id): the drawing of its board, on which the pages lay the pieces of the public view. Registered
 * in {@code META-INF/services/org.kontor.web.GamePage}; a game without one is shown by the plain
 * page (fields and action buttons) and has no board drawing.
 */
public interface GamePage {

    /** The id of the game, as {@link TableGame#id()}. */
    String gameId();

    /**
     * The drawing of {@code board} as {@code table} (this game's table adapter) offers it: SVG
     * markup with ids such as hex-12, path-17; null if there is none.
     */
    String boardSvg(TableGame<?, ?, ?, ?> table, String board);
}
