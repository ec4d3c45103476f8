package org.kontor.engine.merchants;

import static org.assertj.core.api.Assertions.assertThat;
import static org.kontor.engine.merchants.Games.play;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.kontor.engine.board.Resource;
import org.kontor.engine.board.Terrain;
import org.kontor.engine.board.TokenSpace;
import org.kontor.engine.merchants.board.MerchantsBoard;
import org.kontor.engine.merchants.board.SiteColour;
import org.kontor.engine.resources.Resources;

/** Each rule option's other reading, next to the default (docs/rules-merchants.md, "Rule options"). */
class RuleOptionsTest {

    static GameConfig with(MerchantsBoard board, RuleOptions options) {
        return Games.config(board, Games.THREE, GameConfig.SetupKind.VARIABLE, GameConfig.DiceSource.TABLE, options);
    }

    /** A variable-setup game with 3 players right before the kontors: White (seat 2) starts. */
    static MerchantsState readyToPlaceKontors(MerchantsBoard board, RuleOptions options) {
        MerchantsState s = MerchantsOfEurope.setup(with(board, options), 1);
        s = play(s, 0, Command.Roll.table(1, 1));
        s = play(s, 1, Command.Roll.table(1, 2));
        return play(s, 2, Command.Roll.table(6, 6));
    }

    static MerchantsState placeAllKontors(MerchantsState s) {
        while (s.phase() == Phase.SETUP_KONTORS) {
            int seat = s.setup().seat();
            s = play(s, seat, RandomPlayer.enumerated(Games.RULES.legalActions(s, seat)).get(0));
        }
        return s;
    }

    @Test
    void neutral_kontors_go_counterclockwise_by_default_and_clockwise_with_the_option() {
        MerchantsBoard ring = TestBoards.ring();
        for (boolean clockwise : new boolean[] {false, true}) {
            MerchantsState s = placeAllKontors(readyToPlaceKontors(ring, RuleOptions.DEFAULTS.withNeutralKontorsClockwise(clockwise)));
            // Snake order from White (2): 2 0 1 | 1 0 2 | 2 0 1, so Blue (1) placed the last third kontor.
            assertThat(s.setup().order()).as("clockwise %s", clockwise)
                    .containsExactly(clockwise ? new int[] {1, 2, 0} : new int[] {1, 0, 2});
        }
    }

    @Test
    void starting_resources_count_every_land_hex_by_default_and_only_numbered_ones_with_the_option() {
        TestBoard b = new TestBoard();
        int fields = b.hex(0, 0, Terrain.FIELDS, 5);
        int forest = b.hex(1, 0, Terrain.FOREST, 0);
        int salt = b.hex(0, 1, Terrain.SALTWORKS, new TokenSpace.Blank(Resource.SALT, false));
        b.hex(2, 0, Terrain.MOUNTAINS, 8);
        int corner = b.corner(fields, 2);
        assertThat(b.topology().hexesAtIntersection(corner)).containsExactlyInAnyOrder(fields, forest, salt);
        b.city("Three", corner);
        MerchantsBoard board = b.build("three-hexes");
        for (boolean numberedOnly : new boolean[] {false, true}) {
            Draft d = new Draft(MerchantsOfEurope.setup(with(board,
                    RuleOptions.DEFAULTS.withStartingResourcesFromNumberedHexesOnly(numberedOnly)), 1));
            d.phase = Phase.SETUP_KONTORS;
            d.setup = new MerchantsState.SetupQueue(new int[] {0, 1, 2, 2, 1, 0, 0, 1, 2}, 6, new int[3]);
            MerchantsState s = play(d.freeze(), 0, new Command.PlaceKontor(corner));

            assertThat(s.player(0).hand()).as("numbered only %s", numberedOnly)
                    .isEqualTo(numberedOnly ? Resources.of(Resource.GRAIN, 1) : new Resources(1, 0, 1, 0, 1));
        }
    }

