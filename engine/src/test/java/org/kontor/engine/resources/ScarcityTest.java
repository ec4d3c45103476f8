package org.kontor.engine.resources;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.kontor.engine.board.Resource;

class ScarcityTest {

    private static final Resources TWO_ORE = Resources.of(Resource.ORE, 2);

    @Test
    void a_supply_that_can_pay_everyone_pays_everyone() {
        Resources[] paid = Scarcity.NOBODY_GETS_IT.pay(new Resources[] {Resources.of(Resource.ORE, 1), null, TWO_ORE},
                Resources.of(Resource.ORE, 3));
        assertThat(paid).containsExactly(Resources.of(Resource.ORE, 1), Resources.NONE, TWO_ORE);
    }

    @Test
    void short_of_a_kind_for_two_players_nobody_gets_it_under_either_rule() {
        Resources[] owed = {Resources.of(Resource.ORE, 1).plus(Resource.WOOL, 1), TWO_ORE};
        Resources supply = Resources.of(Resource.ORE, 2).plus(Resource.WOOL, 5);
        for (Scarcity rule : Scarcity.values()) {
            assertThat(rule.pay(owed, supply)).as("%s", rule).containsExactly(Resources.of(Resource.WOOL, 1), Resources.NONE);
        }
    }

    @Test
    void short_of_a_kind_for_one_player_only_catan_gives_what_is_left() {
        Resources[] owed = {Resources.of(Resource.ORE, 3), Resources.of(Resource.WOOL, 1)};
        Resources supply = Resources.of(Resource.ORE, 2).plus(Resource.WOOL, 1);
        assertThat(Scarcity.ONE_CLAIMANT_GETS_WHAT_IS_LEFT.pay(owed, supply)).containsExactly(TWO_ORE, Resources.of(Resource.WOOL, 1));
        assertThat(Scarcity.NOBODY_GETS_IT.pay(owed, supply)).containsExactly(Resources.NONE, Resources.of(Resource.WOOL, 1));
        assertThat(Scarcity.ONE_CLAIMANT_GETS_WHAT_IS_LEFT.nobodyGets(3, 1, 0)).isTrue();
    }
}
