package org.kontor.engine.merchants;

import java.util.Arrays;
import org.kontor.engine.Rejection;

/**
 * Playing development cards (rulebook p. 4, 8): one per turn, before the roll or in the action
 * phase, never one bought this turn; a played card goes to the discard pile. What a card does is
 * part 2 of the rules work: {@link #effect} is the hook, and does nothing yet.
 */
final class DevelopmentCards {

    private DevelopmentCards() {}

    static Rejection checkPlay(MerchantsState s, int seat, Command.PlayCard c) {
        Rejection r = Refusals.noPendingDecision(s, seat);
        if (r != null) {
            return r;
        }
        if (s.phase() != Phase.BEFORE_ROLL && s.phase() != Phase.ACTION) {
            return Refusals.notNow("Development cards are played during a turn, not during the setup.");
        }
        if (seat != s.active()) {
            return Refusals.notYourTurn("You can play a development card only on your own turn.");
        }
        if (s.cardPlayed()) {
            return Refusals.notNow("You can play only 1 development card per turn; you have played one this turn.");
        }
        Player p = s.player(seat);
        int at = indexOf(p.cards(), c.card());
        if (at < 0) {
            return Refusals.badInput("You don't hold that development card.");
        }
        if (at >= p.playableCards()) {
            return Refusals.notNow("You can't play a development card in the turn you bought it.");
        }
        return null;
    }

    static void play(Draft d, int seat, Command.PlayCard c) {
        Player p = d.player(seat);
        int at = indexOf(p.cards(), c.card());
        int[] rest = new int[p.cards().length - 1];
        System.arraycopy(p.cards(), 0, rest, 0, at);
        System.arraycopy(p.cards(), at + 1, rest, at, rest.length - at);
        d.setPlayer(seat, p.withCards(rest, p.newCards()));
        d.discards = Arrays.copyOf(d.discards, d.discards.length + 1);
        d.discards[d.discards.length - 1] = c.card();
        d.cardPlayed = true;
        d.event(new Event.CardPlayed(seat, c.card(), d.before.card(c.card()).id(), d.before.card(c.card()).nameEn()));
        effect(d, seat, c.card());
    }

    /** After any command: when nothing is pending, the card in play goes on with its next step. */
    static void resume(Draft d) {
    }

    /** Part 2: the card's printed effect. */
    static void effect(Draft d, int seat, int card) {
    }

    private static int indexOf(int[] cards, int card) {
        for (int i = 0; i < cards.length; i++) {
            if (cards[i] == card) {
                return i;
            }
        }
        return -1;
    }
}
