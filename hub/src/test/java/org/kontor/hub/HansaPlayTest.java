package org.kontor.hub;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.kontor.hub.BoardCommandTest.Run;

/** {@code kontor play --game hansa} through picocli, as a user runs it. */
class HansaPlayTest {

    private static final String SCRIPT = PlayCommandTest.SCRIPTS.resolve("hansa-first-turns.jsonl").toString();

    @Test
    void a_scripted_game_displaces_relocates_develops_an_ability_and_opens_offices() throws Exception {
        Run run = PlayCommandTest.play("--game", "hansa", "--players", "3", SCRIPT);
        assertThat(run.err()).isEmpty();
        assertThat(run.exit()).isZero();
        List<JsonNode> lines = PlayCommandTest.lines(run.out());
        JsonNode setup = PlayCommandTest.only(lines, "setup");
        assertThat(setup.get("game").asText()).isEqualTo("hansa");
        assertThat(setup.get("board").asText()).isEqualTo("hansa-3");
        assertThat(setup.get("options").get("tieBreak").asText()).isEqualTo("share");
        assertThat(setup.get("options").get("bank").asText()).isEqualTo("5");
        assertThat(PlayCommandTest.line(lines, 11).get("refused").get("kind").asText()).isEqualTo("NOT_YOUR_TURN");
        assertThat(PlayCommandTest.line(lines, 14).get("refused").get("message").asText()).contains("nearest routes");
        JsonNode table = PlayCommandTest.only(lines, "publicView");
        assertThat(table.get("activeSeat").asInt()).isEqualTo(2);
        JsonNode yellow = table.get("players").get(0);
        assertThat(yellow.get("values").get("privilege").asInt()).isEqualTo(2);
        JsonNode dortmund = table.get("cities").get(4);
        assertThat(dortmund.get("offices").get(0).get("seat").asInt()).isEqualTo(1);
        assertThat(dortmund.get("offices").get(0).get("piece").asText()).isEqualTo("MERCHANT");
        assertThat(table.get("cities").get(20).get("controller").asInt()).isEqualTo(2);
        assertThat(table.get("posts").get(69).get("seat").asInt()).isEqualTo(-1);
        List<JsonNode> seats = lines.stream().filter(n -> n.has("seatView")).toList();
        assertThat(seats).hasSize(3);
    }

    /** The section of docs/commands.md quotes the script and its output as they are. */
    @Test
    void the_documented_round_is_the_scripts_lines_and_what_play_prints() throws Exception {
        String doc = Files.readString(Path.of("../docs/commands.md"));
        String section = doc.substring(doc.indexOf("## Hansa Teutonica: a scripted first round"), doc.indexOf("## The position file"));
        List<String> script = Files.readAllLines(Path.of(SCRIPT));
        Run run = PlayCommandTest.play("--game", "hansa", "--players", "3", "--state", "none", SCRIPT);
        List<String> printed = run.out().lines().toList();
        int quoted = 0;
        for (String line : section.lines().toList()) {
            if (line.startsWith("{\"seat\"") || line.startsWith("# ")) {
                assertThat(script).as("a script line quoted in docs/commands.md").contains(line);
                quoted++;
            } else if (line.startsWith("{\"line\"")) {
                assertThat(printed).as("an output line quoted in docs/commands.md").contains(line);
                quoted++;
            }
        }
        assertThat(quoted).isGreaterThan(10);
    }

    @Test
    void a_refused_command_names_the_line_and_the_rule_and_exits_2() throws Exception {
        Path script = Files.createTempFile("hansa", ".jsonl");
        Files.writeString(script, "{\"seat\": 0, \"command\": {\"type\": \"establish\", \"route\": 19}}\n");
        Run run = PlayCommandTest.play("--game", "hansa", "--players", "4", script.toString());
        assertThat(run.exit()).isEqualTo(PlayCommand.REFUSED);
        assertThat(run.err()).contains("line 1: seat 0").contains("NOT_AVAILABLE_NOW").contains("every one of its");
        Files.delete(script);
    }

