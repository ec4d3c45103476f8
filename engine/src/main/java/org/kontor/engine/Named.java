package org.kontor.engine;

/**
 * A thing whose name comes with it in every language, as a development card's does from its deck
 * file, rather than from the refusal catalogue.
 */
public interface Named {

    String name(Language language);
}
