package org.kontor.hub;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.kontor.table.GameSetup;
import org.kontor.web.ElasundMoves;
import org.kontor.table.elasund.ElasundTable;

/**
 * An Elasund table in the hub: every move goes to the SQLite journal, an undone roll too (with
 * the entropy that drew the deck, the church stack and the dice afresh), and a hub started again
 * is back at the same moment, seat views and all, and plays on; a board file changed since is refused.
 */
class ElasundResumeTest {

    private static final long SEED = 20261126L;
    private static final ResumeCheck ELASUND = new ResumeCheck("elasund", ElasundTable.class,
            new GameSetup("elasund", List.of("Ana", "Ben", "Cai"), Map.of("victory", "at-once"),
                    GameSetup.DiceSource.VIRTUAL),
            ElasundMoves::choose, SEED);

    @Test
    void an_elasund_game_with_an_undone_roll_survives_a_restart(@TempDir Path data) throws Exception {
        ResumeCheck.Stopped stopped = ELASUND.playAndStop(data, (session, random) -> {
            // Up to the first roll past the tenth move, which is then taken back.
            int made = ELASUND.playUntil(session, 200, random,
                    (played, command) -> played > 10 && command.get("type").asText().equals("roll"));
            assertThat(ResumeCheck.lastEvent(session)).as("the dice were rolled").isEqualTo("rolled");
            return ELASUND.undoTheLastMoveAndPlayOn(session, made, 30, random);
        });
        // What the host downloads plays back with kontor play, to the same table.
        ELASUND.exportPlaysBackWithKontorPlay(data, stopped, true);
        // Started again as Elasund's table: the unfinished game comes back by itself, at the same moment, and play goes on.
        ELASUND.resumesWhereItStoppedAndPlaysOn(data, stopped);
        // The board file's hash was kept: a board file changed since the game began is refused, as a hex board is.
        ELASUND.checksTheBoardFileOnResume(data, stopped, "elasund");
    }
}
