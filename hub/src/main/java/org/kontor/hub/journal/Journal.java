package org.kontor.hub.journal;

import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import org.kontor.web.Pairing;
import org.sqlite.SQLiteConfig;

/**
 * Every table's games in one SQLite file ({@code games.db} in the data folder), in WAL mode with
 * {@code synchronous=FULL}: a write returns only once it is on disk, so what a commit has
 * acknowledged survives a power cut. Tables hold the seat and host credentials (hashes only),
 * games hold their setup and seed, entries every accepted move in order (and fresh chance drawn
 * after an undo). The schema has a version ({@code PRAGMA user_version}) and forward migrations.
 *
 * <p>One connection, used by one thread at a time: the table session's writer thread while a hub
 * runs, or a {@code kontor games} command.
 */
public final class Journal implements AutoCloseable {

    public static final String FILE = "games.db";

    /** The schema this Kontor writes. */
    public static final int VERSION = 4;

    /** Migration i takes the schema from version i to i + 1; never edit one that shipped. */
    static final List<String[]> MIGRATIONS = List.of(
            new String[] {
                "CREATE TABLE tables (id INTEGER PRIMARY KEY, game TEXT NOT NULL, seats INTEGER NOT NULL, created TEXT NOT NULL)",
                "CREATE TABLE credentials (table_id INTEGER NOT NULL REFERENCES tables(id) ON DELETE CASCADE,"
                        + " seat INTEGER NOT NULL, hash TEXT NOT NULL)",
                "CREATE TABLE games (id INTEGER PRIMARY KEY, table_id INTEGER NOT NULL REFERENCES tables(id),"
                        + " game TEXT NOT NULL, setup TEXT NOT NULL, seed INTEGER NOT NULL, started TEXT NOT NULL,"
                        + " finished TEXT)",
                // One b-tree, and a move writes only here (one page, one fsync): the game's move
                // count and last move are read from the entries.
                "CREATE TABLE entries (game_id INTEGER NOT NULL REFERENCES games(id) ON DELETE CASCADE,"
                        + " n INTEGER NOT NULL, seat INTEGER, version INTEGER, command TEXT, entropy INTEGER,"
                        + " PRIMARY KEY (game_id, n)) WITHOUT ROWID"
            },
            new String[] {
                // version 2: state digests to check a replay, when each move was made, and which
                // board file a game was played on
                "ALTER TABLE entries ADD COLUMN digest TEXT",
                "ALTER TABLE entries ADD COLUMN at TEXT",
                "ALTER TABLE games ADD COLUMN board_hash TEXT"
            },
            new String[] {
                // version 3: the players' names as they renamed themselves during the game (a JSON
                // array; null while nobody has): the setup keeps the names the game began with
                "ALTER TABLE games ADD COLUMN names TEXT"
            },
            new String[] {
                // version 4: pairing. A seat's link the host replaced is kept (refused with a
                // sentence); each device paired with a seat, by the hash of its secret
                "ALTER TABLE credentials ADD COLUMN replaced INTEGER NOT NULL DEFAULT 0",
                "CREATE TABLE devices (table_id INTEGER NOT NULL REFERENCES tables(id) ON DELETE CASCADE,"
                        + " seat INTEGER NOT NULL, hash TEXT NOT NULL, allowed INTEGER NOT NULL, label TEXT NOT NULL,"
                        + " since TEXT NOT NULL)"
            });

    /**
     * A saved game's row. {@code finished}: null while it goes on, else "won" or "ended";
     * {@code names}: the players' names now (JSON array), or null if nobody renamed themself.
     */
    public record GameInfo(long id, long table, String game, String setup, long seed, String started, String lastMove,
                           int moves, String finished, String boardHash, String names) {}

    /** One entry: a move ({@code command} is its JSON) or fresh chance ({@code entropy}; seat is -1). */
    public record Entry(int n, int seat, long version, String command, long entropy, String digest) {
        public boolean isMove() {
            return seat >= 0;
        }
    }

