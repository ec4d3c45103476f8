package org.kontor.engine.elasund;

import static org.assertj.core.api.Assertions.assertThat;
import static org.kontor.engine.elasund.ElasundTable.BLUE;
import static org.kontor.engine.elasund.ElasundTable.GREEN;
import static org.kontor.engine.elasund.ElasundTable.RED;
import static org.kontor.engine.elasund.ElasundTable.YELLOW;
import static org.kontor.engine.elasund.ElasundTable.building;
import static org.kontor.engine.elasund.ElasundTable.dice;
import static org.kontor.engine.elasund.ElasundTable.hand;
import static org.kontor.engine.elasund.ElasundTable.permit;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.kontor.engine.RejectionKind;

/** The examples of the Spanish rules v1.1, played as they are told, and the refusals around them. */
class ElasundRulebookTest {

    @Test
    void setup_gives_each_player_two_cottages_3_gold_and_1_influence() {
        ElasundTable t = new ElasundTable(3);
        for (int seat = 0; seat < 3; seat++) {
            assertThat(t.state.gold(seat)).isEqualTo(3);
            assertThat(t.state.d.influenceCards(seat)).isEqualTo(1);
            assertThat(t.state.cubesOnBoard(seat)).isZero();
        }
        assertThat(t.state.d.buildings).hasSize(6);
        assertThat(t.state.d.columns).isEqualTo(7);
        assertThat(t.state.phase()).isEqualTo(Phase.ROLL);
    }

    /** "El barco está en la casilla 3 … saca un 3 … debe mover el barco 2 casillas hasta la casilla 5." */
    @Test
    void the_ship_on_the_rolled_row_moves_2_rows_and_the_row_produces() {
        ElasundTable t = new ElasundTable(4).arrange(d -> {
            d.ship = d.board.rowOf(3);
            building(d, "workshop", RED, 6, 5);
            building(d, "house", RED, 7, 5);
            building(d, "house", BLUE, 2, 5);
            dice(d, 3);
        });
        t.ok(RED, new Command.Roll());
        assertThat(t.state.ship()).isEqualTo(5);
        assertThat(t.state.pending()).isNull();
        assertThat(t.events(Event.Produced.class)).containsExactly(new Event.Produced(RED, 1, 1),
                new Event.Produced(BLUE, 0, 1), new Event.Produced(GREEN, 1, 0), new Event.Produced(YELLOW, 1, 0));
        assertThat(t.state.phase()).isEqualTo(Phase.BUILD);
    }

    @Test
    void with_both_ways_open_the_roller_chooses_and_a_wrong_row_is_refused() {
        ElasundTable t = new ElasundTable(2).arrange(d -> {
            d.ship = d.board.rowOf(4);
            dice(d, 4);
        });
        t.ok(RED, new Command.Roll());
        assertThat(t.state.pending()).isEqualTo(new Pending.ShipChoice(RED, List.of(2, 6)));
        assertThat(t.no(RED, new Command.MoveShip(5)).message()).contains("to row 2 or 6");
        assertThat(t.no(BLUE, new Command.MoveShip(6)).kind()).isEqualTo(RejectionKind.NOT_YOUR_TURN);
        t.ok(RED, new Command.MoveShip(6));
        assertThat(t.state.ship()).isEqualTo(6);
    }

    /** "Un permiso con un 4 tiene un valor mayor que 3 permisos con los números 0, 1 y 2." */
    @Test
    void a_4_outweighs_0_1_and_2_and_their_owner_is_compensated() {
        ElasundTable t = new ElasundTable(4).building(RED, 5).arrange(d -> {
            hand(d, RED, 20, 0, 0, 0);
            hand(d, BLUE, 0, 0, 0, 0);
            permit(d, RED, 4, 5, 2);
            permit(d, BLUE, 0, 6, 2);
            permit(d, BLUE, 1, 5, 3);
            permit(d, BLUE, 2, 6, 3);
        });
        t.ok(RED, new Command.Build("hall", 5, 2, null));
        assertThat(t.events).contains(new Event.Compensated(RED, BLUE, 1), new Event.Compensated(RED, BLUE, 2),
                new Event.Built(RED, "hall", 5, 2, 8));
        assertThat(t.state.gold(RED)).isEqualTo(12);
        assertThat(t.state.gold(BLUE)).isEqualTo(3);
        assertThat(t.state.cubesOnBoard(RED)).isEqualTo(2);
        assertThat(t.state.d.unusedPermits(BLUE)).containsExactly(0, 1, 2, 3, 4);
    }

