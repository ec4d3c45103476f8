package org.kontor.protocol.message;

import java.util.ArrayList;
import java.util.List;

/**
 * Board to hub, reliable. An event, not state: a lost roll cannot be rebuilt from a snapshot,
 * which is why the snapshot carries the last roll id.
 *
 * @param source     0 keypad, 1 board's random number generator, 2 Bluetooth die, 3 camera, 4 other
 * @param confidence 0..100, or 255 when the source has no notion of it
 * @param values     one per die, 1..6; 0 means that die could not be read
 */
public record DiceRolled(long timeMs, int rollId, int source, int confidence, List<Integer> values) implements Message {
    public static final int KEYPAD = 0;
    public static final int RANDOM = 1;
    public static final int BLUETOOTH_DIE = 2;
    public static final int CAMERA = 3;
    public static final int OTHER = 4;
    public static final int NO_CONFIDENCE = 255;

    public DiceRolled {
        values = List.copyOf(values);
    }

    public MessageType type() {
        return MessageType.DICE_ROLLED;
    }

    static DiceRolled read(PayloadReader in) {
        long time = in.u32();
        int rollId = in.u16();
        int source = in.u8();
        int confidence = in.u8();
        int count = in.u8();
        List<Integer> values = new ArrayList<>(count);
        for (int i = 0; i < count && !in.failed(); i++) {
            values.add(in.u8());
        }
        return new DiceRolled(time, rollId, source, confidence, values);
    }

    public void write(PayloadWriter out) {
        out.u32(timeMs).u16(rollId).u8(source).u8(confidence).u8(values.size());
        values.forEach(out::u8);
    }

    public String fields() {
        return "t_ms=" + timeMs + " roll_id=" + rollId + " source=" + source + " confidence=" + confidence
                + " values=" + Text.list(values, String::valueOf);
    }
}
