package org.kontor.protocol.link;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.kontor.protocol.message.Button;
import org.kontor.protocol.message.LedSet;
import org.kontor.protocol.message.Location;
import org.kontor.protocol.message.OccupancyChanged;
import org.kontor.protocol.message.Snapshot;

class LinkLayerTest {
    private static final LedSet GREEN_AT_17 = new LedSet(LedSet.REPLACE,
            List.of(new LedSet.Led(Location.intersection(17), 0, 255, 0, LedSet.Led.SOLID)));

    private final LinkHarness link = new LinkHarness(7);

    @Test
    void a_session_starts_with_hello_and_then_a_snapshot() {
        link.board.changeSilently(Location.hex(9), true);
        link.run(100);

        assertThat(link.events(LinkEvent.SessionStarted.class)).singleElement()
                .satisfies(started -> assertThat(started.rebooted()).isFalse());
        assertThat(link.received()).singleElement().isInstanceOf(Snapshot.class);
        assertThat(link.hub.occupancyKnown()).isTrue();
        assertThat(link.hub.occupancy().occupied(Location.hex(9))).isTrue();
    }

    @Test
    void a_reopened_port_numbers_its_session_after_the_last_one_so_the_board_cannot_take_it_for_the_old() {
        ManualClock clock = new ManualClock();
        SimulatedWire wire = new SimulatedWire(clock, 8);
        SimulatedBoard board = new SimulatedBoard(wire.board, clock, 0x1008, 54, 72, 19);
        for (int last : new int[] {0, 3, 15}) {
            LinkLayer reopened = new LinkLayer(wire.hub, clock, LinkConfig.HUB, last);
            java.util.List<LinkEvent> events = new java.util.ArrayList<>();
            for (int ms = 0; ms < 100; ms++) {
                clock.advance(1);
                board.poll();
                events.addAll(reopened.poll());
            }
            assertThat(events).filteredOn(LinkEvent.SessionStarted.class::isInstance).singleElement()
                    .satisfies(e -> assertThat(((LinkEvent.SessionStarted) e).session()).isEqualTo(last % 15 + 1));
        }
    }

    /**
     * Issue 40: frames with a valid CRC, this session's tag and the next sequence numbers, which the
     * board never sent, put pieces on the hub's table; the board's real frames then looked like
     * repeats, and the hash was never compared. The board's heartbeat says how far it has sent.
     */
    @Test
    void forged_frames_in_sequence_end_the_session_and_the_next_snapshot_is_the_truth() {
        link.board.place(Location.intersection(3), true);
        link.run(200);
        int session = link.hub.session();
        int seq = 1;   // the snapshot
        for (int i = 0; i < 20; i++) {
            seq++;
            OccupancyChanged forged = new OccupancyChanged(0, List.of(new OccupancyChanged.Change(Location.intersection(30 + i), true, 0)));
            link.wire.board.write(org.kontor.protocol.message.MessageCodec.encode(forged, seq, session << 4).toWire());
        }
        link.run(50);
        assertThat(link.hub.occupancy().occupied(Location.intersection(30))).as("the forged piece was taken").isTrue();

        link.run(3_000);
        assertThat(link.events(LinkEvent.SessionLost.class)).extracting(LinkEvent.SessionLost::reason).contains(LinkEvent.Reason.OUT_OF_STEP);
        link.board.place(Location.intersection(5), true);
        link.run(500);
        assertThat(link.hub.occupancy()).as("the hub's table is the board's again").isEqualTo(link.board.actual());
        assertThat(link.hub.occupancy().occupied(Location.intersection(5))).isTrue();
    }

    @Test
    void board_events_arrive_in_order_exactly_once() {
        link.run(100);
        link.board.place(Location.intersection(12), true);
        link.board.press(1);
        link.board.place(Location.path(5), true);
        link.run(100);

        assertThat(link.received()).as("%s", link.events).hasSize(4);
        assertThat(link.received().subList(1, 4)).extracting(m -> m.getClass().getSimpleName())
                .containsExactly("OccupancyChanged", "Button", "OccupancyChanged");
        assertThat(link.hub.occupancy()).isEqualTo(link.board.actual());
    }

    @Test
    void an_event_lost_on_the_wire_is_retransmitted_and_delivered_once() {
        link.run(100);
        link.wire.cut(true);
        link.board.press(2);
        link.run(50);
        link.wire.cut(false);
        link.run(600);

        assertThat(link.received()).filteredOn(Button.class::isInstance).singleElement()
                .satisfies(b -> assertThat(((Button) b).button()).isEqualTo(2));
        assertThat(link.events(LinkEvent.SessionLost.class)).isEmpty();
    }

