package org.kontor.hub.hardware;

import java.util.HashMap;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.kontor.engine.table.Spot;

/**
 * When the sensed table has been still long enough to be judged, and how long each sensor board
 * debounces a spot before it tells the hub ({@link #debounceMs()}, asked in the HELLO_ACK). The
 * board's integrator makes every change the hub is told of a real one; what the hub still waits for
 * is the hand. A piece put down with one clean change is judged after {@link #CLEAN_MS}; a hand
 * sliding a piece over other spots, or lifting one piece and putting another down, after
 * {@link #BUSY_MS} from its last change. A piece lifted and not yet put down (a settlement taken
 * off for the city that replaces it, the robber on its way) is waited for as long as the
 * configured window, as is a link that has just dropped a frame (the board sends it again after
 * its retransmission timeout, 250 ms), so that a change still on its way is never judged without.
 * The windows are counted in the board's time ({@link #boardClock}). A board that tells a lift
 * after one scan ({@link #LIFT_DEBOUNCE_MS}, asked with CONFIG_SET once its session starts) ends a
 * passed-over spot's "on" a scan sooner, so while every board does, the windows are a scan shorter
 * ({@link #QUICK_CLEAN_MS}, {@link #QUICK_BUSY_MS}); a board that refuses the setting (older
 * firmware) keeps the longer ones. None is longer than the configured window ({@code settleMs}):
 * 0 judges at once.
 *
 * <p>Used on the table's loop thread only.
 */
final class Settle {
    /**
     * The board's debounce: 2 of its 5 ms scans. A reed's contact chatters for up to 15 ms as a
     * magnet comes or goes; to be told as two changes the chatter would have to show the new level
     * for 2 scans and the old one for 2 more, four readings spanning three scans (15 ms by the
     * board's clock, 15.4 on the simulated Uno), so a shorter chatter never is; were one told so, the
     * hub would only see a busy spot and wait the longer window, never a piece that is not there.
     * Each scan more answers every piece 5 ms later.
     */
    static final int DEBOUNCE_MS = 10;
    /**
     * One clean change. Longer than a sliding hand's magnet holds a reed it passes over, as the hub
     * sees it: a contact passed over is told as on, then off, up to its hold (30 ms at a quick hand's
     * speed) and both chatters (up to 15 ms each) later, less what the debounce's scans line up;
     * bench/settle_model.py plays such hands through the firmware's integrator: with 2 scans of
     * debounce, 55 ms judged 1 to 6 of some 2,000 slides mid-hand (by the seed), 58 and 60 ms none.
     */
    static final long CLEAN_MS = 60;
    /** Several changes in a row (a slide, a move from one spot to another): the same bound and a margin for a hand still moving. */
    static final long BUSY_MS = 70;
    /**
     * A lift told after one scan, a put-down still after two. A reed's chatter as its magnet leaves
     * may then be told as the piece gone, back and gone: the hub sees a piece in the air or a busy
     * spot and waits longer, never a piece that is not there.
     */
    static final int LIFT_DEBOUNCE_MS = 5;
    /**
     * One clean change, on boards that tell lifts after one scan: bench/settle_model.py's hands with
     * such lifts, 50/60 ms judged none of about 2,000 slides mid-hand, 45/55 ms 8.
     */
    static final long QUICK_CLEAN_MS = 50;
    /** Several changes in a row, on boards that tell lifts after one scan. */
    static final long QUICK_BUSY_MS = 60;
    /** A board's clock is compared with the hub's over at least this much of its time. */
    static final long CLOCK_SPAN_MS = 1000;
    /** A board slower than this is not waited for any longer (the windows stay within the configured one anyway). */
    static final double MOST_BEHIND = 3.0;

    private final int debounceMs;
    private final int liftDebounceMs;   // 0: not asked (the board's debounce counts both ways)
    private final boolean before;   // the settle before: windows in the hub's time, the last change saying whether a piece is in the air
    private final long cleanMs;
    private final long busyMs;
    private final long quickCleanMs;
    private final long quickBusyMs;
    private final long troubleMs;   // the configured window: a lifted piece, a dropped frame
    private int changes;
    private int putDownLessLifted;   // since the table was last judged: below 0, a piece is in the air
    private boolean lastWasLift;     // the settle before's rule
    private boolean trouble;
    private long lastChangeNanos = System.nanoTime();
    /** Each board's clock as last compared with the hub's: its time in ms and the hub's nanoTime when that frame arrived. */
    private final Map<String, long[]> boardClocks = new HashMap<>();
    private final Map<String, Double> behind = new HashMap<>();   // each board's slowness against the hub's clock, 1 to MOST_BEHIND
    private long[] lastWindow = {0, 0};
    /** Each board with a session: whether it took {@link #liftDebounceMs} (until it says so, it has not). */
    private final Map<String, Boolean> quickLifts = new HashMap<>();

    private Settle(int debounceMs, int liftDebounceMs, long cleanMs, long busyMs, long quickCleanMs, long quickBusyMs, long troubleMs,
            boolean before) {
        this.before = before;
        this.debounceMs = debounceMs;
        this.liftDebounceMs = liftDebounceMs;
        this.cleanMs = Math.min(cleanMs, troubleMs);
        this.busyMs = Math.min(busyMs, troubleMs);
        this.quickCleanMs = Math.min(quickCleanMs, troubleMs);
        this.quickBusyMs = Math.min(quickBusyMs, troubleMs);
        this.troubleMs = troubleMs;
    }

