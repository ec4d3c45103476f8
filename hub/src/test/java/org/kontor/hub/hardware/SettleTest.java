package org.kontor.hub.hardware;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.kontor.engine.table.Spot;

/** How long the hub waits for the hand before it judges the table (times given, not measured). */
class SettleTest {
    private static final Spot A = new Spot(Spot.Kind.INTERSECTION, 3);
    private static final Spot B = new Spot(Spot.Kind.INTERSECTION, 4);
    private static final Spot C = new Spot(Spot.Kind.INTERSECTION, 5);

    private static long ms(long millis) {
        return TimeUnit.MILLISECONDS.toNanos(millis);
    }

    @Test
    void a_piece_put_down_cleanly_is_judged_after_the_short_wait_not_the_whole_window() {
        Settle settle = Settle.adaptive(400);
        settle.changed(A, true, ms(1000));
        assertThat(settle.waitMs(ms(1000))).isEqualTo(Settle.CLEAN_MS);
        assertThat(settle.waitMs(ms(1000 + Settle.CLEAN_MS))).isLessThanOrEqualTo(0);
    }

    @Test
    void a_hand_sliding_a_piece_over_spots_is_waited_for_longer_from_its_last_change() {
        Settle settle = Settle.adaptive(400);
        settle.changed(A, true, ms(1000));        // put down on A
        settle.changed(A, false, ms(1030));       // slid off A
        settle.changed(B, true, ms(1040));        // over B
        settle.changed(B, false, ms(1065));
        settle.changed(C, true, ms(1070));        // down on C
        assertThat(settle.waitMs(ms(1070 + Settle.CLEAN_MS))).as("still waiting when a clean change would be judged").isPositive();
        assertThat(settle.waitMs(ms(1070 + Settle.BUSY_MS))).isLessThanOrEqualTo(0);
    }

    @Test
    void a_piece_told_on_its_new_spot_before_it_left_the_old_one_is_not_a_piece_in_the_air() {
        Settle settle = Settle.adaptive(400);
        settle.changed(A, true, ms(1000));    // slid over A
        settle.changed(B, true, ms(1040));    // at rest on B, told a scan before it left A
        settle.changed(A, false, ms(1045));
        assertThat(settle.waitMs(ms(1045 + Settle.BUSY_MS))).isLessThanOrEqualTo(0);
        Settle before = Settle.before(400);
        before.changed(A, true, ms(1000));
        before.changed(B, true, ms(1040));
        before.changed(A, false, ms(1045));
        assertThat(before.waitMs(ms(1045 + 90))).as("before: the whole window").isPositive();
    }

    @Test
    void a_piece_lifted_and_not_yet_put_down_is_waited_for_as_long_as_the_window() {
        Settle settle = Settle.adaptive(250);
        settle.changed(A, false, ms(1000));   // a settlement taken off for the city that replaces it
        assertThat(settle.waitMs(ms(1000 + Settle.BUSY_MS))).isPositive();
        settle.changed(A, true, ms(1100));    // the city put down
        assertThat(settle.waitMs(ms(1100 + Settle.BUSY_MS))).isLessThanOrEqualTo(0);
    }

    @Test
    void after_a_dropped_frame_the_whole_window_is_waited_for_the_board_to_send_it_again() {
        Settle settle = Settle.adaptive(400);
        settle.changed(A, true, ms(1000));
        settle.linkTrouble(ms(1020));
        assertThat(settle.waitMs(ms(1020 + Settle.BUSY_MS))).isPositive();
        assertThat(settle.waitMs(ms(1420))).isLessThanOrEqualTo(0);
    }

    @Test
    void once_judged_the_next_piece_is_a_new_hand() {
        Settle settle = Settle.adaptive(400);
        settle.changed(A, true, ms(1000));
        settle.changed(B, true, ms(1010));
        settle.linkTrouble(ms(1020));
        settle.judged();
        settle.changed(C, true, ms(2000));
        assertThat(settle.windowMs()).isEqualTo(Settle.CLEAN_MS);
    }

