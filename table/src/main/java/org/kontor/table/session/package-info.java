/**
 * The running table: {@link org.kontor.table.session.TableSession} is the game's only owner (one
 * writer thread, a queue of requests, undo by replay from the seed) and publishes immutable JSON
 * views per role ({@link org.kontor.table.session.Published}), built from an allow-list.
 */
package org.kontor.table.session;
