package org.kontor.engine.elasund;

/**
 * A building on the board: its kind (index in the catalogue), the player who owns it (for a
 * neutral building, its builder), its top-left square and how many of its flags carry the
 * builder's cube (fewer than its flags only when the builder's cubes ran out).
 */
record Placed(int serial, int kind, int seat, Square at, int cubes) {}
