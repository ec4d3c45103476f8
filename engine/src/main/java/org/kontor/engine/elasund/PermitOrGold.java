package org.kontor.engine.elasund;

import org.kontor.engine.Phrase;
import org.kontor.engine.Rejection;
import org.kontor.engine.referee.Refusals;

/**
 * Phase 3: place one permit or take 2 gold. A permit costs its value in gold and goes on an empty
 * square of the ship's row; when that row has none, on one of the two rows next to it; when those
 * are full too, only by paying 2 influence of one colour, which opens every row (and may be paid
 * at any time for that). Either choice ends the building phase.
 */
final class PermitOrGold {

    private PermitOrGold() {}

    static Rejection checkPermit(Draft d, int seat, Command.PlacePermit c) {
        Rejection gate = Gates.phase(d, seat, Phase.BUILD, Phrase.of("elasund.doing.permit"));
        if (gate != null) {
            return gate;
        }
        Rejection permit = unused(d, seat, c.value());
        if (permit != null) {
            return permit;
        }
        Square at = Gates.square(d, c.column(), c.row());
        if (at == null) {
            return Gates.noSquare(d, c.column(), c.row());
        }
        if (!d.empty(at)) {
            return Refusals.notNow("elasund.permit-empty-square");
        }
        if (c.colour() == null) {
            if (!rowOpen(d, at.row())) {
                return Refusals.notNow(hasEmpty(d, d.ship) ? "elasund.ship-row" : "elasund.ship-row-or-next", d.label(d.ship));
            }
        } else if (d.influence[seat][c.colour().ordinal()] < 2) {
            return Refusals.notAffordable("elasund.any-row-costs", c.colour(), d.influence[seat][c.colour().ordinal()]);
        }
        if (d.gold[seat] < c.value()) {
            return Refusals.notAffordable("elasund.permit-costs", c.value(), d.gold[seat]);
        }
        return null;
    }

    static Rejection unused(Draft d, int seat, int value) {
        if (value < 0 || value >= Draft.PERMITS) {
            return Refusals.badInput("elasund.permit-number", Draft.PERMITS - 1, value);
        }
        return d.permitSquare[seat][value] < 0 ? null : Refusals.notNow("elasund.permit-placed", value);
    }

    /** May a permit go in {@code row} without influence? */
    static boolean rowOpen(Draft d, int row) {
        if (row == d.ship) {
            return true;
        }
        return Math.abs(row - d.ship) == 1 && !hasEmpty(d, d.ship);
    }

    static boolean hasEmpty(Draft d, int row) {
        for (int c = 0; c < d.columns; c++) {
            if (d.empty(new Square(c, row))) {
                return true;
            }
        }
        return false;
    }

    static void placePermit(Draft d, int seat, Command.PlacePermit c) {
        Square at = Gates.square(d, c.column(), c.row());
        if (c.colour() != null) {
            Cards.spendInfluence(d, seat, c.colour(), 2);
            d.events.add(new Event.InfluencePaid(seat, c.colour(), 2, "a permit in any row"));
        }
        Cards.payGold(d, seat, c.value());
        BuildingPermits.put(d, seat, c.value(), at);
        d.events.add(new Event.PermitPlaced(seat, c.value(), c.column(), c.row(), c.value()));
        d.phase = Phase.SPECIAL;
    }

    static Rejection checkGold(Draft d, int seat, Command.TakeGold c) {
        return Gates.phase(d, seat, Phase.BUILD, Phrase.of("elasund.doing.gold"));
    }

    static void takeGold(Draft d, int seat, Command.TakeGold c) {
        d.events.add(new Event.GoldTaken(seat, Cards.takeGold(d, seat, 2)));
        d.phase = Phase.SPECIAL;
    }
}
