package org.kontor.protocol.link;

/**
 * Timing and window sizes. The defaults are the spec's (docs/protocol.md, "Timing defaults").
 *
 * @param window         reliable frames in flight at once; the hub's commands are stop-and-wait (1)
 * @param outboxCapacity reliable frames queued at most, in flight or waiting
 */
public record LinkConfig(int heartbeatMs, int deadAfterMs, int retransmitMs, int maxRetries, int helloIntervalMs,
        int window, int outboxCapacity, int debounceMs) {

    public static final LinkConfig HUB = new LinkConfig(1000, 3000, 250, 8, 500, 1, 64, 30);
    public static final LinkConfig BOARD = new LinkConfig(1000, 3000, 250, 8, 500, 8, 8, 30);
}
