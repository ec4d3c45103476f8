package org.kontor.engine.elasund;

/**
 * Where the active player's turn stands. The rulebook's four phases: ROLL (1), BUILD (2, and the
 * phase-3 choice of a permit or 2 gold, which ends it), SPECIAL (4, optional), DONE (only the end
 * of the turn is left).
 */
public enum Phase { ROLL, BUILD, SPECIAL, DONE }
