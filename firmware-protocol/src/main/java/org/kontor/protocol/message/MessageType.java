package org.kontor.protocol.message;

/**
 * Every HBP/1 message type. A frame is reliable (sequenced, acknowledged, retransmitted) exactly
 * when its seq is non-zero; the column here says which types are sent that way.
 */
public enum MessageType {
    HELLO_REQ(0x01, false),
    HELLO(0x02, false),
    HELLO_ACK(0x03, true),
    MAP_REQ(0x04, true),
    MAP_DATA(0x05, true),
    ACK(0x06, false),
    NACK(0x07, false),
    HEARTBEAT(0x08, false),
    SNAPSHOT_REQ(0x09, true),
    SNAPSHOT(0x0A, true),
    ERROR(0x0B, true),
    RESET_REQ(0x0C, true),
    OCCUPANCY_CHANGED(0x20, true),
    DICE_ROLLED(0x21, true),
    BUTTON(0x22, true),
    LED_SET(0x40, true),
    LED_CLEAR(0x41, true),
    CONFIG_SET(0x43, true);

    private static final MessageType[] BY_CODE = new MessageType[256];

    static {
        for (MessageType type : values()) {
            BY_CODE[type.code] = type;
        }
    }

    private final int code;
    private final boolean reliable;

    MessageType(int code, boolean reliable) {
        this.code = code;
        this.reliable = reliable;
    }

    public int code() {
        return code;
    }

    public boolean reliable() {
        return reliable;
    }

    /** The type with this code, or null if HBP/1.0 defines none. */
    public static MessageType fromCode(int code) {
        return code >= 0 && code < 256 ? BY_CODE[code] : null;
    }
}
