package org.kontor.engine.elasund;

import java.util.ArrayList;
import java.util.List;
import org.kontor.engine.Rejection;
import org.kontor.engine.referee.Refusals;

/**
 * "Secuencia de juego": «Todos los jugadores tiran los dados. Quien saque la tirada más alta empieza
 * la partida.» Every player rolls once, all at once (a pending decision each answers); the dice are
 * the table's, given in the command, or the hub's from the seeded generator. The highest sum
 * starts; the players tied for it roll again among themselves. The colours stay with their seats:
 * only who starts changes, and the turn then goes clockwise (seat order) from them. With the option
 * {@code startPlayer} set to a seat, that seat starts and nobody rolls.
 */
final class OpeningRoll {

    private OpeningRoll() {}

    /** The game's start: the opening roll, or the chosen start player's first turn. */
    static void begin(Draft d) {
        int chosen = d.options.startPlayer();
        if (chosen == RuleOptions.OPENING_ROLL) {
            List<Integer> everyone = new ArrayList<>();
            for (int s = 0; s < d.seats; s++) {
                everyone.add(s);
            }
            d.pending = Pending.OpeningRoll.among(everyone, d.seats);
            return;
        }
        if (chosen >= d.seats) {
            throw new IllegalArgumentException("The option startPlayer names seat " + chosen + ", but the seats of "
                    + d.seats + " players are 0 to " + (d.seats - 1) + ".");
        }
        d.active = chosen;
    }

    static Rejection check(Draft d, int seat, Command.OpeningRoll c) {
        if (!(d.pending instanceof Pending.OpeningRoll p) || !p.waitsFor(seat)) {
            Rejection pending = Gates.pending(d, seat);
            return pending != null ? pending : Refusals.notNow("elasund.opening-roll-over");
        }
        if ((c.die1() == null) != (c.die2() == null)) {
            return Refusals.badInput("elasund.opening-roll-two-dice");
        }
        if (c.die1() != null && (c.die1() < 1 || c.die1() > 6 || c.die2() < 1 || c.die2() > 6)) {
            return Refusals.badInput("elasund.die-one-to-six", c.die1(), c.die2());
        }
        return null;
    }

    static void roll(Draft d, int seat, Command.OpeningRoll c) {
        Pending.OpeningRoll p = (Pending.OpeningRoll) d.pending;
        int die1 = c.die1() != null ? c.die1() : die(d);
        int die2 = c.die2() != null ? c.die2() : die(d);
        d.events.add(new Event.OpeningRolled(seat, die1, die2));
        List<Integer> totals = new ArrayList<>(p.totals());
        totals.set(seat, die1 + die2);
        Pending.OpeningRoll next = new Pending.OpeningRoll(p.rolling(), totals);
        if (p.rolling().stream().anyMatch(next::waitsFor)) {
            d.pending = next;
            return;
        }
        int best = p.rolling().stream().mapToInt(totals::get).max().orElseThrow();
        List<Integer> tied = p.rolling().stream().filter(s -> totals.get(s) == best).toList();
        if (tied.size() > 1) {
            d.events.add(new Event.OpeningTied(tied, best));
            d.pending = Pending.OpeningRoll.among(tied, d.seats);
            return;
        }
        d.pending = null;
        d.active = tied.get(0);
        d.events.add(new Event.StartPlayer(d.active));
    }

    private static int die(Draft d) {
        int die = d.rng.below(6) + 1;
        d.rng = d.rng.next();
        return die;
    }
}
