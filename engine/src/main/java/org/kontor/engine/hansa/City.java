package org.kontor.engine.hansa;

import java.util.List;

/**
 * A city of the map: its printed office slots left to right, the ability it develops (or null),
 * and whether it is an end of the East–West connection (Arnheim, Stendal).
 */
public record City(String id, String name, List<Office> offices, Ability ability, boolean eastWest) {
    public City {
        offices = List.copyOf(offices);
    }
}
