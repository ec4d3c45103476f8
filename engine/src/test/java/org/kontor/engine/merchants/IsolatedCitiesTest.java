package org.kontor.engine.merchants;

import static org.assertj.core.api.Assertions.assertThat;
import static org.kontor.engine.merchants.Games.accept;
import static org.kontor.engine.merchants.Games.play;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.kontor.engine.board.Terrain;
import org.kontor.engine.resources.Resources;

/**
 * Gold for connecting isolated city sites (rulebook p. 7), on a row of hexes whose top edge is a
 * zigzag of intersections I0..I8.
 */
class IsolatedCitiesTest {

    static final int RED = 0;
    static final int BLUE = 1;
    static final Resources TWO_ROUTES = new Resources(2, 0, 0, 2, 0);

    final TestBoard b = new TestBoard();
    final int[] top = new int[9];

    IsolatedCitiesTest() {
        int[] row = new int[4];
        for (int q = 0; q < 4; q++) {
            row[q] = b.hex(q, 0, Terrain.FIELDS, 6 + q % 2 * 2);
        }
        b.hex(0, 1, Terrain.FOREST, 0);
        for (int q = 0; q < 4; q++) {
            top[2 * q] = b.corner(row[q], 5);
            top[2 * q + 1] = b.corner(row[q], 0);
        }
        top[8] = b.corner(row[3], 1);
    }

    int path(int from, int to) {
        return b.pathBetween(top[from], top[to]);
    }

    /**
     * The rulebook example: Red's new route connects Torino to Venezia by a 3-route path (Red 1,
     * Blue 2); Red's next route connects Bern, whose shortest path is 2 Red routes (Red 2); the
     * longer Venezia–Bern path pays nothing.
     */
    @Test
    void torino_pays_red_1_and_blue_2_then_bern_pays_red_2_and_the_longer_venezia_bern_path_nothing() {
        b.city("Milano", top[0]).city("Venezia", top[2]).city("Torino", top[5]).city("Bern", top[7]);
        Draft d = Games.emptyTable(Games.tableDice(b.build("alps"), Games.FOUR), 1);
        d.placeKontor(top[5], RED);
        d.placeKontor(top[7], BLUE);
        for (int i = 0; i < 4; i++) {
            d.placeRoute(path(i, i + 1), BLUE);
        }
        d.placeRoute(path(5, 6), RED);
        d.phase = Phase.ACTION;
        d.give(RED, TWO_ROUTES);
        MerchantsState s = d.freeze();

        var torino = accept(s, RED, new Command.BuildRoute(path(4, 5)));
        assertThat(torino.events()).contains(new Event.IsolatedCityConnected(top[5],
                List.of(path(4, 5), path(3, 4), path(2, 3)), Map.of(RED, 1, BLUE, 2)));
        assertThat(torino.state().player(RED).gold()).isEqualTo(3 + 1);
        assertThat(torino.state().player(BLUE).gold()).isEqualTo(3 + 2);

        var bern = accept(torino.state(), RED, new Command.BuildRoute(path(6, 7)));
        assertThat(bern.events()).containsOnlyOnce(new Event.IsolatedCityConnected(top[7],
                List.of(path(6, 7), path(5, 6)), Map.of(RED, 2)));
        assertThat(bern.state().player(RED).gold()).isEqualTo(3 + 1 + 2);
        assertThat(bern.state().player(BLUE).gold()).isEqualTo(3 + 2);
    }

    @Test
    void a_city_site_with_only_dangling_routes_stays_isolated_and_pays_nothing_yet() {
        b.city("Milano", top[0]).city("Venezia", top[4]);
        Draft d = Games.emptyTable(Games.tableDice(b.build("dangling"), Games.FOUR), 1);
        d.placeKontor(top[0], RED);
        d.phase = Phase.ACTION;
        d.give(RED, TWO_ROUTES);
        MerchantsState s = play(d.freeze(), RED, new Command.BuildRoute(path(0, 1)));
        var second = accept(s, RED, new Command.BuildRoute(path(1, 2)));

        assertThat(second.events()).noneMatch(e -> e instanceof Event.IsolatedCityConnected);
        assertThat(second.state().player(RED).gold()).isEqualTo(3);
    }

