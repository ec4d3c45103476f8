package org.kontor.engine.merchants;

import java.util.Map;
import org.kontor.engine.Phrase;
import org.kontor.engine.Rejection;
import org.kontor.engine.referee.Refusals;
import org.kontor.engine.resources.Resources;

/** The checks many Merchants of Europe commands start with, and how a refusal names a player or a pending decision. */
final class Gates {

    private Gates() {}

    /** A player as a refusal names them: their colour ("Red"), or the neutral kontors. */
    static Object name(MerchantsState s, int seat) {
        return seat == MerchantsState.NEUTRAL ? Phrase.of("merchants.word.neutral") : s.player(seat).colour();
    }

    /**
     * The gate for the active player's own moves in the action phase (building, trading with the
     * bank, ending the turn): no decision may be open and it must be this seat's turn.
     */
    static Rejection activeInActionPhase(MerchantsState s, int seat) {
        Rejection r = noPendingDecision(s, seat);
        if (r != null) {
            return r;
        }
        if (s.phase() != Phase.ACTION) {
            return s.phase() == Phase.BEFORE_ROLL
                    ? Refusals.notNow("merchants.roll-dice-first-trading-and-building")
                    : Refusals.notNow("merchants.game-is-still-being-set-up");
        }
        if (seat != s.active()) {
            return Refusals.notYourTurn("merchants.it-is-turn", name(s, s.active()));
        }
        return null;
    }

    /** A pending decision blocks everything that does not answer it. */
    static Rejection noPendingDecision(MerchantsState s, int seat) {
        Pending p = s.pending();
        if (p == null) {
            return null;
        }
        // The player whose turn it is waits too, but "not your turn" would mislead them.
        if (!p.waitsFor(seat) && seat == s.active() && (s.phase() == Phase.ACTION || s.phase() == Phase.BEFORE_ROLL)) {
            return Refusals.notNow("merchants.your-turn-goes-on-once-game", describe(s, p));
        }
        return Refusals.answerFirst(p, seat, describe(s, p));
    }

    /** "Blue (4 cards) and White (5 cards)": who still owes a discard after a 7. */
    static Phrase owing(MerchantsState s, Pending.Discard p) {
        Phrase who = null;
        int left = p.cardsToDiscard().size();
        for (Map.Entry<Integer, Integer> e : p.cardsToDiscard().entrySet()) {
            Phrase one = Phrase.of(e.getValue() == 1 ? "merchants.owes-one-card" : "merchants.owes-cards",
                    name(s, e.getKey()), e.getValue());
            left--;
            who = who == null ? one : Phrase.of(left == 0 ? "merchants.list-last" : "merchants.list-next", who, one);
        }
        return who;
    }

    static Phrase describe(MerchantsState s, Pending p) {
        if (p instanceof Pending.Discard d) {
            return Phrase.of("merchants.waits.discard", owing(s, d));
        } else if (p instanceof Pending.MoveRobber m) {
            return Phrase.of("merchants.waits.move-robber", name(s, m.roller()));
        } else if (p instanceof Pending.ChooseVictim v) {
            return Phrase.of("merchants.waits.choose-victim", name(s, v.roller()));
        } else if (p instanceof Pending.ChooseIsolatedCityPath c) {
            return Phrase.of("merchants.waits.choose-path", name(s, c.chooser()));
        } else if (p instanceof Pending.FreeRoute f) {
            return Phrase.of("merchants.waits.free-route", name(s, f.seat()));
        } else if (p instanceof Pending.PlaceNumberToken t) {
            return Phrase.of("merchants.waits.number-token", name(s, t.seat()));
        } else if (p instanceof Pending.CardStep c) {
            return Phrase.of("merchants.waits.card-step", name(s, c.seat()));
        } else if (p instanceof Pending.GiveResources g) {
            return Phrase.of("merchants.waits.give-resources", name(s, g.to()));
        } else if (p instanceof Pending.TradeOffer t) {
            return Phrase.of("merchants.waits.trade-offer", name(s, t.to()), name(s, t.from()));
        }
        throw new IllegalStateException("unknown pending decision " + p);
    }

    /** {@code what} names the thing bought, as the sentence's subject: "A merchant costs …". */
    static Rejection pay(MerchantsState s, int seat, Resources cost, Phrase what) {
        Resources hand = s.player(seat).hand();
        if (!hand.covers(cost)) {
            return Refusals.notAffordable("merchants.costs-you-have", what, cost, hand);
        }
        return null;
    }
}
