package org.kontor.hub;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.ByteArrayInputStream;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.kontor.hub.BoardCommandTest.Run;
import org.kontor.table.Json;

/**
 * {@code kontor play} through picocli, as a user runs it. The scripts are the fixtures under
 * {@code src/test/resources/scripts}; each test says which rules its script exercises.
 */
class PlayCommandTest {

    static final Path SCRIPTS = Path.of("src/test/resources/scripts");

    static List<JsonNode> lines(String out) throws Exception {
        List<JsonNode> nodes = new ArrayList<>();
        for (String line : out.lines().toList()) {
            nodes.add(Json.MAPPER.readTree(line));
        }
        return nodes;
    }

    static JsonNode only(List<JsonNode> nodes, String field) {
        return nodes.stream().filter(n -> n.has(field)).findFirst().orElseThrow().get(field);
    }

    static JsonNode line(List<JsonNode> nodes, int number) {
        return nodes.stream().filter(n -> n.path("line").asInt() == number).findFirst().orElseThrow();
    }

    /**
     * Plays {@code script} with {@code flags}, then again from a file of the setup line it printed
     * and the same script, with no flags but {@code --keep-going}: the setup line alone sets the same game up, so every line
     * after it comes out the same (line numbers aside: the setup line is one more). Returns the first run.
     */
    static Run playsBackFromItsSetupLine(Path dir, String script, String... flags) throws Exception {
        String[] args = java.util.Arrays.copyOf(flags, flags.length + 3);
        args[flags.length] = "--state";
        args[flags.length + 1] = "all";
        args[flags.length + 2] = script;
        Run first = play(args);
        assertThat(first.out()).as(first.err()).contains("\"publicView\"");
        Path again = dir.resolve(Path.of(script).getFileName());     // the same name: the messages name it
        java.nio.file.Files.writeString(again, first.out().lines().findFirst().orElseThrow() + "\n"
                + java.nio.file.Files.readString(Path.of(script)));
        boolean keepGoing = java.util.Arrays.asList(flags).contains("--keep-going");   // how to go on, not the setup
        Run second = keepGoing ? play("--keep-going", "--state", "all", again.toString()) : play("--state", "all", again.toString());
        assertThat(second.exit()).as(second.err()).isEqualTo(first.exit());
        assertThat(second.err().replaceAll("line \\d+", "")).isEqualTo(first.err().replaceAll("line \\d+", ""));
        assertThat(second.out().replaceAll("\"line\":\\d+,", "")).isEqualTo(first.out().replaceAll("\"line\":\\d+,", ""));
        return first;
    }

    static Run play(String... args) {
        String[] all = new String[args.length + 1];
        all[0] = "play";
        System.arraycopy(args, 0, all, 1, args.length);
        return BoardCommandTest.kontor(all);
    }

    /**
     * short-fixed-four-turns.jsonl: the fixed short start with table dice; production and gold
     * compensation on five rolls of 5; isolated-city gold for two routes that each join two
     * isolated sites over one shared shortest path, which pays once (Red's route paying Red and
     * White, Blue's paying Blue); buying with
     * gold; a 3:1 trade with the supply.
     */
    @Test
    void a_scripted_short_game_ends_with_the_gold_and_cards_the_rules_give() throws Exception {
        Run run = play("--board", "europe-short", "--players", "4", "--setup", "fixed", "--dice", "table",
                SCRIPTS.resolve("short-fixed-four-turns.jsonl").toString());
        assertThat(run.err()).isEmpty();
        assertThat(run.exit()).isZero();
        List<JsonNode> out = lines(run.out());
        assertThat(only(out, "setup").get("dice").asText()).isEqualTo("TABLE");

        JsonNode redRoute = line(out, 11);
        assertThat(redRoute.path("command").path("path").asInt()).isEqualTo(102);
        List<JsonNode> connected = new ArrayList<>();
        redRoute.get("events").forEach(e -> {
            if (e.get("type").asText().equals("isolated-city-connected")) {
                connected.add(e);
            }
        });
        // Both sites were isolated; their shared path pays once (issue 18), not once per city.
        assertThat(connected).extracting(e -> e.get("city").asInt()).containsExactly(79);
        assertThat(connected).allSatisfy(e -> {
            assertThat(e.get("goldBySeat").get("0").asInt()).as("Red, 2 of the 3 routes").isEqualTo(2);
            assertThat(e.get("goldBySeat").get("2").asInt()).as("White, 1 route").isEqualTo(1);
        });

        JsonNode table = only(out, "publicView");
        assertThat(table.get("players")).extracting(p -> p.get("gold").asInt()).containsExactly(5, 8, 4, 3);
        assertThat(table.get("activeSeat").asInt()).isEqualTo(1);
        assertThat(table.get("phase").asText()).isEqualTo("BEFORE_ROLL");
        List<JsonNode> seats = out.stream().filter(n -> n.has("seatView")).map(n -> n.get("seatView")).toList();
        assertThat(seats).hasSize(4);
        JsonNode redHand = seats.get(0).get("hand");
        assertThat(List.of(redHand.get("lumber").asInt(), redHand.get("wool").asInt(), redHand.get("grain").asInt(),
                redHand.get("ore").asInt(), redHand.get("salt").asInt())).containsExactly(0, 1, 1, 1, 1);
    }

