package org.kontor.protocol.message;

/**
 * Both ways, unreliable, when nothing else was sent for a heartbeat period. One layout for both
 * directions so a decoder never needs to know who sent it.
 *
 * @param lastTxSeq the seq of the last reliable frame the sender has queued; {@code stateHash}
 *                  describes the state after that frame, so a receiver that has everything up to
 *                  it can compare hashes without guessing about frames in flight
 * @param status    bit 0 events lost (outbox overflow), bit 1 sensor fault, bit 2 calibrating
 */
public record Heartbeat(long uptimeMs, int lastTxSeq, long stateHash, int rxCrcErrors, int rxFrameErrors,
        int retransmissions, int status) implements Message {
    public static final int STATUS_EVENTS_LOST = 1;
    public static final int STATUS_SENSOR_FAULT = 2;
    public static final int STATUS_CALIBRATING = 4;

    public MessageType type() {
        return MessageType.HEARTBEAT;
    }

    static Heartbeat read(PayloadReader in) {
        return new Heartbeat(in.u32(), in.u16(), in.u32(), in.u16(), in.u16(), in.u16(), in.u8());
    }

    public void write(PayloadWriter out) {
        out.u32(uptimeMs).u16(lastTxSeq).u32(stateHash).u16(rxCrcErrors).u16(rxFrameErrors).u16(retransmissions)
                .u8(status);
    }

    public String fields() {
        return "uptime_ms=" + uptimeMs + " last_tx_seq=" + lastTxSeq + " state_hash=" + Text.hex32(stateHash)
                + " rx_crc_errors=" + rxCrcErrors + " rx_frame_errors=" + rxFrameErrors + " retransmissions="
                + retransmissions + " status=" + Text.hex8(status);
    }
}
