package org.kontor.protocol.link;

import org.kontor.protocol.message.Hello;
import org.kontor.protocol.message.Message;

/** What the link layer tells the hub, in the order it happened. */
public sealed interface LinkEvent {

    /** A session began; a snapshot has been requested and will arrive as a {@link Received}. */
    record SessionStarted(Hello board, int session, boolean rebooted) implements LinkEvent {
    }

    /** A reliable message from the board, delivered exactly once and in the order the board sent it. */
    record Received(Message message) implements LinkEvent {
    }

    /** The board took a command. */
    record Acknowledged(int seq, Message command) implements LinkEvent {
    }

    /** The board refused a command (see the NACK reasons). */
    record Refused(int seq, Message command, int reason) implements LinkEvent {
    }

    /**
     * The board's state hash disagreed with the hub's view although nothing was in flight: some
     * change never arrived. A snapshot has been requested.
     */
    record StateMismatch(long boardHash, long hubHash) implements LinkEvent {
    }

    /**
     * The session ended. Commands not yet acknowledged are dropped (send the LED state again
     * after the next {@link SessionStarted}); board events not yet delivered are lost, and the
     * next session's snapshot shows where the table stands.
     */
    record SessionLost(Reason reason) implements LinkEvent {
    }

    /** Why a session ended; OUT_OF_STEP: the hub took frames in order that the board says it never sent. */
    enum Reason { HEARTBEAT_TIMEOUT, RETRIES_EXHAUSTED, BOARD_HAS_NO_SESSION, BOARD_REBOOTED, CHANNEL_CLOSED, OUT_OF_STEP }
}
