package org.kontor.protocol.message;

/** Hub to board, reliable: every LED off. */
public record LedClear() implements Message {
    public MessageType type() {
        return MessageType.LED_CLEAR;
    }

    public void write(PayloadWriter out) {
    }

    public String fields() {
        return "";
    }
}
