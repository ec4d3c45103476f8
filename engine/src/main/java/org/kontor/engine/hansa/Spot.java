package org.kontor.engine.hansa;

/** A point of the map's drawing, in the drawing's units (docs/rules-hansa.md, "The map file"). */
public record Spot(int x, int y) {

    /** The largest coordinate a map file may give: a drawing wider or taller than this is a typo. */
    public static final int MAX = 4000;
}
