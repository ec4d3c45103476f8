package org.kontor.hub.games;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.kontor.table.GameSetup;
import org.kontor.table.Json;

/**
 * A game's setup as one JSON object: the first line {@code kontor play} prints and reads
 * (docs/commands.md), what the journal stores for each game, and the first line of an export.
 * One format, so an exported game plays with {@code kontor play}.
 *
 * <pre>{"setup":{"game":"merchants","board":"europe-short","players":4,"names":[…],"seed":7,
 *  "dice":"VIRTUAL","deck":"provisional","options":{…}}}</pre>
 */
public record SetupLine(String game, GameSetup setup, long seed, String deck) {

    /** Maps in key order, so the same setup is always the same text. */
    public static final ObjectMapper OUT = Json.MAPPER.copy().enable(SerializationFeature.ORDER_MAP_ENTRIES_BY_KEYS);

    private static final List<String> FIELDS = List.of("game", "board", "players", "names", "seed", "dice", "deck", "options");

    /** A line that is not a setup; the message says what is wrong (without the line number). */
    public static final class Problem extends RuntimeException {
        public Problem(String message) {
            super(message);
        }
    }

    /**
     * The setup line {@code kontor play} prints for a game it set up from its flags (Catan, Hansa,
     * Elasund): an export's format, so that it plays back and imports; seats without a name given
     * are "Seat 1", "Seat 2", …, the dice virtual, the deck the game's one.
     */
    public static ObjectNode forFlags(String game, String board, List<String> names, int players, Map<String, String> options,
                                      long seed) {
        if (names != null && names.size() != players) {
            throw new IllegalArgumentException("--names gives " + names.size() + " names for " + players + " players.");
        }
        List<String> seats = names != null ? names
                : java.util.stream.IntStream.rangeClosed(1, players).mapToObj(seat -> "Seat " + seat).toList();
        return new SetupLine(game, new GameSetup(board, seats, options, GameSetup.DiceSource.VIRTUAL), seed, "standard").line();
    }

    /** The inner object: {@code {"game":…,"board":…}}. */
    public ObjectNode fields() {
        ObjectNode s = OUT.createObjectNode();
        s.put("game", game);
        s.put("board", setup.board());
        s.put("players", setup.players());
        ArrayNode names = s.putArray("names");
        setup.names().forEach(names::add);
        s.put("seed", seed);
        s.put("dice", setup.dice().name());
        s.put("deck", deck);
        s.set("options", OUT.valueToTree(new TreeMap<>(setup.options())));
        return s;
    }

    /** The whole line: {@code {"setup":{…}}}. */
    public ObjectNode line() {
        ObjectNode line = OUT.createObjectNode();
        line.set("setup", fields());
        return line;
    }

    /** True if this parsed line is a setup line. */
    public static boolean isSetupLine(JsonNode root) {
        return root != null && root.isObject() && root.size() == 1 && root.has("setup");
    }

    /** Reads the inner object (as {@link #fields()} writes it). */
    public static SetupLine read(JsonNode s) {
        if (s == null || !s.isObject()) {
            throw new Problem("\"setup\" must be an object with game, board, names, seed, dice, deck and options");
        }
        for (Iterator<String> it = s.fieldNames(); it.hasNext(); ) {
            String field = it.next();
            if (!FIELDS.contains(field)) {
                throw new Problem("the setup has an unknown field \"" + field + "\"; it has " + String.join(", ", FIELDS));
            }
        }
        String game = text(s, "game");
        String board = text(s, "board");
        JsonNode namesNode = s.get("names");
        if (namesNode == null || !namesNode.isArray() || namesNode.isEmpty()) {
            throw new Problem("the setup needs \"names\": the players' names in seat order");
        }
        List<String> names = new ArrayList<>();
        namesNode.forEach(n -> {
            if (!n.isTextual()) {
                throw new Problem("the setup's \"names\" must be text");
            }
            names.add(n.textValue());
        });
        JsonNode players = s.get("players");
        if (players != null && (!players.isIntegralNumber() || players.intValue() != names.size())) {
            throw new Problem("the setup says \"players\": " + players + " but names " + names.size());
        }
        JsonNode seed = s.get("seed");
        if (seed == null || !seed.isIntegralNumber() || !seed.canConvertToLong()) {
            throw new Problem("the setup needs \"seed\": a whole number");
        }
        GameSetup.DiceSource dice;
        try {
            dice = GameSetup.DiceSource.valueOf(text(s, "dice"));
        } catch (IllegalArgumentException e) {
            throw new Problem("the setup's \"dice\" must be VIRTUAL or TABLE");
        }
        String deck = text(s, "deck");
        JsonNode optionsNode = s.get("options");
        Map<String, String> options = new TreeMap<>();
        if (optionsNode != null) {
            if (!optionsNode.isObject()) {
                throw new Problem("the setup's \"options\" must be an object of option: value");
            }
            for (Iterator<Map.Entry<String, JsonNode>> it = optionsNode.fields(); it.hasNext(); ) {
                Map.Entry<String, JsonNode> option = it.next();
                if (!option.getValue().isTextual()) {
                    throw new Problem("the setup's option \"" + option.getKey() + "\" must be text");
                }
                options.put(option.getKey(), option.getValue().textValue());
            }
        }
        return new SetupLine(game, new GameSetup(board, names, options, dice), seed.longValue(), deck);
    }

    private static String text(JsonNode s, String field) {
        JsonNode value = s.get(field);
        if (value == null || !value.isTextual() || value.textValue().isBlank()) {
            throw new Problem("the setup needs \"" + field + "\" as text");
        }
        return value.textValue();
    }
}
