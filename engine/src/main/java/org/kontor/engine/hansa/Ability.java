package org.kontor.engine.hansa;

import java.util.List;

/**
 * The five tracks of the player board, each developed in its city. {@code values} are the printed
 * values left to right; the leftmost uncovered one is the current value, so a track has
 * {@code values.size() - 1} covering pieces, all of kind {@code cover}.
 */
public enum Ability {
    /** Clavis Urbis: points per office of the largest network at the end. Developed in Halle. */
    KEYS("halle", Piece.TRADER, List.of(1, 2, 2, 3, 4)),
    /** Actiones: actions per turn. Developed in Göttingen. */
    ACTIONS("goettingen", Piece.TRADER, List.of(2, 3, 3, 4, 4, 5)),
    /** Privilegium: the highest office colour allowed, 1 white to 4 black. Developed in Stade. */
    PRIVILEGE("stade", Piece.TRADER, List.of(1, 2, 3, 4)),
    /** Liber Sophiae: pieces moved by one Move action. Developed in Groningen. */
    BOOK("groningen", Piece.MERCHANT, List.of(2, 3, 4, 5)),
    /** Bursa: pieces taken from the stock by one Taxes action; 0 means all. Developed in Lübeck. */
    BANK("luebeck", Piece.TRADER, List.of(3, 5, 7, 0));

    private final String city;
    private final Piece cover;
    private final List<Integer> values;

    Ability(String city, Piece cover, List<Integer> values) {
        this.city = city;
        this.cover = cover;
        this.values = values;
    }

    /** The id of the city whose route develops this track. */
    public String city() {
        return city;
    }

    public Piece cover() {
        return cover;
    }

    /** The value at development level {@code level} (0 = nothing developed yet). */
    public int value(int level) {
        return values.get(level);
    }

    /** The highest level: every covering piece taken off. */
    public int maxLevel() {
        return values.size() - 1;
    }

    /** The ability a city develops, or null. */
    public static Ability ofCity(String cityId) {
        for (Ability a : values()) {
            if (a.city.equals(cityId)) {
                return a;
            }
        }
        return null;
    }
}
