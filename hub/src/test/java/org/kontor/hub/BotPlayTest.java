package org.kontor.hub;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.kontor.hub.BoardCommandTest.Run;
import org.kontor.table.Json;

/** kontor play --bot: seats the hub's bots play, the script holding only the others' lines. */
class BotPlayTest {

    @Test
    void four_bots_play_a_whole_game_from_an_empty_script(@TempDir Path dir) throws Exception {
        Path script = Files.writeString(dir.resolve("bots.jsonl"), "# every seat is a bot\n");
        Run run = PlayCommandTest.play("--game", "catan", "--players", "4", "--seed", "7", "--state", "public",
                "--bot", "0:easy", "--bot", "1:easy", "--bot", "2:normal", "--bot", "3:random", script.toString());
        assertThat(run.exit()).as(run.err()).isZero();
        List<String> lines = run.out().lines().toList();
        assertThat(lines.stream().filter(l -> l.startsWith("{\"bot\":"))).as("the bots' moves, one line each").hasSizeGreaterThan(100);
        JsonNode end = Json.MAPPER.readTree(lines.get(lines.size() - 1));
        assertThat(end.path("publicView").path("winner").isInt()).as("the game was won: %s", end.path("publicView")).isTrue();
        Run again = PlayCommandTest.play("--game", "catan", "--players", "4", "--seed", "7", "--state", "public",
                "--bot", "0:easy", "--bot", "1:easy", "--bot", "2:normal", "--bot", "3:random", script.toString());
        assertThat(again.out()).as("the same seed plays the same game").isEqualTo(run.out());
    }

    @Test
    void a_bot_plays_its_own_seat_only_and_leaves_the_next_seat_to_the_script(@TempDir Path dir) throws Exception {
        Path script = Files.writeString(dir.resolve("seat0.jsonl"), "");
        Run run = PlayCommandTest.play("--game", "catan", "--players", "3", "--state", "none", "--bot", "0:strong", script.toString());
        assertThat(run.exit()).as(run.err()).isZero();
        List<String> bots = run.out().lines().filter(l -> l.startsWith("{\"bot\":")).toList();
        assertThat(bots).hasSize(2);
        assertThat(bots.get(0)).contains("\"seat\":0").contains("\"type\":\"place-settlement\"");
        assertThat(bots.get(1)).contains("\"seat\":0").contains("\"type\":\"place-road\"");
    }

    @Test
    void a_seat_or_level_the_game_lacks_is_refused_by_name(@TempDir Path dir) throws Exception {
        Path script = Files.writeString(dir.resolve("empty.jsonl"), "");
        Run level = PlayCommandTest.play("--game", "hansa", "--bot", "1:genius", script.toString());
        assertThat(level.exit()).isEqualTo(1);
        assertThat(level.err()).contains("--bot 1:genius: There is no bot level \"genius\"; the levels are random, easy, normal, strong.");
        Run seat = PlayCommandTest.play("--game", "catan", "--players", "4", "--bot", "4", script.toString());
        assertThat(seat.err()).contains("--bot 4: this game has seats 0 to 3.");
        Run written = PlayCommandTest.play("--game", "catan", "--bot", "two", script.toString());
        assertThat(written.err()).contains("--bot two: write SEAT or SEAT:LEVEL");
        Run twice = PlayCommandTest.play("--game", "catan", "--bot", "1", "--bot", "1:strong", script.toString());
        assertThat(twice.err()).contains("seat 1 is given a bot twice");
        Run toy = PlayCommandTest.play("--game", "toy", "--players", "2", "--bot", "0", script.toString());
        assertThat(toy.exit()).isEqualTo(1);
        assertThat(toy.err()).contains("has no normal bot.");
    }
}
