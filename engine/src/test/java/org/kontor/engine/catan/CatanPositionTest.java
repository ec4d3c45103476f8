package org.kontor.engine.catan;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import org.junit.jupiter.api.Test;
import org.kontor.engine.position.DraftFields;

/** Catan's position file: any moment written and read back is the same game; a bad field is named. */
class CatanPositionTest {

    private static final ObjectMapper JSON = new ObjectMapper();
    private static final CatanConfig CONFIG = new CatanConfig(IslandSetup.beginnerBoard(), IslandSetup.Layout.BEGINNER, 4,
            RuleOptions.standard());

    @Test
    void a_moment_of_a_random_game_reads_back_as_the_same_game() {
        for (long seed = 11; seed < 16; seed++) {
            CatanState played = new RandomCatan(false).play(CONFIG, seed, 8);
            ObjectNode written = CatanPosition.write(played);
            CatanState back = CatanPosition.read(Catan.setup(CONFIG, seed), written);
            assertThat(CatanPosition.write(back)).as("seed %d", seed).isEqualTo(written);
            assertThat(back.version()).isEqualTo(played.version());
            for (int seat = 0; seat < 4; seat++) {
                assertThat(JSON.<com.fasterxml.jackson.databind.JsonNode>valueToTree(RandomCatan.RULES.view(back, seat)))
                        .isEqualTo(JSON.<com.fasterxml.jackson.databind.JsonNode>valueToTree(RandomCatan.RULES.view(played, seat)));
                assertThat(RandomCatan.RULES.legalActions(back, seat)).isEqualTo(RandomCatan.RULES.legalActions(played, seat));
            }
        }
    }

    @Test
    void a_bad_field_is_named_and_nothing_is_read() throws Exception {
        CatanState start = Catan.setup(CONFIG, 1);
        assertThatThrownBy(() -> CatanPosition.read(start, JSON.readTree("{\"robberHex\": 40}")))
                .isInstanceOf(DraftFields.Problem.class).hasMessage("robberHex: a hex from 0 to 18, not 40");
        assertThatThrownBy(() -> CatanPosition.read(start, JSON.readTree("{\"colour\": 1}")))
                .hasMessageStartingWith("position.colour: no such field; the fields are version, players, bank");
        assertThatThrownBy(() -> CatanPosition.read(start, JSON.readTree("{\"roadLength\": [1, 2]}")))
                .hasMessage("roadLength: has 2 entries, and this game as set up has 4");
        assertThatThrownBy(() -> CatanPosition.read(start, JSON.readTree("{\"active\": \"two\"}")))
                .hasMessageStartingWith("active: ");
        assertThatThrownBy(() -> CatanPosition.read(start, JSON.readTree("{\"island\": 1}")))
                .hasMessageStartingWith("position.island: no such field");
        assertThat(CatanPosition.write(start)).as("the set-up game is untouched").isEqualTo(CatanPosition.write(Catan.setup(CONFIG, 1)));
    }
}