    private final Path file;
    private final Connection db;
    /** The next entry number of each game written through this journal (saves a query per move). */
    private final java.util.Map<Long, Integer> next = new java.util.HashMap<>();

    private Journal(Path file, Connection db) {
        this.file = file;
        this.db = db;
    }

    /** Opens (or creates) the journal in a locked data folder and brings its schema up to date. */
    public static Journal open(DataFolder folder) {
        return open(folder.resolve(FILE), false, VERSION);
    }

    /** Opens an existing journal to read only ({@code kontor games list/show/export}, also while a hub runs). */
    public static Journal openToRead(Path folder) {
        Path file = folder.toAbsolutePath().normalize().resolve(FILE);
        if (!Files.exists(file)) {
            throw new JournalProblem("There is no journal in " + file.getParent() + " (no " + FILE
                    + "): no game has been saved there yet.");
        }
        return open(file, true, VERSION);
    }

    /** As {@link #open(DataFolder)}, migrating only up to {@code version} (tests of the migrations). */
    public static Journal open(Path file, boolean readOnly, int version) {
        SQLiteConfig config = new SQLiteConfig();
        config.setJournalMode(SQLiteConfig.JournalMode.WAL);
        config.setSynchronous(SQLiteConfig.SynchronousMode.FULL);
        config.enforceForeignKeys(true);
        config.setBusyTimeout(5000);
        config.setReadOnly(readOnly);
        Connection db;
        try {
            db = config.createConnection("jdbc:sqlite:" + file);
        } catch (SQLException e) {
            String why = String.valueOf(e.getMessage());
            if (why.contains("SQLITE_NOTADB") || why.contains("SQLITE_CORRUPT")) {
                throw new Journal(file, null).damaged(why, e);
            }
            throw new JournalProblem("The journal " + file + " cannot be opened (" + why + ").", e);
        }
        Journal journal = new Journal(file, db);
        try {
            journal.check();
            if (!readOnly) {
                journal.migrate(version);
            } else if (journal.schema() != VERSION) {
                int found = journal.schema();
                journal.close();
                throw new JournalProblem("The journal " + file + " has schema " + found + "; this Kontor reads " + VERSION
                        + ". Start the hub once on this data folder to bring it up to date.");
            }
        } catch (JournalProblem e) {
            journal.close();
            throw e;
        }
        return journal;
    }

    /** A damaged file is kept exactly as it is and named, never overwritten. */
    private void check() {
        try (Statement s = db.createStatement(); ResultSet r = s.executeQuery("PRAGMA quick_check")) {
            String result = r.next() ? r.getString(1) : "no answer";
            if (!"ok".equals(result)) {
                throw damaged(result, null);
            }
        } catch (SQLException e) {
            throw damaged(e.getMessage(), e);
        }
    }

    private JournalProblem damaged(String why, Throwable cause) {
        return new JournalProblem("The journal " + file + " is damaged (" + why + "). It is kept as it is: move it "
                + "away (for example to " + FILE + ".damaged) to start with an empty journal, or put a backup in its place.",
                cause);
    }

    public int schema() {
        try (Statement s = db.createStatement(); ResultSet r = s.executeQuery("PRAGMA user_version")) {
            return r.next() ? r.getInt(1) : 0;
        } catch (SQLException e) {
            throw damaged(e.getMessage(), e);
        }
    }

    private void migrate(int target) {
        int current = schema();
        if (current > VERSION) {
            throw new JournalProblem("The journal " + file + " was written by a newer Kontor (schema " + current
                    + "; this one knows up to " + VERSION + "). Update Kontor; the file is left as it is.");
        }
        for (int version = current; version < target; version++) {
            try {
                db.setAutoCommit(false);
                try (Statement s = db.createStatement()) {
                    for (String sql : MIGRATIONS.get(version)) {
                        s.execute(sql);
                    }
                    s.execute("PRAGMA user_version = " + (version + 1));
                }
                db.commit();
            } catch (SQLException e) {
                rollback();
                throw new JournalProblem("The journal " + file + " could not be brought from schema " + version + " to "
                        + (version + 1) + " (" + e.getMessage() + "); it is left at schema " + version + ".", e);
            } finally {
                autoCommit();
            }
        }
    }

