package org.kontor.protocol.message;

/**
 * Board to hub, reliable: something happened to a button.
 *
 * @param pressCount presses since boot, so a press lost with a session shows in the next snapshot
 */
public record Button(long timeMs, int button, int action, int pressCount) implements Message {
    public static final int DOWN = 0;
    public static final int UP = 1;
    public static final int CLICK = 2;
    public static final int LONG = 3;
    public static final int DOUBLE = 4;

    public MessageType type() {
        return MessageType.BUTTON;
    }

    static Button read(PayloadReader in) {
        return new Button(in.u32(), in.u8(), in.u8(), in.u16());
    }

    public void write(PayloadWriter out) {
        out.u32(timeMs).u8(button).u8(action).u16(pressCount);
    }

    public String fields() {
        return "t_ms=" + timeMs + " button=" + button + " action=" + action + " press_count=" + pressCount;
    }
}