    @Test
    void two_players_an_unknown_option_or_a_wrong_side_is_a_clear_error() throws Exception {
        Run two = PlayCommandTest.play("--game", "hansa", "--players", "2", SCRIPT);
        assertThat(two.exit()).isEqualTo(1);
        assertThat(two.err()).contains("Hansa Teutonica is for 3 to 5 players, not 2");
        Run option = PlayCommandTest.play("--game", "hansa", "--players", "3", "--option", "goldRush=on", SCRIPT);
        assertThat(option.exit()).isEqualTo(1);
        assertThat(option.err()).contains("there is no rule option \"goldRush\"");
        Run side = PlayCommandTest.play("--game", "hansa", "--players", "5", "--board", "hansa-3", SCRIPT);
        assertThat(side.exit()).isEqualTo(1);
        assertThat(side.err()).contains("The 3 player side is for 3 players: with 5, choose the 4–5 player side.");
    }

    /** A setup line sets up the game it names (an export); one that cannot be used is refused with its line. */
    @Test
    void a_setup_line_sets_up_the_game_it_names_and_a_wrong_one_is_refused_by_its_line(@TempDir Path dir) throws Exception {
        String setup = "{\"setup\":{\"game\":\"hansa\",\"board\":\"hansa-3\",\"players\":3,\"names\":[\"Ana\",\"Ben\",\"Cai\"],"
                + "\"seed\":1,\"dice\":\"VIRTUAL\",\"deck\":\"none\",\"options\":{\"tieBreak\":\"big-box\"}}}";
        Path file = dir.resolve("game.jsonl");
        Files.writeString(file, "# a game downloaded from the table\n" + setup + "\n{\"fresh\": 42}\n");
        Run run = PlayCommandTest.play("--state", "public", file.toString());
        assertThat(run.exit()).as(run.err()).isZero();
        List<JsonNode> lines = PlayCommandTest.lines(run.out());
        assertThat(PlayCommandTest.only(lines, "setup").get("options").get("tieBreak").asText()).isEqualTo("big-box");
        assertThat(PlayCommandTest.only(lines, "publicView").get("players")).hasSize(3);

        Run other = PlayCommandTest.play("--game", "elasund", file.toString());
        assertThat(other.exit()).isEqualTo(1);
        assertThat(other.err()).contains("the setup line's game is \"hansa\", not elasund");
        Files.writeString(file, setup.replace("\"hansa\",\"board", "\"chess\",\"board") + "\n");
        Run chess = PlayCommandTest.play(file.toString());
        assertThat(chess.exit()).isEqualTo(1);
        assertThat(chess.err()).contains("game.jsonl line 1:").contains("chess").contains("hansa");
        Files.writeString(file, setup.replace("\"big-box\"", "\"coin-toss\"") + "\n");
        Run option = PlayCommandTest.play(file.toString());
        assertThat(option.exit()).isEqualTo(1);
        assertThat(option.err()).contains("game.jsonl line 1:").contains("tieBreak");
    }

    @Test
    void the_setup_line_it_prints_sets_the_same_game_up_again(@TempDir Path dir) throws Exception {
        PlayCommandTest.playsBackFromItsSetupLine(dir, SCRIPT, "--game", "hansa", "--players", "3", "--option", "bank=4", "--option", "tieBreak=big-box");
    }

    /**
     * dispute-hansa-actiones: a position where Yellow has developed Actiones once and used 2 of
     * its 3 actions: a third trader is placed, a fourth is refused.
     */
    @Test
    void a_dispute_from_a_position_file_counts_the_actions_of_the_actiones_level() throws Exception {
        Run run = PlayCommandTest.play("--state", "none", "--from",
                PlayCommandTest.SCRIPTS.resolve("dispute-hansa-actiones.json").toString(),
                PlayCommandTest.SCRIPTS.resolve("dispute-hansa-actiones.jsonl").toString());
        assertThat(run.err()).isEmpty();
        assertThat(run.exit()).isZero();
        List<JsonNode> lines = PlayCommandTest.lines(run.out());
        assertThat(PlayCommandTest.line(lines, 4).get("events").get(0).get("post").asInt()).isEqualTo(64);
        assertThat(PlayCommandTest.line(lines, 6).at("/refused/message").asText()).isEqualTo("You have no action left this turn; end the turn.");
    }
}
