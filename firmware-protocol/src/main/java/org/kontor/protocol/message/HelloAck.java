package org.kontor.protocol.message;

/**
 * Hub to board, reliable, always seq 1: starts a session. Both sides restart their sequence
 * numbers, and every later frame of the session carries {@code session} as its tag.
 *
 * @param session     1..15, different from the previous session's
 * @param helloId     the helloId of the HELLO this answers
 * @param debounceMs  requested; the board may clamp it
 */
public record HelloAck(int major, int minor, int session, int helloId, int heartbeatMs, int debounceMs) implements Message {
    public MessageType type() {
        return MessageType.HELLO_ACK;
    }

    static HelloAck read(PayloadReader in) {
        return new HelloAck(in.u8(), in.u8(), in.u8(), in.u16(), in.u16(), in.u8());
    }

    public void write(PayloadWriter out) {
        out.u8(major).u8(minor).u8(session).u16(helloId).u16(heartbeatMs).u8(debounceMs);
    }

    public String fields() {
        return "proto=" + major + "." + minor + " session=" + session + " hello_id=" + helloId + " heartbeat_ms=" + heartbeatMs
                + " debounce_ms=" + debounceMs;
    }
}
