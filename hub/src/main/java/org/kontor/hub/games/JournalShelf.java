package org.kontor.hub.games;

import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.function.Function;
import org.kontor.hub.journal.Journal;
import org.kontor.table.GameShelf;
import org.kontor.table.TableGame;
import org.kontor.table.session.Outcome;
import org.kontor.table.session.TableSession;

/**
 * The host page's saved games, read from the journal. Each request opens its own read-only
 * connection: the session's writer thread owns the writing one, and WAL lets readers in beside it.
 * Once {@link #attach attached} to the running table, the host can put another of the table's
 * unfinished games on it.
 */
public final class JournalShelf implements GameShelf {

    /** The running table a saved game can be resumed on. */
    private record Table<C>(TableSession<?, C, ?, ?> session, JournalRecorder<C> recorder, TableGame<?, C, ?, ?> game,
                            Function<String, String> boardHash, long id) {

        /** Puts saved game {@code info} on this table. */
        CompletableFuture<Outcome> resume(Journal.GameInfo info, List<Journal.Entry> entries) {
            TableSession.Saved<C> saved = SavedGames.saved(info, entries, game, boardHash);
            return session.resume(saved, () -> recorder.switchTo(info.id()));
        }
    }

    private final Path folder;
    private volatile Table<?> table;

    public JournalShelf(Path folder) {
        this.folder = folder;
    }

    /** The table this hub runs (its journal id), so that the host page can resume the table's games on it. */
    public <C> void attach(TableSession<?, C, ?, ?> session, JournalRecorder<C> recorder, TableGame<?, C, ?, ?> game,
                           Function<String, String> boardHash, long tableId) {
        this.table = new Table<>(session, recorder, game, boardHash, tableId);
    }

    @Override
    public List<Saved> list() {
        Table<?> on = table;
        long current = on == null ? -1 : on.recorder().game();
        try (Journal journal = Journal.openToRead(folder)) {
            return journal.games().stream().map(g -> {
                SetupLine setup = SavedGames.setup(g);
                return new Saved(g.id(), setup.setup().board(), setup.setup().names(), g.moves(), g.started(), g.lastMove(),
                        g.finished(), g.id() == current);
            }).toList();
        }
    }

    @Override
    public List<String> export(long id) {
        try (Journal journal = Journal.openToRead(folder)) {
            return journal.game(id).map(g -> SavedGames.export(g, journal.entries(id))).orElse(null);
        }
    }

    @Override
    public CompletableFuture<Outcome> resume(long id) {
        Table<?> on = table;
        if (on == null) {
            throw new IllegalArgumentException("This table keeps no saved games.");
        }
        try (Journal journal = Journal.openToRead(folder)) {
            Journal.GameInfo info = journal.game(id).orElseThrow(() -> new IllegalArgumentException(
                    "There is no saved game " + id + "."));
            if (info.finished() != null) {
                throw new IllegalArgumentException("Game " + id + " is over; only an unfinished game can be resumed.");
            }
            if (info.table() != on.id()) {
                throw new IllegalArgumentException("Game " + id + " was played at another table (other seats and links): "
                        + "start the hub with kontor games resume " + id + ".");
            }
            if (id == on.recorder().game()) {
                throw new IllegalArgumentException("Game " + id + " is the one on the table.");
            }
            return on.resume(info, journal.entries(id));
        } catch (TableSession.CannotResume e) {
            throw new IllegalArgumentException(e.getMessage());
        }
    }
}
