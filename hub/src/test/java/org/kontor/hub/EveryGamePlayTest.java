package org.kontor.hub;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.kontor.hub.BoardCommandTest.Run;
import org.kontor.table.TableGame;
import org.kontor.table.TableGames;

/**
 * Every {@code kontor play} flag, for every game with a table: it works, or it is refused with a
 * sentence that names it (exit 1, nothing printed). Never silently ignored. The games come from
 * the registry, so a game added later is held to the same.
 */
class EveryGamePlayTest {

    @TempDir
    Path dir;

    static Stream<String> games() {
        return TableGames.ids().stream();
    }

    /** An empty script: a comment, so that --state-after 1 has a line. */
    private Path emptyScript() throws Exception {
        Path script = dir.resolve("empty.jsonl");
        Files.writeString(script, "# nothing played yet\n");
        return script;
    }

    private static Run playGame(String game, Path script, String... flags) {
        List<String> args = new ArrayList<>(List.of("--game", game, "--state", "public"));
        args.addAll(List.of(flags));
        args.add(script.toString());
        return PlayCommandTest.play(args.toArray(String[]::new));
    }

    private static void refusedNaming(Run run, String flag) {
        assertThat(run.exit()).as(run.err()).isEqualTo(1);
        assertThat(run.err()).as("the refusal names " + flag).contains(flag);
        assertThat(run.out()).as("nothing is played").isEmpty();
    }

    @ParameterizedTest
    @MethodSource("games")
    void the_common_flags_work_for_every_game(String game) throws Exception {
        TableGame<?, ?, ?, ?> table = TableGames.table(game, List.of());
        int players = table.schema().minPlayers();
        List<String> names = new ArrayList<>();
        for (int seat = 0; seat < players; seat++) {
            names.add("Player " + (seat + 1));
        }
        String firstOption = table.schema().options().get(0).id();
        String lastChoice = table.schema().options().get(0).choices().get(table.schema().options().get(0).choices().size() - 1).id();
        Run run = playGame(game, emptyScript(), "--players", String.valueOf(players), "--names", String.join(",", names),
                "--seed", "9", "--board", table.defaultBoard(players), "--option", firstOption + "=" + lastChoice,
                "--state-after", "1", "--keep-going", "--lang", "es");
        assertThat(run.exit()).as(run.err()).isZero();
        List<JsonNode> out = PlayCommandTest.lines(run.out());
        JsonNode setup = out.get(0).get("setup");
        assertThat(setup.get("game").asText()).isEqualTo(game);
        assertThat(setup.get("players").asInt()).isEqualTo(players);
        assertThat(setup.get("names").get(0).asText()).isEqualTo("Player 1");
        assertThat(setup.get("seed").asLong()).isEqualTo(9);
        assertThat(setup.get("options").get(firstOption).asText()).isEqualTo(lastChoice);
        assertThat(out).anyMatch(line -> line.path("stateAfter").asInt() == 1 && line.has("publicView"));
        assertThat(out.get(out.size() - 1).has("publicView")).as("--state public prints the table's view at the end").isTrue();
    }

    @ParameterizedTest
    @MethodSource("games")
    void a_choice_the_game_does_not_have_is_refused_naming_it(String game) throws Exception {
        Path script = emptyScript();
        refusedNaming(playGame(game, script, "--option", "noSuchRule=on"), "noSuchRule");
        refusedNaming(playGame(game, script, "--board", "no-such-board"), "no-such-board");
        refusedNaming(playGame(game, script, "--players", "9"), "9");
        refusedNaming(playGame(game, script, "--dice", "loaded"), "--dice");
        String option = TableGames.table(game, List.of()).schema().options().get(0).id();
        refusedNaming(playGame(game, script, "--option", option + "=no-such-value"), "no-such-value");
    }

    static Stream<Arguments> flagsOfOneGame() {
        return Stream.of(
                Arguments.of("--deck", new String[] {"--deck", "deck.json"}),
                Arguments.of("--robber", new String[] {"--robber", "51"}),
                Arguments.of("--stock", new String[] {"--stock", "salt-11"}),
                Arguments.of("--deck-order", new String[] {"--deck-order", "lancer"}),
                Arguments.of("--start-player", new String[] {"--start-player", "1"}));
    }

    /**
     * The flags only Merchants of Europe has so far (its deck file, its set-up chances): every
     * other game refuses them by name, a deck file even when it is one.
     */
    @ParameterizedTest
    @MethodSource("flagsOfOneGame")
    void a_flag_another_game_lacks_is_refused_by_name(String flag, String[] args) throws Exception {
        Path script = emptyScript();
        for (String game : TableGames.ids()) {
            if (game.equals("merchants")) {
                continue;   // PlayCommandTest plays each of these, good values and bad
            }
            if (flag.equals("--start-player")
                    && TableGames.table(game, List.of()).schema().options().stream().anyMatch(o -> o.id().equals("startPlayer"))) {
                continue;   // a game with the option startPlayer takes the flag as it (ElasundPlayTest)
            }
            if (flag.equals("--deck")) {
                Path deck = dir.resolve("deck.json");
                Files.writeString(deck, "{}\n");
                args = new String[] {"--deck", deck.toString()};
            }
            Run run = playGame(game, script, args);
            refusedNaming(run, flag);
            assertThat(run.err()).as(game).contains(TableGames.table(game, List.of()).title());
        }
    }

