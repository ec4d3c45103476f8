package org.kontor.engine.table;

import org.kontor.engine.Language;
import org.kontor.engine.Phrase;

/**
 * One way to read a change on the table: {@code seat} gave {@code command}, after which the
 * pieces stand as {@code after}. {@code phrase} says it for the phone that asks which reading was
 * meant ("red caravan along paths 12, 13, paying 1 gold"), in the reader's language.
 */
public record Reading<C>(int seat, C command, TableLayout after, Phrase phrase) {

    /** The reading in English (logs). */
    public String words() {
        return phrase.message(Language.ENGLISH);
    }

    public String words(Language language) {
        return phrase.message(language);
    }
}
