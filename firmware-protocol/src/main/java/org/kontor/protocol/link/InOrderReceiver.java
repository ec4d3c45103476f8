package org.kontor.protocol.link;

/**
 * The receiving half of go-back-N: accepts exactly the next sequence number. Anything earlier
 * is a duplicate (acknowledge again, deliver nothing); anything later means a frame was lost
 * (drop it; the sender's timeout resends from the gap).
 */
public final class InOrderReceiver {
    public enum Verdict { NEXT, DUPLICATE, GAP }

    private int lastReceived;

    public void reset() {
        lastReceived = 0;
    }

    /** The seq to acknowledge: the last one taken in order this session, 0 if none. */
    public int lastReceived() {
        return lastReceived;
    }

    public Verdict accept(int seq) {
        if (seq == Seq.next(lastReceived)) {
            lastReceived = seq;
            return Verdict.NEXT;
        }
        if (lastReceived != 0 && Seq.atOrBefore(seq, lastReceived)) {
            return Verdict.DUPLICATE;
        }
        return Verdict.GAP;
    }
}
