package org.kontor.protocol.message;

/** Either a message or the NACK reason a receiver would give for the frame; exactly one is set. */
public record MessageResult(Message message, int nackReason) {
    static MessageResult ok(Message message) {
        return new MessageResult(message, 0);
    }

    static MessageResult failed(int nackReason) {
        return new MessageResult(null, nackReason);
    }

    public boolean isOk() {
        return message != null;
    }
}
