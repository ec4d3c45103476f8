package org.kontor.protocol.message;

/**
 * A place the hub and a board both name: a location kind and the canonical id of that kind.
 * Ids of intersections, paths and hexes are the engine board model's canonical numbers.
 */
public record Location(int kind, int id) {
    public static final int INTERSECTION = 0;
    public static final int PATH = 1;
    public static final int HEX = 2;
    public static final int BUTTON = 3;
    /** A light that is not at a board location: a status LED, a seat's turn light. */
    public static final int INDICATOR = 4;
    public static final int NONE = 0xFF;

    public static final Location NOWHERE = new Location(NONE, 0);

    public Location {
        if (kind < 0 || kind > 0xFF || id < 0 || id > 0xFFFF) {
            throw new IllegalArgumentException("location out of range: kind=" + kind + " id=" + id);
        }
    }

    public static Location intersection(int id) {
        return new Location(INTERSECTION, id);
    }

    public static Location path(int id) {
        return new Location(PATH, id);
    }

    public static Location hex(int id) {
        return new Location(HEX, id);
    }

    /** Canonical text, as in the golden vectors: {@code kind:id}. */
    @Override
    public String toString() {
        return kind + ":" + id;
    }
}
