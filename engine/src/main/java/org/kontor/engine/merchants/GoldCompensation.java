package org.kontor.engine.merchants;

import org.kontor.engine.Seats;

/**
 * Gold compensation (rulebook p. 5): after a roll other than 7, every player who received no
 * resource card, whatever the reason (no matching number, the robber, scarcity), takes 1 gold.
 * Neutral kontors are nobody's, so they take nothing. The bank's gold is unlimited.
 */
final class GoldCompensation {

    private GoldCompensation() {}

    /** {@code received}: the seats that received a resource card ({@link Seats}). */
    static void pay(Draft d, int received) {
        int compensated = Seats.minus(Seats.all(d.seats()), received);
        for (int seat = 0; seat < d.seats(); seat++) {
            if (Seats.contains(compensated, seat)) {
                d.giveGold(seat, 1);
            }
        }
        if (compensated != Seats.NONE) {
            d.event(new Event.GoldCompensation(Seats.list(compensated)));
        }
    }
}
