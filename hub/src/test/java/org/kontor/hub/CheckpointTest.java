package org.kontor.hub;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import ch.qos.logback.classic.Logger;
import ch.qos.logback.classic.spi.ILoggingEvent;
import ch.qos.logback.core.read.ListAppender;
import com.fasterxml.jackson.databind.JsonNode;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.PreparedStatement;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.kontor.engine.GameState;
import org.kontor.engine.Result;
import org.kontor.hub.games.SavedGames;
import org.kontor.hub.journal.Journal;
import org.kontor.table.Json;
import org.kontor.table.TableGame;
import org.kontor.table.merchants.MerchantsTable;
import org.kontor.table.session.TableSession;
import org.slf4j.LoggerFactory;

/**
 * A resume starts from the newest checkpoint that leaves the log's moves to replay, and shows
 * and plays exactly what the whole replay does; a checkpoint that does not check (damaged, of an
 * older format, a state the game cannot read) is passed over with a log line, and the whole game
 * is replayed. One game of 110 moves is played once; each test works on a copy of its folder.
 */
class CheckpointTest {

    private static final long SEED = 20_261_129L;
    private static final int MOVES = 110;

    @TempDir
    static Path played;
    private static int moves;
    private static List<JsonNode> before;

    @BeforeAll
    static void playAGameAndStop() throws Exception {
        System.out.println("seed " + SEED);
        try (TestHub hub = TestHub.start(played, SEED)) {
            hub.startGame();
            moves = hub.play(MOVES, new Random(SEED));
            before = views(hub);
        }
        assertThat(moves).isEqualTo(MOVES);
    }

    @Test
    void a_resume_starts_from_the_newest_checkpoint_and_plays_on_as_the_whole_replay_does(@TempDir Path copies) throws Exception {
        Path fromCheckpoint = copy(copies.resolve("checkpoint"));
        Path replayed = copy(copies.resolve("replayed"));
        sql(replayed, "DELETE FROM checkpoints");

        try (Journal journal = Journal.openToRead(fromCheckpoint)) {
            Journal.GameInfo info = journal.games().get(0);
            List<Journal.Checkpoint> stored = journal.checkpoints(info.id());
            assertThat(stored).extracting(Journal.Checkpoint::moves).as("every 50 moves").containsExactly(100, 50);
            for (Journal.Checkpoint checkpoint : stored) {
                assertTheWholeReplayReaches(new MerchantsTable(), info, journal.entries(info.id()), checkpoint);
            }
        }
        List<JsonNode> after = new ArrayList<>();
        for (Path data : List.of(fromCheckpoint, replayed)) {
            try (TestHub hub = TestHub.start(data, SEED + 1)) {
                assertThat(hub.session().resumedFrom()).as("the checkpoint that leaves 60 moves to replay, or none")
                        .isEqualTo(data == fromCheckpoint ? 50 : -1);
                assertThat(hub.table.resumed()).endsWith("resumed at move " + MOVES);
                assertThat(views(hub)).as("the log, the histogram, every seat's hand and legal actions").isEqualTo(before);
                assertThat(hub.play(10, new Random(SEED + 2))).isEqualTo(10);    // the same dice and cards follow
                after.add(Json.MAPPER.valueToTree(views(hub)));
                // The host ends it: the summary counts every move's events, the 50 not replayed at the start too.
                assertThat(hub.session().end().get(30, TimeUnit.SECONDS).accepted()).isTrue();
                JsonNode ended = TestHub.stable(hub.session().current().publicView());
                assertThat(ended.at("/summary/moves").asInt()).isEqualTo(MOVES + 10);
                after.add(ended);
            }
        }
        assertThat(after.get(0)).as("10 moves later").isEqualTo(after.get(2));
        assertThat(after.get(1)).as("the end's summary").isEqualTo(after.get(3));
    }

    @Test
    void a_damaged_checkpoint_is_passed_over_with_a_log_line_and_the_game_replayed(@TempDir Path copies) throws Exception {
        Path data = copy(copies);
        sql(data, "UPDATE checkpoints SET state = replace(state, '\"version\":', '\"version\": 1 +')");
        assertResumedByTheWholeReplay(data, SavedGames.class, "its digest does not match");
    }

