package org.kontor.engine.merchants;

import java.util.List;
import org.kontor.engine.Rejection;
import org.kontor.engine.referee.Moves;
import org.kontor.engine.RejectionKind;
import org.kontor.engine.Result;
import org.kontor.engine.Rng;
import org.kontor.engine.Ruleset;

/**
 * Catan Histories: Merchants of Europe: setup, production, the robber, trade, building, trade
 * routes, merchants and kontors, caravans, tolls, deliveries, development cards and winning. This file reads like the rulebook's contents; each rule lives in the class
 * named after it. docs/rules-merchants.md explains the rules as implemented.
 *
 * <ol>
 *   <li>Preparation and setup ({@link Setup}, {@link VariableSetup}): short or main board side,
 *       3 or 4 players; the fixed short start or the variable setup (roll for the start, three
 *       kontors in snake order on purple sites, neutral kontors with 3 players, one route and one
 *       caravan each).</li>
 *   <li>A turn ({@link Turns}): optionally play a development card ({@link DevelopmentCards}), roll,
 *       then act in any order, then end the turn.</li>
 *   <li>Production ({@link Production}) with scarcity, then {@link GoldCompensation}; on a 7 the
 *       {@link Robber}: discards, robber move, steal.</li>
 *   <li>Trade: with the supply ({@link BankTrade}), and with the active player ({@link PlayerTrade}).</li>
 *   <li>Building ({@link Building}): development cards, merchants, caravans; {@link TradeRoutes},
 *       then {@link IsolatedCities} gold and {@link DoubleArrows} free routes.</li>
 *   <li>Moving merchants and founding kontors ({@link Merchants}), then a number token next to the
 *       new kontor ({@link NumberTokens}).</li>
 *   <li>Moving caravans and paying tolls ({@link Caravans}); delivering goods tokens, and winning
 *       by delivering the last one ({@link Deliveries}).</li>
 *   <li>Development card effects, step by step ({@link DevelopmentCards}).</li>
 * </ol>
 * What each seat may do now: {@link LegalActions}. What each seat sees: {@link Views}.
 */
public final class MerchantsOfEurope implements Ruleset<MerchantsState, Command, Event, LegalAction> {

    /** A new game; the seed drives every chance the hub resolves (virtual dice, steals, shuffles). */
    public static MerchantsState setup(GameConfig config, long seed) {
        return Setup.start(BoardFacts.of(config), config, seed);
    }

    /**
     * A new game on a board whose facts the caller made once ({@link BoardFacts#of}) for all the
     * games it plays there: working them out costs about as much as a short random game.
     */
    public static MerchantsState setup(BoardFacts facts, GameConfig config, long seed) {
        return Setup.start(facts, config, seed);
    }

    /**
     * The same moment with the chance still to come drawn afresh from {@code entropy}: a new
     * generator (dice, steals), and the development cards and number tokens still face down
     * shuffled anew. Nobody has seen them, so nothing anybody knows changes; what was drawn
     * before stays where it is. The table calls it after an undo, so undoing a roll or a draw
     * does not show the future.
     */
    @Override
    public MerchantsState freshChance(MerchantsState s, long entropy) {
        Rng rng = Rng.seeded(entropy);
        int[] deck = s.deck().clone();
        rng = rng.shuffle(deck);
        int[] stock = s.stock().clone();
        rng = rng.shuffle(stock);
        return s.withChance(rng, deck, stock);
    }

    @Override
    public Result<MerchantsState, Event> apply(MerchantsState state, int seat, long version, Command command) {
        if (version != state.version()) {
            return Result.rejected(RejectionKind.STALE_VERSION, "merchants.game-has-moved-on-since-you");
        }
        if (command == null || seat < 0 || seat >= state.seatCount()) {
            return Result.rejected(RejectionKind.BAD_INPUT, "merchants.that-command-names-no-seat-or");
        }
        if (state.winner() >= 0) {
            return Result.rejected(RejectionKind.GAME_OVER, "merchants.game-is-over-delivered-all-goods", Gates.name(state, state.winner()));
        }
        Rejection refusal = check(state, seat, command);
        if (refusal != null) {
            return new Result.Rejected<>(refusal);
        }
        Draft next = new Draft(state);
        MOVES.perform(next, seat, command);
        DevelopmentCards.resume(next);
        return new Result.Accepted<>(next.freeze(), next.eventList());
    }

