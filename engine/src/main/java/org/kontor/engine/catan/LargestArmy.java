package org.kontor.engine.catan;

/**
 * "Gran ejército de caballería" (Largest Army): the first player with 3 knights face up takes the
 * card (2 points); another takes it only with strictly more knights.
 */
final class LargestArmy {

    static final int MINIMUM = 3;

    private LargestArmy() {}

    static void update(Draft d, int seat) {
        int knights = d.player(seat).knights();
        int holder = d.largestArmyHolder;
        if (holder == seat || knights < MINIMUM) {
            return;
        }
        if (holder < 0 || knights > d.player(holder).knights()) {
            d.largestArmyHolder = seat;
            d.event(new Event.LargestArmyChanged(seat, knights));
        }
    }
}
