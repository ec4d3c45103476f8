package org.kontor.web.session;

import org.kontor.engine.RejectionKind;

/**
 * The session's answer to one request: accepted (and the views it published), or refused with a
 * kind and a sentence. A refusal changes nothing; {@code published} is then the current views, so
 * a stale sender can be given the fresh state.
 */
public record Outcome(boolean accepted, RejectionKind kind, String message, Published published) {

    static Outcome accepted(Published published) {
        return new Outcome(true, null, null, published);
    }

    static Outcome refused(RejectionKind kind, String message, Published published) {
        return new Outcome(false, kind, message, published);
    }
}
