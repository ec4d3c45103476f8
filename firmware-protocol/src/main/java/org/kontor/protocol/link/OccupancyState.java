package org.kontor.protocol.link;

import java.util.Arrays;
import java.util.zip.CRC32;
import org.kontor.protocol.message.Location;
import org.kontor.protocol.message.OccupancyChanged;
import org.kontor.protocol.message.SnapshotSection;

/**
 * Which intersections, paths and hexes are occupied, and on a board that reads pieces what stands
 * on each, as the hub last heard it; and the state hash both sides compute: CRC-32 (IEEE) of the
 * intersection bitmap, then the path bitmap, then the hex bitmap, each ceil(count / 8) bytes, bit
 * i = id i, least significant bit first; on a board that reads pieces (HELLO caps PIECE_KIND,
 * HBP 1.1) then the piece byte of every occupied location in the same order, so a piece swapped
 * for another on the same spot changes the hash as a piece lifted does.
 */
public final class OccupancyState {
    private final byte[][] bitmaps;
    private final byte[][] pieces;   // null on a presence-only board
    private final int[] counts;

    public OccupancyState(int intersections, int paths, int hexes) {
        this(intersections, paths, hexes, false);
    }

    /** A board's state; {@code withPieces} when the board reads pieces (its hash covers them). */
    public OccupancyState(int intersections, int paths, int hexes, boolean withPieces) {
        counts = new int[] {intersections, paths, hexes};
        bitmaps = new byte[][] {new byte[(intersections + 7) / 8], new byte[(paths + 7) / 8], new byte[(hexes + 7) / 8]};
        pieces = withPieces ? new byte[][] {new byte[intersections], new byte[paths], new byte[hexes]} : null;
    }

    public OccupancyState copy() {
        OccupancyState copy = new OccupancyState(counts[0], counts[1], counts[2], pieces != null);
        for (int kind = 0; kind < bitmaps.length; kind++) {
            copy.bitmaps[kind] = bitmaps[kind].clone();
            if (pieces != null) {
                copy.pieces[kind] = pieces[kind].clone();
            }
        }
        return copy;
    }

    /** Whether this board reads pieces, so that they count in the state and its hash. */
    public boolean withPieces() {
        return pieces != null;
    }

    /** The piece byte told for an occupied location; 0 when empty, unknown or on a presence-only board. */
    public int piece(Location location) {
        return pieces == null || !occupied(location) ? 0 : pieces[location.kind()][location.id()] & 0xFF;
    }

    public boolean occupied(Location location) {
        byte[] bitmap = bitmapOf(location);
        return bitmap != null && (bitmap[location.id() / 8] >> (location.id() % 8) & 1) != 0;
    }

    /** Sets one location; locations outside the board's counts are ignored. */
    public void set(Location location, boolean present) {
        set(location, present, 0);
    }

    /** Sets one location and the piece told there (0 when it is empty or unknown). */
    public void set(Location location, boolean present, int piece) {
        byte[] bitmap = bitmapOf(location);
        if (bitmap == null || location.id() >= counts[location.kind()]) {
            return;
        }
        int bit = 1 << (location.id() % 8);
        bitmap[location.id() / 8] = (byte) (present ? bitmap[location.id() / 8] | bit : bitmap[location.id() / 8] & ~bit);
        if (pieces != null) {
            pieces[location.kind()][location.id()] = (byte) (present ? piece : 0);
        }
    }

    public void apply(OccupancyChanged event) {
        event.changes().forEach(change -> set(change.location(), change.present(), change.piece()));
    }

    /** Takes a presence section of a snapshot; bytes beyond this board's size are ignored. */
    public void load(SnapshotSection.Presence presence) {
        if (presence.locationKind() < bitmaps.length) {
            byte[] bitmap = bitmaps[presence.locationKind()];
            Arrays.fill(bitmap, (byte) 0);
            byte[] source = presence.bitmap().toArray();
            System.arraycopy(source, 0, bitmap, 0, Math.min(source.length, bitmap.length));
            if (pieces != null) {
                Arrays.fill(pieces[presence.locationKind()], (byte) 0);
            }
        }
    }

    /** Takes a snapshot's pieces, after its presence sections (a piece of an empty location is dropped). */
    public void load(SnapshotSection.Pieces told) {
        for (SnapshotSection.Pieces.PieceAt at : told.pieces()) {
            if (occupied(at.location())) {
                set(at.location(), true, at.piece());
            }
        }
    }

    /** Takes a snapshot's piece bytes, in the order of the occupied locations, after its presence sections. */
    public void load(SnapshotSection.PieceBytes told) {
        byte[] bytes = told.pieces().toArray();
        int next = 0;
        for (int kind = 0; kind < bitmaps.length; kind++) {
            for (int id = 0; id < counts[kind] && next < bytes.length; id++) {
                Location location = new Location(kind, id);
                if (occupied(location)) {
                    set(location, true, bytes[next++] & 0xFF);
                }
            }
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
        if (pieces != null) {
            for (int kind = 0; kind < bitmaps.length; kind++) {
                for (int id = 0; id < counts[kind]; id++) {
                    if ((bitmaps[kind][id / 8] >> (id % 8) & 1) != 0) {
                        crc.update(pieces[kind][id]);
                    }
                }
            }
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
        return other instanceof OccupancyState o && Arrays.deepEquals(bitmaps, o.bitmaps) && Arrays.deepEquals(pieces, o.pieces);
    }

    @Override
    public int hashCode() {
        return Arrays.deepHashCode(bitmaps);
    }
}