    @Test
    void a_tie_in_permit_values_lets_nobody_build_and_too_few_permits_neither() {
        ElasundTable t = new ElasundTable(4).building(RED, 5).arrange(d -> {
            hand(d, RED, 20, 0, 0, 0);
            permit(d, RED, 3, 5, 2);
            permit(d, BLUE, 1, 6, 2);
            permit(d, BLUE, 2, 5, 3);
        });
        assertThat(t.no(RED, new Command.Build("hall", 5, 2, null)).message()).contains("add up to 3, yours to 3");
        assertThat(t.no(RED, new Command.Build("well", 6, 2, null)).message()).contains("permit of your own");
        t.arrange(d -> permit(d, RED, 0, 8, 8));
        assertThat(t.no(RED, new Command.Build("shop", 7, 8, null)).message()).contains("needs 2 permits");
    }

    /**
     * The trading office: red compensates blue and yellow with 2 gold each, pays 5 to the bank and
     * builds over yellow's smaller building, which yellow re-places.
     */
    @Test
    void the_trading_office_example_compensates_two_players_and_covers_a_smaller_building() {
        ElasundTable t = new ElasundTable(4).building(RED, 5).arrange(d -> {
            hand(d, RED, 12, 0, 0, 0);
            permit(d, RED, 3, 1, 4);
            permit(d, BLUE, 2, 0, 4);
            permit(d, YELLOW, 2, 0, 5);
        });
        int bank = t.state.goldSupply();
        t.ok(RED, new Command.Build("hall", 0, 4, null));
        assertThat(t.state.gold(RED)).isEqualTo(3);
        assertThat(t.state.gold(BLUE)).isEqualTo(5);
        assertThat(t.state.gold(YELLOW)).isEqualTo(5);
        assertThat(t.state.goldSupply()).isEqualTo(bank + 5);
        assertThat(t.events).contains(new Event.BuildingRemoved(YELLOW, "cottage-large", 1, 5));
        // Three coast squares: 3 trade points and a cube on the track's first flag.
        assertThat(t.state.tradePoints(RED)).isEqualTo(3);
        assertThat(t.events).contains(new Event.CubePlaced(RED, "trade 3"));
        assertThat(t.state.cubesOnBoard(RED)).isEqualTo(3);
        assertThat(t.state.pending()).isInstanceOf(Pending.Cottages.class);
        assertThat(t.no(RED, new Command.EndTurn()).kind()).isEqualTo(RejectionKind.NOT_YOUR_TURN);
        assertThat(t.no(YELLOW, new Command.ReplaceCottage(0, 8)).message()).contains("trade zone");
        t.ok(YELLOW, new Command.ReplaceCottage(5, 8));
        assertThat(t.state.pending()).isNull();
        assertThat(t.events).contains(new Event.CottageReplaced(YELLOW, "cottage-large", 5, 8));
    }

    /** "Para poder construir por encima de los dos edificios … debe pagar 3 cartas de influencia del mismo color." */
    @Test
    void covering_two_same_size_buildings_costs_one_payment_of_3_influence_of_one_colour() {
        ElasundTable t = new ElasundTable(4).building(YELLOW, 5).arrange(d -> {
            building(d, "shop", RED, 5, 6);
            building(d, "tavern", BLUE, 5, 9);
            hand(d, YELLOW, 4, 2, 3, 0);
            permit(d, YELLOW, 2, 5, 8);
            permit(d, RED, 1, 6, 9);
        });
        assertThat(t.no(YELLOW, new Command.Build("tavern", 5, 8, null)).message()).contains("3 influence of one colour");
        assertThat(t.no(YELLOW, new Command.Build("tavern", 5, 8, Influence.BLUE)).kind()).isEqualTo(RejectionKind.NOT_AFFORDABLE);
        t.ok(YELLOW, new Command.Build("tavern", 5, 8, Influence.GREEN));
        assertThat(t.events).contains(new Event.InfluencePaid(YELLOW, Influence.GREEN, 3, "covering a building of the same size"),
                new Event.Compensated(YELLOW, RED, 1), new Event.CubeReturned(RED, "building"), new Event.CubeReturned(BLUE, "building"));
        assertThat(t.state.gold(YELLOW)).isZero();
        assertThat(t.state.influence(YELLOW, Influence.GREEN)).isZero();
        assertThat(t.state.cubesOnBoard(RED)).isZero();
        assertThat(t.state.cubesOnBoard(BLUE)).isZero();
        assertThat(t.state.cubesOnBoard(YELLOW)).isEqualTo(1);
    }

