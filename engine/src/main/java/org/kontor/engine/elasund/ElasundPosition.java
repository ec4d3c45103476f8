package org.kontor.engine.elasund;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.Set;
import org.kontor.engine.position.DraftFields;

/**
 * An Elasund moment as a position file's {@code "position"} (docs/commands.md, "Position files of
 * every game"): the fields of {@link Draft} but the board, its pieces, the rule options and the
 * seat count, which the setup line fixes. The influence deck's order, the church stack and the
 * generator are in it: it is a referee's file.
 */
public final class ElasundPosition {

    private static final DraftFields FIELDS = new DraftFields(Draft.class,
            Set.of("board", "area", "pieces", "options", "seats", "columns", "events"), Set.of(), Pending.class);

    private ElasundPosition() {}

    public static ObjectNode write(ElasundState state) {
        return FIELDS.write(state.d.copy(false));
    }

    /** {@code start} (the game as its setup line sets it up) with the fields {@code position} gives. */
    public static ElasundState read(ElasundState start, JsonNode position) {
        Draft d = start.d.copy(false);
        FIELDS.read(d, position);
        DraftFields.seat("active", d.active, d.seats, false);
        DraftFields.seat("winner", d.winner, d.seats, true);
        DraftFields.count("goldSupply", d.goldSupply);
        for (int seat = 0; seat < d.seats; seat++) {
            DraftFields.count("gold[" + seat + "]", d.gold[seat]);
            DraftFields.count("cubes[" + seat + "]", d.cubes[seat]);
            for (int colour = 0; colour < d.influence[seat].length; colour++) {
                DraftFields.count("influence[" + seat + "][" + colour + "]", d.influence[seat][colour]);
            }
        }
        for (int square = 0; square < d.buildingAt.length; square++) {
            if (d.buildingAt[square] >= 0 && !d.buildings.containsKey(d.buildingAt[square])) {
                throw new DraftFields.Problem("buildingAt[" + square + "]", "building " + d.buildingAt[square]
                        + " is not among the buildings");
            }
        }
        if (d.rng == null || d.phase == null) {
            throw new DraftFields.Problem(d.rng == null ? "rng" : "phase", "may not be null");
        }
        return new ElasundState(d);
    }
}
