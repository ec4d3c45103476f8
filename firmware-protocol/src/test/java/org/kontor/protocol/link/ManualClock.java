package org.kontor.protocol.link;

/** Simulated time: moves only when a test says so. */
final class ManualClock implements Clock {
    private long now = 1_000;

    @Override
    public long millis() {
        return now;
    }

    void advance(long millis) {
        now += millis;
    }
}