    @ParameterizedTest
    @MethodSource("games")
    void table_dice_and_the_setup_choice_work_where_the_game_has_them(String game) throws Exception {
        TableGame<?, ?, ?, ?> table = TableGames.table(game, List.of());
        Path script = emptyScript();
        Run dice = playGame(game, script, "--dice", "table");
        if (table.tableDice()) {
            assertThat(dice.exit()).as(dice.err()).isZero();
            assertThat(PlayCommandTest.lines(dice.out()).get(0).at("/setup/dice").asText()).isEqualTo("TABLE");
        } else {
            refusedNaming(dice, "--dice table");
        }
        if (table.setupOption() == null) {
            refusedNaming(playGame(game, script, "--setup", "variable"), "--setup");
        } else {
            String choice = table.schema().options().stream().filter(o -> o.id().equals(table.setupOption())).findFirst()
                    .orElseThrow().choices().get(1).id().toLowerCase(java.util.Locale.ROOT).replace('_', '-');
            Run setup = playGame(game, script, "--setup", choice);
            assertThat(setup.exit()).as(setup.err()).isZero();
            assertThat(PlayCommandTest.lines(setup.out()).get(0).at("/setup/options/" + table.setupOption()).asText())
                    .isEqualToIgnoringCase(choice.replace('-', '_'));
        }
    }

    @ParameterizedTest
    @MethodSource("games")
    void a_setup_line_refuses_the_flags_it_sets_itself(String game) throws Exception {
        Run first = playGame(game, emptyScript());
        assertThat(first.exit()).as(first.err()).isZero();
        Path replay = dir.resolve("replay.jsonl");
        Files.writeString(replay, first.out().lines().findFirst().orElseThrow() + "\n");
        Run again = PlayCommandTest.play("--state", "public", replay.toString());
        assertThat(again.exit()).as(again.err()).isZero();
        Run withSeed = PlayCommandTest.play("--seed", "4", replay.toString());
        refusedNaming(withSeed, "--seed");
    }

    /** True if the game writes position files (a toy game may not: it then refuses them by name). */
    private static boolean hasPositionFiles(String game) {
        TableGame<?, ?, ?, ?> table = TableGames.table(game, List.of());
        return writes(table);
    }

    private static <S extends org.kontor.engine.GameState> boolean writes(TableGame<S, ?, ?, ?> table) {
        S state = table.setup(FlagSetup.of(table, null, null, null, null, java.util.Map.of(), "virtual"), 1);
        try {
            table.writePosition(state);
            return true;
        } catch (IllegalArgumentException e) {
            return false;
        }
    }

    /**
     * Any moment becomes a file: the position a script ends in, written and read back, is the
     * same game (the same file again, the same views); a game without position files refuses
     * --write-position and --from by name before anything is played.
     */
    @ParameterizedTest
    @MethodSource("games")
    void a_written_position_reads_back_as_the_same_game(String game) throws Exception {
        Path first = dir.resolve("first.json");
        Path second = dir.resolve("second.json");
        List<String> flags = new ArrayList<>(List.of("--seed", "5", "--write-position", first.toString()));
        Run played = playGame(game, emptyScript(), flags.toArray(String[]::new));
        if (!hasPositionFiles(game)) {
            refusedNaming(played, "--write-position");
            assertThat(played.err()).contains(TableGames.table(game, List.of()).title());
            return;
        }
        assertThat(played.exit()).as(played.err()).isZero();
        Run again = PlayCommandTest.play("--state", "public", "--from", first.toString(), "--write-position", second.toString(),
                emptyScript().toString());
        assertThat(again.err()).isEmpty();
        assertThat(again.exit()).isZero();
        assertThat(Files.readString(second)).isEqualTo(Files.readString(first));
        List<JsonNode> before = PlayCommandTest.lines(played.out());
        List<JsonNode> after = PlayCommandTest.lines(again.out());
        assertThat(after.get(0)).as("the setup line").isEqualTo(before.get(0));
        assertThat(after.stream().filter(n -> n.has("publicView") || n.has("seatView")).toList())
                .isEqualTo(before.stream().filter(n -> n.has("publicView") || n.has("seatView")).toList());
    }

    /**
     * A dispute in every game with position files, written as a position file (scripts/dispute-*.json,
     * its game named in its setup) and replayed with the disputed move (the .jsonl beside it): the
     * move the rules refuse is refused as the script expects, and the game goes on.
     */
    @ParameterizedTest
    @MethodSource("games")
    void a_dispute_is_a_position_file_and_the_disputed_move(String game) throws Exception {
        if (!hasPositionFiles(game)) {
            return;     // refused by name: a_written_position_reads_back_as_the_same_game
        }
        List<Path> disputes = new ArrayList<>();
        try (Stream<Path> files = Files.list(PlayCommandTest.SCRIPTS)) {
            for (Path file : files.filter(f -> f.getFileName().toString().matches("dispute-.*\\.json")).sorted().toList()) {
                if (org.kontor.table.Json.MAPPER.readTree(file.toFile()).at("/setup/game").asText().equals(game)) {
                    disputes.add(file);
                }
            }
        }
        assertThat(disputes).as("a dispute of " + game + " under " + PlayCommandTest.SCRIPTS).isNotEmpty();
        for (Path position : disputes) {
            Path moves = position.resolveSibling(position.getFileName().toString().replace(".json", ".jsonl"));
            Run run = PlayCommandTest.play("--state", "public", "--from", position.toString(), moves.toString());
            assertThat(run.err()).as(position.toString()).isEmpty();
            assertThat(run.exit()).isZero();
            List<JsonNode> out = PlayCommandTest.lines(run.out());
            assertThat(out).as("a move refused as expected").anyMatch(n -> n.at("/refused/expected").asBoolean());
            assertThat(out).as("a move accepted").anyMatch(n -> n.has("events"));
        }
    }
}
