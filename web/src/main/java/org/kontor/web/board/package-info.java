/**
 * Drawing a board: {@link org.kontor.web.board.BoardSvg} turns a
 * {@link org.kontor.engine.board.Board} into a standalone SVG with stable element ids, shared by
 * {@code kontor board render} and the table screen (docs/boards.md).
 */
package org.kontor.web.board;
