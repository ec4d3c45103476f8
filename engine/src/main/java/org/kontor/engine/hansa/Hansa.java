package org.kontor.engine.hansa;

import java.util.List;
import org.kontor.engine.Rejection;
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
        perform(next, seat, command);
        GameEnd.check(next);
        return new Result.Accepted<>(new HansaState(next), next.events());
    }

    /** Null when {@code seat} may give {@code command} now: the one test behind apply and the legal actions. */
    static Rejection check(Draft d, int seat, Command c) {
        if (c instanceof Command.Taxes x) return Taxes.check(d, seat, x);
        if (c instanceof Command.Place x) return Placement.check(d, seat, x);
        if (c instanceof Command.Displace x) return Displacement.check(d, seat, x);
        if (c instanceof Command.Relocate x) return Displacement.checkRelocate(d, seat, x);
        if (c instanceof Command.StopRelocating x) return Displacement.checkStop(d, seat, x);
        if (c instanceof Command.Move x) return Movement.check(d, seat, x);
        if (c instanceof Command.Establish x) return RouteEstablishment.checkPlain(d, seat, x);
        if (c instanceof Command.EstablishOffice x) return RouteEstablishment.checkOffice(d, seat, x);
        if (c instanceof Command.EstablishExtraOffice x) return RouteEstablishment.checkExtraOffice(d, seat, x);
        if (c instanceof Command.EstablishAbility x) return RouteEstablishment.checkAbility(d, seat, x);
        if (c instanceof Command.EstablishCoellen x) return RouteEstablishment.checkCoellen(d, seat, x);
        if (c instanceof Command.SwapOffices x) return BonusMarkers.checkSwap(d, seat, x);
        if (c instanceof Command.RemovePiece x) return BonusMarkers.checkRemove(d, seat, x);
        if (c instanceof Command.MoveOpponentPiece x) return BonusMarkers.checkMoveOpponent(d, seat, x);
        if (c instanceof Command.DevelopAbility x) return BonusMarkers.checkDevelop(d, seat, x);
        if (c instanceof Command.ExtraActions x) return BonusMarkers.checkExtraActions(d, seat, x);
        if (c instanceof Command.PlaceMarker x) return BonusMarkers.checkPlace(d, seat, x);
        if (c instanceof Command.EndTurn x) return Actions.checkEndTurn(d, seat, x);
        throw new IllegalStateException("no rule checks " + c);
    }

    /** The rule that carries out {@code c}, in the same order as {@link #check}. */
    private static void perform(Draft d, int seat, Command c) {
        if (c instanceof Command.Taxes x) Taxes.collect(d, seat, x);
        else if (c instanceof Command.Place x) Placement.place(d, seat, x);
        else if (c instanceof Command.Displace x) Displacement.displace(d, seat, x);
        else if (c instanceof Command.Relocate x) Displacement.relocate(d, seat, x);
        else if (c instanceof Command.StopRelocating x) Displacement.stop(d, seat, x);
        else if (c instanceof Command.Move x) Movement.move(d, seat, x);
        else if (c instanceof Command.Establish x) RouteEstablishment.plain(d, seat, x);
        else if (c instanceof Command.EstablishOffice x) RouteEstablishment.office(d, seat, x);
        else if (c instanceof Command.EstablishExtraOffice x) RouteEstablishment.extraOffice(d, seat, x);
        else if (c instanceof Command.EstablishAbility x) RouteEstablishment.ability(d, seat, x);
        else if (c instanceof Command.EstablishCoellen x) RouteEstablishment.coellen(d, seat, x);
        else if (c instanceof Command.SwapOffices x) BonusMarkers.swap(d, seat, x);
        else if (c instanceof Command.RemovePiece x) BonusMarkers.remove(d, seat, x);
        else if (c instanceof Command.MoveOpponentPiece x) BonusMarkers.moveOpponent(d, seat, x);
        else if (c instanceof Command.DevelopAbility x) BonusMarkers.developWithMarker(d, seat, x);
        else if (c instanceof Command.ExtraActions x) BonusMarkers.extraActions(d, seat, x);
        else if (c instanceof Command.PlaceMarker x) BonusMarkers.place(d, seat, x);
        else if (c instanceof Command.EndTurn x) Actions.endTurn(d, seat, x);
        else throw new IllegalStateException("no rule performs " + c);
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
