package org.kontor.engine;

/** What every game's state offers the table: a version that grows with every accepted command, and its end. */
public interface GameState {
    long version();

    int seatCount();

    /** True once somebody has won or the game cannot go on: no command is taken after it. */
    boolean isOver();
}
