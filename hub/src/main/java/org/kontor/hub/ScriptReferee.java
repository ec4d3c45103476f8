package org.kontor.hub;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.PrintWriter;
import java.util.List;
import java.util.function.BiFunction;
import java.util.function.Consumer;
import java.util.function.Function;
import org.kontor.engine.Language;
import org.kontor.engine.GameState;
import org.kontor.engine.Seen;
import org.kontor.engine.Result;
import org.kontor.engine.Ruleset;
import org.kontor.engine.referee.CommandReader;
import org.kontor.hub.games.SavedGames;
import org.kontor.table.Json;

/**
 * Referees a script of {@code {"seat": N, "command": {...}}} lines, comments and
 * {@code # expect: refused KIND} with a game's own {@code apply}: the line format every game's
 * {@code kontor play} shares (docs/commands.md), each line read by {@link Script}. The games
 * differ only in how they set up, which {@link SetupLinePlay} does through each game's table
 * before handing the first state here.
 */
final class ScriptReferee {

    static final ObjectMapper OUT = Json.MAPPER.copy().enable(SerializationFeature.ORDER_MAP_ENTRIES_BY_KEYS);

    private final String scriptName;
    private final List<String> lines;
    private final int players;
    private final String state;
    private final boolean keepGoing;
    private final Language language;
    private final List<Integer> stateAfter;
    /** How the game's views and events are written: as the pages get them (the game's own way, where it has one). */
    private ObjectMapper views = OUT;

    /** {@code stateAfter}: the script lines after which the views {@code state} asks for are printed too. */
    ScriptReferee(String scriptName, List<String> lines, int players, String state, boolean keepGoing, Language language,
                  List<Integer> stateAfter) {
        this.scriptName = scriptName;
        this.lines = lines;
        this.players = players;
        this.state = state;
        this.keepGoing = keepGoing;
        this.language = language;
        this.stateAfter = List.copyOf(stateAfter);
        for (int line : stateAfter) {
            if (line < 1) {
                throw new IllegalArgumentException("--state-after takes a script line number, 1 or more, not " + line + ".");
            }
        }
    }

    /** Views and events written with the game's own module (TableGame#viewJson), as the table's pages get them; null: none. */
    ScriptReferee viewJson(com.fasterxml.jackson.databind.Module module) {
        views = module == null ? OUT : OUT.copy().registerModule(module);
        return this;
    }

    /**
     * Prints {@code setup}, then a report per command line, then the views {@code state} asks for,
     * and hands the last state to {@code end}; returns the exit code {@link PlayCommand} gives. A
     * {@code {"fresh": N}} line (chance drawn afresh after an undo on the table, as an export
     * writes it) goes through {@code fresh}.
     */
    <S extends GameState, C, E extends Seen> int play(PrintWriter out, PrintWriter err, Ruleset<S, C, E, ?> rules, S game,
                                          ObjectNode setup, Function<JsonNode, C> reader, BiFunction<S, Long, S> fresh,
                                          Consumer<S> end) {
        return play(out, err, rules, game, setup, reader, fresh, end, state -> java.util.Optional.empty());
    }

    /**
     * As above, with the moves of the seats {@code bots} plays ({@code kontor play --bot}) made
     * whenever the game waits for one of them: before each command line and after the last.
     */
    <S extends GameState, C, E extends Seen> int play(PrintWriter out, PrintWriter err, Ruleset<S, C, E, ?> rules, S game,
                                          ObjectNode setup, Function<JsonNode, C> reader, BiFunction<S, Long, S> fresh,
                                          Consumer<S> end, Function<S, java.util.Optional<BotSeats.Move<C>>> bots) {
        out.println(write(setup));
        Script script = new Script(scriptName, players);
        int refused = 0;
        int missed = 0;
        String expected = null;
        int expectedOn = 0;
        int number = 0;
        boolean stopped = false;
        while (number < lines.size()) {
            if (stateAfter.contains(number)) {
                printViews(out, rules, game, number);       // the line before this one is done
            }
            number++;
            String text = lines.get(number - 1).strip();
            if (text.isEmpty()) {
                continue;
            }
            if (text.startsWith("#")) {
                String comment = text.substring(1).strip();
                if (comment.startsWith("expect:")) {
                    expected = expectation(number, comment);
                    expectedOn = number;
                }
                continue;
            }
            Long entropy = fresh(scriptName, number, text);
            if (entropy != null) {
                game = fresh.apply(game, entropy);
                continue;
            }
            Script.AnyLine line = script.readAny(number, text);
            game = playBots(out, rules, game, bots);
            int seat = line.seat();
            long version = line.version() != null ? line.version() : game.version();
            C command;
            try {
                command = reader.apply(line.command());
            } catch (CommandReader.Malformed e) {
                throw new Script.Problem(scriptName + " line " + number + ": " + e.getMessage());
            }
            Result<S, E> result = rules.apply(game, seat, version, command);
            ObjectNode report = OUT.createObjectNode();
            report.put("line", number).put("seat", seat).put("version", version).set("command", line.command());
            String want = expected;
            expected = null;
            if (want != null) {
                if (result instanceof Result.Rejected<S, E> no
                        && (want.isEmpty() || no.rejection().kind().name().equals(want))) {
                    report.putObject("refused").put("kind", no.rejection().kind().name())
                            .put("message", no.rejection().message(language)).put("expected", true);
                    out.println(write(report));
                    continue;
                }
                missed++;
                out.flush();
                err.println(scriptName + " line " + number + ": seat " + seat + " " + write(line.command()) + " should be refused"
                        + (want.isEmpty() ? "" : " " + want) + " (line " + expectedOn + ") but " + (result instanceof Result.Rejected<S, E> no
                        ? "was refused " + no.rejection().kind() + ": " + no.rejection().message(language) : "was accepted") + ".");
                err.flush();
                if (!keepGoing) {
                    stopped = true;
                    break;
                }
            } else if (result instanceof Result.Rejected<S, E> no) {
                refused++;
                out.flush();
                err.println(scriptName + " line " + number + ": seat " + seat + " " + write(line.command()) + " refused: "
                        + no.rejection().kind() + ": " + no.rejection().message(language));
                err.flush();
                if (!keepGoing) {
                    stopped = true;
                    break;
                }
            }
            if (result instanceof Result.Accepted<S, E> yes) {
                ArrayNode events = report.putArray("events");
                for (E event : yes.events()) {
                    events.add(views.valueToTree(event));   // one by one, so each carries its "type"
                }
                out.println(write(report));
                game = yes.state();
            }
        }
        if (!stopped) {
            game = playBots(out, rules, game, bots);
        }
        if (!stopped && stateAfter.contains(number)) {
            printViews(out, rules, game, number);
        }
        int last = number;
        List<Integer> past = stateAfter.stream().filter(n -> n > last).distinct().sorted().toList();
        if (!past.isEmpty() && !stopped) {
            throw new IllegalArgumentException("--state-after " + past.get(0) + ": the script has only " + last + " lines.");
        }
        if (expected != null && !stopped) {
            throw new Script.Problem(scriptName + " line " + expectedOn + " expects the next command to be refused, "
                    + "but no command follows it.");
        }
        if (!state.equals("none")) {
            printViews(out, rules, game, 0);
        }
        end.accept(game);
        return missed > 0 ? PlayCommand.EXPECTATION_MISSED : refused > 0 ? PlayCommand.REFUSED : 0;
    }

