package org.kontor.engine.merchants.cards;

import java.util.List;
import java.util.regex.Pattern;
import org.kontor.engine.Language;
import org.kontor.engine.Named;

/**
 * One kind of development card and how many copies of it the deck holds. Names and texts come in
 * English and Spanish because the phone shows them in its player's language.
 */
public record Card(String id, String nameEn, String nameEs, int count, Timing timing, List<Step> effect,
                   String textEn, String textEs) implements Named {

    /** Ids are written into journals and deck files, so they stay plain. */
    static final Pattern ID = Pattern.compile("[a-z0-9]+(-[a-z0-9]+)*");

    public static final int MAX_COPIES = 25;

    public Card {
        checkId("id", id);
        checkText("nameEn", nameEn);
        checkText("nameEs", nameEs);
        if (count < 1 || count > MAX_COPIES) {
            throw new IllegalArgumentException("count " + count + " is out of range (1.." + MAX_COPIES + ")");
        }
        if (timing == null) {
            throw new IllegalArgumentException("timing is missing");
        }
        if (effect == null || effect.isEmpty()) {
            throw new IllegalArgumentException("effect must hold at least one step");
        }
        effect = List.copyOf(effect);
        checkText("textEn", textEn);
        checkText("textEs", textEs);
    }

    /** The card's name as its deck file gives it in the reader's language. */
    @Override
    public String name(Language language) {
        return switch (language) {
            case ENGLISH -> nameEn;
            case SPANISH -> nameEs;
        };
    }

    static void checkId(String field, String id) {
        if (id == null) {
            throw new IllegalArgumentException(field + " is missing");
        }
        if (!ID.matcher(id).matches()) {
            throw new IllegalArgumentException(field + " '" + id
                    + "' must be lowercase letters and digits, words joined by hyphens (like 'trade-fair')");
        }
    }

    static void checkText(String field, String text) {
        if (text == null) {
            throw new IllegalArgumentException(field + " is missing");
        }
        if (text.isBlank()) {
            throw new IllegalArgumentException(field + " is empty");
        }
    }
}