    static List<JsonNode> events(JsonNode line, String type) {
        List<JsonNode> found = new ArrayList<>();
        line.get("events").forEach(e -> {
            if (e.get("type").asText().equals(type)) {
                found.add(e);
            }
        });
        return found;
    }

    /**
     * short-fixed-caravan-toll-delivery.jsonl: moving a caravan along routes for 1 salt, the toll
     * (1 gold to each opponent whose routes the caravan used this turn, once), and a delivery to an
     * opponent's kontor at the end of a route the caravan reached.
     */
    @Test
    void a_caravan_pays_its_toll_to_the_route_owner_and_delivers_goods_to_his_kontor() throws Exception {
        Run run = play("--dice", "table", "--state", "all", SCRIPTS.resolve("short-fixed-caravan-toll-delivery.jsonl").toString());
        assertThat(run.err()).isEmpty();
        assertThat(run.exit()).isZero();
        List<JsonNode> out = lines(run.out());
        JsonNode move = line(out, 11);
        assertThat(events(move, "toll-paid")).singleElement().satisfies(toll -> {
            assertThat(toll.get("from").asInt()).isZero();
            assertThat(toll.get("to").asInt()).as("White owns route 103").isEqualTo(2);
            assertThat(toll.get("amount").asInt()).isEqualTo(1);
        });
        assertThat(events(move, "caravan-moved")).singleElement()
                .satisfies(e -> assertThat(e.get("salt").asInt()).isEqualTo(1));
        assertThat(events(line(out, 13), "goods-delivered")).singleElement().satisfies(e -> {
            assertThat(e.get("kontor").asInt()).isEqualTo(79);
            assertThat(e.get("owner").asInt()).isEqualTo(2);
            assertThat(e.get("delivered").asInt()).isEqualTo(1);
            assertThat(e.get("ofTotal").asInt()).isEqualTo(5);
        });
        JsonNode table = only(out, "publicView");
        assertThat(table.get("players")).extracting(p -> p.get("gold").asInt()).containsExactly(4, 4, 5, 3);
        assertThat(table.get("players").get(0).get("goodsDelivered").asInt()).isEqualTo(1);
        assertThat(table.get("players").get(0).get("goodsFree").asInt()).isZero();
        assertThat(table.get("goods").toString()).isEqualTo("[{\"owner\":0,\"at\":79,\"index\":0}]");
        assertThat(table.get("caravans").toString()).contains("{\"owner\":0,\"at\":103,\"index\":0}");
    }

    /**
     * short-fixed-merchant-founds-kontor.jsonl: building a merchant, moving it for 1 grain per 3
     * steps, founding a kontor on an empty city site (a kontor leaves storage, a goods token comes
     * free, the merchant returns to the supply), and the number token the founder turns over with
     * table dice.
     */
    @Test
    void a_merchant_founds_a_kontor_and_the_founder_places_the_number_token_he_turned_over() throws Exception {
        Run run = play("--dice", "table", "--state", "public",
                SCRIPTS.resolve("short-fixed-merchant-founds-kontor.jsonl").toString());
        assertThat(run.err()).isEmpty();
        assertThat(run.exit()).isZero();
        List<JsonNode> out = lines(run.out());
        JsonNode move = line(out, 20);
        assertThat(events(move, "merchant-moved")).singleElement().satisfies(e -> {
            assertThat(e.get("steps").asInt()).isEqualTo(7);
            assertThat(e.get("grain").asInt()).isEqualTo(3);
        });
        assertThat(events(move, "kontor-founded")).singleElement()
                .satisfies(e -> assertThat(e.get("intersection").asInt()).isEqualTo(86));
        assertThat(events(line(out, 23), "number-token-placed")).singleElement().satisfies(e -> {
            assertThat(e.get("hex").asInt()).isEqualTo(39);
            assertThat(e.get("number").asInt()).isEqualTo(11);
            assertThat(e.get("colour").asText()).isEqualTo("LUMBER");
        });
        JsonNode red = only(out, "publicView").get("players").get(0);
        assertThat(List.of(red.get("kontorsInStorage").asInt(), red.get("goodsCovered").asInt(), red.get("goodsFree").asInt(),
                red.get("merchantsInSupply").asInt())).containsExactly(3, 3, 2, 2);
        assertThat(only(out, "publicView").get("numbers").toString()).contains("{\"hex\":39,\"number\":11,\"token\":true}");
    }

