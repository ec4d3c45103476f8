package org.kontor.engine.elasund;

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
        Rejection gate = Gates.phase(d, seat, Phase.BUILD, "Placing a permit");
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
            return Refusals.notNow("A permit goes on an empty square: no building, permit, church tile or foundation.");
        }
        if (c.colour() == null) {
            if (!rowOpen(d, at.row())) {
                return Refusals.notNow("Without influence a permit goes in the ship's row " + d.label(d.ship)
                        + (hasEmpty(d, d.ship) ? "" : ", or the rows next to it while it is full") + ".");
            }
        } else if (d.influence[seat][c.colour().ordinal()] < 2) {
            return Refusals.notAffordable("Placing in any row costs 2 " + c.colour().word() + " influence; you hold "
                    + d.influence[seat][c.colour().ordinal()] + ".");
        }
        if (d.gold[seat] < c.value()) {
            return Refusals.notAffordable("The permit " + c.value() + " costs " + c.value() + " gold; you hold " + d.gold[seat] + ".");
        }
        return null;
    }

    static Rejection unused(Draft d, int seat, int value) {
        if (value < 0 || value >= Draft.PERMITS) {
            return Refusals.badInput("Permits are numbered 0 to " + (Draft.PERMITS - 1) + ", not " + value + ".");
        }
        return d.permitSquare[seat][value] < 0 ? null : Refusals.notNow("Your permit " + value + " is on the board already.");
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
        return Gates.phase(d, seat, Phase.BUILD, "Taking 2 gold");
    }

    static void takeGold(Draft d, int seat, Command.TakeGold c) {
        d.events.add(new Event.GoldTaken(seat, Cards.takeGold(d, seat, 2)));
        d.phase = Phase.SPECIAL;
    }
}
