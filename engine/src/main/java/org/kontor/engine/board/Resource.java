package org.kontor.engine.board;

/** What a terrain produces. Merchants of Europe uses the first five; Catan adds brick. */
public enum Resource {
    LUMBER, WOOL, GRAIN, ORE, SALT, BRICK;

    /** The five resources of Merchants of Europe, in ordinal order 0..4. */
    public static final Resource[] MERCHANTS = {LUMBER, WOOL, GRAIN, ORE, SALT};
}
