package org.kontor.table;

import java.util.List;
import java.util.concurrent.CompletableFuture;
import org.kontor.table.session.Outcome;

/**
 * The saved games the host page lists (the hub's journal): each with what the list shows, and
 * its export (JSON Lines in {@code kontor play}'s format) to download. Host only: an export holds
 * the seed and every hand.
 */
public interface GameShelf {

    /** One saved game as the host page lists it; {@code current} if it is the one on the table. */
    record Saved(long id, String board, List<String> names, int moves, String started, String lastMove, String finished,
                 boolean current) {
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

    /**
     * Puts saved game {@code id} on the table (the one being played stays saved); the answer is
     * the table's. Throws {@link IllegalArgumentException} with a sentence if it cannot be resumed.
     */
    default CompletableFuture<Outcome> resume(long id) {
        throw new IllegalArgumentException("This table keeps no saved games.");
    }
}