    public Path file() {
        return file;
    }

    // ---- tables and credentials --------------------------------------------------------------

    /** The newest table of {@code game} with {@code seats} seats, made if there is none. */
    public long table(String game, int seats) {
        return write(() -> {
            try (PreparedStatement q = db.prepareStatement(
                    "SELECT id FROM tables WHERE game = ? AND seats = ? ORDER BY id DESC LIMIT 1")) {
                q.setString(1, game);
                q.setInt(2, seats);
                try (ResultSet r = q.executeQuery()) {
                    if (r.next()) {
                        return r.getLong(1);
                    }
                }
            }
            try (PreparedStatement insert = db.prepareStatement(
                    "INSERT INTO tables (game, seats, created) VALUES (?, ?, ?)", Statement.RETURN_GENERATED_KEYS)) {
                insert.setString(1, game);
                insert.setInt(2, seats);
                insert.setString(3, Instant.now().toString());
                insert.executeUpdate();
                try (ResultSet keys = insert.getGeneratedKeys()) {
                    keys.next();
                    return keys.getLong(1);
                }
            }
        });
    }

    /** The stored hashes of a table's tokens (valid and replaced) and its paired devices. */
    public Pairing.Credentials credentials(long table, int seats) {
        return read(() -> {
            List<String> host = new ArrayList<>();
            List<List<String>> bySeat = new ArrayList<>();
            List<List<String>> replaced = new ArrayList<>();
            for (int seat = 0; seat < seats; seat++) {
                bySeat.add(new ArrayList<>());
                replaced.add(new ArrayList<>());
            }
            try (PreparedStatement q = db.prepareStatement(
                    "SELECT seat, hash, replaced FROM credentials WHERE table_id = ? ORDER BY rowid")) {
                q.setLong(1, table);
                try (ResultSet r = q.executeQuery()) {
                    while (r.next()) {
                        int seat = r.getInt(1);
                        if (seat < 0) {
                            host.add(r.getString(2));
                        } else if (seat < seats) {
                            (r.getInt(3) != 0 ? replaced : bySeat).get(seat).add(r.getString(2));
                        }
                    }
                }
            }
            List<Pairing.Device> devices = new ArrayList<>();
            try (PreparedStatement q = db.prepareStatement(
                    "SELECT seat, hash, allowed, label, since FROM devices WHERE table_id = ? ORDER BY rowid")) {
                q.setLong(1, table);
                try (ResultSet r = q.executeQuery()) {
                    while (r.next()) {
                        if (r.getInt(1) < seats) {
                            devices.add(new Pairing.Device(r.getString(2), r.getInt(1), r.getInt(3) != 0, r.getString(4),
                                    r.getString(5)));
                        }
                    }
                }
            }
            return new Pairing.Credentials(host, bySeat, replaced, devices);
        });
    }

