package org.kontor.engine;

/**
 * A module that says refusals of its own besides the rules' (the table session's "the game has not
 * started yet"): it registers a class implementing this in
 * {@code META-INF/services/org.kontor.engine.Catalogue} and keeps {@code refusals_<code>.properties}
 * beside it, read by {@link Sentences} like a game's.
 */
public interface Catalogue {}
