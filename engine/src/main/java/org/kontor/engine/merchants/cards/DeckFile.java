package org.kontor.engine.merchants.cards;

import com.fasterxml.jackson.core.JsonLocation;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.StreamReadFeature;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.json.JsonMapper;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.EnumSet;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.kontor.engine.board.Resource;
import org.kontor.engine.merchants.MerchantsResources;

/**
 * Reads deck files (format in docs/cards.md). The caller hands over the text, because the engine
 * reads no files; bundled decks come from the classpath. Every problem is a
 * {@link DeckFileException} that names the file, the field and what is wrong, since the people
 * who write deck files are players, not programmers.
 */
public final class DeckFile {

    public static final int FORMAT = 1;

    /** Listed by hand: a jar's folder cannot be listed without file access. A test keeps it in step. */
    private static final List<String> BUNDLED = List.of("provisional");

    private static final List<String> DECK_FIELDS = List.of("format", "id", "game", "title", "provisional", "cards");
    private static final List<String> CARD_FIELDS =
            List.of("id", "nameEn", "nameEs", "count", "timing", "effect", "textEn", "textEs");

    /** Each step type and its parameters, in the order docs/cards.md lists them. */
    static final Map<String, List<String>> STEP_PARAMETERS = stepParameters();

    private static final JsonMapper JSON = JsonMapper.builder()
            .enable(StreamReadFeature.STRICT_DUPLICATE_DETECTION)
            .enable(DeserializationFeature.FAIL_ON_TRAILING_TOKENS)
            .build();

    private final String fileName;

    private DeckFile(String fileName) {
        this.fileName = fileName;
    }

    public static List<String> bundledIds() {
        return BUNDLED;
    }

