package org.kontor.engine.merchants;

import org.kontor.engine.Rejection;
import org.kontor.engine.dice.Dice;
import org.kontor.engine.referee.Refusals;

/**
 * The turn (rulebook p. 4): an optional development card, the roll, the action phase, and an
 * explicit end of turn (the rules name no trigger; the hub offers a button). The same roll
 * command serves the variable setup's roll for the starting player.
 */
final class Turns {

    private Turns() {}

    static Rejection checkRoll(MerchantsState s, int seat, Command.Roll c) {
        Rejection r = Gates.noPendingDecision(s, seat);
        if (r != null) {
            return r;
        }
        if (s.phase() == Phase.SETUP_START_ROLL) {
            if (s.setup().seat() != seat) {
                return Refusals.notYourTurn("merchants.it-is-turn-to-roll-for", Gates.name(s, s.setup().seat()));
            }
        } else if (s.phase() != Phase.BEFORE_ROLL) {
            return (s.phase() == Phase.ACTION ? Refusals.notNow("merchants.you-have-already-rolled-this-turn") : Refusals.notNow("merchants.dice-are-not-rolled-during-this"));
        } else if (seat != s.active()) {
            return Refusals.notYourTurn("merchants.it-is-turn-to-roll", Gates.name(s, s.active()));
        }
        boolean table = s.config().dice() == GameConfig.DiceSource.TABLE;
        if (table && c.dice() == null) {
            return Refusals.badInput("merchants.this-game-uses-real-dice-enter");
        }
        if (!table && c.dice() != null) {
            return Refusals.badInput("merchants.this-game-uses-virtual-dice-hub");
        }
        if (table && Dice.entered(c.dice()) == null) {
            return Refusals.badInput("merchants.enter-two-dice");
        }
        return null;
    }

    static void roll(Draft d, int seat, Command.Roll c) {
        Dice dice = c.dice() != null ? Dice.entered(c.dice()) : Dice.roll(d::die);
        int first = dice.first();
        int second = dice.second();
        if (d.phase == Phase.SETUP_START_ROLL) {
            VariableSetup.startRoll(d, seat, dice.total());
            return;
        }
        d.firstDie = first;
        d.secondDie = second;
        d.phase = Phase.ACTION;
        d.event(new Event.DiceRolled(seat, first, second, Production.expectedIn36ths(d)));
        if (dice.isSeven()) {
            Robber.sevenRolled(d, seat);
        } else {
            Production.produce(d, dice.total());
        }
    }

    static Rejection checkEndTurn(MerchantsState s, int seat, Command.EndTurn c) {
        return Gates.activeInActionPhase(s, seat);
    }

    static void endTurn(Draft d, int seat, Command.EndTurn c) {
        Player p = d.player(seat);
        if (p.newCards() > 0) {
            d.setPlayer(seat, p.withCards(p.cards(), 0));
        }
        int next = d.before.nextSeat(seat);
        d.active = next;
        d.turn++;
        d.phase = Phase.BEFORE_ROLL;
        d.goldPurchases = 0;
        d.cardPlayed = false;
        d.track = MerchantsState.TurnTrack.FRESH;
        d.event(new Event.TurnEnded(seat, next));
    }

    /**
     * The roll (for the start, or the turn's): virtual dice are one button; dice read on the
     * table are entered, so the kind is offered when only the values could be wrong.
     */
    static void listRoll(MerchantsState s, int seat, Listing out) {
        if (s.config().dice() == GameConfig.DiceSource.VIRTUAL) {
            out.keep(Choices.VIRTUAL_ROLL, checkRoll(s, seat, Choices.VIRTUAL_ROLL));
        } else {
            out.freeForm(Command.Roll.class, checkRoll(s, seat, Command.Roll.table(1, 1)));
        }
    }

    static void listEndTurn(MerchantsState s, int seat, Listing out) {
        out.keep(Choices.END_TURN, checkEndTurn(s, seat, Choices.END_TURN));
    }
}
