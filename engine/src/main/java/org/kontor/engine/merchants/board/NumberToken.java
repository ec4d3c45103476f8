package org.kontor.engine.merchants.board;

import org.kontor.engine.board.Resource;

/** One of the loose number tokens: coloured like the terrain it may lie on. */
public record NumberToken(Resource colour, int number, boolean marked) {}
