package org.kontor.engine.catan;

import org.kontor.engine.resources.Scarcity;
import org.kontor.engine.resources.Resources;
import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.kontor.engine.board.Harbour;
import org.kontor.engine.board.Resource;

/** "Comercio": domestic trade with the active player only, maritime trade 4:1, 3:1 and 2:1. */
class TradeTest {

    @Test
    void the_bank_always_trades_four_for_one() {
        Situation t = Situation.beginner(4).give(0, Situation.cards(4, 0, 0, 0, 0)).rolled(0);
        assertThat(t.choices(0, "trade-with-bank")).contains(new Command.TradeWithBank(Resource.BRICK, Resource.ORE))
                .doesNotContain(new Command.TradeWithBank(Resource.BRICK, Resource.BRICK));
        t.play(0, new Command.TradeWithBank(Resource.BRICK, Resource.ORE));
        assertThat(t.hand(0)).isEqualTo(Situation.cards(0, 0, 0, 0, 1));
    }

    @Test
    void a_settlement_on_a_harbour_trades_three_for_one_or_two_for_one_in_the_harbours_resource() {
        Situation t = Situation.beginner(4);
        Harbour ore = harbour(t, Resource.ORE);
        Harbour generic = t.state.island().harbours().stream().filter(Harbour::generic).findFirst().orElseThrow();
        t.settlement(0, t.topology().intersectionsOfPath(ore.path())[0])
                .settlement(1, t.topology().intersectionsOfPath(generic.path())[1])
                .give(0, Situation.cards(3, 0, 0, 0, 2)).give(1, Situation.cards(3, 0, 0, 0, 0)).rolled(0);
        assertThat(MaritimeTrade.rate(t.state, 0, Resource.ORE)).isEqualTo(2);
        assertThat(MaritimeTrade.rate(t.state, 0, Resource.BRICK)).isEqualTo(4);
        assertThat(Situation.RULES.view(t.state, 0).tradeRates()).as("the seat view names each rate's resource")
                .containsExactly(java.util.Map.entry("brick", 4), java.util.Map.entry("lumber", 4), java.util.Map.entry("wool", 4),
                        java.util.Map.entry("grain", 4), java.util.Map.entry("ore", 2));
        assertThat(t.refused(0, new Command.TradeWithBank(Resource.BRICK, Resource.WOOL))).contains("best rate for brick is 4:1");
        t.play(0, new Command.TradeWithBank(Resource.ORE, Resource.WOOL));
        assertThat(t.hand(0)).isEqualTo(Situation.cards(3, 0, 1, 0, 0));
        t.rolled(1);
        assertThat(MaritimeTrade.rate(t.state, 1, Resource.BRICK)).isEqualTo(3);
        t.play(1, new Command.TradeWithBank(Resource.BRICK, Resource.GRAIN));
        assertThat(t.hand(1)).isEqualTo(Situation.cards(0, 0, 0, 1, 0));
    }

