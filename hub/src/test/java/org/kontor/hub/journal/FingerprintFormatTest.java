package org.kontor.hub.journal;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The ledger's fingerprint and a checkpoint's digest are stored in every journal: their text must
 * stay byte for byte what the journals already written hold, however it is built. The values
 * below were worked out by the build before the text was built with a StringBuilder.
 */
class FingerprintFormatTest {

    @Test
    void an_entry_and_a_game_count_in_the_ledger_as_journals_already_written_hold_them() {
        assertThat(Ledger.entry(3, 7, 2, 41L, "{\"type\":\"Roll\"}", null, "ab12")).as("a move").isEqualTo(2611237161L);
        assertThat(Ledger.entry(3, 8, -1, null, null, 12345L, null)).as("fresh chance").isEqualTo(2552712744L);
        assertThat(Ledger.game(3, 1, "merchants", "{\"setup\":{}}", -99)).isEqualTo(3764081692L);
    }

    @Test
    void a_checkpoint_digest_is_the_one_journals_already_written_hold() {
        List<Journal.Entry> entries = List.of(new Journal.Entry(1, 0, 0, "{\"type\":\"Roll\"}", 0, null),
                new Journal.Entry(2, -1, 0, null, 777, null), new Journal.Entry(3, 1, 1, "{\"type\":\"EndTurn\"}", 0, "ff00"));
        assertThat(Journal.Checkpoint.digest(3, 3, 1, 2, "{\"version\":2}", "[0,0,0,0,0,0,0,0,0,0,0,0,0]", entries))
                .isEqualTo("afa927f74f828f008a27766a0843eb4332bdaee4195eb04bcc611f2bff0032b1");
    }
}
