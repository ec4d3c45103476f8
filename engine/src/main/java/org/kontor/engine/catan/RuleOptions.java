package org.kontor.engine.catan;

/**
 * The house choices where the rules leave room (docs/rules-catan.md, one section each).
 *
 * @param shortage what the bank does when it cannot pay everyone a resource
 * @param robberToDesert the robber may be moved onto the desert (English rules), not only onto a number (Spanish seed)
 * @param tradeBeforeBuilding the seed's strict order: once a player builds or buys, they may not trade again that turn
 */
public record RuleOptions(Shortage shortage, boolean robberToDesert, boolean tradeBeforeBuilding) {

    /** The bank's shortage rule. */
    public enum Shortage {
        /** Rulebook: if the bank cannot pay everyone a resource, nobody gets it. */
        STRICT,
        /** Rulebook plus the official FAQ: unless only one player is owed it; that player takes what is left. */
        SINGLE_RECIPIENT_TAKES_REST
    }

    public RuleOptions {
        if (shortage == null) {
            throw new IllegalArgumentException("the shortage rule must be named");
        }
    }

    /** The recommended readings: the FAQ's shortage exception, the desert allowed, trade and build in any order. */
    public static RuleOptions standard() {
        return new RuleOptions(Shortage.SINGLE_RECIPIENT_TAKES_REST, true, false);
    }
}
