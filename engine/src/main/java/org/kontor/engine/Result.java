package org.kontor.engine;

import java.util.List;

/** The outcome of applying a command: a new state with what happened, or a refusal. */
public sealed interface Result<S, E> {

    record Accepted<S, E>(S state, List<E> events) implements Result<S, E> {
        public Accepted {
            events = List.copyOf(events);
        }
    }

    /** The state is untouched: the caller keeps the one it had. */
    record Rejected<S, E>(Rejection rejection) implements Result<S, E> {}

    /** A refusal whose sentence is the catalogue's {@code key} filled with {@code args} (see {@link Sentences}). */
    static <S, E> Result<S, E> rejected(RejectionKind kind, String key, Object... args) {
        return new Rejected<>(Rejection.of(kind, key, args));
    }
}
