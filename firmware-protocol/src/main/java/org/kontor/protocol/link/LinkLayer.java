package org.kontor.protocol.link;

import java.util.ArrayList;
import java.util.List;
import java.util.OptionalInt;
import org.kontor.protocol.Frame;
import org.kontor.protocol.FrameDecoder;
import org.kontor.protocol.FrameError;
import org.kontor.protocol.message.Ack;
import org.kontor.protocol.message.Heartbeat;
import org.kontor.protocol.message.Hello;
import org.kontor.protocol.message.HelloAck;
import org.kontor.protocol.message.HelloRequest;
import org.kontor.protocol.message.Message;
import org.kontor.protocol.message.MessageCodec;
import org.kontor.protocol.message.MessageResult;
import org.kontor.protocol.message.MessageType;
import org.kontor.protocol.message.Nack;
import org.kontor.protocol.message.OccupancyChanged;
import org.kontor.protocol.message.Snapshot;
import org.kontor.protocol.message.SnapshotRequest;
import org.kontor.protocol.message.SnapshotSection;

/**
 * The hub's end of one HBP/1 link. Single-threaded: the owner calls {@link #poll()} every few
 * milliseconds and {@link #send(Message)} between polls, from the same thread. All timing comes
 * from the {@link Clock}, so tests run it on simulated time.
 *
 * <p>The hub opens every session: HELLO_REQ until a HELLO arrives, then HELLO_ACK and a
 * SNAPSHOT_REQ. Board events are delivered exactly once and in order within a session; when a
 * session ends, the next one starts with a snapshot, which is the truth.
 */
public final class LinkLayer {
    private enum State { HANDSHAKING, IN_SESSION, CLOSED }

    private final ByteChannel channel;
    private final Clock clock;
    private final LinkConfig config;
    private final FrameDecoder decoder = new FrameDecoder(this::onFrame);
    private final Outbox outbox;
    private final InOrderReceiver receiver = new InOrderReceiver();
    private final byte[] readBuffer = new byte[512];
    private final long startedAt;

    private List<LinkEvent> events = new ArrayList<>();
    private State state = State.HANDSHAKING;
    private long now;
    private boolean flushed;
    private long lastHelloRequest = Long.MIN_VALUE;
    private long lastSent;
    private long lastReceived;
    private boolean ackDue;
    private int session;
    private Hello board;
    private Long lastBootId;
    private OccupancyState occupancy = new OccupancyState(0, 0, 0);
    private OccupancyState snapshotInProgress;
    private boolean occupancyKnown;
    private boolean snapshotRequested;
    private long staleFrames;

    public LinkLayer(ByteChannel channel, Clock clock, LinkConfig config) {
        this(channel, clock, config, 0);
    }

    /**
     * A link whose first session follows {@code lastSession}, the last session number the hub used
     * with this board (0 for none): a port reopened after a quick unplug then starts a session the
     * board cannot take for its old one, which may still be alive on its side.
     */
    public LinkLayer(ByteChannel channel, Clock clock, LinkConfig config, int lastSession) {
        if (lastSession < 0 || lastSession > 15) {
            throw new IllegalArgumentException("a session number is 1 to 15 (0 for none), not " + lastSession);
        }
        this.session = lastSession;
        this.channel = channel;
        this.clock = clock;
        this.config = config;
        this.outbox = new Outbox(config);
        this.startedAt = clock.millis();
    }

    /** Reads what arrived, runs the timers, and returns what happened since the last poll. */
    public List<LinkEvent> poll() {
        now = clock.millis();
        while (state != State.CLOSED) {
            int count = channel.read(readBuffer);
            if (count < 0) {
                endSession(LinkEvent.Reason.CHANNEL_CLOSED);
                state = State.CLOSED;
            } else if (count == 0) {
                break;
            } else {
                decoder.accept(readBuffer, 0, count);
            }
        }
        runTimers();
        List<LinkEvent> happened = events;
        events = new ArrayList<>();
        return happened;
    }

    /**
     * Queues a command for the board. Returns its seq, which a later {@link LinkEvent.Acknowledged}
     * or {@link LinkEvent.Refused} names; empty when there is no session or the outbox is full.
     */
    public OptionalInt send(Message command) {
        if (state != State.IN_SESSION) {
            return OptionalInt.empty();
        }
        int seq = outbox.add(command);
        return seq == 0 ? OptionalInt.empty() : OptionalInt.of(seq);
    }

    public boolean inSession() {
        return state == State.IN_SESSION;
    }

    /** The board's HELLO for the current or last session; null before the first. */
    public Hello board() {
        return board;
    }

    public int session() {
        return session;
    }

