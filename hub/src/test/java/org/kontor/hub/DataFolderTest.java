package org.kontor.hub;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.ResultSet;
import java.sql.Statement;
import java.util.Random;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.kontor.hub.journal.DataFolder;
import org.kontor.hub.journal.Journal;
import org.kontor.hub.journal.JournalProblem;
import org.kontor.table.Json;
import org.kontor.web.RandomMoves;
import org.kontor.table.session.Outcome;

/** What can go wrong with the data folder and the journal file, and what the hub says then. */
class DataFolderTest {

    @Test
    void a_second_hub_on_the_same_folder_is_refused(@TempDir Path data) {
        try (DataFolder first = DataFolder.open(data)) {
            assertThatThrownBy(() -> DataFolder.open(data))
                    .isInstanceOf(JournalProblem.class)
                    .hasMessageContaining("Another Kontor hub (process " + ProcessHandle.current().pid() + ") is already using "
                            + "the data folder " + data.toAbsolutePath());
        }
        DataFolder.open(data).close();   // free again once the first is closed
    }

    @Test
    void a_missing_parent_or_a_file_in_the_way_is_named(@TempDir Path dir) throws Exception {
        assertThatThrownBy(() -> DataFolder.open(dir.resolve("no/such/folder")))
                .hasMessageContaining("does not exist, nor does " + dir.resolve("no/such"));
        Path file = Files.writeString(dir.resolve("a-file"), "x");
        assertThatThrownBy(() -> DataFolder.open(file)).hasMessageContaining("is a file, not a folder");
        Run run = run("run", "--data", dir.resolve("no/such/folder").toString(), "--port", "0");
        assertThat(run.exit()).isEqualTo(1);
        assertThat(run.err()).contains("does not exist");
    }

    @Test
    void a_damaged_journal_is_named_and_kept_byte_for_byte(@TempDir Path data) throws Exception {
        byte[] garbage = "this is not an SQLite database, but somebody's shopping list".repeat(200).getBytes();
        Files.write(data.resolve(Journal.FILE), garbage);
        Run run = run("run", "--data", data.toString(), "--port", "0");
        assertThat(run.exit()).isEqualTo(1);
        assertThat(run.err()).contains("The journal " + data.toAbsolutePath().resolve(Journal.FILE) + " is damaged")
                .contains("The files as they were are kept in " + data.toAbsolutePath().resolve("damaged-"));
        Path kept;
        try (var list = Files.list(data)) {
            kept = list.filter(p -> p.getFileName().toString().startsWith("damaged-")).findFirst().orElseThrow();
        }
        assertThat(Files.readAllBytes(kept.resolve(Journal.FILE))).isEqualTo(garbage);
        // The next start (a service restarting the hub, say) is not a silent fresh table either.
        Run again = run("run", "--data", data.toString(), "--port", "0");
        assertThat(again.exit()).isEqualTo(1);
        assertThat(again.err()).contains("The journal " + data.toAbsolutePath().resolve(Journal.FILE) + " is missing")
                .contains(kept.toString());
    }

    @Test
    void a_journal_of_the_previous_schema_is_migrated_and_its_game_resumes(@TempDir Path data) throws Exception {
        JsonNode before;
        try (TestHub hub = TestHub.start(data, 3)) {
            hub.startGame();
            hub.play(12, new Random(3));
            before = TestHub.stable(hub.session().current().publicView());
        }
        // Take the file back to schema 1, as the first Kontor wrote it: no digests, no board hash,
        // no renamed names, no devices, no ledger, no checkpoints.
        try (Journal journal = Journal.open(data.resolve(Journal.FILE), false, Journal.VERSION);
             Statement s = journal.connection().createStatement()) {
            s.execute("DROP TABLE checkpoints");
            s.execute("ALTER TABLE games DROP COLUMN bots");
            s.execute("ALTER TABLE entries DROP COLUMN source");
            s.execute("ALTER TABLE games DROP COLUMN names");
            s.execute("ALTER TABLE credentials DROP COLUMN replaced");
            s.execute("DROP TABLE devices");
            s.execute("ALTER TABLE entries DROP COLUMN digest");
            s.execute("ALTER TABLE entries DROP COLUMN at");
            s.execute("ALTER TABLE games DROP COLUMN board_hash");
            s.execute("DROP TABLE ledger");
            s.execute("PRAGMA user_version = 1");
        }
        Files.delete(data.resolve("games.acknowledged"));     // nor did it count what it saved
        try (Journal old = Journal.open(data.resolve(Journal.FILE), false, 1)) {
            assertThat(old.schema()).isEqualTo(1);
        }
        try (TestHub hub = TestHub.start(data, 4)) {
            assertThat(hub.journal.schema()).isEqualTo(Journal.VERSION);
            assertThat(TestHub.stable(hub.session().current().publicView())).isEqualTo(before);
            try (Statement s = hub.journal.connection().createStatement();
                 ResultSet r = s.executeQuery("SELECT COUNT(*) FROM entries WHERE digest IS NULL")) {
                assertThat(r.getInt(1)).isEqualTo(12);
            }
        }
    }

