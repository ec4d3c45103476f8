package org.kontor.engine.elasund;

import com.fasterxml.jackson.annotation.JsonValue;
import java.util.Locale;

/**
 * The three colours of influence cards; payments of "2 of one colour" or "1 of each" name them.
 * Written in lower case everywhere (events, views, legal actions), as the commands' fields name them.
 */
public enum Influence {
    BLUE, GREEN, RED;

    @JsonValue
    public String word() {
        return name().toLowerCase(Locale.ROOT);
    }
}
