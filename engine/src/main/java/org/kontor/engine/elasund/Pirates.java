package org.kontor.engine.elasund;

import java.util.ArrayList;
import java.util.List;
import org.kontor.engine.Rejection;
import org.kontor.engine.referee.Refusals;

/**
 * "Sacar un 7": the roller moves the ship to any other row, where it is a pirate ship for the rest
 * of the turn. Nothing is produced; every player (the roller too) discards one card of their choice
 * per own victory-point cube in that row (all their cards if they have fewer). The roller then draws
 * one of the discarded cards at random per own wall tower. The rest go back to the supply.
 */
final class Pirates {

    private Pirates() {}

    static Rejection checkRow(Draft d, int label) {
        int row = d.board.rowOf(label);
        if (row < 0) {
            return Refusals.badInput("elasund.no-row", label, d.board.rows().toString());
        }
        if (row == d.ship) {
            return Refusals.notNow("elasund.pirates-must-move", label);
        }
        return null;
    }

    static void attack(Draft d, int roller, int row) {
        d.ship = row;
        d.pirate = true;
        d.phase = Phase.BUILD;
        d.events.add(new Event.ShipMoved(d.label(row), true));
        List<Integer> owed = new ArrayList<>();
        boolean any = false;
        for (int s = 0; s < d.seats; s++) {
            int n = Math.min(cubesInRow(d, s, row), d.cards(s));
            owed.add(n);
            any |= n > 0;
        }
        if (any) {
            d.pending = new Pending.Discards(roller, owed);
        }
    }

    /** The seat's cubes in a row: building flags by their row, church tiles, and towers beside it if the option says so. */
    static int cubesInRow(Draft d, int seat, int row) {
        int n = 0;
        for (Placed p : d.buildings.values()) {
            List<Integer> flags = d.kind(p.kind()).flags();
            for (int f = 0; f < p.cubes(); f++) {
                if (p.seat() == seat && p.at().row() + flags.get(f) == row) {
                    n++;
                }
            }
        }
        for (int c = 0; c < d.columns; c++) {
            if (d.churchCube[row * d.columns + c] == seat) {
                n++;
            }
        }
        if (d.options.piratesCountTowers()) {
            for (int w = 0; w < d.wallOwner.length; w++) {
                if (d.wallOwner[w] == seat && d.wallCube[w] && d.area.walls().get(w).square().row() == row) {
                    n++;
                }
            }
        }
        return n;
    }

    static int towers(Draft d, int seat) {
        int n = 0;
        for (int w = 0; w < d.wallOwner.length; w++) {
            if (d.wallOwner[w] == seat && d.wallCube[w]) {
                n++;
            }
        }
        return n;
    }

    static Rejection checkDiscard(Draft d, int seat, Command.Discard c) {
        if (!(d.pending instanceof Pending.Discards p) || !p.waitsFor(seat)) {
            Rejection pending = Gates.pending(d, seat);
            return pending != null ? pending : Refusals.notNow("elasund.nobody-owes");
        }
        int owed = p.owed().get(seat);
        int[] wanted = {c.blue(), c.green(), c.red()};
        if (c.gold() < 0 || c.blue() < 0 || c.green() < 0 || c.red() < 0) {
            return Refusals.badInput("elasund.negative-discard");
        }
        if (c.gold() + c.blue() + c.green() + c.red() != owed) {
            return Refusals.badInput(owed == 1 ? "elasund.owe-one-card" : "elasund.owe-cards", owed);
        }
        if (c.gold() > d.gold[seat]) {
            return Refusals.notAffordable("elasund.only-gold", d.gold[seat]);
        }
        return Cards.holdsInfluence(d, seat, wanted);
    }

    static void discard(Draft d, int seat, Command.Discard c) {
        Pending.Discards p = (Pending.Discards) d.pending;
        d.gold[seat] -= c.gold();
        for (int g = 0; g < c.gold(); g++) {
            d.loot.add(-1);
        }
        Cards.giveUpInfluence(d, seat, new int[] {c.blue(), c.green(), c.red()}, d.loot);
        d.events.add(new Event.Discarded(seat, c.gold(), c.blue() + c.green() + c.red()));
        List<Integer> owed = new ArrayList<>(p.owed());
        owed.set(seat, 0);
        d.pending = new Pending.Discards(p.roller(), owed);
        if (owed.stream().allMatch(n -> n == 0)) {
            d.pending = null;
            loot(d, p.roller());
        }
    }

    /** The roller's reward: one random discarded card per tower; the rest return to the supply. */
    private static void loot(Draft d, int roller) {
        int take = Math.min(towers(d, roller), d.loot.size());
        for (int i = 0; i < take; i++) {
            int card = d.loot.remove(d.rng.below(d.loot.size()));
            d.rng = d.rng.next();
            if (card < 0) {
                d.gold[roller]++;
            } else {
                d.influence[roller][card]++;
            }
        }
        if (take > 0) {
            d.events.add(new Event.Looted(roller, take));
        }
        for (int card : d.loot) {
            if (card < 0) {
                d.goldSupply++;
            } else {
                Cards.returnInfluence(d, card);
            }
        }
        d.loot.clear();
    }
}
