package org.kontor.engine.merchants;

import static org.assertj.core.api.Assertions.assertThat;
import static org.kontor.engine.merchants.Games.play;

import org.junit.jupiter.api.Test;
import org.kontor.engine.Rng;
import org.kontor.engine.bot.Level;
import org.kontor.engine.bot.Search;
import org.kontor.engine.board.Resource;
import org.kontor.engine.resources.Resources;

/**
 * The bot in trading between players (rulebook p. 6), seat 0 the bot, on its own turn (seed 12):
 * it offers the trade it expects taken (an ore for the lumber that completes a trade route, to the
 * player holding lumber, who gains by it too), waits for the answer without withdrawing, and makes
 * at most {@link TradeOffers#PER_TURN} offers a turn.
 */
class BotTradeTest {

    private static final Resources ORE = Resources.of(Resource.ORE, 1);
    private static final Resources LUMBER = Resources.of(Resource.LUMBER, 1);

    private static MerchantsState oreForLumber() {
        Draft d = Games.emptyTable(Games.tableDice(TestBoards.ring(), Games.FOUR), 12);
        d.phase = Phase.ACTION;
        d.give(0, new Resources(0, 0, 0, 2, 0));
        d.give(1, new Resources(2, 0, 0, 0, 0));
        return d.freeze();
    }

    @Test
    void the_bot_offers_the_trade_it_expects_taken_and_waits_for_the_answer() {
        MerchantsBot bot = new MerchantsBot(Games.RULES);
        MerchantsState s = oreForLumber();
        Command offer = new Search<>(bot, Level.NORMAL).decide(s, 0, 12).orElseThrow();
        assertThat(offer).isEqualTo(new Command.OfferTrade(1, ORE, 0, LUMBER, 0));

        MerchantsState open = play(s, 0, offer);
        assertThat(bot.options(open, 0, Level.NORMAL, Rng.seeded(1))).as("it never withdraws its own offer").isEmpty();
        assertThat(bot.waitingFor(open)).as("the answer is awaited").containsExactly(1);
        assertThat(new Search<>(bot, Level.NORMAL).decide(open, 1, 12)).as("the bot in seat 1 takes it")
                .contains(new Command.AcceptTrade());
    }

    @Test
    void after_two_offers_a_turn_the_bot_offers_no_more() {
        MerchantsBot bot = new MerchantsBot(Games.RULES);
        MerchantsState s = oreForLumber();
        for (int i = 0; i < TradeOffers.PER_TURN; i++) {
            s = play(play(s, 0, new Command.OfferTrade(1, ORE, 0, LUMBER, 0)), 1, new Command.DeclineTrade());
        }
        assertThat(s.track().offers()).isEqualTo(TradeOffers.PER_TURN);
        assertThat(bot.options(s, 0, Level.NORMAL, Rng.seeded(1))).noneMatch(c -> c instanceof Command.OfferTrade);
        assertThat(new Search<>(bot, Level.NORMAL).decide(s, 0, 12).orElseThrow()).isNotInstanceOf(Command.OfferTrade.class);
    }
}
