package org.kontor.engine.merchants;

/** Where the game stands, in the rulebook's order. Pending decisions interrupt the turn phases. */
public enum Phase {
    /** Variable setup: everyone rolls for the starting player; ties roll again. */
    SETUP_START_ROLL,
    /** Variable setup: three kontors each on purple city sites, in snake order. */
    SETUP_KONTORS,
    /** Variable setup with 3 players: one neutral kontor each. */
    SETUP_NEUTRAL_KONTORS,
    /** Variable setup: one trade route and one caravan each. */
    SETUP_ROUTES,
    /** A turn's start: the active player may play a development card, then must roll. */
    BEFORE_ROLL,
    /** After production: trade, build, play a card, end the turn. */
    ACTION
}
