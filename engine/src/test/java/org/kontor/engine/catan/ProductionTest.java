package org.kontor.engine.catan;

import org.kontor.engine.resources.Scarcity;
import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.kontor.engine.board.Resource;

/** "Obtener materias primas", the robber's block and the bank's shortage rule. */
class ProductionTest {

    // Hills 6 (hex 4): its top corner (mountains 10, pasture 2) and its bottom corner (forest 11, desert).
    @Test
    void a_settlement_gets_one_card_and_a_city_two_from_each_hex_showing_the_roll() {
        Situation t = Situation.beginner(4);
        t.settlement(1, t.corner(0, 1, 4)).city(2, t.corner(4, 8, 9)).turnOf(0);
        t.play(0, Command.Roll.table(2, 4));
        assertThat(t.hand(1)).isEqualTo(Situation.cards(1, 0, 0, 0, 0));
        assertThat(t.hand(2)).isEqualTo(Situation.cards(2, 0, 0, 0, 0));
        assertThat(t.hand(0).total()).isZero();
        assertThat(t.state.bank().brick()).isEqualTo(16);
        assertThat(t.events).anySatisfy(e -> assertThat(e).isInstanceOf(Event.Produced.class));
    }

    @Test
    void a_hex_with_the_robber_produces_nothing() {
        Situation t = Situation.beginner(4);
        t.settlement(1, t.corner(0, 1, 4)).robberOn(4).turnOf(0);
        t.play(0, Command.Roll.table(3, 3));
        assertThat(t.hand(1).total()).isZero();
    }

    @Test
    void when_the_bank_cannot_pay_everyone_a_resource_nobody_gets_it_but_other_resources_are_paid() {
        Situation t = Situation.beginner(4);
        // Seat 3 holds 18 of the 19 bricks; seats 1 and 2 are owed one brick each on a 6.
        t.give(3, Situation.cards(18, 0, 0, 0, 0));
        t.settlement(1, t.corner(0, 1, 4)).settlement(2, t.corner(4, 8, 9));
        // Fields 6 (hex 17) pays grain on the same roll.
        t.settlement(1, t.corner(16, 17)).turnOf(0);
        t.play(0, Command.Roll.table(1, 5));
        assertThat(t.hand(1)).isEqualTo(Situation.cards(0, 0, 0, 1, 0));
        assertThat(t.hand(2).total()).isZero();
        assertThat(t.state.bank().brick()).isEqualTo(1);
        assertThat(t.events).contains(new Event.ShortageWithheld(java.util.List.of(Resource.BRICK)));
    }

    @Test
    void when_only_one_player_is_owed_the_short_resource_that_player_takes_what_is_left() {
        Situation t = Situation.beginner(4);
        t.give(3, Situation.cards(18, 0, 0, 0, 0)).city(1, t.corner(0, 1, 4)).turnOf(0);
        t.play(0, Command.Roll.table(1, 5));
        assertThat(t.hand(1)).isEqualTo(Situation.cards(1, 0, 0, 0, 0));
        assertThat(t.state.bank().brick()).isZero();
    }

    @Test
    void the_strict_option_gives_nothing_even_to_a_single_player() {
        Situation t = Situation.beginner(4, new RuleOptions(Scarcity.NOBODY_GETS_IT, true, false));
        t.give(3, Situation.cards(18, 0, 0, 0, 0)).city(1, t.corner(0, 1, 4)).turnOf(0);
        t.play(0, Command.Roll.table(1, 5));
        assertThat(t.hand(1).total()).isZero();
        assertThat(t.state.bank().brick()).isEqualTo(1);
    }
}
