package org.kontor.engine.merchants;

import static org.assertj.core.api.Assertions.assertThat;
import static org.kontor.engine.merchants.Games.play;
import static org.kontor.engine.merchants.Games.reject;

import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.kontor.engine.RejectionKind;
import org.kontor.engine.board.Resource;
import org.kontor.engine.resources.Resources;

/** Trading between players (rulebook p. 6): only with the active player; offer, accept, decline, counter. */
class PlayerTradeTest {

    static final Resources ORE = Resources.of(Resource.ORE, 1);
    static final Resources WOOL = Resources.of(Resource.WOOL, 1);

    MerchantsState s;

    @BeforeEach
    void redActsWithOreAndBlueHoldsWool() {
        Draft d = Games.emptyTable(Games.tableDice(TestBoards.ring(), Games.FOUR), 12);
        d.phase = Phase.ACTION;
        d.give(0, new Resources(0, 0, 0, 2, 0));
        d.give(1, new Resources(0, 2, 0, 0, 0));
        d.give(2, new Resources(0, 0, 1, 0, 0));
        s = d.freeze();
    }

    @Test
    void an_accepted_offer_swaps_cards_and_gold() {
        MerchantsState offered = play(s, 0, new Command.OfferTrade(1, ORE, 1, WOOL, 0));
        assertThat(offered.pending()).isEqualTo(new Pending.TradeOffer(0, 1, ORE, 1, WOOL, 0));

        MerchantsState after = play(offered, 1, new Command.AcceptTrade());
        assertThat(after.player(0).hand()).isEqualTo(new Resources(0, 1, 0, 1, 0));
        assertThat(after.player(1).hand()).isEqualTo(new Resources(0, 1, 0, 1, 0));
        assertThat(after.player(0).gold()).isEqualTo(2);
        assertThat(after.player(1).gold()).isEqualTo(4);
        assertThat(after.goldIssued()).isEqualTo(s.goldIssued());
    }

    @Test
    void a_counter_offer_goes_back_to_the_active_player_who_may_decline_it() {
        MerchantsState offered = play(s, 0, new Command.OfferTrade(1, ORE, 0, WOOL, 0));
        MerchantsState countered = play(offered, 1, new Command.CounterTrade(WOOL, 0, Resources.of(Resource.ORE, 2), 0));
        assertThat(countered.pending()).isEqualTo(new Pending.TradeOffer(1, 0, WOOL, 0, Resources.of(Resource.ORE, 2), 0));
        assertThat(reject(countered, 1, new Command.AcceptTrade()).kind()).isEqualTo(RejectionKind.NOT_AVAILABLE_NOW);

        MerchantsState declined = play(countered, 0, new Command.DeclineTrade());
        assertThat(declined.pending()).isNull();
        assertThat(declined.player(0).hand()).isEqualTo(s.player(0).hand());
    }

    @Test
    void other_players_trade_only_with_the_active_player() {
        assertThat(reject(s, 1, new Command.OfferTrade(2, WOOL, 0, Resources.of(Resource.GRAIN, 1), 0)).message())
                .isEqualTo("Players may trade only with Red, whose turn it is, never with each other.");
        MerchantsState offered = play(s, 2, new Command.OfferTrade(0, Resources.of(Resource.GRAIN, 1), 0, ORE, 0));
        assertThat(play(offered, 0, new Command.AcceptTrade()).player(2).hand()).isEqualTo(ORE);
    }

    @Test
    void gifts_are_refused_by_default() {
        assertThat(reject(s, 0, new Command.OfferTrade(1, ORE, 0, Resources.NONE, 0)).kind()).isEqualTo(RejectionKind.BAD_INPUT);
    }

    @Test
    void you_can_offer_only_what_you_hold_and_accept_only_what_you_can_pay() {
        assertThat(reject(s, 0, new Command.OfferTrade(1, WOOL, 0, ORE, 0)).kind()).isEqualTo(RejectionKind.NOT_AFFORDABLE);
        MerchantsState greedy = play(s, 0, new Command.OfferTrade(1, ORE, 0, Resources.of(Resource.SALT, 1), 0));
        assertThat(reject(greedy, 1, new Command.AcceptTrade()).kind()).isEqualTo(RejectionKind.NOT_AFFORDABLE);
        assertThat(Games.RULES.legalActions(greedy, 1)).extracting(LegalAction::kind)
                .containsExactly("decline-trade", "counter-trade");
    }

    @Test
    void an_open_offer_blocks_building_until_it_is_answered() {
        MerchantsState offered = play(s, 0, new Command.OfferTrade(1, ORE, 0, WOOL, 0));
        assertThat(reject(offered, 0, new Command.EndTurn()).kind()).isEqualTo(RejectionKind.NOT_AVAILABLE_NOW);
        assertThat(reject(offered, 2, new Command.AcceptTrade()).kind()).isEqualTo(RejectionKind.NOT_AVAILABLE_NOW);
    }
}