    @Test
    void a_checkpoint_of_an_older_format_is_passed_over_and_the_game_replayed(@TempDir Path copies) throws Exception {
        Path data = copy(copies);
        sql(data, "UPDATE checkpoints SET format = 0");
        assertResumedByTheWholeReplay(data, SavedGames.class, "written in format 0, this Kontor reads format 1");
    }

    @Test
    void a_checkpoint_whose_state_the_game_cannot_read_is_passed_over_and_the_game_replayed(@TempDir Path copies)
            throws Exception {
        Path data = copy(copies);
        String state = "{\"version\": \"many\"}";
        try (Journal journal = Journal.open(data.resolve(Journal.FILE), false, Journal.VERSION)) {
            long game = journal.games().get(0).id();
            List<Journal.Entry> entries = journal.entries(game);
            for (Journal.Checkpoint c : journal.checkpoints(game)) {   // a digest that checks: only the game can refuse it
                try (PreparedStatement update = journal.connection().prepareStatement(
                        "UPDATE checkpoints SET state = ?, digest = ? WHERE game_id = ? AND n = ?")) {
                    update.setString(1, state);
                    update.setString(2, Journal.Checkpoint.digest(game, c.n(), c.format(), c.moves(), state, c.rolls(), entries));
                    update.setLong(3, game);
                    update.setInt(4, c.n());
                    update.executeUpdate();
                }
            }
        }
        assertResumedByTheWholeReplay(data, TableSession.class, "The checkpoint after move 50 is not used (");
    }

    @Test
    void an_undo_takes_the_checkpoint_after_the_undone_move_away(@TempDir Path copies) throws Exception {
        Path data = copy(copies);
        JsonNode undone;
        try (TestHub hub = TestHub.start(data, SEED + 3)) {
            for (int i = 0; i < MOVES - 99; i++) {                // back to move 99: move 100 and its checkpoint go
                assertThat(hub.session().undo(true).get(10, TimeUnit.SECONDS).accepted()).isTrue();
            }
            undone = TestHub.stable(hub.session().current().publicView()).get("game");   // not the note of the undo
        }
        try (Journal journal = Journal.openToRead(data)) {
            long game = journal.games().get(0).id();
            assertThat(journal.checkpoints(game)).extracting(Journal.Checkpoint::moves).containsExactly(50);
        }
        try (TestHub hub = TestHub.start(data, SEED + 5)) {
            assertThat(hub.table.resumed()).endsWith("resumed at move 99");
            assertThat(TestHub.stable(hub.session().current().publicView()).get("game")).isEqualTo(undone);
        }
    }

    @Test
    void a_resume_reads_only_the_commands_after_its_checkpoint() throws Exception {
        try (Journal journal = Journal.openToRead(played)) {
            Journal.GameInfo info = journal.games().get(0);
            List<Journal.Entry> entries = new ArrayList<>(journal.entries(info.id()));
            List<Journal.Checkpoint> stored = journal.checkpoints(info.id());
            Journal.Checkpoint at50 = stored.get(1);
            // Move 10's text made unreadable, the checkpoint's digest made again over it: only reading it can fail.
            Journal.Entry tenth = entries.get(9);
            entries.set(9, new Journal.Entry(10, tenth.seat(), tenth.version(), "{not json", 0, tenth.digest()));
            Journal.Checkpoint over = new Journal.Checkpoint(info.id(), at50.n(), at50.format(), at50.moves(), at50.state(),
                    at50.rolls(), Journal.Checkpoint.digest(info.id(), at50.n(), at50.format(), at50.moves(), at50.state(),
                            at50.rolls(), entries));
            MerchantsTable game = new MerchantsTable();

            TableSession.Saved<?> saved = SavedGames.saved(info, entries, List.of(stored.get(0), over), game, board -> null);
            assertThat(saved.checkpoint().moves()).as("move 100 leaves too few to replay").isEqualTo(50);
            assertThat(saved.entries().subList(0, 50)).allMatch(e -> e instanceof TableSession.Entry.Unread<?>);
            assertThat(saved.entries().subList(50, MOVES)).allMatch(e -> e instanceof TableSession.Entry.Move<?>);

            assertThatThrownBy(() -> SavedGames.saved(info, entries, List.of(), game, board -> null))
                    .as("no checkpoint: every command is read").isInstanceOf(TableSession.CannotResume.class)
                    .hasMessageStartingWith("Move 10 of game " + info.id() + " cannot be read");
        }
    }

