package org.kontor.engine.merchants;

import static org.assertj.core.api.Assertions.assertThat;
import static org.kontor.engine.merchants.Games.play;
import static org.kontor.engine.merchants.Games.reject;

import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.kontor.engine.Rejection;
import org.kontor.engine.RejectionKind;
import org.kontor.engine.board.Resource;
import org.kontor.engine.resources.Resources;

/** Trading with the supply (rulebook p. 6). */
class BankTradeTest {

    MerchantsState s;

    @BeforeEach
    void redInTheActionPhase() {
        Draft d = Games.emptyTable(Games.tableDice(TestBoards.ring(), Games.FOUR), 11);
        d.phase = Phase.ACTION;
        d.give(0, new Resources(0, 0, 0, 7, 0));
        Games.gold(d, 0, 7);
        s = d.freeze();
    }

    @Test
    void three_ore_buy_one_wool_or_one_gold() {
        MerchantsState after = play(s, 0, new Command.TradeWithBank(Resource.ORE, Resource.WOOL));
        assertThat(after.player(0).hand()).isEqualTo(new Resources(0, 1, 0, 4, 0));

        after = play(after, 0, new Command.TradeForGold(Resource.ORE));
        assertThat(after.player(0).hand()).isEqualTo(new Resources(0, 1, 0, 1, 0));
        assertThat(after.player(0).gold()).isEqualTo(8);
    }

    @Test
    void the_bank_does_not_swap_a_resource_for_the_same_resource() {
        Rejection r = reject(s, 0, new Command.TradeWithBank(Resource.ORE, Resource.ORE));

        assertThat(r.kind()).isEqualTo(RejectionKind.BAD_INPUT);
        assertThat(r.message()).isEqualTo("You can't trade resources for the same resource (3 ore for 1 ore).");
        assertThat(RandomPlayer.enumerated(Games.RULES.legalActions(s, 0)))
                .contains(new Command.TradeWithBank(Resource.ORE, Resource.SALT))
                .doesNotContain(new Command.TradeWithBank(Resource.ORE, Resource.ORE));
    }

    @Test
    void two_gold_buy_a_resource_at_most_twice_per_turn() {
        MerchantsState after = play(s, 0, new Command.BuyWithGold(Resource.SALT));
        after = play(after, 0, new Command.BuyWithGold(Resource.GRAIN));
        assertThat(after.player(0).gold()).isEqualTo(3);

        Rejection third = reject(after, 0, new Command.BuyWithGold(Resource.LUMBER));
        assertThat(third.kind()).isEqualTo(RejectionKind.NOT_AVAILABLE_NOW);
        assertThat(third.message()).isEqualTo("You can buy at most 2 resources with gold per turn; you have bought 2 this turn.");
        assertThat(Games.RULES.legalActions(after, 0)).extracting(LegalAction::kind).doesNotContain("buy-with-gold");
    }

    @Test
    void the_gold_purchase_limit_starts_afresh_next_turn() {
        MerchantsState after = play(s, 0, new Command.BuyWithGold(Resource.SALT));
        after = play(after, 0, new Command.BuyWithGold(Resource.SALT));
        after = play(after, 0, new Command.EndTurn());

        assertThat(after.goldPurchases()).isZero();
    }

    @Test
    void the_supply_gives_only_what_it_has() {
        Draft d = new Draft(s);
        d.give(1, Resources.of(Resource.WOOL, 19));
        MerchantsState empty = d.freeze();

        assertThat(reject(empty, 0, new Command.BuyWithGold(Resource.WOOL)).message()).isEqualTo("The supply has no wool left.");
        assertThat(reject(empty, 0, new Command.TradeWithBank(Resource.ORE, Resource.WOOL)).kind())
                .isEqualTo(RejectionKind.NOT_AVAILABLE_NOW);
    }

    @Test
    void the_phone_lists_exactly_the_trades_the_hand_and_the_supply_allow() {
        Draft d = new Draft(s);
        d.give(0, Resources.of(Resource.WOOL, 3));
        d.give(1, Resources.of(Resource.WOOL, 16));
        MerchantsState noWoolLeft = d.freeze();

        assertThat(choices(noWoolLeft, "trade-with-bank")).containsExactly(
                new Command.TradeWithBank(Resource.WOOL, Resource.LUMBER), new Command.TradeWithBank(Resource.WOOL, Resource.GRAIN),
                new Command.TradeWithBank(Resource.WOOL, Resource.ORE), new Command.TradeWithBank(Resource.WOOL, Resource.SALT),
                new Command.TradeWithBank(Resource.ORE, Resource.LUMBER), new Command.TradeWithBank(Resource.ORE, Resource.GRAIN),
                new Command.TradeWithBank(Resource.ORE, Resource.SALT));
        assertThat(choices(noWoolLeft, "trade-for-gold")).containsExactly(
                new Command.TradeForGold(Resource.WOOL), new Command.TradeForGold(Resource.ORE));
        assertThat(choices(noWoolLeft, "buy-with-gold")).containsExactly(
                new Command.BuyWithGold(Resource.LUMBER), new Command.BuyWithGold(Resource.GRAIN),
                new Command.BuyWithGold(Resource.ORE), new Command.BuyWithGold(Resource.SALT));
        // Blue, whose turn it is not, is offered none of them.
        assertThat(Games.RULES.legalActions(noWoolLeft, 1)).extracting(LegalAction::kind)
                .doesNotContain("trade-with-bank", "trade-for-gold", "buy-with-gold");
    }

    private static java.util.List<Command> choices(MerchantsState s, String kind) {
        return Games.RULES.legalActions(s, 0).stream().filter(a -> a.kind().equals(kind)).findFirst().orElseThrow().choices();
    }

    @Test
    void two_ore_are_not_enough_for_a_bank_trade() {
        Draft d = new Draft(s);
        d.take(0, Resources.of(Resource.ORE, 5));
        assertThat(reject(d.freeze(), 0, new Command.TradeForGold(Resource.ORE)).kind()).isEqualTo(RejectionKind.NOT_AFFORDABLE);
    }
}
