package org.kontor.engine.board;

/** The colours of the pieces, in seating order for the fixed setup. */
public enum PlayerColour { RED, BLUE, WHITE, ORANGE }
