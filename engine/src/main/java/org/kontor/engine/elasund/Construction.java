package org.kontor.engine.elasund;

import java.util.ArrayList;
import java.util.List;
import org.kontor.engine.Phrase;
import org.kontor.engine.Rejection;
import org.kontor.engine.referee.Refusals;

/**
 * Phase 2, building an own or a neutral building: a footprint inside the city walls, never over the
 * church foundation or a church tile, with the permits ({@link BuildingPermits}), the gold for the
 * building and the compensation, and the influence for covering same-size buildings
 * ({@link Overbuilding}). A neutral building takes one of the builder's cubes per flag; windmills
 * under it move the builder up the {@link TradeTrack}.
 */
final class Construction {

    private Construction() {}

    static Rejection check(Draft d, int seat, Command.Build c) {
        Rejection gate = Gates.build(d, seat, Phrase.of("elasund.doing.building"));
        if (gate != null) {
            return gate;
        }
        int index = d.pieces.index(c.building());
        if (index < 0) {
            return Refusals.badInput("elasund.no-building", c.building(),
                    String.join(", ", d.pieces.buildings().stream().map(BuildingKind::id).toList()));
        }
        BuildingKind kind = d.kind(index);
        if (kind.owner() == BuildingKind.Owner.STARTING) {
            return Refusals.notNow("elasund.cottages-never-built");
        }
        if (kind.owner() == BuildingKind.Owner.PLAYER && d.own[seat][index] != Draft.IN_SUPPLY) {
            return Refusals.notNow("elasund.own-building-placed", kind);
        }
        if (kind.owner() == BuildingKind.Owner.NEUTRAL && d.neutralStock[index] == 0) {
            return Refusals.notNow("elasund.none-left", kind);
        }
        Square at = Gates.square(d, c.column(), c.row());
        if (at == null) {
            return Gates.noSquare(d, c.column(), c.row());
        }
        List<Square> footprint = d.footprint(at, kind.width(), kind.height());
        if (footprint == null) {
            return Refusals.notNow("elasund.past-the-walls", kind, kind.width(), kind.height(),
                    Gates.at(d, at));
        }
        for (Square s : footprint) {
            if (s.equals(d.board.foundation())) {
                return Refusals.notNow("elasund.church-foundation");
            }
            if (d.churchAt[d.square(s)] != 0) {
                return Refusals.notNow("elasund.church-tile-covered");
            }
        }
        Rejection permits = BuildingPermits.check(d, seat, footprint, kind.permits());
        if (permits != null) {
            return permits;
        }
        Rejection over = Overbuilding.check(d, seat, kind, Overbuilding.covered(d, footprint), c.colour());
        if (over != null) {
            return over;
        }
        int gold = kind.cost() + BuildingPermits.compensation(d, seat, footprint);
        if (d.gold[seat] < gold) {
            return Refusals.notAffordable("elasund.costs-with-compensation", gold, d.gold[seat]);
        }
        return null;
    }

    static void build(Draft d, int seat, Command.Build c) {
        int index = d.pieces.index(c.building());
        BuildingKind kind = d.kind(index);
        Square at = Gates.square(d, c.column(), c.row());
        List<Square> footprint = d.footprint(at, kind.width(), kind.height());
        List<Placed> covered = Overbuilding.covered(d, footprint);
        int fee = Overbuilding.fee(d, kind, covered);
        int paid = kind.cost() + BuildingPermits.compensation(d, seat, footprint);
        BuildingPermits.use(d, seat, footprint);
        Cards.payGold(d, seat, kind.cost());
        if (fee > 0) {
            Cards.spendInfluence(d, seat, c.colour(), fee);
            d.events.add(new Event.InfluencePaid(seat, c.colour(), fee, "covering a building of the same size"));
        }
        List<Pending.Cottage> displaced = new ArrayList<>();
        for (Placed p : covered) {
            Pending.Cottage cottage = Overbuilding.remove(d, p, true);
            if (cottage != null) {
                displaced.add(cottage);
            }
        }
        d.events.add(new Event.Built(seat, kind.id(), c.column(), c.row(), paid));
        put(d, index, seat, at);
        TradeTrack.gain(d, seat, TradeTrack.windmills(d, footprint));
        d.buildsLeft--;
        WorkerCottages.displaced(d, seat, displaced);
    }

    /** A building onto its squares, with the builder's cubes on a neutral building's flags. */
    static void put(Draft d, int index, int seat, Square at) {
        BuildingKind kind = d.kind(index);
        int cubes = 0;
        if (kind.owner() == BuildingKind.Owner.NEUTRAL) {
            d.neutralStock[index]--;
            cubes = Math.min(kind.flags().size(), d.cubes[seat]);
            d.cubes[seat] -= cubes;
            for (int i = 0; i < cubes; i++) {
                d.events.add(new Event.CubePlaced(seat, "building"));
            }
        } else {
            d.own[seat][index] = Draft.ON_BOARD;
        }
        Placed p = new Placed(d.nextSerial++, index, seat, at, cubes);
        d.buildings.put(p.serial(), p);
        for (Square s : d.footprint(at, kind.width(), kind.height())) {
            d.buildingAt[d.square(s)] = p.serial();
        }
    }
}
