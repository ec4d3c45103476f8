package org.kontor.engine.catan;

import org.kontor.engine.Phrase;
import org.kontor.engine.Rejection;
import org.kontor.engine.board.PlayerColour;
import org.kontor.engine.board.Resource;
import org.kontor.engine.resources.Resources;

/** Catan's gates every command starts with; the ways of saying no are the kernel's ({@link org.kontor.engine.referee.Refusals}). */
final class Refusals {

    private Refusals() {}

    static Rejection notYourTurn(String key, Object... args) {
        return org.kontor.engine.referee.Refusals.notYourTurn(key, args);
    }

    static Rejection notNow(String key, Object... args) {
        return org.kontor.engine.referee.Refusals.notNow(key, args);
    }

    static Rejection notAffordable(String key, Object... args) {
        return org.kontor.engine.referee.Refusals.notAffordable(key, args);
    }

    static Rejection badInput(String key, Object... args) {
        return org.kontor.engine.referee.Refusals.badInput(key, args);
    }

    /** "Red", "Blue", …: a seat by its colour, as players say it. */
    static PlayerColour name(CatanState s, int seat) {
        return s.player(seat).colour();
    }

    /** A pending decision blocks everything that does not answer it. */
    static Rejection noPendingDecision(CatanState s, int seat) {
        Pending p = s.pending();
        if (p instanceof Pending.Discard && seat == s.active() && !p.waitsFor(seat)) {
            // Still the active player's turn: not another's turn, only not yet.
            return notNow("kernel.game-waits-for", describe(s, p));
        }
        return p == null ? null : org.kontor.engine.referee.Refusals.answerFirst(p, seat, describe(s, p));
    }

    static Phrase describe(CatanState s, Pending p) {
        if (p instanceof Pending.Discard) {
            return Phrase.of("catan.waits.discard");
        } else if (p instanceof Pending.MoveRobber m) {
            return Phrase.of("catan.waits.move-robber", name(s, m.seat()));
        } else if (p instanceof Pending.FreeRoads f) {
            return Phrase.of("catan.waits.free-roads", name(s, f.seat()));
        } else if (p instanceof Pending.TradeOffer t) {
            return Phrase.of("catan.waits.trade-offer", name(s, t.to()), name(s, t.from()));
        }
        throw new IllegalStateException("unknown pending decision " + p);
    }

    /** The gate for the active player's own moves after the roll: building, trading, ending the turn. */
    static Rejection activeAfterRoll(CatanState s, int seat) {
        Rejection r = noPendingDecision(s, seat);
        if (r != null) {
            return r;
        }
        if (s.phase() == Phase.SETUP) {
            return notNow("catan.setup-place-settlement-and-road");
        }
        if (seat != s.active()) {
            return notYourTurn("catan.it-is-turn", name(s, s.active()));
        }
        if (s.phase() == Phase.BEFORE_ROLL) {
            return notNow("catan.roll-dice-first-trading-and-building");
        }
        return null;
    }

    static Rejection pay(CatanState s, int seat, Resources cost, Phrase what) {
        Resources hand = s.player(seat).hand();
        if (!hand.covers(cost)) {
            return notAffordable("catan.costs-you-have", what, cost, hand);
        }
        return null;
    }

    static Rejection resource(Resource r, String field) {
        if (!ResourceKinds.isCatan(r)) {
            return badInput("catan.name-resource-for-brick-lumber-wool", field);
        }
        return null;
    }

    static Rejection cards(Resources cards, String field) {
        if (cards == null) {
            return badInput("catan.say-which-cards-for-like-brick", field);
        }
        if (cards.hasNegative()) {
            return badInput("catan.cards-for-cannot-be-negative", field, cards);
        }
        return null;
    }
}
