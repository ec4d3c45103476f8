package org.kontor.engine.board;

import java.util.List;
import java.util.Set;

/**
 * One game's part of the board file: the sides of its box and the top-level fields only its boards
 * carry. {@link BoardFile} reads the kernel's part (format, game, side, id, title, hexes, and
 * harbours for a game that lists them) and hands the rest to the section of the game the file names,
 * found through {@code META-INF/services/org.kontor.engine.board.BoardSection} so that the kernel
 * names no game. A section reads its fields with the same {@link BoardFields} accessors, so every
 * board file error reads alike (docs/boards.md, "What loading checks").
 */
public interface BoardSection {

    /** The game's id as board files name it in {@code game}: {@code "merchants"}. */
    String game();

    /** The game's name in an error sentence: {@code "Merchants of Europe"}. */
    String title();

    /** The sides of the game's board, as board files name them in {@code side}; the first is listed first in errors. */
    List<String> sides();

    /**
     * The top-level fields this game's boards may carry beyond the kernel's own ({@code format},
     * {@code game}, {@code side}, {@code id}, {@code title}, {@code hexes}); {@code harbours} is read
     * by the kernel for a game that lists it here.
     */
    Set<String> fields();

    /**
     * The game's board: {@code board} (the kernel's part, already checked) with the game's own
     * fields read from {@code file}. {@code board.side()} is null for a format 1 file, which names no
     * side; the section then gives the side the format implies. A game with nothing of its own
     * returns {@code board}.
     */
    Board read(Board board, BoardFields file);
}
