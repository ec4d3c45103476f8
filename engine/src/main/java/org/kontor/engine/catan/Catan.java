package org.kontor.engine.catan;

import org.kontor.engine.Rng;

import java.util.List;
import org.kontor.engine.Rejection;
import org.kontor.engine.RejectionKind;
import org.kontor.engine.Result;
import org.kontor.engine.Ruleset;

/**
 * Catan, the base game. This file reads like the rulebook's contents; each rule lives in the
 * class named after it. docs/rules-catan.md explains the rules as implemented.
 *
 * <ol>
 *   <li>Preparation ({@link IslandSetup}, {@link Setup}): the beginner or a variable island, 3 or 4
 *       players, two settlements and two roads each in snake order, the second settlement's
 *       starting resources.</li>
 *   <li>A turn ({@link Turns}): optionally a development card, the roll, then trade and build.</li>
 *   <li>Production ({@link Production}) with the robber's block and the bank's shortage rule; on a
 *       7 the {@link Robber}: discards, the robber's move and a steal.</li>
 *   <li>Trade: domestic, with the active player only ({@link DomesticTrade}); maritime, 4:1 or
 *       at a harbour 3:1 and 2:1 ({@link MaritimeTrade}).</li>
 *   <li>Building ({@link Building}): roads, settlements (the distance rule), cities; piece limits.</li>
 *   <li>Development cards ({@link DevelopmentCards}).</li>
 *   <li>The special cards: {@link LongestRoad} and {@link LargestArmy}; the end of the game
 *       ({@link Victory}).</li>
 * </ol>
 * What each seat may do now: {@link LegalActions}. What each seat sees: {@link Views}.
 */
public final class Catan implements Ruleset<CatanState, Command, Event, LegalAction> {

    /** A new game; the seed drives every chance the hub resolves (the variable island, dice, steals, the deck). */
    public static CatanState setup(CatanConfig config, long seed) {
        return Setup.start(config, seed);
    }

    /**
     * The same moment with the chance still to come drawn afresh from {@code entropy}: a new
     * generator (dice, steals) and the development cards still in the deck shuffled anew. Nobody
     * has seen them, so nothing anybody knows changes. The table calls it after an undo, so that
     * undoing a roll or a purchase does not show the future.
     */
    @Override
    public CatanState freshChance(CatanState s, long entropy) {
        Draft d = new Draft(s);
        d.version = s.version();
        d.rng = Rng.seeded(entropy);
        for (int i = d.deck.size() - 1; i > 0; i--) {   // Fisher-Yates, from the game's own generator
            java.util.Collections.swap(d.deck, i, d.draw(i + 1));
        }
        return d.freeze();
    }

    @Override
    public Result<CatanState, Event> apply(CatanState state, int seat, long version, Command command) {
        if (version != state.version()) {
            return Result.rejected(RejectionKind.STALE_VERSION, "catan.game-has-moved-on-since-you");
        }
        if (command == null || seat < 0 || seat >= state.seatCount()) {
            return Result.rejected(RejectionKind.BAD_INPUT, "catan.that-command-names-no-seat-or");
        }
        if (state.winner() >= 0) {
            return Result.rejected(RejectionKind.GAME_OVER, "catan.game-is-over-reached-points-and", Refusals.name(state, state.winner()), Victory.POINTS_TO_WIN);
        }
        Rejection refusal = check(state, seat, command);
        if (refusal != null) {
            return new Result.Rejected<>(refusal);
        }
        Draft next = new Draft(state);
        perform(next, seat, command);
        Victory.check(next);
        return new Result.Accepted<>(next.freeze(), next.events());
    }

