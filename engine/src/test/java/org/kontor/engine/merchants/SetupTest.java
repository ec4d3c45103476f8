package org.kontor.engine.merchants;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.kontor.engine.merchants.Games.play;
import static org.kontor.engine.merchants.Games.reject;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.kontor.engine.board.PlayerColour;
import org.kontor.engine.board.Terrain;
import org.kontor.engine.merchants.board.MerchantsBoard;
import org.kontor.engine.merchants.board.SiteColour;
import org.kontor.engine.merchants.board.StartPosition;
import org.kontor.engine.resources.Resources;

/** Preparation and setup (rulebook p. 2–3 and the appendix, p. 10). */
class SetupTest {

    static final MerchantsBoard RING = TestBoards.ring();

    @Test
    void the_fixed_short_setup_places_the_printed_start_and_hands_out_resources_by_colour_and_red_starts() {
        List<PlayerColour> colours = List.of(PlayerColour.BLUE, PlayerColour.RED, PlayerColour.WHITE, PlayerColour.ORANGE);
        MerchantsState s = MerchantsOfEurope.setup(Games.config(RING, colours, GameConfig.SetupKind.FIXED,
                GameConfig.DiceSource.VIRTUAL, RuleOptions.DEFAULTS), 1);

        assertThat(s.active()).isEqualTo(1);
        assertThat(s.phase()).isEqualTo(Phase.BEFORE_ROLL);
        assertThat(s.player(1).hand()).isEqualTo(new Resources(1, 0, 1, 0, 1));
        assertThat(s.player(0).hand()).isEqualTo(new Resources(0, 1, 0, 1, 1));
        assertThat(s.player(2).hand()).isEqualTo(new Resources(1, 1, 1, 0, 0));
        assertThat(s.player(3).hand()).isEqualTo(new Resources(0, 0, 1, 1, 1));
        for (int seat = 0; seat < 4; seat++) {
            StartPosition start = RING.startPositions().get(colours.get(seat));
            for (int kontor : start.kontors()) {
                assertThat((int) s.kontorAt()[kontor]).isEqualTo(seat);
            }
            assertThat((int) s.routeAt()[start.route()]).isEqualTo(seat);
            assertThat(s.player(seat).caravans()).containsExactly(start.route(), -1);
            assertThat(s.player(seat).gold()).isEqualTo(3);
            assertThat(s.player(seat).routesLeft()).isEqualTo(29);
            assertThat(s.player(seat).kontorsInStorage()).as("4 players, short side: 4 covered").isEqualTo(4);
            assertThat(s.player(seat).goodsFree()).isEqualTo(1);
        }
    }

    @Test
    void with_three_players_the_unused_colours_kontors_are_neutral_and_get_no_route() {
        MerchantsState s = MerchantsOfEurope.setup(Games.config(RING, Games.THREE, GameConfig.SetupKind.FIXED,
                GameConfig.DiceSource.VIRTUAL, RuleOptions.DEFAULTS), 1);

        StartPosition orange = RING.startPositions().get(PlayerColour.ORANGE);
        for (int kontor : orange.kontors()) {
            assertThat((int) s.kontorAt()[kontor]).isEqualTo(MerchantsState.NEUTRAL);
        }
        assertThat((int) s.routeAt()[orange.route()]).isEqualTo(-1);
        assertThat(s.active()).as("Red starts").isZero();
        assertThat(s.player(0).kontorsInStorage()).as("3 players, short side: 5 covered").isEqualTo(5);
    }

    @Test
    void goods_tokens_follow_the_table_for_side_and_player_count() {
        int[][] expected = {{3, 6}, {4, 5}};
        for (int[] row : expected) {
            List<PlayerColour> colours = row[0] == 3 ? Games.THREE : Games.FOUR;
            assertThat(Setup.goodsTokens(new GameConfig(RING, GameConfig.BoardSide.SHORT, colours, GameConfig.SetupKind.VARIABLE,
                    GameConfig.DiceSource.VIRTUAL, -1, RuleOptions.DEFAULTS))).isEqualTo(row[1]);
        }
        assertThat(Setup.goodsTokens(new GameConfig(RING, GameConfig.BoardSide.MAIN, Games.THREE, GameConfig.SetupKind.VARIABLE,
                GameConfig.DiceSource.VIRTUAL, -1, RuleOptions.DEFAULTS))).isEqualTo(10);
        assertThat(Setup.goodsTokens(new GameConfig(RING, GameConfig.BoardSide.MAIN, Games.FOUR, GameConfig.SetupKind.VARIABLE,
                GameConfig.DiceSource.VIRTUAL, -1, RuleOptions.DEFAULTS))).isEqualTo(8);
    }

