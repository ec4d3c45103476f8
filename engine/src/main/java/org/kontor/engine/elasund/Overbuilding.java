package org.kontor.engine.elasund;

import java.util.ArrayList;
import java.util.List;
import org.kontor.engine.Rejection;
import org.kontor.engine.referee.Refusals;

/**
 * Building over buildings: a new building removes every smaller building it covers, even partly;
 * covering one of the same size costs 3 influence cards of one colour (once for all of them, or per
 * building under the option {@code feePerBuilding}); a larger building can never be covered. A
 * removed building goes back (player buildings to their owner, neutral ones to the stock with their
 * cubes), taking its trade points with it; a worker cottage is re-placed ({@link WorkerCottages}).
 */
final class Overbuilding {

    private Overbuilding() {}

    /** The buildings a footprint covers. */
    static List<Placed> covered(Draft d, List<Square> footprint) {
        List<Placed> hit = new ArrayList<>();
        for (Square s : footprint) {
            int serial = d.buildingAt[d.square(s)];
            if (serial >= 0 && hit.stream().noneMatch(p -> p.serial() == serial)) {
                hit.add(d.buildings.get(serial));
            }
        }
        return hit;
    }

    /** How many influence cards of one colour covering these costs; -1 if a larger building is among them. */
    static int fee(Draft d, BuildingKind kind, List<Placed> covered) {
        int same = 0;
        for (Placed p : covered) {
            int size = d.kind(p.kind()).size();
            if (size > kind.size()) {
                return -1;
            }
            if (size == kind.size()) {
                same++;
            }
        }
        return same == 0 ? 0 : d.options.feePerBuilding() ? 3 * same : 3;
    }

    static Rejection check(Draft d, int seat, BuildingKind kind, List<Placed> covered, Influence colour) {
        int fee = fee(d, kind, covered);
        if (fee < 0) {
            return Refusals.notNow("elasund.cannot-cover-larger", kind);
        }
        if (fee == 0) {
            return colour == null ? null : Refusals.badInput("elasund.no-fee-no-colour");
        }
        if (colour == null) {
            return Refusals.notAffordable("elasund.fee-name-colour", fee);
        }
        if (d.influence[seat][colour.ordinal()] < fee) {
            return Refusals.notAffordable("elasund.fee-costs", fee, colour, d.influence[seat][colour.ordinal()]);
        }
        return null;
    }

    /**
     * Takes a building off the board. Returns the cottage to re-place, or null. {@code replace}
     * false: a cottage leaves the game instead.
     */
    static Pending.Cottage remove(Draft d, Placed p, boolean replace) {
        BuildingKind k = d.kind(p.kind());
        List<Square> squares = d.footprint(p.at(), k.width(), k.height());
        for (Square s : squares) {
            d.buildingAt[d.square(s)] = -1;
        }
        d.buildings.remove(p.serial());
        d.events.add(new Event.BuildingRemoved(p.seat(), k.id(), p.at().column(), d.label(p.at().row())));
        TradeTrack.lose(d, p.seat(), TradeTrack.windmills(d, squares));
        if (k.owner() == BuildingKind.Owner.NEUTRAL) {
            d.neutralStock[p.kind()]++;
            d.cubes[p.seat()] += p.cubes();
            for (int c = 0; c < p.cubes(); c++) {
                d.events.add(new Event.CubeReturned(p.seat(), "building"));
            }
            return null;
        }
        if (k.owner() == BuildingKind.Owner.PLAYER) {
            d.own[p.seat()][p.kind()] = Draft.IN_SUPPLY;
            return null;
        }
        if (!replace) {
            d.own[p.seat()][p.kind()] = Draft.OUT_OF_GAME;
            d.events.add(new Event.CottageLost(p.seat(), k.id()));
            return null;
        }
        d.own[p.seat()][p.kind()] = Draft.IN_SUPPLY;
        return new Pending.Cottage(p.seat(), p.kind());
    }
}