    @Test
    void a_larger_building_is_never_covered() {
        ElasundTable t = new ElasundTable(4).building(RED, 5).arrange(d -> {
            building(d, "hall", BLUE, 5, 2);
            hand(d, RED, 10, 3, 0, 0);
            permit(d, RED, 4, 6, 4);
            permit(d, RED, 3, 6, 5);
        });
        assertThat(t.no(RED, new Command.Build("shop", 6, 4, Influence.BLUE)).message()).contains("cannot cover a larger building");
    }

    /** Walls: next to a gate or a wall, 2 or 4 gold, 1 influence for the first, a tower for the third. */
    @Test
    void walls_grow_from_the_gates_pay_their_rewards_and_the_third_is_a_tower() {
        ElasundTable t = new ElasundTable(4).building(YELLOW, 5).arrange(d -> hand(d, YELLOW, 20, 0, 0, 0));
        assertThat(t.no(YELLOW, new Command.BuildWall(1)).message()).contains("next to a city gate");
        t.ok(YELLOW, new Command.BuildWall(0));
        assertThat(t.events).contains(new Event.WallBuilt(YELLOW, 0, 1, 2, "1 influence"));
        assertThat(t.state.d.influenceCards(YELLOW)).isEqualTo(1);
        t.ok(YELLOW, new Command.BuildWall(12));
        assertThat(t.events).contains(new Event.WallBuilt(YELLOW, 12, 2, 4, "1 influence"));
        assertThat(t.no(YELLOW, new Command.BuildWall(1)).message()).contains("built twice");
        t.arrange(d -> d.buildsLeft = 2);
        t.ok(YELLOW, new Command.BuildWall(1));
        assertThat(t.events).contains(new Event.WallBuilt(YELLOW, 1, 3, 2, "tower"), new Event.CubePlaced(YELLOW, "tower"));
        assertThat(t.state.cubesOnBoard(YELLOW)).isEqualTo(1);
        assertThat(t.state.gold(YELLOW)).isEqualTo(12);
    }

    /**
     * The church: the first builder draws two tiles, keeps one for the foundation (which fixes the
     * church's 9 squares) and puts the other under the stack; a later tile removes a tavern of any
     * size, whose builder gets the cube back.
     */
    @Test
    void the_first_church_tile_is_chosen_from_two_and_a_later_one_removes_a_tavern() {
        ElasundTable t = new ElasundTable(2).building(RED, 5).arrange(d -> {
            hand(d, RED, 14, 0, 0, 0);
            d.churchStack.clear();
            d.churchStack.addAll(List.of(7, 8, 1, 9, 6, 4, 3, 2, 5));
            building(d, "tavern", BLUE, 2, 5);
            permit(d, BLUE, 3, 3, 8);
        });
        t.ok(RED, new Command.BuildChurch());
        assertThat(t.state.pending()).isEqualTo(new Pending.ChurchTile(RED, 5, 2));
        assertThat(ElasundTable.RULES.view(t.state, RED).churchChoice()).containsExactly(5, 2);
        assertThat(ElasundTable.RULES.view(t.state, BLUE).churchChoice()).isEmpty();
        assertThat(t.no(RED, new Command.KeepChurchTile(3)).message()).contains("drew church tiles 5 and 2");
        t.ok(RED, new Command.KeepChurchTile(5));
        assertThat(t.events).contains(new Event.ChurchTileBuilt(RED, 5, 2, 8), new Event.CubePlaced(RED, "church"));
        assertThat(t.state.d.churchStack.get(0)).as("the other tile goes under the stack").isEqualTo(2);
        assertThat(t.state.d.churchOrigin).isEqualTo(new Square(1, 4));
        // Tile 3 goes top right of the picture: column 3, row 6, where blue's tavern stands.
        t.ok(RED, new Command.BuildChurch());
        assertThat(t.events).contains(new Event.BuildingRemoved(BLUE, "tavern", 2, 5), new Event.CubeReturned(BLUE, "building"),
                new Event.ChurchTileBuilt(RED, 3, 3, 6));
        assertThat(t.state.cubesOnBoard(BLUE)).isZero();
        assertThat(t.state.cubesOnBoard(RED)).isEqualTo(2);
        assertThat(t.state.gold(RED)).isZero();
    }