    /** The same founding, but the number reported is not on any face-down lumber token: refused with the reason. */
    @Test
    void a_number_token_that_is_not_in_the_stock_is_refused(@TempDir Path dir) throws Exception {
        String script = Files.readString(SCRIPTS.resolve("short-fixed-merchant-founds-kontor.jsonl"))
                .replace("\"number\": 11", "\"number\": 10");
        Path file = dir.resolve("wrong-token.jsonl");
        Files.writeString(file, script);
        Run run = play("--dice", "table", "--state", "none", file.toString());
        assertThat(run.exit()).isEqualTo(2);
        assertThat(run.err()).contains("wrong-token.jsonl line 23: seat 0").contains("BAD_INPUT")
                .contains("No face-down lumber token shows 10");
    }

    @Test
    void two_runs_of_one_script_print_the_same_text() {
        String script = SCRIPTS.resolve("short-fixed-four-turns.jsonl").toString();
        Run first = play("--dice", "table", script);
        Run second = play("--dice", "table", script);
        assertThat(second.out()).isEqualTo(first.out());
    }

    /** refused-out-of-turn.jsonl: White builds on Blue's turn. */
    @Test
    void a_refused_line_stops_the_game_with_exit_2_and_the_rules_sentence() throws Exception {
        Run run = play("--dice", "table", "--state", "public", SCRIPTS.resolve("refused-out-of-turn.jsonl").toString());
        assertThat(run.exit()).isEqualTo(2);
        assertThat(run.err().strip()).isEqualTo("refused-out-of-turn.jsonl line 5: seat 2 "
                + "{\"type\":\"build-route\",\"path\":104} refused: NOT_YOUR_TURN: It is Blue's turn.");
        List<JsonNode> out = lines(run.out());
        assertThat(out).extracting(n -> n.path("line").asInt(0)).containsExactly(0, 2, 3, 4, 0);
        assertThat(only(out, "publicView").get("version").asInt()).as("the state when it stopped").isEqualTo(3);
    }

    @Test
    void keep_going_reports_the_refused_line_and_plays_on() throws Exception {
        Run run = play("--dice", "table", "--state", "none", "--keep-going",
                SCRIPTS.resolve("refused-out-of-turn.jsonl").toString());
        assertThat(run.exit()).isEqualTo(2);
        assertThat(run.err()).contains("line 5: seat 2").contains("NOT_YOUR_TURN");
        assertThat(lines(run.out())).extracting(n -> n.path("line").asInt(0)).containsExactly(0, 2, 3, 4, 6);
    }

    @Test
    void a_version_that_does_not_match_is_refused_as_stale(@TempDir Path dir) throws Exception {
        Path script = dir.resolve("stale.jsonl");
        Files.writeString(script, """
                {"seat": 0, "version": 0, "command": {"type": "roll", "dice": [2, 3]}}
                {"seat": 0, "version": 0, "command": {"type": "end-turn"}}
                """);
        Run run = play("--dice", "table", "--state", "none", script.toString());
        assertThat(run.exit()).isEqualTo(2);
        assertThat(run.err()).startsWith("stale.jsonl line 2: seat 0 {\"type\":\"end-turn\"} refused: STALE_VERSION: ");
    }

