package org.kontor.protocol.message;

import java.util.ArrayList;
import java.util.List;

/** Board to hub, reliable: the new debounced states of one scan, at most 47 per frame. */
public record OccupancyChanged(long timeMs, List<Change> changes) implements Message {
    public static final int MAX_CHANGES = 47;

    /** @param piece the piece byte, see {@link Piece}; 0 when the board cannot tell or nothing is there */
    public record Change(Location location, boolean present, int piece) {
        @Override
        public String toString() {
            return location + ":" + (present ? 1 : 0) + ":" + Text.hex8(piece);
        }
    }

    public OccupancyChanged {
        changes = List.copyOf(changes);
    }

    public MessageType type() {
        return MessageType.OCCUPANCY_CHANGED;
    }

    static OccupancyChanged read(PayloadReader in) {
        long time = in.u32();
        int count = in.u8();
        List<Change> changes = new ArrayList<>(count);
        for (int i = 0; i < count && !in.failed(); i++) {
            changes.add(new Change(in.location(), in.u8() != 0, in.u8()));
        }
        return new OccupancyChanged(time, changes);
    }

    public void write(PayloadWriter out) {
        out.u32(timeMs).u8(changes.size());
        for (Change change : changes) {
            out.location(change.location()).u8(change.present() ? 1 : 0).u8(change.piece());
        }
    }

    public String fields() {
        return "t_ms=" + timeMs + " changes=" + Text.list(changes, Change::toString);
    }
}
