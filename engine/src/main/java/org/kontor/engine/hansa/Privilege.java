package org.kontor.engine.hansa;

/** The Privilegium track's colours, lowest first: an office or Coellen space needs at least its colour. */
public enum Privilege {
    WHITE, ORANGE, PINK, BLACK
}
