package org.kontor.hub.games;

import java.nio.file.Path;
import java.util.List;
import org.kontor.hub.journal.Journal;
import org.kontor.web.GameShelf;

/**
 * The host page's saved games, read from the journal. Each request opens its own read-only
 * connection: the session's writer thread owns the writing one, and WAL lets readers in beside it.
 */
public final class JournalShelf implements GameShelf {

    private final Path folder;

    public JournalShelf(Path folder) {
        this.folder = folder;
    }

    @Override
    public List<Saved> list() {
        try (Journal journal = Journal.openToRead(folder)) {
            return journal.games().stream().map(g -> {
                SetupLine setup = SavedGames.setup(g);
                return new Saved(g.id(), setup.setup().board(), setup.setup().names(), g.moves(), g.started(), g.lastMove(),
                        g.finished());
            }).toList();
        }
    }

    @Override
    public List<String> export(long id) {
        try (Journal journal = Journal.openToRead(folder)) {
            return journal.game(id).map(g -> SavedGames.export(g, journal.entries(id))).orElse(null);
        }
    }
}
