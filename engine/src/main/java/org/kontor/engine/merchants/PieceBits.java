package org.kontor.engine.merchants;

/**
 * Where the pieces of one kind (kontors, or trade routes) lie, as a bit per site: anyone's, and
 * each owner's (the seats and {@link MerchantsState#NEUTRAL}). Site i is bit i % 64 of word i / 64.
 * The state keeps it beside the piece array it mirrors, so the legal actions find what was added
 * since an earlier state with a few word operations instead of comparing the arrays.
 * Immutable: adding a piece copies the words it changes.
 */
final class PieceBits {

    /** Do not write. */
    final long[] any;
    /** Per owner. Do not write. */
    final long[][] byOwner;

    private PieceBits(long[] any, long[][] byOwner) {
        this.any = any;
        this.byOwner = byOwner;
    }

    /** The bits of a piece array (per site: the owner, or -1). */
    static PieceBits of(int[] ownerAt) {
        int words = (ownerAt.length + 63) >>> 6;
        long[] any = new long[words];
        long[][] byOwner = new long[MerchantsState.NEUTRAL + 1][words];
        for (int site = 0; site < ownerAt.length; site++) {
            if (ownerAt[site] >= 0) {
                any[site >>> 6] |= 1L << site;
                byOwner[ownerAt[site]][site >>> 6] |= 1L << site;
            }
        }
        return new PieceBits(any, byOwner);
    }

    /**
     * These bits with {@code site} changed from owner {@code was} to {@code owner} (either may be
     * -1, none). The rules only ever add pieces; tests also take them away to set up a position.
     */
    PieceBits with(int site, int was, int owner) {
        long bit = 1L << site;
        int w = site >>> 6;
        long[] anyNow = any.clone();
        long[][] byOwnerNow = byOwner.clone();
        if (was >= 0) {
            byOwnerNow[was] = byOwnerNow[was].clone();
            byOwnerNow[was][w] &= ~bit;
            anyNow[w] &= ~bit;
        }
        if (owner >= 0) {
            byOwnerNow[owner] = byOwnerNow[owner].clone();
            byOwnerNow[owner][w] |= bit;
            anyNow[w] |= bit;
        }
        return new PieceBits(anyNow, byOwnerNow);
    }

    /**
     * Whether these bits hold every piece {@code before} held, with the same owner: true from an
     * earlier state of the same game (pieces are only ever added), mostly false from another game.
     */
    boolean grewFrom(PieceBits before) {
        for (int owner = 0; owner < byOwner.length; owner++) {
            long[] was = before.byOwner[owner];
            long[] is = byOwner[owner];
            for (int w = 0; w < is.length; w++) {
                if ((was[w] & ~is[w]) != 0) {
                    return false;
                }
            }
        }
        return true;
    }

    /** The bits of {@code owner}'s pieces added since {@code before} (which these grew from), or null when there are none. */
    long[] addedSince(PieceBits before, int owner) {
        long[] now = byOwner[owner];
        long[] was = before.byOwner[owner];
        if (now == was) {
            return null;
        }
        long[] added = null;
        for (int w = 0; w < now.length; w++) {
            long word = now[w] & ~was[w];
            if (word != 0) {
                added = added != null ? added : new long[now.length];
                added[w] = word;
            }
        }
        return added;
    }
}