    /** Two sites isolated until one route joins them: by default (literal reading) each pays. */
    /**
     * The rulebook's Torino–Venezia example when both sites are isolated: Red's route joins Red's
     * Torino to Blue's Venezia over Blue's two routes, one placement connecting both. The path
     * pays once by default (Red 1, Blue 2, as the rulebook pays); paying for each city (the
     * literal reading, {@code payEachNewlyConnectedCity}) doubles it.
     */
    @Test
    void torino_and_venezia_connected_by_one_route_pay_their_shared_path_once_by_default() {
        b.city("Venezia", top[2]).city("Torino", top[5]);
        for (boolean each : new boolean[] {false, true}) {
            RuleOptions options = RuleOptions.DEFAULTS.withPayEachNewlyConnectedCity(each);
            Draft d = Games.emptyTable(Games.config(b.build("alps"), Games.FOUR, GameConfig.SetupKind.VARIABLE,
                    GameConfig.DiceSource.TABLE, options), 1);
            d.placeKontor(top[5], RED);
            d.placeKontor(top[2], BLUE);
            d.placeRoute(path(2, 3), BLUE);
            d.placeRoute(path(3, 4), BLUE);
            d.phase = Phase.ACTION;
            d.give(RED, TWO_ROUTES);
            var joined = accept(d.freeze(), RED, new Command.BuildRoute(path(4, 5)));

            assertThat(joined.state().player(RED).gold()).as("pay each: %s", each).isEqualTo(3 + (each ? 2 : 1));
            assertThat(joined.state().player(BLUE).gold()).as("pay each: %s", each).isEqualTo(3 + (each ? 4 : 2));
            assertThat(joined.events().stream().filter(e -> e instanceof Event.IsolatedCityConnected)).hasSize(each ? 2 : 1);
        }
        assertThat(RuleOptions.DEFAULTS.payEachNewlyConnectedCity()).isFalse();
    }

    @Test
    void one_route_joining_two_isolated_sites_pays_for_each_with_the_option_and_once_by_default() {
        b.city("Milano", top[0]).city("Venezia", top[2]);
        for (boolean each : new boolean[] {true, false}) {
            RuleOptions options = RuleOptions.DEFAULTS.withPayEachNewlyConnectedCity(each);
            Draft d = Games.emptyTable(Games.config(b.build("pair"), Games.FOUR, GameConfig.SetupKind.VARIABLE,
                    GameConfig.DiceSource.TABLE, options), 1);
            d.placeKontor(top[0], RED);
            d.placeRoute(path(0, 1), RED);
            d.phase = Phase.ACTION;
            d.give(RED, TWO_ROUTES);
            MerchantsState after = play(d.freeze(), RED, new Command.BuildRoute(path(1, 2)));

            assertThat(after.player(RED).gold()).as("pay each: %s", each).isEqualTo(3 + (each ? 4 : 2));
        }
    }

    /**
     * A mountains hex ring with a fields hex beside it: city X on the fields hex's top corner, which
     * touches the ring's top-right corner (corners[1]), holds Red's kontor; city Y stands at the
     * ring's bottom-left corner (corners[4]). Each test lays the ring's routes itself.
     */
    private static final class Ring {
        final TestBoard board = new TestBoard();
        final int hex = board.hex(0, 0, Terrain.MOUNTAINS, 8);
        final int x = board.corner(board.hex(1, 0, Terrain.FIELDS, 0), 0);
        final int[] corners = board.topology().intersectionsOfHex(hex);
        final Draft draft;

        Ring() {
            board.city("X", x).city("Y", corners[4]);
            draft = Games.emptyTable(Games.tableDice(board.build("ring"), Games.FOUR), 1);
            draft.placeKontor(x, RED);
        }
    }