    /** The occupancy the hub has heard; meaningful once the session's snapshot arrived. */
    public OccupancyState occupancy() {
        return occupancy.copy();
    }

    public boolean occupancyKnown() {
        return occupancyKnown;
    }

    public long frameErrors(FrameError kind) {
        return decoder.errors(kind);
    }

    /** Frames dropped for any error (CRC, length, COBS...) since this link opened. */
    public long frameErrors() {
        return decoder.totalErrors();
    }

    /** Frames from an earlier session that arrived late and were ignored. */
    public long staleFrames() {
        return staleFrames;
    }

    private void runTimers() {
        if (state == State.HANDSHAKING && (lastHelloRequest == Long.MIN_VALUE || now - lastHelloRequest >= config.helloIntervalMs())) {
            lastHelloRequest = now;
            write(MessageCodec.encode(new HelloRequest(1, 1), 0, 0));
        }
        if (state != State.IN_SESSION) {
            return;
        }
        for (Frame frame : outbox.due(now, session)) {
            write(frame);
        }
        if (outbox.gaveUp()) {
            endSession(LinkEvent.Reason.RETRIES_EXHAUSTED);
            return;
        }
        if (now - lastReceived >= config.deadAfterMs()) {
            endSession(LinkEvent.Reason.HEARTBEAT_TIMEOUT);
            return;
        }
        if (ackDue) {
            ackDue = false;
            write(MessageCodec.encode(new Ack(receiver.lastReceived()), 0, session << 4));
        }
        if (now - lastSent >= config.heartbeatMs()) {
            Heartbeat heartbeat = new Heartbeat(now - startedAt & 0xFFFFFFFFL, outbox.lastQueued(), occupancy.stateHash(),
                    (int) Math.min(0xFFFF, decoder.errors(FrameError.CRC)),
                    (int) Math.min(0xFFFF, decoder.totalErrors() - decoder.errors(FrameError.CRC)),
                    (int) Math.min(0xFFFF, outbox.retransmissions()), 0);
            write(MessageCodec.encode(heartbeat, 0, session << 4));
        }
    }

    private void onFrame(Frame frame) {
        MessageType type = MessageType.fromCode(frame.type());
        if (type == MessageType.HELLO) {
            MessageResult hello = MessageCodec.decode(frame);
            if (hello.isOk()) {
                onHello((Hello) hello.message());
            }
            return;
        }
        if (state != State.IN_SESSION) {
            return;
        }
        if (type == MessageType.NACK && !frame.reliable()) {
            MessageResult nack = MessageCodec.decode(frame);
            if (nack.isOk() && ((Nack) nack.message()).reason() == Nack.NO_SESSION) {
                endSession(LinkEvent.Reason.BOARD_HAS_NO_SESSION);
                return;
            }
        }
        if (frame.sessionTag() != session) {
            staleFrames++;
            return;
        }
        lastReceived = now;
        if (frame.reliable()) {
            onReliable(frame);
        } else {
            onUnreliable(frame);
        }
    }

    private void onHello(Hello hello) {
        if (state == State.IN_SESSION) {
            // A late reply to an earlier HELLO_REQ; only a new boot id means something happened.
            if (hello.bootId() == board.bootId()) {
                return;
            }
            endSession(LinkEvent.Reason.BOARD_REBOOTED);
        }
        boolean rebooted = lastBootId != null && lastBootId != hello.bootId();
        board = hello;
        lastBootId = hello.bootId();
        session = session % 15 + 1;
        outbox.reset();
        receiver.reset();
        occupancy = new OccupancyState(hello.intersections(), hello.paths(), hello.hexes(), readsPieces(hello));
        occupancyKnown = false;
        snapshotInProgress = null;
        state = State.IN_SESSION;
        lastReceived = now;
        outbox.add(new HelloAck(1, 1, session, hello.helloId(), config.heartbeatMs(), config.debounceMs()));
        requestSnapshot();
        events.add(new LinkEvent.SessionStarted(hello, session, rebooted));
    }

    private void onReliable(Frame frame) {
        switch (receiver.accept(frame.seq())) {
            case NEXT -> {
                MessageResult result = MessageCodec.decode(frame);
                if (result.isOk()) {
                    deliver(result.message());
                    ackDue = true;
                } else {
                    write(MessageCodec.encode(new Nack(frame.seq(), result.nackReason()), 0, session << 4));
                }
            }
            case DUPLICATE, GAP -> ackDue = receiver.lastReceived() != 0;
        }
    }

