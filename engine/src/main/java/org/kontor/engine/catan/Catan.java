package org.kontor.engine.catan;

import org.kontor.engine.Rng;

import java.util.List;
import org.kontor.engine.Rejection;
import org.kontor.engine.referee.Moves;
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
        MOVES.perform(next, seat, command);
        Victory.check(next);
        return new Result.Accepted<>(next.freeze(), next.events());
    }

    /**
     * Every command with the rule that checks it and the rule that carries it out, registered once
     * as a pair, in the rulebook's order; each rule's file decides its own commands.
     */
    private static final Moves<CatanState, Draft, Command> MOVES = Moves.<CatanState, Draft, Command>of(Command.class)
            // Preparation: the founding phase.
            .command(Command.PlaceSettlement.class, Setup::checkPlaceSettlement, Setup::placeSettlement)
            .command(Command.PlaceRoad.class, Setup::checkPlaceRoad, Setup::placeRoad)
            // 1) Resource production: the roll; a 7 brings discards and the robber.
            .command(Command.Roll.class, Turns::checkRoll, Turns::roll)
            .command(Command.Discard.class, Robber::checkDiscard, Robber::discard)
            .command(Command.MoveRobber.class, Robber::checkMove, Robber::move)
            // 2) Trade: maritime and domestic.
            .command(Command.TradeWithBank.class, MaritimeTrade::checkTrade, MaritimeTrade::trade)
            .command(Command.OfferTrade.class, DomesticTrade::checkOffer, DomesticTrade::offer)
            .command(Command.AcceptTrade.class, DomesticTrade::checkAccept, DomesticTrade::accept)
            .command(Command.DeclineTrade.class, DomesticTrade::checkDecline, DomesticTrade::decline)
            .command(Command.CounterTrade.class, DomesticTrade::checkCounter, DomesticTrade::counter)
            // 3) Build: roads, settlements, cities, development cards.
            .command(Command.BuildRoad.class, Building::checkRoad, Building::buildRoad)
            .command(Command.BuildSettlement.class, Building::checkSettlement, Building::buildSettlement)
            .command(Command.BuildCity.class, Building::checkCity, Building::buildCity)
            .command(Command.BuyCard.class, DevelopmentCards::checkBuy, DevelopmentCards::buy)
            // Development cards, at any moment of one's turn.
            .command(Command.PlayKnight.class, DevelopmentCards::checkKnight, DevelopmentCards::knight)
            .command(Command.PlayRoadBuilding.class, DevelopmentCards::checkRoadBuilding, DevelopmentCards::roadBuilding)
            .command(Command.BuildFreeRoad.class, DevelopmentCards::checkFreeRoad, DevelopmentCards::freeRoad)
            .command(Command.PlayYearOfPlenty.class, DevelopmentCards::checkYearOfPlenty, DevelopmentCards::yearOfPlenty)
            .command(Command.PlayMonopoly.class, DevelopmentCards::checkMonopoly, DevelopmentCards::monopoly)
            // The end of the turn.
            .command(Command.EndTurn.class, Turns::checkEndTurn, Turns::endTurn)
            .build();

    /** Null when {@code seat} may give {@code command} now: the one test behind both apply and the legal actions. */
    static Rejection check(CatanState s, int seat, Command c) {
        return MOVES.check(s, seat, c);
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
