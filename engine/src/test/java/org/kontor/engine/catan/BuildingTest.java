package org.kontor.engine.catan;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/** "Construir": roads, settlements, cities, the distance rule and the piece limits. */
class BuildingTest {

    @Test
    void a_road_costs_brick_and_lumber_and_must_start_from_ones_own_network() {
        Situation t = Situation.beginner(4);
        int home = t.corner(0, 1, 4);
        t.settlement(0, home).give(0, Situation.cards(2, 2, 0, 0, 0)).rolled(0);
        int next = t.topology().intersectionsNextTo(home)[0];
        t.play(0, new Command.BuildRoad(t.path(home, next)));
        assertThat(t.hand(0)).isEqualTo(Situation.cards(1, 1, 0, 0, 0));
        assertThat(t.state.player(0).roadsLeft()).isEqualTo(14);
        int far = t.corner(13, 16, 17);
        assertThat(t.refused(0, new Command.BuildRoad(t.topology().pathsAtIntersection(far)[0])))
                .contains("must start from one of your roads");
        assertThat(t.choices(0, "build-road")).hasSizeGreaterThan(2).allSatisfy(c -> {
            int[] ends = t.topology().intersectionsOfPath(((Command.BuildRoad) c).path());
            boolean touches = false;
            for (int end : ends) {
                touches |= end == home || end == next;
            }
            assertThat(touches).isTrue();
        });
    }

    @Test
    void a_road_cannot_run_on_through_an_opponents_settlement() {
        Situation t = Situation.beginner(4);
        int a = t.corner(0, 1, 4);
        int b = t.corner(1, 4, 5);
        int c = t.corner(4, 5, 9);
        t.settlement(0, a).roads(0, a, b).settlement(1, b).give(0, Situation.cards(1, 1, 0, 0, 0)).rolled(0);
        assertThat(t.refused(0, new Command.BuildRoad(t.path(b, c)))).contains("opponent's building");
    }

    @Test
    void a_settlement_needs_ones_own_road_and_two_paths_to_the_nearest_building() {
        Situation t = Situation.beginner(4);
        int a = t.corner(0, 1, 4);
        int b = t.corner(1, 4, 5);
        int c = t.corner(4, 5, 9);
        t.settlement(0, a).roads(0, a, b, c).give(0, Situation.cards(2, 2, 2, 2, 0)).rolled(0);
        assertThat(t.refused(0, new Command.BuildSettlement(b))).contains("distance rule");
        t.play(0, new Command.BuildSettlement(c));
        assertThat(t.state.player(0).settlementsLeft()).isEqualTo(3);
        assertThat(t.hand(0)).isEqualTo(Situation.cards(1, 1, 1, 1, 0));
        int elsewhere = t.corner(13, 16, 17);
        assertThat(t.refused(0, new Command.BuildSettlement(elsewhere))).contains("end of one of your roads");
    }

    @Test
    void a_city_replaces_ones_own_settlement_which_returns_to_the_stock() {
        Situation t = Situation.beginner(4);
        int a = t.corner(0, 1, 4);
        t.settlement(0, a).settlement(1, t.corner(13, 16, 17)).give(0, Situation.cards(0, 0, 0, 2, 3)).rolled(0);
        assertThat(t.refused(0, new Command.BuildCity(t.corner(13, 16, 17)))).contains("your own settlements");
        t.play(0, new Command.BuildCity(a));
        assertThat(t.state.building(a)).isEqualTo(CatanState.CITY);
        assertThat(t.state.player(0).settlementsLeft()).isEqualTo(5);
        assertThat(t.state.player(0).citiesLeft()).isEqualTo(3);
        assertThat(Victory.points(t.state, 0)).isEqualTo(2);
        assertThat(t.hand(0).total()).isZero();
        assertThat(t.refused(0, new Command.BuildCity(a))).contains("already has a city");
    }

    @Test
    void nobody_builds_more_pieces_than_they_own() {
        Situation t = Situation.beginner(4);
        int home = t.corner(0, 1, 4);
        t.settlement(0, home).edit(d -> d.set(0, d.player(0).withPieces(0, 4, 4))).give(0, Situation.cards(1, 1, 0, 0, 0)).rolled(0);
        int next = t.topology().intersectionsNextTo(home)[0];
        assertThat(t.refused(0, new Command.BuildRoad(t.path(home, next)))).contains("All 15 of your roads");
        assertThat(t.kinds(0)).doesNotContain("build-road");
    }

    @Test
    void building_waits_for_the_roll_and_ones_own_turn() {
        Situation t = Situation.beginner(4);
        int home = t.corner(0, 1, 4);
        t.settlement(0, home).give(0, Situation.cards(1, 1, 0, 0, 0)).turnOf(0);
        int next = t.topology().intersectionsNextTo(home)[0];
        assertThat(t.refused(0, new Command.BuildRoad(t.path(home, next)))).contains("Roll the dice first");
        t.rolled(1);
        assertThat(t.refused(0, new Command.BuildRoad(t.path(home, next)))).contains("Blue's turn");
    }
}
