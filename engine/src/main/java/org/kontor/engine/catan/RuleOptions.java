package org.kontor.engine.catan;

import org.kontor.engine.resources.Scarcity;

/**
 * The readings where the rules leave room (docs/rules-catan.md, "Rule options", each with its source).
 *
 * @param shortage what the bank does when it cannot pay everyone a resource: nobody gets it (the
 *        rulebook's text), or, with the official FAQ, a single player owed it takes what is left
 * @param robberToDesert the robber may be moved onto the desert (English rules), not only onto a number (Spanish seed)
 * @param tradeBeforeBuilding the seed's strict order: once a player builds or buys, they may not trade again that turn
 * @param victimWithCards the robber's player must choose a victim holding a card when one is adjacent (the research
 *        digest's reading); else, as the Spanish rulebook reads, any opponent with a building on the hex may be
 *        chosen, and one without cards loses nothing
 */
public record RuleOptions(Scarcity shortage, boolean robberToDesert, boolean tradeBeforeBuilding, boolean victimWithCards) {

    /** The rulebook's victim rule with the other three readings given. */
    public RuleOptions(Scarcity shortage, boolean robberToDesert, boolean tradeBeforeBuilding) {
        this(shortage, robberToDesert, tradeBeforeBuilding, false);
    }

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
