package org.kontor.table.session;

/** Where the table is: waiting for the host, playing, or finished. */
public enum Phase {
    /** Seats can join; the host has not started a game. */
    LOBBY,
    /** A game is running. */
    PLAYING,
    /** The rules ended the game (somebody won) or the host ended it. */
    ENDED
}
