/**
 * The 7 and the robber as the Catan family plays them: who must discard half their hand and
 * whether a discard is right ({@link org.kontor.engine.robber.Discards}), and which card a
 * random steal takes ({@link org.kontor.engine.robber.Steal}). Where the robber may go and whom
 * it may rob is the game's own (hexes and pieces differ). Game-neutral: no game package is
 * imported here.
 */
package org.kontor.engine.robber;