    @Test
    void nothing_is_built_over_the_foundation_or_a_church_tile() {
        ElasundTable t = new ElasundTable(2).building(RED, 5).arrange(d -> {
            hand(d, RED, 10, 0, 0, 0);
            permit(d, RED, 2, 2, 8);
        });
        assertThat(t.no(RED, new Command.Build("tavern", 2, 6, null)).message()).contains("church foundation");
        assertThat(t.no(RED, new Command.PlacePermit(1, 2, 8, null)).message()).contains("empty square");
    }

    /** "El jugador rojo pone un permiso de valor 2. Paga 2 cartas de oro … en la fila indicada por el barco." */
    @Test
    void phase_3_puts_a_permit_in_the_ships_row_or_next_to_it_when_full_or_anywhere_for_2_influence() {
        ElasundTable t = new ElasundTable(2).building(RED, 5).arrange(d -> hand(d, RED, 5, 2, 0, 0));
        assertThat(t.no(RED, new Command.PlacePermit(2, 3, 6, null)).message()).contains("ship's row 5");
        t.arrange(d -> {
            for (int c = 0; c < d.columns; c++) {
                if (d.empty(new Square(c, d.board.rowOf(5)))) {
                    permit(d, BLUE, c, c, 5);
                }
            }
        });
        Draft probe = t.state.d;
        assertThat(PermitOrGold.rowOpen(probe, probe.board.rowOf(6))).isTrue();
        assertThat(PermitOrGold.rowOpen(probe, probe.board.rowOf(8))).isFalse();
        t.ok(RED, new Command.PlacePermit(2, 2, 6, Influence.BLUE));
        assertThat(t.events).contains(new Event.InfluencePaid(RED, Influence.BLUE, 2, "a permit in any row"),
                new Event.PermitPlaced(RED, 2, 2, 6, 2));
        assertThat(t.state.gold(RED)).isEqualTo(3);
        assertThat(t.state.phase()).isEqualTo(Phase.SPECIAL);
        assertThat(t.no(RED, new Command.TakeGold()).kind()).isEqualTo(RejectionKind.NOT_AVAILABLE_NOW);
    }

    @Test
    void phase_3_may_instead_take_2_gold_and_the_turn_cannot_end_before_it() {
        ElasundTable t = new ElasundTable(2).building(RED, 5);
        assertThat(t.no(RED, new Command.EndTurn()).message()).contains("phase 3");
        t.ok(RED, new Command.TakeGold());
        assertThat(t.state.gold(RED)).isEqualTo(5);
        t.ok(RED, new Command.EndTurn());
        assertThat(t.state.active()).isEqualTo(BLUE);
        assertThat(t.state.phase()).isEqualTo(Phase.ROLL);
    }

