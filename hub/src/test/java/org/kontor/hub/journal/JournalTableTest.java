package org.kontor.hub.journal;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Every start asks the journal for its table: one that exists is read, not written (no commit, no fsync). */
class JournalTableTest {

    @Test
    void a_table_that_exists_is_found_without_a_commit(@TempDir Path dir) {
        try (Journal journal = Journal.open(dir.resolve(Journal.FILE), false, Journal.VERSION)) {
            long made = journal.table("merchants", 4);
            long commits = journal.ledgerRow().commits();

            assertThat(journal.table("merchants", 4)).isEqualTo(made);
            assertThat(journal.ledgerRow().commits()).as("commits after asking again").isEqualTo(commits);
            assertThat(journal.table("merchants", 3)).as("another seat count: another table").isNotEqualTo(made);
            assertThat(journal.ledgerRow().commits()).isEqualTo(commits + 1);
        }
    }
}
