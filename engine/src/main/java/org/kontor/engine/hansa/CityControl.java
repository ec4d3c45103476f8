package org.kontor.engine.hansa;

/**
 * Who controls a city: the player with the most offices in it (extra offices count); on a tie, the
 * tied player holding the rightmost of the tied players' offices. Extra offices stand left of the
 * printed ones, so they have the lowest value.
 */
final class CityControl {

    private CityControl() {}

    /** The controlling seat, or -1 when the city has no office. */
    static int controller(Draft d, int city) {
        int[] count = new int[d.seats];
        int[] rightmost = new int[d.seats];
        int position = 0;
        for (Holder h : d.extraOffices.get(city)) {
            count[h.seat()]++;
            rightmost[h.seat()] = ++position;
        }
        for (Holder h : d.offices[city]) {
            position++;
            if (h != null) {
                count[h.seat()]++;
                rightmost[h.seat()] = position;
            }
        }
        int best = -1;
        for (int s = 0; s < d.seats; s++) {
            if (count[s] > 0 && (best < 0 || count[s] > count[best]
                    || count[s] == count[best] && rightmost[s] > rightmost[best])) {
                best = s;
            }
        }
        return best;
    }

    /** How many offices {@code seat} has in {@code city}, extra ones included. */
    static int offices(Draft d, int seat, int city) {
        int n = 0;
        for (Holder h : d.extraOffices.get(city)) {
            n += h.seat() == seat ? 1 : 0;
        }
        for (Holder h : d.offices[city]) {
            n += h != null && h.seat() == seat ? 1 : 0;
        }
        return n;
    }

    /** The leftmost empty printed slot, or -1 when the city is full. */
    static int firstFreeSlot(Draft d, int city) {
        Holder[] slots = d.offices[city];
        for (int i = 0; i < slots.length; i++) {
            if (slots[i] == null) {
                return i;
            }
        }
        return -1;
    }
}
