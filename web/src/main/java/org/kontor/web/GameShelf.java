package org.kontor.web;

import java.util.List;

/**
 * The saved games the host page lists (the hub's journal): each with what the list shows, and
 * its export (JSON Lines in {@code kontor play}'s format) to download. Host only: an export holds
 * the seed and every hand.
 */
public interface GameShelf {

    /** One saved game as the host page lists it. */
    record Saved(long id, String board, List<String> names, int moves, String started, String lastMove, String finished) {
        public Saved {
            names = List.copyOf(names);
        }
    }

    /** No saved games (a table without a journal). */
    GameShelf NONE = new GameShelf() {
        @Override
        public List<Saved> list() {
            return List.of();
        }

        @Override
        public List<String> export(long id) {
            return null;
        }
    };

    /** Newest first. */
    List<Saved> list();

    /** The game's export lines, or null if there is no such game. */
    List<String> export(long id);
}
