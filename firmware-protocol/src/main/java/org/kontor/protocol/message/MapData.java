package org.kontor.protocol.message;

import java.util.ArrayList;
import java.util.List;

/** Board to hub, reliable: part of the wiring map, entries sorted by channel. At most 47 per frame (the largest payload). */
public record MapData(int offset, int total, List<WiringEntry> entries) implements Message {
    /** Physical input channel (position in the scan chain) wired to a location. */
    public record WiringEntry(int channel, Location location) {
        @Override
        public String toString() {
            return channel + ":" + location;
        }
    }

    public MapData {
        entries = List.copyOf(entries);
    }

    public MessageType type() {
        return MessageType.MAP_DATA;
    }

    static MapData read(PayloadReader in) {
        int offset = in.u16();
        int total = in.u16();
        int count = in.u8();
        List<WiringEntry> entries = new ArrayList<>(count);
        for (int i = 0; i < count && !in.failed(); i++) {
            entries.add(new WiringEntry(in.u16(), in.location()));
        }
        return new MapData(offset, total, entries);
    }

    public void write(PayloadWriter out) {
        out.u16(offset).u16(total).u8(entries.size());
        for (WiringEntry entry : entries) {
            out.u16(entry.channel()).location(entry.location());
        }
    }

    public String fields() {
        return "offset=" + offset + " total=" + total + " entries=" + Text.list(entries, WiringEntry::toString);
    }
}
