package org.kontor.engine.elasund;

import java.util.Locale;

/** The three colours of influence cards; payments of "2 of one colour" or "1 of each" name them. */
public enum Influence {
    BLUE, GREEN, RED;

    public String word() {
        return name().toLowerCase(Locale.ROOT);
    }
}