    /** "El jugador verde saca un 7 … rojo tiene 3 cubos … debe descartarse de 3 cartas. … azul … 1 carta." */
    @Test
    void pirates_make_every_player_discard_per_cube_in_the_row_and_the_roller_loots_per_tower() {
        ElasundTable t = new ElasundTable(4).arrange(d -> {
            d.active = GREEN;
            d.ship = d.board.rowOf(8);
            building(d, "hall", RED, 5, 2);
            building(d, "well", RED, 7, 2);
            building(d, "well", RED, 8, 2);
            building(d, "well", BLUE, 3, 2);
            hand(d, RED, 5, 0, 0, 0);
            d.wallOwner[0] = GREEN;
            d.wallNumber[0] = 3;
            d.wallCube[0] = true;
            d.cubes[GREEN]--;
            dice(d, 7);
        });
        t.ok(GREEN, new Command.Roll());
        assertThat(t.state.pending()).isEqualTo(new Pending.PirateShip(GREEN));
        assertThat(t.no(GREEN, new Command.MoveShip(8)).message()).contains("another row");
        t.ok(GREEN, new Command.MoveShip(2));
        assertThat(t.state.pending()).isEqualTo(new Pending.Discards(GREEN, List.of(3, 1, 0, 0)));
        assertThat(t.events(Event.Produced.class)).isEmpty();
        assertThat(t.no(RED, new Command.Discard(2, 0, 0, 0)).message()).contains("exactly 3 cards");
        t.ok(RED, new Command.Discard(3, 0, 0, 0));
        int greenCards = t.state.d.cards(GREEN);
        t.ok(BLUE, new Command.Discard(1, 0, 0, 0));
        assertThat(t.state.pending()).isNull();
        assertThat(t.events).contains(new Event.Looted(GREEN, 1));
        assertThat(t.state.d.cards(GREEN)).isEqualTo(greenCards + 1);
        assertThat(t.state.gold(RED)).isEqualTo(2);
        // The pirates' row is the ship's row for phase 3.
        assertThat(t.state.ship()).isEqualTo(2);
        assertThat(t.state.d.pirate).isTrue();
    }

    /**
     * "Rojo tiene 5 puntos de comercio y puede poner dos cubos. Azul desplaza un edificio rojo. Rojo
     * pierde un punto de comercio y debe retirar su cubo. Azul gana 2 puntos y puede poner 1 cubo."
     */
    @Test
    void losing_a_trade_building_takes_a_track_cube_and_gaining_trade_points_places_one() {
        ElasundTable t = new ElasundTable(4).building(BLUE, 5).arrange(d -> {
            building(d, "house", RED, 0, 11);
            d.trade[RED] = 5;
            d.trackCube[RED][0] = true;
            d.trackCube[RED][1] = true;
            d.cubes[RED] -= 2;
            d.trade[BLUE] = 1;
            permit(d, BLUE, 1, 1, 10);
            permit(d, BLUE, 0, 0, 10);
        });
        t.ok(BLUE, new Command.Build("shop", 0, 10, null));
        assertThat(t.state.tradePoints(RED)).isEqualTo(4);
        assertThat(t.events).contains(new Event.CubeReturned(RED, "trade 5"), new Event.CubePlaced(BLUE, "trade 3"));
        assertThat(t.state.tradePoints(BLUE)).isEqualTo(3);
        assertThat(t.state.cubesOnBoard(RED)).isEqualTo(1);
        assertThat(t.state.cubesOnBoard(BLUE)).isEqualTo(2);
    }

    @Test
    void a_full_trade_flag_shuts_out_later_arrivals() {
        ElasundTable t = new ElasundTable(4).building(BLUE, 5).arrange(d -> {
            d.trackCube[RED][4] = true;
            d.cubes[RED]--;
            d.trade[RED] = 11;
            building(d, "well", BLUE, 0, 12);
            d.trade[BLUE] = 10;
            hand(d, BLUE, 10, 0, 0, 0);
            permit(d, BLUE, 1, 0, 2);
        });
        t.ok(BLUE, new Command.Build("well", 0, 2, null));
        assertThat(t.state.tradePoints(BLUE)).isEqualTo(11);
        assertThat(t.events(Event.CubePlaced.class)).containsExactly(new Event.CubePlaced(BLUE, "building"));
    }

    /** Two players' cottages covered: re-placed in turn order from the builder, each by its owner. */
    @Test
    void displaced_cottages_are_re_placed_in_turn_order_from_the_builder() {
        ElasundTable t = new ElasundTable(4).building(GREEN, 5).arrange(d -> {
            hand(d, GREEN, 10, 0, 0, 0);
            permit(d, GREEN, 4, 2, 2);
            permit(d, GREEN, 3, 3, 2);
            permit(d, GREEN, 2, 2, 3);
        });
        t.ok(GREEN, new Command.Build("hall", 2, 2, null));
        assertThat(t.state.pending()).isEqualTo(new Pending.Cottages(List.of(new Pending.Cottage(RED, 0), new Pending.Cottage(BLUE, 0))));
        assertThat(t.no(BLUE, new Command.ReplaceCottage(6, 6)).kind()).isEqualTo(RejectionKind.NOT_YOUR_TURN);
        t.ok(RED, new Command.ReplaceCottage(6, 6));
        assertThat(t.no(BLUE, new Command.ReplaceCottage(6, 6)).message()).contains("only on empty squares");
        t.ok(BLUE, new Command.ReplaceCottage(6, 8));
        assertThat(t.state.pending()).isNull();
        assertThat(t.state.d.buildings.values().stream().filter(p -> p.kind() == 0)).hasSize(4);
    }

