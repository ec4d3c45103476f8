package org.kontor.hub;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.kontor.hub.BoardCommandTest.Run;

/** {@code kontor play --game elasund} through picocli, as a user runs it. */
class ElasundPlayTest {

    private static final String SCRIPT = PlayCommandTest.SCRIPTS.resolve("elasund-first-turns.jsonl").toString();

    @Test
    void a_scripted_game_places_permits_meets_the_pirates_and_builds_a_house() throws Exception {
        Run run = PlayCommandTest.play("--game", "elasund", "--players", "2", "--seed", "4", "--start-player", "0", SCRIPT);
        assertThat(run.err()).isEmpty();
        assertThat(run.exit()).isZero();
        List<JsonNode> lines = PlayCommandTest.lines(run.out());
        JsonNode setup = PlayCommandTest.only(lines, "setup");
        assertThat(setup.get("game").asText()).isEqualTo("elasund");
        assertThat(setup.get("options").get("deck").asText()).isEqualTo("en");
        assertThat(setup.get("options").get("wallOrder").asText()).isEqualTo("free");     // as --option names it
        assertThat(PlayCommandTest.line(lines, 6).get("refused").get("kind").asText()).isEqualTo("NOT_YOUR_TURN");
        assertThat(PlayCommandTest.line(lines, 10).get("events").get(0).get("pirate").asBoolean()).isTrue();
        assertThat(PlayCommandTest.line(lines, 16).get("refused").get("message").asText()).contains("church foundation");
        JsonNode table = PlayCommandTest.only(lines, "publicView");
        assertThat(table.get("activeSeat").asInt()).isZero();
        assertThat(table.get("buildings").toString()).contains("{\"building\":\"house\",\"seat\":0,\"column\":2,\"row\":6");
        assertThat(table.get("permits")).hasSize(2);
        List<JsonNode> seats = lines.stream().filter(n -> n.has("seatView")).toList();
        assertThat(seats).hasSize(2);
        assertThat(seats.get(0).get("seatView").get("gold").asInt()).isEqualTo(3);
        assertThat(seats.get(1).get("seatView").get("table").get("players").get(0).has("gold")).isFalse();
    }

    /** The section of docs/commands.md quotes the script and its output as they are. */
    @Test
    void the_documented_turns_are_the_scripts_lines_and_what_play_prints() throws Exception {
        String doc = Files.readString(Path.of("../docs/commands.md"));
        String section = doc.substring(doc.indexOf("## Elasund: scripted first turns"));
        section = section.substring(0, section.indexOf("\n## ", 5) < 0 ? section.length() : section.indexOf("\n## ", 5));
        List<String> script = Files.readAllLines(Path.of(SCRIPT));
        Run run = PlayCommandTest.play("--game", "elasund", "--players", "2", "--seed", "4", "--start-player", "0", "--state", "none", SCRIPT);
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
    void five_players_or_an_unknown_option_is_a_clear_error_and_a_refusal_exits_2() throws Exception {
        Run five = PlayCommandTest.play("--game", "elasund", "--players", "5", SCRIPT);
        assertThat(five.exit()).isEqualTo(1);
        assertThat(five.err()).contains("2 to 4 players, not 5");
        Run option = PlayCommandTest.play("--game", "elasund", "--players", "2", "--option", "goldRush=on", SCRIPT);
        assertThat(option.exit()).isEqualTo(1);
        assertThat(option.err()).contains("there is no rule option \"goldRush\"");
        Path script = Files.createTempFile("elasund", ".jsonl");
        Files.writeString(script, "{\"seat\": 0, \"command\": {\"type\": \"take-gold\"}}\n");
        Run refused = PlayCommandTest.play("--game", "elasund", "--players", "3", "--start-player", "0", script.toString());
        assertThat(refused.exit()).isEqualTo(PlayCommand.REFUSED);
        assertThat(refused.err()).contains("line 1: seat 0").contains("NOT_AVAILABLE_NOW").contains("after the roll");
        Files.delete(script);
    }

    /** «Todos los jugadores tiran los dados. Quien saque la tirada más alta empieza la partida.» With the table's dice in the script. */
    @Test
    void without_a_start_player_the_script_opens_with_everyone_s_roll_and_the_highest_starts() throws Exception {
        Path script = Files.createTempFile("elasund", ".jsonl");
        Files.writeString(script, """
                {"seat": 0, "command": {"type": "opening-roll", "die1": 2, "die2": 3}}
                {"seat": 1, "command": {"type": "opening-roll", "die1": 6, "die2": 4}}
                # expect: refused NOT_YOUR_TURN
                {"seat": 0, "command": {"type": "roll"}}
                {"seat": 1, "command": {"type": "roll"}}
                """);
        Run run = PlayCommandTest.play("--game", "elasund", "--players", "2", "--seed", "4", script.toString());
        assertThat(run.err()).isEmpty();
        assertThat(run.exit()).isZero();
        List<JsonNode> lines = PlayCommandTest.lines(run.out());
        assertThat(PlayCommandTest.only(lines, "setup").get("options").get("startPlayer").asText()).isEqualTo("roll");
        assertThat(PlayCommandTest.line(lines, 2).get("events").toString()).contains("{\"type\":\"start-player\",\"seat\":1}");
        assertThat(PlayCommandTest.only(lines, "publicView").get("activeSeat").asInt()).isEqualTo(1);
        Files.delete(script);
    }

    /** --lang es: the same script, the same refusal kinds, the sentences in Spanish. */
    @Test
    void with_lang_es_the_refusals_are_said_in_spanish() throws Exception {
        Run run = PlayCommandTest.play("--game", "elasund", "--players", "2", "--seed", "4", "--start-player", "0", "--lang", "es", SCRIPT);
        assertThat(run.exit()).isZero();
        List<JsonNode> lines = PlayCommandTest.lines(run.out());
        assertThat(PlayCommandTest.line(lines, 6).get("refused").get("kind").asText()).isEqualTo("NOT_YOUR_TURN");
        assertThat(PlayCommandTest.line(lines, 6).get("refused").get("message").asText()).isEqualTo("Es el turno de Rojo.");
        assertThat(PlayCommandTest.line(lines, 16).get("refused").get("message").asText()).contains("cimientos de la iglesia");
    }

    @Test
    void the_setup_line_it_prints_sets_the_same_game_up_again(@TempDir Path dir) throws Exception {
        PlayCommandTest.playsBackFromItsSetupLine(dir, SCRIPT, "--game", "elasund", "--players", "2", "--seed", "4", "--start-player", "0", "--option", "wallOrder=cheap-first", "--option", "victory=at-once");
    }

    /**
     * dispute-elasund-church-foundation: a position after Red's roll; the workshop would cover the
     * church foundation and is refused, the house on the same permit is built.
     */
    @Test
    void a_dispute_from_a_position_file_keeps_the_church_foundation_free() throws Exception {
        Run run = PlayCommandTest.play("--state", "none", "--from",
                PlayCommandTest.SCRIPTS.resolve("dispute-elasund-church-foundation.json").toString(),
                PlayCommandTest.SCRIPTS.resolve("dispute-elasund-church-foundation.jsonl").toString());
        assertThat(run.err()).isEmpty();
        assertThat(run.exit()).isZero();
        List<JsonNode> lines = PlayCommandTest.lines(run.out());
        assertThat(PlayCommandTest.line(lines, 5).at("/refused/message").asText()).contains("church foundation");
        assertThat(PlayCommandTest.line(lines, 6).get("events").get(1).get("building").asText()).isEqualTo("house");
    }
}
