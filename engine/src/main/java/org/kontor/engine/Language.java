package org.kontor.engine;

import java.util.Locale;

/**
 * A language the players read: refusals are given in each (docs/api.md, "Refusals in the
 * player's language"). Adding one means a constant here and a {@code refusals_<code>.properties}
 * beside every English one.
 */
public enum Language {
    ENGLISH("en"),
    SPANISH("es");

    private final String code;

    Language(String code) {
        this.code = code;
    }

    /** The two-letter code pages and the command line use: "en", "es". */
    public String code() {
        return code;
    }

    /**
     * The language with this code ("es", "ES", "es-AR" all name Spanish); English when the code is
     * null, empty or names a language Kontor does not speak, since a refusal must always be said.
     */
    public static Language ofCode(String code) {
        if (code != null) {
            String base = code.trim().toLowerCase(Locale.ROOT);
            for (Language language : values()) {
                if (base.equals(language.code) || base.startsWith(language.code + "-")) {
                    return language;
                }
            }
        }
        return ENGLISH;
    }

    /** The language with exactly this code, or null: for the command line, which names a wrong one. */
    public static Language exactly(String code) {
        for (Language language : values()) {
            if (language.code.equals(code)) {
                return language;
            }
        }
        return null;
    }
}
