/**
 * The physical table as the rules see it, for every game: where each piece should stand now
 * ({@link org.kontor.engine.table.TableLayout}) and which moves a change on the table could
 * stand for ({@link org.kontor.engine.table.Reading}). A game implements
 * {@link org.kontor.engine.table.PhysicalRules}; the hub compares the sensed table with it.
 * Pure functions, like the rest of the engine.
 */
package org.kontor.engine.table;
