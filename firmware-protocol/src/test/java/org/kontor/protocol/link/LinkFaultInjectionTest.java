package org.kontor.protocol.link;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.kontor.protocol.message.LedSet;
import org.kontor.protocol.message.Location;
import org.kontor.protocol.message.Message;

/**
 * A minute of simulated play over a faulty wire: every board event reaches the hub exactly once
 * and in order within its session, and whatever a session reset lost, the next snapshot heals.
 */
class LinkFaultInjectionTest {

    @ParameterizedTest(name = "seed {0}")
    @ValueSource(longs = {1, 2, 3, 42, 2024, 90210})
    void events_arrive_exactly_once_in_order_over_a_wire_that_drops_corrupts_duplicates_delays_and_reorders(long seed) {
        LinkHarness link = play(seed, new SimulatedWire.Faults(0.05, 0.05, 0.05, 0.05, 0.05));
        assertDeliveredExactlyOnceInOrder(link);
    }

    @ParameterizedTest(name = "seed {0}")
    @ValueSource(longs = {5, 6, 7})
    void under_heavy_loss_sessions_reset_and_the_snapshot_heals_the_state(long seed) {
        LinkHarness link = play(seed, new SimulatedWire.Faults(0.55, 0.05, 0.05, 0.1, 0.05));
        assertThat(link.events(LinkEvent.SessionLost.class)).as("sessions lost").isNotEmpty();
        assertDeliveredExactlyOnceInOrder(link);
    }

    private static LinkHarness play(long seed, SimulatedWire.Faults faults) {
        LinkHarness link = new LinkHarness(seed);
        Random random = new Random(seed);
        link.wire.faults(faults);
        for (int ms = 0; ms < 60_000; ms += 1) {
            double roll = random.nextDouble();
            if (roll < 0.01) {
                Location location = new Location(random.nextInt(3), random.nextInt(19));
                link.board.place(location, !link.board.actual().occupied(location));
            } else if (roll < 0.015) {
                link.board.press(random.nextInt(4));
            } else if (roll < 0.017) {
                link.hub.send(new LedSet(LedSet.UPDATE, List.of(new LedSet.Led(Location.path(random.nextInt(72)),
                        random.nextInt(256), 0, 0, LedSet.Led.SOLID))));
            }
            link.step(1);
        }
        link.wire.faults(SimulatedWire.Faults.NONE);
        link.run(8_000);
        System.out.printf("seed %d: %d sessions, %d board events queued, %d delivered, %d commands acknowledged%n", seed,
                link.events(LinkEvent.SessionStarted.class).size(), link.board.queued().size(), link.received().size(),
                link.events(LinkEvent.Acknowledged.class).size());
        return link;
    }

    private static void assertDeliveredExactlyOnceInOrder(LinkHarness link) {
        // Hub sessions in order, each with the board messages delivered in it.
        List<long[]> starts = new ArrayList<>();
        List<List<Message>> delivered = new ArrayList<>();
        for (LinkHarness.Timed timed : link.events) {
            if (timed.event() instanceof LinkEvent.SessionStarted) {
                starts.add(new long[] {((LinkEvent.SessionStarted) timed.event()).session(), timed.at()});
                delivered.add(new ArrayList<>());
            } else if (timed.event() instanceof LinkEvent.Received) {
                delivered.get(delivered.size() - 1).add(((LinkEvent.Received) timed.event()).message());
            }
        }
        // The board's sessions: each is the latest hub session with that number started before the board took it.
        Map<Integer, List<Message>> sentInHubSession = new HashMap<>();
        List<SimulatedBoard.Adopted> adopted = link.board.adopted();
        for (int b = 0; b < adopted.size(); b++) {
            SimulatedBoard.Adopted a = adopted.get(b);
            int hubSession = -1;
            for (int h = 0; h < starts.size(); h++) {
                if (starts.get(h)[0] == a.session() && starts.get(h)[1] <= a.at()) {
                    hubSession = h;
                }
            }
            assertThat(hubSession).as("board session %d has a hub session", b).isNotNegative();
            long from = a.at();
            long to = b + 1 < adopted.size() ? adopted.get(b + 1).at() : Long.MAX_VALUE;
            List<Message> sent = sentInHubSession.computeIfAbsent(hubSession, k -> new ArrayList<>());
            for (SimulatedBoard.Queued q : link.board.queued()) {
                if (q.session() == a.session() && q.message() != null && timeOf(q) >= from && timeOf(q) < to) {
                    sent.add(q.message());
                }
            }
        }
        StringBuilder story = new StringBuilder();
        starts.forEach(st -> story.append("hub start ").append(st[0]).append(" at ").append(st[1]).append('\n'));
        adopted.forEach(a -> story.append("board took ").append(a.session()).append(" at ").append(a.at()).append('\n'));
        link.events(LinkEvent.SessionLost.class).forEach(l -> story.append(l).append('\n'));
        for (int h = 0; h < delivered.size(); h++) {
            List<Message> sent = sentInHubSession.getOrDefault(h, List.of());
            List<Message> got = delivered.get(h);
            assertThat(got.size()).as("hub session %d delivered more than the board sent", h).isLessThanOrEqualTo(sent.size());
            assertThat(got).as("hub session %d: delivered in order, each once\n%s", h, story).isEqualTo(sent.subList(0, got.size()));
            if (h == delivered.size() - 1) {
                assertThat(got).as("the last session, on a clean wire, delivers everything").hasSameSizeAs(sent);
            }
        }
        assertThat(link.hub.occupancyKnown()).isTrue();
        assertThat(link.hub.occupancy()).as("the hub's view equals the table").isEqualTo(link.board.actual());
    }

    private static long timeOf(SimulatedBoard.Queued queued) {
        return queued.at();
    }
}
