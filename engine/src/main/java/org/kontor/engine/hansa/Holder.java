package org.kontor.engine.hansa;

/** A player's piece standing somewhere: on a post, in an office or on a Coellen space. */
public record Holder(int seat, Piece piece) {}