    @Test
    void setup_kontors_take_coastal_gold_only_with_the_option() {
        TestBoard b = new TestBoard();
        int land = b.hex(0, 0, Terrain.FIELDS, 5);
        b.hex(1, 0, Terrain.SEA, 0);
        b.hex(0, 1, Terrain.FOREST, 0);
        int port = b.corner(land, 1);
        b.city("Port", port, SiteColour.PURPLE, 2);
        MerchantsBoard board = b.build("port");
        for (boolean gold : new boolean[] {false, true}) {
            Draft d = new Draft(MerchantsOfEurope.setup(with(board,
                    RuleOptions.DEFAULTS.withSetupKontorsTakeCoastalGold(gold)), 1));
            d.phase = Phase.SETUP_KONTORS;
            d.setup = new MerchantsState.SetupQueue(new int[] {0, 1, 2}, 0, new int[3]);
            MerchantsState s = play(d.freeze(), 0, new Command.PlaceKontor(port));
            assertThat(s.player(0).gold()).as("coastal gold %s", gold).isEqualTo(gold ? 5 : 3);
        }
    }

    @Test
    void a_setup_route_on_a_double_arrow_gives_a_free_route_only_with_the_option_and_still_may_not_connect_sites() {
        TestBoard b = new TestBoard();
        int h0 = b.hex(0, 0, Terrain.FIELDS, 5);
        int h1 = b.hex(1, 0, Terrain.FOREST, 6);
        b.hex(0, 1, Terrain.SALTWORKS, 0);
        int i0 = b.corner(h0, 5);
        int i1 = b.corner(h0, 0);
        int i2 = b.corner(h0, 1);
        b.city("A", i0).city("B", i2);
        b.doubleArrow(b.pathBetween(i0, i1));
        MerchantsBoard board = b.build("arrow-setup");
        for (boolean free : new boolean[] {false, true}) {
            Draft d = new Draft(MerchantsOfEurope.setup(with(board,
                    RuleOptions.DEFAULTS.withFreeRouteInSetup(free)), 1));
            d.placeKontor(i0, 0);
            d.placeKontor(i2, 1);
            d.phase = Phase.SETUP_ROUTES;
            d.setup = new MerchantsState.SetupQueue(new int[] {0, 1, 2}, 0, new int[3]);
            MerchantsState s = play(d.freeze(), 0, new Command.PlaceSetupRoute(b.pathBetween(i0, i1)));

            assertThat(s.pending() != null).as("free route in setup %s", free).isEqualTo(free);
            if (free) {
                assertThat(Games.reject(s, 0, new Command.BuildFreeRoute(b.pathBetween(i1, i2))).message())
                        .isEqualTo("No starting trade route may connect a city site to another city site.");
                assertThat(RandomPlayer.enumerated(Games.RULES.legalActions(s, 0)))
                        .containsExactly(new Command.BuildFreeRoute(b.side(h0, 4)), new Command.DeclineFreeRoute());
            }
        }
    }

    @Test
    void with_gifts_allowed_a_player_may_give_something_for_nothing() {
        Draft d = Games.emptyTable(Games.tableDice(TestBoards.ring(), Games.FOUR), 1);
        d.phase = Phase.ACTION;
        d.give(0, Resources.of(Resource.ORE, 1));
        MerchantsState s = d.freeze();
        GameConfig c = s.config();
        MerchantsState generous = s.withConfig(c.withOptions(RuleOptions.DEFAULTS.withAllowGifts(true)));

        MerchantsState offered = play(generous, 0, new Command.OfferTrade(1, Resources.of(Resource.ORE, 1), 0, Resources.NONE, 0));
        assertThat(play(offered, 1, new Command.AcceptTrade()).player(1).hand().ore()).isEqualTo(1);
        assertThat(List.of(Games.reject(s, 0, new Command.OfferTrade(1, Resources.of(Resource.ORE, 1), 0, Resources.NONE, 0)).kind()))
                .containsExactly(org.kontor.engine.RejectionKind.BAD_INPUT);
    }
}
