package org.kontor.engine.elasund;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import org.junit.jupiter.api.Test;
import org.kontor.engine.position.DraftFields;

/** Elasund's position file: any moment written and read back is the same game; a bad field is named. */
class ElasundPositionTest {

    private static final ObjectMapper JSON = new ObjectMapper();

    private static ElasundState setUp(long seed) {
        return Elasund.setup(ElasundBoardFile.bundled(), PiecesFile.bundled(), 3, RuleOptions.standard(), seed);
    }

    @Test
    void a_moment_of_a_random_game_reads_back_as_the_same_game() {
        for (long seed = 11; seed < 16; seed++) {
            ElasundState played = new RandomElasund(RuleOptions.standard()).play(3, seed, 80);
            ObjectNode written = ElasundPosition.write(played);
            ElasundState back = ElasundPosition.read(setUp(seed), written);
            assertThat(ElasundPosition.write(back)).as("seed %d", seed).isEqualTo(written);
            for (int seat = 0; seat < 3; seat++) {
                assertThat(JSON.<com.fasterxml.jackson.databind.JsonNode>valueToTree(RandomElasund.RULES.view(back, seat)))
                        .isEqualTo(JSON.<com.fasterxml.jackson.databind.JsonNode>valueToTree(RandomElasund.RULES.view(played, seat)));
            }
        }
    }

    @Test
    void a_bad_field_is_named_and_nothing_is_read() throws Exception {
        ElasundState start = setUp(1);
        assertThatThrownBy(() -> ElasundPosition.read(start, JSON.readTree("{\"gold\": [3, -1, 3]}")))
                .isInstanceOf(DraftFields.Problem.class).hasMessage("gold[1]: a count, 0 or more, not -1");
        assertThatThrownBy(() -> ElasundPosition.read(start, JSON.readTree("{\"influence\": [[1], [1], [1]]}")))
                .hasMessageStartingWith("influence[0]: has 1 entries");
        assertThatThrownBy(() -> ElasundPosition.read(start, JSON.readTree("{\"deck\": null}")))
                .hasMessage("deck: may not be null");
        assertThatThrownBy(() -> ElasundPosition.read(start, JSON.readTree("{\"board\": 1}")))
                .hasMessageStartingWith("position.board: no such field");
        assertThat(ElasundPosition.write(start)).isEqualTo(ElasundPosition.write(setUp(1)));
    }
}
