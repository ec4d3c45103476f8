package org.kontor.engine.board;

/** One of the loose number tokens: coloured like the terrain it may lie on. */
public record NumberToken(Resource colour, int number, boolean marked) {}
