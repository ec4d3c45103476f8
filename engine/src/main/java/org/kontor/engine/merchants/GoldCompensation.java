package org.kontor.engine.merchants;

/**
 * Gold compensation (rulebook p. 5): after a roll other than 7, every player who received no
 * resource card, whatever the reason (no matching number, the robber, scarcity), takes 1 gold.
 * Neutral kontors are nobody's, so they take nothing. The bank's gold is unlimited.
 */
final class GoldCompensation {

    private GoldCompensation() {}

    /** {@code received}: bit {@code seat} set for every seat that received a resource card. */
    static void pay(Draft d, int received) {
        int compensated = ~received & ((1 << d.seats()) - 1);
        for (int seat = 0; seat < d.seats(); seat++) {
            if ((compensated >> seat & 1) != 0) {
                d.giveGold(seat, 1);
            }
        }
        if (compensated != 0) {
            d.event(new Event.GoldCompensation(Draft.seatList(compensated)));
        }
    }
}
