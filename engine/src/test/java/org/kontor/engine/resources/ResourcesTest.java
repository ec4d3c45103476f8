package org.kontor.engine.resources;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.ObjectMapper;
import org.junit.jupiter.api.Test;
import org.kontor.engine.board.Resource;

class ResourcesTest {

    @Test
    void arithmetic_by_kind() {
        Resources hand = Resources.of(Resource.BRICK, 2).plus(Resources.of(Resource.ORE, 3));
        assertThat(hand.count(Resource.BRICK)).isEqualTo(2);
        assertThat(hand.total()).isEqualTo(5);
        assertThat(hand.covers(Resources.of(Resource.ORE, 3))).isTrue();
        assertThat(hand.covers(Resources.of(Resource.ORE, 4))).isFalse();
        assertThat(hand.minus(Resources.of(Resource.BRICK, 3)).hasNegative()).isTrue();
        assertThat(hand.plusMinus(Resources.of(Resource.WOOL, 1), Resources.of(Resource.ORE, 3)))
                .isEqualTo(Resources.of(Resource.BRICK, 2).plus(Resource.WOOL, 1));
        assertThat(hand.describe()).isEqualTo("3 ore, 2 brick");
        assertThat(Resources.NONE.describe()).isEqualTo("nothing");
    }

    @Test
    void half_of_a_hand_over_the_limit_rounded_down_is_discarded() {
        assertThat(Resources.of(Resource.GRAIN, 7).discardHalf(7)).isZero();
        assertThat(Resources.of(Resource.GRAIN, 8).discardHalf(7)).isEqualTo(4);
        assertThat(Resources.of(Resource.GRAIN, 9).discardHalf(7)).isEqualTo(4);
        assertThat(Resources.of(Resource.GRAIN, 6).plus(Resource.BRICK, 5).discardHalf(7)).isEqualTo(5);
    }

    @Test
    void brick_is_left_out_of_the_json_while_zero_so_older_views_keep_their_text() throws Exception {
        ObjectMapper json = new ObjectMapper();
        assertThat(json.writeValueAsString(new Resources(1, 0, 0, 0, 2)))
                .isEqualTo("{\"lumber\":1,\"wool\":0,\"grain\":0,\"ore\":0,\"salt\":2}");
        assertThat(json.writeValueAsString(Resources.of(Resource.BRICK, 1))).contains("\"brick\":1");
        assertThat(json.readValue("{\"lumber\":1,\"brick\":2}", Resources.class))
                .isEqualTo(Resources.of(Resource.LUMBER, 1).plus(Resource.BRICK, 2));
    }
}
