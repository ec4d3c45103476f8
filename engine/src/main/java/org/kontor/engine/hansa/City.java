package org.kontor.engine.hansa;

import java.util.List;

/**
 * A city of the map: its printed office slots left to right, the ability it develops (or null),
 * whether it is an end of the East–West connection (Arnheim, Stendal), and where the drawing puts
 * it ({@code at}, null when the map file gives no coordinates: the engine never needs them).
 */
public record City(String id, String name, List<Office> offices, Ability ability, boolean eastWest, Spot at) {
    public City {
        offices = List.copyOf(offices);
    }
}
