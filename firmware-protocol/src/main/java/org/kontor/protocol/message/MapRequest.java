package org.kontor.protocol.message;

/** Hub to board, reliable: send the wiring map from entry {@code offset} on. */
public record MapRequest(int offset) implements Message {
    public MessageType type() {
        return MessageType.MAP_REQ;
    }

    static MapRequest read(PayloadReader in) {
        return new MapRequest(in.u16());
    }

    public void write(PayloadWriter out) {
        out.u16(offset);
    }

    public String fields() {
        return "offset=" + offset;
    }
}
