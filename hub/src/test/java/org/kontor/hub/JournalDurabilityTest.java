package org.kontor.hub;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.Random;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.kontor.hub.journal.Journal;
import org.kontor.table.Json;
import org.kontor.web.RandomMoves;
import org.kontor.table.session.Outcome;

/**
 * What the journal promises beyond a clean stop: games.db alone holds every game (a copy is a
 * backup, and {@code kontor games backup} makes one while a hub plays), no memory-mapped file
 * can kill the JVM, a journal that disappears under a running hub pauses the table on every
 * screen, nobody else on the machine reads the seeds, and a won game comes back won.
 */
class JournalDurabilityTest {

    private static final long SEED = 3_838L;

    @Test
    void a_plain_copy_of_games_db_taken_while_the_hub_plays_holds_every_move(@TempDir Path dir) throws Exception {
        Path data = dir.resolve("data");
        Path copy = Files.createDirectory(dir.resolve("copy"));
        try (TestHub hub = TestHub.start(data, SEED)) {
            hub.startGame();
            assertThat(hub.play(25, new Random(SEED))).isEqualTo(25);
            Files.copy(data.resolve(Journal.FILE), copy.resolve(Journal.FILE));
            assertThat(data.resolve(Journal.FILE + "-wal")).as("no WAL holding the moves instead").doesNotExist();
            assertThat(data.resolve(Journal.FILE + "-shm")).as("no memory-mapped index").doesNotExist();
        }
        try (Journal journal = Journal.openToRead(copy)) {
            assertThat(journal.games()).singleElement().satisfies(g -> assertThat(g.moves()).isEqualTo(25));
        }
    }

    @Test
    void kontor_games_backup_writes_one_checked_owner_only_file_while_the_hub_plays(@TempDir Path dir) throws Exception {
        Path data = dir.resolve("data");
        Path backup = dir.resolve("backup.db");
        try (TestHub hub = TestHub.start(data, SEED)) {
            hub.startGame();
            hub.play(12, new Random(SEED));
            SavedGamesTest.Run run = SavedGamesTest.kontor("games", "backup", "--data", data.toString(), backup.toString());
            assertThat(run.exit()).as(run.err()).isZero();
            assertThat(run.out()).contains("Backed up 1 games (12 moves) to " + backup);
            assertThat(hub.play(3, new Random(SEED + 1))).as("the hub plays on beside it").isEqualTo(3);
            SavedGamesTest.Run again = SavedGamesTest.kontor("games", "backup", "--data", data.toString(), backup.toString());
            assertThat(again.exit()).isEqualTo(1);
            assertThat(again.err()).contains(backup + " exists already: a backup never overwrites a file");
        }
        assertThat(PosixFilePermissions.toString(Files.getPosixFilePermissions(backup))).isEqualTo("rw-------");
        // Restored (docs/saving.md): the backup in games.db's place and the count file deleted, the
        // backup's game comes back at its 12th move. With the count file left, the start refuses.
        Path kept = dir.resolve("kept.db");
        Files.copy(backup, kept);
        Files.copy(backup, data.resolve(Journal.FILE), java.nio.file.StandardCopyOption.REPLACE_EXISTING);
        assertThatThrownBy(() -> TestHub.start(data, SEED).close()).hasMessageContaining("were acknowledged");
        Files.copy(kept, data.resolve(Journal.FILE));
        Files.delete(data.resolve("games.acknowledged"));
        try (TestHub hub = TestHub.start(data, SEED)) {
            assertThat(hub.table.resumed()).isEqualTo("game 1 resumed at move 12");
        }
    }

    @Test
    void a_write_straight_into_an_immutable_journal_is_an_error_not_a_crash(@TempDir Path data) throws Exception {
        Assumptions.assumeTrue("root".equals(System.getProperty("user.name")), "chattr +i needs root");
        try (TestHub hub = TestHub.start(data, SEED)) {
            hub.startGame();
            hub.play(5, new Random(SEED));
            try (Statement s = hub.journal.connection().createStatement()) {
                assertThat(pragma(s, "journal_mode")).isEqualTo("delete");
                assertThat(pragma(s, "mmap_size")).isEqualTo("0");
            }
            JournalDamageTest.immutable(data, true);
            try {
                // Past the hub's own checks, into SQLite: with a WAL this write into the mapped -shm was SIGBUS.
                assertThatThrownBy(() -> {
                    try (Statement s = hub.journal.connection().createStatement()) {
                        s.executeUpdate("UPDATE games SET names = '[]'");
                    }
                }).isInstanceOf(SQLException.class);
            } finally {
                JournalDamageTest.immutable(data, false);
            }
        }
    }

