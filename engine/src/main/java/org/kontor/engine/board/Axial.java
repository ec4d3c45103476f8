package org.kontor.engine.board;

/**
 * A hex position in axial coordinates on a pointy-top layout: {@code q} grows to the east,
 * {@code r} to the south-east. See docs/boards.md for a picture.
 */
public record Axial(int q, int r) {

    /** The six neighbours, clockwise from east. */
    private static final int[][] DIRECTIONS = {{1, 0}, {0, 1}, {-1, 1}, {-1, 0}, {0, -1}, {1, -1}};

    public Axial neighbour(int direction) {
        int[] d = DIRECTIONS[direction];
        return new Axial(q + d[0], r + d[1]);
    }

    /** Centre x in units of half a hex width (sqrt(3)/2 of the corner radius). */
    int centreX() {
        return 2 * q + r;
    }

    /** Centre y in units of half the corner radius. */
    int centreY() {
        return 3 * r;
    }

    @Override
    public String toString() {
        return "(" + q + "," + r + ")";
    }
}