    /** The bots' moves, one report each ({@code "bot": level}), until the game waits for no bot seat. */
    private <S extends GameState, C, E extends Seen> S playBots(PrintWriter out, Ruleset<S, C, E, ?> rules, S game,
                                                   Function<S, java.util.Optional<BotSeats.Move<C>>> bots) {
        for (int moves = 0; moves < BotSeats.mostMoves(); moves++) {
            java.util.Optional<BotSeats.Move<C>> next = bots.apply(game);
            if (next.isEmpty()) {
                return game;
            }
            BotSeats.Move<C> move = next.get();
            Result<S, E> result = rules.apply(game, move.seat(), game.version(), move.command());
            if (!(result instanceof Result.Accepted<S, E> yes)) {
                // A bot only gives what its seat's legal actions offer: a refusal is a bug in the bot, said whole.
                throw new IllegalStateException("the " + move.level().word() + " bot of seat " + move.seat() + " gave "
                        + write(Json.typed(move.command())) + ", which was refused: "
                        + ((Result.Rejected<S, E>) result).rejection().message(language));
            }
            ObjectNode report = OUT.createObjectNode();
            report.put("bot", move.level().word()).put("seat", move.seat()).put("version", game.version())
                    .set("command", Json.typed(move.command()));
            ArrayNode events = report.putArray("events");
            for (E event : yes.events()) {
                events.add(views.valueToTree(event));
            }
            out.println(write(report));
            game = yes.state();
        }
        throw new IllegalStateException("the bots made " + BotSeats.mostMoves() + " moves in a row without the game ending or "
                + "waiting for a person: stopped.");
    }

    /** The public view (and with --state all every seat's) after script line {@code number}, or at the end (0). */
    private <S extends GameState> void printViews(PrintWriter out, Ruleset<S, ?, ?, ?> rules, S game, int number) {
        ObjectNode table = OUT.createObjectNode();
        if (number > 0) {
            table.put("stateAfter", number);
        }
        out.println(write(table.set("publicView", views.valueToTree(rules.publicView(game)))));
        if (state.equals("all")) {
            for (int seat = 0; seat < players; seat++) {
                ObjectNode view = OUT.createObjectNode();
                if (number > 0) {
                    view.put("stateAfter", number);
                }
                out.println(write(view.set("seatView", views.valueToTree(rules.view(game, seat)))));
            }
        }
    }

    /** The entropy of a {@code {"fresh": N}} line (fresh chance after an undo), else null. */
    static Long fresh(String scriptName, int number, String text) {
        String trimmed = text.strip();
        if (!trimmed.startsWith("{") || !trimmed.contains("\"" + SavedGames.FRESH + "\"")) {
            return null;
        }
        JsonNode root;
        try {
            root = Json.MAPPER.readTree(trimmed);
        } catch (JsonProcessingException e) {
            return null;
        }
        if (root == null || !root.isObject() || root.size() != 1 || !root.has(SavedGames.FRESH)) {
            return null;
        }
        JsonNode value = root.get(SavedGames.FRESH);
        if (!value.isIntegralNumber() || !value.canConvertToLong()) {
            throw new Script.Problem(scriptName + " line " + number + " has a \"fresh\" that is not a whole number.");
        }
        return value.longValue();
    }

    private String expectation(int number, String comment) {
        return Script.expectedRefusal(comment, why -> new Script.Problem(scriptName + " line " + number + " " + why + "."));
    }

    private static String write(JsonNode node) {
        try {
            return OUT.writeValueAsString(node);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException(e);
        }
    }
}
