package org.kontor.engine.robber;

import java.util.function.IntFunction;
import org.kontor.engine.Rejection;
import org.kontor.engine.SeatMap;
import org.kontor.engine.referee.Refusals;
import org.kontor.engine.resources.Resources;

/**
 * After a 7, everyone holding more than the limit discards half their cards, rounded down, each
 * choosing which. They discard in parallel: the game waits as one decision for all of them, and
 * each discard removes its seat from what is still owed.
 */
public final class Discards {

    /** The hand limit of the base games: more than 7 cards and half of them go. */
    public static final int HAND_LIMIT = 7;

    private Discards() {}

    /** Seat to cards owed, for each of {@code seats} seats whose hand is over {@code limit}; empty when nobody is. */
    public static SeatMap<Integer> owed(int seats, IntFunction<Resources> hand, int limit) {
        Integer[] owed = null;
        for (int seat = 0; seat < seats; seat++) {
            int cards = hand.apply(seat).discardHalf(limit);
            if (cards > 0) {
                if (owed == null) {
                    owed = new Integer[seats];
                }
                owed[seat] = cards;
            }
        }
        return owed == null ? SeatMap.of() : SeatMap.ofArray(owed);
    }

    /** Null when {@code cards} is a right discard of {@code owed} cards from {@code hand}, else why not. */
    public static Rejection check(Resources hand, int owed, Resources cards) {
        if (cards == null || cards.hasNegative()) {
            return Refusals.badInput("kernel.name-cards-to-discard");
        }
        if (cards.total() != owed) {
            return Refusals.badInput("kernel.you-must-discard-exactly-cards-half", owed, cards.total());
        }
        if (!hand.covers(cards)) {
            return Refusals.badInput("kernel.you-can-discard-only-cards-you", hand);
        }
        return null;
    }

    /** What is still owed once {@code seat} has discarded: empty when everybody has. */
    public static SeatMap<Integer> after(java.util.Map<Integer, Integer> owed, int seat) {
        return SeatMap.copyOf(owed).without(seat);
    }
}
