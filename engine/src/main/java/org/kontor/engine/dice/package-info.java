/**
 * Two six-sided dice, as the Catan family rolls them: the values, where they come from (the
 * game's generator or a roll entered from the table) and how an entered roll is checked.
 * Game-neutral: no game package is imported here.
 */
package org.kontor.engine.dice;
