package org.kontor.engine.robber;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Map;
import org.junit.jupiter.api.Test;
import org.kontor.engine.RejectionKind;
import org.kontor.engine.board.Resource;
import org.kontor.engine.resources.Resources;

class DiscardsTest {

    private static final Resources EIGHT = Resources.of(Resource.LUMBER, 5).plus(Resource.BRICK, 3);

    @Test
    void everyone_over_the_limit_owes_half_rounded_down_and_they_discard_in_parallel() {
        Resources[] hands = {EIGHT, Resources.of(Resource.ORE, 7), Resources.of(Resource.ORE, 11)};
        Map<Integer, Integer> owed = Discards.owed(3, seat -> hands[seat], Discards.HAND_LIMIT);
        assertThat(owed).containsExactly(Map.entry(0, 4), Map.entry(2, 5));
        assertThat(Discards.after(owed, 2)).containsExactly(Map.entry(0, 4));
        assertThat(Discards.after(Discards.after(owed, 2), 0)).isEmpty();
        assertThat(Discards.owed(1, seat -> Resources.NONE, 7)).isEmpty();
    }

    @Test
    void a_discard_is_exactly_the_cards_owed_from_the_hand() {
        assertThat(Discards.check(EIGHT, 4, Resources.of(Resource.LUMBER, 2).plus(Resource.BRICK, 2))).isNull();
        assertThat(Discards.check(EIGHT, 4, Resources.of(Resource.LUMBER, 3)).message()).contains("exactly 4");
        assertThat(Discards.check(EIGHT, 4, Resources.of(Resource.BRICK, 4)).message()).contains("only cards you hold");
        assertThat(Discards.check(EIGHT, 4, null).kind()).isEqualTo(RejectionKind.BAD_INPUT);
        assertThat(Discards.check(EIGHT, 4, Resources.of(Resource.LUMBER, 5).plus(Resource.BRICK, -1)).kind())
                .isEqualTo(RejectionKind.BAD_INPUT);
    }

    @Test
    void a_steal_takes_each_card_of_the_hand_at_its_position() {
        Resources hand = Resources.of(Resource.WOOL, 2).plus(Resource.BRICK, 1);
        assertThat(Steal.card(hand, 0)).isEqualTo(Resource.WOOL);
        assertThat(Steal.card(hand, 1)).isEqualTo(Resource.WOOL);
        assertThat(Steal.card(hand, 2)).isEqualTo(Resource.BRICK);
    }
}
