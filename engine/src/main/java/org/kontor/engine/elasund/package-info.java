/**
 * Elasund: The First City (Klaus Teuber, 2–4 players), as the Spanish rules v1.1 tell it, with the
 * component data of docs/rules-elasund.md. {@link org.kontor.engine.elasund.Elasund} reads like the
 * rulebook's contents; each rule is a class named after it. Imports no other game.
 */
package org.kontor.engine.elasund;