    /**
     * Equally short paths that pay differently: the active player chooses. X joins a hex ring at
     * its top-right corner; Y sits at the ring's bottom-left corner; Red owns the right side of the
     * ring, Blue the left.
     */
    @Test
    void among_equally_short_paths_that_pay_differently_the_active_player_chooses() {
        Ring r = new Ring();
        TestBoard ring = r.board;
        int[] c = r.corners;
        int x = r.x;
        Draft d = r.draft;
        d.placeRoute(ring.pathBetween(c[1], c[2]), RED);
        d.placeRoute(ring.pathBetween(c[2], c[3]), RED);
        d.placeRoute(ring.pathBetween(c[3], c[4]), RED);
        d.placeRoute(ring.pathBetween(c[1], c[0]), BLUE);
        d.placeRoute(ring.pathBetween(c[0], c[5]), BLUE);
        d.placeRoute(ring.pathBetween(c[5], c[4]), BLUE);
        d.phase = Phase.ACTION;
        d.give(RED, TWO_ROUTES);
        MerchantsState ready = d.freeze();
        // By default the path paid for X does not pay again for Y: Y's other path (Red's) pays at once.
        MerchantsState once = play(play(ready, RED, new Command.BuildRoute(ring.pathBetween(x, c[1]))), RED,
                new Command.ChoosePath(((Pending.ChooseIsolatedCityPath) play(ready, RED,
                        new Command.BuildRoute(ring.pathBetween(x, c[1]))).pending()).options().get(0)
                        .contains(ring.pathBetween(c[1], c[0])) ? 0 : 1));
        assertThat(once.pending()).isNull();
        assertThat(once.player(RED).gold()).isEqualTo(3 + 1 + 4);
        assertThat(once.player(BLUE).gold()).isEqualTo(3 + 3);

        // Paying for each city (the literal reading), Y asks again among both paths.
        ready = ready.withConfig(ready.config().withOptions(RuleOptions.DEFAULTS.withPayEachNewlyConnectedCity(true)));
        MerchantsState s = play(ready, RED, new Command.BuildRoute(ring.pathBetween(x, c[1])));

        assertThat(s.pending()).isInstanceOf(Pending.ChooseIsolatedCityPath.class);
        Pending.ChooseIsolatedCityPath choice = (Pending.ChooseIsolatedCityPath) s.pending();
        assertThat(choice.city()).isEqualTo(x);
        assertThat(choice.options()).hasSize(2).allMatch(o -> o.size() == 4);
        int viaBlue = choice.options().get(0).contains(ring.pathBetween(c[1], c[0])) ? 0 : 1;
        assertThat(Games.reject(s, RED, new Command.EndTurn()).kind()).isEqualTo(org.kontor.engine.RejectionKind.NOT_AVAILABLE_NOW);
        // Issue 18, bug 11: the other seat is told whose choice it is (it read "There is no choice of shortest path to make.").
        assertThat(Games.reject(s, BLUE, new Command.ChoosePath(0))).extracting(org.kontor.engine.Rejection::kind, org.kontor.engine.Rejection::message).containsExactly(
                org.kontor.engine.RejectionKind.NOT_YOUR_TURN, "Red chooses which shortest path pays for the newly connected city site.");

        s = play(s, RED, new Command.ChoosePath(viaBlue));
        assertThat(s.player(RED).gold()).isEqualTo(3 + 1);
        assertThat(s.player(BLUE).gold()).isEqualTo(3 + 3);

        // Y was isolated too, and it is now connected as well: the second choice follows.
        Pending.ChooseIsolatedCityPath second = (Pending.ChooseIsolatedCityPath) s.pending();
        assertThat(second.city()).isEqualTo(c[4]);
        int viaRed = second.options().get(0).contains(ring.pathBetween(c[1], c[0])) ? 1 : 0;
        s = play(s, RED, new Command.ChoosePath(viaRed));
        assertThat(s.player(RED).gold()).isEqualTo(3 + 1 + 4);
        assertThat(s.pending()).isNull();
    }

    @Test
    void equally_short_paths_that_pay_the_same_need_no_choice() {
        Ring r = new Ring();
        TestBoard ring = r.board;
        int[] c = r.corners;
        int x = r.x;
        Draft d = r.draft;
        for (int k = 0; k < 6; k++) {
            d.placeRoute(ring.side(r.hex, k), BLUE);
        }
        d.phase = Phase.ACTION;
        d.give(RED, TWO_ROUTES);
        MerchantsState s = play(d.freeze(), RED, new Command.BuildRoute(ring.pathBetween(x, c[1])));

        assertThat(s.pending()).isNull();
        assertThat(s.player(BLUE).gold()).isEqualTo(3 + 3 + 3);
        assertThat(s.player(RED).gold()).isEqualTo(3 + 1 + 1);
    }
}
