package org.kontor.engine.merchants;

/**
 * A set of board ids (intersections or paths) as 64-bit words: id i is bit i % 64 of word i / 64.
 * The walks over the board (merchants' reach, the isolated-city searches) mark what they have seen
 * in one of these instead of a {@code Set<Integer>}, which would cost an object per id; several
 * sets may share one array, each from its own first word ({@code from}). This class is the one
 * place that knows the layout.
 */
final class Marks {

    private Marks() {}

    /** Room for ids 0..count-1, none marked. */
    static long[] of(int count) {
        return new long[words(count)];
    }

    /** The words ids 0..count-1 take. */
    static int words(int count) {
        return (count + 63) >>> 6;
    }

    static void add(long[] marks, int id) {
        marks[id >>> 6] |= 1L << id;
    }

    static boolean contains(long[] marks, int id) {
        return (marks[id >>> 6] & 1L << id) != 0;
    }

    /** The set that starts at word {@code from} of a shared array. */
    static void add(long[] marks, int from, int id) {
        marks[from + (id >>> 6)] |= 1L << id;
    }

    static boolean contains(long[] marks, int from, int id) {
        return (marks[from + (id >>> 6)] & 1L << id) != 0;
    }
}
