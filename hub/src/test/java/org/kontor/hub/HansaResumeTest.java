package org.kontor.hub;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.kontor.table.GameSetup;
import org.kontor.web.HansaMoves;
import org.kontor.table.hansa.HansaTable;

/**
 * A Hansa Teutonica table in the hub: every move goes to the SQLite journal, an undo of an
 * established route too (with the entropy that mixed the face-down markers afresh), and a hub
 * started again is back at the same moment, seat views and all, and plays on.
 */
class HansaResumeTest {

    private static final long SEED = 20261126L;
    private static final ResumeCheck HANSA = new ResumeCheck("hansa", HansaTable.class,
            new GameSetup("hansa-3", List.of("Ana", "Ben", "Cai"), Map.of("tieBreak", "big-box"),
                    GameSetup.DiceSource.VIRTUAL),
            HansaMoves::choose, SEED);

    @Test
    void a_hansa_game_with_an_undone_route_survives_a_restart(@TempDir Path data) throws Exception {
        ResumeCheck.Stopped stopped = HANSA.playAndStop(data, (session, random) -> {
            // Up to the first route established, which is then taken back.
            int made = HANSA.playUntil(session, 200, random,
                    (played, command) -> command.get("type").asText().startsWith("establish"));
            assertThat(ResumeCheck.lastEvent(session)).as("a route was established").isEqualTo("route-established");
            return HANSA.undoTheLastMoveAndPlayOn(session, made, 30, random);
        });
        // What the host downloads plays back with kontor play, to the same table.
        HANSA.exportPlaysBackWithKontorPlay(data, stopped, true);
        // Started again as Hansa's table: the unfinished game comes back by itself, at the same moment, and play goes on.
        HANSA.resumesWhereItStoppedAndPlaysOn(data, stopped);
        // The map file's hash was kept: a map file changed since the game began is refused, as a hex board is.
        HANSA.checksTheBoardFileOnResume(data, stopped, "hansa-3");
    }
}
