package org.kontor.engine.elasund;

import java.util.ArrayList;
import java.util.List;
import org.kontor.engine.Phrase;
import org.kontor.engine.Rejection;
import org.kontor.engine.dice.Dice;
import org.kontor.engine.referee.Refusals;

/**
 * Phase 1: the roll, with the hub's dice or the two read on the table. The merchant ship goes to the row of the dice sum; if it is already there it
 * must move exactly 2 rows up or down (the track skips the missing 7), and when both ways are open
 * the roller chooses. Then the row produces ({@link Production}). A 7 calls the {@link Pirates}.
 */
final class ShipMovement {

    private ShipMovement() {}

    static Rejection checkRoll(Draft d, int seat, Command.Roll c) {
        Rejection gate = Gates.phase(d, seat, Phase.ROLL, Phrase.of("elasund.doing.roll"));
        if (gate != null) {
            return gate;
        }
        if (c.dice() != null && Dice.entered(c.dice()) == null) {
            return Refusals.badInput("elasund.roll-two-dice", String.valueOf(c.dice()));
        }
        return null;
    }

    /** The dice read on the table when the command carries them, else the hub's from the seeded generator. */
    static void roll(Draft d, int seat, Command.Roll c) {
        if (c.dice() != null) {
            d.die1 = c.dice().get(0);
            d.die2 = c.dice().get(1);
        } else {
            d.die1 = d.rng.below(6) + 1;
            d.rng = d.rng.next();
            d.die2 = d.rng.below(6) + 1;
            d.rng = d.rng.next();
        }
        d.events.add(new Event.Rolled(seat, d.die1, d.die2, Production.expectedIn72ths(d)));
        int sum = d.die1 + d.die2;
        if (sum == 7) {
            d.pending = new Pending.PirateShip(seat);
            return;
        }
        int row = d.board.rowOf(sum);
        if (row != d.ship) {
            arrive(d, row);
            return;
        }
        List<Integer> rows = new ArrayList<>();
        for (int r : new int[] {row - 2, row + 2}) {
            if (r >= 0 && r < ElasundBoard.ROWS) {
                rows.add(d.label(r));
            }
        }
        if (rows.size() == 1) {
            arrive(d, d.board.rowOf(rows.get(0)));
        } else {
            d.pending = new Pending.ShipChoice(seat, rows);
        }
    }

    /** The ship's move when the roller chooses: 2 rows away, or the pirates' row. */
    static Rejection checkMove(Draft d, int seat, Command.MoveShip c) {
        if (d.pending instanceof Pending.ShipChoice p && p.seat() == seat) {
            return p.rows().contains(c.row()) ? null
                    : Refusals.badInput(p.rows().size() == 1 ? "elasund.ship-two-rows" : "elasund.ship-two-rows-or", p.rows().get(0), p.rows().get(p.rows().size() - 1));
        }
        if (d.pending instanceof Pending.PirateShip p && p.seat() == seat) {
            return Pirates.checkRow(d, c.row());
        }
        Rejection pending = Gates.pending(d, seat);
        return pending != null ? pending : Refusals.notNow("elasund.ship-by-dice");
    }

    static void move(Draft d, int seat, Command.MoveShip c) {
        if (d.pending instanceof Pending.PirateShip) {
            d.pending = null;
            Pirates.attack(d, seat, d.board.rowOf(c.row()));
        } else {
            d.pending = null;
            arrive(d, d.board.rowOf(c.row()));
        }
    }

    private static void arrive(Draft d, int row) {
        d.ship = row;
        d.events.add(new Event.ShipMoved(d.label(row), false));
        Production.produce(d);
        d.phase = Phase.BUILD;
    }
}
