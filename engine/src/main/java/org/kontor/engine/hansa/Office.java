package org.kontor.engine.hansa;

/** One printed office slot of a city: the privilege colour it needs, the piece it takes, and whether it shows a gold coin (+1 prestige). */
public record Office(Privilege colour, Piece shape, boolean coin) {}
