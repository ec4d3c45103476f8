package org.kontor.protocol.message;

/** Hub to board, reliable: send a full SNAPSHOT. */
public record SnapshotRequest() implements Message {
    public MessageType type() {
        return MessageType.SNAPSHOT_REQ;
    }

    public void write(PayloadWriter out) {
    }

    public String fields() {
        return "";
    }
}