    /** Stores a table's credentials (every hash: the old ones and this run's, the replaced ones) and devices. */
    public void saveCredentials(long table, Pairing.Credentials credentials) {
        transaction(() -> {
            try (PreparedStatement delete = db.prepareStatement("DELETE FROM credentials WHERE table_id = ?")) {
                delete.setLong(1, table);
                delete.executeUpdate();
            }
            try (PreparedStatement insert = db.prepareStatement(
                    "INSERT INTO credentials (table_id, seat, hash, replaced) VALUES (?, ?, ?, ?)")) {
                for (String hash : credentials.host()) {
                    insert.setLong(1, table);
                    insert.setInt(2, -1);
                    insert.setString(3, hash);
                    insert.setInt(4, 0);
                    insert.addBatch();
                }
                for (int seat = 0; seat < credentials.seats().size(); seat++) {
                    for (String hash : credentials.seats().get(seat)) {
                        insert.setLong(1, table);
                        insert.setInt(2, seat);
                        insert.setString(3, hash);
                        insert.setInt(4, 0);
                        insert.addBatch();
                    }
                    for (String hash : credentials.replaced().get(seat)) {
                        insert.setLong(1, table);
                        insert.setInt(2, seat);
                        insert.setString(3, hash);
                        insert.setInt(4, 1);
                        insert.addBatch();
                    }
                }
                insert.executeBatch();
            }
            try (PreparedStatement delete = db.prepareStatement("DELETE FROM devices WHERE table_id = ?")) {
                delete.setLong(1, table);
                delete.executeUpdate();
            }
            try (PreparedStatement insert = db.prepareStatement(
                    "INSERT INTO devices (table_id, seat, hash, allowed, label, since) VALUES (?, ?, ?, ?, ?, ?)")) {
                for (Pairing.Device device : credentials.devices()) {
                    insert.setLong(1, table);
                    insert.setInt(2, device.seat());
                    insert.setString(3, device.hash());
                    insert.setInt(4, device.allowed() ? 1 : 0);
                    insert.setString(5, device.label());
                    insert.setString(6, device.since());
                    insert.addBatch();
                }
                insert.executeBatch();
            }
            return null;
        });
    }

    // ---- games -------------------------------------------------------------------------------

    /** A new game; {@code setup} is its setup line's JSON (docs/commands.md). Returns its id. */
    public long startGame(long table, String game, String setup, long seed, String boardHash) {
        return write(() -> {
            try (PreparedStatement insert = db.prepareStatement("INSERT INTO games (table_id, game, setup, seed, started, board_hash)"
                    + " VALUES (?, ?, ?, ?, ?, ?)", Statement.RETURN_GENERATED_KEYS)) {
                insert.setLong(1, table);
                insert.setString(2, game);
                insert.setString(3, setup);
                insert.setLong(4, seed);
                insert.setString(5, Instant.now().toString());
                insert.setString(6, boardHash);
                insert.executeUpdate();
                try (ResultSet keys = insert.getGeneratedKeys()) {
                    keys.next();
                    return keys.getLong(1);
                }
            }
        });
    }

    /** Appends a move; it is on disk when this returns (one autocommitted row: one fsync). */
    public void appendMove(long game, int seat, long version, String command, String digest) {
        write(() -> {
            Integer cached = next.get(game);
            int n = cached != null ? cached : nextEntry(game);
            try (PreparedStatement insert = db.prepareStatement(
                    "INSERT INTO entries (game_id, n, seat, version, command, digest, at) VALUES (?, ?, ?, ?, ?, ?, ?)")) {
                insert.setLong(1, game);
                insert.setInt(2, n);
                insert.setInt(3, seat);
                insert.setLong(4, version);
                insert.setString(5, command);
                insert.setString(6, digest);
                insert.setString(7, Instant.now().toString());
                insert.executeUpdate();
            }
            next.put(game, n + 1);
            return null;
        });
    }

    /** Takes back the last move (and fresh chance recorded after it) and records fresh chance. */
    public void undo(long game, long entropy) {
        next.remove(game);
        transaction(() -> {
            int last;
            try (PreparedStatement q = db.prepareStatement("SELECT MAX(n) FROM entries WHERE game_id = ? AND seat >= 0")) {
                q.setLong(1, game);
                try (ResultSet r = q.executeQuery()) {
                    r.next();
                    last = r.getInt(1);
                    if (r.wasNull()) {
                        throw new SQLException("game " + game + " has no move to undo");
                    }
                }
            }
            try (PreparedStatement delete = db.prepareStatement("DELETE FROM entries WHERE game_id = ? AND n >= ?")) {
                delete.setLong(1, game);
                delete.setInt(2, last);
                delete.executeUpdate();
            }
            try (PreparedStatement insert = db.prepareStatement(
                    "INSERT INTO entries (game_id, n, seat, entropy, at) VALUES (?, ?, -1, ?, ?)")) {
                insert.setLong(1, game);
                insert.setInt(2, last);
                insert.setLong(3, entropy);
                insert.setString(4, Instant.now().toString());
                insert.executeUpdate();
            }
            return null;
        });
    }

