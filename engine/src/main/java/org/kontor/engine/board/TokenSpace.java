package org.kontor.engine.board;

/** What a hex shows where a number would go. */
public sealed interface TokenSpace {

    /** No number and no space for a token: the hex never produces (sea, desert). */
    record None() implements TokenSpace {}

    /** A number printed on the board: fixed for the whole game. */
    record Printed(int number) implements TokenSpace {}

    /**
     * An empty space of a colour that a number token of that colour may fill. A marked space
     * takes one of the five marked tokens face up at setup.
     */
    record Blank(Resource colour, boolean marked) implements TokenSpace {}
}
