package org.kontor.web;

import org.kontor.table.GameSetup;
import org.kontor.table.SetupSchema;
import org.kontor.table.Json;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.kontor.web.Handlers.ApiError;
import org.kontor.table.session.PlayerName;

/** Reads and checks the host's start form against the game's {@link SetupSchema}. */
final class SetupForm {

    private SetupForm() {}

    /**
     * {@code {"board":"short","names":["Ana","Ben","Cai"],"options":{"…":"…"},"dice":"VIRTUAL"}};
     * every field but {@code names} may be left out for its default.
     */
    static GameSetup read(JsonNode body, SetupSchema schema) {
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

    private static String ids(List<SetupSchema.Choice> choices) {
        return String.join(", ", choices.stream().map(SetupSchema.Choice::id).toList());
    }

    private static ApiError bad(String message) {
        return new ApiError(400, "BAD_INPUT", message);
    }
}
