package org.kontor.engine.merchants.cards;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatCode;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.EnumSet;
import java.util.Set;
import java.util.function.IntFunction;
import org.junit.jupiter.api.Test;
import org.kontor.engine.board.Resource;

/** The ranges docs/cards.md promises, checked at both ends. */
class StepTest {

    private static void assertRange(IntFunction<Step> step, String parameter, int min, int max) {
        assertThatCode(() -> step.apply(min)).doesNotThrowAnyException();
        assertThatCode(() -> step.apply(max)).doesNotThrowAnyException();
        assertThatThrownBy(() -> step.apply(min - 1))
                .hasMessage(parameter + " " + (min - 1) + " is out of range (" + min + ".." + max + ")");
        assertThatThrownBy(() -> step.apply(max + 1))
                .hasMessage(parameter + " " + (max + 1) + " is out of range (" + min + ".." + max + ")");
    }

    @Test
    void each_numeric_parameter_has_its_documented_range() {
        assertRange(n -> new Step.TakeResources(n, EnumSet.of(Resource.SALT)), "count", 1, 5);
        assertRange(Step.TakeGold::new, "amount", 1, 6);
        assertRange(Step.TakeResourceFromEachOpponent::new, "count", 1, 2);
        assertRange(Step.FreeTradeRoutes::new, "count", 1, 4);
        assertRange(Step.FreeMerchantSteps::new, "steps", 1, 9);
        assertRange(Step.FreeCaravanSteps::new, "steps", 1, 9);
    }

    @Test
    void brick_is_not_a_resource_of_this_game() {
        assertThatThrownBy(() -> new Step.TakeResources(1, Set.of(Resource.BRICK)))
                .hasMessage("allowed BRICK is not a resource of Merchants of Europe");
    }

    @Test
    void allowed_resources_keep_the_order_of_the_game_whatever_order_they_came_in() {
        Step.TakeResources step = new Step.TakeResources(1, Set.of(Resource.SALT, Resource.LUMBER, Resource.ORE));
        assertThat(step.allowed()).containsExactly(Resource.LUMBER, Resource.ORE, Resource.SALT);
    }

    @Test
    void timings_say_when_a_card_may_be_played() {
        assertThat(Timing.BEFORE_ROLL.allowsBeforeRoll()).isTrue();
        assertThat(Timing.BEFORE_ROLL.allowsActionPhase()).isFalse();
        assertThat(Timing.ACTION_PHASE.allowsBeforeRoll()).isFalse();
        assertThat(Timing.ACTION_PHASE.allowsActionPhase()).isTrue();
        assertThat(Timing.EITHER.allowsBeforeRoll()).isTrue();
        assertThat(Timing.EITHER.allowsActionPhase()).isTrue();
    }
}