    @Test
    void the_active_player_offers_one_opponent_who_accepts_or_declines() {
        Situation t = Situation.beginner(4).give(0, Situation.cards(2, 0, 0, 0, 0)).give(2, Situation.cards(0, 0, 0, 0, 1)).rolled(0);
        assertThat(t.kinds(1)).doesNotContain("offer-trade");
        assertThat(t.refused(1, new Command.OfferTrade(2, Situation.cards(0, 0, 0, 0, 1), Situation.cards(1, 0, 0, 0, 0))))
                .contains("Red's turn");
        assertThat(t.refused(0, new Command.OfferTrade(2, Situation.cards(1, 0, 0, 0, 0), Resources.NONE))).contains("no gifts");
        assertThat(t.refused(0, new Command.OfferTrade(2, Situation.cards(1, 0, 0, 0, 0), Situation.cards(1, 0, 0, 0, 0))))
                .contains("both give and ask for brick");
        t.play(0, new Command.OfferTrade(2, Situation.cards(2, 0, 0, 0, 0), Situation.cards(0, 0, 0, 0, 1)));
        assertThat(Catan.waitingFor(t.state)).containsExactly(0, 2);
        assertThat(t.kinds(2)).containsExactlyInAnyOrder("accept-trade", "decline-trade", "counter-trade");
        assertThat(t.refused(1, new Command.AcceptTrade())).contains("offer is for White");
        t.play(2, new Command.AcceptTrade());
        assertThat(t.hand(0)).isEqualTo(Situation.cards(0, 0, 0, 0, 1));
        assertThat(t.hand(2)).isEqualTo(Situation.cards(2, 0, 0, 0, 0));
        t.play(0, new Command.OfferTrade(1, Situation.cards(0, 0, 0, 0, 1), Situation.cards(0, 1, 0, 0, 0)));
        t.play(1, new Command.DeclineTrade());
        assertThat(t.state.pending()).isNull();
        assertThat(t.hand(0)).isEqualTo(Situation.cards(0, 0, 0, 0, 1));
    }

    @Test
    void the_player_offered_may_counter_and_the_offerer_then_answers_the_counter() {
        Situation t = Situation.beginner(4).give(0, Situation.cards(2, 0, 0, 0, 0)).give(2, Situation.cards(0, 0, 1, 0, 1)).rolled(0);
        t.play(0, new Command.OfferTrade(2, Situation.cards(2, 0, 0, 0, 0), Situation.cards(0, 0, 0, 0, 1)));
        assertThat(t.kinds(2)).containsExactlyInAnyOrder("accept-trade", "decline-trade", "counter-trade");
        assertThat(t.kinds(0)).doesNotContain("counter-trade");
        assertThat(t.refused(0, new Command.CounterTrade(Situation.cards(1, 0, 0, 0, 0), Situation.cards(0, 0, 0, 0, 1))))
                .contains("no trade offer to you to counter");
        assertThat(t.refused(2, new Command.CounterTrade(Situation.cards(0, 0, 0, 0, 2), Situation.cards(1, 0, 0, 0, 0))))
                .as("only what White holds").contains("You can offer only what you have");
        // White asks for both bricks and a wool more: ore and wool for two bricks.
        t.play(2, new Command.CounterTrade(Situation.cards(0, 0, 1, 0, 1), Situation.cards(2, 0, 0, 0, 0)));
        assertThat(t.events).contains(new Event.TradeOffered(2, 0, Situation.cards(0, 0, 1, 0, 1), Situation.cards(2, 0, 0, 0, 0)));
        assertThat(t.kinds(0)).contains("accept-trade", "decline-trade", "counter-trade");
        t.play(0, new Command.AcceptTrade());
        assertThat(t.hand(0)).isEqualTo(Situation.cards(0, 0, 1, 0, 1));
        assertThat(t.hand(2)).isEqualTo(Situation.cards(2, 0, 0, 0, 0));
        assertThat(t.state.pending()).isNull();
    }

    @Test
    void with_the_strict_order_a_player_who_has_built_trades_no_more_that_turn() {
        Situation t = Situation.beginner(4, new RuleOptions(Scarcity.ONE_CLAIMANT_GETS_WHAT_IS_LEFT, true, true));
        int home = t.corner(0, 1, 4);
        t.settlement(0, home).give(0, Situation.cards(5, 1, 0, 0, 0)).rolled(0);
        t.play(0, new Command.BuildRoad(t.path(home, t.topology().intersectionsNextTo(home)[0])));
        assertThat(t.refused(0, new Command.TradeWithBank(Resource.BRICK, Resource.ORE))).contains("Trade comes before building");
        assertThat(t.kinds(0)).doesNotContain("trade-with-bank", "offer-trade");
    }

    static Harbour harbour(Situation t, Resource r) {
        return t.state.island().harbours().stream().filter(h -> h.resource() == r).findFirst().orElseThrow();
    }
}
