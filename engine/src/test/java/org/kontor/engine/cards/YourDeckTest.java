package org.kontor.engine.cards;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;

/**
 * Checks a group's own deck file until the hub's {@code --deck FILE} option exists (docs/cards.md):
 * {@code mvn -B -q -pl engine test -Dtest=YourDeckTest -Dkontor.deck=/path/to/our-deck.json}.
 * Without the property there is nothing to check, so the test is skipped, on every machine alike.
 */
class YourDeckTest {

    @Test
    void the_deck_file_named_by_kontor_deck_is_valid() throws Exception {
        String name = System.getProperty("kontor.deck");
        assumeTrue(name != null, "no -Dkontor.deck=FILE given");
        Path file = Path.of(name);
        Deck deck = DeckFile.parse(file.getFileName().toString(), Files.readString(file));
        System.out.println(file.getFileName() + ": deck '" + deck.id() + "', " + deck.cards().size()
                + " kinds of card, " + deck.size() + " cards, " + (deck.provisional() ? "provisional" : "not provisional"));
        assertThat(deck.size()).isEqualTo(Deck.SIZES.get(deck.game()));
    }
}
