package org.kontor.web;

import com.fasterxml.jackson.databind.JsonNode;
import java.text.Normalizer;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.kontor.web.Handlers.ApiError;

/** Reads and checks the host's start form against the game's {@link SetupSchema}. */
final class SetupForm {

    private SetupForm() {}

    /**
     * {@code {"board":"short","names":["Ana","Ben","Cai"],"options":{"…":"…"},"dice":"VIRTUAL"}};
     * every field but {@code names} may be left out for its default.
     */
    static GameSetup read(JsonNode body, SetupSchema schema, int maxName) {
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
            // One spelling per name (NFC), so "Zoë" typed two ways is one name.
            String name = n.isTextual() ? Normalizer.normalize(n.asText(), Normalizer.Form.NFC).strip() : "";
            if (name.codePoints().anyMatch(SetupForm::isDirectionControl)) {
                throw bad("The name \"" + Json.clip(name.codePoints().filter(c -> !isDirectionControl(c))
                        .collect(StringBuilder::new, StringBuilder::appendCodePoint, StringBuilder::append).toString())
                        + "\" contains an invisible text-direction character (such as U+202E), which can make one"
                        + " name look like another; type it without.");
            }
            if (name.isEmpty() || name.codePointCount(0, name.length()) > maxName
                    || name.chars().anyMatch(Character::isISOControl)) {
                throw bad("Each player needs a name of 1 to " + maxName + " characters.");
            }
            names.add(name);
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

    /** Unicode's bidirectional formatting characters: marks, embeddings, overrides, isolates. */
    static boolean isDirectionControl(int c) {
        return c == 0x061C || c == 0x200E || c == 0x200F || (c >= 0x202A && c <= 0x202E)
                || (c >= 0x2066 && c <= 0x2069);
    }

    private static String ids(List<SetupSchema.Choice> choices) {
        return String.join(", ", choices.stream().map(SetupSchema.Choice::id).toList());
    }

    private static ApiError bad(String message) {
        return new ApiError(400, "BAD_INPUT", message);
    }
}
