package org.kontor.protocol.message;

/**
 * Board to hub (the hub may send one too), reliable: something the players or the builder
 * should see. {@code location} is {@link Location#NOWHERE} when no place is involved.
 */
public record ErrorReport(int code, int severity, int detail, Location location, String text) implements Message {
    public static final int UNSUPPORTED_VERSION = 1;
    public static final int SENSOR_STUCK = 2;
    public static final int SENSOR_CHAIN_MISSING = 3;
    public static final int BROWNOUT_RESET = 4;
    public static final int WATCHDOG_RESET = 5;
    public static final int OUTBOX_OVERFLOW = 6;
    public static final int CALIBRATION_NEEDED = 7;
    public static final int WIRING_MAP_INVALID = 8;

    public static final int INFO = 0;
    public static final int WARNING = 1;
    public static final int FAILURE = 2;
    public static final int FATAL = 3;

    public MessageType type() {
        return MessageType.ERROR;
    }

    static ErrorReport read(PayloadReader in) {
        return new ErrorReport(in.u8(), in.u8(), in.u16(), in.location(), in.text());
    }

    public void write(PayloadWriter out) {
        out.u8(code).u8(severity).u16(detail).location(location).text(text);
    }

    public String fields() {
        return "code=" + code + " severity=" + severity + " detail=" + detail + " location=" + location
                + " text=\"" + text + "\"";
    }
}
