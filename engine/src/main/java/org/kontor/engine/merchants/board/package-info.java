/**
 * Merchants of Europe's board: {@link org.kontor.engine.merchants.board.MerchantsBoard} extends the
 * kernel's hex board ({@link org.kontor.engine.board.Board}) with what only this game prints: city
 * sites and their colours, sea lanes and double arrows ({@link org.kontor.engine.merchants.board.PathKind}),
 * the loose number tokens and the short side's fixed start. Its part of the board file is read by
 * {@link org.kontor.engine.merchants.board.MerchantsBoardFile} (docs/boards.md).
 */
package org.kontor.engine.merchants.board;
