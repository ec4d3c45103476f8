package org.kontor.engine.merchants.board;

/** A named city site on an intersection; coastal cities pay {@code coastalGold} when founded. */
public record CitySite(String name, int intersection, SiteColour colour, int coastalGold) {}
