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
