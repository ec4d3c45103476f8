package org.kontor.protocol.message;

import java.util.ArrayList;
import java.util.List;

/**
 * Board to hub, reliable: the board's whole state, the source of truth. A board whose snapshot
 * does not fit one frame sends it in {@code parts} frames, whole sections in each; the link
 * keeps them in order, so the hub just collects parts 0..parts-1.
 *
 * @param stateHash the state hash of the complete snapshot
 */
public record Snapshot(int part, int parts, long stateHash, List<SnapshotSection> sections) implements Message {
    public Snapshot {
        sections = List.copyOf(sections);
    }

    public MessageType type() {
        return MessageType.SNAPSHOT;
    }

    /** Returns null when a section's bytes do not fit its layout or run past the payload. */
    static Snapshot read(PayloadReader in) {
        int part = in.u8();
        int parts = in.u8();
        long hash = in.u32();
        List<SnapshotSection> sections = new ArrayList<>();
        while (in.remaining() > 0 && !in.failed()) {
            int type = in.u8();
            SnapshotSection section = SnapshotSection.read(type, in.bytes(in.u8()));
            if (section == null || in.failed()) {
                return null;
            }
            sections.add(section);
        }
        return new Snapshot(part, parts, hash, sections);
    }

    public void write(PayloadWriter out) {
        out.u8(part).u8(parts).u32(stateHash);
        for (SnapshotSection section : sections) {
            PayloadWriter value = new PayloadWriter();
            section.writeValue(value);
            out.u8(section.sectionType()).u8(value.toBytes().length()).bytes(value.toBytes());
        }
    }

    public String fields() {
        StringBuilder text = new StringBuilder("part=" + part + " parts=" + parts + " state_hash=" + Text.hex32(stateHash));
        sections.forEach(s -> text.append(' ').append(s.text()));
        return text.toString();
    }
}
