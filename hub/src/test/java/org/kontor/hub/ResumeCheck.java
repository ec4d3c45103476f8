package org.kontor.hub;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.SplittableRandom;
import java.util.concurrent.TimeUnit;
import java.util.function.BiFunction;
import java.util.function.BiPredicate;
import java.util.function.Function;
import org.kontor.hub.games.SavedGames;
import org.kontor.hub.journal.DataFolder;
import org.kontor.hub.journal.Journal;
import org.kontor.table.GameSetup;
import org.kontor.table.Json;
import org.kontor.table.TableGame;
import org.kontor.table.TableGames;
import org.kontor.table.session.Outcome;
import org.kontor.table.session.TableSession;

/**
 * What every game's resume test does with its own table: start it in the hub on a real SQLite
 * journal, play seeded random moves, stop, and start again to see the game back at the same
 * moment (public and seat views alike) and playing on. Each game's own checks stay in its test.
 *
 * @param game the game's id, as {@code kontor run --game} takes it
 * @param table the class of the game's table, which a table started for {@code game} must be
 * @param setup the game the first run starts
 * @param moves a random legal command for the seat whose view is given, or null if it has none
 * @param seed the seed of the table's entropy and of the moves
 */
record ResumeCheck(String game, Class<? extends TableGame<?, ?, ?, ?>> table, GameSetup setup,
                   BiFunction<JsonNode, Random, JsonNode> moves, long seed) {

    /** What {@code kontor run} does: the table of a game by its id, as TableGames registers it. */
    private static final Function<String, TableGame<?, ?, ?, ?>> TABLES = id -> TableGames.table(id, List.of());

    /** The game as it was when the hub stopped. */
    record Stopped(long id, int moves, List<JsonNode> views, Journal.GameInfo saved) {}

    /** The moves of the first run, after the set-up; returns how many stand in the journal. */
    interface FirstRun {
        int play(TableSession<?, ?, ?, ?> session, Random random) throws Exception;
    }

    /** The hub started as {@code kontor run --game ID [--resume GAME]} starts it, with the bundled board files. */
    DemoTable start(Journal journal, String tableGame, Long resume) {
        return start(journal, tableGame, resume, SavedGames::bundledBoardHash);
    }

    private DemoTable start(Journal journal, String tableGame, Long resume, Function<String, String> boardHash) {
        return DemoTable.start(TABLES, tableGame, journal, resume, boardHash, new SplittableRandom(seed)::nextLong,
                DemoTable.Serving.of(0, "localhost", Duration.ZERO));
    }

    /**
     * Starts this game's table on a fresh data folder, starts the set-up, plays {@code firstRun}
     * and stops the hub; checks the journal holds the game under this game's id with every move.
     */
    Stopped playAndStop(Path data, FirstRun firstRun) throws Exception {
        System.out.println("seed " + seed);
        try (DataFolder folder = DataFolder.open(data); Journal journal = Journal.open(folder)) {
            DemoTable hub = start(journal, game, null);
            long id;
            int moves;
            List<JsonNode> before;
            try {
                TableSession<?, ?, ?, ?> session = hub.dashboard().session();
                assertThat(session.game()).isInstanceOf(table);
                assertThat(session.start(setup).get(10, TimeUnit.SECONDS).accepted()).isTrue();
                moves = firstRun.play(session, new Random(seed));
                before = views(session);
                id = journal.games().get(0).id();
            } finally {
                hub.stop();
            }
            Journal.GameInfo saved = journal.game(id).orElseThrow();
            assertThat(saved.game()).isEqualTo(game);
            assertThat(saved.moves()).isEqualTo(moves);
            return new Stopped(id, moves, before, saved);
        }
    }

    /**
     * Starts this game's table again on the same data folder: the unfinished game comes back by
     * itself at the moment it stopped, seat views and all, and five more moves go to its journal.
     */
    void resumesWhereItStoppedAndPlaysOn(Path data, Stopped stopped) throws Exception {
        try (DataFolder folder = DataFolder.open(data); Journal journal = Journal.open(folder)) {
            DemoTable hub = start(journal, game, null);
            try {
                assertResumedAsItStopped(hub, stopped);
                assertThat(play(hub.dashboard().session(), 5, new Random(seed + 1))).isEqualTo(5);
                assertThat(journal.game(stopped.id()).orElseThrow().moves()).isEqualTo(stopped.moves() + 5);
            } finally {
                hub.stop();
            }
        }
    }

    /** The hub says it resumed the stopped game at its last move, and every view is as it was. */
    void assertResumedAsItStopped(DemoTable hub, Stopped stopped) throws Exception {
        assertThat(hub.resumed()).isEqualTo("game " + stopped.id() + " resumed at move " + stopped.moves());
        assertThat(views(hub.dashboard().session())).isEqualTo(stopped.views());
    }

    /**
     * The journal kept the hash of the game's board file, to check it on resume; a board file whose
     * hash is not that one any more is refused with a sentence naming it, and the game is not resumed.
     */
    void checksTheBoardFileOnResume(Path data, Stopped stopped, String board) {
        assertThat(stopped.saved().boardHash()).as("the board file's hash, kept to check it on resume")
                .isNotNull().isEqualTo(SavedGames.bundledBoardHash(board));
        try (DataFolder folder = DataFolder.open(data); Journal journal = Journal.open(folder)) {
            assertThatThrownBy(() -> start(journal, game, stopped.id(), file -> "a hash of another board file"))
                    .isInstanceOf(TableSession.CannotResume.class)
                    .hasMessageContaining("The board file of \"" + board + "\" has changed since game " + stopped.id());
        }
    }

    /**
     * The journal's export of the stopped game (what the host's "Download the game" gives) plays
     * back with {@code kontor play}, without {@code --game}: the setup line sets the game up, a
     * fresh draw after an undo is replayed, and the table's public view when it stopped comes out;
     * and {@code kontor games import} stores it on another hub, whose table resumes it as it stopped.
     */
    void exportPlaysBackWithKontorPlay(Path data, Stopped stopped, boolean undone) throws Exception {
        List<String> lines;
        try (DataFolder folder = DataFolder.open(data); Journal journal = Journal.open(folder)) {
            lines = SavedGames.export(stopped.saved(), journal.entries(stopped.id()));
        }
        if (undone) {
            assertThat(lines).as("the undo's fresh chance").anyMatch(line -> line.startsWith("{\"fresh\""));
        }
        Path file = data.resolve(game + "-export.jsonl");
        Files.write(file, lines);
        BoardCommandTest.Run play = BoardCommandTest.kontor("play", "--state", "public", file.toString());
        assertThat(play.exit()).as(play.err()).isZero();
        List<String> out = play.out().lines().toList();
        assertThat(Json.MAPPER.readTree(out.get(0))).as("the setup line, as the export has it").isEqualTo(Json.MAPPER.readTree(lines.get(0)));
        assertThat(out.stream().filter(line -> line.contains("\"events\"")).count()).as("every move accepted again")
                .isEqualTo(stopped.moves());
        assertThat(Json.MAPPER.readTree(out.get(out.size() - 1)).get("publicView"))
                .as("kontor play replays the export to the table's public view").isEqualTo(stopped.views().get(0).get("game"));

        // Imported on another hub's data folder, it comes back there as it stopped here.
        Path other = data.resolve("other-hub");
        BoardCommandTest.Run imported = BoardCommandTest.kontor("games", "import", file.toString(), "--data", other.toString());
        assertThat(imported.exit()).as(imported.err()).isZero();
        assertThat(imported.out()).contains(stopped.moves() + " moves").contains("kontor run --game " + game + " resumes it");
        try (DataFolder folder = DataFolder.open(other); Journal journal = Journal.open(folder)) {
            DemoTable hub = start(journal, game, null);
            try {
                assertThat(views(hub.dashboard().session())).as("the imported game, resumed").isEqualTo(stopped.views());
            } finally {
                hub.stop();
            }
        }
    }

    /** Takes back the last of the {@code made} moves (the host's undo) and plays {@code more}; returns the moves that stand. */
    int undoTheLastMoveAndPlayOn(TableSession<?, ?, ?, ?> session, int made, int more, Random random) throws Exception {
        assertThat(session.undo(true).get(10, TimeUnit.SECONDS).accepted()).isTrue();
        return made - 1 + play(session, more, random);
    }

    /** Random legal moves, each from the acting seat's own view; returns how many were made. */
    int play(TableSession<?, ?, ?, ?> session, int moves, Random random) throws Exception {
        return playUntil(session, moves, random, (made, command) -> false);
    }

    /** As {@link #play}, but stops after the move for which {@code done} (moves made so far, its command) holds. */
    int playUntil(TableSession<?, ?, ?, ?> session, int moves, Random random, BiPredicate<Integer, JsonNode> done)
            throws Exception {
        int made = 0;
        for (int i = 0; i < moves; i++) {
            JsonNode pub = Json.MAPPER.readTree(session.current().publicView());
            for (JsonNode need : pub.get("needs")) {
                JsonNode view = Json.MAPPER.readTree(session.current().seatView(need.asInt()));
                JsonNode command = this.moves.apply(view, random);
                if (command != null) {
                    Outcome outcome = session.act(need.asInt(), view.get("version").asLong(), command).get(10, TimeUnit.SECONDS);
                    assertThat(outcome.accepted()).as("%s: %s", command, outcome.message()).isTrue();
                    made++;
                    if (done.test(made, command)) {
                        return made;
                    }
                    break;
                }
            }
        }
        return made;
    }

    /** The type of the newest event in the public view. */
    static String lastEvent(TableSession<?, ?, ?, ?> session) throws Exception {
        return Json.MAPPER.readTree(session.current().publicView()).at("/lastEvents/0/type").asText();
    }

    /** The public view and every player's seat view, without what changes from run to run (seq, resumedAt). */
    List<JsonNode> views(TableSession<?, ?, ?, ?> session) throws Exception {
        List<JsonNode> views = new ArrayList<>();
        views.add(TestHub.stable(session.current().publicView()));
        for (int seat = 0; seat < setup.names().size(); seat++) {
            views.add(TestHub.stable(session.current().seatView(seat)));
        }
        return views;
    }
}
