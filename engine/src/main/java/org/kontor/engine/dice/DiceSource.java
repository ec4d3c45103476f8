package org.kontor.engine.dice;

/**
 * Where a die's value comes from. The engine holds no generator of its own: the caller hands one
 * over (for a virtual roll, the game's draft drawing from the state's generator).
 */
@FunctionalInterface
public interface DiceSource {

    /** One die: a value from 1 to 6. */
    int die();
}
