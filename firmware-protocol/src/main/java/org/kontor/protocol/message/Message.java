package org.kontor.protocol.message;

/**
 * A typed HBP message: the payload of a frame. Each record owns its byte layout (read and
 * write side by side) and its canonical text, the form the golden vectors use.
 */
public sealed interface Message
        permits HelloRequest, Hello, HelloAck, MapRequest, MapData, Ack, Nack, Heartbeat, SnapshotRequest,
        Snapshot, ErrorReport, ResetRequest, OccupancyChanged, DiceRolled, Button, LedSet, LedClear, ConfigSet {

    MessageType type();

    void write(PayloadWriter out);

    /** The payload fields as canonical text: {@code name=value} pairs in wire order. */
    String fields();
}
