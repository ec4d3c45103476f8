package org.kontor.engine;

/** What every game's state offers the table: a version that grows with every accepted command. */
public interface GameState {
    long version();

    int seatCount();
}
