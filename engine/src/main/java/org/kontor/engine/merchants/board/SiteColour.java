package org.kontor.engine.merchants.board;

/** Purple city sites may take a starting kontor; brown ones only kontors founded later. */
public enum SiteColour { PURPLE, BROWN }
