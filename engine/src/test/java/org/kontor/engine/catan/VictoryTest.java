package org.kontor.engine.catan;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.kontor.engine.RejectionKind;
import org.kontor.engine.Result;

/** "Final del juego": 10 points on one's own turn. */
class VictoryTest {

    @Test
    void reaching_10_points_on_ones_own_turn_wins_and_ends_the_game() {
        Situation t = Situation.beginner(4);
        // 4 cities (8 points) and a settlement (1): the next settlement is the tenth point.
        int[] cities = {t.corner(0, 1, 4), t.corner(13, 16, 17), t.corner(14, 15, 18), t.corner(7, 8, 12)};
        for (int c : cities) {
            t.city(0, c);
        }
        int home = t.corner(5, 6, 10);
        int a = t.topology().intersectionsNextTo(home)[0];
        int b = java.util.Arrays.stream(t.topology().intersectionsNextTo(a)).filter(i -> i != home).findFirst().orElseThrow();
        t.settlement(0, home).roads(0, home, a, b).give(0, Situation.cards(1, 1, 1, 1, 0)).rolled(0);
        assertThat(Victory.points(t.state, 0)).isEqualTo(9);
        t.play(0, new Command.BuildSettlement(b));
        assertThat(t.state.winner()).isZero();
        assertThat(t.events).contains(new Event.GameWon(0, 10, 0));
        assertThat(Catan.waitingFor(t.state)).isEmpty();
        assertThat(t.kinds(0)).isEmpty();
        Result<CatanState, Event> after = Situation.RULES.apply(t.state, 1, t.state.version(), Command.Roll.virtual());
        assertThat(((Result.Rejected<CatanState, Event>) after).rejection().kind()).isEqualTo(RejectionKind.GAME_OVER);
    }

    @Test
    void points_reached_on_another_players_turn_win_when_ones_own_turn_comes() {
        Situation t = Situation.beginner(4);
        // Blue: 3 cities (6 points) and 4 hidden victory point cards.
        t.edit(d -> d.set(1, d.player(1).withPieces(15, 5, 1)))
                .cards(1, DevelopmentCard.VICTORY_POINT, DevelopmentCard.VICTORY_POINT, DevelopmentCard.VICTORY_POINT,
                        DevelopmentCard.VICTORY_POINT)
                .rolled(0);
        assertThat(Victory.points(t.state, 1)).isEqualTo(10);
        assertThat(t.state.winner()).isEqualTo(-1);
        assertThat(Views.table(t.state).players().get(1).victoryPointCards()).as("face down while the game goes on").isNull();
        t.play(0, new Command.EndTurn());
        assertThat(t.state.winner()).isEqualTo(1);
        assertThat(t.events).contains(new Event.GameWon(1, 10, 4));
    }

    @Test
    void every_victory_point_card_is_face_up_once_the_game_is_won() {
        Situation t = Situation.beginner(4);
        t.edit(d -> d.set(1, d.player(1).withPieces(15, 5, 1)))
                .cards(1, DevelopmentCard.VICTORY_POINT, DevelopmentCard.VICTORY_POINT, DevelopmentCard.VICTORY_POINT,
                        DevelopmentCard.VICTORY_POINT)
                .cards(2, DevelopmentCard.VICTORY_POINT)
                .rolled(0);
        t.play(0, new Command.EndTurn());

        PublicView end = Views.table(t.state);
        assertThat(end.players().get(1).victoryPointCards()).isEqualTo(4);
        assertThat(end.players().get(1).points() + end.players().get(1).victoryPointCards()).isEqualTo(10);
        assertThat(end.players().get(2).victoryPointCards()).as("the others' cards too: the final scores count them").isEqualTo(1);
        assertThat(end.players().get(0).victoryPointCards()).isZero();
    }
}
