package org.kontor.engine.elasund;

import java.util.ArrayList;
import java.util.List;
import org.kontor.engine.Rejection;
import org.kontor.engine.referee.Refusals;

/**
 * "Las casas de los obreros": a displaced starting cottage goes straight back onto empty squares of
 * its shape chosen by its owner, never on a trade zone or another player's permit (over the owner's
 * own permit under the option {@code cottageOnOwnPermit}, which then goes back to them). With no
 * such squares left it leaves the game. Several are re-placed in turn order from the builder (the
 * builder's own first); the turn goes on only when all are back.
 */
final class WorkerCottages {

    private WorkerCottages() {}

    static void displaced(Draft d, int builder, List<Pending.Cottage> cottages) {
        if (cottages.isEmpty()) {
            return;
        }
        List<Pending.Cottage> queue = new ArrayList<>();
        if (d.pending instanceof Pending.Cottages p) {
            queue.addAll(p.queue());
        }
        for (int k = 0; k < d.seats; k++) {
            int seat = (builder + k) % d.seats;
            for (Pending.Cottage c : cottages) {
                if (c.seat() == seat) {
                    queue.add(c);
                }
            }
        }
        d.pending = new Pending.Cottages(queue);
        advance(d);
    }

    /** Cottages with nowhere to go leave the game; the question closes when the queue is empty. */
    private static void advance(Draft d) {
        List<Pending.Cottage> queue = new ArrayList<>(((Pending.Cottages) d.pending).queue());
        while (!queue.isEmpty() && !fitsAnywhere(d, queue.get(0))) {
            Pending.Cottage c = queue.remove(0);
            d.own[c.seat()][c.kind()] = Draft.OUT_OF_GAME;
            d.events.add(new Event.CottageLost(c.seat(), d.kind(c.kind()).id()));
        }
        d.pending = queue.isEmpty() ? null : new Pending.Cottages(queue);
    }

    private static boolean fitsAnywhere(Draft d, Pending.Cottage c) {
        for (int i = 0; i < d.columns * ElasundBoard.ROWS; i++) {
            if (fits(d, c, d.square(i))) {
                return true;
            }
        }
        return false;
    }

    static boolean fits(Draft d, Pending.Cottage c, Square at) {
        BuildingKind k = d.kind(c.kind());
        List<Square> squares = d.footprint(at, k.width(), k.height());
        if (squares == null) {
            return false;
        }
        for (Square s : squares) {
            int i = d.square(s);
            if (s.equals(d.board.foundation()) || d.buildingAt[i] >= 0 || d.churchAt[i] != 0
                    || d.board.windmills(d.area, s) > 0) {
                return false;
            }
            int p = d.permitAt[i];
            if (p >= 0 && (p / Draft.PERMITS != c.seat() || !d.options.cottageOnOwnPermit())) {
                return false;
            }
        }
        return true;
    }

    static Rejection check(Draft d, int seat, Command.ReplaceCottage c) {
        if (!(d.pending instanceof Pending.Cottages p) || !p.waitsFor(seat)) {
            Rejection pending = Gates.pending(d, seat);
            return pending != null ? pending : Refusals.notNow("elasund.no-cottage-waits");
        }
        Square at = Gates.square(d, c.column(), c.row());
        if (at == null) {
            return Gates.noSquare(d, c.column(), c.row());
        }
        if (!fits(d, p.queue().get(0), at)) {
            return Refusals.notNow(d.options.cottageOnOwnPermit() ? "elasund.cottage-square-own-permit" : "elasund.cottage-square");
        }
        return null;
    }

    static void replace(Draft d, int seat, Command.ReplaceCottage c) {
        Pending.Cottages p = (Pending.Cottages) d.pending;
        Pending.Cottage cottage = p.queue().get(0);
        BuildingKind k = d.kind(cottage.kind());
        Square at = Gates.square(d, c.column(), c.row());
        for (Square s : d.footprint(at, k.width(), k.height())) {
            BuildingPermits.giveBack(d, s);
        }
        Construction.put(d, cottage.kind(), seat, at);
        d.events.add(new Event.CottageReplaced(seat, k.id(), c.column(), c.row()));
        d.pending = new Pending.Cottages(p.queue().subList(1, p.queue().size()));
        if (p.queue().size() == 1) {
            d.pending = null;
        } else {
            advance(d);
        }
    }
}