    @Test
    void the_five_marked_tokens_lie_face_up_the_other_ten_are_in_the_stock_and_the_robber_is_on_an_unnumbered_hex() {
        MerchantsState s = MerchantsOfEurope.setup(Games.tableDice(RING, Games.FOUR), 77);

        long placed = java.util.Arrays.stream(s.tokenAt()).filter(t -> t >= 0).count();
        assertThat(placed).isEqualTo(5);
        assertThat(s.stock()).hasSize(10);
        for (int hex = 0; hex < s.tokenAt().length; hex++) {
            if (s.tokenAt()[hex] >= 0) {
                assertThat(RING.numberTokens().get(s.tokenAt()[hex]).marked()).isTrue();
                assertThat(Resources.index(RING.numberTokens().get(s.tokenAt()[hex]).colour())).isEqualTo(s.facts().blankColour[hex]);
            }
        }
        assertThat(s.number(s.robberHex())).isZero();
        assertThat(RING.terrain(s.robberHex()).isLand()).isTrue();
        assertThat(s.version()).isZero();
    }

    @Test
    void the_same_seed_shuffles_the_same_stock_and_deck() {
        MerchantsState a = MerchantsOfEurope.setup(Games.tableDice(RING, Games.FOUR), 5);
        MerchantsState b = MerchantsOfEurope.setup(Games.tableDice(RING, Games.FOUR), 5);
        MerchantsState c = MerchantsOfEurope.setup(Games.tableDice(RING, Games.FOUR), 6);

        assertThat(a.deck()).containsExactly(b.deck());
        assertThat(a.stock()).containsExactly(b.stock());
        assertThat(a.deck()).isNotEqualTo(c.deck());
    }

    @Test
    void a_robber_start_on_a_numbered_hex_is_refused_with_the_reason() {
        int numbered = 0;
        while (!RING.terrain(numbered).isLand() || RING.tokenSpace(numbered) instanceof org.kontor.engine.board.TokenSpace.None) {
            numbered++;
        }
        GameConfig bad = new GameConfig(RING, GameConfig.BoardSide.SHORT, Games.FOUR, GameConfig.SetupKind.VARIABLE,
                GameConfig.DiceSource.VIRTUAL, numbered, RuleOptions.DEFAULTS);
        assertThatThrownBy(() -> MerchantsOfEurope.setup(bad, 1)).hasMessageContaining("without a number");
    }

    /**
     * Three players roll 8, 10, 10; the tied two roll again, 5 and 9: White (seat 2) starts. Kontors
     * go in snake order 2 0 1, 1 0 2, 2 0 1; neutral kontors from Blue (the last to place a third
     * kontor) counterclockwise: 1 0 2; routes likewise.
     */
    @Test
    void the_variable_setup_rolls_for_the_start_then_places_in_snake_order_then_neutrals_then_routes() {
        MerchantsState s = MerchantsOfEurope.setup(Games.config(RING, Games.THREE, GameConfig.SetupKind.VARIABLE,
                GameConfig.DiceSource.TABLE, RuleOptions.DEFAULTS), 2);
        assertThat(reject(s, 1, Command.Roll.table(6, 6)).kind()).isEqualTo(org.kontor.engine.RejectionKind.NOT_YOUR_TURN);
        s = play(s, 0, Command.Roll.table(4, 4));
        s = play(s, 1, Command.Roll.table(5, 5));
        s = play(s, 2, Command.Roll.table(6, 4));
        assertThat(s.phase()).isEqualTo(Phase.SETUP_START_ROLL);
        assertThat(Views.waitingFor(s)).containsExactly(1);
        s = play(s, 1, Command.Roll.table(2, 3));
        s = play(s, 2, Command.Roll.table(4, 5));
        assertThat(s.phase()).isEqualTo(Phase.SETUP_KONTORS);
        assertThat(s.active()).isEqualTo(2);

        List<Integer> placers = new ArrayList<>();
        int third = -1;
        while (s.phase() == Phase.SETUP_KONTORS) {
            int seat = s.setup().seat();
            placers.add(seat);
            List<Command> offered = RandomPlayer.enumerated(Games.RULES.legalActions(s, seat));
            assertThat(offered).as("every purple city site without a kontor, and nothing else").containsExactlyElementsOf(emptyPurpleSites(s));
            Command c = offered.get(placers.size() * 3 % 5);
            third = ((Command.PlaceKontor) c).intersection();
            MerchantsState before = s;
            s = play(s, seat, c);
            if (placers.size() > 6) {
                assertThat(s.player(seat).hand().total()).as("starting resources from the third kontor")
                        .isEqualTo(landHexesAround(before, third));
            } else {
                assertThat(s.player(seat).hand().total()).isZero();
            }
        }
        assertThat(placers).containsExactly(2, 0, 1, 1, 0, 2, 2, 0, 1);
        assertThat(s.phase()).isEqualTo(Phase.SETUP_NEUTRAL_KONTORS);

        List<Integer> neutrals = new ArrayList<>();
        while (s.phase() == Phase.SETUP_NEUTRAL_KONTORS) {
            int seat = s.setup().seat();
            neutrals.add(seat);
            Command c = RandomPlayer.enumerated(Games.RULES.legalActions(s, seat)).get(0);
            s = play(s, seat, c);
            assertThat((int) s.kontorAt()[((Command.PlaceKontor) c).intersection()]).isEqualTo(MerchantsState.NEUTRAL);
        }
        assertThat(neutrals).containsExactly(1, 0, 2);

        List<Integer> routes = new ArrayList<>();
        while (s.phase() == Phase.SETUP_ROUTES) {
            int seat = s.setup().seat();
            routes.add(seat);
            Command c = RandomPlayer.enumerated(Games.RULES.legalActions(s, seat)).get(0);
            s = play(s, seat, c);
            assertThat(s.player(seat).caravans()[0]).isEqualTo(((Command.PlaceSetupRoute) c).path());
        }
        assertThat(routes).containsExactly(1, 0, 2);
        assertThat(s.phase()).isEqualTo(Phase.BEFORE_ROLL);
        assertThat(s.active()).isEqualTo(2);
        assertThat(s.setup()).isNull();
    }

