package org.kontor.engine.merchants;

import static org.assertj.core.api.Assertions.assertThat;
import static org.kontor.engine.merchants.Games.accept;
import static org.kontor.engine.merchants.Games.play;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.kontor.engine.RejectionKind;
import org.kontor.engine.board.Resource;
import org.kontor.engine.board.Terrain;
import org.kontor.engine.board.TokenSpace;
import org.kontor.engine.merchants.board.MerchantsBoard;
import org.kontor.engine.resources.Resources;

/**
 * Double-arrow paths (rulebook p. 7) on the rulebook's Kaliningrad example: Blue builds on a
 * double-arrow path, places the free route on towards Kaliningrad (next to a saltworks with a
 * blank token space) and takes 3 gold for connecting it.
 */
class DoubleArrowsTest {

    static final int BLUE = 1;
    static final Resources ONE_ROUTE = new Resources(1, 0, 0, 1, 0);

    final TestBoard b = new TestBoard();
    final int[] top = new int[7];

    DoubleArrowsTest() {
        int[] row = {b.hex(0, 0, Terrain.FOREST, 4), b.hex(1, 0, Terrain.MOUNTAINS, 10),
                b.hex(2, 0, Terrain.SALTWORKS, new TokenSpace.Blank(Resource.SALT, false))};
        b.hex(0, 1, Terrain.FIELDS, 0);
        for (int q = 0; q < 3; q++) {
            top[2 * q] = b.corner(row[q], 5);
            top[2 * q + 1] = b.corner(row[q], 0);
        }
        top[6] = b.corner(row[2], 1);
        b.city("Danzig", top[0]).city("Königsberg-Süd", top[2]).city("Kaliningrad", top[5]);
        b.doubleArrow(path(3, 4));
    }

    int path(int from, int to) {
        return b.pathBetween(top[from], top[to]);
    }

    MerchantsState blueBeforeTheDoubleArrow(RuleOptions options) {
        MerchantsBoard board = b.build("baltic");
        Draft d = Games.emptyTable(Games.config(board, Games.FOUR, GameConfig.SetupKind.VARIABLE,
                GameConfig.DiceSource.TABLE, options), 3);
        d.placeKontor(top[2], BLUE);
        d.placeRoute(path(0, 1), BLUE);
        d.placeRoute(path(1, 2), BLUE);
        d.placeRoute(path(2, 3), BLUE);
        d.setPlayer(BLUE, d.player(BLUE).withRoutesLeft(27));
        d.active = BLUE;
        d.phase = Phase.ACTION;
        d.give(BLUE, ONE_ROUTE);
        return d.freeze();
    }

    @Test
    void kaliningrad_a_route_on_the_double_arrow_then_a_free_one_pays_blue_3_gold() {
        MerchantsState s = play(blueBeforeTheDoubleArrow(RuleOptions.DEFAULTS), BLUE, new Command.BuildRoute(path(3, 4)));
        assertThat(s.pending()).isEqualTo(new Pending.FreeRoute(BLUE, path(3, 4), false));
        assertThat(s.player(BLUE).hand().total()).isZero();

        var free = accept(s, BLUE, new Command.BuildFreeRoute(path(4, 5)));

        assertThat(free.events()).contains(new Event.RoutePlaced(BLUE, path(4, 5), true),
                new Event.IsolatedCityConnected(top[5], List.of(path(4, 5), path(3, 4), path(2, 3)), Map.of(BLUE, 3)));
        assertThat(free.state().player(BLUE).gold()).isEqualTo(3 + 3);
        assertThat(free.state().player(BLUE).routesLeft()).as("the free route is one of the 30").isEqualTo(25);
        assertThat(free.state().pending()).isNull();
    }

    @Test
    void the_free_route_must_touch_the_double_arrow_route() {
        MerchantsState s = play(blueBeforeTheDoubleArrow(RuleOptions.DEFAULTS), BLUE, new Command.BuildRoute(path(3, 4)));

        assertThat(Games.reject(s, BLUE, new Command.BuildFreeRoute(path(5, 6))).kind()).isEqualTo(RejectionKind.NOT_AVAILABLE_NOW);
        assertThat(Games.RULES.legalActions(s, BLUE)).extracting(LegalAction::kind)
                .containsExactly("build-free-route", "decline-free-route");
    }

    @Test
    void declining_the_free_route_loses_it() {
        MerchantsState s = play(blueBeforeTheDoubleArrow(RuleOptions.DEFAULTS), BLUE, new Command.BuildRoute(path(3, 4)));
        s = play(s, BLUE, new Command.DeclineFreeRoute());

        assertThat(s.pending()).isNull();
        assertThat(s.player(BLUE).routesLeft()).isEqualTo(26);
        assertThat(Games.reject(s, BLUE, new Command.BuildFreeRoute(path(4, 5))).kind()).isEqualTo(RejectionKind.NOT_AVAILABLE_NOW);
    }

    @Test
    void a_free_route_on_another_double_arrow_gives_nothing_more_unless_chaining_is_on() {
        b.doubleArrow(path(4, 5));
        for (boolean chaining : new boolean[] {false, true}) {
            MerchantsState s = blueBeforeTheDoubleArrow(RuleOptions.DEFAULTS.withDoubleArrowChaining(chaining));
            s = play(s, BLUE, new Command.BuildRoute(path(3, 4)));
            s = play(s, BLUE, new Command.BuildFreeRoute(path(4, 5)));

            assertThat(s.pending() != null).as("chaining %s", chaining).isEqualTo(chaining);
        }
    }
}
