/**
 * The scaffolding every game's referee stands on: a {@link org.kontor.engine.referee.Decision}
 * the game waits for, the ways of saying no ({@link org.kontor.engine.referee.Refusals}) and the
 * events a command makes ({@link org.kontor.engine.referee.Events}). Game-neutral: no game package
 * is imported here.
 */
package org.kontor.engine.referee;
