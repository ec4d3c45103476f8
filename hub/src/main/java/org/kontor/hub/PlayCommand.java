package org.kontor.hub;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
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
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.Callable;
import org.kontor.engine.Language;
import org.kontor.engine.Result;
import org.kontor.engine.board.Board;
import org.kontor.engine.board.BoardFile;
import org.kontor.engine.board.BoardFileException;
import org.kontor.engine.board.PlayerColour;
import org.kontor.engine.games.Games;
import org.kontor.engine.merchants.Event;
import org.kontor.engine.merchants.MerchantsGame;
import org.kontor.engine.merchants.MerchantsOfEurope;
import org.kontor.engine.merchants.MerchantsState;
import org.kontor.engine.merchants.Position;
import org.kontor.engine.merchants.board.MerchantsBoard;
import org.kontor.engine.merchants.cards.Deck;
import org.kontor.engine.merchants.cards.DeckFile;
import org.kontor.engine.merchants.cards.DeckFileException;
import org.kontor.hub.games.SavedGames;
import org.kontor.hub.games.SetupLine;
import org.kontor.table.GameSetup;
import org.kontor.table.Json;
import org.kontor.table.SetupSchema;
import org.kontor.table.TableGame;
import org.kontor.table.TableGames;
import org.kontor.table.merchants.MerchantsTable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * {@code kontor play}: plays a whole game from a script of commands (docs/commands.md) and prints
 * what happened as JSON Lines. It sets the game up the way the host page does (through
 * {@link MerchantsTable}) and applies every line with the engine's own {@code apply}, so a script
 * is refereed exactly as the same moves from phones would be. Scripts settle rule disputes and
 * test whole games.
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

    /**
     * Writes maps in key order: the engine's maps (production by seat, gold by seat) iterate in an
     * order that changes from run to run, and two runs of one script must print the same text.
     */
    private static final ObjectMapper OUT = Json.MAPPER.copy().enable(SerializationFeature.ORDER_MAP_ENTRIES_BY_KEYS);

    @Spec
    CommandSpec spec;

    @Parameters(arity = "0..1", paramLabel = "SCRIPT", description = "The script file (or use --stdin).")
    Path script;

    @Option(names = "--stdin", description = "Read the script from standard input.")
    boolean stdin;

    @Option(names = "--game", defaultValue = "merchants", description = "The game (default ${DEFAULT-VALUE}); an unknown id lists the games.")
    String game;

    @Option(names = "--board", defaultValue = "europe-short",
            description = "One of the game's boards (as its host page offers them) or a board file (default: Merchants "
                    + "${DEFAULT-VALUE}; another game its first board for the player count).")
    String board;

    @Option(names = "--players", description = "How many play, as the game allows: Merchants and Catan 3-4, Hansa 3-5, "
            + "Elasund 2-4 (default: the number of --names, else 4).")
    Integer players;

    @Option(names = "--names", split = ",", description = "Player names in seat order, comma-separated "
            + "(default: the colours).")
    List<String> names;

    @Option(names = "--seed", defaultValue = "1",
            description = "Seeds every chance the hub resolves: virtual dice, steals, shuffles (default ${DEFAULT-VALUE}).")
    long seed;

    @Option(names = "--setup", description = "How the game is laid out at the start, where it has a choice: Merchants fixed or "
            + "variable (default: fixed when the board has the printed start); Catan beginner, variable-spiral or "
            + "variable-no-adjacent-red. Refused for a game with one way to set up.")
    String setupKind;

    @Option(names = "--dice", defaultValue = "virtual",
            description = "virtual (the hub rolls; roll commands carry no dice) or table (each roll carries its dice); "
                    + "default ${DEFAULT-VALUE}.")
    String dice;

    @Option(names = "--deck", paramLabel = "FILE", description = "Merchants: a development-card deck file (docs/cards.md); "
            + "default: the bundled provisional deck.")
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

    /** {@link #lang} once checked. */
    private Language language = Language.ENGLISH;

    @Option(names = "--state-after", paramLabel = "LINE", split = ",",
            description = "Also print the state after script line LINE (the views --state asks for; at least the public one); "
                    + "repeatable, or comma-separated.")
    List<Integer> stateAfter = new ArrayList<>();

    @Option(names = "--from", paramLabel = "FILE",
            description = "Merchants: start from the position in FILE (docs/commands.md, \"The position file\") instead of the "
                    + "setup; the other games' position files are planned.")
    Path from;

    @Option(names = "--write-position", paramLabel = "FILE",
            description = "Merchants: write the position reached at the end to FILE (read it back with --from).")
    Path writePosition;

    @Option(names = "--robber", paramLabel = "HEX",
            description = "Merchants: the unnumbered land hex the robber starts on (default: drawn from the seed).")
    Integer robber;

    @Option(names = "--stock", paramLabel = "TOKENS", split = ",",
            description = "Merchants: the face-down number tokens drawn first, in order, as colour-number (ore-9,salt-11); "
                    + "the others follow in the seed's order.")
    List<String> stock;

    @Option(names = "--deck-order", paramLabel = "CARDS", split = ",",
            description = "Merchants: the development cards drawn first, in order, by card id (lancer,lancer); "
                    + "the others follow in the seed's order.")
    List<String> deckOrder;

    @Option(names = "--start-player", paramLabel = "SEAT",
            description = "Merchants: the seat (0 = the first name) who starts a fixed-setup game (default: seat 0); "
                    + "a game with the option startPlayer (Elasund): that seat starts instead of the opening roll.")
    Integer startPlayer;

    /** The setup option a game names who starts with, when it has one. */
    private static final String START_PLAYER_OPTION = "startPlayer";

    /**
     * The set-up chances given as flags (docs/commands.md, "Set-up chances"), as the setup options
     * the engine reads, so the printed setup line carries them. Refused when a setup line or a
     * position file sets the game up: the chances go there.
     */
    private GameSetup withChances(GameSetup setup, boolean givenElsewhere) {
        Map<String, String> chances = new LinkedHashMap<>();
        if (robber != null) {
            chances.put(MerchantsGame.ROBBER_HEX, String.valueOf(robber));
        }
        if (stock != null) {
            chances.put(MerchantsGame.STOCK, String.join(",", stock));
        }
        if (deckOrder != null) {
            chances.put(MerchantsGame.DECK_ORDER, String.join(",", deckOrder));
        }
        if (startPlayer != null) {
            chances.put(MerchantsGame.START_PLAYER, String.valueOf(startPlayer));
        }
        if (chances.isEmpty()) {
            return setup;
        }
        if (givenElsewhere) {
            throw new IllegalArgumentException("--robber, --stock, --deck-order and --start-player set a new game up, but the "
                    + "setup line or position file sets this one up: give them there (in a position: \"robber\", "
                    + "\"stock\", \"deck\", \"active\"; in a setup line, the options " + String.join(", ", List.of(
                    MerchantsGame.ROBBER_HEX, MerchantsGame.STOCK, MerchantsGame.DECK_ORDER, MerchantsGame.START_PLAYER)) + ").");
        }
        Map<String, String> options = new HashMap<>(setup.options());
        options.putAll(chances);
        return new GameSetup(setup.board(), setup.names(), options, setup.dice());
    }

    @Override
    public Integer call() {
        PrintWriter out = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        try {
            return play(out, err);
        } catch (Script.Problem | BoardFileException | DeckFileException | IllegalArgumentException | UncheckedIOException e) {
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
        try {
            Games.find(game);
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException("--game: " + e.getMessage());
        }
        try {
            TableGames.check(game);
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException("--game: " + e.getMessage());
        }
        if (stdin == (script != null)) {
            throw new IllegalArgumentException("Give a script file, or --stdin to read the script from standard input.");
        }
        if (!List.of("public", "all", "none").contains(state)) {
            throw new IllegalArgumentException("--state takes public, all or none, not " + state + ".");
        }
        language = Language.exactly(lang);
        if (language == null) {
            throw new IllegalArgumentException("--lang takes " + java.util.Arrays.stream(Language.values()).map(Language::code)
                    .collect(java.util.stream.Collectors.joining(" or ")) + ", not " + lang + ".");
        }
        List<String> all = readLines();
        JsonNode first = firstLine(all);
        String setupGame = SetupLine.isSetupLine(first) ? first.path("setup").path("game").asText() : MerchantsGame.ID;
        if (from == null && SetupLine.isSetupLine(first) && spec.commandLine().getParseResult().hasMatchedOption("--game")
                && !setupGame.equals(game)) {
            throw new IllegalArgumentException(scriptName() + ": the setup line's game is \"" + setupGame + "\", not " + game
                    + " (--game; leave --game out and the setup line says which game it is).");
        }
        if (from == null && SetupLine.isSetupLine(first) && !setupGame.equals(MerchantsGame.ID)) {
            // An export of another game (the host's "Download the game"): its setup line sets it up.
            // A board file given with --board is offered beside the bundled boards, as the table offered it.
            refuseSetupFlags(setupGame);
            return new SetupLinePlay(scriptName(), all, all.indexOf(firstText(all)) + 1, state, keepGoing, language, stateAfter)
                    .play(out, err, first, boardFiles(setupGame));
        }
        if (!game.equals(MerchantsGame.ID)) {
            return playFromFlags(out, err, all);
        }
        for (int line : stateAfter) {
            if (line < 1) {
                throw new IllegalArgumentException("--state-after takes a script line number, 1 or more, not " + line + ".");
            }
        }
        String firstText = firstText(all);
        int setupLineNumber = firstText == null ? -1 : all.indexOf(firstText) + 1;
        SetupLine given = null;
        JsonNode positionFile = from == null ? null : readPosition(from);
        if (positionFile != null) {
            if (SetupLine.isSetupLine(first)) {
                throw new IllegalArgumentException(scriptName() + " line " + setupLineNumber
                        + " is a setup line, but --from " + from + " sets the game up already.");
            }
            try {
                given = SetupLine.read(positionFile.get("setup"));
            } catch (SetupLine.Problem e) {
                throw new IllegalArgumentException(from + ": " + e.getMessage() + ".");
            }
            setupLineNumber = -1;
        } else if (SetupLine.isSetupLine(first)) {
            try {
                given = SetupLine.read(first.get("setup"));
            } catch (SetupLine.Problem e) {
                throw new Script.Problem(scriptName() + " line " + setupLineNumber + ": " + e.getMessage() + ".");
            }
            if (!given.game().equals(game)) {
                throw new IllegalArgumentException(scriptName() + ": the setup line's game is \"" + given.game()
                        + "\", not " + game + " (--game; the games are: " + String.join(", ", Games.ids()) + ").");
            }
        }
        String boardName = given != null && !Files.exists(Path.of(board)) ? given.setup().board() : board;
        MerchantsBoard chosen = MerchantsBoard.of(BoardCommand.load(boardName));
        boolean bundled = BoardFile.bundledIds().contains(boardName) && !Files.exists(Path.of(boardName));
        Deck cards = deck == null ? DeckFile.bundled("provisional") : DeckCommand.load(deck);
        MerchantsTable table = new MerchantsTable(bundled ? List.of() : List.of(chosen), cards);
        GameSetup setup;
        long gameSeed;
        if (given != null) {
            if (!given.deck().equals(cards.id())) {
                throw new IllegalArgumentException(scriptName() + ": the setup line's deck is \"" + given.deck()
                        + "\"; give that deck file with --deck.");
            }
            setup = given.setup();
            gameSeed = given.seed();
        } else {
            setup = setup(table, chosen);
            gameSeed = seed;
        }
        setup = withChances(setup, given != null);
        MerchantsState game = table.setup(setup, gameSeed);
        SetupLine setupLine = new SetupLine("merchants", setup, gameSeed, table.deck().id());
        out.println(write(setupLine.line()));
        if (positionFile != null) {
            try {
                game = Position.read(game, positionFile.get("position"));
            } catch (Position.Problem e) {
                throw new IllegalArgumentException(from + ": " + e.getMessage() + ".");
            }
        }

        MerchantsOfEurope rules = new MerchantsOfEurope();
        Script reader = new Script(script == null ? "stdin" : script.getFileName().toString(), setup.players());
        int refused = 0;
        int missed = 0;
        int number = 0;
        try (BufferedReader lines = new BufferedReader(new java.io.StringReader(String.join("\n", all)))) {
            String expected = null;     // a "# expect: refused KIND" waiting for its command
            int expectedOn = 0;
            for (String text = lines.readLine(); text != null; text = lines.readLine()) {
                number++;
                if (given != null && number == setupLineNumber) {
                    continue;   // the setup line
                }
                Long fresh = ScriptReferee.fresh(scriptName(), number, text);
                if (fresh != null) {
                    game = table.freshChance(game, fresh);
                    continue;
                }
                String expectation = reader.expectation(number, text);
                if (expectation != null) {
                    expected = expectation;
                    expectedOn = number;
                    printStateAfter(out, rules, game, setup.players(), number);
                    continue;
                }
                Script.Line line = reader.read(number, text);
                if (line == null) {
                    printStateAfter(out, rules, game, setup.players(), number);
                    continue;
                }
                long version = line.version() != null ? line.version() : game.version();
                Result<MerchantsState, Event> result = rules.apply(game, line.seat(), version, line.command());
                if (expected != null) {
                    // The line must be refused (for that reason): then the game goes on as if it never came.
                    String want = expected;
                    expected = null;
                    if (result instanceof Result.Rejected<MerchantsState, Event> no
                            && (want.isEmpty() || no.rejection().kind().name().equals(want))) {
                        out.println(write(refusedLine(line, version, no)));
                        printStateAfter(out, rules, game, setup.players(), number);
                        continue;
                    }
                    missed++;
                    out.flush();
                    String what = want.isEmpty() ? "refused" : "refused " + want;
                    err.println(reader.name() + " line " + number + ": seat " + line.seat() + " " + write(line.commandJson())
                            + " should be " + what + " (line " + expectedOn + ") but "
                            + (result instanceof Result.Rejected<MerchantsState, Event> no
                            ? "was refused " + no.rejection().kind() + ": " + no.rejection().message(language)
                            : "was accepted") + ".");
                    err.flush();
                    if (!keepGoing) {
                        break;
                    }
                    if (result instanceof Result.Accepted<MerchantsState, Event> yes) {
                        out.println(write(eventsLine(line, version, yes.events())));
                        game = yes.state();
                    }
                    printStateAfter(out, rules, game, setup.players(), number);
                    continue;
                }
                if (result instanceof Result.Rejected<MerchantsState, Event> no) {
                    refused++;
                    out.flush();
                    err.println(reader.name() + " line " + number + ": seat " + line.seat() + " " + write(line.commandJson())
                            + " refused: " + no.rejection().kind() + ": " + no.rejection().message(language));
                    err.flush();
                    if (!keepGoing) {
                        break;
                    }
                    printStateAfter(out, rules, game, setup.players(), number);
                    continue;
                }
                Result.Accepted<MerchantsState, Event> yes = (Result.Accepted<MerchantsState, Event>) result;
                out.println(write(eventsLine(line, version, yes.events())));
                game = yes.state();
                printStateAfter(out, rules, game, setup.players(), number);
            }
            if (expected != null && missed == 0 && refused == 0) {
                throw new Script.Problem(reader.name() + " line " + expectedOn + " expects the next command to be refused, "
                        + "but no command follows it.");
            }
        } catch (IOException e) {
            throw new IllegalArgumentException("Cannot read " + (script == null ? "standard input" : script) + ": "
                    + e.getMessage());
        }
        if (!state.equals("none")) {
            ObjectNode view = OUT.createObjectNode();
            view.set("publicView", OUT.valueToTree(rules.publicView(game)));
            out.println(write(view));
        }
        if (state.equals("all")) {
            for (int seat = 0; seat < setup.players(); seat++) {
                ObjectNode view = OUT.createObjectNode();
                view.set("seatView", OUT.valueToTree(rules.view(game, seat)));
                out.println(write(view));
            }
        }
        if (writePosition != null) {
            ObjectNode file = OUT.createObjectNode();
            file.set("setup", setupLine.fields());
            file.set("position", Position.write(game));
            try {
                Files.writeString(writePosition, OUT.writerWithDefaultPrettyPrinter().writeValueAsString(file) + "\n");
            } catch (IOException e) {
                throw new UncheckedIOException("Cannot write the position to " + writePosition + ": " + e.getMessage(), e);
            }
        }
        int last = number;
        List<Integer> past = stateAfter.stream().filter(n -> n > last).distinct().sorted().toList();
        if (!past.isEmpty() && missed == 0 && refused == 0) {
            throw new IllegalArgumentException("--state-after " + past.get(0) + ": the script has only " + last + " lines.");
        }
        return missed > 0 ? EXPECTATION_MISSED : refused > 0 ? REFUSED : 0;
    }

    /** The state after a script line, if --state-after asked for it: the public view, and every seat's with --state all. */
    private void printStateAfter(PrintWriter out, MerchantsOfEurope rules, MerchantsState game, int players, int number) {
        if (!stateAfter.contains(number)) {
            return;
        }
        ObjectNode view = OUT.createObjectNode();
        view.put("stateAfter", number);
        view.set("publicView", OUT.valueToTree(rules.publicView(game)));
        out.println(write(view));
        if (state.equals("all")) {
            for (int seat = 0; seat < players; seat++) {
                ObjectNode seatView = OUT.createObjectNode();
                seatView.put("stateAfter", number);
                seatView.set("seatView", OUT.valueToTree(rules.view(game, seat)));
                out.println(write(seatView));
            }
        }
    }

    /** A line refused as its "# expect" said: the refusal, and the game goes on unchanged. */
    private ObjectNode refusedLine(Script.Line line, long version, Result.Rejected<MerchantsState, Event> no) {
        ObjectNode node = OUT.createObjectNode();
        node.put("line", line.number());
        node.put("seat", line.seat());
        node.put("version", version);
        node.set("command", line.commandJson());
        node.putObject("refused").put("kind", no.rejection().kind().name()).put("message", no.rejection().message(language))
                .put("expected", true);
        return node;
    }

    /** Any game but the one with position files and a deck file: set up from the flags through its table. */
    private int playFromFlags(PrintWriter out, PrintWriter err, List<String> all) {
        TableGame<?, ?, ?, ?> table = TableGames.table(game, boardFiles());
        refuse(from != null, "--from", table, "has no position files yet (planned); play the position out from the setup");
        refuse(writePosition != null, "--write-position", table, "has no position files yet (planned)");
        refuse(deck != null, "--deck", table, "takes no development-card deck file");
        refuse(robber != null, "--robber", table, "has no robber hex to set before the game");
        refuse(stock != null, "--stock", table, "has no face-down number tokens");
        refuse(deckOrder != null, "--deck-order", table, "has no deck order to set yet (planned)");
        Map<String, String> chosen = options;
        if (startPlayer != null) {
            // A game whose setup has the option startPlayer takes the flag as that option.
            refuse(table.schema().options().stream().noneMatch(o -> o.id().equals(START_PLAYER_OPTION)), "--start-player", table,
                    "has no start player to choose yet (planned)");
            chosen = new LinkedHashMap<>(options);
            chosen.put(START_PLAYER_OPTION, String.valueOf(startPlayer));
        }
        boolean boardGiven = spec.commandLine().getParseResult().hasMatchedOption("--board");
        GameSetup setup = FlagSetup.of(table, boardGiven ? boardId() : null, players, names, setupKind, chosen, dice);
        SetupLine line = new SetupLine(table.id(), setup, seed, table.deckId());
        return new SetupLinePlay(scriptName(), all, 0, state, keepGoing, language, stateAfter).play(out, err, table, line);
    }

    private static void refuse(boolean given, String flag, TableGame<?, ?, ?, ?> table, String why) {
        if (given) {
            throw new IllegalArgumentException(flag + ": " + table.title() + " " + why + ".");
        }
    }

    /** The flags a setup line sets itself, refused beside it rather than ignored. */
    private void refuseSetupFlags(String setupGame) {
        for (String flag : List.of("--players", "--names", "--seed", "--setup", "--dice", "--option", "--deck", "--robber",
                "--stock", "--deck-order", "--start-player", "--from", "--write-position")) {
            if (spec.commandLine().getParseResult().hasMatchedOption(flag)) {
                throw new IllegalArgumentException(flag + ": the script's setup line sets this " + setupGame
                        + " game up; change the setup line instead.");
            }
        }
    }

    /**
     * A board file given with --board (a path, or a name that is not one of the game's bundled
     * boards): offered beside the game's bundled boards.
     */
    private List<Board> boardFiles() {
        return boardFiles(game);
    }

    private List<Board> boardFiles(String gameId) {
        if (!spec.commandLine().getParseResult().hasMatchedOption("--board")) {
            return List.of();
        }
        boolean bundled = TableGames.table(gameId, List.of()).schema().boards().stream().anyMatch(b -> b.id().equals(board));
        return Files.exists(Path.of(board)) || !bundled ? List.of(BoardCommand.load(board)) : List.of();
    }

    /** The id of the board --board names: a bundled id as it is, a board file's own id. */
    private String boardId() {
        List<Board> files = boardFiles();
        return files.isEmpty() ? board : files.get(0).id();
    }

    /** A position file: {"setup": {…}, "position": {…}}, as --write-position writes it. */
    private static JsonNode readPosition(Path file) {
        JsonNode root;
        try {
            root = Json.MAPPER.readTree(Files.readString(file, StandardCharsets.UTF_8));
        } catch (NoSuchFileException e) {
            throw new IllegalArgumentException("There is no position file " + file + ".");
        } catch (JsonProcessingException e) {
            throw new IllegalArgumentException(file + " is not JSON (" + e.getOriginalMessage() + ").");
        } catch (IOException e) {
            throw new IllegalArgumentException("Cannot read the position file " + file + ": " + e.getMessage());
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

    private static JsonNode firstLine(List<String> lines) {
        String text = firstText(lines);
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

    /** The host page's choices, from the flags: the same translation to a game as the table's ({@link FlagSetup}). */
    private GameSetup setup(MerchantsTable table, MerchantsBoard chosen) {
        String kind = setupKind != null ? setupKind : chosen.startPositions().isEmpty() ? "variable" : "fixed";
        return FlagSetup.of(table, chosen.id(), players, names, kind, options, dice);
    }

    private static String write(Object value) {
        try {
            return OUT.writeValueAsString(value);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("cannot write JSON: " + e.getOriginalMessage(), e);
        }
    }

    private static ObjectNode eventsLine(Script.Line line, long version, List<Event> events) {
        ObjectNode node = OUT.createObjectNode();
        node.put("line", line.number());
        node.put("seat", line.seat());
        node.put("version", version);
        node.set("command", line.commandJson());
        ArrayNode list = node.putArray("events");
        for (Event event : events) {
            list.add(OUT.valueToTree(event));   // events carry their "type"
        }
        return node;
    }
}
