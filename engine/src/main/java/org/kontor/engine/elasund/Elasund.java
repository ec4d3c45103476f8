package org.kontor.engine.elasund;

import java.util.List;
import org.kontor.engine.Phrase;
import org.kontor.engine.Rejection;
import org.kontor.engine.RejectionKind;
import org.kontor.engine.Result;
import org.kontor.engine.Ruleset;

/**
 * Elasund: The First City. This file reads like the rulebook's contents; each rule lives in the
 * class named after it, and docs/rules-elasund.md explains them as implemented.
 *
 * <ol>
 *   <li>Preparation ({@link Setup}); who starts: {@link OpeningRoll}.</li>
 *   <li>Phase 1, the roll: {@link ShipMovement} and {@link Production}; a 7: {@link Pirates};
 *       too few cards: {@link CardExhaustion}.</li>
 *   <li>Phase 2, up to two of: {@link Construction} (with {@link BuildingPermits}, {@link Overbuilding},
 *       {@link TradeTrack}, {@link WorkerCottages}), {@link CityWall}, {@link Church}.</li>
 *   <li>Phase 3: {@link PermitOrGold}.</li>
 *   <li>Phase 4: {@link SpecialActions}.</li>
 *   <li>The end of the turn and the game: {@link Victory}.</li>
 * </ol>
 * What each seat may do now: {@link LegalActions}. What each seat sees: {@link Views}.
 */
public final class Elasund implements Ruleset<ElasundState, Command, Event, LegalAction> {

    /** A new game; the seed shuffles the church tiles and the influence deck and rolls the dice. */
    public static ElasundState setup(ElasundBoard board, Pieces pieces, int seats, RuleOptions options, long seed) {
        return new ElasundState(Setup.start(board, pieces, seats, options, seed));
    }

    /**
     * The same moment with the chance still to come drawn afresh (after an undo): the face-down
     * influence deck and church stack mixed anew and a new generator for the dice and the pirates'
     * loot. Nothing seen changes: the hands, the discard pile, the two church tiles a builder holds.
     */
    @Override
    public ElasundState freshChance(ElasundState state, long entropy) {
        Draft d = state.edit();
        d.version = state.version();
        d.rng = org.kontor.engine.Rng.seeded(entropy);
        List<Integer> deck = Cards.shuffled(d, d.deck);
        d.deck.clear();
        d.deck.addAll(deck);
        List<Integer> church = Cards.shuffled(d, d.churchStack);
        d.churchStack.clear();
        d.churchStack.addAll(church);
        return new ElasundState(d);
    }

    @Override
    public Result<ElasundState, Event> apply(ElasundState state, int seat, long version, Command command) {
        if (version != state.version()) {
            return Result.rejected(RejectionKind.STALE_VERSION, "elasund.stale");
        }
        if (command == null || seat < 0 || seat >= state.seatCount()) {
            return Result.rejected(RejectionKind.BAD_INPUT, "elasund.no-seat-or-action");
        }
        if (state.isOver()) {
            return Result.rejected(RejectionKind.GAME_OVER, "elasund.game-over",
                    Phrase.of("elasund.end.all-cubes", Gates.seat(state.winner())));
        }
        Rejection refusal = check(state.d, seat, command);
        if (refusal != null) {
            return new Result.Rejected<>(refusal);
        }
        Draft next = state.edit();
        perform(next, seat, command);
        Victory.checkAtOnce(next);
        return new Result.Accepted<>(new ElasundState(next), List.copyOf(next.events));
    }

    /** Null when {@code seat} may give {@code command} now: the one test behind apply and the legal actions. */
    static Rejection check(Draft d, int seat, Command c) {
        if (c instanceof Command.OpeningRoll x) return OpeningRoll.check(d, seat, x);
        if (c instanceof Command.Roll x) return ShipMovement.checkRoll(d, seat, x);
        if (c instanceof Command.MoveShip x) return ShipMovement.checkMove(d, seat, x);
        if (c instanceof Command.Discard x) return Pirates.checkDiscard(d, seat, x);
        if (c instanceof Command.GiveUpInfluence x) return CardExhaustion.checkGiveUp(d, seat, x);
        if (c instanceof Command.Build x) return Construction.check(d, seat, x);
        if (c instanceof Command.BuildWall x) return CityWall.check(d, seat, x);
        if (c instanceof Command.BuildChurch x) return Church.check(d, seat, x);
        if (c instanceof Command.KeepChurchTile x) return Church.checkKeep(d, seat, x);
        if (c instanceof Command.ReplaceCottage x) return WorkerCottages.check(d, seat, x);
        if (c instanceof Command.PlacePermit x) return PermitOrGold.checkPermit(d, seat, x);
        if (c instanceof Command.TakeGold x) return PermitOrGold.checkGold(d, seat, x);
        if (c instanceof Command.MovePermit x) return SpecialActions.checkMove(d, seat, x);
        if (c instanceof Command.UpgradePermit x) return SpecialActions.checkUpgrade(d, seat, x);
        if (c instanceof Command.PlacePermitAnywhere x) return SpecialActions.checkAnywhere(d, seat, x);
        if (c instanceof Command.BuyGold x) return SpecialActions.checkBuyGold(d, seat, x);
        if (c instanceof Command.EndTurn x) return Victory.checkEndTurn(d, seat, x);
        throw new IllegalStateException("no rule checks " + c);
    }

    /** The rule that carries out {@code c}, in the same order as {@link #check}. */
    private static void perform(Draft d, int seat, Command c) {
        if (c instanceof Command.OpeningRoll x) OpeningRoll.roll(d, seat, x);
        else if (c instanceof Command.Roll x) ShipMovement.roll(d, seat, x);
        else if (c instanceof Command.MoveShip x) ShipMovement.move(d, seat, x);
        else if (c instanceof Command.Discard x) Pirates.discard(d, seat, x);
        else if (c instanceof Command.GiveUpInfluence x) CardExhaustion.giveUp(d, seat, x);
        else if (c instanceof Command.Build x) Construction.build(d, seat, x);
        else if (c instanceof Command.BuildWall x) CityWall.build(d, seat, x);
        else if (c instanceof Command.BuildChurch x) Church.build(d, seat, x);
        else if (c instanceof Command.KeepChurchTile x) Church.keep(d, seat, x);
        else if (c instanceof Command.ReplaceCottage x) WorkerCottages.replace(d, seat, x);
        else if (c instanceof Command.PlacePermit x) PermitOrGold.placePermit(d, seat, x);
        else if (c instanceof Command.TakeGold x) PermitOrGold.takeGold(d, seat, x);
        else if (c instanceof Command.MovePermit x) SpecialActions.move(d, seat, x);
        else if (c instanceof Command.UpgradePermit x) SpecialActions.upgrade(d, seat, x);
        else if (c instanceof Command.PlacePermitAnywhere x) SpecialActions.anywhere(d, seat, x);
        else if (c instanceof Command.BuyGold x) SpecialActions.buyGold(d, seat, x);
        else if (c instanceof Command.EndTurn x) Victory.endTurn(d, seat, x);
        else throw new IllegalStateException("no rule performs " + c);
    }

    @Override
    public List<LegalAction> legalActions(ElasundState state, int seat) {
        return LegalActions.of(state.d, seat);
    }

    @Override
    public Views.SeatView view(ElasundState state, int seat) {
        return Views.seat(state.d, seat);
    }

    @Override
    public Views.TableView publicView(ElasundState state) {
        return Views.table(state.d);
    }
}
