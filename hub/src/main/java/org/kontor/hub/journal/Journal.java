package org.kontor.hub.journal;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.BasicFileAttributes;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import org.kontor.web.Pairing;
import org.sqlite.SQLiteConfig;

/**
 * Every table's games in one SQLite file ({@code games.db} in the data folder) with a rollback
 * journal and {@code synchronous=FULL}: a write returns only once it is in {@code games.db} on
 * disk, so what a commit has acknowledged survives a power cut, and the file alone is the whole
 * journal (a copy of it while no hub runs, or {@code kontor games backup}, is a backup). No WAL
 * and no memory-mapped I/O ({@code mmap_size=0}): the WAL's index is a memory-mapped file
 * ({@code -shm}), and a write into a mapping of a file made immutable or cut short kills the JVM
 * with SIGBUS; with plain writes such a failure is an error the table pauses on. Tables hold the seat and host credentials (hashes only),
 * games hold their setup and seed, entries every accepted move in order (and fresh chance drawn
 * after an undo). The schema has a version ({@code PRAGMA user_version}) and forward migrations.
 *
 * <p>One connection, used by one thread at a time: the table session's writer thread while a hub
 * runs, or a {@code kontor games} command.
 */
public final class Journal implements AutoCloseable {

    public static final String FILE = "games.db";

