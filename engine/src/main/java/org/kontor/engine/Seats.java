package org.kontor.engine;

import java.util.List;

/**
 * A set of seats packed into the bits of an int, bit i for seat i (up to 31 seats; Merchants of
 * Europe's neutral colour is one). The rules that ask "which players" in hot loops (whose routes
 * a walk used, whom a caravan has paid, who is next to the robber) keep such a set instead of a
 * collection, which would cost an object per question; this class is the one place that knows
 * the packing.
 */
public final class Seats {

    public static final int NONE = 0;

    private Seats() {}

    /** Seats 0..count-1. */
    public static int all(int count) {
        return (1 << count) - 1;
    }

    public static int with(int seats, int seat) {
        return seats | 1 << seat;
    }

    public static int without(int seats, int seat) {
        return seats & ~(1 << seat);
    }

    /** The seats of {@code seats} that are not in {@code others}. */
    public static int minus(int seats, int others) {
        return seats & ~others;
    }

    public static boolean contains(int seats, int seat) {
        return (seats >> seat & 1) != 0;
    }

    public static int count(int seats) {
        return Integer.bitCount(seats);
    }

    /**
     * The seats of {@code seats}, ascending, as an immutable list (kept as it is by an event's or
     * pending decision's List.copyOf). Up to four seats take no array on the way.
     */
    public static List<Integer> list(int seats) {
        int rest = seats;
        int s0 = Integer.numberOfTrailingZeros(rest);
        int s1 = Integer.numberOfTrailingZeros(rest &= rest - 1);
        int s2 = Integer.numberOfTrailingZeros(rest &= rest - 1);
        int s3 = Integer.numberOfTrailingZeros(rest &= rest - 1);
        switch (Integer.bitCount(seats)) {
            case 0: return List.of();
            case 1: return List.of(s0);
            case 2: return List.of(s0, s1);
            case 3: return List.of(s0, s1, s2);
            case 4: return List.of(s0, s1, s2, s3);
            default:
                Integer[] list = new Integer[Integer.bitCount(seats)];
                for (int i = 0; seats != 0; i++, seats &= seats - 1) {
                    list[i] = Integer.numberOfTrailingZeros(seats);
                }
                return List.of(list);
        }
    }
}