    @Test
    void a_journal_deleted_between_moves_pauses_the_table_on_every_screen_within_seconds(@TempDir Path data) throws Exception {
        try (TestHub hub = TestHub.start(data, SEED)) {
            hub.startGame();
            hub.play(6, new Random(SEED));
            Files.delete(data.resolve(Journal.FILE));
            long until = System.nanoTime() + TimeUnit.SECONDS.toNanos(10);
            while (hub.session().halted() == null && System.nanoTime() < until) {
                Thread.sleep(100);
            }
            String halted = hub.session().halted();
            assertThat(halted).as("paused without a move being tried")
                    .startsWith("The game is paused: The journal " + data.toAbsolutePath().resolve(Journal.FILE) + " is gone");
            assertThat(Json.MAPPER.readTree(hub.session().current().publicView()).at("/table/halted").asText()).isEqualTo(halted);
            for (int seat = 0; seat < 4; seat++) {
                assertThat(Json.MAPPER.readTree(hub.session().current().seatView(seat)).at("/table/halted").asText())
                        .as("seat %d's view", seat).isEqualTo(halted);
            }
            Outcome refused = JournalDamageTest.move(hub, new Random(SEED));
            assertThat(refused.accepted()).isFalse();
            assertThat(refused.message()).isEqualTo(halted);
        }
    }

    @Test
    void games_db_and_a_new_data_folder_are_for_the_hubs_user_only(@TempDir Path dir) throws Exception {
        Path fresh = dir.resolve("fresh");
        try (TestHub hub = TestHub.start(fresh, SEED)) {
            hub.startGame();
        }
        assertThat(mode(fresh)).isEqualTo("rwx------");
        assertThat(mode(fresh.resolve(Journal.FILE))).isEqualTo("rw-------");
        // An older folder and journal, open to everybody: other users lose their rights at the next start.
        Files.setPosixFilePermissions(fresh, PosixFilePermissions.fromString("rwxr-xr-x"));
        Files.setPosixFilePermissions(fresh.resolve(Journal.FILE), PosixFilePermissions.fromString("rw-r--r--"));
        try (TestHub hub = TestHub.start(fresh, SEED)) {
            assertThat(mode(fresh)).isEqualTo("rwxr-x---");
            assertThat(mode(fresh.resolve(Journal.FILE))).isEqualTo("rw-------");
        }
    }

    @Test
    void a_hub_stopped_just_after_the_winning_move_shows_the_won_game_again(@TempDir Path data) throws Exception {
        JsonNode before;
        try (TestHub hub = TestHub.start(data, SEED)) {
            hub.startGame();
            hub.play(8, new Random(SEED));
            before = TestHub.stable(hub.session().current().publicView()).get("game");
            // What the journal holds after a kill just after the winning move: its entry, and the game marked won.
            long game = hub.journal.games().get(0).id();
            hub.journal.finish(game, "won");
        }
        try (TestHub hub = TestHub.start(data, SEED)) {
            JsonNode now = Json.MAPPER.readTree(hub.session().current().publicView());
            assertThat(now.at("/table/phase").asText()).as("not the lobby").isEqualTo("ENDED");
            assertThat(TestHub.stable(hub.session().current().publicView()).get("game")).isEqualTo(before);
            assertThat(hub.table.resumed()).isEqualTo("game 1 (over) shown again at move 8");
            // An undo of the winning move: the game goes on, and comes back as a game going on.
            assertThat(hub.session().undo(true).get(10, TimeUnit.SECONDS).accepted()).isTrue();
            assertThat(hub.journal.games().get(0).finished()).isNull();
        }
    }

    @Test
    void a_journal_left_in_wal_mode_by_an_earlier_kontor_is_folded_into_games_db_at_its_first_start(@TempDir Path dir)
            throws Exception {
        Path data = dir.resolve("data");
        Path old = Files.createDirectory(dir.resolve("old"));
        JsonNode before;
        try (TestHub hub = TestHub.start(data, SEED)) {
            hub.startGame();
            hub.play(9, new Random(SEED));
            before = TestHub.stable(hub.session().current().publicView());
        }
        // As an earlier Kontor left it after a kill: WAL mode, the last moves only in games.db-wal.
        try (java.sql.Connection wal = java.sql.DriverManager.getConnection("jdbc:sqlite:" + data.resolve(Journal.FILE));
             Statement s = wal.createStatement()) {
            s.execute("PRAGMA journal_mode=WAL");
            s.execute("PRAGMA wal_autocheckpoint=0");
            s.execute("CREATE TABLE scratch (x INTEGER)");      // a write, so that the WAL holds pages
            assertThat(Files.size(data.resolve(Journal.FILE + "-wal"))).isPositive();
            for (String name : java.util.List.of(Journal.FILE, Journal.FILE + "-wal", "games.acknowledged")) {
                Files.copy(data.resolve(name), old.resolve(name));
            }
        }
        try (TestHub hub = TestHub.start(old, SEED)) {
            assertThat(TestHub.stable(hub.session().current().publicView())).isEqualTo(before);
            assertThat(old.resolve(Journal.FILE + "-wal")).as("folded into games.db").doesNotExist();
            assertThat(old.resolve(".opening")).as("the copy taken before opening, dropped once the check passed")
                    .doesNotExist();
        }
    }

    private static String pragma(Statement s, String name) throws SQLException {
        try (ResultSet r = s.executeQuery("PRAGMA " + name)) {
            return r.next() ? r.getString(1) : null;
        }
    }

    private static String mode(Path path) throws Exception {
        return PosixFilePermissions.toString(Files.getPosixFilePermissions(path));
    }
}
