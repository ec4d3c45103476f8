package org.kontor.engine.merchants.cards;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.annotation.JsonSubTypes;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.util.Arrays;
import java.util.EnumSet;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.kontor.engine.board.Resource;

/** Views carry cards to the phones as JSON, and a serialized deck is itself a valid deck file. */
class JsonRoundTripTest {

    private final ObjectMapper json = new ObjectMapper();
    private final Deck deck = DeckFile.bundled("provisional");

    @Test
    void a_deck_written_by_jackson_reads_back_equal() throws Exception {
        String text = json.writeValueAsString(deck);
        assertThat(json.readValue(text, Deck.class)).isEqualTo(deck);
    }

    @Test
    void a_deck_written_by_jackson_is_a_valid_deck_file() throws Exception {
        String text = json.writerWithDefaultPrettyPrinter().writeValueAsString(deck);
        assertThat(DeckFile.parse("written.json", text)).isEqualTo(deck);
    }

    @Test
    void every_card_reads_back_equal() throws Exception {
        for (Card card : deck.cards()) {
            assertThat(json.readValue(json.writeValueAsString(card), Card.class)).isEqualTo(card);
        }
    }

    @Test
    void a_card_shows_the_phone_its_names_texts_and_effect_by_the_file_field_names() throws Exception {
        Card card = new Card("provisions", "Provisions", "Provisiones", 2, Timing.ACTION_PHASE,
                List.of(new Step.TakeResources(2, EnumSet.of(Resource.SALT, Resource.GRAIN))), "Take 2.", "Toma 2.");
        assertThat(json.writeValueAsString(card)).isEqualTo("""
                {"id":"provisions","nameEn":"Provisions","nameEs":"Provisiones","count":2,"timing":"ACTION_PHASE",\
                "effect":[{"type":"TakeResources","count":2,"allowed":["GRAIN","SALT"]}],\
                "textEn":"Take 2.","textEs":"Toma 2."}""");
    }

    @Test
    void every_step_round_trips_whatever_its_parameters() throws Exception {
        List<Step> steps = List.of(
                new Step.MoveRobberAndSteal(),
                new Step.TakeResources(3, EnumSet.of(Resource.ORE)),
                new Step.TakeGold(4),
                new Step.TakeResourceFromEachOpponent(2),
                new Step.FreeTradeRoutes(1),
                new Step.FreeMerchant(),
                new Step.FreeMerchantSteps(9),
                new Step.FreeCaravan(),
                new Step.FreeCaravanSteps(1));
        assertThat(steps).extracting(step -> step.getClass().getSimpleName())
                .containsExactlyElementsOf(DeckFile.STEP_PARAMETERS.keySet());
        for (Step step : steps) {
            assertThat(json.readValue(json.writeValueAsString(step), Step.class)).isEqualTo(step);
        }
    }

    @Test
    void the_file_reader_and_jackson_know_the_same_steps() {
        List<String> permitted = Arrays.stream(Step.class.getPermittedSubclasses()).map(Class::getSimpleName).toList();
        List<String> jackson = Arrays.stream(Step.class.getAnnotation(JsonSubTypes.class).value())
                .map(JsonSubTypes.Type::name).toList();
        assertThat(jackson).containsExactlyElementsOf(DeckFile.STEP_PARAMETERS.keySet());
        assertThat(permitted).containsExactlyInAnyOrderElementsOf(DeckFile.STEP_PARAMETERS.keySet());
    }
}
