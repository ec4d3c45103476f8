package org.kontor.protocol.link;

import java.util.ArrayList;
import java.util.List;

/** A hub link layer and a simulated board joined by a simulated wire, on simulated time. */
final class LinkHarness {
    /** A hub event and the simulated time it came out of poll(). */
    record Timed(long at, LinkEvent event) {
    }

    final ManualClock clock = new ManualClock();
    final SimulatedWire wire;
    final LinkLayer hub;
    final SimulatedBoard board;
    final List<Timed> events = new ArrayList<>();

    LinkHarness(long seed) {
        wire = new SimulatedWire(clock, seed);
        hub = new LinkLayer(wire.hub, clock, LinkConfig.HUB);
        board = new SimulatedBoard(wire.board, clock, 0x1000 + seed, 54, 72, 19);
    }

    /** Polls both ends every millisecond for {@code millis} of simulated time. */
    void run(long millis) {
        for (long i = 0; i < millis; i++) {
            step(1);
        }
    }

    void step(long millis) {
        clock.advance(millis);
        board.poll();
        for (LinkEvent event : hub.poll()) {
            events.add(new Timed(clock.millis(), event));
        }
    }

    <T extends LinkEvent> List<T> events(Class<T> type) {
        List<T> found = new ArrayList<>();
        for (Timed timed : events) {
            if (type.isInstance(timed.event())) {
                found.add(type.cast(timed.event()));
            }
        }
        return found;
    }

    /** The board messages delivered to the hub, in order. */
    List<Object> received() {
        List<Object> messages = new ArrayList<>();
        for (LinkEvent.Received r : events(LinkEvent.Received.class)) {
            messages.add(r.message());
        }
        return messages;
    }
}
