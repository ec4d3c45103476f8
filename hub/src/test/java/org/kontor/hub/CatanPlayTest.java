package org.kontor.hub;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.kontor.hub.BoardCommandTest.Run;

/** {@code kontor play --game catan} through picocli, as a user runs it. */
class CatanPlayTest {

    @Test
    void a_scripted_beginner_game_sets_up_in_snake_order_and_pays_the_starting_resources_and_a_roll() throws Exception {
        Run run = PlayCommandTest.play("--game", "catan", "--players", "4",
                PlayCommandTest.SCRIPTS.resolve("catan-beginner-setup.jsonl").toString());
        assertThat(run.err()).isEmpty();
        assertThat(run.exit()).isZero();
        List<JsonNode> lines = PlayCommandTest.lines(run.out());
        JsonNode setup = PlayCommandTest.only(lines, "setup");
        assertThat(setup.get("game").asText()).isEqualTo("catan");
        assertThat(setup.get("board").asText()).isEqualTo("catan-beginner");
        assertThat(setup.get("options").get("layout").asText()).isEqualTo("BEGINNER");
        JsonNode roll = PlayCommandTest.line(lines, 20);
        assertThat(roll.toString()).contains("\"produced\"");
        assertThat(PlayCommandTest.line(lines, 22).get("refused").get("kind").asText()).isEqualTo("NOT_YOUR_TURN");
        JsonNode table = PlayCommandTest.only(lines, "publicView");
        assertThat(table.get("activeSeat").asInt()).isEqualTo(1);
        assertThat(table.get("phase").asText()).isEqualTo("BEFORE_ROLL");
        assertThat(table.get("settlements")).hasSize(8);
        assertThat(table.get("roads")).hasSize(8);
        List<JsonNode> seats = lines.stream().filter(n -> n.has("seatView")).map(n -> n.get("seatView")).toList();
        assertThat(seats).hasSize(4);
        JsonNode orange = seats.get(3).get("hand");
        assertThat(List.of(orange.path("brick").asInt(), orange.get("lumber").asInt(), orange.get("wool").asInt(),
                orange.get("grain").asInt(), orange.get("ore").asInt())).containsExactly(0, 2, 0, 1, 0);
        JsonNode red = seats.get(0).get("hand");
        assertThat(List.of(red.path("brick").asInt(), red.get("lumber").asInt(), red.get("wool").asInt(),
                red.get("grain").asInt(), red.get("ore").asInt())).containsExactly(1, 0, 1, 0, 1);
        assertThat(seats.get(2).get("hand").get("grain").asInt()).isEqualTo(1);
    }

    @Test
    void a_refused_catan_command_names_the_line_and_the_rule_and_exits_2() throws Exception {
        java.nio.file.Path script = java.nio.file.Files.createTempFile("catan", ".jsonl");
        java.nio.file.Files.writeString(script, "{\"seat\": 1, \"command\": {\"type\": \"place-settlement\", \"intersection\": 12}}\n");
        Run run = PlayCommandTest.play("--game", "catan", "--players", "3", script.toString());
        assertThat(run.exit()).isEqualTo(PlayCommand.REFUSED);
        assertThat(run.err()).contains("line 1: seat 1").contains("NOT_YOUR_TURN").contains("Blue's turn to place");
        java.nio.file.Files.delete(script);
    }

    @Test
    void an_unknown_catan_option_or_layout_is_a_clear_error() throws Exception {
        String script = PlayCommandTest.SCRIPTS.resolve("catan-beginner-setup.jsonl").toString();
        Run option = PlayCommandTest.play("--game", "catan", "--option", "goldRush=on", script);
        assertThat(option.exit()).isEqualTo(1);
        assertThat(option.err()).contains("--option goldRush: there is no rule option \"goldRush\" in this game");
        assertThat(option.out()).isEmpty();
        Run layout = PlayCommandTest.play("--game", "catan", "--setup", "fixed", script);
        assertThat(layout.exit()).isEqualTo(1);
        assertThat(layout.err()).contains("--setup takes beginner, variable-spiral, variable-no-adjacent-red, not fixed");
    }

    @Test
    void a_variable_island_with_house_rules_plays_the_same_script_from_the_same_seed() throws Exception {
        String script = PlayCommandTest.SCRIPTS.resolve("catan-beginner-setup.jsonl").toString();
        Run first = PlayCommandTest.play("--game", "catan", "--setup", "variable-spiral", "--seed", "5", "--option", "shortage=strict",
                "--option", "robberToDesert=off", "--keep-going", script);
        Run again = PlayCommandTest.play("--game", "catan", "--setup", "variable-spiral", "--seed", "5", "--option", "shortage=strict",
                "--option", "robberToDesert=off", "--keep-going", script);
        assertThat(first.out()).isEqualTo(again.out());
        JsonNode setup = PlayCommandTest.only(PlayCommandTest.lines(first.out()), "setup");
        assertThat(setup.get("options").get("layout").asText()).isEqualTo("VARIABLE_SPIRAL");
        assertThat(setup.get("options").get("shortage").asText()).isEqualTo("STRICT");
        assertThat(setup.get("options").get("robberToDesert").asText()).isEqualTo("off");
    }

