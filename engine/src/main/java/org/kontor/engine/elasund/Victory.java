package org.kontor.engine.elasund;

import org.kontor.engine.Phrase;
import org.kontor.engine.Rejection;

/**
 * The end of a turn and of the game: a player who ends their own turn with all 10 cubes on the
 * board wins (under the option {@code winAtOnce}, the moment the last cube is placed). Cubes can be
 * lost during one's own turn, so the check waits for the turn's end.
 */
final class Victory {

    private Victory() {}

    static Rejection checkEndTurn(Draft d, int seat, Command.EndTurn c) {
        Rejection gate = Gates.phase(d, seat, d.phase == Phase.DONE ? Phase.DONE : Phase.SPECIAL, Phrase.of("elasund.doing.end-turn"));
        if (gate != null && d.phase == Phase.BUILD && seat == d.active && d.pending == null) {
            return org.kontor.engine.referee.Refusals.notNow("elasund.permit-or-gold-first");
        }
        return gate;
    }

    static void endTurn(Draft d, int seat, Command.EndTurn c) {
        if (d.cubes[seat] == 0) {
            win(d, seat);
            return;
        }
        int next = (seat + 1) % d.seats;
        d.events.add(new Event.TurnEnded(seat, next));
        d.active = next;
        d.turn++;
        d.phase = Phase.ROLL;
        d.buildsLeft = 2;
        d.pirate = false;
    }

    /** Under {@code winAtOnce}: after any command, the first player with every cube placed wins. */
    static void checkAtOnce(Draft d) {
        if (!d.options.winAtOnce() || d.over()) {
            return;
        }
        for (int k = 0; k < d.seats; k++) {
            int s = (d.active + k) % d.seats;
            if (d.cubes[s] == 0) {
                win(d, s);
                return;
            }
        }
    }

    private static void win(Draft d, int seat) {
        d.winner = seat;
        d.pending = null;
        d.endReason = Gates.name(seat) + " has all 10 cubes on the board";
        d.events.add(new Event.GameWon(seat));
    }
}