    @Test
    void a_journal_from_a_newer_kontor_is_refused_and_left_alone(@TempDir Path data) throws Exception {
        try (Journal journal = Journal.open(data.resolve(Journal.FILE), false, Journal.VERSION);
             Statement s = journal.connection().createStatement()) {
            s.execute("PRAGMA user_version = 99");
        }
        Run run = run("run", "--data", data.toString(), "--port", "0");
        assertThat(run.exit()).isEqualTo(1);
        assertThat(run.err()).contains("was written by a newer Kontor (schema 99; this one knows up to " + Journal.VERSION + ")");
    }

    /**
     * A full disk, made by SQLite itself: the file may not grow past its current pages
     * ({@code max_page_count}), so a commit fails with "database or disk is full".
     */
    @Test
    void when_the_disk_is_full_the_move_is_refused_taken_back_from_every_view_and_the_game_resumes_after(@TempDir Path data)
            throws Exception {
        long seed = 99;
        System.out.println("seed " + seed);
        Outcome refused = null;
        JsonNode lastShown;
        try (TestHub hub = TestHub.start(data, seed)) {
            hub.startGame();
            try (Statement s = hub.journal.connection().createStatement()) {
                ResultSet pages = s.executeQuery("PRAGMA page_count");
                int count = pages.getInt(1);
                pages.close();
                s.execute("PRAGMA max_page_count = " + count);
            }
            Random random = new Random(seed);
            for (int i = 0; i < 2000 && refused == null; i++) {
                JsonNode pub = Json.MAPPER.readTree(hub.session().current().publicView());
                for (int seat : RandomMoves.order(pub, 4, random)) {
                    JsonNode view = Json.MAPPER.readTree(hub.session().current().seatView(seat));
                    JsonNode command = RandomMoves.choose(view, random);
                    if (command == null) {
                        continue;
                    }
                    long seq = hub.session().current().seq();
                    Outcome outcome = hub.session().act(seat, view.get("version").asLong(), command).get(10, TimeUnit.SECONDS);
                    if (!outcome.accepted()) {
                        refused = outcome;
                        assertThat(hub.session().current().version()).as("the move that was not saved is taken back")
                                .isEqualTo(view.get("version").asLong());
                        // A full disk found by the write itself: the move was shown while it was saved, then taken back.
                        assertThat(hub.session().current().seq()).isEqualTo(seq + 2);
                    }
                    break;
                }
            }
            assertThat(refused).as("the capped file fills up").isNotNull();
            assertThat(refused.message()).contains("could not save this (").contains("full")
                    .contains("free disk space");
            assertThat(hub.session().current().hostView()).contains("\"halted\":");
            lastShown = TestHub.stable(hub.session().current().publicView());
        }
        try (TestHub hub = TestHub.start(data, seed)) {
            JsonNode resumed = TestHub.stable(hub.session().current().publicView());
            ((com.fasterxml.jackson.databind.node.ObjectNode) lastShown.get("table")).remove("halted");
            assertThat(resumed).as("what was shown is what was saved").isEqualTo(lastShown);
            assertThat(hub.play(3, new Random(seed))).isEqualTo(3);
        }
    }

    record Run(int exit, String err) {}

    private static Run run(String... args) {
        SavedGamesTest.Run run = SavedGamesTest.kontor(args);
        return new Run(run.exit(), run.err());
    }
}