    /**
     * Every command with the rule that checks it and the rule that carries it out, registered once
     * as a pair, in the rulebook's order; each rule's file decides its own commands.
     */
    private static final Moves<MerchantsState, Draft, Command> MOVES = Moves.<MerchantsState, Draft, Command>of(Command.class)
            // Variable setup (appendix).
            .command(Command.PlaceKontor.class, VariableSetup::checkPlaceKontor, VariableSetup::placeKontor)
            .command(Command.PlaceSetupRoute.class, VariableSetup::checkPlaceSetupRoute, VariableSetup::placeSetupRoute)
            // Production phase: a card before the roll, the roll; a 7 brings discards, the robber and a steal.
            .command(Command.PlayCard.class, DevelopmentCards::checkPlay, DevelopmentCards::play)
            .command(Command.Roll.class, Turns::checkRoll, Turns::roll)
            .command(Command.Discard.class, Robber::checkDiscard, Robber::discard)
            .command(Command.MoveRobber.class, Robber::checkMove, Robber::move)
            .command(Command.Steal.class, Robber::checkSteal, Robber::steal)
            .command(Command.SkipSteal.class, Robber::checkSkipSteal, Robber::skipSteal)
            // Action phase, 1) trade.
            .command(Command.OfferTrade.class, PlayerTrade::checkOffer, PlayerTrade::offer)
            .command(Command.AcceptTrade.class, PlayerTrade::checkAccept, PlayerTrade::accept)
            .command(Command.DeclineTrade.class, PlayerTrade::checkDecline, PlayerTrade::decline)
            .command(Command.CounterTrade.class, PlayerTrade::checkCounter, PlayerTrade::counter)
            .command(Command.BuyWithGold.class, BankTrade::checkBuy, BankTrade::buy)
            .command(Command.TradeWithBank.class, BankTrade::checkTrade, BankTrade::trade)
            .command(Command.TradeForGold.class, BankTrade::checkTradeForGold, BankTrade::tradeForGold)
            // 2) build and buy development cards; a route may connect isolated cities or give a free route.
            .command(Command.BuyCard.class, Building::checkBuyCard, Building::buyCard)
            .command(Command.BuildMerchant.class, Building::checkMerchant, Building::buildMerchant)
            .command(Command.BuildCaravan.class, Building::checkCaravan, Building::buildCaravan)
            .command(Command.BuildRoute.class, TradeRoutes::checkBuild, TradeRoutes::build)
            .command(Command.ChoosePath.class, IsolatedCities::checkChoose, IsolatedCities::choose)
            .command(Command.BuildFreeRoute.class, DoubleArrows::checkBuild, DoubleArrows::build)
            .command(Command.DeclineFreeRoute.class, DoubleArrows::checkDecline, DoubleArrows::decline)
            // 3) move merchants and found kontors, with a number token.
            .command(Command.MoveMerchant.class, Merchants::checkMove, Merchants::move)
            .command(Command.PlaceNumberToken.class, NumberTokens::checkPlace, NumberTokens::place)
            .command(Command.MoveNumberToken.class, NumberTokens::checkMove, NumberTokens::move)
            // 4) move caravans and deliver goods.
            .command(Command.MoveCaravan.class, Caravans::checkMove, Caravans::move)
            .command(Command.Deliver.class, Deliveries::checkDeliver, Deliveries::deliver)
            // 5) development card steps.
            .command(Command.TakeResource.class, DevelopmentCards::checkTake, DevelopmentCards::take)
            .command(Command.GiveResources.class, DevelopmentCards::checkGive, DevelopmentCards::give)
            .command(Command.BuildCardRoute.class, DevelopmentCards::checkRoute, DevelopmentCards::route)
            .command(Command.PlaceFreeMerchant.class, DevelopmentCards::checkMerchant, DevelopmentCards::merchant)
            .command(Command.PlaceFreeCaravan.class, DevelopmentCards::checkCaravan, DevelopmentCards::caravan)
            .command(Command.SkipCardStep.class, DevelopmentCards::checkSkip, DevelopmentCards::skip)
            // The end of the turn.
            .command(Command.EndTurn.class, Turns::checkEndTurn, Turns::endTurn)
            .build();

    /** Null when {@code seat} may give {@code command} now: the one test behind both apply and the legal actions. */
    static Rejection check(MerchantsState s, int seat, Command c) {
        return MOVES.check(s, seat, c);
    }

    /** The seats the game waits for now (cheaper than building a view to ask). */
    public static List<Integer> waitingFor(MerchantsState state) {
        return Views.waitingFor(state);
    }

    @Override
    public List<LegalAction> legalActions(MerchantsState state, int seat) {
        return LegalActions.of(state, seat);
    }

    @Override
    public SeatView view(MerchantsState state, int seat) {
        return Views.seat(state, seat, Views.table(state));
    }

    @Override
    public SeatView view(MerchantsState state, int seat, Object publicView) {
        return publicView instanceof PublicView table && table.version() == state.version()
                ? Views.seat(state, seat, table) : view(state, seat);
    }

    @Override
    public PublicView publicView(MerchantsState state) {
        return Views.table(state);
    }
}
