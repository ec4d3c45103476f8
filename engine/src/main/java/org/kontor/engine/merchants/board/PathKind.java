package org.kontor.engine.merchants.board;

/**
 * Whether a side of a hex is a path pieces may use. Every side touching land is a land path;
 * between two sea hexes only the printed sea lanes are paths.
 */
public enum PathKind { LAND, SEA, NONE }
