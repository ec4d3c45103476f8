package org.kontor.engine.table;

import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;

/**
 * What a game tells the physical table. The hub keeps the sensed table; when it has settled and
 * differs from {@link #expected}, the readings whose {@code after} matches it are the moves the
 * players made. Readings that lead to the same table and the same public outcome count once.
 *
 * @param <S> the game's state
 * @param <C> the game's commands
 */
public interface PhysicalRules<S, C> {

    /** Where every piece should stand in {@code state}. */
    TableLayout expected(S state);

    /** Every legal command of every seat the game waits for that moves or places a piece, with the table after it. */
    List<Reading<C>> readings(S state);

    /**
     * Spots a piece may go to now, to light up: every spot whose piece some reading changes, so the
     * same for every game (a settlement that may become a city lights up too).
     */
    default List<Spot> targets(S state) {
        TableLayout now = expected(state);
        Set<Spot> targets = new TreeSet<>();
        for (Reading<C> reading : readings(state)) {
            reading.after().pieces().forEach((spot, standing) -> {
                if (!standing.equals(now.at(spot))) {
                    targets.add(spot);
                }
            });
        }
        return List.copyOf(targets);
    }

    /**
     * The command that rolls for the seat that may roll now: with {@code dice} read on the table,
     * or with the hub's virtual dice when {@code dice} is empty (a roll button). Empty when no seat may roll.
     */
    Optional<SeatCommand<C>> roll(S state, List<Integer> dice);

    /** The command that ends the turn of the seat whose turn it is, when it may end it now (an end-turn button). */
    Optional<SeatCommand<C>> endTurn(S state);
}
