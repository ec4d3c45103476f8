package org.kontor.engine.dice;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.Arrays;
import java.util.Iterator;
import java.util.List;
import org.junit.jupiter.api.Test;

class DiceTest {

    @Test
    void a_roll_takes_two_dice_from_the_source_the_first_die_first() {
        Iterator<Integer> values = List.of(3, 4).iterator();
        Dice dice = Dice.roll(values::next);
        assertThat(dice).isEqualTo(new Dice(3, 4));
        assertThat(dice.total()).isEqualTo(7);
        assertThat(dice.isSeven()).isTrue();
        assertThat(new Dice(6, 6).isSeven()).isFalse();
    }

    @Test
    void an_entered_roll_is_two_values_from_1_to_6() {
        assertThat(Dice.entered(List.of(1, 6))).isEqualTo(new Dice(1, 6));
        assertThat(Dice.entered(List.of(0, 6))).isNull();
        assertThat(Dice.entered(List.of(1, 7))).isNull();
        assertThat(Dice.entered(List.of(3))).isNull();
        assertThat(Dice.entered(List.of(1, 2, 3))).isNull();
        assertThat(Dice.entered(Arrays.asList(1, null))).isNull();
        assertThat(Dice.entered(null)).isNull();
    }

    @Test
    void a_source_outside_1_to_6_is_a_bug_and_says_so() {
        assertThatThrownBy(() -> Dice.roll(() -> 7)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("1 to 6");
    }
}
