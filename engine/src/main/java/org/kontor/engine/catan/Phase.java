package org.kontor.engine.catan;

/** Where the turn stands. */
public enum Phase {
    /** Placing the first two settlements and roads in snake order. */
    SETUP,
    /** The active player may play a development card, then must roll. */
    BEFORE_ROLL,
    /** After the roll: trade, build, buy and play cards in any order, then end the turn. */
    AFTER_ROLL
}
