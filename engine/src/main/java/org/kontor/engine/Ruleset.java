package org.kontor.engine;

import java.util.List;

/**
 * One game's rules as pure functions. {@code apply} accepts exactly what {@code legalActions}
 * offers (for free-form commands such as trade offers: what it validates), so the phone's
 * buttons and the referee can never disagree.
 *
 * @param <S> the game state
 * @param <C> the game's commands
 * @param <E> the game's events
 * @param <A> a legal action as the phone draws it
 */
public interface Ruleset<S extends GameState, C, E extends Seen, A> {

    /**
     * Applies a command made by {@code seat} against state {@code version}. A stale version, a
     * seat that may not act, or anything illegal is rejected and the state is untouched.
     */
    Result<S, E> apply(S state, int seat, long version, C command);

    /** What {@code seat} may do right now, with targets and costs. */
    List<A> legalActions(S state, int seat);

    /** Everything {@code seat} may see: its own hand, others' counts only. Never the seed or deck order. */
    Object view(S state, int seat);

    /** What the table screen and spectators see. */
    Object publicView(S state);

    /**
     * The same moment with the chance still to come drawn afresh from {@code entropy}: what is
     * hidden and not yet drawn (the generator, face-down stacks) is mixed anew, nothing seen
     * changes. The table calls it after an undo, so that undoing a roll or a draw does not show
     * the future; the entropy is journaled, so a replay reaches the same state. A game with no
     * hidden chance returns {@code state}: every game says so itself, since the safe answer is
     * the game's to give.
     */
    S freshChance(S state, long entropy);

    /**
     * {@code seat}'s view, when {@code publicView} (this state's {@link #publicView}) is made
     * already: a game whose seat view holds the table's may hold this very one, so that whoever
     * shows both sees at once that the seat's table is the table's.
     */
    default Object view(S state, int seat, Object publicView) {
        return view(state, seat);
    }
}
