package org.kontor.engine.board;

/** What a terrain produces. Merchants of Europe uses the first five; Catan has brick and no salt. */
public enum Resource {
    LUMBER, WOOL, GRAIN, ORE, SALT, BRICK
}