    private static int landHexesAround(MerchantsState s, int intersection) {
        int n = 0;
        for (int hex : s.facts().topology.hexesAtIntersection(intersection)) {
            n += s.facts().resourceOf[hex] >= 0 ? 1 : 0;
        }
        return n;
    }

    @Test
    void starting_kontors_go_only_on_empty_purple_city_sites() {
        MerchantsState s = MerchantsOfEurope.setup(Games.config(RING, Games.FOUR, GameConfig.SetupKind.VARIABLE,
                GameConfig.DiceSource.TABLE, RuleOptions.DEFAULTS), 2);
        s = play(s, 0, Command.Roll.table(6, 6));
        s = play(s, 1, Command.Roll.table(1, 1));
        s = play(s, 2, Command.Roll.table(1, 1));
        s = play(s, 3, Command.Roll.table(1, 1));
        int brown = RING.cities().stream().filter(c -> c.colour() == SiteColour.BROWN).findFirst().orElseThrow().intersection();
        int purple = s.facts().purpleSites.nextSetBit(0);

        assertThat(reject(s, 0, new Command.PlaceKontor(brown)).message()).isEqualTo("Starting kontors go only on purple city sites.");
        s = play(s, 0, new Command.PlaceKontor(purple));
        assertThat(reject(s, 1, new Command.PlaceKontor(purple)).message()).isEqualTo("That city site already has a kontor.");
    }

    /** Purple sites at I0, I2 and I3 of a zigzag; I1 is no city site. */
    @Test
    void no_setup_route_may_connect_a_city_site_to_another_directly_or_by_meeting_another_route() {
        TestBoard b = new TestBoard();
        int h0 = b.hex(0, 0, Terrain.FIELDS, 5);
        int h1 = b.hex(1, 0, Terrain.FOREST, 6);
        b.hex(0, 1, Terrain.SALTWORKS, 0);
        int i0 = b.corner(h0, 5);
        int i1 = b.corner(h0, 0);
        int i2 = b.corner(h0, 1);
        int i3 = b.corner(h1, 0);
        b.city("A", i0).city("B", i2).city("C", i3, SiteColour.BROWN, 0);
        Draft d = new Draft(MerchantsOfEurope.setup(Games.config(b.build("setup-ban"), Games.THREE,
                GameConfig.SetupKind.VARIABLE, GameConfig.DiceSource.TABLE, RuleOptions.DEFAULTS), 3));
        d.placeKontor(i0, 0);
        d.placeKontor(i2, 1);
        d.phase = Phase.SETUP_ROUTES;
        d.setup = new MerchantsState.SetupQueue(new int[] {0, 1, 2}, 0, new int[3]);
        MerchantsState s = play(d.freeze(), 0, new Command.PlaceSetupRoute(b.pathBetween(i0, i1)));

        String ban = "No starting trade route may connect a city site to another city site.";
        assertThat(reject(s, 1, new Command.PlaceSetupRoute(b.pathBetween(i2, i1))).message()).isEqualTo(ban);
        assertThat(reject(s, 1, new Command.PlaceSetupRoute(b.pathBetween(i2, i3))).message()).isEqualTo(ban);
        assertThat(RandomPlayer.enumerated(Games.RULES.legalActions(s, 1)))
                .containsExactly(new Command.PlaceSetupRoute(b.side(h0, 1)));
    }

    private static List<Command> emptyPurpleSites(MerchantsState s) {
        List<Command> sites = new ArrayList<>();
        for (int at = s.facts().purpleSites.nextSetBit(0); at >= 0; at = s.facts().purpleSites.nextSetBit(at + 1)) {
            if (s.kontorAt()[at] == -1) {
                sites.add(new Command.PlaceKontor(at));
            }
        }
        return sites;
    }
}
