package org.kontor.engine.merchants;

import java.util.List;

/**
 * Gold compensation (rulebook p. 5): after a roll other than 7, every player who received no
 * resource card, whatever the reason (no matching number, the robber, scarcity), takes 1 gold.
 * Neutral kontors are nobody's, so they take nothing. The bank's gold is unlimited.
 */
final class GoldCompensation {

    private GoldCompensation() {}

    /** {@code received}: bit {@code seat} set for every seat that received a resource card. */
    static void pay(Draft d, int received) {
        Integer[] compensated = new Integer[d.seats()];
        int count = 0;
        for (int seat = 0; seat < d.seats(); seat++) {
            if ((received >> seat & 1) == 0) {
                d.giveGold(seat, 1);
                compensated[count++] = seat;
            }
        }
        if (count > 0) {
            d.event(new Event.GoldCompensation(seats(compensated, count)));
        }
    }

    /** The first {@code count} seats as an immutable list, which the event keeps as it is. */
    private static List<Integer> seats(Integer[] seats, int count) {
        switch (count) {
            case 1: return List.of(seats[0]);
            case 2: return List.of(seats[0], seats[1]);
            default: return List.of(java.util.Arrays.copyOf(seats, count));
        }
    }
}
