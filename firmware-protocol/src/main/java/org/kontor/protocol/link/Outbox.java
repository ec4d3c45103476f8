package org.kontor.protocol.link;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;
import org.kontor.protocol.Frame;
import org.kontor.protocol.message.Message;
import org.kontor.protocol.message.MessageCodec;

/**
 * The sending half of go-back-N: numbers reliable messages, keeps them until a cumulative ACK
 * covers them, and when the oldest has waited a retransmission timeout, sends every frame in
 * flight again. After too many timeouts in a row without progress it gives up, and the caller
 * ends the session.
 */
public final class Outbox {
    /** A message waiting for its acknowledgement. */
    public static final class Entry {
        private final int seq;
        private final Message message;
        private boolean sent;

        Entry(int seq, Message message) {
            this.seq = seq;
            this.message = message;
        }

        public int seq() {
            return seq;
        }

        public Message message() {
            return message;
        }
    }

    private final LinkConfig config;
    private final Deque<Entry> entries = new ArrayDeque<>();
    private int lastQueued;
    private int inFlight;
    private long timerStart;
    private int timeouts;
    private long retransmissions;

    public Outbox(LinkConfig config) {
        this.config = config;
    }

    /** A new session: numbering restarts at 1 and nothing is owed. */
    public void reset() {
        entries.clear();
        lastQueued = 0;
        inFlight = 0;
        timeouts = 0;
    }

    /** Queues a message; returns its seq, or 0 when the outbox is full. */
    public int add(Message message) {
        if (entries.size() >= config.outboxCapacity()) {
            return 0;
        }
        lastQueued = Seq.next(lastQueued);
        entries.addLast(new Entry(lastQueued, message));
        return lastQueued;
    }

    /** The frames to write now: on a timeout every frame in flight again, then new ones the window allows. */
    public List<Frame> due(long now, int sessionTag) {
        List<Frame> frames = new ArrayList<>();
        int flags = sessionTag << 4;
        if (inFlight > 0 && now - timerStart >= config.retransmitMs()) {
            timeouts++;
            timerStart = now;
            for (Entry entry : entries) {
                if (!entry.sent) {
                    break;
                }
                frames.add(MessageCodec.encode(entry.message, entry.seq, flags | Frame.FLAG_RETX));
                retransmissions++;
            }
        }
        for (Entry entry : entries) {
            if (inFlight >= config.window()) {
                break;
            }
            if (!entry.sent) {
                entry.sent = true;
                if (inFlight == 0) {
                    timerStart = now;
                }
                inFlight++;
                frames.add(MessageCodec.encode(entry.message, entry.seq, flags));
            }
        }
        return frames;
    }

    /** Removes what {@code ackSeq} covers and returns it, oldest first. Stale or bogus acks remove nothing. */
    public List<Entry> acknowledge(int ackSeq, long now) {
        List<Entry> done = new ArrayList<>();
        while (!entries.isEmpty() && entries.peekFirst().sent && Seq.atOrBefore(entries.peekFirst().seq, ackSeq)) {
            done.add(entries.removeFirst());
            inFlight--;
        }
        if (!done.isEmpty()) {
            timeouts = 0;
            timerStart = now;
        }
        return done;
    }

    public boolean gaveUp() {
        return timeouts > config.maxRetries();
    }

    /** The seq of the newest queued message, 0 if none this session. */
    public int lastQueued() {
        return lastQueued;
    }

    public boolean isEmpty() {
        return entries.isEmpty();
    }

    public long retransmissions() {
        return retransmissions;
    }
}
