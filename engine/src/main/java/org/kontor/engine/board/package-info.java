/**
 * Boards as data: the hex {@link org.kontor.engine.board.Topology} with canonical ids (the
 * numbering rule sensor wiring maps rely on), and the {@link org.kontor.engine.board.Board}
 * that adds everything printed on it, read and validated from JSON by
 * {@link org.kontor.engine.board.BoardFile}. The bundled Europe boards are approximations of the
 * printed Merchants of Europe board, which is not available as data (docs/boards.md).
 */
package org.kontor.engine.board;
