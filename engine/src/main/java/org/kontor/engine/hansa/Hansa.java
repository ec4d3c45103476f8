package org.kontor.engine.hansa;

import java.util.List;
import org.kontor.engine.Rejection;
import org.kontor.engine.referee.Moves;
import org.kontor.engine.RejectionKind;
import org.kontor.engine.Result;
import org.kontor.engine.Ruleset;

/**
 * Hansa Teutonica, original edition. This file reads like the rulebook's contents; each rule lives
 * in the class named after it. docs/rules-hansa.md explains the rules as implemented.
 *
 * <ol>
 *   <li>Preparation ({@link Setup}): the side for the player count, the start markers, supplies.</li>
 *   <li>The turn ({@link Actions}): the Actiones track's actions, then the drawn markers placed.</li>
 *   <li>The five actions: {@link Taxes}, {@link Placement}, {@link Displacement}, {@link Movement},
 *       {@link RouteEstablishment} (with {@link CityControl}, {@link CompletedCities},
 *       {@link EastWestConnection}).</li>
 *   <li>{@link BonusMarkers}.</li>
 *   <li>The end ({@link GameEnd}) and {@link FinalScoring}.</li>
 * </ol>
 * What each seat may do now: {@link LegalActions}. What each seat sees: {@link Views}.
 */
public final class Hansa implements Ruleset<HansaState, Command, Event, LegalAction> {

    /** A new game; the seed shuffles the bonus markers. */
    public static HansaState setup(HansaMap map, int seats, RuleOptions options, long seed) {
        return Setup.start(map, seats, options, seed);
    }

    /**
     * The same moment with the face-down bonus markers mixed afresh from {@code entropy}: those in
     * the supply and those drawn this turn and not yet placed are shuffled together and dealt back
     * in the same numbers. Nobody has seen any of them, so nothing anybody knows changes. The table
     * calls it after an undo, so that undoing a route does not show which marker comes next.
     */
    @Override
    public HansaState freshChance(HansaState state, long entropy) {
        Draft d = state.edit();
        d.version = state.version();
        List<BonusMarker> faceDown = new java.util.ArrayList<>(d.drawn);
        faceDown.addAll(d.markerSupply);
        d.rng = Setup.shuffle(faceDown, org.kontor.engine.Rng.seeded(entropy));
        int drawn = d.drawn.size();
        d.drawn.clear();
        d.drawn.addAll(faceDown.subList(0, drawn));
        d.markerSupply.clear();
        d.markerSupply.addAll(faceDown.subList(drawn, faceDown.size()));
        return new HansaState(d);
    }

    @Override
    public Result<HansaState, Event> apply(HansaState state, int seat, long version, Command command) {
        if (version != state.version()) {
            return Result.rejected(RejectionKind.STALE_VERSION, "hansa.game-has-moved-on-since-you");
        }
        if (command == null || seat < 0 || seat >= state.seatCount()) {
            return Result.rejected(RejectionKind.BAD_INPUT, "hansa.that-command-names-no-seat-or");
        }
        if (state.isOver()) {
            return Result.rejected(RejectionKind.GAME_OVER, "hansa.game-is-over", state.endPhrase());
        }
        Rejection refusal = check(state.d, seat, command);
        if (refusal != null) {
            return new Result.Rejected<>(refusal);
        }
        Draft next = state.edit();
        MOVES.perform(next, seat, command);
        GameEnd.check(next);
        return new Result.Accepted<>(new HansaState(next), next.events());
    }

    /**
     * Every command with the rule that checks it and the rule that carries it out, registered once
     * as a pair, in the rulebook's order; each rule's file decides its own commands.
     */
    private static final Moves<Draft, Draft, Command> MOVES = Moves.<Draft, Draft, Command>of(Command.class)
            .command(Command.Taxes.class, Taxes::check, Taxes::collect)
            .command(Command.Place.class, Placement::check, Placement::place)
            .command(Command.Displace.class, Displacement::check, Displacement::displace)
            .command(Command.Relocate.class, Displacement::checkRelocate, Displacement::relocate)
            .command(Command.StopRelocating.class, Displacement::checkStop, Displacement::stop)
            .command(Command.Move.class, Movement::check, Movement::move)
            .command(Command.Establish.class, RouteEstablishment::checkPlain, RouteEstablishment::plain)
            .command(Command.EstablishOffice.class, RouteEstablishment::checkOffice, RouteEstablishment::office)
            .command(Command.EstablishExtraOffice.class, RouteEstablishment::checkExtraOffice, RouteEstablishment::extraOffice)
            .command(Command.EstablishAbility.class, RouteEstablishment::checkAbility, RouteEstablishment::ability)
            .command(Command.EstablishCoellen.class, RouteEstablishment::checkCoellen, RouteEstablishment::coellen)
            .command(Command.SwapOffices.class, BonusMarkers::checkSwap, BonusMarkers::swap)
            .command(Command.RemovePiece.class, BonusMarkers::checkRemove, BonusMarkers::remove)
            .command(Command.MoveOpponentPiece.class, BonusMarkers::checkMoveOpponent, BonusMarkers::moveOpponent)
            .command(Command.DevelopAbility.class, BonusMarkers::checkDevelop, BonusMarkers::developWithMarker)
            .command(Command.ExtraActions.class, BonusMarkers::checkExtraActions, BonusMarkers::extraActions)
            .command(Command.PlaceMarker.class, BonusMarkers::checkPlace, BonusMarkers::place)
            .command(Command.EndTurn.class, Actions::checkEndTurn, Actions::endTurn)
            .build();

    /** Null when {@code seat} may give {@code command} now: the one test behind both apply and the legal actions. */
    static Rejection check(Draft d, int seat, Command c) {
        return MOVES.check(d, seat, c);
    }

    @Override
    public List<LegalAction> legalActions(HansaState state, int seat) {
        return LegalActions.of(state.d, seat);
    }

    @Override
    public Views.SeatView view(HansaState state, int seat) {
        return Views.seat(state.d, seat);
    }

    @Override
    public Views.TableView publicView(HansaState state) {
        return Views.table(state.d);
    }
}
