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
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.kontor.hub.games.SavedGames;
import org.kontor.hub.journal.DataFolder;
import org.kontor.hub.journal.Journal;
import org.kontor.web.GameSetup;
import org.kontor.web.ElasundMoves;
import org.kontor.web.Json;
import org.kontor.web.TableGames;
import org.kontor.web.elasund.ElasundTable;
import org.kontor.web.session.Outcome;
import org.kontor.web.session.TableSession;

/**
 * An Elasund table in the hub: every move goes to the SQLite journal, an undone roll too (with
 * the entropy that drew the deck, the church stack and the dice afresh), and a hub started again
 * is back at the same moment, seat views and all, and plays on; a board file changed since is refused.
 */
class ElasundResumeTest {

    private static final long SEED = 20261126L;

    private static DemoTable start(Journal journal, Long resume) {
        return DemoTable.start(id -> TableGames.table(id, List.of()), "elasund", journal, resume, SavedGames::bundledBoardHash,
                new SplittableRandom(SEED)::nextLong, DemoTable.Serving.of(0, "localhost", Duration.ZERO));
    }

    private static List<JsonNode> views(TableSession<?, ?, ?, ?> session) throws Exception {
        List<JsonNode> views = new ArrayList<>();
        views.add(TestHub.stable(session.current().publicView()));
        for (int seat = 0; seat < 3; seat++) {
            views.add(TestHub.stable(session.current().seatView(seat)));
        }
        return views;
    }

    /** Random legal moves, each from the acting seat's own view; stops after the first roll past the tenth move if {@code untilRoll}. */
    private static int play(TableSession<?, ?, ?, ?> session, int moves, Random random, boolean untilRoll) throws Exception {
        int made = 0;
        for (int i = 0; i < moves; i++) {
            JsonNode pub = Json.MAPPER.readTree(session.current().publicView());
            for (JsonNode need : pub.get("needs")) {
                JsonNode view = Json.MAPPER.readTree(session.current().seatView(need.asInt()));
                JsonNode command = ElasundMoves.choose(view, random);
                if (command != null) {
                    Outcome outcome = session.act(need.asInt(), view.get("version").asLong(), command).get(10, TimeUnit.SECONDS);
                    assertThat(outcome.accepted()).as("%s: %s", command, outcome.message()).isTrue();
                    made++;
                    if (untilRoll && made > 10 && command.get("type").asText().equals("roll")) {
                        return made;
                    }
                    break;
                }
            }
        }
        return made;
    }

    @Test
    void an_elasund_game_with_an_undone_roll_survives_a_restart(@TempDir Path data) throws Exception {
        System.out.println("seed " + SEED);
        List<JsonNode> before;
        long id;
        int moves;
        try (DataFolder folder = DataFolder.open(data); Journal journal = Journal.open(folder)) {
            DemoTable table = start(journal, null);
            try {
                TableSession<?, ?, ?, ?> session = table.dashboard().session();
                assertThat(session.game()).isInstanceOf(ElasundTable.class);
                GameSetup setup = new GameSetup("elasund", List.of("Ana", "Ben", "Cai"), Map.of("victory", "at-once"),
                        GameSetup.DiceSource.VIRTUAL);
                assertThat(session.start(setup).get(10, TimeUnit.SECONDS).accepted()).isTrue();
                Random random = new Random(SEED);
                moves = play(session, 200, random, true);
                assertThat(Json.MAPPER.readTree(session.current().publicView()).at("/lastEvents/0/type").asText())
                        .as("the dice were rolled").isEqualTo("rolled");
                assertThat(session.undo(true).get(10, TimeUnit.SECONDS).accepted()).isTrue();
                moves = moves - 1 + play(session, 30, random, false);
                before = views(session);
                id = journal.games().get(0).id();
            } finally {
                table.stop();
            }
            assertThat(journal.game(id).orElseThrow().game()).isEqualTo("elasund");
            assertThat(journal.game(id).orElseThrow().boardHash()).as("the board file's hash, kept to check it on resume")
                    .isNotNull().isEqualTo(SavedGames.bundledBoardHash("elasund"));
            assertThat(journal.game(id).orElseThrow().moves()).isEqualTo(moves);
        }
        // Started again as Elasund's table: the unfinished game comes back by itself, at the same moment, and play goes on.
        try (DataFolder folder = DataFolder.open(data); Journal journal = Journal.open(folder)) {
            DemoTable table = start(journal, null);
            try {
                assertThat(table.resumed()).isEqualTo("game " + id + " resumed at move " + moves);
                assertThat(views(table.dashboard().session())).isEqualTo(before);
                assertThat(play(table.dashboard().session(), 5, new Random(SEED + 1), false)).isEqualTo(5);
                assertThat(journal.game(id).orElseThrow().moves()).isEqualTo(moves + 5);
            } finally {
                table.stop();
            }
        }
        // A board file that changed since the game began is refused with a sentence, as a hex board is.
        try (DataFolder folder = DataFolder.open(data); Journal journal = Journal.open(folder)) {
            assertThatThrownBy(() -> DemoTable.start(game -> TableGames.table(game, List.of()), "elasund", journal, id,
                    board -> "a hash of another board", new SplittableRandom(SEED)::nextLong,
                    DemoTable.Serving.of(0, "localhost", Duration.ZERO)))
                    .isInstanceOf(TableSession.CannotResume.class)
                    .hasMessageContaining("The board file of \"elasund\" has changed since game " + id);
        }
    }
}
