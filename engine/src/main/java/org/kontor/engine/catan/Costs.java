package org.kontor.engine.catan;

/** The building costs card. */
final class Costs {

    static final ResourceCards ROAD = new ResourceCards(1, 1, 0, 0, 0);
    static final ResourceCards SETTLEMENT = new ResourceCards(1, 1, 1, 1, 0);
    static final ResourceCards CITY = new ResourceCards(0, 0, 0, 2, 3);
    static final ResourceCards DEVELOPMENT_CARD = new ResourceCards(0, 0, 1, 1, 1);

    /** Each player's pieces: "ni más ni menos". */
    static final int ROADS = 15;
    static final int SETTLEMENTS = 5;
    static final int CITIES = 4;

    /** Cards of each resource in the bank at the start. */
    static final int BANK_PER_RESOURCE = 19;

    private Costs() {}
}