    @Test
    void lines_that_are_not_commands_get_an_error_naming_the_line_and_exit_1(@TempDir Path dir) throws Exception {
        assertThat(badLine(dir, "{\"seat\": 0, \"command\": {\"type\": \"roll\"")).startsWith("bad.jsonl line 3 is not JSON (");
        assertThat(badLine(dir, "{\"seat\": 0, \"command\": {\"type\": \"fly\"}}")).isEqualTo(
                "bad.jsonl line 3: Unknown command type \"fly\"; the types are " + String.join(", ", CommandsDocTest.TYPES.keySet()) + ".");
        assertThat(badLine(dir, "{\"seat\": 4, \"command\": {\"type\": \"end-turn\"}}"))
                .isEqualTo("bad.jsonl line 3 names seat 4, but this game has seats 0 to 3.");
        assertThat(badLine(dir, "{\"command\": {\"type\": \"end-turn\"}}"))
                .isEqualTo("bad.jsonl line 3 needs \"seat\": the acting seat's number, 0 to 3.");
        assertThat(badLine(dir, "{\"seat\": 0, \"command\": {\"type\": \"build-route\"}}"))
                .isEqualTo("bad.jsonl line 3: A build-route needs \"path\": a whole number (a path id).");
        assertThat(badLine(dir, "{\"seat\": 0, \"command\": {\"type\": \"build-route\", \"paht\": 3}}"))
                .isEqualTo("bad.jsonl line 3: A build-route has no field \"paht\"; it takes \"path\".");
        assertThat(badLine(dir, "{\"seat\": 0, \"comand\": {\"type\": \"end-turn\"}}"))
                .startsWith("bad.jsonl line 3 has an unknown field \"comand\"");
        assertThat(badLine(dir, "{\"seat\": 0, \"command\": {\"type\": \"trade-for-gold\", \"give\": \"GOLD\"}}"))
                .isEqualTo("bad.jsonl line 3: A trade-for-gold's \"give\" must be a resource, \"LUMBER\", \"WOOL\", \"GRAIN\", \"ORE\", \"SALT\", not \"GOLD\".");
    }

    private static String badLine(Path dir, String third) throws Exception {
        Path script = dir.resolve("bad.jsonl");
        Files.writeString(script, "# a comment\n{\"seat\": 0, \"command\": {\"type\": \"roll\", \"dice\": [2, 3]}}\n" + third + "\n");
        Run run = play("--dice", "table", "--state", "none", script.toString());
        assertThat(run.exit()).as(run.err()).isEqualTo(1);
        assertThat(run.out()).as("the line before was played").contains("\"line\":2");
        return run.err().strip();
    }

    @Test
    void bad_options_are_refused_before_anything_is_played() {
        String script = SCRIPTS.resolve("short-fixed-four-turns.jsonl").toString();
        Run option = play("--option", "robberEatsGold=on", script);
        assertThat(option.exit()).isEqualTo(1);
        assertThat(option.err()).startsWith("--option robberEatsGold: there is no rule option \"robberEatsGold\" in this game; its options are ")
                .contains("stealIsOptional");
        assertThat(option.out()).isEmpty();
        Run players = play("--players", "5", script);
        assertThat(players.exit()).isEqualTo(1);
        assertThat(players.err().strip()).startsWith("--players: ").endsWith(" is for 3 to 4 players, not 5.");
        Run fixedMain = play("--board", "europe-main", "--setup", "fixed", script);
        assertThat(fixedMain.exit()).isEqualTo(1);
        assertThat(fixedMain.err()).contains("fixed setup exists only on the short side");
        Run notANumber = play("--seed", "seven", script);
        assertThat(notANumber.exit()).as("exit 2 is kept for refused commands").isEqualTo(1);
        assertThat(notANumber.err()).contains("seven");
        Run unknownGame = play("--game", "chess", script);
        assertThat(unknownGame.exit()).isEqualTo(1);
        assertThat(unknownGame.err().strip()).isEqualTo("--game: Kontor plays no game \"chess\"; the games are: "
                + String.join(", ", org.kontor.engine.games.Games.ids()) + ".");
        assertThat(unknownGame.out()).isEmpty();
        Run noScript = play("--dice", "table");
        assertThat(noScript.exit()).isEqualTo(1);
        assertThat(noScript.err()).contains("--stdin");
    }

    @Test
    void rule_options_and_names_reach_the_game() throws Exception {
        // An empty script: the game is still set up and described.
        Run run = withStdin(new byte[0], () -> play("--names", "Ana,Ben,Cai", "--option", "stealIsOptional=on",
                "--state", "none", "--stdin"));
        assertThat(run.exit()).isZero();
        JsonNode setup = only(lines(run.out()), "setup");
        assertThat(setup.get("players").asInt()).isEqualTo(3);
        assertThat(setup.get("names").toString()).isEqualTo("[\"Ana\",\"Ben\",\"Cai\"]");
        assertThat(setup.get("options").get("stealIsOptional").asText()).isEqualTo("on");
        assertThat(setup.get("options").get("allowGifts").asText()).isEqualTo("off");
    }

    @Test
    void a_script_can_come_from_standard_input() throws Exception {
        Run run = withStdin(Files.readAllBytes(SCRIPTS.resolve("short-fixed-four-turns.jsonl")),
                () -> play("--dice", "table", "--state", "public", "--stdin"));
        assertThat(run.exit()).isZero();
        assertThat(only(lines(run.out()), "publicView").get("players")).extracting(p -> p.get("gold").asInt())
                .containsExactly(5, 8, 4, 3);
    }

