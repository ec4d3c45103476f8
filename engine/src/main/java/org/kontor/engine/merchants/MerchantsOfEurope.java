package org.kontor.engine.merchants;

import java.util.List;
import org.kontor.engine.Rejection;
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
        perform(next, seat, command);
        return new Result.Accepted<>(next.freeze(), next.eventList());
    }

    /**
     * Null when {@code seat} may give {@code command} now: the one test behind both apply and the
     * legal actions. In the rulebook's order; each rule's file decides its own commands.
     */
    static Rejection check(MerchantsState s, int seat, Command c) {
        // Variable setup (appendix).
        if (c instanceof Command.PlaceKontor x) return VariableSetup.checkPlaceKontor(s, seat, x);
        if (c instanceof Command.PlaceSetupRoute x) return VariableSetup.checkPlaceSetupRoute(s, seat, x);
        // Production phase: a card before the roll, the roll; a 7 brings discards, the robber and a steal.
        if (c instanceof Command.PlayCard x) return DevelopmentCards.checkPlay(s, seat, x);
        if (c instanceof Command.Roll x) return Turns.checkRoll(s, seat, x);
        if (c instanceof Command.Discard x) return Robber.checkDiscard(s, seat, x);
        if (c instanceof Command.MoveRobber x) return Robber.checkMove(s, seat, x);
        if (c instanceof Command.Steal x) return Robber.checkSteal(s, seat, x);
        if (c instanceof Command.SkipSteal x) return Robber.checkSkipSteal(s, seat, x);
        // Action phase, 1) trade.
        if (c instanceof Command.OfferTrade x) return PlayerTrade.checkOffer(s, seat, x);
        if (c instanceof Command.AcceptTrade x) return PlayerTrade.checkAccept(s, seat, x);
        if (c instanceof Command.DeclineTrade x) return PlayerTrade.checkDecline(s, seat, x);
        if (c instanceof Command.CounterTrade x) return PlayerTrade.checkCounter(s, seat, x);
        if (c instanceof Command.BuyWithGold x) return BankTrade.checkBuy(s, seat, x);
        if (c instanceof Command.TradeWithBank x) return BankTrade.checkTrade(s, seat, x);
        if (c instanceof Command.TradeForGold x) return BankTrade.checkTradeForGold(s, seat, x);
        // 2) build and buy development cards; a route may connect isolated cities or give a free route.
        if (c instanceof Command.BuyCard x) return Building.checkBuyCard(s, seat, x);
        if (c instanceof Command.BuildMerchant x) return Building.checkMerchant(s, seat, x);
        if (c instanceof Command.BuildCaravan x) return Building.checkCaravan(s, seat, x);
        if (c instanceof Command.BuildRoute x) return TradeRoutes.checkBuild(s, seat, x);
        if (c instanceof Command.ChoosePath x) return IsolatedCities.checkChoose(s, seat, x);
        if (c instanceof Command.BuildFreeRoute x) return DoubleArrows.checkBuild(s, seat, x);
        if (c instanceof Command.DeclineFreeRoute x) return DoubleArrows.checkDecline(s, seat, x);
        // 3) move merchants and found kontors, with a number token.
        if (c instanceof Command.MoveMerchant x) return Merchants.checkMove(s, seat, x);
        if (c instanceof Command.PlaceNumberToken x) return NumberTokens.checkPlace(s, seat, x);
        if (c instanceof Command.MoveNumberToken x) return NumberTokens.checkMove(s, seat, x);
        // 4) move caravans and deliver goods.
        if (c instanceof Command.MoveCaravan x) return Caravans.checkMove(s, seat, x);
        if (c instanceof Command.Deliver x) return Deliveries.checkDeliver(s, seat, x);
        // 5) development card steps.
        if (c instanceof Command.TakeResource x) return DevelopmentCards.checkTake(s, seat, x);
        if (c instanceof Command.GiveResources x) return DevelopmentCards.checkGive(s, seat, x);
        if (c instanceof Command.BuildCardRoute x) return DevelopmentCards.checkRoute(s, seat, x);
        if (c instanceof Command.PlaceFreeMerchant x) return DevelopmentCards.checkMerchant(s, seat, x);
        if (c instanceof Command.PlaceFreeCaravan x) return DevelopmentCards.checkCaravan(s, seat, x);
        if (c instanceof Command.SkipCardStep x) return DevelopmentCards.checkSkip(s, seat, x);
        // The end of the turn.
        if (c instanceof Command.EndTurn x) return Turns.checkEndTurn(s, seat, x);
        throw new IllegalStateException("no rule checks " + c);
    }

    /** The rule that carries out {@code c}, in the same order as {@link #check}. */
    private static void perform(Draft d, int seat, Command c) {
        if (c instanceof Command.PlaceKontor x) VariableSetup.placeKontor(d, seat, x);
        else if (c instanceof Command.PlaceSetupRoute x) VariableSetup.placeSetupRoute(d, seat, x);
        else if (c instanceof Command.PlayCard x) DevelopmentCards.play(d, seat, x);
        else if (c instanceof Command.Roll x) Turns.roll(d, seat, x);
        else if (c instanceof Command.Discard x) Robber.discard(d, seat, x);
        else if (c instanceof Command.MoveRobber x) Robber.move(d, seat, x);
        else if (c instanceof Command.Steal x) Robber.steal(d, seat, x);
        else if (c instanceof Command.SkipSteal x) Robber.skipSteal(d, seat, x);
        else if (c instanceof Command.OfferTrade x) PlayerTrade.offer(d, seat, x);
        else if (c instanceof Command.AcceptTrade x) PlayerTrade.accept(d, seat, x);
        else if (c instanceof Command.DeclineTrade x) PlayerTrade.decline(d, seat, x);
        else if (c instanceof Command.CounterTrade x) PlayerTrade.counter(d, seat, x);
        else if (c instanceof Command.BuyWithGold x) BankTrade.buy(d, seat, x);
        else if (c instanceof Command.TradeWithBank x) BankTrade.trade(d, seat, x);
        else if (c instanceof Command.TradeForGold x) BankTrade.tradeForGold(d, seat, x);
        else if (c instanceof Command.BuyCard x) Building.buyCard(d, seat, x);
        else if (c instanceof Command.BuildMerchant x) Building.buildMerchant(d, seat, x);
        else if (c instanceof Command.BuildCaravan x) Building.buildCaravan(d, seat, x);
        else if (c instanceof Command.BuildRoute x) TradeRoutes.build(d, seat, x);
        else if (c instanceof Command.ChoosePath x) IsolatedCities.choose(d, seat, x);
        else if (c instanceof Command.BuildFreeRoute x) DoubleArrows.build(d, seat, x);
        else if (c instanceof Command.DeclineFreeRoute x) DoubleArrows.decline(d, seat, x);
        else if (c instanceof Command.MoveMerchant x) Merchants.move(d, seat, x);
        else if (c instanceof Command.PlaceNumberToken x) NumberTokens.place(d, seat, x);
        else if (c instanceof Command.MoveNumberToken x) NumberTokens.move(d, seat, x);
        else if (c instanceof Command.MoveCaravan x) Caravans.move(d, seat, x);
        else if (c instanceof Command.Deliver x) Deliveries.deliver(d, seat, x);
        else if (c instanceof Command.TakeResource x) DevelopmentCards.take(d, seat, x);
        else if (c instanceof Command.GiveResources x) DevelopmentCards.give(d, seat, x);
        else if (c instanceof Command.BuildCardRoute x) DevelopmentCards.route(d, seat, x);
        else if (c instanceof Command.PlaceFreeMerchant x) DevelopmentCards.merchant(d, seat, x);
        else if (c instanceof Command.PlaceFreeCaravan x) DevelopmentCards.caravan(d, seat, x);
        else if (c instanceof Command.SkipCardStep x) DevelopmentCards.skip(d, seat, x);
        else if (c instanceof Command.EndTurn x) Turns.endTurn(d, seat, x);
        else throw new IllegalStateException("no rule performs " + c);
        DevelopmentCards.resume(d);
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
