package org.kontor.engine.hansa;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import org.junit.jupiter.api.Test;
import org.kontor.engine.position.DraftFields;

/** Hansa's position file: any moment written and read back is the same game; a bad field is named. */
class HansaPositionTest {

    private static final ObjectMapper JSON = new ObjectMapper();

    private static HansaState setUp(long seed) {
        return Hansa.setup(HansaMapFile.bundled("hansa-45"), 4, RuleOptions.standard(), seed);
    }

    @Test
    void a_moment_of_a_random_game_reads_back_as_the_same_game() {
        for (long seed = 11; seed < 16; seed++) {
            HansaState played = new RandomHansa(false).play("hansa-45", 4, seed, 60);
            ObjectNode written = HansaPosition.write(played);
            HansaState back = HansaPosition.read(setUp(seed), written);
            assertThat(HansaPosition.write(back)).as("seed %d", seed).isEqualTo(written);
            for (int seat = 0; seat < 4; seat++) {
                assertThat(JSON.<com.fasterxml.jackson.databind.JsonNode>valueToTree(RandomHansa.RULES.view(back, seat)))
                        .isEqualTo(JSON.<com.fasterxml.jackson.databind.JsonNode>valueToTree(RandomHansa.RULES.view(played, seat)));
            }
        }
    }

    @Test
    void a_bad_field_is_named_and_nothing_is_read() throws Exception {
        HansaState start = setUp(1);
        assertThatThrownBy(() -> HansaPosition.read(start, JSON.readTree("{\"active\": 4}")))
                .isInstanceOf(DraftFields.Problem.class).hasMessage("active: a seat from 0 to 3, not 4");
        assertThatThrownBy(() -> HansaPosition.read(start, JSON.readTree("{\"prestige\": [0, 0, -2, 0]}")))
                .hasMessage("prestige[2]: a count, 0 or more, not -2");
        assertThatThrownBy(() -> HansaPosition.read(start, JSON.readTree("{\"held\": [[], []]}")))
                .hasMessage("held: has 2 entries, and this game as set up has 4");
        assertThatThrownBy(() -> HansaPosition.read(start, JSON.readTree("{\"pending\": {\"type\": \"Nap\"}}")))
                .hasMessageStartingWith("pending: ");
        assertThat(HansaPosition.write(start)).isEqualTo(HansaPosition.write(setUp(1)));
    }
}
