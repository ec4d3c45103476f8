/**
 * The registry of games: the hub, the web and {@code kontor play --game} find a game by its id
 * among those registered in {@code META-INF/services/org.kontor.engine.Game}. It imports no game
 * package, like the rest of the kernel (ArchUnit, {@code GamePackagesTest}).
 */
package org.kontor.engine.games;
