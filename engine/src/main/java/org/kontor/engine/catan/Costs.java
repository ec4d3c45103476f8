package org.kontor.engine.catan;

import org.kontor.engine.resources.Resources;
/** The building costs card. */
final class Costs {

    // Resources counts lumber, wool, grain, ore, salt, brick.
    static final Resources ROAD = new Resources(1, 0, 0, 0, 0, 1);
    static final Resources SETTLEMENT = new Resources(1, 1, 1, 0, 0, 1);
    static final Resources CITY = new Resources(0, 0, 2, 3, 0, 0);
    static final Resources DEVELOPMENT_CARD = new Resources(0, 1, 1, 1, 0, 0);

    /** Each player's pieces: "ni más ni menos". */
    static final int ROADS = 15;
    static final int SETTLEMENTS = 5;
    static final int CITIES = 4;

    /** Cards of each resource in the bank at the start. */
    static final int BANK_PER_RESOURCE = 19;

    private Costs() {}
}