    /** Null when {@code seat} may give {@code command} now: the one test behind both apply and the legal actions. */
    static Rejection check(CatanState s, int seat, Command c) {
        // Preparation: the founding phase.
        if (c instanceof Command.PlaceSettlement x) return Setup.checkPlaceSettlement(s, seat, x);
        if (c instanceof Command.PlaceRoad x) return Setup.checkPlaceRoad(s, seat, x);
        // 1) Resource production: the roll; a 7 brings discards and the robber.
        if (c instanceof Command.Roll x) return Turns.checkRoll(s, seat, x);
        if (c instanceof Command.Discard x) return Robber.checkDiscard(s, seat, x);
        if (c instanceof Command.MoveRobber x) return Robber.checkMove(s, seat, x);
        // 2) Trade: maritime and domestic.
        if (c instanceof Command.TradeWithBank x) return MaritimeTrade.checkTrade(s, seat, x);
        if (c instanceof Command.OfferTrade x) return DomesticTrade.checkOffer(s, seat, x);
        if (c instanceof Command.AcceptTrade x) return DomesticTrade.checkAccept(s, seat, x);
        if (c instanceof Command.DeclineTrade x) return DomesticTrade.checkDecline(s, seat, x);
        if (c instanceof Command.CounterTrade x) return DomesticTrade.checkCounter(s, seat, x);
        // 3) Build: roads, settlements, cities, development cards.
        if (c instanceof Command.BuildRoad x) return Building.checkRoad(s, seat, x);
        if (c instanceof Command.BuildSettlement x) return Building.checkSettlement(s, seat, x);
        if (c instanceof Command.BuildCity x) return Building.checkCity(s, seat, x);
        if (c instanceof Command.BuyCard x) return DevelopmentCards.checkBuy(s, seat, x);
        // Development cards, at any moment of one's turn.
        if (c instanceof Command.PlayKnight x) return DevelopmentCards.checkKnight(s, seat, x);
        if (c instanceof Command.PlayRoadBuilding x) return DevelopmentCards.checkRoadBuilding(s, seat, x);
        if (c instanceof Command.BuildFreeRoad x) return DevelopmentCards.checkFreeRoad(s, seat, x);
        if (c instanceof Command.PlayYearOfPlenty x) return DevelopmentCards.checkYearOfPlenty(s, seat, x);
        if (c instanceof Command.PlayMonopoly x) return DevelopmentCards.checkMonopoly(s, seat, x);
        // The end of the turn.
        if (c instanceof Command.EndTurn x) return Turns.checkEndTurn(s, seat, x);
        throw new IllegalStateException("no rule checks " + c);
    }

    /** The rule that carries out {@code c}, in the same order as {@link #check}. */
    private static void perform(Draft d, int seat, Command c) {
        if (c instanceof Command.PlaceSettlement x) Setup.placeSettlement(d, seat, x);
        else if (c instanceof Command.PlaceRoad x) Setup.placeRoad(d, seat, x);
        else if (c instanceof Command.Roll x) Turns.roll(d, seat, x);
        else if (c instanceof Command.Discard x) Robber.discard(d, seat, x);
        else if (c instanceof Command.MoveRobber x) Robber.move(d, seat, x);
        else if (c instanceof Command.TradeWithBank x) MaritimeTrade.trade(d, seat, x);
        else if (c instanceof Command.OfferTrade x) DomesticTrade.offer(d, seat, x);
        else if (c instanceof Command.AcceptTrade x) DomesticTrade.accept(d, seat, x);
        else if (c instanceof Command.DeclineTrade x) DomesticTrade.decline(d, seat, x);
        else if (c instanceof Command.CounterTrade x) DomesticTrade.counter(d, seat, x);
        else if (c instanceof Command.BuildRoad x) Building.buildRoad(d, seat, x);
        else if (c instanceof Command.BuildSettlement x) Building.buildSettlement(d, seat, x);
        else if (c instanceof Command.BuildCity x) Building.buildCity(d, seat, x);
        else if (c instanceof Command.BuyCard x) DevelopmentCards.buy(d, seat, x);
        else if (c instanceof Command.PlayKnight x) DevelopmentCards.knight(d, seat, x);
        else if (c instanceof Command.PlayRoadBuilding x) DevelopmentCards.roadBuilding(d, seat, x);
        else if (c instanceof Command.BuildFreeRoad x) DevelopmentCards.freeRoad(d, seat, x);
        else if (c instanceof Command.PlayYearOfPlenty x) DevelopmentCards.yearOfPlenty(d, seat, x);
        else if (c instanceof Command.PlayMonopoly x) DevelopmentCards.monopoly(d, seat, x);
        else if (c instanceof Command.EndTurn x) Turns.endTurn(d, seat, x);
        else throw new IllegalStateException("no rule performs " + c);
    }

    /** The seats the game waits for now. */
    public static List<Integer> waitingFor(CatanState state) {
        return Views.waitingFor(state);
    }

    @Override
    public List<LegalAction> legalActions(CatanState state, int seat) {
        return LegalActions.of(state, seat);
    }

    @Override
    public SeatView view(CatanState state, int seat) {
        return Views.seat(state, seat);
    }

    @Override
    public PublicView publicView(CatanState state) {
        return Views.table(state);
    }
}
