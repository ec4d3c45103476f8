package org.kontor.engine.catan;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.Set;
import org.kontor.engine.position.DraftFields;

/**
 * A Catan moment as a position file's {@code "position"} (docs/commands.md, "Position files of
 * every game"): the fields of {@link Draft} but the island and the rule options, which the setup
 * line fixes. Hidden information is in it (hands, the development-card deck, the generator):
 * it is a referee's file.
 */
public final class CatanPosition {

    private static final DraftFields FIELDS = new DraftFields(Draft.class, Set.of("island", "options", "events"),
            Set.of("players"));

    private CatanPosition() {}

    public static ObjectNode write(CatanState state) {
        Draft d = new Draft(state);
        d.version = state.version;
        return FIELDS.write(d);
    }

    /** {@code start} (the game as its setup line sets it up) with the fields {@code position} gives. */
    public static CatanState read(CatanState start, JsonNode position) {
        Draft d = new Draft(start);
        d.version = start.version;
        FIELDS.read(d, position);
        int seats = d.players.size();
        DraftFields.seat("active", d.active, seats, false);
        DraftFields.seat("winner", d.winner, seats, true);
        DraftFields.seat("longestRoadHolder", d.longestRoadHolder, seats, true);
        DraftFields.seat("largestArmyHolder", d.largestArmyHolder, seats, true);
        for (int i = 0; i < d.buildingOwner.length; i++) {
            DraftFields.seat("buildingOwner[" + i + "]", d.buildingOwner[i], seats, true);
            if (d.building[i] < CatanState.EMPTY || d.building[i] > CatanState.CITY) {
                throw new DraftFields.Problem("building[" + i + "]", "0 (empty), 1 (settlement) or 2 (city), not " + d.building[i]);
            }
            if ((d.building[i] == CatanState.EMPTY) != (d.buildingOwner[i] < 0)) {
                throw new DraftFields.Problem("buildingOwner[" + i + "]", "a building has an owner and an empty spot has none (-1)");
            }
        }
        for (int i = 0; i < d.roadOwner.length; i++) {
            DraftFields.seat("roadOwner[" + i + "]", d.roadOwner[i], seats, true);
        }
        if (d.robberHex < 0 || d.robberHex >= d.island.topology().hexCount()) {
            throw new DraftFields.Problem("robberHex", "a hex from 0 to " + (d.island.topology().hexCount() - 1)
                    + ", not " + d.robberHex);
        }
        if (d.rng == null || d.phase == null) {
            throw new DraftFields.Problem(d.rng == null ? "rng" : "phase", "may not be null");
        }
        return d.freeze();
    }
}
