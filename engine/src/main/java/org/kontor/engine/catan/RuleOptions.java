package org.kontor.engine.catan;

import org.kontor.engine.resources.Scarcity;

/**
 * The house choices where the rules leave room (docs/rules-catan.md, one section each).
 *
 * @param shortage what the bank does when it cannot pay everyone a resource: nobody gets it (the
 *        rulebook's text), or, with the official FAQ, a single player owed it takes what is left
 * @param robberToDesert the robber may be moved onto the desert (English rules), not only onto a number (Spanish seed)
 * @param tradeBeforeBuilding the seed's strict order: once a player builds or buys, they may not trade again that turn
 */
public record RuleOptions(Scarcity shortage, boolean robberToDesert, boolean tradeBeforeBuilding) {

    public RuleOptions {
        if (shortage == null) {
            throw new IllegalArgumentException("the shortage rule must be named");
        }
    }

    /** The recommended readings: the FAQ's shortage exception, the desert allowed, trade and build in any order. */
    public static RuleOptions standard() {
        return new RuleOptions(Scarcity.ONE_CLAIMANT_GETS_WHAT_IS_LEFT, true, false);
    }
}