    /** The schema this Kontor writes. */
    public static final int VERSION = 7;

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
            },
            new String[] {
                // version 5: where each move came from (phone, table, button, host); null before
                "ALTER TABLE entries ADD COLUMN source TEXT"
            },
            new String[] {
                // version 6: the seats the hub's bots play now (a JSON object, seat to level; null
                // while people play every seat), so a resumed game goes on with the same bots
                "ALTER TABLE games ADD COLUMN bots TEXT"
            },
            new String[] {
                // version 7: checkpoints, the whole state after entry n (see Checkpoint), so that a
                // resume replays only the entries after it
                "CREATE TABLE checkpoints (game_id INTEGER NOT NULL REFERENCES games(id) ON DELETE CASCADE,"
                        + " n INTEGER NOT NULL, format INTEGER NOT NULL, moves INTEGER NOT NULL, state TEXT NOT NULL,"
                        + " rolls TEXT NOT NULL, digest TEXT NOT NULL, PRIMARY KEY (game_id, n)) WITHOUT ROWID"
            });

    /**
     * A saved game's row. {@code finished}: null while it goes on, else "won" or "ended";
     * {@code names}: the players' names now (JSON array), or null if nobody renamed themself;
     * {@code bots}: the seats the hub's bots play now (JSON object, seat to level), or null.
     */
    public record GameInfo(long id, long table, String game, String setup, long seed, String started, String lastMove,
                           int moves, String finished, String boardHash, String names, String bots) {}

    /** One entry: a move ({@code command} is its JSON) or fresh chance ({@code entropy}; seat is -1). */
    public record Entry(int n, int seat, long version, String command, long entropy, String digest) {
        public boolean isMove() {
            return seat >= 0;
        }
    }

    /**
     * A saved game's whole state after its entry {@code n} ({@code moves} of the entries up to it
     * are moves): {@code state} as the game's position file writes it, {@code rolls} the dice
     * totals rolled until then (a JSON array, totals 0 to 12). {@code digest} is SHA-256 over the
     * {@code format}, the game, n, moves, state, rolls and the entries 1 to n themselves, so a
     * checkpoint checks only against the very entries it follows (not after an undo of one of them).
     * Not in the ledger: a checkpoint that does not check is not used, the game is replayed.
     */
    public record Checkpoint(long game, int n, int format, int moves, String state, String rolls, String digest) {

        /** The format this Kontor writes and reads; a checkpoint of another is not used. */
        public static final int FORMAT = 1;

        /** Why this checkpoint cannot be used with the game's {@code entries} (all of them, in order), or null. */
        public String problem(List<Entry> entries) {
            if (format != FORMAT) {
                return "written in format " + format + ", this Kontor reads format " + FORMAT;
            }
            if (n < 1 || n > entries.size() || entries.get(n - 1).n() != n) {
                return "it follows entry " + n + ", which the journal does not hold";
            }
            if (!digest.equals(digest(game, n, format, moves, state, rolls, entries))) {
                return "its digest does not match its content and the entries before it";
            }
            return null;
        }

        /** The digest of a checkpoint after entry {@code n} of {@code entries} (the game's, in order, from its first). */
        public static String digest(long game, int n, int format, int moves, String state, String rolls, List<Entry> entries) {
            try {
                MessageDigest sha = MessageDigest.getInstance("SHA-256");
                sha.update((format + "|" + game + "|" + n + "|" + moves + "|" + rolls + "|").getBytes(StandardCharsets.UTF_8));
                sha.update(state.getBytes(StandardCharsets.UTF_8));
                // One builder, not + per entry: the same bytes, cheaper on a C1-only JVM (see Ledger#crc).
                StringBuilder text = new StringBuilder(256);
                for (Entry e : entries.subList(0, Math.min(n, entries.size()))) {
                    text.setLength(0);
                    text.append('|').append(e.n()).append(',').append(e.seat()).append(',');
                    if (e.isMove()) {
                        text.append(e.version()).append(',').append(e.command());
                    } else {
                        text.append("fresh,").append(e.entropy());
                    }
                    text.append(',').append(e.digest());
                    sha.update(text.toString().getBytes(StandardCharsets.UTF_8));
                }
                return HexFormat.of().formatHex(sha.digest());
            } catch (NoSuchAlgorithmException e) {
                throw new IllegalStateException("no SHA-256 in this Java", e);
            }
        }
    }

    /** The checkpoints kept per game: the newest may stand too near the end to be used (TableSession.REPLAYED_AT_LEAST). */
    static final int CHECKPOINTS_KEPT = 3;

    private final Path file;
    private final Connection db;
    /** The next entry number of each game written through this journal (saves a query per move). */
    private final java.util.Map<Long, Integer> next = new java.util.HashMap<>();
    /** The file this connection opened (inode): a different one at the path means it was deleted or replaced. */
    private Object opened;
    /** What the open transaction adds to the ledger's fingerprint. */
    private long fingerprintDelta;

    private Journal(Path file, Connection db) {
        this.file = file;
        this.db = db;
    }

    /**
     * Opens (or creates) the journal in a locked data folder, checks it against what was
     * acknowledged ({@link StartCheck}) and brings its schema up to date.
     */
    public static Journal open(DataFolder folder) {
        return StartCheck.open(folder);
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
        Journal journal = connect(file, readOnly);
        try {
            if (!readOnly) {
                journal.prepare(version);
            } else if (journal.schema() != VERSION) {
                int found = journal.schema();
                throw new JournalProblem("The journal " + file + " has schema " + found + "; this Kontor reads " + VERSION
                        + ". Start the hub once on this data folder to bring it up to date.");
            }
        } catch (JournalProblem e) {
            journal.close();
            throw e;
        }
        return journal;
    }

    /** Opens the file and checks its structure ({@code PRAGMA quick_check}); throws {@link JournalDamaged} if it fails. */
    static Journal connect(Path file, boolean readOnly) {
        SQLiteConfig config = new SQLiteConfig();
        if (!readOnly) {
            // A journal written by an older Kontor in WAL mode is checkpointed into games.db here.
            config.setJournalMode(SQLiteConfig.JournalMode.DELETE);
            config.setTransactionMode(SQLiteConfig.TransactionMode.IMMEDIATE);   // two writers wait, never deadlock
            OwnerOnly.file(file);
        }
        config.setSynchronous(SQLiteConfig.SynchronousMode.FULL);
        config.setPragma(SQLiteConfig.Pragma.MMAP_SIZE, "0");
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
        journal.opened = fileKey(file);
        try {
            journal.check();
        } catch (JournalProblem e) {
            journal.close();
            throw e;
        }
        return journal;
    }

    /**
     * Brings the schema up to {@code version} and, at this Kontor's schema, gives the file its
     * ledger (a journal from before it); an older {@code version} is for the migrations' tests.
     */
    void prepare(int version) {
        migrate(version);
        if (version == VERSION) {
            transaction(() -> {
                Ledger.create(db);
                return null;
            });
        }
    }

    /** The ledger's row (empty: a file from before it) and the fingerprint its rows add up to now. */
    Ledger.Count ledgerRow() {
        return read(() -> Ledger.readRow(db).orElse(null));
    }

    long fingerprintNow() {
        return read(() -> Ledger.fingerprint(db));
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
        return new JournalDamaged("The journal " + file + " is damaged (" + why + "). It is kept as it is: move it "
                + "away (for example to " + FILE + ".damaged) to start with an empty journal, or put a backup in its place.",
                why, cause);
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

    /**
     * The newest table of {@code game} with {@code seats} seats, made if there is none. A table
     * that exists is only read: a start that resumes one commits nothing here (a commit is an
     * fsync or three, slow on a Pi's SD card).
     */
    public long table(String game, int seats) {
        Long found = read(() -> newestTable(game, seats));
        if (found != null) {
            return found;
        }
        return write(() -> {
            Long meanwhile = newestTable(game, seats);
            if (meanwhile != null) {
                return meanwhile;
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

    private Long newestTable(String game, int seats) throws SQLException {
        try (PreparedStatement q = db.prepareStatement(
                "SELECT id FROM tables WHERE game = ? AND seats = ? ORDER BY id DESC LIMIT 1")) {
            q.setString(1, game);
            q.setInt(2, seats);
            try (ResultSet r = q.executeQuery()) {
                return r.next() ? r.getLong(1) : null;
            }
        }
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
                    long id = keys.getLong(1);
                    fingerprintDelta += Ledger.game(id, table, game, setup, seed);
                    return id;
                }
            }
        });
    }

    /** Appends a move; it is on disk when this returns (one commit). */
    public void appendMove(long game, int seat, long version, String command, String digest) {
        appendMove(game, seat, version, command, digest, null);
    }

    /** As above, with where the move came from ("phone", "table", "button", "host", "bot"; null: unknown). */
    public void appendMove(long game, int seat, long version, String command, String digest, String source) {
        write(() -> {
            Integer cached = next.get(game);
            int n = cached != null ? cached : nextEntry(game);
            try (PreparedStatement insert = db.prepareStatement(
                    "INSERT INTO entries (game_id, n, seat, version, command, digest, at, source) VALUES (?, ?, ?, ?, ?, ?, ?, ?)")) {
                insert.setLong(1, game);
                insert.setInt(2, n);
                insert.setInt(3, seat);
                insert.setLong(4, version);
                insert.setString(5, command);
                insert.setString(6, digest);
                insert.setString(7, Instant.now().toString());
                insert.setString(8, source);
                insert.executeUpdate();
            }
            fingerprintDelta += Ledger.entry(game, n, seat, version, command, null, digest);
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
            fingerprintDelta -= entriesFingerprint(game, last);
            for (String table : List.of("checkpoints", "entries")) {   // a checkpoint after the undone move is of another game now
                try (PreparedStatement delete = db.prepareStatement("DELETE FROM " + table + " WHERE game_id = ? AND n >= ?")) {
                    delete.setLong(1, game);
                    delete.setInt(2, last);
                    delete.executeUpdate();
                }
            }
            try (PreparedStatement insert = db.prepareStatement(
                    "INSERT INTO entries (game_id, n, seat, entropy, at) VALUES (?, ?, -1, ?, ?)")) {
                insert.setLong(1, game);
                insert.setInt(2, last);
                insert.setLong(3, entropy);
                insert.setString(4, Instant.now().toString());
                insert.executeUpdate();
            }
            fingerprintDelta += Ledger.entry(game, last, -1, null, null, entropy, null);
            // An undone winning move: the game goes on, and a start must resume it, not show it over.
            try (PreparedStatement update = db.prepareStatement("UPDATE games SET finished = NULL WHERE id = ?")) {
                update.setLong(1, game);
                update.executeUpdate();
            }
            return null;
        });
    }

    /**
     * Stores the checkpoint after entry {@code n} (its own commit, after the move's) and keeps the
     * newest {@link #CHECKPOINTS_KEPT} of the game.
     */
    public void writeCheckpoint(long game, int n, int moves, String state, String rolls) {
        write(() -> {
            String digest = Checkpoint.digest(game, n, Checkpoint.FORMAT, moves, state, rolls, entries(game));
            try (PreparedStatement insert = db.prepareStatement("INSERT OR REPLACE INTO checkpoints"
                    + " (game_id, n, format, moves, state, rolls, digest) VALUES (?, ?, ?, ?, ?, ?, ?)")) {
                insert.setLong(1, game);
                insert.setInt(2, n);
                insert.setInt(3, Checkpoint.FORMAT);
                insert.setInt(4, moves);
                insert.setString(5, state);
                insert.setString(6, rolls);
                insert.setString(7, digest);
                insert.executeUpdate();
            }
            try (PreparedStatement delete = db.prepareStatement("DELETE FROM checkpoints WHERE game_id = ? AND n NOT IN"
                    + " (SELECT n FROM checkpoints WHERE game_id = ? ORDER BY n DESC LIMIT " + CHECKPOINTS_KEPT + ")")) {
                delete.setLong(1, game);
                delete.setLong(2, game);
                delete.executeUpdate();
            }
            return null;
        });
    }

    /** A game's checkpoints, newest first. */
    public List<Checkpoint> checkpoints(long game) {
        return read(() -> {
            List<Checkpoint> list = new ArrayList<>();
            try (PreparedStatement q = db.prepareStatement("SELECT n, format, moves, state, rolls, digest FROM checkpoints"
                    + " WHERE game_id = ? ORDER BY n DESC")) {
                q.setLong(1, game);
                try (ResultSet r = q.executeQuery()) {
                    while (r.next()) {
                        list.add(new Checkpoint(game, r.getInt(1), r.getInt(2), r.getInt(3), r.getString(4), r.getString(5),
                                r.getString(6)));
                    }
                }
            }
            return list;
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

    /** The seats the hub's bots play now ({@code bots}: a JSON object, seat to level; null when none). */
    public void setBots(long game, String bots) {
        write(() -> {
            try (PreparedStatement update = db.prepareStatement("UPDATE games SET bots = ? WHERE id = ?")) {
                update.setString(1, bots);
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
                    fingerprintDelta += fingerprint(id, entry);
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
                fingerprintDelta -= entriesFingerprint(game, 0) + gameFingerprint(game);
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
            + " (SELECT COUNT(*) FROM entries e WHERE e.game_id = g.id AND e.seat >= 0), finished, board_hash, names, bots";

    private static GameInfo info(ResultSet r) throws SQLException {
        return new GameInfo(r.getLong(1), r.getLong(2), r.getString(3), r.getString(4), r.getLong(5), r.getString(6),
                r.getString(7), r.getInt(8), r.getString(9), r.getString(10), r.getString(11), r.getString(12));
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

    /** The fingerprint of a game's entries from {@code from} on (what a delete takes out of the ledger). */
    private long entriesFingerprint(long game, int from) throws SQLException {
        long sum = 0;
        for (Entry e : entries(game)) {
            if (e.n() >= from) {
                sum += fingerprint(game, e);
            }
        }
        return sum;
    }

    private static long fingerprint(long game, Entry e) {
        return e.isMove() ? Ledger.entry(game, e.n(), e.seat(), e.version(), e.command(), null, e.digest())
                : Ledger.entry(game, e.n(), e.seat(), null, null, e.entropy(), e.digest());
    }

    private long gameFingerprint(long game) throws SQLException {
        try (PreparedStatement q = db.prepareStatement("SELECT id, table_id, game, setup, seed FROM games WHERE id = ?")) {
            q.setLong(1, game);
            try (ResultSet r = q.executeQuery()) {
                return r.next() ? Ledger.game(r.getLong(1), r.getLong(2), r.getString(3), r.getString(4), r.getLong(5)) : 0;
            }
        }
    }

    /** How many of a game's moves came from each source ("phone", "table", ...; "unknown" before the journal kept it). */
    public java.util.SortedMap<String, Integer> sources(long game) {
        return read(() -> {
            java.util.SortedMap<String, Integer> counts = new java.util.TreeMap<>();
            try (PreparedStatement q = db.prepareStatement("SELECT COALESCE(source, 'unknown'), COUNT(*) FROM entries"
                    + " WHERE game_id = ? AND seat >= 0 GROUP BY 1")) {
                q.setLong(1, game);
                try (ResultSet r = q.executeQuery()) {
                    while (r.next()) {
                        counts.put(r.getString(1), r.getInt(2));
                    }
                }
            }
            return counts;
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

    // ---- backup ------------------------------------------------------------------------------

    /** A backup made: its file, size, and what it holds. */
    public record Backup(Path file, long bytes, int games, long moves) {}

    /**
     * Writes the whole journal to {@code to}, a new file: one consistent SQLite file as of one
     * moment ({@code VACUUM INTO}, inside a read transaction, so a running hub's moves go on
     * beside it), flushed to disk, made owner-only, then opened and checked. Never overwrites.
     */
    public Backup backup(Path to) {
        Path target = to.toAbsolutePath().normalize();
        if (Files.exists(target)) {
            throw new JournalProblem(target + " exists already: a backup never overwrites a file. Give a new file name.");
        }
        if (target.getParent() == null || !Files.isDirectory(target.getParent())) {
            throw new JournalProblem("There is no folder " + target.getParent() + " to write the backup in.");
        }
        try (PreparedStatement vacuum = db.prepareStatement("VACUUM INTO ?")) {
            vacuum.setString(1, target.toString());
            vacuum.execute();
        } catch (SQLException e) {
            throw new JournalProblem("The backup " + target + " could not be written (" + e.getMessage() + ").", e);
        }
        try (java.nio.channels.FileChannel out = java.nio.channels.FileChannel.open(target, java.nio.file.StandardOpenOption.WRITE)) {
            out.force(true);
            Files.setPosixFilePermissions(target, java.nio.file.attribute.PosixFilePermissions.fromString("rw-------"));
        } catch (IOException | UnsupportedOperationException e) {
            throw new JournalProblem("The backup " + target + " could not be flushed to disk (" + e.getMessage() + ").", e);
        }
        try (Journal copy = connect(target, true)) {
            List<GameInfo> games = copy.games();
            return new Backup(target, Files.size(target), games.size(), games.stream().mapToLong(GameInfo::moves).sum());
        } catch (IOException e) {
            throw new JournalProblem("The backup " + target + " cannot be read back (" + e.getMessage() + ").", e);
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

    /** Every change is a transaction: it counts in the ledger. */
    private <T> T write(Work<T> work) {
        return transaction(work);
    }

    /**
     * All of {@code work} is in {@code games.db} on disk when this returns, or none of it is (one
     * commit), with the ledger's row; the count file follows. A journal that is gone, cannot be
     * written or has no room is refused before anything is written; one deleted or replaced
     * during the commit is refused after it (the change went to a file the next start will not read).
     */
    private <T> T transaction(Work<T> work) {
        boolean outer;
        try {
            outer = db.getAutoCommit();
        } catch (SQLException e) {
            throw new JournalProblem("The journal " + file + " cannot be used (" + e.getMessage() + ").", e);
        }
        if (!outer) {
            try {
                return work.run();     // already inside a transaction
            } catch (SQLException e) {
                throw new JournalProblem("The journal " + file + " could not be written (" + e.getMessage() + ").", e);
            }
        }
        String trouble = trouble();
        if (trouble != null) {
            throw new JournalProblem(trouble);
        }
        fingerprintDelta = 0;
        try {
            db.setAutoCommit(false);
            T result = work.run();
            Ledger.Count count = Ledger.readRow(db).isPresent() ? Ledger.bump(db, fingerprintDelta) : null;
            db.commit();
            String gone = gone();
            if (gone != null) {
                throw new JournalProblem(gone);
            }
            if (count != null) {
                Ledger.writeFile(file.getParent(), count);
            }
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

    /** Less free space than this in the data folder's file system pauses the table before a write fails half-way. */
    static final long MIN_FREE_BYTES = 64 * 1024;

    /**
     * Why this journal cannot take a change now (a sentence naming the file and what to do), or
     * null: its file deleted, moved or replaced, it or its folder no longer writable (read-only,
     * immutable), or the disk full. Cheap (a few system calls): asked before every commit and by
     * the hub's watch between moves.
     */
    public String trouble() {
        String gone = gone();
        if (gone != null) {
            return gone;
        }
        Path folder = file.getParent();
        if (!Files.isWritable(file) || !Files.isWritable(folder)) {
            return "The journal " + file + " or its folder can no longer be written (made read-only or immutable)"
                    + ": give the hub write permission back, then restart it";
        }
        try {
            long free = Files.getFileStore(folder).getUsableSpace();
            if (free < MIN_FREE_BYTES) {
                return "The disk of the journal " + file + " is full (" + free + " bytes free): free some space, then restart the hub";
            }
        } catch (IOException e) {
            return "The data folder " + folder + " cannot be checked (" + e.getMessage() + ")";
        }
        return null;
    }

    /** Null while the path still names the file this connection writes; else a sentence. */
    private String gone() {
        Object now = fileKey(file);
        if (now == null) {
            return "The journal " + file + " is gone (deleted or moved away while the hub ran): put it back, or"
                    + " restart the hub, which then says what is missing";
        }
        if (opened != null && !opened.equals(now)) {
            return "The journal " + file + " was replaced by another file while the hub ran: restart the hub, which"
                    + " then checks the file it finds";
        }
        return null;
    }

    /** The file's identity (device and inode), or null if there is no such file. */
    static Object fileKey(Path file) {
        try {
            return Files.readAttributes(file, BasicFileAttributes.class).fileKey();
        } catch (IOException e) {
            return null;
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
