package org.kontor.engine.merchants;

import static org.assertj.core.api.Assertions.assertThat;
import static org.kontor.engine.merchants.Games.play;
import static org.kontor.engine.merchants.Games.reject;

import java.util.Map;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.kontor.engine.Rejection;
import org.kontor.engine.RejectionKind;
import org.kontor.engine.board.Resource;
import org.kontor.engine.board.Terrain;
import org.kontor.engine.resources.Resources;

/** A roll of 7 (rulebook p. 5): discards, the robber's move, the steal. */
class RobberTest {

    static final int RED = 0;
    static final int BLUE = 1;
    static final int WHITE = 2;
    static final int ORANGE = 3;

    int fields;
    int forest;
    int desert;
    MerchantsState start;

    @BeforeEach
    void board() {
        TestBoard b = new TestBoard();
        fields = b.hex(0, 0, Terrain.FIELDS, 5);
        forest = b.hex(1, 0, Terrain.FOREST, 9);
        desert = b.hex(0, 1, Terrain.PASTURE, 0);
        b.city("A", b.corner(fields, 0)).city("B", b.corner(fields, 5)).city("C", b.corner(forest, 0));
        Draft d = Games.emptyTable(Games.tableDice(b.build("robber"), Games.FOUR), 9);
        d.robberHex = desert;
        d.placeKontor(b.corner(fields, 0), WHITE);
        d.placeKontor(b.corner(fields, 5), ORANGE);
        d.placeKontor(b.corner(forest, 0), BLUE);
        d.active = BLUE;
        start = d.freeze();
    }

    MerchantsState withHands(Resources blue, Resources white, Resources orange) {
        Draft d = new Draft(start);
        d.give(BLUE, blue);
        d.give(WHITE, white);
        d.give(ORANGE, orange);
        return d.freeze();
    }

    @Test
    void with_9_cards_a_player_discards_4_and_with_7_none() {
        MerchantsState s = withHands(new Resources(2, 2, 2, 1, 0), new Resources(3, 3, 3, 0, 0), Resources.NONE);
        s = play(s, BLUE, Command.Roll.table(3, 4));

        assertThat(s.pending()).isEqualTo(new Pending.Discard(Map.of(WHITE, 4)));
        assertThat(reject(s, WHITE, new Command.Discard(new Resources(3, 0, 0, 0, 0))).message())
                .contains("exactly 4");
        s = play(s, WHITE, new Command.Discard(new Resources(3, 1, 0, 0, 0)));
        assertThat(s.player(WHITE).hand()).isEqualTo(new Resources(0, 2, 3, 0, 0));
        assertThat(s.pending()).isEqualTo(new Pending.MoveRobber(BLUE));
    }

    @Test
    void discards_happen_in_any_order_and_play_waits_for_all_of_them() {
        MerchantsState s = withHands(new Resources(4, 4, 0, 0, 0), new Resources(3, 3, 3, 0, 1), new Resources(0, 0, 8, 0, 0));
        s = play(s, BLUE, Command.Roll.table(6, 1));
        assertThat(s.pending()).isEqualTo(new Pending.Discard(Map.of(BLUE, 4, WHITE, 5, ORANGE, 4)));
        assertThat(reject(s, BLUE, new Command.MoveRobber(fields)).kind()).isEqualTo(RejectionKind.NOT_AVAILABLE_NOW);
        assertThat(reject(s, RED, new Command.Discard(Resources.NONE)).kind()).isEqualTo(RejectionKind.NOT_AVAILABLE_NOW);

        s = play(s, ORANGE, new Command.Discard(Resources.of(Resource.GRAIN, 4)));
        s = play(s, WHITE, new Command.Discard(new Resources(3, 0, 2, 0, 0)));
        assertThat(s.pending()).isEqualTo(new Pending.Discard(Map.of(BLUE, 4)));
        s = play(s, BLUE, new Command.Discard(new Resources(2, 2, 0, 0, 0)));
        assertThat(s.pending()).isEqualTo(new Pending.MoveRobber(BLUE));
    }

    /** Issue 18, bug 11: while discards are owed, the roller is told who owes them, not that no 7 was rolled. */
    @Test
    void while_discards_are_owed_the_roller_is_told_who_owes_them() {
        MerchantsState s = withHands(Resources.NONE, new Resources(3, 3, 3, 0, 1), new Resources(0, 0, 8, 0, 0));
        s = play(s, BLUE, Command.Roll.table(6, 1));
        assertThat(reject(s, BLUE, new Command.MoveRobber(fields))).extracting(Rejection::kind, Rejection::message).containsExactly(RejectionKind.NOT_AVAILABLE_NOW,
                "The discards come first, still owed by White (5 cards) and Orange (4 cards); then Blue moves the robber.");
        assertThat(reject(s, BLUE, new Command.EndTurn())).extracting(Rejection::kind, Rejection::message).containsExactly(RejectionKind.NOT_AVAILABLE_NOW,
                "Your turn goes on once the game has what it waits for: White (5 cards) and Orange (4 cards) to discard half their cards.");
        assertThat(reject(s, RED, new Command.EndTurn())).extracting(Rejection::kind, Rejection::message).containsExactly(RejectionKind.NOT_YOUR_TURN,
                "The game waits for White (5 cards) and Orange (4 cards) to discard half their cards.");
        assertThat(reject(s, RED, new Command.EndTurn()).message(org.kontor.engine.Language.SPANISH)).isEqualTo(
                "La partida espera a que se descarte la mitad de las cartas de Blanco (5 cartas) y Naranja (4 cartas).");
        assertThat(reject(s, BLUE, new Command.MoveRobber(fields)).message(org.kontor.engine.Language.SPANISH)).isEqualTo(
                "Primero van los descartes, que aún deben Blanco (5 cartas) y Naranja (4 cartas); después Azul mueve el ladrón.");
        s = play(s, ORANGE, new Command.Discard(Resources.of(Resource.GRAIN, 4)));
        assertThat(reject(s, BLUE, new Command.MoveRobber(fields)).message())
                .isEqualTo("The discards come first, still owed by White (5 cards); then Blue moves the robber.");
    }

