package org.kontor.protocol.message;

import org.kontor.protocol.Frame;

/** Between frames and typed messages. Decoding never throws: bad payloads become a NACK reason. */
public final class MessageCodec {
    private MessageCodec() {
    }

    /**
     * Builds the frame for a message. Throws IllegalArgumentException when the message does not fit
     * in one frame: that is a bug in the sender, never wire input.
     */
    public static Frame encode(Message message, int seq, int flags) {
        PayloadWriter out = new PayloadWriter();
        message.write(out);
        return new Frame(message.type().code(), seq, flags, out.toBytes());
    }

    /**
     * Payload bytes after the fields a type defines are ignored: a newer minor version may append
     * optional fields.
     */
    public static MessageResult decode(Frame frame) {
        MessageType type = MessageType.fromCode(frame.type());
        if (type == null) {
            return MessageResult.failed(Nack.UNKNOWN_TYPE);
        }
        PayloadReader in = new PayloadReader(frame.payload());
        Message message = switch (type) {
            case HELLO_REQ -> HelloRequest.read(in);
            case HELLO -> Hello.read(in);
            case HELLO_ACK -> HelloAck.read(in);
            case MAP_REQ -> MapRequest.read(in);
            case MAP_DATA -> MapData.read(in);
            case ACK -> Ack.read(in);
            case NACK -> Nack.read(in);
            case HEARTBEAT -> Heartbeat.read(in);
            case SNAPSHOT_REQ -> new SnapshotRequest();
            case SNAPSHOT -> Snapshot.read(in);
            case ERROR -> ErrorReport.read(in);
            case RESET_REQ -> ResetRequest.read(in);
            case OCCUPANCY_CHANGED -> OccupancyChanged.read(in);
            case DICE_ROLLED -> DiceRolled.read(in);
            case BUTTON -> Button.read(in);
            case LED_SET -> LedSet.read(in);
            case LED_CLEAR -> new LedClear();
            case CONFIG_SET -> ConfigSet.read(in);
        };
        if (message == null || in.failed()) {
            return MessageResult.failed(Nack.BAD_LENGTH);
        }
        return MessageResult.ok(message);
    }

    /** The canonical one-line text of a frame and its message, as written in the golden vectors. */
    public static String describe(Frame frame, Message message) {
        String fields = message.fields();
        return message.type().name() + " seq=" + frame.seq() + " flags=" + Text.hex8(frame.flags())
                + (fields.isEmpty() ? "" : " " + fields);
    }
}
