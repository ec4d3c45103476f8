package org.kontor.engine.merchants;

/**
 * Small counts (0..255) of up to 8 kinds packed into one long, 8 bits a kind: kind k is bits
 * 8k..8k+7. Production tallies the cards each seat is owed per resource this way, and the
 * isolated-city gold the routes each seat has on a path, a few additions per kontor or route
 * instead of an array per seat; a roll or a path never comes near 256 of one kind. This class is
 * the one place that knows the packing.
 */
final class SmallCounts {

    /** A mask that keeps every kind ({@link #keep}). */
    static final long EVERY_KIND = -1L;

    private SmallCounts() {}

    /** One of {@code kind}: add it to a tally. */
    static long one(int kind) {
        return 1L << (8 * kind);
    }

    static int count(long counts, int kind) {
        return (int) (counts >>> (8 * kind) & 0xff);
    }

    /** The mask without {@code kind}. */
    static long withoutKind(long mask, int kind) {
        return mask & ~(0xffL << (8 * kind));
    }

    /** The counts of the kinds the mask keeps. */
    static long keep(long counts, long mask) {
        return counts & mask;
    }
}
