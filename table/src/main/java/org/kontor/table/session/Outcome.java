package org.kontor.table.session;

import org.kontor.engine.Language;
import org.kontor.engine.Rejection;
import org.kontor.engine.RejectionKind;

/**
 * The session's answer to one request: accepted (and the views it published), or refused with a
 * kind and a sentence. A refusal changes nothing; {@code published} is then the current views, so
 * a stale sender can be given the fresh state.
 *
 * @param message   the refusal in English
 * @param rejection the rules' refusal, said in any language ({@link #message(Language)}); null when
 *                  the table itself refused (not started, halted, stale)
 * @param confirm   true when the refusal only asks for a confirmation: the same request with
 *                  "confirmed" would be carried out (an undo across a card somebody has seen)
 */
public record Outcome(boolean accepted, RejectionKind kind, String message, Rejection rejection, Published published,
                      boolean confirm) {

    static Outcome accepted(Published published) {
        return new Outcome(true, null, null, null, published, false);
    }

    static Outcome refused(RejectionKind kind, String message, Published published) {
        return new Outcome(false, kind, message, null, published, false);
    }

    static Outcome refused(Rejection rejection, Published published) {
        return new Outcome(false, rejection.kind(), rejection.message(), rejection, published, false);
    }

    static Outcome askConfirmation(String message, Published published) {
        return new Outcome(false, RejectionKind.NOT_AVAILABLE_NOW, message, null, published, true);
    }

    /** The refusal in the reader's language: the rules' sentences are in every catalogue language. */
    public String message(Language language) {
        return rejection != null ? rejection.message(language) : message;
    }
}
