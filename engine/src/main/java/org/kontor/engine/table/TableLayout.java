package org.kontor.engine.table;

import java.util.Collections;
import java.util.Map;
import java.util.SortedMap;
import java.util.TreeMap;

/** Where the pieces stand: the top piece of every occupied spot. Spots not listed are empty. */
public record TableLayout(SortedMap<Spot, Standing> pieces) {
    public TableLayout {
        pieces = Collections.unmodifiableSortedMap(new TreeMap<>(pieces));
    }

    public static TableLayout of(Map<Spot, Standing> pieces) {
        return new TableLayout(new TreeMap<>(pieces));
    }

    /** The piece at {@code spot}, or null when it is empty. */
    public Standing at(Spot spot) {
        return pieces.get(spot);
    }
}
