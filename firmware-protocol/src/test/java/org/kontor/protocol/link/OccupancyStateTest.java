package org.kontor.protocol.link;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.kontor.protocol.Bytes;
import org.kontor.protocol.message.Location;
import org.kontor.protocol.message.SnapshotSection;

/** The state hash of protocol.md §8, and what a board that reads pieces adds to it (HBP 1.1). */
class OccupancyStateTest {

    @Test
    void a_presence_only_hash_is_the_bitmaps_and_a_piece_reading_board_adds_each_piece_in_bitmap_order() {
        OccupancyState presence = new OccupancyState(54, 72, 19);
        presence.set(Location.intersection(3), true, 0x21);
        assertThat(presence.stateHash()).as("protocol.md §8's example, presence only").isEqualTo(0xD3A9D4EAL);

        OccupancyState city = new OccupancyState(54, 72, 19, true);
        city.set(Location.intersection(3), true, 0x21);
        OccupancyState settlement = new OccupancyState(54, 72, 19, true);
        settlement.set(Location.intersection(3), true, 0x11);
        assertThat(city.stateHash()).as("a red city on intersection 3 (protocol.md §8)").isEqualTo(0xDE675D61L);
        assertThat(settlement.stateHash()).as("a settlement swapped for a city changes the hash").isNotEqualTo(city.stateHash());
        assertThat(settlement).isNotEqualTo(city);
    }

    @Test
    void a_snapshots_piece_bytes_name_the_occupied_locations_in_bitmap_order() {
        OccupancyState state = new OccupancyState(54, 72, 19, true);
        state.load(new SnapshotSection.Presence(Location.INTERSECTION, Bytes.fromHex("08000000000000")));
        state.load(new SnapshotSection.Presence(Location.PATH, Bytes.fromHex("000010000000000000")));
        state.load(new SnapshotSection.Presence(Location.HEX, Bytes.fromHex("000200")));
        state.load(new SnapshotSection.PieceBytes(Bytes.fromHex("21324f")));
        assertThat(List.of(state.piece(Location.intersection(3)), state.piece(Location.path(20)), state.piece(Location.hex(9))))
                .containsExactly(0x21, 0x32, 0x4F);
        assertThat(state.piece(Location.intersection(4))).as("an empty location has no piece").isZero();
    }
}
