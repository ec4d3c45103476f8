package org.kontor.web;

import org.kontor.table.GameSetup;
import org.kontor.table.SetupSchema;
import org.kontor.table.Json;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.Iterator;
import java.util.TreeMap;
import org.kontor.engine.bot.Level;
import java.util.List;
import java.util.Map;
import org.kontor.web.Handlers.ApiError;
import org.kontor.table.session.PlayerName;

/** Reads and checks the host's start form against the game's {@link SetupSchema}. */
final class SetupForm {

    private static final List<String> FIELDS = List.of("board", "names", "options", "dice", "bots");

    private SetupForm() {}

    /**
     * {@code {"board":"short","names":["Ana","Ben","Cai"],"options":{"…":"…"},"dice":"VIRTUAL"}};
     * every field but {@code names} may be left out for its default; a field the form does not
     * have is refused by name.
     */
    static GameSetup read(JsonNode body, SetupSchema schema) {
        body.fieldNames().forEachRemaining(field -> {
            if (!FIELDS.contains(field)) {
                throw bad("The start form has no field \"" + Json.clip(field) + "\"; it has " + String.join(", ", FIELDS) + ".");
            }
        });
        String board = body.path("board").asText(schema.boards().get(0).id());
        if (schema.boards().stream().noneMatch(b -> b.id().equals(board))) {
            throw bad("There is no board \"" + Json.clip(board) + "\"; choose one of " + ids(schema.boards()) + ".");
        }
        JsonNode namesNode = body.get("names");
        if (namesNode == null || !namesNode.isArray()) {
            throw bad("Give the players' names as a list, one per seat.");
        }
        if (namesNode.size() < schema.minPlayers() || namesNode.size() > schema.maxPlayers()) {
            throw bad("This game takes " + schema.minPlayers() + " to " + schema.maxPlayers() + " players, not "
                    + namesNode.size() + ".");
        }
        List<String> names = new ArrayList<>();
        for (JsonNode n : namesNode) {
            String raw = n.isTextual() ? n.asText() : "";
            try {
                names.add(PlayerName.clean(raw));
            } catch (PlayerName.Refused e) {
                // The host types every name, so the sentence says which one.
                throw bad(e.directionControl() ? "The name \"" + Json.clip(PlayerName.withoutDirectionControls(raw).strip())
                        + "\" contains an invisible text-direction character (such as U+202E), which can make one"
                        + " name look like another; type it without." : "Each player needs a name: " + e.getMessage());
            }
        }
        Map<String, String> options = new HashMap<>();
        JsonNode optionsNode = body.path("options");
        if (!optionsNode.isMissingNode() && !optionsNode.isObject()) {
            throw bad("\"options\" must be an object of option id to choice.");
        }
        for (SetupSchema.RuleOption option : schema.options()) {
            String chosen = optionsNode.path(option.id()).asText(option.defaultChoice());
            if (option.choices().stream().noneMatch(c -> c.id().equals(chosen))) {
                throw bad("The option \"" + option.id() + "\" takes one of " + ids(option.choices()) + ".");
            }
            options.put(option.id(), chosen);
        }
        optionsNode.fieldNames().forEachRemaining(id -> {
            if (schema.options().stream().noneMatch(o -> o.id().equals(id))) {
                throw bad("There is no rules option \"" + Json.clip(id) + "\".");
            }
        });
        GameSetup.DiceSource dice;
        try {
            dice = GameSetup.DiceSource.valueOf(body.path("dice").asText("VIRTUAL"));
        } catch (IllegalArgumentException e) {
            throw bad("Dice are VIRTUAL (the hub rolls) or TABLE (players enter real dice).");
        }
        return new GameSetup(board, names, options, dice);
    }

    /**
     * The form's {@code "bots"}: seat (from 0) to the level the hub's bot plays it there,
     * {@code {"2": "normal"}}; none when left out. Whether the game has that seat and a bot of that
     * level the table checks when it starts the game.
     */
    static Map<Integer, Level> bots(JsonNode body) {
        JsonNode node = body.path("bots");
        if (node.isMissingNode() || node.isNull()) {
            return Map.of();
        }
        if (!node.isObject()) {
            throw bad("\"bots\" must be an object of seat (from 0) to level, such as {\"2\": \"normal\"}.");
        }
        Map<Integer, Level> bots = new TreeMap<>();
        for (Iterator<Map.Entry<String, JsonNode>> it = node.fields(); it.hasNext(); ) {
            Map.Entry<String, JsonNode> seat = it.next();
            int number;
            try {
                number = Integer.parseInt(seat.getKey());
            } catch (NumberFormatException e) {
                throw bad("\"bots\": \"" + Json.clip(seat.getKey()) + "\" is not a seat number (from 0).");
            }
            bots.put(number, level(seat.getValue()));
        }
        return bots;
    }

    /** A bot level as the host names it ({@code "normal"}); refused with the levels named. */
    static Level level(JsonNode node) {
        try {
            return Level.named(node.isTextual() ? node.asText() : String.valueOf(node));
        } catch (IllegalArgumentException e) {
            throw bad(e.getMessage());
        }
    }

    private static String ids(List<SetupSchema.Choice> choices) {
        return String.join(", ", choices.stream().map(SetupSchema.Choice::id).toList());
    }

    private static ApiError bad(String message) {
        return new ApiError(400, "BAD_INPUT", message);
    }
}
