package org.kontor.engine.merchants.cards;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.EnumSet;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.kontor.engine.board.Resource;

/** Deck files are written by players, so each mistake must come back as one sentence that points at it. */
class DeckFileTest {

    /** The smallest valid Merchants deck: one kind of card, 25 copies. */
    private static final String ONE_KIND = """
            {
              "format": 1,
              "id": "ours",
              "game": "merchants",
              "title": "Our cards",
              "provisional": false,
              "cards": [
                {"id": "fair", "nameEn": "Fair", "nameEs": "Feria", "count": 25, "timing": "ACTION_PHASE",
                 "effect": [{"type": "TakeResources", "count": 2}],
                 "textEn": "Take 2 resources.", "textEs": "Toma 2 materias primas."}
              ]
            }
            """;

    private static String broken(String from, String to) {
        assertThat(ONE_KIND).contains(from);
        return ONE_KIND.replace(from, to);
    }

    private static void assertRejected(String json, String message) {
        assertThatThrownBy(() -> DeckFile.parse("ours.json", json))
                .isInstanceOf(DeckFileException.class).hasMessage(message);
    }

    @Test
    void a_valid_file_reads_with_any_resource_allowed_when_the_list_is_left_out() {
        Deck deck = DeckFile.parse("ours.json", ONE_KIND);
        assertThat(deck.provisional()).isFalse();
        assertThat(deck.size()).isEqualTo(25);
        assertThat(deck.card("fair").effect()).containsExactly(new Step.TakeResources(2,
                EnumSet.of(Resource.LUMBER, Resource.WOOL, Resource.GRAIN, Resource.ORE, Resource.SALT)));
    }

    @Test
    void malformed_json_names_the_line_and_column() {
        assertThatThrownBy(() -> DeckFile.parse("ours.json", broken("\"id\": \"ours\",", "\"id\": \"ours\"")))
                .isInstanceOf(DeckFileException.class)
                .hasMessageStartingWith("ours.json: line 4, column 3: malformed JSON: Unexpected character ('\"'")
                .hasMessageContaining("was expecting comma");
    }

    @Test
    void a_file_that_is_not_one_object_is_rejected() {
        assertRejected("[]", "ours.json: the file must hold one JSON object, like the example in docs/cards.md");
        assertRejected("", "ours.json: the file must hold one JSON object, like the example in docs/cards.md");
    }

    @Test
    void text_after_the_object_is_rejected() {
        assertThatThrownBy(() -> DeckFile.parse("ours.json", ONE_KIND + "}"))
                .isInstanceOf(DeckFileException.class)
                .hasMessageStartingWith("ours.json: line 13, column 1: malformed JSON: ");
    }

    @Test
    void a_field_given_twice_is_rejected() {
        assertThatThrownBy(() -> DeckFile.parse("ours.json", broken("\"count\": 25,", "\"count\": 25, \"count\": 5,")))
                .isInstanceOf(DeckFileException.class)
                .hasMessageStartingWith("ours.json: line 8, column")
                .hasMessageContaining("Duplicate field 'count'");
    }

    @Test
    void a_step_parameter_out_of_range_names_the_card_the_step_and_the_range() {
        assertRejected(broken("\"type\": \"TakeResources\", \"count\": 2", "\"type\": \"TakeResources\", \"count\": 0"),
                "ours.json: cards[0].effect[0].count 0 is out of range (1..5)");
    }

    @Test
    void an_unknown_step_lists_the_known_ones() {
        assertRejected(broken("\"type\": \"TakeResources\", \"count\": 2", "\"type\": \"StealGold\""),
                "ours.json: cards[0].effect[0].type 'StealGold' is not a known step; the steps are MoveRobberAndSteal, "
                        + "TakeResources, TakeGold, TakeResourceFromEachOpponent, FreeTradeRoutes, FreeMerchant, "
                        + "FreeMerchantSteps, FreeCaravan, FreeCaravanSteps");
    }

    @Test
    void a_step_without_a_type_is_rejected() {
        assertRejected(broken("\"type\": \"TakeResources\", \"count\": 2", "\"count\": 2"),
                "ours.json: cards[0].effect[0].type is missing");
    }

    @Test
    void a_parameter_the_step_does_not_have_is_rejected() {
        assertRejected(broken("\"count\": 2}", "\"count\": 2, \"amount\": 2}"),
                "ours.json: cards[0].effect[0].amount is not a parameter of TakeResources; its parameters are count, allowed");
        assertRejected(broken("\"type\": \"TakeResources\", \"count\": 2", "\"type\": \"FreeMerchant\", \"steps\": 3"),
                "ours.json: cards[0].effect[0].steps is not a parameter of FreeMerchant, which has none");
    }

