/**
 * The kernel's hex board, shared by the Catan family: the hex {@link org.kontor.engine.board.Topology}
 * with canonical ids (the numbering rule sensor wiring maps rely on), terrain, each hex's number
 * space, harbours, and the {@link org.kontor.engine.board.Board} that holds them, read and validated
 * from JSON by {@link org.kontor.engine.board.BoardFile}. A game's own part of the board and the file
 * (Merchants of Europe's cities, sea lanes, double arrows and start) is the game's
 * {@link org.kontor.engine.board.BoardSection}; this package names no game (GamePackagesTest). The
 * bundled Europe boards are approximations of the printed Merchants of Europe board, which is not
 * available as data (docs/boards.md).
 */
package org.kontor.engine.board;
