package org.kontor.engine.hansa;

/** A player's two kinds of piece: traders (cubes, square offices) and merchants (discs, round offices). */
public enum Piece {
    TRADER, MERCHANT
}
