package org.kontor.engine.elasund;

import java.util.List;
import org.kontor.engine.Phrase;
import org.kontor.engine.Rejection;
import org.kontor.engine.referee.Moves;
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
        MOVES.perform(next, seat, command);
        Victory.checkAtOnce(next);
        return new Result.Accepted<>(new ElasundState(next), List.copyOf(next.events));
    }

    /**
     * Every command with the rule that checks it and the rule that carries it out, registered once
     * as a pair, in the rulebook's order; each rule's file decides its own commands.
     */
    private static final Moves<Draft, Draft, Command> MOVES = Moves.<Draft, Draft, Command>of(Command.class)
            .command(Command.OpeningRoll.class, OpeningRoll::check, OpeningRoll::roll)
            .command(Command.Roll.class, ShipMovement::checkRoll, ShipMovement::roll)
            .command(Command.MoveShip.class, ShipMovement::checkMove, ShipMovement::move)
            .command(Command.Discard.class, Pirates::checkDiscard, Pirates::discard)
            .command(Command.GiveUpInfluence.class, CardExhaustion::checkGiveUp, CardExhaustion::giveUp)
            .command(Command.Build.class, Construction::check, Construction::build)
            .command(Command.BuildWall.class, CityWall::check, CityWall::build)
            .command(Command.BuildChurch.class, Church::check, Church::build)
            .command(Command.KeepChurchTile.class, Church::checkKeep, Church::keep)
            .command(Command.ReplaceCottage.class, WorkerCottages::check, WorkerCottages::replace)
            .command(Command.PlacePermit.class, PermitOrGold::checkPermit, PermitOrGold::placePermit)
            .command(Command.TakeGold.class, PermitOrGold::checkGold, PermitOrGold::takeGold)
            .command(Command.MovePermit.class, SpecialActions::checkMove, SpecialActions::move)
            .command(Command.UpgradePermit.class, SpecialActions::checkUpgrade, SpecialActions::upgrade)
            .command(Command.PlacePermitAnywhere.class, SpecialActions::checkAnywhere, SpecialActions::anywhere)
            .command(Command.BuyGold.class, SpecialActions::checkBuyGold, SpecialActions::buyGold)
            .command(Command.EndTurn.class, Victory::checkEndTurn, Victory::endTurn)
            .build();

    /** Null when {@code seat} may give {@code command} now: the one test behind both apply and the legal actions. */
    static Rejection check(Draft d, int seat, Command c) {
        return MOVES.check(d, seat, c);
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
