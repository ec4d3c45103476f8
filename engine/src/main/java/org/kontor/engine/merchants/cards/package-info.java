/**
 * Development cards as data: a {@link org.kontor.engine.merchants.cards.Deck} of
 * {@link org.kontor.engine.merchants.cards.Card}s whose effects are lists of
 * {@link org.kontor.engine.merchants.cards.Step}s, read and validated by
 * {@link org.kontor.engine.merchants.cards.DeckFile}. The printed card texts of Merchants of Europe are
 * unknown, so the texts live in deck files a group can replace, and the engine only ever carries
 * out steps (docs/cards.md). The generic rules (one card per turn, not the turn it was bought,
 * reshuffle) belong to the game's rules engine.
 */
package org.kontor.engine.merchants.cards;
