package org.kontor.hub.journal;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.nio.file.attribute.PosixFilePermissions;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.Optional;
import java.util.Set;
import java.util.zip.CRC32;

/**
 * What the journal has acknowledged, kept twice so that damage cannot pass for "fewer games" or
 * "other moves". In {@code games.db}, the {@code ledger} row counts the commits and holds a
 * fingerprint (the sum of a CRC-32 of every game's setup and of every entry), updated in the same
 * transaction as each change; beside it, the file {@code games.acknowledged} is rewritten after
 * each commit with the same two numbers. At start the rows must add up to the fingerprint (an
 * entry changed on disk), and the file must not be ahead of the row (a truncated, emptied,
 * replaced or rolled-back file lost acknowledged changes).
 *
 * <p>The file is written without an fsync: it is at most behind after a power cut (the commit was
 * on disk first), which only lets less be detected, never refuses a good journal. The ledger
 * table stands beside the versioned schema ({@code CREATE TABLE IF NOT EXISTS}): it describes the
 * file, not the games, and a journal from before it gets one, fingerprinted, at its first start.
 */
final class Ledger {

    static final String FILE = "games.acknowledged";

    /** Commits acknowledged and the fingerprint of the games and entries they left. */
    record Count(long commits, long fingerprint) {
        String line() {
            return String.format("%020d %020d%n", commits, fingerprint);
        }
    }

    private Ledger() {}

    /** The count file of {@code folder}, or empty if there is none or it cannot be read as one. */
    static Optional<Count> readFile(Path folder) {
        Path file = folder.resolve(FILE);
        try {
            String[] parts = Files.readString(file, StandardCharsets.US_ASCII).strip().split("\\s+");
            return Optional.of(new Count(Long.parseLong(parts[0]), Long.parseLong(parts[1])));
        } catch (IOException | RuntimeException e) {
            return Optional.empty();
        }
    }

    /** Rewrites the count file in place (fixed width: no truncation, a crash leaves the old or the new line). */
    static void writeFile(Path folder, Count count) {
        try (FileChannel out = FileChannel.open(folder.resolve(FILE), Set.of(StandardOpenOption.CREATE, StandardOpenOption.WRITE),
                PosixFilePermissions.asFileAttribute(PosixFilePermissions.fromString("rw-------")))) {
            out.write(ByteBuffer.wrap(count.line().getBytes(StandardCharsets.US_ASCII)), 0);
        } catch (IOException | UnsupportedOperationException e) {
            // behind is safe: the next commit writes it again, a start only detects less
        }
    }

    /** The row in the database, or empty if the file has no ledger (a journal from before it, or a fresh file). */
    static Optional<Count> readRow(Connection db) throws SQLException {
        try (Statement s = db.createStatement();
             ResultSet t = s.executeQuery("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'ledger'")) {
            if (!t.next()) {
                return Optional.empty();
            }
        }
        try (Statement s = db.createStatement(); ResultSet r = s.executeQuery("SELECT commits, fingerprint FROM ledger")) {
            return r.next() ? Optional.of(new Count(r.getLong(1), r.getLong(2))) : Optional.empty();
        }
    }

    /** Makes the row (fingerprinting what the file holds already) unless it is there. */
    static void create(Connection db) throws SQLException {
        if (readRow(db).isPresent()) {
            return;
        }
        long fingerprint = fingerprint(db);
        try (Statement s = db.createStatement()) {
            s.execute("CREATE TABLE IF NOT EXISTS ledger (commits INTEGER NOT NULL, fingerprint INTEGER NOT NULL)");
            s.execute("INSERT INTO ledger (commits, fingerprint) VALUES (0, " + fingerprint + ")");
        }
    }

    /** Adds one commit and {@code delta} to the fingerprint, inside the caller's transaction; returns the new row. */
    static Count bump(Connection db, long delta) throws SQLException {
        try (PreparedStatement update = db.prepareStatement(
                "UPDATE ledger SET commits = commits + 1, fingerprint = fingerprint + ?")) {
            update.setLong(1, delta);
            update.executeUpdate();
        }
        return readRow(db).orElseThrow(() -> new SQLException("the ledger row is missing"));
    }

    /** The fingerprint of what the file holds now, worked out from its rows. */
    static long fingerprint(Connection db) throws SQLException {
        long sum = 0;
        try (Statement s = db.createStatement()) {
            try (ResultSet r = s.executeQuery("SELECT id, table_id, game, setup, seed FROM games")) {
                while (r.next()) {
                    sum += game(r.getLong(1), r.getLong(2), r.getString(3), r.getString(4), r.getLong(5));
                }
            }
            try (ResultSet r = s.executeQuery("SELECT game_id, n, seat, version, command, entropy, digest FROM entries")) {
                while (r.next()) {
                    long version = r.getLong(4);
                    Long maybeVersion = r.wasNull() ? null : version;
                    String command = r.getString(5);
                    long entropy = r.getLong(6);
                    Long maybeEntropy = r.wasNull() ? null : entropy;
                    sum += entry(r.getLong(1), r.getInt(2), r.getInt(3), maybeVersion, command, maybeEntropy, r.getString(7));
                }
            }
        }
        return sum;
    }

    /** A game's share of the fingerprint: what it was set up with (its later fields change by design). */
    static long game(long id, long table, String game, String setup, long seed) {
        return crc(new StringBuilder().append(id).append('|').append(table).append('|').append(game).append('|').append(setup)
                .append('|').append(seed));
    }

    /**
     * An entry's share of the fingerprint: a move ({@code command}, {@code version}, a state
     * {@code digest} now and then) or fresh chance ({@code entropy}). Its time is left out.
     */
    static long entry(long game, int n, int seat, Long version, String command, Long entropy, String digest) {
        return crc(new StringBuilder(command == null ? 64 : 64 + command.length()).append(game).append('|').append(n).append('|')
                .append(seat).append('|').append(version).append('|').append(command).append('|').append(entropy).append('|')
                .append(digest));
    }

    /**
     * The text is built with a StringBuilder, not {@code +}: the same text (a null is "null"), but
     * {@code +} is a method-handle chain that a C1-only JVM runs slowly, and a start fingerprints
     * every entry (2,000 of a long game: 90 against 40 ms of a cold start's CPU).
     */
    private static long crc(CharSequence text) {
        CRC32 crc = new CRC32();
        crc.update(text.toString().getBytes(StandardCharsets.UTF_8));
        return crc.getValue();
    }
}
