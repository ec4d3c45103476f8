package org.kontor.engine.catan;

import static org.assertj.core.api.Assertions.assertThat;
import static org.kontor.engine.catan.Situation.cards;

import org.junit.jupiter.api.Test;
import org.kontor.engine.bot.Bot;
import org.kontor.engine.bot.Level;

/**
 * The bot in "comercio interno": it answers an offer made to it by its value (a card that completes
 * a settlement is worth taking; one that breaks it is not), counters an offer it would not take
 * as it stands, and offers a trade on its own turn when it expects the other player to take it,
 * at most {@link TradeOffers#PER_TURN} a turn. Seat 1 is the bot. Seats 2 and 3 hold no cards, so
 * the bot's guess at seat 0's hidden hand is seat 0's hand itself (seed 7 throughout).
 */
class BotTradeTest {

    private static final long SEED = 7;
    private static final Bot<CatanState, Command> STRONG = new CatanGame().bot(Level.STRONG).orElseThrow();
    private static final Bot<CatanState, Command> NORMAL = new CatanGame().bot(Level.NORMAL).orElseThrow();

    /** The bot holds brick, lumber, grain and two ore: a wool short of a settlement. */
    private static Situation woolShort() {
        Situation t = Situation.beginner(4);
        return t.give(1, cards(1, 1, 0, 1, 2));
    }

    @Test
    void the_bot_accepts_the_card_that_completes_its_settlement_and_declines_one_that_breaks_it() {
        Situation good = woolShort().give(0, cards(0, 0, 1, 0, 0)).rolled(0);
        good.play(0, new Command.OfferTrade(1, cards(0, 0, 1, 0, 0), cards(0, 0, 0, 0, 1)));
        assertThat(STRONG.decide(good.state, 1, SEED)).contains(new Command.AcceptTrade());
        assertThat(NORMAL.decide(good.state, 1, SEED)).as("one card for one: the normal bot counts cards, no gain")
                .contains(new Command.DeclineTrade());

        Situation bad = woolShort().give(0, cards(0, 0, 0, 0, 1)).rolled(0);
        bad.play(0, new Command.OfferTrade(1, cards(0, 0, 0, 0, 1), cards(1, 0, 0, 0, 0)));
        assertThat(STRONG.decide(bad.state, 1, SEED)).contains(new Command.DeclineTrade());
    }

    @Test
    void the_bot_counters_with_a_better_trade_for_itself_that_the_offerer_still_gains_by() {
        // Seat 0 has a settlement and two grain and two ore: an ore short of a city. It offers wool for the bot's brick.
        Situation t = woolShort().settlement(0, 0).give(0, cards(0, 0, 1, 2, 2)).rolled(0);
        t.play(0, new Command.OfferTrade(1, cards(0, 0, 1, 0, 0), cards(1, 0, 0, 0, 0)));
        assertThat(STRONG.decide(t.state, 1, SEED)).as("the wool, paid with an ore it has two of")
                .contains(new Command.CounterTrade(cards(0, 0, 0, 0, 1), cards(0, 0, 1, 0, 0)));
        t.play(1, new Command.CounterTrade(cards(0, 0, 0, 0, 1), cards(0, 0, 1, 0, 0)));
        assertThat(t.state.pending()).isEqualTo(new Pending.TradeOffer(1, 0, cards(0, 0, 0, 0, 1), cards(0, 0, 1, 0, 0)));
        assertThat(new CatanBot(new Catan()).options(t.state, 0, Level.STRONG, org.kontor.engine.Rng.seeded(1)))
                .as("a bot answers a counter, never counters it: two bots cannot haggle forever")
                .noneMatch(c -> c instanceof Command.CounterTrade)
                .contains(new Command.AcceptTrade(), new Command.DeclineTrade());
    }

    @Test
    void on_its_turn_the_bot_offers_the_trade_it_expects_taken_and_stops_after_two_offers() {
        Situation t = woolShort().settlement(0, 0).give(0, cards(0, 0, 1, 2, 2)).rolled(1);
        assertThat(STRONG.decide(t.state, 1, SEED)).contains(new Command.OfferTrade(0, cards(0, 0, 0, 0, 1), cards(0, 0, 1, 0, 0)));
        assertThat(NORMAL.decide(t.state, 1, SEED)).as("a trade of one card for one gains the normal bot nothing")
                .contains(new Command.EndTurn());

        t.play(1, new Command.OfferTrade(0, cards(0, 0, 0, 0, 1), cards(0, 0, 1, 0, 0)));
        t.play(0, new Command.DeclineTrade());
        t.play(1, new Command.OfferTrade(0, cards(0, 0, 0, 0, 1), cards(0, 0, 1, 0, 0)));
        t.play(0, new Command.DeclineTrade());
        assertThat(t.state.offersThisTurn).isEqualTo(TradeOffers.PER_TURN);
        assertThat(STRONG.decide(t.state, 1, SEED)).as("two offers declined: the bot gets on with its turn")
                .contains(new Command.EndTurn());
    }
}