    @Test
    void a_missing_step_parameter_is_rejected() {
        assertRejected(broken("\"type\": \"TakeResources\", \"count\": 2", "\"type\": \"TakeGold\""),
                "ours.json: cards[0].effect[0].amount is missing");
    }

    @Test
    void a_resource_outside_the_game_is_rejected_with_the_ones_it_has() {
        assertRejected(broken("\"count\": 2}", "\"count\": 2, \"allowed\": [\"SALT\", \"BRICK\"]}"),
                "ours.json: cards[0].effect[0].allowed[1] \"BRICK\" is not a resource; use LUMBER, WOOL, GRAIN, ORE, SALT");
        assertRejected(broken("\"count\": 2}", "\"count\": 2, \"allowed\": []}"),
                "ours.json: cards[0].effect[0].allowed must name at least one resource");
    }

    @Test
    void a_card_without_a_spanish_name_is_rejected() {
        assertRejected(broken("\"nameEs\": \"Feria\", ", ""), "ours.json: cards[0].nameEs is missing");
        assertRejected(broken("\"nameEs\": \"Feria\"", "\"nameEs\": \" \""), "ours.json: cards[0].nameEs is empty");
    }

    @Test
    void a_misspelt_field_is_rejected_with_the_right_spellings() {
        assertRejected(broken("\"nameEs\"", "\"nameES\""),
                "ours.json: cards[0].nameES is not a card field; the fields are id, nameEn, nameEs, count, timing, "
                        + "effect, textEn, textEs");
    }

    @Test
    void a_count_written_as_a_word_is_rejected() {
        assertRejected(broken("\"count\": 25", "\"count\": \"25\""),
                "ours.json: cards[0].count must be a whole number, not \"25\"");
    }

    @Test
    void an_unknown_timing_lists_the_timings() {
        assertRejected(broken("ACTION_PHASE", "ANYTIME"),
                "ours.json: cards[0].timing 'ANYTIME' is not one of BEFORE_ROLL, ACTION_PHASE, EITHER");
    }

    @Test
    void a_card_without_steps_is_rejected() {
        assertRejected(broken("[{\"type\": \"TakeResources\", \"count\": 2}]", "[]"),
                "ours.json: cards[0].effect must hold at least one step");
    }

    @Test
    void a_card_id_that_is_not_plain_is_rejected() {
        assertRejected(broken("\"id\": \"fair\"", "\"id\": \"Trade Fair\""),
                "ours.json: cards[0].id 'Trade Fair' must be lowercase letters and digits, words joined by hyphens "
                        + "(like 'trade-fair')");
    }

    @Test
    void two_cards_with_one_id_are_rejected() {
        String card = """
                {"id": "fair", "nameEn": "Fair", "nameEs": "Feria", "count": 5, "timing": "EITHER",
                 "effect": [{"type": "TakeGold", "amount": 1}], "textEn": "Take 1 gold.", "textEs": "Toma 1 de oro."}""";
        String json = ONE_KIND.replace("\"count\": 25", "\"count\": 20").replace("\n  ]", ",\n" + card + "\n  ]");
        assertRejected(json, "ours.json: cards[1].id 'fair' is already used by cards[0]");
    }

    @Test
    void a_deck_that_does_not_add_up_to_25_is_rejected() {
        assertRejected(broken("\"count\": 25", "\"count\": 24"),
                "ours.json: the cards' counts add up to 24, but a merchants deck has exactly 25 cards");
    }

    @Test
    void a_card_count_beyond_the_deck_is_out_of_range() {
        assertRejected(broken("\"count\": 25", "\"count\": 26"), "ours.json: cards[0].count 26 is out of range (1..25)");
    }

    @Test
    void an_unknown_game_is_rejected() {
        assertRejected(broken("\"merchants\"", "\"catan\""),
                "ours.json: game 'catan' is not one Kontor has decks for (merchants)");
    }

    @Test
    void a_later_file_format_is_rejected() {
        assertRejected(broken("\"format\": 1", "\"format\": 2"),
                "ours.json: format 2 is not supported; this version of Kontor reads format 1");
    }

    @Test
    void the_provisional_flag_must_be_true_or_false() {
        assertRejected(broken("\"provisional\": false", "\"provisional\": \"no\""),
                "ours.json: provisional must be true or false, not \"no\"");
    }

    @Test
    void a_missing_card_list_is_rejected() {
        assertRejected(ONE_KIND.substring(0, ONE_KIND.indexOf(",\n  \"cards\"")) + "}",
                "ours.json: cards is missing");
    }

    @Test
    void an_unknown_bundled_deck_names_the_bundled_ones() {
        assertThatThrownBy(() -> DeckFile.bundled("printed"))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("no bundled deck 'printed'; the bundled decks are " + List.of("provisional"));
    }
}
