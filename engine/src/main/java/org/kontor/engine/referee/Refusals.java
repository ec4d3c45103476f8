package org.kontor.engine.referee;

import java.util.Locale;
import org.kontor.engine.Rejection;
import org.kontor.engine.RejectionKind;
import org.kontor.engine.board.PlayerColour;

/** The ways of saying no, one per {@link RejectionKind} a rule gives, and the players' names in them. */
public final class Refusals {

    private Refusals() {}

    public static Rejection notYourTurn(String why) {
        return new Rejection(RejectionKind.NOT_YOUR_TURN, why);
    }

    public static Rejection notNow(String why) {
        return new Rejection(RejectionKind.NOT_AVAILABLE_NOW, why);
    }

    public static Rejection notAffordable(String why) {
        return new Rejection(RejectionKind.NOT_AFFORDABLE, why);
    }

    public static Rejection badInput(String why) {
        return new Rejection(RejectionKind.BAD_INPUT, why);
    }

    /**
     * A pending decision blocks everything that does not answer it; {@code what} says whom the
     * game waits for ("Red to move the robber"). Null when nothing is pending.
     */
    public static Rejection answerFirst(Decision pending, int seat, String what) {
        if (pending == null) {
            return null;
        }
        return pending.waitsFor(seat)
                ? notNow("First answer the open question: " + what + ".")
                : notYourTurn("The game waits for " + what + ".");
    }

    /** "Red", "Blue", … as a refusal names a player. */
    public static String colourName(PlayerColour colour) {
        return COLOUR_NAMES[colour.ordinal()];
    }

    /** Worked out once, since refusals are built on every rejected candidate. */
    private static final String[] COLOUR_NAMES = new String[PlayerColour.values().length];

    static {
        for (PlayerColour colour : PlayerColour.values()) {
            String n = colour.name().toLowerCase(Locale.ROOT);
            COLOUR_NAMES[colour.ordinal()] = Character.toUpperCase(n.charAt(0)) + n.substring(1);
        }
    }
}
