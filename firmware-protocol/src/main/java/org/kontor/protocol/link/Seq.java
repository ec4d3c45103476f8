package org.kontor.protocol.link;

/** Sequence numbers: 1..65535 per direction per session; 65535 is followed by 1 because 0 means "unreliable". */
public final class Seq {
    public static final int MAX = 0xFFFF;

    private Seq() {
    }

    public static int next(int seq) {
        return seq >= MAX ? 1 : seq + 1;
    }

    /** How far {@code to} is ahead of {@code from}, counting around the 65535 usable values. */
    public static int distance(int from, int to) {
        return Math.floorMod(to - from, MAX);
    }

    /** True when {@code seq} is {@code reference} or comes before it, within half the sequence space. */
    public static boolean atOrBefore(int seq, int reference) {
        return distance(seq, reference) < MAX / 2;
    }
}
