package org.kontor.engine.catan;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.kontor.engine.board.PlayerColour;

/** "Preparación" and the founding phase: snake order, the distance rule, the starting resources. */
class SetupTest {

    static final Catan RULES = new Catan();

    @Test
    void players_place_in_snake_order_and_the_first_player_then_rolls() {
        CatanState s = Catan.setup(CatanConfig.beginner(4), 7);
        List<Integer> order = new ArrayList<>();
        while (s.phase() == Phase.SETUP) {
            int seat = s.setupSeat();
            order.add(seat);
            Command settle = RULES.legalActions(s, seat).get(0).choices().get(0);
            s = ((org.kontor.engine.Result.Accepted<CatanState, Event>) RULES.apply(s, seat, s.version(), settle)).state();
            Command road = RULES.legalActions(s, seat).stream().filter(a -> a.kind().equals("place-road")).findFirst()
                    .orElseThrow().choices().get(0);
            s = ((org.kontor.engine.Result.Accepted<CatanState, Event>) RULES.apply(s, seat, s.version(), road)).state();
        }
        assertThat(order).containsExactly(0, 1, 2, 3, 3, 2, 1, 0);
        assertThat(s.phase()).isEqualTo(Phase.BEFORE_ROLL);
        assertThat(s.active()).isZero();
        assertThat(RULES.legalActions(s, 0)).extracting(LegalAction::kind).contains("roll");
        for (int seat = 0; seat < 4; seat++) {
            assertThat(s.player(seat).settlementsLeft()).isEqualTo(3);
            assertThat(s.player(seat).roadsLeft()).isEqualTo(13);
        }
    }

    @Test
    void the_second_settlement_brings_one_card_per_neighbouring_hex_and_the_first_brings_none() {
        CatanState s = Catan.setup(CatanConfig.beginner(3), 1);
        Situation t = new Situation.Builder(s).get();
        // Three players: the red pieces stay in the box.
        assertThat(s.players()).extracting(Player::colour).containsExactly(PlayerColour.BLUE, PlayerColour.WHITE, PlayerColour.ORANGE);
        int[] first = {t.corner(0, 3, 4), t.corner(5, 6, 10), t.corner(13, 16, 17)};
        int[] second = {t.corner(7, 8, 12), t.corner(1, 2, 5), t.corner(14, 15, 18)};
        for (int k = 0; k < 6; k++) {
            int seat = Setup.seatOfPlacement(k, 3);
            int at = k < 3 ? first[seat] : second[seat];
            t.play(seat, new Command.PlaceSettlement(at));
            if (k < 3) {
                assertThat(t.hand(seat).total()).as("after a first settlement").isZero();
            }
            int road = t.topology().pathsAtIntersection(at)[0];
            t.play(seat, new Command.PlaceRoad(road));
        }
        // The seed's example: blue's upper settlement (fields 9, forest 11, forest 8) gives 2 lumber and 1 grain.
        assertThat(t.hand(0)).isEqualTo(Situation.cards(0, 2, 0, 1, 0));
        // White: pasture 2, forest 9, pasture 4; orange: fields 4, pasture 5, pasture 11.
        assertThat(t.hand(1)).isEqualTo(Situation.cards(0, 1, 2, 0, 0));
        assertThat(t.hand(2)).isEqualTo(Situation.cards(0, 0, 2, 1, 0));
        assertThat(t.state.bank().total()).isEqualTo(95 - 9);
    }

    @Test
    void a_setup_settlement_keeps_the_distance_rule_and_its_road_must_touch_it() {
        Situation t = new Situation.Builder(Catan.setup(CatanConfig.beginner(4), 1)).get();
        int top = t.corner(0, 1, 4);
        t.play(0, new Command.PlaceSettlement(top));
        int far = t.corner(8, 9, 13);
        assertThat(t.refused(0, new Command.PlaceRoad(t.topology().pathsAtIntersection(far)[0])))
                .contains("must touch the settlement you just placed");
        assertThat(t.refused(1, new Command.PlaceSettlement(far))).contains("Red's turn");
        t.play(0, new Command.PlaceRoad(t.topology().pathsAtIntersection(top)[0]));
        int neighbour = t.topology().intersectionsNextTo(top)[0];
        assertThat(t.refused(1, new Command.PlaceSettlement(neighbour))).contains("distance rule");
        assertThat(t.choices(1, "place-settlement")).doesNotContain(new Command.PlaceSettlement(neighbour), new Command.PlaceSettlement(top));
    }
}
