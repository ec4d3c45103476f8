/**
 * Trade as the Catan family allows it: the bank's and harbours' ratios as data
 * ({@link org.kontor.engine.trade.ExchangeRates}) and the terms every player-to-player offer must
 * meet ({@link org.kontor.engine.trade.Offers}). Who may trade when is the game's own.
 * Game-neutral: no game package is imported here.
 */
package org.kontor.engine.trade;
