package org.kontor.engine.referee;

/**
 * A decision the game waits for before anything else may happen (discards after a 7, the
 * robber's move, an open trade offer). A game's pending decisions implement it, so the shared
 * gates can tell a player who must answer from one who must wait.
 */
public interface Decision {

    /** Did the game stop for {@code seat}? */
    boolean waitsFor(int seat);
}
