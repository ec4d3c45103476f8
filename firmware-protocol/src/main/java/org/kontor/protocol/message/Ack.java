package org.kontor.protocol.message;

/** Both ways, unreliable. Cumulative: every reliable frame up to and including {@code ackSeq} arrived. 0 = none yet. */
public record Ack(int ackSeq) implements Message {
    public MessageType type() {
        return MessageType.ACK;
    }

    static Ack read(PayloadReader in) {
        return new Ack(in.u16());
    }

    public void write(PayloadWriter out) {
        out.u16(ackSeq);
    }

    public String fields() {
        return "ack_seq=" + ackSeq;
    }
}
