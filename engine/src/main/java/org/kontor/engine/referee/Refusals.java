package org.kontor.engine.referee;

import org.kontor.engine.Phrase;
import org.kontor.engine.Rejection;
import org.kontor.engine.RejectionKind;

/**
 * The ways of saying no, one per {@link RejectionKind} a rule gives. Each names its sentence by a
 * key of the refusal catalogues ({@link org.kontor.engine.Sentences}) and gives the words that fill it.
 */
public final class Refusals {

    private Refusals() {}

    public static Rejection notYourTurn(String key, Object... args) {
        return Rejection.of(RejectionKind.NOT_YOUR_TURN, key, args);
    }

    public static Rejection notNow(String key, Object... args) {
        return Rejection.of(RejectionKind.NOT_AVAILABLE_NOW, key, args);
    }

    public static Rejection notAffordable(String key, Object... args) {
        return Rejection.of(RejectionKind.NOT_AFFORDABLE, key, args);
    }

    public static Rejection badInput(String key, Object... args) {
        return Rejection.of(RejectionKind.BAD_INPUT, key, args);
    }

    /**
     * A pending decision blocks everything that does not answer it; {@code what} says whom the
     * game waits for ("Red to move the robber"). Null when nothing is pending.
     */
    public static Rejection answerFirst(Decision pending, int seat, Phrase what) {
        if (pending == null) {
            return null;
        }
        return pending.waitsFor(seat)
                ? notNow("kernel.answer-first", what)
                : notYourTurn("kernel.game-waits-for", what);
    }
}
