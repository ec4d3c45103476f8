package org.kontor.engine.merchants.cards;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;

/** docs/cards.md is where groups learn to write decks, so what it shows must stay true. */
class CardsDocTest {

    private static final Path DOC = Path.of("../docs/cards.md");

    private static String doc() throws IOException {
        return Files.readString(DOC);
    }

    private static String section(String heading) throws IOException {
        String doc = doc();
        int start = doc.indexOf("\n## " + heading + "\n");
        assertThat(start).as("section " + heading).isNotNegative();
        int end = doc.indexOf("\n## ", start + 1);
        return end < 0 ? doc.substring(start) : doc.substring(start, end);
    }

    @Test
    void the_example_deck_file_in_the_docs_is_valid() throws IOException {
        String section = section("The deck file");
        int start = section.indexOf("```json\n") + "```json\n".length();
        String example = section.substring(start, section.indexOf("```", start));
        Deck deck = DeckFile.parse("docs/cards.md example", example);
        assertThat(deck.size()).isEqualTo(25);
        assertThat(deck.cards()).hasSize(3);
    }

    @Test
    void every_step_is_documented() throws IOException {
        String vocabulary = section("Step vocabulary");
        for (String step : DeckFile.STEP_PARAMETERS.keySet()) {
            assertThat(vocabulary).contains("| `" + step + "` |");
        }
    }

    @Test
    void the_provisional_deck_table_matches_the_file() throws IOException {
        String table = section("The provisional deck");
        Deck deck = DeckFile.bundled("provisional");
        for (Card card : deck.cards()) {
            assertThat(table).contains("| `" + card.id() + "` | " + card.nameEn() + " | " + card.nameEs() + " | "
                    + card.count() + " | " + card.timing() + " |");
        }
        List<String> rows = table.lines().filter(line -> line.matches("\\| `[a-z0-9-]+` \\|.*")).toList();
        assertThat(rows).hasSize(deck.cards().size());
        assertThat(table).contains("PROVISIONAL");
    }

    @Test
    void the_docs_open_with_the_provisional_notice() throws IOException {
        assertThat(doc().lines().limit(5).toList()).anySatisfy(line -> assertThat(line).contains("**PROVISIONAL.**"));
    }
}
