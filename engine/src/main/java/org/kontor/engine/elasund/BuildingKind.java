package org.kontor.engine.elasund;

import java.util.List;
import java.util.Map;
import org.kontor.engine.Language;
import org.kontor.engine.Named;

/**
 * One kind of building tile from the pieces file: its footprint (columns by rows, roof up), the
 * permits and gold it needs, what it produces when the ship's row touches it, and the rows inside
 * the tile that carry a victory-point flag.
 *
 * @param provisional what of this entry is a guess, or null
 */
public record BuildingKind(String id, Map<String, String> name, Owner owner, int count, int width, int height,
                           int permits, int cost, Income income, List<Integer> flags, String provisional) implements Named {

    public enum Owner { STARTING, PLAYER, NEUTRAL }

    public enum Income { GOLD, INFLUENCE, NONE }

    public BuildingKind {
        name = Map.copyOf(name);
        flags = List.copyOf(flags);
    }

    /** Squares covered: 1, 2, 4 or 6; what overbuilding compares. */
    public int size() {
        return width * height;
    }

    public String name(String language) {
        return name.getOrDefault(language, name.get("en"));
    }

    /** The name from the pieces file in the reader's language, as refusals say it. */
    @Override
    public String name(Language language) {
        return name(language.code());
    }
}
