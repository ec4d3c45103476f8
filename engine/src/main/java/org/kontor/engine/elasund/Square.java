package org.kontor.engine.elasund;

/**
 * A square of the city board: {@code column} 0 is the coast, {@code row} 0 the top row (dice
 * label 2). Wall slots sit on row -1 (above the city), row 10 (below) or in the column right of the
 * building area.
 */
public record Square(int column, int row) {

    boolean touches(Square other) {
        return Math.abs(column - other.column) + Math.abs(row - other.row) == 1;
    }

    @Override
    public String toString() {
        return "[" + column + ", " + row + "]";
    }
}