    /** The players' names now, after a player renamed themself ({@code names}: a JSON array in seat order). */
    public void rename(long game, String names) {
        write(() -> {
            try (PreparedStatement update = db.prepareStatement("UPDATE games SET names = ? WHERE id = ?")) {
                update.setString(1, names);
                update.setLong(2, game);
                update.executeUpdate();
            }
            return null;
        });
    }

    /** Marks a game over: "won" or "ended" (by the host). */
    public void finish(long game, String how) {
        write(() -> {
            try (PreparedStatement update = db.prepareStatement("UPDATE games SET finished = ? WHERE id = ?")) {
                update.setString(1, how);
                update.setLong(2, game);
                update.executeUpdate();
            }
            return null;
        });
    }

    /** Stores a whole game at once (an import): all of it or, on any failure, nothing. */
    public long importGame(long table, String game, String setup, long seed, String boardHash, List<Entry> entries,
                           String finished) {
        return transaction(() -> {
            long id = startGame(table, game, setup, seed, boardHash);
            try (PreparedStatement insert = db.prepareStatement(
                    "INSERT INTO entries (game_id, n, seat, version, command, entropy, digest) VALUES (?, ?, ?, ?, ?, ?, ?)")) {
                for (Entry entry : entries) {
                    insert.setLong(1, id);
                    insert.setInt(2, entry.n());
                    insert.setInt(3, entry.seat());
                    if (entry.isMove()) {
                        insert.setLong(4, entry.version());
                        insert.setString(5, entry.command());
                        insert.setNull(6, java.sql.Types.INTEGER);
                    } else {
                        insert.setNull(4, java.sql.Types.INTEGER);
                        insert.setNull(5, java.sql.Types.VARCHAR);
                        insert.setLong(6, entry.entropy());
                    }
                    insert.setString(7, entry.digest());
                    insert.addBatch();
                }
                insert.executeBatch();
            }
            try (PreparedStatement update = db.prepareStatement("UPDATE games SET finished = ? WHERE id = ?")) {
                update.setString(1, finished);
                update.setLong(2, id);
                update.executeUpdate();
            }
            return id;
        });
    }

    public boolean delete(long game) {
        next.remove(game);
        return transaction(() -> {
            try (PreparedStatement entries = db.prepareStatement("DELETE FROM entries WHERE game_id = ?");
                 PreparedStatement games = db.prepareStatement("DELETE FROM games WHERE id = ?")) {
                entries.setLong(1, game);
                entries.executeUpdate();
                games.setLong(1, game);
                return games.executeUpdate() > 0;
            }
        });
    }

    /** Every saved game, newest first. */
    public List<GameInfo> games() {
        return read(() -> {
            List<GameInfo> list = new ArrayList<>();
            try (Statement s = db.createStatement(); ResultSet r = s.executeQuery(
                    SELECT + " FROM games g ORDER BY id DESC")) {
                while (r.next()) {
                    list.add(info(r));
                }
            }
            return list;
        });
    }

    public java.util.Optional<GameInfo> game(long id) {
        return read(() -> {
            try (PreparedStatement q = db.prepareStatement(
                    SELECT + " FROM games g WHERE id = ?")) {
                q.setLong(1, id);
                try (ResultSet r = q.executeQuery()) {
                    return r.next() ? java.util.Optional.of(info(r)) : java.util.Optional.<GameInfo>empty();
                }
            }
        });
    }

