package org.kontor.engine;

import java.util.List;

/**
 * Part of a refusal said in the reader's language: a catalogue key and its arguments, like a
 * {@link Rejection} without a kind ("Red to move the robber" inside "The game waits for …").
 */
public record Phrase(String key, List<Object> args) {

    public Phrase {
        args = List.copyOf(args);
    }

    public static Phrase of(String key, Object... args) {
        return new Phrase(key, List.of(args));
    }

    /** The phrase in the reader's language. */
    public String message(Language language) {
        return Sentences.say(language, key, args);
    }
}
