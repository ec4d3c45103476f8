package org.kontor.engine.catan;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.HashMap;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.kontor.engine.board.Topology;

/**
 * A roll says what each seat's buildings stood to get from it before the dice fell (the summary's
 * luck line): counted here from each building outwards, where the engine counts from each hex in.
 */
class ExpectedProductionTest {

    @Test
    void a_roll_carries_the_cards_each_seat_stood_to_get_in_36ths_a_city_twice_the_robbers_hex_none() {
        Situation t = Situation.beginner(3).settlement(0, 10).city(1, 20).settlement(1, 33);
        int robbed = t.topology().hexesAtIntersection(33)[0];
        t.robberOn(robbed).play(0, Command.Roll.virtual());
        Event.DiceRolled roll = (Event.DiceRolled) t.events.get(0);
        assertThat(roll.expectedIn36ths()).isEqualTo(expected(t.state, Map.of(10, 1, 20, 2, 33, 1), robbed));
        assertThat(roll.expectedIn36ths().get(1)).as("Ben's city counts twice").isGreaterThan(0);
    }

    /** Each building's hexes with a number, the ways two dice make it, times the building's cards. */
    private static Map<Integer, Integer> expected(CatanState s, Map<Integer, Integer> cardsAt, int robberHex) {
        Topology topology = s.island().topology();
        Map<Integer, Integer> expected = new HashMap<>();
        cardsAt.forEach((intersection, cards) -> {
            for (int hex : topology.hexesAtIntersection(intersection)) {
                int number = s.island().number(hex);
                if (number > 0 && hex != robberHex) {
                    expected.merge(s.buildingOwner(intersection), (6 - Math.abs(number - 7)) * cards, Integer::sum);
                }
            }
        });
        return expected;
    }
}