    @Test
    void a_command_is_acknowledged_and_applied_once_even_when_its_ack_is_lost() {
        link.run(100);
        int seq = link.hub.send(GREEN_AT_17).orElseThrow();
        link.step(1); // the command goes out
        link.step(2); // the board has it
        link.wire.cut(true); // and its ACK is lost
        link.run(20);
        link.wire.cut(false);
        link.run(600);

        assertThat(link.events(LinkEvent.Acknowledged.class)).filteredOn(a -> a.seq() == seq).singleElement()
                .satisfies(a -> assertThat(a.command()).isEqualTo(GREEN_AT_17));
        assertThat(link.board.commands()).filteredOn(GREEN_AT_17::equals).hasSize(1);
    }

    @Test
    void a_silent_board_ends_the_session_and_the_next_session_heals_with_a_snapshot() {
        link.run(100);
        link.wire.cut(true);
        link.board.place(Location.path(40), true); // lost with the session
        link.run(3500);
        assertThat(link.events(LinkEvent.SessionLost.class)).singleElement()
                .satisfies(lost -> assertThat(lost.reason()).isIn(LinkEvent.Reason.HEARTBEAT_TIMEOUT, LinkEvent.Reason.RETRIES_EXHAUSTED));
        assertThat(link.hub.inSession()).isFalse();

        link.wire.cut(false);
        link.run(4000);

        assertThat(link.events(LinkEvent.SessionStarted.class)).hasSize(2);
        assertThat(link.hub.occupancy().occupied(Location.path(40))).isTrue();
        assertThat(link.hub.occupancy()).isEqualTo(link.board.actual());
    }

    @Test
    void a_rebooted_board_refuses_the_old_session_and_a_new_one_starts() {
        link.run(100);
        link.board.reboot(0xB007);
        link.board.changeSilently(Location.intersection(3), true);
        link.hub.send(GREEN_AT_17);
        link.run(1000);

        assertThat(link.events(LinkEvent.SessionLost.class)).singleElement()
                .satisfies(lost -> assertThat(lost.reason()).isEqualTo(LinkEvent.Reason.BOARD_HAS_NO_SESSION));
        assertThat(link.events(LinkEvent.SessionStarted.class)).hasSize(2).last()
                .satisfies(started -> assertThat(started.rebooted()).isTrue());
        assertThat(link.hub.occupancy()).isEqualTo(link.board.actual());
    }

    @Test
    void a_state_hash_mismatch_requests_a_snapshot_that_heals_the_view() {
        link.run(100);
        link.board.changeSilently(Location.hex(4), true);
        link.run(2500);

        assertThat(link.events(LinkEvent.StateMismatch.class)).hasSize(1);
        assertThat(link.received()).filteredOn(Snapshot.class::isInstance).hasSize(2);
        assertThat(link.hub.occupancy()).isEqualTo(link.board.actual());
    }

    @Test
    void sequence_numbers_wrap_from_65535_to_1_without_losing_or_repeating_an_event() {
        link.run(100);
        int presses = 65_600;
        for (int i = 0; i < presses; i++) {
            link.board.press(0);
            link.step(3);
        }
        link.run(100);

        List<Integer> counts = link.received().stream().filter(Button.class::isInstance)
                .map(b -> ((Button) b).pressCount()).toList();
        assertThat(link.board.lostEvents()).isFalse();
        assertThat(counts).hasSize(presses);
        for (int i = 0; i < presses; i++) {
            if (counts.get(i) != (i + 1) % 65_536) {
                assertThat(counts.get(i)).as("press %d", i).isEqualTo((i + 1) % 65_536);
            }
        }
        assertThat(link.events(LinkEvent.SessionLost.class)).isEmpty();
    }

    @Test
    void nothing_is_sent_to_a_board_before_a_session() {
        assertThat(link.hub.send(GREEN_AT_17)).isEmpty();
    }

    @Test
    void occupancy_changes_are_applied_to_the_hub_view() {
        link.run(100);
        link.board.place(Location.intersection(53), true);
        link.run(20);
        link.board.place(Location.intersection(53), false);
        link.board.place(Location.hex(18), true);
        link.run(20);

        assertThat(link.received()).filteredOn(OccupancyChanged.class::isInstance).hasSize(3);
        assertThat(link.hub.occupancy().occupied(Location.intersection(53))).isFalse();
        assertThat(link.hub.occupancy().occupied(Location.hex(18))).isTrue();
    }
}
