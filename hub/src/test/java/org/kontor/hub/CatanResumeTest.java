package org.kontor.hub;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.SplittableRandom;
import java.util.concurrent.TimeUnit;
import java.util.function.Function;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.kontor.hub.games.SavedGames;
import org.kontor.hub.games.SetupLine;
import org.kontor.hub.journal.DataFolder;
import org.kontor.hub.journal.Journal;
import org.kontor.web.CatanMoves;
import org.kontor.web.GameSetup;
import org.kontor.web.Json;
import org.kontor.web.TableGame;
import org.kontor.web.TableGames;
import org.kontor.web.catan.CatanTable;
import org.kontor.web.session.Outcome;
import org.kontor.web.session.TableSession;

/**
 * The hub plays any registered game: a Catan table is started, every move goes to the SQLite
 * journal, and a hub started again (as Merchants' table, with --resume naming the Catan game, or
 * as Catan's table) is back at the same moment, seat views and all. A saved game of a game the
 * hub does not play is refused with a sentence.
 */
class CatanResumeTest {

    private static final long SEED = 20261125L;
    private static final String GAMES = String.join(", ", org.kontor.engine.games.Games.ids());

    /** What {@code kontor run} does: the table of a game by its id, as TableGames registers it. */
    private static final Function<String, TableGame<?, ?, ?, ?>> TABLES = id -> TableGames.table(id, List.of());

    private static DemoTable start(Journal journal, String gameId, Long resume) {
        return DemoTable.start(TABLES, gameId, journal, resume, SavedGames::bundledBoardHash, new SplittableRandom(SEED)::nextLong,
                DemoTable.Serving.of(0, "localhost", Duration.ZERO));
    }

    /** Every seat's view and the public one, without what changes from run to run (seq, resumedAt). */
    private static List<JsonNode> views(TableSession<?, ?, ?, ?> session) throws Exception {
        List<JsonNode> views = new ArrayList<>();
        views.add(TestHub.stable(session.current().publicView()));
        for (int seat = 0; seat < 3; seat++) {
            views.add(TestHub.stable(session.current().seatView(seat)));
        }
        return views;
    }

    /** Random legal moves, each from the acting seat's own view. */
    private static int play(TableSession<?, ?, ?, ?> session, int moves, Random random) throws Exception {
        int made = 0;
        for (int i = 0; i < moves; i++) {
            JsonNode pub = Json.MAPPER.readTree(session.current().publicView());
            for (JsonNode need : pub.get("needs")) {
                JsonNode view = Json.MAPPER.readTree(session.current().seatView(need.asInt()));
                JsonNode command = CatanMoves.choose(view, random);
                if (command != null) {
                    Outcome outcome = session.act(need.asInt(), view.get("version").asLong(), command).get(10, TimeUnit.SECONDS);
                    assertThat(outcome.accepted()).as("%s: %s", command, outcome.message()).isTrue();
                    made++;
                    break;
                }
            }
        }
        return made;
    }

    @Test
    void a_catan_game_survives_a_restart_and_resumes_as_catan(@TempDir Path data) throws Exception {
        System.out.println("seed " + SEED);
        List<JsonNode> before;
        long id;
        try (DataFolder folder = DataFolder.open(data); Journal journal = Journal.open(folder)) {
            DemoTable table = start(journal, "catan", null);
            try {
                TableSession<?, ?, ?, ?> session = table.dashboard().session();
                assertThat(session.game()).isInstanceOf(CatanTable.class);
                GameSetup setup = new GameSetup(CatanTable.BEGINNER, List.of("Ana", "Ben", "Cai"), Map.of("layout", "VARIABLE_SPIRAL"),
                        GameSetup.DiceSource.VIRTUAL);
                assertThat(session.start(setup).get(10, TimeUnit.SECONDS).accepted()).isTrue();
                assertThat(play(session, 60, new Random(SEED))).isEqualTo(60);
                before = views(session);
                id = journal.games().get(0).id();
            } finally {
                table.stop();
            }
            Journal.GameInfo saved = journal.game(id).orElseThrow();
            assertThat(saved.game()).isEqualTo("catan");
            assertThat(saved.moves()).isEqualTo(60);
            assertThat(SavedGames.setup(saved).game()).isEqualTo("catan");
        }
        // Started as the default table (Merchants of Europe), told to resume the Catan game: it plays Catan.
        try (DataFolder folder = DataFolder.open(data); Journal journal = Journal.open(folder)) {
            DemoTable table = start(journal, "merchants", id);
            try {
                assertThat(table.dashboard().session().game().id()).isEqualTo("catan");
                assertThat(table.resumed()).isEqualTo("game " + id + " resumed at move 60");
                assertThat(views(table.dashboard().session())).isEqualTo(before);
            } finally {
                table.stop();
            }
        }
        // Started as Catan's table: the newest unfinished Catan game comes back by itself, and play goes on.
        try (DataFolder folder = DataFolder.open(data); Journal journal = Journal.open(folder)) {
            DemoTable table = start(journal, "catan", null);
            try {
                assertThat(table.resumed()).isEqualTo("game " + id + " resumed at move 60");
                assertThat(views(table.dashboard().session())).isEqualTo(before);
                assertThat(play(table.dashboard().session(), 5, new Random(SEED + 1))).isEqualTo(5);
                assertThat(journal.game(id).orElseThrow().moves()).isEqualTo(65);
            } finally {
                table.stop();
            }
        }
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
            assertThatThrownBy(() -> start(journal, "merchants", id)).isInstanceOf(TableSession.CannotResume.class)
                    .hasMessage("Game " + id + " is a game of \"chess\", which this hub cannot play: Kontor plays no game \"chess\";"
                            + " the games are: " + GAMES + ".");
            assertThat(journal.game(id).orElseThrow().moves()).as("nothing changed").isZero();
        }
    }
}
