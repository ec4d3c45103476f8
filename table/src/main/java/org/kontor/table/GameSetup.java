package org.kontor.table;

import java.util.List;
import java.util.Map;

/**
 * The host's choices for one game.
 *
 * @param board   a board id from {@link SetupSchema#boards()}
 * @param names   one name per seat that plays, in seat order (its size is the player count)
 * @param options rule option id to chosen value; missing options take their defaults
 * @param dice    where dice rolls come from
 */
public record GameSetup(String board, List<String> names, Map<String, String> options, DiceSource dice) {

    public GameSetup {
        names = List.copyOf(names);
        options = Map.copyOf(options);
    }

    public int players() {
        return names.size();
    }

    /** Where a roll's numbers come from. */
    public enum DiceSource {
        /** The hub rolls from the game's seeded generator. */
        VIRTUAL,
        /** Players roll real dice and enter the numbers on a phone. */
        TABLE
    }
}
