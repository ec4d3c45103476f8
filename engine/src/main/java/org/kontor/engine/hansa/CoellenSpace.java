package org.kontor.engine.hansa;

/** A space of the prestige table next to Coellen: the privilege it needs and its points at the end. */
public record CoellenSpace(Privilege privilege, int points) {}
