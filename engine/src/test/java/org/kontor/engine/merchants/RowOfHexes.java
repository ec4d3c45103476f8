package org.kontor.engine.merchants;

import org.kontor.engine.board.Terrain;

/**
 * Shared set-up for rule tests on a row of four pasture hexes (numbers 5..8) with a forest above
 * the first: their top corners t0..t8 form a line, and path p(i) joins t(i) and t(i+1). A test
 * names its city sites with {@link #table}, then places its pieces on the returned draft.
 */
abstract class RowOfHexes {

    static final int RED = 0;
    static final int BLUE = 1;
    static final int WHITE = 2;
    static final int ORANGE = 3;

    final TestBoard b = new TestBoard();
    final int[] t = new int[9];
    Draft d;

    RowOfHexes() {
        int[] row = new int[4];
        for (int q = 0; q < 4; q++) {
            row[q] = b.hex(q, 0, Terrain.PASTURE, 5 + q);
        }
        b.hex(0, 1, Terrain.FOREST, 0);
        for (int q = 0; q < 4; q++) {
            t[2 * q] = b.corner(row[q], 5);
            t[2 * q + 1] = b.corner(row[q], 0);
        }
        t[8] = b.corner(row[3], 1);
    }

    int p(int i) {
        return b.pathBetween(t[i], t[i + 1]);
    }

    /**
     * Builds the board with a city site named {@code names[k]} at corner t({@code corners[k]}) and
     * sets {@link #d} to an empty four-player table on it (table dice, the given seed).
     */
    Draft table(long seed, int[] corners, String... names) {
        for (int k = 0; k < names.length; k++) {
            b.city(names[k], t[corners[k]]);
        }
        d = Games.emptyTable(Games.tableDice(b.build("row"), Games.FOUR), seed);
        return d;
    }
}
