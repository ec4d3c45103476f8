/**
 * Hansa Teutonica (original edition, 3 to 5 players): a graph board of cities with ordered office
 * slots and routes of trading posts. {@link org.kontor.engine.hansa.Hansa} reads like the
 * rulebook's contents; each rule lives in the class named after it. docs/rules-hansa.md explains
 * the rules as implemented and every rule option.
 */
package org.kontor.engine.hansa;
