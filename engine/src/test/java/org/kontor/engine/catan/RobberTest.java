package org.kontor.engine.catan;

import org.kontor.engine.resources.Scarcity;
import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.kontor.engine.RejectionKind;
import org.kontor.engine.resources.Resources;

/** "Si sale el siete": no production, discards of half above 7 cards, the robber and a steal. */
class RobberTest {

    @Test
    void on_a_7_players_over_7_cards_discard_half_rounded_down_in_any_order_then_the_roller_moves_the_robber() {
        Situation t = Situation.beginner(4);
        t.give(1, Situation.cards(3, 3, 3, 0, 0)).give(2, Situation.cards(2, 2, 2, 1, 0))
                .give(3, Situation.cards(2, 2, 2, 2, 2)).settlement(1, t.corner(0, 1, 4)).turnOf(0);
        t.play(0, Command.Roll.table(3, 4));
        assertThat(t.state.pending()).isEqualTo(new Pending.Discard(java.util.Map.of(1, 4, 3, 5)));
        assertThat(Catan.waitingFor(t.state)).containsExactly(1, 3);
        assertThat(t.refused(0, new Command.MoveRobber(4, 1))).contains("discard");
        // «Todos los jugadores que tengan más de 7 cartas … deberán deshacerse de la mitad»; then the roller
        // moves the robber. It is still Red's turn: the roller is told "not now", not "not your turn".
        for (Command own : java.util.List.of(new Command.EndTurn(), new Command.BuyCard(), new Command.MoveRobber(4, 1))) {
            assertThat(t.rejection(0, own).kind()).as("%s while others discard", own).isEqualTo(RejectionKind.NOT_AVAILABLE_NOW);
        }
        assertThat(t.refused(0, new Command.EndTurn())).isEqualTo("The game waits for players over 7 cards to discard half of them.");
        assertThat(t.rejection(2, new Command.EndTurn()).kind()).as("another's turn").isEqualTo(RejectionKind.NOT_YOUR_TURN);
        assertThat(t.refused(1, new Command.Discard(Situation.cards(3, 0, 0, 0, 0)))).contains("exactly 4");
        assertThat(t.refused(2, new Command.Discard(Situation.cards(1, 0, 0, 0, 0)))).contains("nothing to discard");
        t.play(3, new Command.Discard(Situation.cards(1, 1, 1, 1, 1)));
        t.play(1, new Command.Discard(Situation.cards(2, 2, 0, 0, 0)));
        assertThat(t.hand(1).total()).isEqualTo(5);
        assertThat(t.hand(2).total()).isEqualTo(7);
        assertThat(t.state.pending()).isEqualTo(new Pending.MoveRobber(0, false));
        assertThat(t.refused(0, new Command.MoveRobber(t.state.robberHex(), -1))).contains("another hex");
        assertThat(t.refused(0, new Command.MoveRobber(4, -1))).contains("Choose whom to rob");
        t.play(0, new Command.MoveRobber(4, 1));
        assertThat(t.state.robberHex()).isEqualTo(4);
        assertThat(t.hand(0).total()).isEqualTo(1);
        assertThat(t.hand(1).total()).isEqualTo(4);
        Event.CardStolen stolen = (Event.CardStolen) t.events.stream().filter(e -> e instanceof Event.CardStolen).findFirst().orElseThrow();
        assertThat(stolen.seenBy(2)).isEqualTo(new Event.CardStolen(0, 1, null));
        assertThat(stolen.seenBy(1)).isEqualTo(stolen);
    }

    /**
     * The Spanish rulebook: «Después le roba a otro jugador que tenga una ciudad o poblado alrededor de
     * ese campo, una carta de materia prima … Si hay más de un jugador que tenga poblados o ciudades
     * alrededor de ese campo, podrá elegir a qué jugador desea robarle la carta.» Any opponent with a
     * building there may be chosen, one without cards too (nothing is stolen); nobody only when no
     * opponent has a building there.
     */
    @Test
    void by_the_rulebook_any_opponent_with_a_building_on_the_hex_may_be_chosen_even_one_without_cards() {
        Situation t = Situation.beginner(4);
        t.settlement(1, t.corner(0, 1, 4)).settlement(2, t.corner(4, 8, 9)).give(2, Situation.cards(0, 1, 0, 0, 0)).turnOf(0);
        t.play(0, Command.Roll.table(3, 4));
        assertThat(t.choices(0, "move-robber")).contains(new Command.MoveRobber(4, 2), new Command.MoveRobber(4, 1))
                .doesNotContain(new Command.MoveRobber(4, -1), new Command.MoveRobber(4, 3));
        assertThat(t.refused(0, new Command.MoveRobber(4, -1))).isEqualTo("Choose whom to rob: another player has a settlement or city on hex 4.");
        assertThat(t.refused(0, new Command.MoveRobber(4, 3))).contains("cannot be robbed").doesNotContain("resource card");
        Resources before = t.hand(0);
        t.play(0, new Command.MoveRobber(4, 1));
        assertThat(t.events).contains(new Event.NothingStolen(0));
        assertThat(t.hand(0)).isEqualTo(before);
    }

    @Test
    void with_victim_with_cards_the_victim_must_have_a_building_on_the_hex_and_a_card_and_nobody_is_robbed_when_none_has() {
        Situation t = Situation.beginner(4, new RuleOptions(Scarcity.ONE_CLAIMANT_GETS_WHAT_IS_LEFT, true, false, true));
        t.settlement(1, t.corner(0, 1, 4)).settlement(2, t.corner(4, 8, 9)).give(2, Situation.cards(0, 1, 0, 0, 0)).turnOf(0);
        t.play(0, Command.Roll.table(3, 4));
        assertThat(t.choices(0, "move-robber")).contains(new Command.MoveRobber(4, 2))
                .doesNotContain(new Command.MoveRobber(4, 1), new Command.MoveRobber(4, -1), new Command.MoveRobber(4, 3));
        assertThat(t.refused(0, new Command.MoveRobber(4, 1))).contains("cannot be robbed");
        // Mountains 10 (hex 0) has no building: nobody to rob.
        t.play(0, new Command.MoveRobber(0, -1));
        assertThat(t.events).contains(new Event.NothingStolen(0));
    }

    @Test
    void the_desert_is_a_legal_destination_unless_the_spanish_reading_says_number_tokens_only() {
        Situation t = Situation.beginner(4).robberOn(4).turnOf(0);
        t.play(0, Command.Roll.table(3, 4));
        assertThat(t.choices(0, "move-robber")).contains(new Command.MoveRobber(9, -1));
        Situation strict = Situation.beginner(4, new RuleOptions(Scarcity.ONE_CLAIMANT_GETS_WHAT_IS_LEFT, false, false))
                .robberOn(4).turnOf(0);
        strict.play(0, Command.Roll.table(3, 4));
        assertThat(strict.refused(0, new Command.MoveRobber(9, -1))).contains("not the desert");
    }
}
