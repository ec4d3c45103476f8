package org.kontor.engine.catan;

import java.util.Locale;
import org.kontor.engine.Rejection;
import org.kontor.engine.RejectionKind;
import org.kontor.engine.board.PlayerColour;
import org.kontor.engine.board.Resource;

/** The shared ways of saying no, and the gates every command starts with. */
final class Refusals {

    private Refusals() {}

    static Rejection notYourTurn(String why) {
        return new Rejection(RejectionKind.NOT_YOUR_TURN, why);
    }

    static Rejection notNow(String why) {
        return new Rejection(RejectionKind.NOT_AVAILABLE_NOW, why);
    }

    static Rejection notAffordable(String why) {
        return new Rejection(RejectionKind.NOT_AFFORDABLE, why);
    }

    static Rejection badInput(String why) {
        return new Rejection(RejectionKind.BAD_INPUT, why);
    }

    /** "Red", "Blue", …: a seat by its colour, as players say it. */
    static String name(CatanState s, int seat) {
        return COLOUR_NAMES[s.player(seat).colour().ordinal()];
    }

    /** Worked out once: refusals are made for every rejected candidate of a listing. */
    private static final String[] COLOUR_NAMES = new String[PlayerColour.values().length];

    static {
        for (PlayerColour colour : PlayerColour.values()) {
            String n = colour.name().toLowerCase(Locale.ROOT);
            COLOUR_NAMES[colour.ordinal()] = Character.toUpperCase(n.charAt(0)) + n.substring(1);
        }
    }

    static String name(Resource r) {
        return r.name().toLowerCase(Locale.ROOT);
    }

    /** A pending decision blocks everything that does not answer it. */
    static Rejection noPendingDecision(CatanState s, int seat) {
        Pending p = s.pending();
        if (p == null) {
            return null;
        }
        return p.waitsFor(seat)
                ? notNow("First answer the open question: " + describe(s, p) + ".")
                : notYourTurn("The game waits for " + describe(s, p) + ".");
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

    static Rejection pay(CatanState s, int seat, ResourceCards cost, String what) {
        ResourceCards hand = s.player(seat).hand();
        if (!hand.covers(cost)) {
            return notAffordable(what + " costs " + cost.describe() + "; you have " + hand.describe() + ".");
        }
        return null;
    }

    static Rejection resource(Resource r, String field) {
        if (!ResourceCards.isCatan(r)) {
            return badInput("Name a resource for " + field + ": brick, lumber, wool, grain or ore.");
        }
        return null;
    }

    static Rejection cards(ResourceCards cards, String field) {
        if (cards == null) {
            return badInput("Say which cards for " + field + ", like {\"brick\": 1}.");
        }
        if (cards.hasNegative()) {
            return badInput("The cards for " + field + " cannot be negative: " + cards.describe() + ".");
        }
        return null;
    }
}
