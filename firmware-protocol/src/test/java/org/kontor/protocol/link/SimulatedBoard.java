package org.kontor.protocol.link;

import java.util.ArrayList;
import java.util.List;
import org.kontor.protocol.Bytes;
import org.kontor.protocol.Frame;
import org.kontor.protocol.FrameDecoder;
import org.kontor.protocol.message.Ack;
import org.kontor.protocol.message.Button;
import org.kontor.protocol.message.Heartbeat;
import org.kontor.protocol.message.Hello;
import org.kontor.protocol.message.HelloAck;
import org.kontor.protocol.message.Location;
import org.kontor.protocol.message.Message;
import org.kontor.protocol.message.MessageCodec;
import org.kontor.protocol.message.MessageResult;
import org.kontor.protocol.message.MessageType;
import org.kontor.protocol.message.Nack;
import org.kontor.protocol.message.OccupancyChanged;
import org.kontor.protocol.message.Piece;
import org.kontor.protocol.message.Snapshot;
import org.kontor.protocol.message.SnapshotSection;

/**
 * The board's end of the link, in Java, following the same rules as the C reference firmware
 * (firmware/kontor_board/board.c), so the hub's link layer can be tested on simulated time.
 */
final class SimulatedBoard {
    /** A reliable message the board queued, with the session and seq it went out under. */
    record Queued(int session, int seq, Message message, long at) {
    }

    /** The board took session {@code session} at simulated time {@code at}. */
    record Adopted(int session, long at) {
    }

    private final ByteChannel channel;
    private final Clock clock;
    private final LinkConfig config = LinkConfig.BOARD;
    private final FrameDecoder decoder = new FrameDecoder(this::onFrame);
    private final Outbox outbox = new Outbox(config);
    private final InOrderReceiver receiver = new InOrderReceiver();
    private final byte[] buffer = new byte[512];
    private final int intersections;
    private final int paths;
    private final int hexes;
    private final OccupancyState actual;
    private final List<Queued> queued = new ArrayList<>();
    private final List<Message> commands = new ArrayList<>();
    private final List<Adopted> adopted = new ArrayList<>();

    private long bootId;
    private OccupancyState reported;
    private int session;
    private int helloId;
    /** The helloId a HELLO_ACK must echo to start a session; 0 once one has. */
    private int awaitedHelloId;
    private long now;
    private long lastSent;
    private long lastReceived;
    private boolean ackDue;
    private boolean snapshotDue;
    private boolean eventsLost;
    private int presses;

    SimulatedBoard(ByteChannel channel, Clock clock, long bootId, int intersections, int paths, int hexes) {
        this.channel = channel;
        this.clock = clock;
        this.bootId = bootId;
        this.intersections = intersections;
        this.paths = paths;
        this.hexes = hexes;
        this.actual = new OccupancyState(intersections, paths, hexes);
        this.reported = actual.copy();
    }

    void poll() {
        now = clock.millis();
        int count;
        while ((count = channel.read(buffer)) > 0) {
            decoder.accept(buffer, 0, count);
        }
        if (session == 0) {
            return;
        }
        Snapshot snapshot = snapshotDue ? snapshot() : null;
        int snapshotSeq = snapshot == null ? 0 : outbox.add(snapshot);
        if (snapshotSeq != 0) {
            queued.add(new Queued(session, snapshotSeq, snapshot, now));
            snapshotDue = false;
            reported = actual.copy();
            eventsLost = false;
        }
        for (Frame frame : outbox.due(now, session)) {
            write(frame);
        }
        if (outbox.gaveUp() || now - lastReceived >= config.deadAfterMs()) {
            session = 0; // wait for the hub's next HELLO_REQ
            return;
        }
        if (ackDue) {
            ackDue = false;
            write(MessageCodec.encode(new Ack(receiver.lastReceived()), 0, session << 4));
        }
        if (now - lastSent >= config.heartbeatMs()) {
            write(MessageCodec.encode(new Heartbeat(now, outbox.lastQueued(), reported.stateHash(), 0, 0, 0,
                    eventsLost ? Heartbeat.STATUS_EVENTS_LOST : 0), 0, session << 4));
        }
    }

    /** A piece put down or lifted: the sensed state changes and, in a session, an event is queued. */
    void place(Location location, boolean present) {
        actual.set(location, present);
        queue(new OccupancyChanged(now, List.of(new OccupancyChanged.Change(location, present,
                present ? Piece.of(Piece.KONTOR, Piece.RED) : 0))), () -> reported.set(location, present));
    }

