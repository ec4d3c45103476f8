package org.kontor.hub;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.kontor.hub.games.SavedGames;
import org.kontor.hub.games.SetupLine;
import org.kontor.hub.journal.DataFolder;
import org.kontor.hub.journal.Journal;
import org.kontor.web.CatanMoves;
import org.kontor.table.GameSetup;
import org.kontor.table.Json;
import org.kontor.table.catan.CatanTable;
import org.kontor.table.session.TableSession;

/**
 * The hub plays any registered game: a Catan table is started, every move goes to the SQLite
 * journal, and a hub started again (as Merchants' table, with --resume naming the Catan game, or
 * as Catan's table) is back at the same moment, seat views and all. A saved game of a game the
 * hub does not play is refused with a sentence.
 */
class CatanResumeTest {

    private static final long SEED = 20261125L;
    private static final String GAMES = String.join(", ", org.kontor.engine.games.Games.ids());
    private static final ResumeCheck CATAN = new ResumeCheck("catan", CatanTable.class,
            new GameSetup(CatanTable.BEGINNER, List.of("Ana", "Ben", "Cai"), Map.of("layout", "VARIABLE_SPIRAL"),
                    GameSetup.DiceSource.VIRTUAL),
            CatanMoves::choose, SEED);

    @Test
    void a_catan_game_survives_a_restart_and_resumes_as_catan(@TempDir Path data) throws Exception {
        ResumeCheck.Stopped stopped = CATAN.playAndStop(data, (session, random) -> {
            assertThat(CATAN.play(session, 60, random)).isEqualTo(60);
            return 60;
        });
        assertThat(SavedGames.setup(stopped.saved()).game()).isEqualTo("catan");
        // What the host downloads plays back with kontor play, to the same table.
        CATAN.exportPlaysBackWithKontorPlay(data, stopped, false);
        // Started as the default table (Merchants of Europe), told to resume the Catan game: it plays Catan.
        try (DataFolder folder = DataFolder.open(data); Journal journal = Journal.open(folder)) {
            DemoTable table = CATAN.start(journal, "merchants", stopped.id());
            try {
                assertThat(table.dashboard().session().game().id()).isEqualTo("catan");
                CATAN.assertResumedAsItStopped(table, stopped);
            } finally {
                table.stop();
            }
        }
        // Started as Catan's table: the newest unfinished Catan game comes back by itself, and play goes on.
        CATAN.resumesWhereItStoppedAndPlaysOn(data, stopped);
        // The board file's hash was kept: a board file changed since the game began is refused.
        CATAN.checksTheBoardFileOnResume(data, stopped, CatanTable.BEGINNER);
    }

    @Test
    void kontor_run_names_the_games_when_asked_for_one_it_does_not_play(@TempDir Path data) {
        SavedGamesTest.Run run = SavedGamesTest.kontor("run", "--game", "chess", "--data", data.toString());
        assertThat(run.exit()).isEqualTo(1);
        assertThat(run.err()).contains("Kontor plays no game \"chess\"; the games are: " + GAMES + ".");
        assertThat(SavedGamesTest.kontor("run", "--help").out()).contains("--game=ID").contains("merchants, catan");
    }

    @Test
    void a_saved_game_of_a_game_this_hub_does_not_play_is_refused_with_a_sentence(@TempDir Path data) {
        try (DataFolder folder = DataFolder.open(data); Journal journal = Journal.open(folder)) {
            long table = journal.table("chess", 2);
            GameSetup setup = new GameSetup("board", List.of("Ana", "Ben"), Map.of(), GameSetup.DiceSource.VIRTUAL);
            long id = journal.startGame(table, "chess", Json.write(new SetupLine("chess", setup, 1, "standard").fields()), 1, null);
            assertThatThrownBy(() -> CATAN.start(journal, "merchants", id)).isInstanceOf(TableSession.CannotResume.class)
                    .hasMessage("Game " + id + " is a game of \"chess\", which this hub cannot play: Kontor plays no game \"chess\";"
                            + " the games are: " + GAMES + ".");
            assertThat(journal.game(id).orElseThrow().moves()).as("nothing changed").isZero();
        }
    }
}
