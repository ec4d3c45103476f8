package org.kontor.engine.bot;

import java.util.Optional;

/**
 * A seat the hub plays. Pure: the same state, seat and seed give the same command, and the
 * command depends only on what {@code seat} may see (a test per game shuffles everything hidden
 * from the seat and finds the same choices).
 *
 * @param <S> the game state
 * @param <C> the game's commands
 */
public interface Bot<S, C> {

    /**
     * The command {@code seat} gives now, or empty when the game waits for nothing from it.
     * {@code seed} drives the bot's own chance (its guesses at what it cannot see, its ties).
     */
    Optional<C> decide(S state, int seat, long seed);
}