    @Test
    void with_no_gold_left_for_the_production_nobody_gets_gold_and_everyone_gives_up_half() {
        ElasundTable t = new ElasundTable(2).arrange(d -> {
            d.goldSupply += d.gold[RED] + d.gold[BLUE];
            d.gold[RED] = 5;
            d.gold[BLUE] = 3;
            d.goldSupply -= 8;
            d.gold[BLUE] += d.goldSupply;
            d.goldSupply = 0;
            dice(d, 8);
        });
        int blue = t.state.gold(BLUE);
        t.ok(RED, new Command.Roll());
        assertThat(t.events).contains(new Event.CardsRanOut("gold", 2, 0));
        assertThat(t.state.gold(RED)).isEqualTo(3);
        assertThat(t.state.gold(BLUE)).isEqualTo(blue - blue / 2);
        assertThat(t.state.goldSupply()).isEqualTo(2 + blue / 2);
    }

    @Test
    void the_special_actions_cost_influence_and_only_one_is_taken() {
        ElasundTable t = new ElasundTable(2).building(RED, 5).arrange(d -> {
            hand(d, RED, 5, 3, 1, 1);
            permit(d, RED, 1, 3, 8);
            d.phase = Phase.SPECIAL;
        });
        assertThat(t.no(RED, new Command.UpgradePermit(1, 1, Influence.BLUE)).message()).contains("higher one");
        t.ok(RED, new Command.UpgradePermit(1, 4, Influence.BLUE));
        assertThat(t.events).contains(new Event.PermitUpgraded(RED, 1, 4, 3, 8));
        assertThat(t.state.gold(RED)).isEqualTo(2);
        assertThat(t.state.influence(RED, Influence.BLUE)).isEqualTo(1);
        assertThat(t.state.phase()).isEqualTo(Phase.DONE);
        assertThat(t.no(RED, new Command.BuyGold()).message()).contains("only the end of the turn");
        ElasundTable other = new ElasundTable(2).building(RED, 5).arrange(d -> {
            hand(d, RED, 0, 1, 1, 1);
            d.phase = Phase.SPECIAL;
        });
        other.ok(RED, new Command.BuyGold());
        assertThat(other.state.gold(RED)).isEqualTo(2);
        assertThat(other.state.d.influenceCards(RED)).isZero();
    }

    @Test
    void a_player_wins_by_ending_their_own_turn_with_all_10_cubes_placed() {
        ElasundTable t = new ElasundTable(2).building(RED, 5).arrange(d -> {
            d.trade[RED] = 12;
            d.cubes[RED] = 1;
            d.trackCube[RED][0] = true;
            d.trackCube[RED][1] = true;
            d.trackCube[RED][2] = true;
            d.trackCube[RED][3] = true;
            d.trackCube[RED][4] = true;
            for (int w = 0; w < 4; w++) {
                d.wallOwner[4 + w] = RED;
                d.wallCube[4 + w] = true;
            }
            hand(d, RED, 10, 0, 0, 0);
            permit(d, RED, 0, 4, 2);
        });
        t.ok(RED, new Command.Build("well", 4, 2, null));
        assertThat(t.state.cubesOnBoard(RED)).isEqualTo(10);
        assertThat(t.state.isOver()).isFalse();
        t.ok(RED, new Command.TakeGold()).ok(RED, new Command.EndTurn());
        assertThat(t.state.isOver()).isTrue();
        assertThat(t.state.winner()).isEqualTo(RED);
        assertThat(t.events).contains(new Event.GameWon(RED));
        assertThat(t.no(BLUE, new Command.Roll()).kind()).isEqualTo(RejectionKind.GAME_OVER);
    }
}
