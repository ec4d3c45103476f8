package org.kontor.protocol.message;

/** Hub to board, unreliable, repeated every 500 ms until a HELLO arrives. */
public record HelloRequest(int maxMajor, int maxMinor) implements Message {
    public MessageType type() {
        return MessageType.HELLO_REQ;
    }

    static HelloRequest read(PayloadReader in) {
        return new HelloRequest(in.u8(), in.u8());
    }

    public void write(PayloadWriter out) {
        out.u8(maxMajor).u8(maxMinor);
    }

    public String fields() {
        return "max_major=" + maxMajor + " max_minor=" + maxMinor;
    }
}
