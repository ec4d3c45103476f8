package org.kontor.engine.merchants;

import java.util.Arrays;

/**
 * Where the pieces of one kind (kontors, or trade routes) lie, as a bit per site: each owner's
 * (the seats and {@link MerchantsState#NEUTRAL}) and anyone's ({@link #ANY}). Site i is bit i % 64
 * of word i / 64 of a row. The state keeps it beside the piece array it mirrors, so the legal
 * actions find what was added since an earlier state with a few word operations instead of
 * comparing the arrays. Immutable: adding a piece copies the one array of words.
 */
final class PieceBits {

    /** The row of anyone's pieces; rows 0..NEUTRAL are the owners'. */
    static final int ANY = MerchantsState.NEUTRAL + 1;

    /** Words per row. */
    final int words;
    /** Row r is {@code rows[r * words ..]}. */
    private final long[] rows;

    private PieceBits(int words, long[] rows) {
        this.words = words;
        this.rows = rows;
    }

    /** The bits of a piece array (per site: the owner, or -1). */
    static PieceBits of(byte[] ownerAt) {
        int words = (ownerAt.length + 63) >>> 6;
        long[] rows = new long[(ANY + 1) * words];
        for (int site = 0; site < ownerAt.length; site++) {
            if (ownerAt[site] >= 0) {
                rows[ownerAt[site] * words + (site >>> 6)] |= 1L << site;
                rows[ANY * words + (site >>> 6)] |= 1L << site;
            }
        }
        return new PieceBits(words, rows);
    }

    /** Word {@code w} of row {@code row} (an owner, or {@link #ANY}). */
    long word(int row, int w) {
        return rows[row * words + w];
    }

    /** A copy of one row. */
    long[] row(int row) {
        return Arrays.copyOfRange(rows, row * words, (row + 1) * words);
    }

    /**
     * These bits with {@code site} changed from owner {@code was} to {@code owner} (either may be
     * -1, none). The rules only ever add pieces; tests also take them away to set up a position.
     */
    PieceBits with(int site, int was, int owner) {
        long[] now = rows.clone();
        long bit = 1L << site;
        int w = site >>> 6;
        if (was >= 0) {
            now[was * words + w] &= ~bit;
            now[ANY * words + w] &= ~bit;
        }
        if (owner >= 0) {
            now[owner * words + w] |= bit;
            now[ANY * words + w] |= bit;
        }
        return new PieceBits(words, now);
    }

    /**
     * Whether these bits hold every piece {@code before} held, with the same owner: true from an
     * earlier state of the same game (pieces are only ever added), mostly false from another game.
     */
    boolean grewFrom(PieceBits before) {
        for (int i = 0; i < ANY * words; i++) {
            if ((before.rows[i] & ~rows[i]) != 0) {
                return false;
            }
        }
        return true;
    }

    /** The bits of {@code owner}'s pieces added since {@code before} (which these grew from), as a row, or null when there are none. */
    long[] addedSince(PieceBits before, int owner) {
        long[] added = null;
        for (int w = 0; w < words; w++) {
            long word = word(owner, w) & ~before.word(owner, w);
            if (word != 0) {
                added = added != null ? added : new long[words];
                added[w] = word;
            }
        }
        return added;
    }

    /** Whether both show the same pieces. */
    boolean sameAs(PieceBits other) {
        return Arrays.equals(rows, other.rows);
    }
}
