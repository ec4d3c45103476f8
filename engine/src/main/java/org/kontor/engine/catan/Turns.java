package org.kontor.engine.catan;

import java.util.List;
import org.kontor.engine.Rejection;

/**
 * A turn: optionally a development card, then the roll ({@link Production}, or on a 7 the
 * {@link Robber}); then trade and build in any order (or in the seed's strict order with that
 * option); then the turn passes to the left.
 */
final class Turns {

    private Turns() {}

    static Rejection checkRoll(CatanState s, int seat, Command.Roll c) {
        Rejection r = Refusals.noPendingDecision(s, seat);
        if (r != null) {
            return r;
        }
        if (s.phase() == Phase.SETUP) {
            return Refusals.notNow("The game is still being set up: place your settlement and road.");
        }
        if (seat != s.active()) {
            return Refusals.notYourTurn("It is " + Refusals.name(s, s.active()) + "'s turn to roll.");
        }
        if (s.phase() != Phase.BEFORE_ROLL) {
            return Refusals.notNow("You have rolled this turn already.");
        }
        List<Integer> dice = c.dice();
        if (dice != null && (dice.size() != 2 || dice.get(0) == null || dice.get(1) == null
                || dice.get(0) < 1 || dice.get(0) > 6 || dice.get(1) < 1 || dice.get(1) > 6)) {
            return Refusals.badInput("The dice must be two values from 1 to 6, like [3, 4]; got " + dice + ".");
        }
        return null;
    }

    static void roll(Draft d, int seat, Command.Roll c) {
        int first;
        int second;
        if (c.dice() == null) {
            first = d.draw(6) + 1;
            second = d.draw(6) + 1;
        } else {
            first = c.dice().get(0);
            second = c.dice().get(1);
        }
        d.dice = List.of(first, second);
        d.phase = Phase.AFTER_ROLL;
        d.event(new Event.DiceRolled(seat, first, second));
        if (first + second == Robber.SEVEN) {
            Robber.sevenRolled(d, seat);
        } else {
            Production.produce(d, first + second);
        }
    }

    static Rejection checkEndTurn(CatanState s, int seat, Command.EndTurn c) {
        return Refusals.activeAfterRoll(s, seat);
    }

    static void endTurn(Draft d, int seat, Command.EndTurn c) {
        d.set(seat, d.player(seat).withTurnEnded());
        d.active = (seat + 1) % d.players.size();
        d.turn++;
        d.phase = Phase.BEFORE_ROLL;
        d.cardPlayedThisTurn = false;
        d.builtThisTurn = false;
        d.event(new Event.TurnStarted(d.active, d.turn));
    }
}
