package org.kontor.engine.catan;

import org.kontor.engine.board.Board;

/**
 * What a game is set up with: the printed frame (the beginner board's hexes and harbour places),
 * how the island is laid out on it, 3 or 4 players, and the rule options.
 */
public record CatanConfig(Board board, IslandSetup.Layout layout, int players, RuleOptions options) {

    public CatanConfig {
        if (board == null || layout == null || options == null) {
            throw new IllegalArgumentException("a Catan game needs a board, a layout and rule options");
        }
        if (!board.game().equals("catan")) {
            throw new IllegalArgumentException("board " + board.id() + " is a " + board.game() + " board, not a Catan board");
        }
        if (players < 3 || players > 4) {
            throw new IllegalArgumentException("Catan is played by 3 or 4 players, not " + players);
        }
    }

    /** The beginner board as printed, with the standard rule options. */
    public static CatanConfig beginner(int players) {
        return new CatanConfig(IslandSetup.beginnerBoard(), IslandSetup.Layout.BEGINNER, players, RuleOptions.standard());
    }

    /** A variable island (numbers by the spiral) on the standard frame, with the standard rule options. */
    public static CatanConfig variable(int players) {
        return new CatanConfig(IslandSetup.beginnerBoard(), IslandSetup.Layout.VARIABLE_SPIRAL, players, RuleOptions.standard());
    }
}
