package org.kontor.engine.hansa;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.Set;
import org.kontor.engine.position.DraftFields;

/**
 * A Hansa Teutonica moment as a position file's {@code "position"} (docs/commands.md, "Position
 * files of every game"): the fields of {@link Draft} but the map, the rule options and the seat
 * count, which the setup line fixes. The face-down bonus markers and the generator are in it:
 * it is a referee's file.
 */
public final class HansaPosition {

    private static final DraftFields FIELDS = new DraftFields(Draft.class, Set.of("map", "options", "seats", "events"),
            Set.of("held", "used", "extraOffices"), Pending.class);

    private HansaPosition() {}

    public static ObjectNode write(HansaState state) {
        return FIELDS.write(state.d.copy(false));
    }

    /** {@code start} (the game as its setup line sets it up) with the fields {@code position} gives. */
    public static HansaState read(HansaState start, JsonNode position) {
        Draft d = start.d.copy(false);
        FIELDS.read(d, position);
        DraftFields.seat("active", d.active, d.seats, false);
        for (int seat = 0; seat < d.seats; seat++) {
            DraftFields.count("prestige[" + seat + "]", d.prestige[seat]);
            for (int piece = 0; piece < d.stock[seat].length; piece++) {
                DraftFields.count("stock[" + seat + "][" + piece + "]", d.stock[seat][piece]);
                DraftFields.count("supply[" + seat + "][" + piece + "]", d.supply[seat][piece]);
            }
        }
        holders("posts", d.posts, d.seats);
        for (int city = 0; city < d.offices.length; city++) {
            holders("offices[" + city + "]", d.offices[city], d.seats);
            holders("extraOffices[" + city + "]", d.extraOffices.get(city).toArray(Holder[]::new), d.seats);
        }
        holders("coellen", d.coellen, d.seats);
        if (d.rng == null) {
            throw new DraftFields.Problem("rng", "may not be null");
        }
        return new HansaState(d);
    }

    private static void holders(String field, Holder[] holders, int seats) {
        for (int i = 0; i < holders.length; i++) {
            if (holders[i] != null) {
                DraftFields.seat(field + "[" + i + "].seat", holders[i].seat(), seats, false);
                if (holders[i].piece() == null) {
                    throw new DraftFields.Problem(field + "[" + i + "].piece", "may not be null");
                }
            }
        }
    }
}