    void press(int button) {
        presses++;
        queue(new Button(now, button, Button.CLICK, presses), () -> { });
    }

    /** A change the board "forgets" to report: only the state hash can reveal it. */
    void changeSilently(Location location, boolean present) {
        actual.set(location, present);
        reported.set(location, present);
    }

    /** Power cycle: a new boot id, and nothing kept but the pieces on the table. */
    void reboot(long newBootId) {
        bootId = newBootId;
        session = 0;
        helloId = 0;
        awaitedHelloId = 0;
        outbox.reset();
        receiver.reset();
        decoder.accept((byte) 0);
    }

    boolean inSession() {
        return session != 0;
    }

    OccupancyState actual() {
        return actual.copy();
    }

    List<Queued> queued() {
        return queued;
    }

    List<Message> commands() {
        return commands;
    }

    List<Adopted> adopted() {
        return adopted;
    }

    boolean lostEvents() {
        return eventsLost;
    }

    private void queue(Message message, Runnable onQueued) {
        if (session == 0) {
            return;
        }
        int seq = outbox.add(message);
        if (seq == 0) {
            eventsLost = true;
            return;
        }
        onQueued.run();
        queued.add(new Queued(session, seq, message, now));
    }

    private Snapshot snapshot() {
        return new Snapshot(0, 1, actual.stateHash(), List.of(
                new SnapshotSection.Presence(Location.INTERSECTION, Bytes.of(actual.bitmap(Location.INTERSECTION))),
                new SnapshotSection.Presence(Location.PATH, Bytes.of(actual.bitmap(Location.PATH))),
                new SnapshotSection.Presence(Location.HEX, Bytes.of(actual.bitmap(Location.HEX)))));
    }

    private void onFrame(Frame frame) {
        MessageResult result = MessageCodec.decode(frame);
        MessageType type = MessageType.fromCode(frame.type());
        if (type == MessageType.HELLO_REQ) {
            helloId = helloId % 0xFFFF + 1;
            awaitedHelloId = helloId;
            write(MessageCodec.encode(new Hello(1, 0, 0, 1, 0, Bytes.fromHex("0102030405060708"), bootId, helloId, Hello.ROLE_SENSORS
                    | Hello.ROLE_BUTTONS, 0, Piece.GAME_MERCHANTS_OF_EUROPE, 3, 0, intersections, paths, hexes, 4, 0, 240,
                    "simulated"), 0, 0));
            return;
        }
        if (type == MessageType.HELLO_ACK && result.isOk()) {
            HelloAck ack = (HelloAck) result.message();
            boolean repeat = session != 0 && ack.session() == session;
            if (!repeat && ack.helloId() != awaitedHelloId) {
                // From an earlier handshake: it must not start, or revive, a session.
                if (session == 0) {
                    write(MessageCodec.encode(new Nack(frame.seq(), Nack.NO_SESSION), 0, 0));
                }
                return;
            }
            if (!repeat) {
                awaitedHelloId = 0;
                session = ack.session();
                adopted.add(new Adopted(session, now));
                outbox.reset();
                receiver.reset();
                snapshotDue = false;
            }
            receiver.accept(frame.seq());
            lastReceived = now;
            ackDue = true;
            return;
        }
        if (session == 0) {
            if (frame.reliable()) {
                write(MessageCodec.encode(new Nack(frame.seq(), Nack.NO_SESSION), 0, 0));
            }
            return;
        }
        if (frame.sessionTag() != session) {
            return;
        }
        lastReceived = now;
        if (!frame.reliable()) {
            if (result.isOk() && result.message() instanceof Ack) {
                outbox.acknowledge(((Ack) result.message()).ackSeq(), now);
            }
            return;
        }
        if (receiver.accept(frame.seq()) == InOrderReceiver.Verdict.NEXT) {
            if (!result.isOk()) {
                write(MessageCodec.encode(new Nack(frame.seq(), result.nackReason()), 0, session << 4));
                return;
            }
            commands.add(result.message());
            if (type == MessageType.SNAPSHOT_REQ) {
                snapshotDue = true;
            }
        }
        ackDue = true;
    }

    private void write(Frame frame) {
        channel.write(frame.toWire());
        lastSent = now;
    }
}
