package org.kontor.protocol.message;

import java.util.ArrayList;
import java.util.List;

/**
 * Hub to board, reliable and idempotent ("set", never "toggle"), so a retransmission is always
 * safe. At most 34 LEDs per frame.
 *
 * @param mode 0 update the listed LEDs, 1 clear all first
 */
public record LedSet(int mode, List<Led> leds) implements Message {
    public static final int UPDATE = 0;
    public static final int REPLACE = 1;
    public static final int MAX_LEDS = 34;

    /** @param effect 0 solid, 1 blink 1 Hz, 2 blink 4 Hz, 3 pulse */
    public record Led(Location location, int red, int green, int blue, int effect) {
        public static final int SOLID = 0;
        public static final int BLINK_SLOW = 1;
        public static final int BLINK_FAST = 2;
        public static final int PULSE = 3;

        @Override
        public String toString() {
            return location + ":" + red + ":" + green + ":" + blue + ":" + effect;
        }
    }

    public LedSet {
        leds = List.copyOf(leds);
    }

    /** The bytes of the mode and count, and of one LED (location 3, colour 3, effect 1). */
    private static final int HEAD_BYTES = 2;
    private static final int LED_BYTES = 7;

    /** How many LEDs fit one frame of a board that announced {@code maxPayload} bytes in its HELLO. */
    public static int perFrame(int maxPayload) {
        return Math.max(1, Math.min(MAX_LEDS, (maxPayload - HEAD_BYTES) / LED_BYTES));
    }

    /**
     * The frames that show exactly {@code leds} on a board that takes {@code maxPayload}-byte
     * payloads: the first replaces what was lit, the rest add to it. A frame above the board's size
     * would never be acknowledged, and the link would be lost over it.
     */
    public static List<LedSet> split(List<Led> leds, int maxPayload) {
        int size = perFrame(maxPayload);
        List<LedSet> frames = new ArrayList<>();
        for (int from = 0; from == 0 || from < leds.size(); from += size) {
            frames.add(new LedSet(from == 0 ? REPLACE : UPDATE, leds.subList(from, Math.min(leds.size(), from + size))));
        }
        return frames;
    }

    public MessageType type() {
        return MessageType.LED_SET;
    }

    static LedSet read(PayloadReader in) {
        int mode = in.u8();
        int count = in.u8();
        List<Led> leds = new ArrayList<>(count);
        for (int i = 0; i < count && !in.failed(); i++) {
            leds.add(new Led(in.location(), in.u8(), in.u8(), in.u8(), in.u8()));
        }
        return new LedSet(mode, leds);
    }

    public void write(PayloadWriter out) {
        out.u8(mode).u8(leds.size());
        for (Led led : leds) {
            out.location(led.location()).u8(led.red()).u8(led.green()).u8(led.blue()).u8(led.effect());
        }
    }

    public String fields() {
        return "mode=" + mode + " leds=" + Text.list(leds, Led::toString);
    }
}