    /** The newest unfinished game of a table. */
    public java.util.Optional<GameInfo> lastUnfinished(long table) {
        return games().stream().filter(g -> g.table() == table && g.finished() == null).findFirst();
    }

    private static final String SELECT = "SELECT id, table_id, game, setup, seed, started,"
            + " (SELECT MAX(at) FROM entries e WHERE e.game_id = g.id),"
            + " (SELECT COUNT(*) FROM entries e WHERE e.game_id = g.id AND e.seat >= 0), finished, board_hash, names";

    private static GameInfo info(ResultSet r) throws SQLException {
        return new GameInfo(r.getLong(1), r.getLong(2), r.getString(3), r.getString(4), r.getLong(5), r.getString(6),
                r.getString(7), r.getInt(8), r.getString(9), r.getString(10), r.getString(11));
    }

    /** A game's entries in order. */
    public List<Entry> entries(long game) {
        return read(() -> {
            List<Entry> list = new ArrayList<>();
            try (PreparedStatement q = db.prepareStatement(
                    "SELECT n, seat, version, command, entropy, digest FROM entries WHERE game_id = ? ORDER BY n")) {
                q.setLong(1, game);
                try (ResultSet r = q.executeQuery()) {
                    while (r.next()) {
                        list.add(new Entry(r.getInt(1), r.getInt(2), r.getLong(3), r.getString(4), r.getLong(5), r.getString(6)));
                    }
                }
            }
            return list;
        });
    }

    private int nextEntry(long game) throws SQLException {
        try (PreparedStatement q = db.prepareStatement("SELECT COALESCE(MAX(n), 0) + 1 FROM entries WHERE game_id = ?")) {
            q.setLong(1, game);
            try (ResultSet r = q.executeQuery()) {
                r.next();
                return r.getInt(1);
            }
        }
    }

    // ---- plumbing ----------------------------------------------------------------------------

    /** A unit of work against the database. */
    private interface Work<T> {
        T run() throws SQLException;
    }

    private <T> T read(Work<T> work) {
        try {
            return work.run();
        } catch (SQLException e) {
            throw new JournalProblem("The journal " + file + " cannot be read (" + e.getMessage() + ").", e);
        }
    }

    private <T> T write(Work<T> work) {
        try {
            return work.run();
        } catch (SQLException e) {
            throw new JournalProblem("The journal " + file + " could not be written (" + e.getMessage() + ").", e);
        }
    }

    /** All of {@code work} is on disk when this returns, or none of it is (one commit, one fsync). */
    private <T> T transaction(Work<T> work) {
        boolean outer;
        try {
            outer = db.getAutoCommit();
        } catch (SQLException e) {
            throw new JournalProblem("The journal " + file + " cannot be used (" + e.getMessage() + ").", e);
        }
        if (!outer) {
            return write(work);     // already inside a transaction
        }
        try {
            db.setAutoCommit(false);
            T result = work.run();
            db.commit();
            return result;
        } catch (SQLException e) {
            rollback();
            throw new JournalProblem("The journal " + file + " could not be written (" + e.getMessage() + ").", e);
        } catch (RuntimeException e) {
            rollback();
            throw e;
        } finally {
            autoCommit();
        }
    }

    private void rollback() {
        try {
            db.rollback();
        } catch (SQLException e) {
            // the transaction is gone with the failure
        }
    }

    private void autoCommit() {
        try {
            db.setAutoCommit(true);
        } catch (SQLException e) {
            // the next use reports the problem
        }
    }

    /**
     * The raw connection, for the benchmark and the disk-full test (which caps the file's size
     * with {@code PRAGMA max_page_count}, so that SQLite itself reports "database or disk is full").
     */
    public Connection connection() {
        return db;
    }

    @Override
    public void close() {
        try {
            db.close();
        } catch (SQLException e) {
            // nothing more to save
        }
    }
}