    @Test
    void the_robber_must_move_to_another_hex_that_shows_a_number() {
        Draft d = new Draft(withHands(Resources.NONE, Resources.of(Resource.WOOL, 1), Resources.NONE));
        d.robberHex = forest;
        MerchantsState s = play(d.freeze(), BLUE, Command.Roll.table(5, 2));

        assertThat(reject(s, BLUE, new Command.MoveRobber(forest)).message()).contains("another hex");
        assertThat(reject(s, BLUE, new Command.MoveRobber(desert)).message()).contains("shows a number");
        assertThat(reject(s, WHITE, new Command.MoveRobber(fields)).kind()).isEqualTo(RejectionKind.NOT_YOUR_TURN);
        assertThat(Games.RULES.legalActions(s, BLUE)).singleElement()
                .satisfies(a -> assertThat(a.choices()).containsExactly(new Command.MoveRobber(fields)));
    }

    @Test
    void the_roller_robs_one_random_card_from_an_opponent_with_a_kontor_on_the_hex() {
        MerchantsState s = withHands(Resources.NONE, new Resources(0, 3, 0, 0, 0), new Resources(0, 0, 0, 2, 0));
        s = play(s, BLUE, Command.Roll.table(4, 3));
        s = play(s, BLUE, new Command.MoveRobber(fields));

        assertThat(s.pending()).isEqualTo(new Pending.ChooseVictim(BLUE, java.util.List.of(WHITE, ORANGE)));
        assertThat(reject(s, BLUE, new Command.Steal(RED)).kind()).isEqualTo(RejectionKind.BAD_INPUT);
        s = play(s, BLUE, new Command.Steal(ORANGE));

        assertThat(s.player(BLUE).hand()).isEqualTo(Resources.of(Resource.ORE, 1));
        assertThat(s.player(ORANGE).hand()).isEqualTo(Resources.of(Resource.ORE, 1));
        assertThat(s.pending()).isNull();
        assertThat(s.phase()).isEqualTo(Phase.ACTION);
    }

    @Test
    void nobody_to_rob_when_the_opponents_there_have_no_cards() {
        MerchantsState s = play(start, BLUE, Command.Roll.table(4, 3));
        var moved = Games.accept(s, BLUE, new Command.MoveRobber(fields));

        assertThat(moved.state().pending()).isNull();
        assertThat(moved.events()).contains(new Event.NothingStolen(BLUE));
    }

    @Test
    void by_the_spanish_text_the_roller_may_skip_the_steal_and_by_the_english_one_must_steal() {
        // ES "puedes robar 1 carta" (default); EN "You then steal 1 resource card" (stealIsOptional off).
        MerchantsState s = withHands(Resources.NONE, Resources.of(Resource.WOOL, 1), Resources.NONE);
        MerchantsState spanish = play(play(s, BLUE, Command.Roll.table(4, 3)), BLUE, new Command.MoveRobber(fields));
        assertThat(RandomPlayer.enumerated(Games.RULES.legalActions(spanish, BLUE))).contains(new Command.SkipSteal());
        assertThat(play(spanish, BLUE, new Command.SkipSteal()).player(WHITE).hand().wool()).isEqualTo(1);

        GameConfig c = start.config();
        MerchantsState english = s.withConfig(c.withOptions(RuleOptions.DEFAULTS.withStealIsOptional(false)));
        english = play(play(english, BLUE, Command.Roll.table(4, 3)), BLUE, new Command.MoveRobber(fields));
        assertThat(RandomPlayer.enumerated(Games.RULES.legalActions(english, BLUE))).doesNotContain(new Command.SkipSteal());
        assertThat(reject(english, BLUE, new Command.SkipSteal()).kind()).isEqualTo(RejectionKind.NOT_AVAILABLE_NOW);
    }

    @Test
    void on_a_board_where_no_other_hex_shows_a_number_the_robber_stays_and_play_goes_on() {
        TestBoard b = new TestBoard();
        int only = b.hex(0, 0, Terrain.FIELDS, 5);
        b.hex(1, 0, Terrain.FOREST, 0);
        b.city("A", b.corner(only, 0));
        Draft d = Games.emptyTable(Games.tableDice(b.build("one-number"), Games.FOUR), 1);
        d.robberHex = only;
        var rolled = Games.accept(d.freeze(), RED, Command.Roll.table(3, 4));

        assertThat(rolled.state().pending()).isNull();
        assertThat(rolled.state().robberHex()).isEqualTo(only);
        assertThat(rolled.events()).contains(new Event.NothingStolen(RED));
    }
}