    /** The hub's default: short for a clean change, longer while several spots change, all of {@code settleMs} after a link error. */
    static Settle adaptive(long settleMs) {
        return new Settle(DEBOUNCE_MS, LIFT_DEBOUNCE_MS, CLEAN_MS, BUSY_MS, QUICK_CLEAN_MS, QUICK_BUSY_MS, settleMs, false);
    }

    /** Other timings (bench/settle.sh tries them) with one debounce both ways, none of the windows longer than {@code settleMs}. */
    static Settle of(int debounceMs, long cleanMs, long busyMs, long settleMs) {
        return new Settle(debounceMs, 0, cleanMs, busyMs, cleanMs, busyMs, settleMs, false);
    }

    /** Other timings with lifts told after {@code liftDebounceMs} and their own windows for boards that take it. */
    static Settle of(int debounceMs, long cleanMs, long busyMs, int liftDebounceMs, long quickCleanMs, long quickBusyMs, long settleMs) {
        return new Settle(debounceMs, liftDebounceMs, cleanMs, busyMs, quickCleanMs, quickBusyMs, settleMs, false);
    }

    /**
     * The settle before these timings, the baseline of bench/settle.sh: a 30 ms debounce, 50 and 90
     * ms in the hub's time, and a piece in the air whenever the last change was a lift.
     */
    static Settle before(long settleMs) {
        return new Settle(30, 0, 50, 90, 50, 90, settleMs, true);
    }

    /** The wait after one clean change as the boards are now, in the board's ms (bench/settle.sh). */
    long cleanMs() {
        return quick() ? quickCleanMs : cleanMs;
    }

    /** How long a board is asked to debounce a lift (CONFIG_SET), in ms; 0: not asked. */
    int liftDebounceMs() {
        return liftDebounceMs;
    }

    /**
     * Whether {@code board} tells lifts after {@link #liftDebounceMs()}: false from its session's
     * start until it acknowledges the setting, and for good if it refuses it (older firmware).
     */
    void quickLifts(String board, boolean quick) {
        quickLifts.put(board, quick);
    }

    /** Every board with a session tells lifts after one scan: the shorter windows. */
    private boolean quick() {
        return liftDebounceMs > 0 && !quickLifts.isEmpty() && !quickLifts.containsValue(false);
    }

    /** How long a board debounces a spot before it tells the hub, in ms (its HELLO_ACK asks it). */
    int debounceMs() {
        return debounceMs;
    }

    /** A board told of a change at {@code spot}: a piece there now ({@code present}) or gone. */
    void changed(Spot spot, boolean present, long nowNanos) {
        changes++;
        // Counted, not taken from the last change: a piece straddling two spots may leave the first a
        // scan after it is told on the second, and that piece is down, not in the air.
        putDownLessLifted += present ? 1 : -1;
        lastWasLift = !present;
        lastChangeNanos = nowNanos;
    }

    /**
     * A frame from {@code board} stamped {@code boardMs} by the board's clock arrived at {@code nowNanos}.
     * The windows are the hand's time as the board's sensors see it: a board whose clock runs slower
     * than the hub's (a loop that stalls, a simulated board on a busy computer) tells a contact it
     * passed over later in the hub's time, so its windows are as many of its milliseconds.
     */
    void boardClock(String board, long boardMs, long nowNanos) {
        long[] anchor = boardClocks.get(board);
        if (anchor == null || boardMs < anchor[0]) {
            boardClocks.put(board, new long[] {boardMs, nowNanos});   // the first frame, or the board started again
            return;
        }
        if (boardMs - anchor[0] >= CLOCK_SPAN_MS) {
            double ratio = (nowNanos - anchor[1]) / 1e6 / (boardMs - anchor[0]);
            behind.put(board, Math.max(1.0, Math.min(MOST_BEHIND, ratio)));
            boardClocks.put(board, new long[] {boardMs, nowNanos});
        }
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
        if (trouble || inTheAir()) {
            return troubleMs;
        }
        double slowest = before ? 1.0 : behind.values().stream().mapToDouble(Double::doubleValue).max().orElse(1.0);
        return Math.min(troubleMs, Math.round(handMs() * slowest));
    }

    /** The window for the changes since the last verdict, before any board's slowness. */
    private long handMs() {
        boolean quick = quick();
        return changes <= 1 ? (quick ? quickCleanMs : cleanMs) : (quick ? quickBusyMs : busyMs);
    }

    private boolean inTheAir() {
        return before ? lastWasLift : putDownLessLifted < 0;
    }

    /** Milliseconds until the table may be judged; 0 or less: now. */
    long waitMs(long nowNanos) {
        return windowMs() - TimeUnit.NANOSECONDS.toMillis(nowNanos - lastChangeNanos);
    }

    /** The window the table was last judged after, in the board's ms and in the hub's (bench/settle.sh). */
    long[] lastWindow() {
        return lastWindow.clone();
    }

    /** The table was judged: the next change starts a new hand. */
    void judged() {
        long window = windowMs();
        lastWindow = new long[] {trouble || inTheAir() ? troubleMs : handMs(), window};
        changes = 0;
        putDownLessLifted = 0;
        lastWasLift = false;
        trouble = false;
    }
}