    private void deliver(Message message) {
        if (message instanceof OccupancyChanged) {
            OccupancyChanged changed = (OccupancyChanged) message;
            occupancy.apply(changed);
            if (snapshotInProgress != null) {
                snapshotInProgress.apply(changed);
            }
        } else if (message instanceof Snapshot) {
            takeSnapshot((Snapshot) message);
        }
        events.add(new LinkEvent.Received(message));
    }

    private void takeSnapshot(Snapshot part) {
        if (part.part() == 0) {
            snapshotInProgress = new OccupancyState(board.intersections(), board.paths(), board.hexes(), readsPieces(board));
        }
        if (snapshotInProgress == null) {
            return;
        }
        for (SnapshotSection section : part.sections()) {
            if (section instanceof SnapshotSection.Presence) {
                snapshotInProgress.load((SnapshotSection.Presence) section);
            }
        }
        for (SnapshotSection section : part.sections()) {   // pieces name occupied locations: after the bitmaps
            if (section instanceof SnapshotSection.Pieces pieces) {
                snapshotInProgress.load(pieces);
            } else if (section instanceof SnapshotSection.PieceBytes pieces) {
                snapshotInProgress.load(pieces);
            }
        }
        if (part.part() + 1 >= part.parts()) {
            occupancy = snapshotInProgress;
            snapshotInProgress = null;
            occupancyKnown = true;
            snapshotRequested = false;
        }
    }

    /**
     * Whether the board's state hash covers its pieces: HBP 1.1 boards that read piece kinds (protocol.md
     * §8). A 1.0 board's hash covers presence only, whatever it announces.
     */
    static boolean readsPieces(Hello hello) {
        return (hello.caps() & Hello.CAP_PIECE_KIND) != 0 && (hello.protoMajor() > 1 || hello.protoMinor() >= 1);
    }

    private void onUnreliable(Frame frame) {
        MessageResult result = MessageCodec.decode(frame);
        if (!result.isOk()) {
            return;
        }
        Message message = result.message();
        if (message instanceof Ack) {
            for (Outbox.Entry entry : outbox.acknowledge(((Ack) message).ackSeq(), now)) {
                events.add(new LinkEvent.Acknowledged(entry.seq(), entry.message()));
            }
        } else if (message instanceof Nack) {
            Nack nack = (Nack) message;
            for (Outbox.Entry entry : outbox.acknowledge(nack.nackSeq(), now)) {
                events.add(entry.seq() == nack.nackSeq()
                        ? new LinkEvent.Refused(entry.seq(), entry.message(), nack.reason())
                        : new LinkEvent.Acknowledged(entry.seq(), entry.message()));
            }
        } else if (message instanceof Heartbeat) {
            checkHash((Heartbeat) message);
        }
    }

    private void checkHash(Heartbeat heartbeat) {
        if ((heartbeat.status() & Heartbeat.STATUS_EVENTS_LOST) != 0) {
            requestSnapshot();
            return;
        }
        // Taken in order beyond what the board says it has sent: frames it never sent passed the
        // CRC (forged, or noise that struck lucky). Its real frames would now look like repeats and
        // be dropped, and no snapshot could get through; only a new session numbers both ends afresh.
        int last = receiver.lastReceived();
        if (last != 0 && last != heartbeat.lastTxSeq() && !Seq.atOrBefore(last, heartbeat.lastTxSeq())) {
            endSession(LinkEvent.Reason.OUT_OF_STEP);
            return;
        }
        // Compare only when every change the board had queued has reached us; otherwise the
        // difference is just frames in flight.
        boolean caughtUp = heartbeat.lastTxSeq() == receiver.lastReceived();
        if (occupancyKnown && caughtUp && !snapshotRequested && heartbeat.stateHash() != occupancy.stateHash()) {
            events.add(new LinkEvent.StateMismatch(heartbeat.stateHash(), occupancy.stateHash()));
            requestSnapshot();
        }
    }

    private void requestSnapshot() {
        if (!snapshotRequested && outbox.add(new SnapshotRequest()) != 0) {
            snapshotRequested = true;
        }
    }

    private void endSession(LinkEvent.Reason reason) {
        if (state == State.IN_SESSION) {
            events.add(new LinkEvent.SessionLost(reason));
        }
        state = State.HANDSHAKING;
        outbox.reset();
        receiver.reset();
        ackDue = false;
        snapshotRequested = false;
        occupancyKnown = false;
        lastHelloRequest = Long.MIN_VALUE;
    }

    private void write(Frame frame) {
        if (!flushed) {
            // One delimiter first, so the board drops whatever half frame it was holding.
            channel.write(new byte[] {0});
            flushed = true;
        }
        channel.write(frame.toWire());
        lastSent = now;
    }
}
