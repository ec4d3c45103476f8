package org.kontor.engine.elasund;

import java.util.ArrayList;
import java.util.List;
import org.kontor.engine.Phrase;
import org.kontor.engine.Rejection;
import org.kontor.engine.referee.Refusals;

/**
 * Phase 2, building the church: 7 gold for the top tile of the face-down stack. The first builder
 * draws two, keeps one for the foundation and puts the other under the stack; that first tile fixes
 * where the 3 by 3 church stands, and every later tile goes to its place in the picture. A church
 * tile returns permits without compensation and removes any building, whatever its size; it carries
 * one of the builder's cubes and is never built over.
 */
final class Church {

    static final int SIDE = 3;

    private Church() {}

    static Rejection check(Draft d, int seat, Command.BuildChurch c) {
        Rejection gate = Gates.build(d, seat, Phrase.of("elasund.doing.church"));
        if (gate != null) {
            return gate;
        }
        if (d.churchStack.isEmpty()) {
            return Refusals.notNow("elasund.church-complete");
        }
        if (d.gold[seat] < d.pieces.churchCost()) {
            return Refusals.notAffordable("elasund.church-tile-costs", d.pieces.churchCost(), d.gold[seat]);
        }
        return null;
    }

    static void build(Draft d, int seat, Command.BuildChurch c) {
        Cards.payGold(d, seat, d.pieces.churchCost());
        d.buildsLeft--;
        int top = d.churchStack.remove(d.churchStack.size() - 1);
        if (d.churchOrigin == null && !d.churchStack.isEmpty()) {
            int second = d.churchStack.remove(d.churchStack.size() - 1);
            d.pending = new Pending.ChurchTile(seat, top, second);
            d.events.add(new Event.ChurchTilesDrawn(seat));
            return;
        }
        place(d, seat, top);
    }

    static Rejection checkKeep(Draft d, int seat, Command.KeepChurchTile c) {
        if (!(d.pending instanceof Pending.ChurchTile p) || p.seat() != seat) {
            Rejection pending = Gates.pending(d, seat);
            return pending != null ? pending : Refusals.notNow("elasund.no-church-tiles-drawn");
        }
        return c.tile() == p.first() || c.tile() == p.second() ? null
                : Refusals.badInput("elasund.keep-a-drawn-tile", p.first(), p.second());
    }

    static void keep(Draft d, int seat, Command.KeepChurchTile c) {
        Pending.ChurchTile p = (Pending.ChurchTile) d.pending;
        d.churchStack.add(0, c.tile() == p.first() ? p.second() : p.first());
        d.pending = null;
        place(d, seat, c.tile());
    }

    /** The square of tile {@code tile} (1..9, row by row) in the church's picture. */
    static Square square(Square origin, int tile) {
        return new Square(origin.column() + (tile - 1) % SIDE, origin.row() + (tile - 1) / SIDE);
    }

    private static void place(Draft d, int seat, int tile) {
        if (d.churchOrigin == null) {
            Square f = d.board.foundation();
            d.churchOrigin = new Square(f.column() - (tile - 1) % SIDE, f.row() - (tile - 1) / SIDE);
        }
        Square s = square(d.churchOrigin, tile);
        int i = d.square(s);
        BuildingPermits.giveBack(d, s);
        List<Pending.Cottage> displaced = new ArrayList<>();
        if (d.buildingAt[i] >= 0) {
            Pending.Cottage cottage = Overbuilding.remove(d, d.buildings.get(d.buildingAt[i]), d.options.cottageAfterChurch());
            if (cottage != null) {
                displaced.add(cottage);
            }
        }
        d.churchAt[i] = tile;
        d.events.add(new Event.ChurchTileBuilt(seat, tile, s.column(), d.label(s.row())));
        for (int f = 0; f < d.pieces.churchFlags() && d.cubes[seat] > 0; f++) {
            d.cubes[seat]--;
            d.churchCube[i] = seat;
            d.events.add(new Event.CubePlaced(seat, "church"));
        }
        WorkerCottages.displaced(d, seat, displaced);
    }
}
