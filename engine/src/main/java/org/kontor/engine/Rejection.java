package org.kontor.engine;

import java.util.List;

/**
 * A refused command: a kind for machines and a sentence for the player who tried it, kept as a
 * catalogue key and its arguments so that each reader gets it in their own language
 * ({@link Sentences}). Arguments are numbers, names (strings said as they are), game words
 * (enums, {@link org.kontor.engine.resources.Resources}, {@link Named}, a set of them) or
 * nested {@link Phrase}s.
 */
public record Rejection(RejectionKind kind, String key, List<Object> args) {

    public Rejection {
        args = List.copyOf(args);
    }

    public static Rejection of(RejectionKind kind, String key, Object... args) {
        return new Rejection(kind, key, List.of(args));
    }

    /** The sentence in English, as scripts, logs and saved-game errors print it. */
    public String message() {
        return Sentences.say(Language.ENGLISH, key, args);
    }

    /** The sentence in the reader's language. */
    public String message(Language language) {
        return Sentences.say(language, key, args);
    }
}
