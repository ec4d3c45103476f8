/**
 * Position files: one moment of a game written down as JSON, hidden information included (a
 * referee's file), read back onto the game as its setup line sets it up. Game-neutral: no game
 * package is imported here.
 */
package org.kontor.engine.position;
