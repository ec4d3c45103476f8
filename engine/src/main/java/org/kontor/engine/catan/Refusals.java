package org.kontor.engine.catan;

import org.kontor.engine.resources.Resources;
import java.util.Locale;
import org.kontor.engine.Rejection;
import org.kontor.engine.board.Resource;

/** Catan's gates every command starts with; the ways of saying no are the kernel's ({@link org.kontor.engine.referee.Refusals}). */
final class Refusals {

    private Refusals() {}

    static Rejection notYourTurn(String why) {
        return org.kontor.engine.referee.Refusals.notYourTurn(why);
    }

    static Rejection notNow(String why) {
        return org.kontor.engine.referee.Refusals.notNow(why);
    }

    static Rejection notAffordable(String why) {
        return org.kontor.engine.referee.Refusals.notAffordable(why);
    }

    static Rejection badInput(String why) {
        return org.kontor.engine.referee.Refusals.badInput(why);
    }

    /** "Red", "Blue", …: a seat by its colour, as players say it. */
    static String name(CatanState s, int seat) {
        return org.kontor.engine.referee.Refusals.colourName(s.player(seat).colour());
    }

    static String name(Resource r) {
        return r.name().toLowerCase(Locale.ROOT);
    }

    /** A pending decision blocks everything that does not answer it. */
    static Rejection noPendingDecision(CatanState s, int seat) {
        Pending p = s.pending();
        return p == null ? null : org.kontor.engine.referee.Refusals.answerFirst(p, seat, describe(s, p));
    }

    static String describe(CatanState s, Pending p) {
        if (p instanceof Pending.Discard) {
            return "players over 7 cards to discard half of them";
        } else if (p instanceof Pending.MoveRobber m) {
            return name(s, m.seat()) + " to move the robber";
        } else if (p instanceof Pending.FreeRoads f) {
            return name(s, f.seat()) + " to place the free roads of Road Building";
        } else if (p instanceof Pending.TradeOffer t) {
            return name(s, t.to()) + " to answer " + name(s, t.from()) + "'s trade offer";
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
            return notNow("The game is still being set up: place your settlement and road.");
        }
        if (seat != s.active()) {
            return notYourTurn("It is " + name(s, s.active()) + "'s turn.");
        }
        if (s.phase() == Phase.BEFORE_ROLL) {
            return notNow("Roll the dice first: trading and building come after production.");
        }
        return null;
    }

    static Rejection pay(CatanState s, int seat, Resources cost, String what) {
        Resources hand = s.player(seat).hand();
        if (!hand.covers(cost)) {
            return notAffordable(what + " costs " + cost.describe() + "; you have " + hand.describe() + ".");
        }
        return null;
    }

    static Rejection resource(Resource r, String field) {
        if (!ResourceKinds.isCatan(r)) {
            return badInput("Name a resource for " + field + ": brick, lumber, wool, grain or ore.");
        }
        return null;
    }

    static Rejection cards(Resources cards, String field) {
        if (cards == null) {
            return badInput("Say which cards for " + field + ", like {\"brick\": 1}.");
        }
        if (cards.hasNegative()) {
            return badInput("The cards for " + field + " cannot be negative: " + cards.describe() + ".");
        }
        return null;
    }
}
