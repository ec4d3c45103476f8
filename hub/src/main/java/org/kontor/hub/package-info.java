/**
 * The runnable hub ({@code kontor.jar}): the command line and the running table. With no
 * arguments {@link org.kontor.hub.Main} starts the demo table, a phone-only Merchants of Europe
 * game held by one session in memory (the journal, sensors and pins arrive later).
 */
package org.kontor.hub;
