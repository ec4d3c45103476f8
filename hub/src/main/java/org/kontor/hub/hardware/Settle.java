package org.kontor.hub.hardware;

import java.util.concurrent.TimeUnit;
import org.kontor.engine.table.Spot;

/**
 * When the sensed table has been still long enough to be judged. Each sensor board debounces every
 * spot itself (the firmware's integrator: a level counts once it has held for the debounce time the
 * hub asks for in its HELLO_ACK), so a change the hub is told of is a real one; what the hub still
 * waits for is the hand. A piece put down with one clean change is judged after {@link #CLEAN_MS}; a
 * hand sliding a piece over other spots, or lifting one piece and putting another down, after
 * {@link #BUSY_MS} from its last change. A piece lifted and not yet put down (a settlement taken
 * off for the city that replaces it, the robber on its way) is waited for as long as the
 * configured window, as is a link that has just dropped a frame (the board sends it again after
 * its retransmission timeout, 250 ms), so that a change still on its way is never judged without.
 * None is longer than the configured window ({@code settleMs}): 0 judges at once.
 *
 * <p>Used on the table's loop thread only.
 */
final class Settle {
    /**
     * One clean change. Longer than a sliding hand's magnet holds a reed it passes over (a contact
     * shorter than the firmware's debounce never reaches the hub; one a little longer is told as on,
     * then off, within this time), short enough that a piece put down is answered within a glance.
     */
    static final long CLEAN_MS = 50;
    /** Several changes in a row: a slide, a move from one spot to another. */
    static final long BUSY_MS = 90;

    private final long cleanMs;
    private final long busyMs;
    private final long troubleMs;   // the configured window: a lifted piece, a dropped frame
    private int changes;
    private boolean inTheAir;
    private boolean trouble;
    private long lastChangeNanos = System.nanoTime();

    private Settle(long cleanMs, long busyMs, long troubleMs) {
        this.cleanMs = cleanMs;
        this.busyMs = busyMs;
        this.troubleMs = troubleMs;
    }

    /** The hub's default: short for a clean change, longer while several spots change, all of {@code settleMs} after a link error. */
    static Settle adaptive(long settleMs) {
        return new Settle(Math.min(CLEAN_MS, settleMs), Math.min(BUSY_MS, settleMs), settleMs);
    }

    /** The same wait after every change (the hub before issue 44; the baseline of bench/settle.sh). */
    static Settle fixed(long settleMs) {
        return new Settle(settleMs, settleMs, settleMs);
    }

    /** A board told of a change at {@code spot}: a piece there now ({@code present}) or gone. */
    void changed(Spot spot, boolean present, long nowNanos) {
        changes++;
        inTheAir = !present;
        lastChangeNanos = nowNanos;
    }

    /** Many spots at once (a board's snapshot, a reed pin): judged as a busy table. */
    void changedMany(long nowNanos) {
        changes += 2;
        lastChangeNanos = nowNanos;
    }

    /** A board's link dropped a corrupted frame: a change may still be on its way. */
    void linkTrouble(long nowNanos) {
        trouble = true;
        lastChangeNanos = nowNanos;
    }

    /** The wait the table is in now: by what changed since it was last judged. */
    long windowMs() {
        if (trouble || inTheAir) {
            return troubleMs;
        }
        return changes <= 1 ? cleanMs : busyMs;
    }

    /** Milliseconds until the table may be judged; 0 or less: now. */
    long waitMs(long nowNanos) {
        return windowMs() - TimeUnit.NANOSECONDS.toMillis(nowNanos - lastChangeNanos);
    }

    /** The table was judged: the next change starts a new hand. */
    void judged() {
        changes = 0;
        inTheAir = false;
        trouble = false;
    }
}