    /** A deck shipped inside the engine, by id: {@code decks/<id>.json} on the classpath. */
    public static Deck bundled(String id) {
        if (!BUNDLED.contains(id)) {
            throw new IllegalArgumentException("no bundled deck '" + id + "'; the bundled decks are " + BUNDLED);
        }
        String fileName = id + ".json";
        try (InputStream in = DeckFile.class.getResourceAsStream("/decks/" + fileName)) {
            if (in == null) {
                throw new IllegalStateException("decks/" + fileName + " is missing from the engine jar");
            }
            Deck deck = parse(fileName, new String(in.readAllBytes(), StandardCharsets.UTF_8));
            if (!deck.id().equals(id)) {
                throw new DeckFileException(fileName + ": id '" + deck.id() + "' must match the file name");
            }
            return deck;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** Parses and validates one deck file; {@code fileName} only labels the errors. */
    public static Deck parse(String fileName, String json) {
        return new DeckFile(fileName).deck(json);
    }

    private Deck deck(String json) {
        JsonNode root;
        try {
            root = JSON.readTree(json);
        } catch (JsonProcessingException e) {
            JsonLocation at = e.getLocation();
            String where = at == null ? "" : "line " + at.getLineNr() + ", column " + at.getColumnNr() + ": ";
            throw fail(where + "malformed JSON: " + firstLine(e.getOriginalMessage()));
        }
        if (root == null || !root.isObject()) {
            throw fail("the file must hold one JSON object, like the example in docs/cards.md");
        }
        onlyFields(root, "", DECK_FIELDS, "is not a deck field; the fields are " + String.join(", ", DECK_FIELDS));
        int format = integer(root, "", "format");
        if (format != FORMAT) {
            throw fail("format " + format + " is not supported; this version of Kontor reads format " + FORMAT);
        }
        String id = text(root, "", "id");
        String game = text(root, "", "game");
        String title = text(root, "", "title");
        boolean provisional = bool(root, "", "provisional");
        JsonNode cardNodes = array(root, "", "cards");
        List<Card> cards = new ArrayList<>();
        for (int i = 0; i < cardNodes.size(); i++) {
            cards.add(card(cardNodes.get(i), "cards[" + i + "]"));
        }
        try {
            return new Deck(id, game, title, provisional, cards);
        } catch (IllegalArgumentException e) {
            throw fail(e.getMessage());
        }
    }

    private Card card(JsonNode node, String path) {
        if (!node.isObject()) {
            throw fail(path + " must be an object, not " + node);
        }
        onlyFields(node, path + ".", CARD_FIELDS, "is not a card field; the fields are " + String.join(", ", CARD_FIELDS));
        String id = text(node, path + ".", "id");
        String nameEn = text(node, path + ".", "nameEn");
        String nameEs = text(node, path + ".", "nameEs");
        int count = integer(node, path + ".", "count");
        Timing timing = timing(node, path + ".");
        JsonNode stepNodes = array(node, path + ".", "effect");
        List<Step> effect = new ArrayList<>();
        for (int i = 0; i < stepNodes.size(); i++) {
            effect.add(step(stepNodes.get(i), path + ".effect[" + i + "]"));
        }
        String textEn = text(node, path + ".", "textEn");
        String textEs = text(node, path + ".", "textEs");
        try {
            return new Card(id, nameEn, nameEs, count, timing, effect, textEn, textEs);
        } catch (IllegalArgumentException e) {
            throw fail(path + "." + e.getMessage());
        }
    }

    private Step step(JsonNode node, String path) {
        if (!node.isObject()) {
            throw fail(path + " must be an object with a type, not " + node);
        }
        String type = text(node, path + ".", "type");
        List<String> parameters = STEP_PARAMETERS.get(type);
        if (parameters == null) {
            throw fail(path + ".type '" + type + "' is not a known step; the steps are "
                    + String.join(", ", STEP_PARAMETERS.keySet()));
        }
        List<String> fields = new ArrayList<>(parameters);
        fields.add(0, "type");
        onlyFields(node, path + ".", fields, parameters.isEmpty()
                ? "is not a parameter of " + type + ", which has none"
                : "is not a parameter of " + type + "; its parameters are " + String.join(", ", parameters));
        String at = path + ".";
        try {
            return switch (type) {
                case "MoveRobberAndSteal" -> new Step.MoveRobberAndSteal();
                case "TakeResources" -> new Step.TakeResources(integer(node, at, "count"), resources(node, at, "allowed"));
                case "TakeGold" -> new Step.TakeGold(integer(node, at, "amount"));
                case "TakeResourceFromEachOpponent" -> new Step.TakeResourceFromEachOpponent(integer(node, at, "count"));
                case "FreeTradeRoutes" -> new Step.FreeTradeRoutes(integer(node, at, "count"));
                case "FreeMerchant" -> new Step.FreeMerchant();
                case "FreeMerchantSteps" -> new Step.FreeMerchantSteps(integer(node, at, "steps"));
                case "FreeCaravan" -> new Step.FreeCaravan();
                case "FreeCaravanSteps" -> new Step.FreeCaravanSteps(integer(node, at, "steps"));
                default -> throw new IllegalStateException("STEP_PARAMETERS names " + type + " but step() cannot build it");
            };
        } catch (IllegalArgumentException e) {
            throw fail(at + e.getMessage());
        }
    }

    private static Map<String, List<String>> stepParameters() {
        Map<String, List<String>> steps = new LinkedHashMap<>();
        steps.put("MoveRobberAndSteal", List.of());
        steps.put("TakeResources", List.of("count", "allowed"));
        steps.put("TakeGold", List.of("amount"));
        steps.put("TakeResourceFromEachOpponent", List.of("count"));
        steps.put("FreeTradeRoutes", List.of("count"));
        steps.put("FreeMerchant", List.of());
        steps.put("FreeMerchantSteps", List.of("steps"));
        steps.put("FreeCaravan", List.of());
        steps.put("FreeCaravanSteps", List.of("steps"));
        return Collections.unmodifiableMap(steps);
    }

    /** Catches typos such as "nameES", which would otherwise leave a field silently missing. */
    private void onlyFields(JsonNode node, String prefix, List<String> known, String complaint) {
        Iterator<String> names = node.fieldNames();
        while (names.hasNext()) {
            String name = names.next();
            if (!known.contains(name)) {
                throw fail(prefix + name + " " + complaint);
            }
        }
    }

    private JsonNode required(JsonNode node, String prefix, String field) {
        JsonNode value = node.get(field);
        if (value == null || value.isNull()) {
            throw fail(prefix + field + " is missing");
        }
        return value;
    }

    private String text(JsonNode node, String prefix, String field) {
        JsonNode value = required(node, prefix, field);
        if (!value.isTextual()) {
            throw fail(prefix + field + " must be text in quotes, not " + value);
        }
        return value.textValue();
    }

    private int integer(JsonNode node, String prefix, String field) {
        JsonNode value = required(node, prefix, field);
        if (!value.isIntegralNumber() || !value.canConvertToInt()) {
            throw fail(prefix + field + " must be a whole number, not " + value);
        }
        return value.intValue();
    }

    private boolean bool(JsonNode node, String prefix, String field) {
        JsonNode value = required(node, prefix, field);
        if (!value.isBoolean()) {
            throw fail(prefix + field + " must be true or false, not " + value);
        }
        return value.booleanValue();
    }

    private JsonNode array(JsonNode node, String prefix, String field) {
        JsonNode value = required(node, prefix, field);
        if (!value.isArray()) {
            throw fail(prefix + field + " must be a list in [ ], not " + value);
        }
        return value;
    }

    private Timing timing(JsonNode node, String prefix) {
        String name = text(node, prefix, "timing");
        for (Timing timing : Timing.values()) {
            if (timing.name().equals(name)) {
                return timing;
            }
        }
        throw fail(prefix + "timing '" + name + "' is not one of " + names(Timing.values()));
    }

    /** An absent list means any resource of the game, the common case. */
    private Set<Resource> resources(JsonNode node, String prefix, String field) {
        if (!node.has(field)) {
            return EnumSet.copyOf(MerchantsResources.ALL);
        }
        JsonNode list = array(node, prefix, field);
        Set<Resource> resources = EnumSet.noneOf(Resource.class);
        for (int i = 0; i < list.size(); i++) {
            resources.add(resource(list.get(i), prefix + field + "[" + i + "]"));
        }
        return resources;
    }

    private Resource resource(JsonNode value, String path) {
        for (Resource resource : MerchantsResources.ALL) {
            if (value.isTextual() && resource.name().equals(value.textValue())) {
                return resource;
            }
        }
        throw fail(path + " " + value + " is not a resource; use " + names(MerchantsResources.ALL.toArray(new Resource[0])));
    }

    private DeckFileException fail(String problem) {
        return new DeckFileException(fileName + ": " + problem);
    }

    private static String names(Enum<?>[] values) {
        List<String> names = new ArrayList<>();
        for (Enum<?> value : values) {
            names.add(value.name());
        }
        return String.join(", ", names);
    }

    private static String firstLine(String message) {
        int end = message.indexOf('\n');
        return end < 0 ? message : message.substring(0, end);
    }
}