    @Test
    void an_undo_after_a_resume_from_a_checkpoint_reads_and_replays_the_moves_it_did_not(@TempDir Path copies) throws Exception {
        Path fromCheckpoint = copy(copies.resolve("checkpoint"));
        Path replayed = copy(copies.resolve("replayed"));
        sql(replayed, "DELETE FROM checkpoints");
        List<JsonNode> undone = new ArrayList<>();
        for (Path data : List.of(fromCheckpoint, replayed)) {
            try (TestHub hub = TestHub.start(data, SEED + 7)) {
                assertThat(hub.session().resumedFrom()).isEqualTo(data == fromCheckpoint ? 50 : -1);
                // An undo replays the game from its setup: the 50 moves left unread at the start too.
                assertThat(hub.session().undo(true).get(10, TimeUnit.SECONDS).accepted()).isTrue();
                undone.add(TestHub.stable(hub.session().current().publicView()).get("game"));
            }
        }
        assertThat(undone.get(0)).as("move 109 again, fresh chance drawn: from the checkpoint's resume and the whole replay's")
                .isEqualTo(undone.get(1));
    }

    /** The game starts from its setup and replays every move when the checkpoints are not used; the log says why. */
    private static void assertResumedByTheWholeReplay(Path data, Class<?> logger, String why) throws Exception {
        Logger log = (Logger) LoggerFactory.getLogger(logger);
        ListAppender<ILoggingEvent> lines = new ListAppender<>();
        lines.start();
        log.addAppender(lines);
        try (TestHub hub = TestHub.start(data, SEED + 1)) {
            assertThat(hub.session().resumedFrom()).isEqualTo(-1);
            assertThat(views(hub)).isEqualTo(before);
        } finally {
            log.detachAppender(lines);
        }
        assertThat(lines.list).extracting(ILoggingEvent::getFormattedMessage).anyMatch(line -> line.contains(why));
    }

    /** The proof: the game replayed with the rules from its setup to the checkpoint's entry is the checkpoint's state. */
    private static <S extends GameState, C> void assertTheWholeReplayReaches(TableGame<S, C, ?, ?> game, Journal.GameInfo info,
                                                                           List<Journal.Entry> entries,
                                                                           Journal.Checkpoint checkpoint) throws Exception {
        S state = game.setup(SavedGames.setup(info).setup(), info.seed());
        for (Journal.Entry entry : entries.subList(0, checkpoint.n())) {
            if (entry.isMove()) {
                C command = game.parseCommand(Json.MAPPER.readTree(entry.command()));
                Result<S, ?> result = game.rules().apply(state, entry.seat(), entry.version(), command);
                state = ((Result.Accepted<S, ?>) result).state();
            } else {
                state = game.rules().freshChance(state, entry.entropy());
            }
        }
        assertThat(Json.write(game.writePosition(state))).as("after move %d", checkpoint.moves()).isEqualTo(checkpoint.state());
    }

    private static List<JsonNode> views(TestHub hub) throws Exception {
        List<JsonNode> views = new ArrayList<>();
        views.add(TestHub.stable(hub.session().current().publicView()));
        for (int seat = 0; seat < 4; seat++) {
            views.add(TestHub.stable(hub.session().current().seatView(seat)));
        }
        return views;
    }

    private static Path copy(Path to) throws Exception {
        Files.createDirectories(to);
        for (String file : List.of(Journal.FILE, "games.acknowledged")) {
            Files.copy(played.resolve(file), to.resolve(file));
        }
        return to;
    }

    private static void sql(Path data, String sql) throws Exception {
        try (Journal journal = Journal.open(data.resolve(Journal.FILE), false, Journal.VERSION);
             Statement s = journal.connection().createStatement()) {
            assertThat(s.executeUpdate(sql)).as(sql).isPositive();
        }
    }
}