    @Test
    void the_setup_line_it_prints_sets_the_same_game_up_again(@TempDir Path dir) throws Exception {
        PlayCommandTest.playsBackFromItsSetupLine(dir, PlayCommandTest.SCRIPTS.resolve("catan-beginner-setup.jsonl").toString(),
                "--game", "catan", "--setup", "variable-spiral", "--seed", "5", "--names", "Ana,Ben,Cai,Di", "--option", "shortage=strict",
                "--option", "robberToDesert=off", "--keep-going");
    }

    @Test
    void a_game_on_a_board_file_plays_back_and_imports_with_that_file(@TempDir Path dir) throws Exception {
        Path board = dir.resolve("our-island.json");
        Files.writeString(board, DeckAndBoardOptionsTest.resource("/boards/catan-beginner.json")
                .replaceFirst("\"id\"\\s*:\\s*\"catan-beginner\"", "\"id\": \"our-island\""));
        String script = PlayCommandTest.SCRIPTS.resolve("catan-beginner-setup.jsonl").toString();
        Run first = PlayCommandTest.play("--game", "catan", "--board", board.toString(), "--state", "all", script);
        assertThat(first.exit()).as(first.err()).isZero();
        assertThat(PlayCommandTest.only(PlayCommandTest.lines(first.out()), "setup").get("board").asText()).isEqualTo("our-island");
        Path again = dir.resolve("catan-beginner-setup.jsonl");
        Files.writeString(again, first.out().lines().findFirst().orElseThrow() + "\n" + Files.readString(Path.of(script)));

        Run without = PlayCommandTest.play("--state", "all", again.toString());
        assertThat(without.exit()).isNotZero();
        assertThat(without.out()).isEmpty();
        assertThat(without.err()).contains("line 1").contains("\"our-island\"").contains("--board FILE");

        Run missing = PlayCommandTest.play("--board", dir.resolve("our-isle.json").toString(), again.toString());
        assertThat(missing.exit()).isNotZero();
        assertThat(missing.err()).contains("our-isle.json").contains("no such file");

        Run with = PlayCommandTest.play("--board", board.toString(), "--state", "all", again.toString());
        assertThat(with.exit()).as(with.err()).isZero();
        assertThat(with.out().replaceAll("\"line\":\\d+,", "")).isEqualTo(first.out().replaceAll("\"line\":\\d+,", ""));

        Path merchantsBoard = dir.resolve("europe-short.json");
        Files.writeString(merchantsBoard, DeckAndBoardOptionsTest.resource("/boards/europe-short.json"));
        Run wrongGame = PlayCommandTest.play("--board", merchantsBoard.toString(), again.toString());
        assertThat(wrongGame.exit()).isNotZero();
        assertThat(wrongGame.err()).contains("europe-short (--board) is a board of merchants, and the setup line's game is catan");

        // Imported on a hub whose config lists the board file, as the hub that played it did: the
        // accepted commands, as an export has them.
        Path export = dir.resolve("export.jsonl");
        StringBuilder accepted = new StringBuilder(first.out().lines().findFirst().orElseThrow()).append('\n');
        for (JsonNode line : PlayCommandTest.lines(first.out())) {
            if (line.has("events")) {
                accepted.append("{\"seat\": ").append(line.get("seat")).append(", \"command\": ").append(line.get("command")).append("}\n");
            }
        }
        Files.writeString(export, accepted);
        Path config = dir.resolve("kontor.yaml");
        Files.writeString(config, "game:\n  boards:\n    - " + board + "\n");
        Run refused = BoardCommandTest.kontor("games", "import", export.toString(), "--data", dir.resolve("plain").toString());
        assertThat(refused.exit()).isNotZero();
        assertThat(refused.err()).contains("our-island");
        Run imported = BoardCommandTest.kontor("games", "import", export.toString(), "--data", dir.resolve("hub").toString(),
                "--config", config.toString());
        assertThat(imported.exit()).as(imported.err()).isZero();
        assertThat(imported.out()).contains("Imported as game");
    }

    /**
     * dispute-catan-seven: a position (White holds 9 cards, table dice) and Blue's 7. White owes
     * half of 9 rounded down, 4; the robber waits for the discard.
     */
    @Test
    void a_dispute_from_a_position_file_discards_half_rounded_down() throws Exception {
        Run run = PlayCommandTest.play("--state", "public", "--from", PlayCommandTest.SCRIPTS.resolve("dispute-catan-seven.json").toString(),
                PlayCommandTest.SCRIPTS.resolve("dispute-catan-seven.jsonl").toString());
        assertThat(run.err()).isEmpty();
        assertThat(run.exit()).isZero();
        List<JsonNode> lines = PlayCommandTest.lines(run.out());
        assertThat(PlayCommandTest.line(lines, 4).get("events").get(1).get("cardsToDiscard").get("2").asInt()).isEqualTo(4);
        assertThat(PlayCommandTest.line(lines, 6).at("/refused/kind").asText()).isEqualTo("NOT_AVAILABLE_NOW");
        assertThat(PlayCommandTest.only(lines, "publicView").get("players").get(2).get("resourceCards").asInt()).isEqualTo(5);
    }
}
