package org.kontor.engine.merchants;

/**
 * A set of seats packed into the bits of an int, bit i for seat i (seats 0..4, the neutral colour
 * included). The rules that ask "which players" in hot loops (whose routes a walk used, whom a
 * caravan has paid) keep such a set instead of a collection, which would cost an object per
 * question; this class is the one place that knows the packing.
 */
final class Seats {

    static final int NONE = 0;

    private Seats() {}

    /** Seats 0..count-1. */
    static int all(int count) {
        return (1 << count) - 1;
    }

    static int with(int seats, int seat) {
        return seats | 1 << seat;
    }

    static int without(int seats, int seat) {
        return seats & ~(1 << seat);
    }

    /** The seats of {@code seats} that are not in {@code others}. */
    static int minus(int seats, int others) {
        return seats & ~others;
    }

    static boolean contains(int seats, int seat) {
        return (seats >> seat & 1) != 0;
    }

    static int count(int seats) {
        return Integer.bitCount(seats);
    }
}
