package org.kontor.hub;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.kontor.hub.journal.Journal;
import org.kontor.table.Json;
import org.kontor.table.session.Outcome;
import org.kontor.table.session.TableSession;
import picocli.CommandLine;

/** Undo with fresh chance, and {@code kontor games} export → {@code kontor play} → import, both ways. */
class SavedGamesTest {

    record Run(int exit, String out, String err) {}

    static Run kontor(String... args) {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        CommandLine cli = new CommandLine(new Main());
        cli.setOut(new PrintWriter(out));
        cli.setErr(new PrintWriter(err));
        int exit = cli.execute(args);
        return new Run(exit, out.toString(), err.toString());
    }

    private static JsonNode lastRoll(TestHub hub) throws Exception {
        JsonNode events = Json.MAPPER.readTree(hub.session().current().publicView()).get("lastEvents");
        for (JsonNode event : events) {
            if (event.path("type").asText().equals("dice-rolled")) {
                return event;
            }
        }
        throw new AssertionError("no roll in " + events);
    }

    private static void roll(TestHub hub) throws Exception {
        long version = hub.session().current().version();
        Outcome outcome = hub.session().act(0, version, Json.MAPPER.readTree("{\"type\":\"roll\"}")).get(10, TimeUnit.SECONDS);
        assertThat(outcome.accepted()).as(outcome.message()).isTrue();
    }

    @Test
    void after_an_undo_the_dice_are_rolled_afresh_and_a_replay_of_the_journal_keeps_them(@TempDir Path dir) throws Exception {
        int differs = 0;
        for (long seed : new long[] {11, 12, 13, 14}) {
            System.out.println("seed " + seed);
            Path data = dir.resolve("seed-" + seed);
            JsonNode afterUndo;
            try (TestHub hub = TestHub.start(data, seed)) {
                hub.startGame();
                roll(hub);
                JsonNode first = lastRoll(hub);
                assertThat(hub.session().undo().get(10, TimeUnit.SECONDS).accepted()).isTrue();
                roll(hub);
                JsonNode second = lastRoll(hub);
                if (!first.equals(second)) {
                    differs++;
                }
                afterUndo = TestHub.stable(hub.session().current().publicView());
            }
            try (TestHub hub = TestHub.start(data, seed + 100)) {
                assertThat(TestHub.stable(hub.session().current().publicView())).as("replayed from the journal").isEqualTo(afterUndo);
            }
        }
        assertThat(differs).as("undo then roll gives another roll for at least one seed").isGreaterThan(0);
    }

    @ParameterizedTest
    @ValueSource(longs = {77, 78})
    void an_exported_game_plays_with_kontor_play_to_the_same_final_state(long seed, @TempDir Path dir) throws Exception {
        System.out.println("seed " + seed);
        Path data = dir.resolve("data");
        JsonNode table;
        try (TestHub hub = TestHub.start(data, seed)) {
            hub.startGame();
            hub.play(60, new Random(seed));
            assertThat(hub.session().undo().get(10, TimeUnit.SECONDS).accepted()).isTrue();
            hub.play(20, new Random(seed + 1));
            table = Json.MAPPER.readTree(hub.session().current().publicView()).get("game");
        }
        Run export = kontor("games", "export", "1", "--data", data.toString());
        assertThat(export.exit()).as(export.err()).isZero();
        assertThat(export.out()).startsWith("{\"setup\":{\"game\":\"merchants\",\"board\":\"europe-short\"")
                .contains("{\"fresh\":");
        Path file = dir.resolve("game.jsonl");
        Files.writeString(file, export.out());
        Run play = kontor("play", "--state", "public", file.toString());
        assertThat(play.exit()).as(play.err()).isZero();
        List<String> lines = play.out().lines().toList();
        assertThat(lines.get(0)).isEqualTo(export.out().lines().findFirst().orElseThrow());
        JsonNode replayed = Json.MAPPER.readTree(lines.get(lines.size() - 1)).get("publicView");
        assertThat(replayed).isEqualTo(table);

        Path other = dir.resolve("other");
        Run imported = kontor("games", "import", file.toString(), "--data", other.toString());
        assertThat(imported.exit()).as(imported.err()).isZero();
        assertThat(imported.out()).startsWith("Imported as game 1: 79 moves");
        try (TestHub hub = TestHub.start(other, seed)) {
            assertThat(Json.MAPPER.readTree(hub.session().current().publicView()).get("game")).isEqualTo(table);
        }
        Run list = kontor("games", "list", "--data", other.toString());
        assertThat(list.out()).contains("europe-short").contains("Ana,Ben,Cai,Dee").contains("   79 ");
        Run show = kontor("games", "show", "1", "--data", other.toString());
        assertThat(show.out()).contains("Moves:     79 (with fresh chance after an undo)");
    }

