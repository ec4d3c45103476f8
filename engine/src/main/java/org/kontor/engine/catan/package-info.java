/**
 * Catan (base game) for 3 or 4 players: the beginner and the variable board, setup in snake order,
 * production with the robber and the bank's shortage rule, the 7, building, maritime and domestic
 * trade, development cards, Longest Road, Largest Army and winning at 10 points. {@link
 * org.kontor.engine.catan.Catan} is the entry and reads like the rulebook's contents; each rule
 * lives in the class named after it. docs/rules-catan.md explains the rules as implemented.
 */
package org.kontor.engine.catan;
