package org.kontor.engine.merchants.cards;

/**
 * When a development card may be played on its owner's turn. The rulebook allows any card before
 * the roll or in the action phase (ES "5) Jugar cartas de desarrollo", EN §5) but names only the
 * Lancer for the moment before the roll, so each card says which of the two it allows.
 */
public enum Timing {
    BEFORE_ROLL,
    ACTION_PHASE,
    EITHER;

    public boolean allowsBeforeRoll() {
        return this != ACTION_PHASE;
    }

    public boolean allowsActionPhase() {
        return this != BEFORE_ROLL;
    }
}
