package org.kontor.protocol.message;

import java.util.ArrayList;
import java.util.List;
import org.kontor.protocol.Bytes;

/** One type-length-value section of a SNAPSHOT. Receivers skip section types they do not know. */
public sealed interface SnapshotSection {
    int PRESENCE_INTERSECTIONS = 1;
    int PRESENCE_PATHS = 2;
    int PRESENCE_HEXES = 3;
    int PIECES = 4;
    int BUTTON_COUNTS = 5;
    int LAST_DICE = 6;
    /** HBP 1.1: the piece byte of every occupied location, in the order of the presence bitmaps' set bits. */
    int PIECE_BYTES = 7;

    int sectionType();

    void writeValue(PayloadWriter out);

    String text();

    /**
     * Which locations of one kind are occupied: bit i (least significant first within each byte)
     * is id i. Section type is the location kind plus one.
     */
    record Presence(int locationKind, Bytes bitmap) implements SnapshotSection {
        public int sectionType() {
            return locationKind + 1;
        }

        public void writeValue(PayloadWriter out) {
            out.bytes(bitmap);
        }

        public boolean occupied(int id) {
            return id / 8 < bitmap.length() && (bitmap.get(id / 8) >> (id % 8) & 1) != 0;
        }

        public String text() {
            String name = switch (locationKind) {
                case Location.INTERSECTION -> "intersections";
                case Location.PATH -> "paths";
                default -> "hexes";
            };
            return name + "=" + bitmap.hex();
        }
    }

    /** What stands on occupied locations, where the board can tell. */
    record Pieces(List<PieceAt> pieces) implements SnapshotSection {
        public record PieceAt(Location location, int piece) {
            @Override
            public String toString() {
                return location + ":" + Text.hex8(piece);
            }
        }

        public Pieces {
            pieces = List.copyOf(pieces);
        }

        public int sectionType() {
            return PIECES;
        }

        public void writeValue(PayloadWriter out) {
            pieces.forEach(p -> out.location(p.location()).u8(p.piece()));
        }

        public String text() {
            return "pieces=" + Text.list(pieces, PieceAt::toString);
        }
    }

    /**
     * HBP 1.1: the piece byte of every occupied location in the order of this snapshot's presence
     * bitmaps (intersections, paths, hexes, each by id), one byte each: a board that reads every
     * piece says them all in a quarter of the room of {@link Pieces}, so a late game still fits one frame.
     */
    record PieceBytes(Bytes pieces) implements SnapshotSection {
        public int sectionType() {
            return PIECE_BYTES;
        }

        public void writeValue(PayloadWriter out) {
            out.bytes(pieces);
        }

        public String text() {
            return "piece_bytes=" + pieces.hex();
        }
    }

    /** Presses since boot, indexed by button id. */
    record ButtonCounts(List<Integer> counts) implements SnapshotSection {
        public ButtonCounts {
            counts = List.copyOf(counts);
        }

        public int sectionType() {
            return BUTTON_COUNTS;
        }

        public void writeValue(PayloadWriter out) {
            counts.forEach(out::u16);
        }

        public String text() {
            return "button_counts=" + Text.list(counts, String::valueOf);
        }
    }

    record LastDice(int rollId, List<Integer> values) implements SnapshotSection {
        public LastDice {
            values = List.copyOf(values);
        }

        public int sectionType() {
            return LAST_DICE;
        }

        public void writeValue(PayloadWriter out) {
            out.u16(rollId).u8(values.size());
            values.forEach(out::u8);
        }

        public String text() {
            return "last_dice=" + rollId + ":" + Text.list(values, String::valueOf);
        }
    }

    /** A section from a newer minor version, kept as bytes. */
    record Unknown(int sectionType, Bytes value) implements SnapshotSection {
        public void writeValue(PayloadWriter out) {
            out.bytes(value);
        }

        public String text() {
            return "section" + sectionType + "=" + value.hex();
        }
    }

    /** Returns null when the value does not fit the section's layout. */
    static SnapshotSection read(int type, Bytes value) {
        PayloadReader in = new PayloadReader(value);
        switch (type) {
            case PRESENCE_INTERSECTIONS:
            case PRESENCE_PATHS:
            case PRESENCE_HEXES:
                return new Presence(type - 1, value);
            case PIECES: {
                if (value.length() % 4 != 0) {
                    return null;
                }
                List<Pieces.PieceAt> pieces = new ArrayList<>();
                while (in.remaining() > 0) {
                    pieces.add(new Pieces.PieceAt(in.location(), in.u8()));
                }
                return new Pieces(pieces);
            }
            case PIECE_BYTES:
                return new PieceBytes(value);
            case BUTTON_COUNTS: {
                if (value.length() % 2 != 0) {
                    return null;
                }
                List<Integer> counts = new ArrayList<>();
                while (in.remaining() > 0) {
                    counts.add(in.u16());
                }
                return new ButtonCounts(counts);
            }
            case LAST_DICE: {
                int rollId = in.u16();
                int count = in.u8();
                List<Integer> values = new ArrayList<>();
                for (int i = 0; i < count; i++) {
                    values.add(in.u8());
                }
                return in.failed() ? null : new LastDice(rollId, values);
            }
            default:
                return new Unknown(type, value);
        }
    }
}
