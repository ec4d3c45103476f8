package org.kontor.protocol.link;

import java.util.Arrays;
import java.util.zip.CRC32;
import org.kontor.protocol.message.Location;
import org.kontor.protocol.message.OccupancyChanged;
import org.kontor.protocol.message.SnapshotSection;

/**
 * Which intersections, paths and hexes are occupied, as the hub last heard it, and the state
 * hash both sides compute: CRC-32 (IEEE) of the intersection bitmap, then the path bitmap, then
 * the hex bitmap, each ceil(count / 8) bytes, bit i = id i, least significant bit first.
 */
public final class OccupancyState {
    private final byte[][] bitmaps;

    public OccupancyState(int intersections, int paths, int hexes) {
        bitmaps = new byte[][] {new byte[(intersections + 7) / 8], new byte[(paths + 7) / 8], new byte[(hexes + 7) / 8]};
    }

    public OccupancyState copy() {
        OccupancyState copy = new OccupancyState(0, 0, 0);
        for (int kind = 0; kind < bitmaps.length; kind++) {
            copy.bitmaps[kind] = bitmaps[kind].clone();
        }
        return copy;
    }

    public boolean occupied(Location location) {
        byte[] bitmap = bitmapOf(location);
        return bitmap != null && (bitmap[location.id() / 8] >> (location.id() % 8) & 1) != 0;
    }

    /** Sets one location; locations outside the board's counts are ignored. */
    public void set(Location location, boolean present) {
        byte[] bitmap = bitmapOf(location);
        if (bitmap == null) {
            return;
        }
        int bit = 1 << (location.id() % 8);
        bitmap[location.id() / 8] = (byte) (present ? bitmap[location.id() / 8] | bit : bitmap[location.id() / 8] & ~bit);
    }

    public void apply(OccupancyChanged event) {
        event.changes().forEach(change -> set(change.location(), change.present()));
    }

    /** Takes a presence section of a snapshot; bytes beyond this board's size are ignored. */
    public void load(SnapshotSection.Presence presence) {
        if (presence.locationKind() < bitmaps.length) {
            byte[] bitmap = bitmaps[presence.locationKind()];
            Arrays.fill(bitmap, (byte) 0);
            byte[] source = presence.bitmap().toArray();
            System.arraycopy(source, 0, bitmap, 0, Math.min(source.length, bitmap.length));
        }
    }

    public byte[] bitmap(int locationKind) {
        return bitmaps[locationKind].clone();
    }

    public long stateHash() {
        CRC32 crc = new CRC32();
        for (byte[] bitmap : bitmaps) {
            crc.update(bitmap);
        }
        return crc.getValue();
    }

    private byte[] bitmapOf(Location location) {
        if (location.kind() >= bitmaps.length) {
            return null;
        }
        byte[] bitmap = bitmaps[location.kind()];
        return location.id() / 8 < bitmap.length ? bitmap : null;
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof OccupancyState && Arrays.deepEquals(bitmaps, ((OccupancyState) other).bitmaps);
    }

    @Override
    public int hashCode() {
        return Arrays.deepHashCode(bitmaps);
    }
}
