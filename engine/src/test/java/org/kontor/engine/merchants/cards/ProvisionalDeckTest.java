package org.kontor.engine.merchants.cards;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

class ProvisionalDeckTest {

    private final Deck deck = DeckFile.bundled("provisional");

    @Test
    void the_bundled_deck_loads_and_says_it_is_provisional() {
        assertThat(deck.id()).isEqualTo("provisional");
        assertThat(deck.game()).isEqualTo("merchants");
        assertThat(deck.provisional()).isTrue();
    }

    @Test
    void the_bundled_deck_holds_the_25_cards_of_the_box() {
        assertThat(deck.size()).isEqualTo(25);
        assertThat(deck.copies()).hasSize(25);
    }

    @Test
    void every_card_has_a_name_and_a_text_in_english_and_spanish() {
        for (Card card : deck.cards()) {
            assertThat(List.of(card.nameEn(), card.nameEs(), card.textEn(), card.textEs()))
                    .as(card.id()).allSatisfy(text -> assertThat(text).isNotBlank());
        }
    }

    @Test
    void the_lancer_moves_the_robber_before_the_roll_or_in_the_action_phase() {
        Card lancer = deck.card("lancer");
        assertThat(lancer.nameEn()).isEqualTo("Lancer");
        assertThat(lancer.nameEs()).isEqualTo("Lancero");
        assertThat(lancer.timing().allowsBeforeRoll()).isTrue();
        assertThat(lancer.timing().allowsActionPhase()).isTrue();
        assertThat(lancer.effect()).containsExactly(new Step.MoveRobberAndSteal());
        assertThat(lancer.count()).isBetween(6, 8);
    }

    @Test
    void no_card_but_the_lancer_may_be_played_before_the_roll() {
        // The rulebook names only the Lancer for that moment (ES production phase note).
        assertThat(deck.cards()).filteredOn(card -> card.timing().allowsBeforeRoll())
                .extracting(Card::id).containsExactly("lancer");
    }

    @Test
    void every_deck_file_in_the_resources_is_bundled_and_loads() throws IOException {
        try (Stream<Path> files = Files.list(Path.of("src/main/resources/decks"))) {
            List<String> ids = files.map(file -> file.getFileName().toString())
                    .map(name -> name.substring(0, name.length() - ".json".length())).sorted().toList();
            assertThat(ids).containsExactlyInAnyOrderElementsOf(DeckFile.bundledIds());
        }
        for (String id : DeckFile.bundledIds()) {
            assertThat(DeckFile.bundled(id).id()).isEqualTo(id);
        }
    }
}
