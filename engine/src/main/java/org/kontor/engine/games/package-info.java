/**
 * The registry of games: the one place that names every game package, so the hub, the web and
 * {@code kontor play --game} find a game by its id. The kernel packages never import a game;
 * only this package does (ArchUnit, {@code GamePackagesTest}).
 */
package org.kontor.engine.games;
