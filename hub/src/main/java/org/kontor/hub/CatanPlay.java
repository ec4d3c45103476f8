package org.kontor.hub;

import org.kontor.engine.referee.CommandReader;
import org.kontor.engine.resources.Scarcity;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Iterator;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import org.kontor.engine.RejectionKind;
import org.kontor.engine.Result;
import org.kontor.engine.board.Board;
import org.kontor.engine.catan.Catan;
import org.kontor.engine.catan.CatanConfig;
import org.kontor.engine.catan.CatanState;
import org.kontor.engine.catan.Command;
import org.kontor.engine.catan.CommandFormat;
import org.kontor.engine.catan.Event;
import org.kontor.engine.catan.IslandSetup;
import org.kontor.engine.catan.RuleOptions;
import org.kontor.web.Json;

/**
 * {@code kontor play --game catan}: a Catan script refereed line by line with the engine's own
 * {@code apply}, in the same line format as Merchants of Europe's scripts (docs/commands.md): one
 * {@code {"seat": N, "command": {...}}} per line, comments, and {@code # expect: refused KIND}.
 * It prints a setup line, one line per accepted command with its events, and the views at the end.
 * Until the game registry lands (issue 16), {@link PlayCommand} hands Catan scripts here.
 */
final class CatanPlay {

    private static final ObjectMapper OUT = Json.MAPPER.copy().enable(SerializationFeature.ORDER_MAP_ENTRIES_BY_KEYS);
    private static final Set<String> LINE_FIELDS = Set.of("seat", "version", "command");

    private final String scriptName;
    private final List<String> lines;
    private final String boardName;
    private final String layoutName;
    private final int players;
    private final long seed;
    private final Map<String, String> options;
    private final String state;
    private final boolean keepGoing;

    CatanPlay(String scriptName, List<String> lines, String boardName, String layoutName, int players, long seed,
              Map<String, String> options, String state, boolean keepGoing) {
        this.scriptName = scriptName;
        this.lines = lines;
        this.boardName = boardName;
        this.layoutName = layoutName;
        this.players = players;
        this.seed = seed;
        this.options = options;
        this.state = state;
        this.keepGoing = keepGoing;
    }

    int play(PrintWriter out, PrintWriter err) {
        Board board = boardName.equals("catan-beginner") && !Files.exists(Path.of(boardName))
                ? IslandSetup.beginnerBoard() : BoardCommand.load(boardName);
        CatanConfig config = new CatanConfig(board, layout(), players, ruleOptions());
        CatanState game = Catan.setup(config, seed);
        ObjectNode setup = OUT.createObjectNode();
        setup.putObject("setup").put("game", "catan").put("board", board.id()).put("layout", config.layout().name())
                .put("players", players).put("seed", seed).set("options", OUT.valueToTree(config.options()));
        out.println(write(setup));
        Catan rules = new Catan();
        int refused = 0;
        int missed = 0;
        String expected = null;
        for (int number = 1; number <= lines.size(); number++) {
            String text = lines.get(number - 1).strip();
            if (text.isEmpty()) {
                continue;
            }
            if (text.startsWith("#")) {
                String comment = text.substring(1).strip();
                if (comment.startsWith("expect:")) {
                    expected = expectation(number, comment);
                }
                continue;
            }
            JsonNode line = line(number, text);
            int seat = line.get("seat").intValue();
            long version = line.has("version") ? line.get("version").longValue() : game.version();
            Command command;
            try {
                command = CommandFormat.read(line.get("command"));
            } catch (CommandReader.Malformed e) {
                throw new Script.Problem(scriptName + " line " + number + ": " + e.getMessage());
            }
            Result<CatanState, Event> result = rules.apply(game, seat, version, command);
            ObjectNode report = OUT.createObjectNode();
            report.put("line", number).put("seat", seat).put("version", version).set("command", line.get("command"));
            if (expected != null) {
                String want = expected;
                expected = null;
                if (result instanceof Result.Rejected<CatanState, Event> no
                        && (want.isEmpty() || no.rejection().kind().name().equals(want))) {
                    report.putObject("refused").put("kind", no.rejection().kind().name())
                            .put("message", no.rejection().message()).put("expected", true);
                    out.println(write(report));
                    continue;
                }
                missed++;
                out.flush();
                err.println(scriptName + " line " + number + ": seat " + seat + " " + write(line.get("command")) + " should be refused"
                        + (want.isEmpty() ? "" : " " + want) + " but " + (result instanceof Result.Rejected<CatanState, Event> no
                        ? "was refused " + no.rejection().kind() + ": " + no.rejection().message() : "was accepted") + ".");
                err.flush();
                if (!keepGoing) {
                    break;
                }
                if (result instanceof Result.Accepted<CatanState, Event> yes) {
                    events(report, yes.events());
                    out.println(write(report));
                    game = yes.state();
                }
                continue;
            }
            if (result instanceof Result.Rejected<CatanState, Event> no) {
                refused++;
                out.flush();
                err.println(scriptName + " line " + number + ": seat " + seat + " " + write(line.get("command")) + " refused: "
                        + no.rejection().kind() + ": " + no.rejection().message());
                err.flush();
                if (!keepGoing) {
                    break;
                }
                continue;
            }
            Result.Accepted<CatanState, Event> yes = (Result.Accepted<CatanState, Event>) result;
            events(report, yes.events());
            out.println(write(report));
            game = yes.state();
        }
        if (!state.equals("none")) {
            ObjectNode view = OUT.createObjectNode();
            view.set("publicView", OUT.valueToTree(rules.publicView(game)));
            out.println(write(view));
        }
        if (state.equals("all")) {
            for (int seat = 0; seat < players; seat++) {
                ObjectNode view = OUT.createObjectNode();
                view.set("seatView", OUT.valueToTree(rules.view(game, seat)));
                out.println(write(view));
            }
        }
        return missed > 0 ? PlayCommand.EXPECTATION_MISSED : refused > 0 ? PlayCommand.REFUSED : 0;
    }