    /** The test JVM's own standard input belongs to Maven's test runner, so tests bring their own. */
    private static Run withStdin(byte[] bytes, java.util.function.Supplier<Run> run) {
        InputStream before = System.in;
        try {
            System.setIn(new ByteArrayInputStream(bytes));
            return run.get();
        } finally {
            System.setIn(before);
        }
    }

    @Test
    void a_deck_file_is_the_deck_the_game_plays_with(@TempDir Path dir) throws Exception {
        Path deck = dir.resolve("printed.json");
        Files.writeString(deck, DeckAndBoardOptionsTest.resource("/decks/provisional.json")
                .replaceFirst("\"id\": \"provisional\"", "\"id\": \"printed\"")
                .replaceFirst("\"provisional\": true", "\"provisional\": false"));
        Run run = withStdin(new byte[0], () -> play("--deck", deck.toString(), "--state", "all", "--stdin"));
        assertThat(run.err()).isEmpty();
        List<JsonNode> out = lines(run.out());
        assertThat(only(out, "setup").get("deck").asText()).isEqualTo("printed");
        assertThat(only(out, "publicView").get("provisionalDeck").asBoolean()).as("the engine got the file's deck").isFalse();
        Run bundled = withStdin(new byte[0], () -> play("--state", "public", "--stdin"));
        assertThat(only(lines(bundled.out()), "publicView").get("provisionalDeck").asBoolean()).isTrue();
    }

