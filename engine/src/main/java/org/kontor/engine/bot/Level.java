package org.kontor.engine.bot;

import java.util.Arrays;
import java.util.Locale;
import java.util.stream.Collectors;

/**
 * How well a bot plays. {@code RANDOM} picks uniformly among the commands its seat may give: the
 * baseline every other level is measured against. The others search the same way and differ in
 * how much they look at (docs/bots.md).
 */
public enum Level {
    RANDOM, EASY, NORMAL, STRONG;

    /** The level's name as hosts and scripts write it: {@code strong}. */
    public String word() {
        return name().toLowerCase(Locale.ROOT);
    }

    /** The level named {@code word} (any case); {@link IllegalArgumentException} naming the levels otherwise. */
    public static Level named(String word) {
        for (Level level : values()) {
            if (level.word().equalsIgnoreCase(word)) {
                return level;
            }
        }
        throw new IllegalArgumentException("There is no bot level \"" + word + "\"; the levels are "
                + Arrays.stream(values()).map(Level::word).collect(Collectors.joining(", ")) + ".");
    }
}
