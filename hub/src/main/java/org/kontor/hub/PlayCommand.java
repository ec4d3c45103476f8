package org.kontor.hub;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.PrintWriter;
import java.io.Reader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;
import java.util.stream.Collectors;
import org.kontor.engine.Language;
import org.kontor.engine.board.Board;
import org.kontor.engine.board.BoardFileException;
import org.kontor.engine.games.Games;
import org.kontor.hub.games.SetupLine;
import org.kontor.table.GameSetup;
import org.kontor.table.Json;
import org.kontor.table.TableGame;
import org.kontor.table.TableGames;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * {@code kontor play}: plays a whole game from a script of commands (docs/commands.md) and prints
 * what happened as JSON Lines. It finds the game's table by its id, sets the game up the way the
 * host page does (from the flags, the script's setup line or a position file) and applies every
 * line with the engine's own {@code apply} ({@link SetupLinePlay}), so a script is refereed exactly
 * as the same moves from phones would be. Scripts settle rule disputes and test whole games.
 */
@Command(name = "play", mixinStandardHelpOptions = true,
        description = "Play a game from a file of commands (one JSON object per line, see docs/commands.md) "
                + "and print the events and the final state as JSON Lines.",
        exitCodeOnInvalidInput = 1,   // 2 means "the rules refused a command"
        exitCodeListHeading = "Exit codes:%n",
        exitCodeList = {"0:every command was accepted (or refused as a # expect line said)",
                "1:bad options or a line that is not a command", "2:the rules refused a command",
                "3:a command a # expect line said must be refused was accepted, or refused for another reason"})
final class PlayCommand implements Callable<Integer> {

    static final int REFUSED = 2;
    static final int EXPECTATION_MISSED = 3;

    @Spec
    CommandSpec spec;

    @Parameters(arity = "0..1", paramLabel = "SCRIPT", description = "The script file (or use --stdin).")
    Path script;

    @Option(names = "--stdin", description = "Read the script from standard input.")
    boolean stdin;

    @Option(names = "--game", description = "The game (default: the first of the hub's games; an unknown id lists them). "
            + "A script's setup line or a position file names its game itself.")
    String game;

    @Option(names = "--board", description = "One of the game's boards (as its host page offers them; kontor board ids "
            + "lists them) or a board file (default: the game's first board for the player count).")
    String board;

    @Option(names = "--players", description = "How many play, as the game allows (its host page's counts; "
            + "default: the number of --names, else 4 or the game's most).")
    Integer players;

    @Option(names = "--names", split = ",", description = "Player names in seat order, comma-separated "
            + "(default: the colours).")
    List<String> names;

    @Option(names = "--seed", defaultValue = "1",
            description = "Seeds every chance the hub resolves: virtual dice, steals, shuffles (default ${DEFAULT-VALUE}).")
    long seed;

    @Option(names = "--setup", description = "How the game is laid out at the start, where it has a choice (the choices "
            + "of its setup option, for example fixed or variable, beginner or variable-spiral). Refused for a game with "
            + "one way to set up.")
    String setupKind;

    @Option(names = "--dice", defaultValue = "virtual",
            description = "virtual (the hub rolls; roll commands carry no dice) or table (each roll carries its dice); "
                    + "default ${DEFAULT-VALUE}. Refused for a game that takes no dice from the table.")
    String dice;

    @Option(names = "--deck", paramLabel = "FILE", description = "A development-card deck file (docs/cards.md), for a game "
            + "that plays one; default: the game's bundled deck. Refused for a game that plays its printed cards.")
    Path deck;

    @Option(names = "--option", paramLabel = "NAME=VALUE",
            description = "A rule option of the game and one of its values, as its rules page lists them "
                    + "(docs/rules-<game>.md), for example stealIsOptional=on; repeatable. One the game lacks is refused.")
    Map<String, String> options = new LinkedHashMap<>();

    @Option(names = "--state", defaultValue = "all",
            description = "What to print at the end: public (the table's view), all (also every seat's view) or none; "
                    + "default ${DEFAULT-VALUE}.")
    String state;

    @Option(names = "--keep-going", description = "Report a refused command and go on with the next line "
            + "(the exit code is still 2).")
    boolean keepGoing;

    @Option(names = "--lang", paramLabel = "CODE", defaultValue = "en",
            description = "The language refused lines are reported in: en or es (default ${DEFAULT-VALUE}).")
    String lang;

    @Option(names = "--state-after", paramLabel = "LINE", split = ",",
            description = "Also print the state after script line LINE (the views --state asks for; at least the public one); "
                    + "repeatable, or comma-separated.")
    List<Integer> stateAfter = new ArrayList<>();

    @Option(names = "--from", paramLabel = "FILE",
            description = "Start from the position in FILE (docs/commands.md, \"The position file\") instead of the setup; "
                    + "its setup names the game. The script then has no setup line.")
    Path from;

    @Option(names = "--write-position", paramLabel = "FILE",
            description = "Write the position reached at the end to FILE (read it back with --from).")
    Path writePosition;

    @Option(names = "--robber", paramLabel = "HEX",
            description = "A game with a robber placed at the start: the unnumbered land hex it starts on "
                    + "(default: drawn from the seed).")
    Integer robber;

    @Option(names = "--stock", paramLabel = "TOKENS", split = ",",
            description = "A game with face-down number tokens: the ones drawn first, in order, as colour-number "
                    + "(ore-9,salt-11); the others follow in the seed's order.")
    List<String> stock;

    @Option(names = "--deck-order", paramLabel = "CARDS", split = ",",
            description = "A game with a development-card deck: the cards drawn first, in order, by card id "
                    + "(lancer,lancer); the others follow in the seed's order.")
    List<String> deckOrder;

    @Option(names = "--bot", paramLabel = "SEAT[:LEVEL]",
            description = "A seat (from 0, as script lines number them) the hub's bot plays, at a level of random, easy, normal "
                    + "(the default) or strong: its moves are made whenever the game waits for it, and the script holds the other "
                    + "seats' lines. Repeat it for more bots; every seat a bot plays a whole game (docs/bots.md).")
    List<String> bot = new ArrayList<>();

    @Option(names = "--start-player", paramLabel = "SEAT",
            description = "A game with a start player to choose: the seat (0 = the first name) who starts, instead of "
                    + "the game's own way (seat 0, or an opening roll).")
    Integer startPlayer;

    /**
     * A set-up chance given as a flag (docs/commands.md, "Set-up chances"): the setup option it
     * sets, and what a game without it lacks.
     */
    private record Chance(String flag, String option, String lacking) {}

    private static final List<Chance> CHANCES = List.of(
            new Chance("--robber", "robberHex", "has no robber hex to set before the game"),
            new Chance("--stock", "stock", "has no face-down number tokens"),
            new Chance("--deck-order", "deckOrder", "has no deck order to set yet (planned)"),
            new Chance("--start-player", "startPlayer", "has no start player to choose yet (planned)"));

    /** The flags that set a new game up, refused beside a setup line or a position file rather than ignored. */
    private static final List<String> SETUP_FLAGS = List.of("--players", "--names", "--seed", "--setup", "--dice",
            "--option", "--robber", "--stock", "--deck-order", "--start-player");

    @Override
    public Integer call() {
        PrintWriter out = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        try {
            return play(out, err);
        } catch (Script.Problem | BoardFileException | IllegalArgumentException | UncheckedIOException e) {
            out.flush();
            err.println(e.getMessage());
            err.flush();
            return 1;
        } finally {
            out.flush();
            err.flush();
        }
    }

    private int play(PrintWriter out, PrintWriter err) {
        if (game != null) {
            try {
                Games.find(game);
                TableGames.check(game);
            } catch (IllegalArgumentException e) {
                throw new IllegalArgumentException("--game: " + e.getMessage());
            }
        }
        if (stdin == (script != null)) {
            throw new IllegalArgumentException("Give a script file, or --stdin to read the script from standard input.");
        }
        if (!List.of("public", "all", "none").contains(state)) {
            throw new IllegalArgumentException("--state takes public, all or none, not " + state + ".");
        }
        Language language = Language.exactly(lang);
        if (language == null) {
            throw new IllegalArgumentException("--lang takes " + Arrays.stream(Language.values()).map(Language::code)
                    .collect(Collectors.joining(" or ")) + ", not " + lang + ".");
        }
        for (int line : stateAfter) {
            if (line < 1) {
                throw new IllegalArgumentException("--state-after takes a script line number, 1 or more, not " + line + ".");
            }
        }
        List<String> all = readLines();
        String firstText = firstText(all);
        JsonNode first = firstLine(firstText);
        int setupLineNumber = SetupLine.isSetupLine(first) ? all.indexOf(firstText) + 1 : 0;
        SetupLinePlay player = new SetupLinePlay(scriptName(), all, setupLineNumber, state, keepGoing, language, stateAfter)
                .withBots(BotSeats.read(bot), seed);
        if (from != null) {
            JsonNode file = readPosition(from);
            if (setupLineNumber > 0) {
                throw new IllegalArgumentException(scriptName() + " line " + setupLineNumber
                        + " is a setup line, but --from " + from + " sets the game up already.");
            }
            refuseSetupFlags("the position file " + from + " sets this game up; write the position instead");
            SetupLine setup = setupOf(file.get("setup"), from.toString(), "the position file's game");
            return player.play(out, err, tableFor(setup, from.toString(), "the position file's game"), setup,
                    new SetupLinePlay.From(from.toString(), file.get("position")), writePosition);
        }
        if (setupLineNumber > 0) {
            // An export (the host's "Download the game") or a script that names its setup: its setup line sets it up.
            refuseSetupFlags("the script's setup line sets this game up; change the setup line instead");
            String where = scriptName() + " line " + setupLineNumber;
            SetupLine setup = setupOf(first.get("setup"), where, "the setup line's game");
            return player.play(out, err, tableFor(setup, where, "the setup line's game"), setup, null, writePosition);
        }
        return playFromFlags(out, err, player);
    }

    /** The setup a setup line or a position file gives, in the same game as --game if that is given. */
    private SetupLine setupOf(JsonNode fields, String where, String whose) {
        SetupLine setup;
        try {
            setup = SetupLine.read(fields);
        } catch (SetupLine.Problem e) {
            throw new Script.Problem(where + ": " + e.getMessage() + ".");
        }
        if (game != null && !setup.game().equals(game)) {
            throw new IllegalArgumentException(where + ": " + whose + " is \"" + setup.game() + "\", not " + game
                    + " (--game; leave --game out and the setup says which game it is).");
        }
        return setup;
    }

    /** The table of the game {@code setup} names, with --board's file and --deck's file; its board and deck checked. */
    private TableGame<?, ?, ?, ?> tableFor(SetupLine setup, String where, String whose) {
        TableGame<?, ?, ?, ?> table;
        try {
            List<Board> files = boardFiles(setup.game());
            for (Board file : files) {
                if (!file.game().equals(setup.game())) {
                    throw new IllegalArgumentException("the board " + file.id() + " (--board) is a board of " + file.game()
                            + ", and " + whose + " is " + setup.game());
                }
            }
            TableGames.check(setup.game());
            table = TableGames.table(setup.game(), files);
        } catch (IllegalArgumentException e) {
            throw new Script.Problem(where + ": " + e.getMessage() + (e.getMessage().endsWith(".") ? "" : "."));
        }
        table = withDeck(table);
        if (table.deckSummary() != null && !setup.deck().equals(table.deckId())) {    // a game with a deck of its own
            throw new IllegalArgumentException(where + ": the setup's deck is \"" + setup.deck()
                    + "\"; give that deck file with --deck.");
        }
        if (table.schema().boards().stream().noneMatch(choice -> choice.id().equals(setup.setup().board()))) {
            throw new Script.Problem(where + ": the game was played on the board \"" + setup.setup().board()
                    + "\", which is not bundled: give its board file with --board FILE.");
        }
        return table;
    }

    /** A game the flags set up, with the set-up chances the flags give as its setup options. */
    private int playFromFlags(PrintWriter out, PrintWriter err, SetupLinePlay player) {
        String id = game != null ? game : TableGames.first();
        TableGame<?, ?, ?, ?> table = withDeck(TableGames.table(id, boardFiles(id)));
        Map<String, String> chosen = new LinkedHashMap<>(options);
        Map<String, String> chances = new LinkedHashMap<>();
        for (Chance chance : CHANCES) {
            String value = chanceValue(chance);
            if (value == null) {
                continue;
            }
            if (table.schema().options().stream().anyMatch(o -> o.id().equals(chance.option()))) {
                chosen.put(chance.option(), value);     // a choice of the host page (Elasund's start player)
            } else if (table.setupChances().contains(chance.option())) {
                chances.put(chance.option(), value);
            } else {
                throw new IllegalArgumentException(chance.flag() + ": " + table.title() + " " + chance.lacking() + ".");
            }
        }
        boolean boardGiven = board != null;
        GameSetup setup = FlagSetup.of(table, boardGiven ? boardId(id) : null, players, names, setupKind, chosen, dice);
        if (!chances.isEmpty()) {
            Map<String, String> withChances = new LinkedHashMap<>(setup.options());
            withChances.putAll(chances);
            setup = new GameSetup(setup.board(), setup.names(), withChances, setup.dice());
        }
        SetupLine line = new SetupLine(table.id(), setup, seed, table.deckId());
        return player.play(out, err, table, line, null, writePosition);
    }

    /** The setup option's value a chance flag gives, or null when the flag is not given. */
    private String chanceValue(Chance chance) {
        return switch (chance.flag()) {
            case "--robber" -> robber == null ? null : String.valueOf(robber);
            case "--stock" -> stock == null ? null : String.join(",", stock);
            case "--deck-order" -> deckOrder == null ? null : String.join(",", deckOrder);
            case "--start-player" -> startPlayer == null ? null : String.valueOf(startPlayer);
            default -> throw new IllegalStateException(chance.flag());
        };
    }

    /** {@code table} playing --deck's file, when given; a game that plays its printed cards refuses it by name. */
    private TableGame<?, ?, ?, ?> withDeck(TableGame<?, ?, ?, ?> table) {
        if (deck == null) {
            return table;
        }
        try {
            return table.withDeckFile(DeckCommand.name(deck), DeckCommand.text(deck));
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException("--deck: " + e.getMessage(), e);
        }
    }

    /** The flags that set a new game up, refused when a setup line or position file sets it up ({@code why}). */
    private void refuseSetupFlags(String why) {
        for (String flag : SETUP_FLAGS) {
            if (spec.commandLine().getParseResult().hasMatchedOption(flag)) {
                throw new IllegalArgumentException(flag + ": " + why + ".");
            }
        }
    }

    /**
     * A board file given with --board (a path, or a name that is not one of the game's bundled
     * boards): offered beside the game's bundled boards.
     */
    private List<Board> boardFiles(String gameId) {
        if (board == null) {
            return List.of();
        }
        boolean bundled = TableGames.table(gameId, List.of()).schema().boards().stream().anyMatch(b -> b.id().equals(board));
        return Files.exists(Path.of(board)) || !bundled ? List.of(BoardCommand.load(board)) : List.of();
    }

    /** The id of the board --board names: a bundled id as it is, a board file's own id. */
    private String boardId(String gameId) {
        List<Board> files = boardFiles(gameId);
        return files.isEmpty() ? board : files.get(0).id();
    }

    /** A position file: {"setup": {…}, "position": {…}}, as --write-position writes it. */
    private static JsonNode readPosition(Path file) {
        JsonNode root;
        try {
            root = Json.MAPPER.readTree(Files.readString(file, StandardCharsets.UTF_8));
        } catch (NoSuchFileException e) {
            throw new IllegalArgumentException("--from: there is no position file " + file + ".");
        } catch (JsonProcessingException e) {
            throw new IllegalArgumentException("--from: " + file + " is not JSON (" + e.getOriginalMessage() + ").");
        } catch (IOException e) {
            throw new IllegalArgumentException("--from: cannot read the position file " + file + ": " + e.getMessage());
        }
        if (root == null || !root.isObject() || !root.has("setup") || !root.has("position") || root.size() != 2) {
            throw new IllegalArgumentException(file + ": a position file is {\"setup\": {…}, \"position\": {…}}, "
                    + "as kontor play --write-position writes it.");
        }
        return root;
    }

    private String scriptName() {
        return script == null ? "stdin" : script.getFileName().toString();
    }

    private List<String> readLines() {
        List<String> lines = new ArrayList<>();
        try (BufferedReader in = new BufferedReader(open())) {
            for (String text = in.readLine(); text != null; text = in.readLine()) {
                lines.add(text);
            }
        } catch (IOException e) {
            throw new IllegalArgumentException("Cannot read " + (script == null ? "standard input" : script) + ": "
                    + e.getMessage());
        }
        return lines;
    }

    /** The first line that is not blank or a comment (the same String object as in the list), or null. */
    private static String firstText(List<String> lines) {
        for (String text : lines) {
            String trimmed = text.strip();
            if (!trimmed.isEmpty() && !trimmed.startsWith("#")) {
                return text;
            }
        }
        return null;
    }

    private static JsonNode firstLine(String text) {
        if (text == null) {
            return null;
        }
        try {
            return Json.MAPPER.readTree(text.strip());
        } catch (JsonProcessingException e) {
            return null;   // the script reader names the problem
        }
    }

    private Reader open() {
        if (script == null) {
            return new InputStreamReader(System.in, StandardCharsets.UTF_8);
        }
        try {
            return Files.newBufferedReader(script, StandardCharsets.UTF_8);
        } catch (NoSuchFileException e) {
            throw new IllegalArgumentException("There is no script file " + script + ".");
        } catch (IOException e) {
            throw new IllegalArgumentException("Cannot read the script " + script + ": " + e.getMessage());
        }
    }

}
