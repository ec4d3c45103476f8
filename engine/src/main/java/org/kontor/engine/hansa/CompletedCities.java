package org.kontor.engine.hansa;

/** A city whose last free printed office is taken moves the completed-cities track one step; at 10 the game ends. */
final class CompletedCities {

    static final int TO_END = 10;

    private CompletedCities() {}

    static void check(Draft d, int city) {
        if (CityControl.firstFreeSlot(d, city) < 0) {
            d.completedCities++;
            d.event(new Event.CityCompleted(city, d.completedCities));
        }
    }
}
