/**
 * Resource cards as the Catan family counts them: {@link org.kontor.engine.resources.Resources}
 * (a hand, the supply, a cost), and the supply's {@link org.kontor.engine.resources.Scarcity}
 * rule for a roll it cannot pay in full. Game-neutral: no game package is imported here.
 */
package org.kontor.engine.resources;
