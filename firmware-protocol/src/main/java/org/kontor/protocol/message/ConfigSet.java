package org.kontor.protocol.message;

/** Hub to board, reliable: set one setting. */
public record ConfigSet(int key, int value) implements Message {
    public static final int DEBOUNCE_MS = 1;
    public static final int SCAN_HZ = 2;
    public static final int BRIGHTNESS = 3;
    public static final int HEARTBEAT_MS = 4;
    /** How long a spot must read empty before a lift is told (key 1 and HELLO_ACK set both directions; this one the lifts alone). */
    public static final int LIFT_DEBOUNCE_MS = 5;

    public MessageType type() {
        return MessageType.CONFIG_SET;
    }

    static ConfigSet read(PayloadReader in) {
        return new ConfigSet(in.u8(), in.u16());
    }

    public void write(PayloadWriter out) {
        out.u8(key).u16(value);
    }

    public String fields() {
        return "key=" + key + " value=" + value;
    }
}
