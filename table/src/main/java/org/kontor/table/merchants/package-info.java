/** Merchants of Europe at the table: the host's choices, commands and per-seat events for the engine's ruleset. */
package org.kontor.table.merchants;
