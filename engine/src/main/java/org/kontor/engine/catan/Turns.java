package org.kontor.engine.catan;

import java.util.List;
import org.kontor.engine.Rejection;
import org.kontor.engine.dice.Dice;

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
            return Refusals.notNow("catan.setup-place-settlement-and-road");
        }
        if (seat != s.active()) {
            return Refusals.notYourTurn("catan.it-is-turn-to-roll", Refusals.name(s, s.active()));
        }
        if (s.phase() != Phase.BEFORE_ROLL) {
            return Refusals.notNow("catan.you-have-rolled-this-turn-already");
        }
        if (c.dice() != null && Dice.entered(c.dice()) == null) {
            return Refusals.badInput("catan.dice-must-be-two-values-from", String.valueOf(c.dice()));
        }
        return null;
    }

    static void roll(Draft d, int seat, Command.Roll c) {
        Dice dice = c.dice() == null ? Dice.roll(() -> d.draw(Dice.SIDES) + 1) : Dice.entered(c.dice());
        d.dice = List.of(dice.first(), dice.second());
        d.phase = Phase.AFTER_ROLL;
        d.event(new Event.DiceRolled(seat, dice.first(), dice.second(), Production.expectedIn36ths(d)));
        if (dice.isSeven()) {
            Robber.sevenRolled(d, seat);
        } else {
            Production.produce(d, dice.total());
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
        d.offersThisTurn = 0;
        d.event(new Event.TurnStarted(d.active, d.turn));
    }
}
