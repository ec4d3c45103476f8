package org.kontor.engine.board;

/**
 * Terrain printed on a hex. Mountain forest and mountain pasture look different on the board
 * but produce like forest and pasture.
 */
public enum Terrain {
    FOREST(Resource.LUMBER),
    MOUNTAIN_FOREST(Resource.LUMBER),
    PASTURE(Resource.WOOL),
    MOUNTAIN_PASTURE(Resource.WOOL),
    FIELDS(Resource.GRAIN),
    MOUNTAINS(Resource.ORE),
    SALTWORKS(Resource.SALT),
    HILLS(Resource.BRICK),
    DESERT(null),
    SEA(null);

    private final Resource produces;

    Terrain(Resource produces) {
        this.produces = produces;
    }

    /** The resource this terrain yields, or null for sea and desert. */
    public Resource produces() {
        return produces;
    }

    public boolean isLand() {
        return this != SEA;
    }
}