    @Test
    void an_import_with_a_damaged_line_is_refused_with_its_number_and_stores_nothing(@TempDir Path dir) throws Exception {
        Path data = dir.resolve("data");
        try (TestHub hub = TestHub.start(data, 5)) {
            hub.startGame();
            hub.play(30, new Random(5));
        }
        List<String> lines = new ArrayList<>(kontor("games", "export", "1", "--data", data.toString()).out().lines().toList());
        lines.set(11, lines.get(11).replace("\"seat\":", "\"seat\":7,\"x\":"));
        Path bad = dir.resolve("bad.jsonl");
        Files.write(bad, lines, StandardCharsets.UTF_8);
        Path other = dir.resolve("other");
        Run run = kontor("games", "import", bad.toString(), "--data", other.toString());
        assertThat(run.exit()).isEqualTo(1);
        assertThat(run.err()).startsWith("bad.jsonl line 12 ");
        assertThat(Files.exists(other.resolve(Journal.FILE))).as("nothing stored").isFalse();

        List<String> refused = new ArrayList<>(lines);
        refused.set(11, lines.get(12));   // a move out of order: the rules refuse it
        Files.write(bad, refused, StandardCharsets.UTF_8);
        Run again = kontor("games", "import", bad.toString(), "--data", data.toString());
        assertThat(again.exit()).isEqualTo(1);
        assertThat(again.err()).startsWith("bad.jsonl line 12 is refused by the rules");
        assertThat(kontor("games", "list", "--data", data.toString()).out().lines().count()).as("still one game").isEqualTo(2);
    }

    /** Issue 40: where each command came from is journaled, and {@code games show} prints the share. */
    @Test
    void games_show_prints_where_the_moves_came_from(@TempDir Path dir) throws Exception {
        Path data = dir.resolve("data");
        try (TestHub hub = TestHub.start(data, 21)) {
            hub.startGame();
            roll(hub);   // a phone
            submitEndTurn(hub.session(), TableSession.Source.BUTTON);
        }
        Run show = kontor("games", "show", "1", "--data", data.toString());
        assertThat(show.out()).contains("From:      button 1 (50.0 %), phone 1 (50.0 %)");
    }

    @SuppressWarnings("unchecked")
    private static <C> void submitEndTurn(TableSession<?, C, ?, ?> session, TableSession.Source source) throws Exception {
        long version = session.current().version();
        C command = session.game().parseCommand(Json.MAPPER.readTree("{\"type\":\"end-turn\"}"));
        Outcome outcome = session.submit(0, version, command, source).get(10, TimeUnit.SECONDS);
        assertThat(outcome.accepted()).as(outcome.message()).isTrue();
    }

    @Test
    void a_deleted_game_is_gone(@TempDir Path dir) throws Exception {
        try (TestHub hub = TestHub.start(dir, 5)) {
            hub.startGame();
            hub.play(3, new Random(5));
        }
        assertThat(kontor("games", "delete", "1", "--data", dir.toString()).out()).isEqualTo("Game 1 deleted.\n");
        assertThat(kontor("games", "list", "--data", dir.toString()).out()).startsWith("No saved games");
        Run missing = kontor("games", "show", "1", "--data", dir.toString());
        assertThat(missing.exit()).isEqualTo(1);
        assertThat(missing.err()).contains("There is no saved game 1");
    }
}