    private static void events(ObjectNode report, List<Event> events) {
        com.fasterxml.jackson.databind.node.ArrayNode list = report.putArray("events");
        for (Event event : events) {
            list.add(OUT.valueToTree(event));   // one by one, so each carries its "type"
        }
    }

    private IslandSetup.Layout layout() {
        return switch (layoutName) {
            case "beginner" -> IslandSetup.Layout.BEGINNER;
            case "variable" -> IslandSetup.Layout.VARIABLE_SPIRAL;
            case "variable-no-adjacent-red" -> IslandSetup.Layout.VARIABLE_NO_ADJACENT_RED;
            default -> throw new IllegalArgumentException("--setup takes beginner, variable or variable-no-adjacent-red for Catan, not "
                    + layoutName + ".");
        };
    }

    /** The rule options docs/rules-catan.md names: shortage=strict|faq, robberToDesert=on|off, tradeBeforeBuilding=on|off. */
    private RuleOptions ruleOptions() {
        RuleOptions standard = RuleOptions.standard();
        Scarcity shortage = standard.shortage();
        boolean desert = standard.robberToDesert();
        boolean strictOrder = standard.tradeBeforeBuilding();
        for (Map.Entry<String, String> option : options.entrySet()) {
            String value = option.getValue().toLowerCase(Locale.ROOT);
            switch (option.getKey()) {
                case "shortage" -> shortage = switch (value) {
                    case "strict" -> Scarcity.NOBODY_GETS_IT;
                    case "faq" -> Scarcity.ONE_CLAIMANT_GETS_WHAT_IS_LEFT;
                    default -> throw new IllegalArgumentException("--option shortage takes strict or faq, not " + option.getValue() + ".");
                };
                case "robberToDesert" -> desert = onOff(option.getKey(), value);
                case "tradeBeforeBuilding" -> strictOrder = onOff(option.getKey(), value);
                default -> throw new IllegalArgumentException("--option " + option.getKey() + " is not a Catan rule option "
                        + "(shortage, robberToDesert, tradeBeforeBuilding; docs/rules-catan.md).");
            }
        }
        return new RuleOptions(shortage, desert, strictOrder);
    }

    private static boolean onOff(String name, String value) {
        if (!value.equals("on") && !value.equals("off")) {
            throw new IllegalArgumentException("--option " + name + " takes on or off, not " + value + ".");
        }
        return value.equals("on");
    }

    private String expectation(int number, String comment) {
        String[] words = comment.substring("expect:".length()).strip().split("\\s+");
        List<String> kinds = java.util.Arrays.stream(RejectionKind.values()).map(Enum::name).toList();
        if (words[0].equals("refused") && (words.length == 1 || words.length == 2 && kinds.contains(words[1]))) {
            return words.length == 1 ? "" : words[1];
        }
        throw new Script.Problem(scriptName + " line " + number + " is an expectation that cannot be read; write "
                + "# expect: refused KIND, with KIND one of " + String.join(", ", kinds) + " (or no KIND for any refusal).");
    }

    private JsonNode line(int number, String text) {
        JsonNode node;
        try {
            node = Json.MAPPER.readTree(text);
        } catch (JsonProcessingException e) {
            throw new Script.Problem(scriptName + " line " + number + " is not JSON: " + e.getOriginalMessage());
        }
        if (node == null || !node.isObject()) {
            throw new Script.Problem(scriptName + " line " + number + " must be an object like {\"seat\": 0, \"command\": {...}}.");
        }
        for (Iterator<String> it = node.fieldNames(); it.hasNext(); ) {
            String field = it.next();
            if (!LINE_FIELDS.contains(field)) {
                throw new Script.Problem(scriptName + " line " + number + " has \"" + field + "\"; a line takes seat, version and command.");
            }
        }
        JsonNode seat = node.get("seat");
        if (seat == null || !seat.isInt() || seat.intValue() < 0 || seat.intValue() >= players) {
            throw new Script.Problem(scriptName + " line " + number + " names seat " + seat + ", but this game has seats 0 to "
                    + (players - 1) + ".");
        }
        if (node.has("version") && !node.get("version").canConvertToLong()) {
            throw new Script.Problem(scriptName + " line " + number + " has a \"version\" that is not a whole number.");
        }
        if (!node.has("command")) {
            throw new Script.Problem(scriptName + " line " + number + " has no \"command\".");
        }
        return node;
    }

    private static String write(JsonNode node) {
        try {
            return OUT.writeValueAsString(node);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException(e);
        }
    }
}