    @Test
    void a_board_file_plays_like_the_bundled_board(@TempDir Path dir) throws Exception {
        String text;
        try (InputStream in = PlayCommandTest.class.getResourceAsStream("/boards/europe-short.json")) {
            text = new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
        Path board = dir.resolve("our-short.json");
        Files.writeString(board, text.replaceFirst("\"id\"\\s*:\\s*\"europe-short\"", "\"id\": \"our-short\""));
        Run run = play("--board", board.toString(), "--dice", "table", "--state", "public",
                SCRIPTS.resolve("short-fixed-four-turns.jsonl").toString());
        assertThat(run.err()).isEmpty();
        List<JsonNode> out = lines(run.out());
        assertThat(only(out, "setup").get("board").asText()).isEqualTo("our-short");
        assertThat(only(out, "publicView").get("players")).extracting(p -> p.get("gold").asInt()).containsExactly(5, 8, 4, 3);
    }

    /**
     * dispute-expect-refused.jsonl: two "# expect: refused KIND" lines, each met; the refused
     * lines change nothing and the run ends with exit code 0.
     */
    @Test
    void expected_refusals_are_met_and_change_nothing() throws Exception {
        Run run = play("--dice", "table", "--state", "public", SCRIPTS.resolve("dispute-expect-refused.jsonl").toString());
        assertThat(run.err()).isEmpty();
        assertThat(run.exit()).isZero();
        List<JsonNode> out = lines(run.out());
        assertThat(line(out, 5).at("/refused/kind").asText()).isEqualTo("NOT_AFFORDABLE");
        assertThat(line(out, 5).at("/refused/message").asText()).contains("A development card costs");
        assertThat(line(out, 7).at("/refused/kind").asText()).isEqualTo("NOT_YOUR_TURN");
        assertThat(line(out, 8).get("version").asInt()).as("the refused lines changed nothing").isEqualTo(1);
        assertThat(only(out, "publicView").get("activeSeat").asInt()).isEqualTo(1);
    }

    /** --lang es: the same refusals, met by the same kinds, said in Spanish; an unknown language is refused. */
    @Test
    void refusals_are_printed_in_the_language_asked_for(@TempDir Path dir) throws Exception {
        Run run = play("--dice", "table", "--state", "none", "--lang", "es", SCRIPTS.resolve("dispute-expect-refused.jsonl").toString());
        assertThat(run.err()).isEmpty();
        assertThat(run.exit()).isZero();
        List<JsonNode> out = lines(run.out());
        assertThat(line(out, 5).at("/refused/kind").asText()).isEqualTo("NOT_AFFORDABLE");
        assertThat(line(out, 5).at("/refused/message").asText()).isEqualTo("Una carta de desarrollo cuesta 1 lana, 1 sal; tu mano: 1 madera, 1 cereal, 1 mineral, 1 sal.");
        assertThat(line(out, 7).at("/refused/message").asText()).isEqualTo("Es el turno de Rojo.");
        Path file = dir.resolve("unexpected.jsonl");
        Files.writeString(file, "{\"seat\": 1, \"command\": {\"type\": \"roll\", \"dice\": [2, 3]}}\n");
        Run refused = play("--dice", "table", "--state", "none", "--lang", "es", file.toString());
        assertThat(refused.exit()).isEqualTo(2);
        assertThat(refused.err().strip()).isEqualTo("unexpected.jsonl line 1: seat 1 {\"type\":\"roll\",\"dice\":[2,3]} refused: "
                + "NOT_YOUR_TURN: Le toca tirar a Rojo.");
        Run french = play("--dice", "table", "--lang", "fr", file.toString());
        assertThat(french.exit()).isEqualTo(1);
        assertThat(french.err().strip()).isEqualTo("--lang takes en or es, not fr.");
    }

    @Test
    void an_expected_refusal_that_is_accepted_fails_with_exit_3(@TempDir Path dir) throws Exception {
        Path file = dir.resolve("wrong-expectation.jsonl");
        Files.writeString(file, Files.readString(SCRIPTS.resolve("dispute-expect-refused.jsonl"))
                .replace("{\"seat\": 2, \"command\": {\"type\": \"end-turn\"}}", "{\"seat\": 0, \"command\": {\"type\": \"end-turn\"}}"));
        Run run = play("--dice", "table", "--state", "none", file.toString());
        assertThat(run.exit()).isEqualTo(3);
        assertThat(run.err().strip()).isEqualTo("wrong-expectation.jsonl line 7: seat 0 {\"type\":\"end-turn\"} "
                + "should be refused NOT_YOUR_TURN (line 6) but was accepted.");
        // Refused for another reason than the one expected: exit 3 too, with both reasons.
        Files.writeString(file, Files.readString(SCRIPTS.resolve("dispute-expect-refused.jsonl"))
                .replace("refused NOT_AFFORDABLE", "refused NOT_YOUR_TURN"));
        Run other = play("--dice", "table", "--state", "none", file.toString());
        assertThat(other.exit()).isEqualTo(3);
        assertThat(other.err()).contains("line 5: seat 0").contains("should be refused NOT_YOUR_TURN (line 4) but was refused NOT_AFFORDABLE");
    }

    @Test
    void an_unreadable_or_dangling_expectation_is_a_problem_naming_its_line(@TempDir Path dir) throws Exception {
        Path file = dir.resolve("bad.jsonl");
        Files.writeString(file, "{\"seat\": 0, \"command\": {\"type\": \"roll\", \"dice\": [2, 3]}}\n# expect: refused TOO_DEAR\n");
        Run run = play("--dice", "table", "--state", "none", file.toString());
        assertThat(run.exit()).isEqualTo(1);
        assertThat(run.err()).contains("bad.jsonl line 2 is an expectation that cannot be read").contains("NOT_AFFORDABLE");
        Files.writeString(file, "{\"seat\": 0, \"command\": {\"type\": \"roll\", \"dice\": [2, 3]}}\n# expect: refused\n");
        Run dangling = play("--dice", "table", "--state", "none", file.toString());
        assertThat(dangling.exit()).isEqualTo(1);
        assertThat(dangling.err()).contains("bad.jsonl line 2 expects the next command to be refused, but no command follows it.");
    }

    /** --state-after: the state after any line, the seats' views too with --state all. */
    @Test
    void state_after_prints_the_state_after_the_lines_asked_for() throws Exception {
        Run run = play("--dice", "table", "--state", "all", "--state-after", "3,5", "--state-after", "8",
                SCRIPTS.resolve("dispute-expect-refused.jsonl").toString());
        assertThat(run.exit()).isZero();
        List<JsonNode> out = lines(run.out());
        List<JsonNode> after = out.stream().filter(n -> n.has("stateAfter")).toList();
        assertThat(after).extracting(n -> n.get("stateAfter").asInt()).containsExactly(3, 3, 3, 3, 3, 5, 5, 5, 5, 5, 8, 8, 8, 8, 8);
        assertThat(after.get(0).at("/publicView/version").asInt()).isEqualTo(1);
        assertThat(after.get(0).at("/publicView/phase").asText()).isEqualTo("ACTION");
        assertThat(after.get(1).at("/seatView/seat").asInt()).isZero();
        assertThat(after.get(10).at("/publicView/activeSeat").asInt()).as("after Red's end-turn").isEqualTo(1);
        // Printed right after its line, before the next line's events.
        assertThat(out.indexOf(after.get(0))).isLessThan(out.indexOf(line(out, 5)));
    }

    @Test
    void state_after_a_line_the_script_does_not_have_is_refused() {
        Run past = play("--dice", "table", "--state", "none", "--state-after", "40",
                SCRIPTS.resolve("dispute-expect-refused.jsonl").toString());
        assertThat(past.exit()).isEqualTo(1);
        assertThat(past.err()).contains("--state-after 40: the script has only 8 lines.");
        Run zero = play("--dice", "table", "--state-after", "0", SCRIPTS.resolve("dispute-expect-refused.jsonl").toString());
        assertThat(zero.exit()).isEqualTo(1);
        assertThat(zero.err()).contains("--state-after takes a script line number, 1 or more, not 0.");
    }

    /**
     * The dispute of docs/commands.md written as a position plus one move: after Ana's 7, Cai
     * owes 4 cards; Ana's robber move is refused until Cai discards (issue 18, bug 11's sentence),
     * then accepted.
     */
    @Test
    void a_dispute_is_a_position_file_plus_the_disputed_move() throws Exception {
        Run run = play("--from", SCRIPTS.resolve("dispute-robber-after-seven.json").toString(),
                SCRIPTS.resolve("dispute-robber-after-seven.jsonl").toString());
        assertThat(run.err()).isEmpty();
        assertThat(run.exit()).isZero();
        List<JsonNode> out = lines(run.out());
        JsonNode refused = line(out, 4).get("refused");
        assertThat(refused.get("kind").asText()).isEqualTo("NOT_AVAILABLE_NOW");
        assertThat(refused.get("message").asText())
                .isEqualTo("The discards come first, still owed by White (4 cards); then Red moves the robber.");
        JsonNode table = only(out, "publicView");
        assertThat(table.get("robberHex").asInt()).isEqualTo(23);
        assertThat(table.get("players").get(2).get("resourceCards").asInt()).isEqualTo(4);
    }

    /** Any moment becomes a file: written at the end of a script, read back, it is the same game. */
    @Test
    void a_written_position_reads_back_as_the_same_game(@TempDir Path dir) throws Exception {
        Path first = dir.resolve("first.json");
        Path second = dir.resolve("second.json");
        Path empty = dir.resolve("nothing.jsonl");
        Files.writeString(empty, "# no moves: the position as it is\n");
        Run played = play("--board", "europe-short", "--players", "4", "--setup", "fixed", "--dice", "table",
                "--write-position", first.toString(), SCRIPTS.resolve("short-fixed-four-turns.jsonl").toString());
        assertThat(played.exit()).isZero();
        Run again = play("--from", first.toString(), "--write-position", second.toString(), empty.toString());
        assertThat(again.err()).isEmpty();
        assertThat(again.exit()).isZero();
        assertThat(Files.readString(second)).isEqualTo(Files.readString(first));
        List<JsonNode> before = lines(played.out());
        List<JsonNode> after = lines(again.out());
        assertThat(only(after, "publicView")).isEqualTo(only(before, "publicView"));
        assertThat(after.stream().filter(n -> n.has("seatView")).toList())
                .isEqualTo(before.stream().filter(n -> n.has("seatView")).toList());
    }

    @Test
    void a_bad_position_file_names_the_field_and_plays_nothing(@TempDir Path dir) throws Exception {
        Path file = dir.resolve("bad.json");
        Files.writeString(file, Files.readString(SCRIPTS.resolve("dispute-robber-after-seven.json"))
                .replace("\"hand\": {\"ore\": 1}", "\"hand\": {\"ore\": -1}"));
        Run run = play("--from", file.toString(), SCRIPTS.resolve("dispute-robber-after-seven.jsonl").toString());
        assertThat(run.exit()).isEqualTo(1);
        assertThat(run.err().strip()).isEqualTo(file + ": players[0].hand.ore: a whole number from 0 to 19, not -1.");
        assertThat(run.out()).doesNotContain("\"line\"");
    }

    @Test
    void the_robber_start_hex_can_be_given() throws Exception {
        Path empty = Files.createTempFile("kontor-empty", ".jsonl");
        try {
            Files.writeString(empty, "# nothing\n");
            Run run = play("--setup", "fixed", "--robber", "51", "--state", "public", empty.toString());
            assertThat(run.exit()).isZero();
            assertThat(only(lines(run.out()), "publicView").get("robberHex").asInt()).isEqualTo(51);
            Run bad = play("--setup", "fixed", "--robber", "23", "--state", "public", empty.toString());
            assertThat(bad.exit()).isEqualTo(1);
            assertThat(bad.err()).contains("hex 23");
        } finally {
            Files.delete(empty);
        }
    }

    // ---- set-up chances as flags (docs/commands.md, "Set-up chances") ------------------------------

    /** Plays an empty script with {@code flags} on the fixed short setup; returns the run and the position written. */
    private static Run setUp(Path dir, String... flags) throws Exception {
        Path empty = dir.resolve("empty.jsonl");
        Files.writeString(empty, "# nothing\n");
        List<String> args = new java.util.ArrayList<>(List.of("--setup", "fixed", "--state", "public",
                "--write-position", dir.resolve("position.json").toString()));
        args.addAll(List.of(flags));
        args.add(empty.toString());
        return play(args.toArray(String[]::new));
    }

    private static JsonNode position(Path dir) throws Exception {
        return Json.MAPPER.readTree(Files.readString(dir.resolve("position.json"))).get("position");
    }

    @Test
    void the_stock_of_number_tokens_can_be_given_top_first(@TempDir Path dir) throws Exception {
        Run run = setUp(dir, "--stock", "salt-11,ore-9");
        assertThat(run.err()).isEmpty();
        assertThat(run.exit()).isZero();
        JsonNode stock = position(dir).get("stock");
        assertThat(stock.get(0).toString()).isEqualTo("{\"colour\":\"salt\",\"number\":11}");
        assertThat(stock.get(1).toString()).isEqualTo("{\"colour\":\"ore\",\"number\":9}");
        assertThat(stock).as("the other face-down tokens follow: europe-short has 10 unmarked").hasSize(10);
        assertThat(lines(run.out()).get(0).at("/setup/options/stock").asText()).as("the setup line carries it")
                .isEqualTo("salt-11,ore-9");

        Run marked = setUp(dir, "--stock", "grain-5");
        assertThat(marked.exit()).isEqualTo(1);
        assertThat(marked.err()).contains("\"grain-5\" is not among the face-down number tokens")
                .contains("grain-9, grain-10");
        Run twice = setUp(dir, "--stock", "lumber-3,lumber-3");
        assertThat(twice.exit()).isEqualTo(1);
        assertThat(twice.err()).contains("\"lumber-3\" is not among");
    }

    @Test
    void the_deck_order_can_be_given_by_card_id(@TempDir Path dir) throws Exception {
        Run run = setUp(dir, "--deck-order", "market-rights,young-merchant,trade-fair");
        assertThat(run.err()).isEmpty();
        assertThat(run.exit()).isZero();
        // The provisional deck's copies in file order: lancer 0-6, trade-fair 7-9, ..., young-merchant 22, market-rights 24.
        JsonNode deck = position(dir).get("deck");
        assertThat(deck.get(0).asInt()).isEqualTo(24);
        assertThat(deck.get(1).asInt()).isEqualTo(22);
        assertThat(deck.get(2).asInt()).isBetween(7, 9);
        java.util.Set<Integer> cards = new java.util.TreeSet<>();
        deck.forEach(c -> cards.add(c.asInt()));
        assertThat(cards).as("still every card once").hasSize(25).contains(0, 24);

        Run unknown = setUp(dir, "--deck-order", "jester");
        assertThat(unknown.exit()).isEqualTo(1);
        assertThat(unknown.err()).contains("the deck has no card \"jester\" (its cards: lancer, trade-fair");
        Run tooMany = setUp(dir, "--deck-order", "market-rights,market-rights");
        assertThat(tooMany.exit()).isEqualTo(1);
        assertThat(tooMany.err()).contains("the deck has 1 \"market-rights\", and the list asks for more");
    }

    @Test
    void the_start_player_of_the_fixed_setup_can_be_given(@TempDir Path dir) throws Exception {
        Run run = setUp(dir, "--start-player", "2");
        assertThat(run.err()).isEmpty();
        assertThat(run.exit()).isZero();
        assertThat(only(lines(run.out()), "publicView").get("activeSeat").asInt()).isEqualTo(2);

        Run noSeat = setUp(dir, "--start-player", "4");
        assertThat(noSeat.exit()).isEqualTo(1);
        assertThat(noSeat.err()).contains("takes a seat from 0 to 3, not \"4\"");
        Path empty = dir.resolve("empty.jsonl");
        Run variable = play("--setup", "variable", "--start-player", "1", empty.toString());
        assertThat(variable.exit()).isEqualTo(1);
        assertThat(variable.err()).contains("in the variable setup the start roll chooses");
    }

    @Test
    void set_up_chances_are_refused_when_a_position_file_sets_the_game_up(@TempDir Path dir) throws Exception {
        Run run = play("--from", SCRIPTS.resolve("dispute-robber-after-seven.json").toString(), "--stock", "ore-9",
                SCRIPTS.resolve("dispute-robber-after-seven.jsonl").toString());
        assertThat(run.exit()).isEqualTo(1);
        assertThat(run.err()).contains("--stock: the position file").contains("sets this game up; write the position instead.");
    }
}