    @Test
    void a_board_whose_clock_runs_slow_is_waited_for_in_its_own_milliseconds() {
        Settle settle = Settle.adaptive(400);
        settle.boardClock("uno", 10_000, ms(1000));
        settle.boardClock("uno", 11_000, ms(2500));   // a second of the board's time took 1.5 s of the hub's
        settle.changed(A, true, ms(3000));
        assertThat(settle.windowMs()).isEqualTo(Math.round(Settle.CLEAN_MS * 1.5));
        settle.boardClock("uno", 12_000, ms(3500));   // in step again
        assertThat(settle.windowMs()).isEqualTo(Settle.CLEAN_MS);
    }

    @Test
    void a_board_that_keeps_time_or_starts_again_does_not_lengthen_the_wait() {
        Settle settle = Settle.adaptive(400);
        settle.boardClock("uno", 10_000, ms(1000));
        settle.boardClock("uno", 11_000, ms(1900));   // its frame arrived early: never waited for less
        settle.boardClock("mega", 50, ms(1000));
        settle.boardClock("mega", 40, ms(9000));      // rebooted: counted afresh
        settle.changed(A, true, ms(9000));
        assertThat(settle.windowMs()).isEqualTo(Settle.CLEAN_MS);
        settle.boardClock("mega", 1040, ms(99_000));  // stalled far too long: the configured window at most
        assertThat(settle.windowMs()).isEqualTo(Math.round(Settle.CLEAN_MS * Settle.MOST_BEHIND));
    }

    @Test
    void no_wait_is_longer_than_the_configured_window() {
        Settle none = Settle.adaptive(0);
        none.changed(A, true, ms(1000));
        none.changed(B, true, ms(1000));
        assertThat(none.waitMs(ms(1000))).isEqualTo(0);
        Settle before = Settle.before(60);
        before.changed(A, true, ms(1000));
        before.changed(B, true, ms(1000));
        assertThat(before.windowMs()).isEqualTo(60);
    }

    @Test
    void while_every_board_tells_lifts_after_one_scan_the_windows_are_a_scan_shorter() {
        Settle settle = Settle.adaptive(400);
        settle.quickLifts("uno", false);               // its session started: not asked yet
        settle.changed(A, true, ms(1000));
        assertThat(settle.windowMs()).as("until the board took the setting").isEqualTo(Settle.CLEAN_MS);
        settle.quickLifts("uno", true);                // it acknowledged CONFIG_SET lift_debounce_ms
        assertThat(settle.windowMs()).isEqualTo(Settle.QUICK_CLEAN_MS);
        settle.changed(A, false, ms(1030));
        settle.changed(B, true, ms(1040));
        assertThat(settle.windowMs()).isEqualTo(Settle.QUICK_BUSY_MS);
        settle.quickLifts("mega", false);              // a second board with older firmware refused it
        assertThat(settle.windowMs()).isEqualTo(Settle.BUSY_MS);
        assertThat(Settle.QUICK_CLEAN_MS).isLessThan(Settle.CLEAN_MS);
        assertThat(Settle.adaptive(400).liftDebounceMs()).as("the lifts asked to be told after one 5 ms scan").isEqualTo(5);
        Settle oneDebounce = Settle.of(10, 60, 70, 400);
        oneDebounce.quickLifts("uno", true);
        oneDebounce.changed(A, true, ms(1000));
        assertThat(oneDebounce.liftDebounceMs()).isZero();
        assertThat(oneDebounce.windowMs()).as("a settle that asks no lift debounce keeps its windows").isEqualTo(60);
    }

    @Test
    void the_board_is_asked_to_debounce_for_two_of_its_scans_not_the_protocols_thirty_ms() {
        assertThat(Settle.adaptive(400).debounceMs()).isEqualTo(10);
        assertThat(Settle.before(400).debounceMs()).isEqualTo(30);
    }
}
