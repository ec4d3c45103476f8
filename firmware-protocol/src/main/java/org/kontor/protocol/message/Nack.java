package org.kontor.protocol.message;

/**
 * Both ways, unreliable: frame {@code nackSeq} arrived in order but is refused. It counts as
 * acknowledged (the sender must not retransmit it); never sent for a frame that failed its CRC.
 */
public record Nack(int nackSeq, int reason) implements Message {
    public static final int UNKNOWN_TYPE = 1;
    public static final int BAD_LENGTH = 2;
    public static final int BAD_VALUE = 3;
    public static final int UNSUPPORTED = 4;
    public static final int BUSY = 5;
    /** The receiver has no session (it rebooted or never got HELLO_ACK): start one with HELLO_REQ. */
    public static final int NO_SESSION = 6;

    public MessageType type() {
        return MessageType.NACK;
    }

    static Nack read(PayloadReader in) {
        return new Nack(in.u16(), in.u8());
    }

    public void write(PayloadWriter out) {
        out.u16(nackSeq).u8(reason);
    }

    public String fields() {
        return "nack_seq=" + nackSeq + " reason=" + reason;
    }
}
