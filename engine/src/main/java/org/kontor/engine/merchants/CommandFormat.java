package org.kontor.engine.merchants;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.kontor.engine.board.Resource;
import org.kontor.engine.referee.CommandReader;
import org.kontor.engine.referee.CommandReader.Malformed;
import org.kontor.engine.resources.Resources;

/**
 * The one reader of a command's JSON form (docs/commands.md), used by the phones' API and by
 * {@code kontor play} scripts alike, so both accept the same forms:
 * <ul>
 *   <li>{@code {"type": "build-route", "path": 102}}: the type and every field of the command;
 *       only a roll's {@code dice} may be left out (virtual dice);</li>
 *   <li>resource cards as {@code {"grain": 2, "ore": 1}}: kinds left out count 0;</li>
 *   <li>a single resource as {@code "SALT"} (any letter case).</li>
 * </ul>
 * Whether the values make sense on this board and at this moment is the rules' question; this
 * only reads. A command that cannot be read is refused with a sentence naming the field and what
 * was expected.
 */
public final class CommandFormat {

    private static final CommandReader<Command> READER = new CommandReader<>(Command.class, CommandFormat::value);

    /** What a whole-number field names, for the sentences. */
    private static final Map<String, String> MEANINGS = Map.ofEntries(
            Map.entry("intersection", "an intersection id"), Map.entry("destination", "an intersection id"),
            Map.entry("kontor", "the kontor's intersection id"), Map.entry("path", "a path id"),
            Map.entry("hex", "a hex id"), Map.entry("fromHex", "a hex id"), Map.entry("victim", "a seat number"),
            Map.entry("to", "a seat number"), Map.entry("giveGold", "an amount of gold"),
            Map.entry("getGold", "an amount of gold"), Map.entry("card", "a development card's id"),
            Map.entry("replacing", "-1, or the piece (0 or 1) taken back"), Map.entry("merchant", "0 or 1"),
            Map.entry("caravan", "0 or 1"), Map.entry("option", "an option's index"),
            Map.entry("number", "the number on the token (0 with virtual dice)"),
            Map.entry("dice", "the two dice, like [3, 4]"), Map.entry("walk", "path ids, like [102, 103]"));

    private CommandFormat() {}

    /** The command types' JSON names, in declaration order. */
    public static List<String> typeNames() {
        return READER.typeNames();
    }

    /**
     * Reads one command.
     *
     * @throws Malformed with a sentence naming what is wrong (the field and what was expected)
     */
    public static Command read(JsonNode json) {
        return READER.read(json);
    }


    private static Object value(String type, String field, Class<?> kind, JsonNode node) {
        boolean missing = node == null;
        if (missing && type.equals("roll") && field.equals("dice")) {
            return null;
        }
        if (kind == int.class) {
            if (missing) {
                throw needs(type, field, "a whole number (" + MEANINGS.getOrDefault(field, field) + ")");
            }
            if (!node.isIntegralNumber() || !node.canConvertToInt()) {
                throw new Malformed("A " + type + "'s \"" + field + "\" must be a whole number (" + MEANINGS.getOrDefault(field, field)
                        + "), not " + shown(node) + ".");
            }
            return node.intValue();
        }
        if (kind == Resources.class) {
            if (missing) {
                throw needs(type, field, "resource cards, like {\"grain\": 2, \"ore\": 1}");
            }
            return resources(type, field, node);
        }
        if (kind == Resource.class) {
            if (missing) {
                throw needs(type, field, "a resource: " + resourceNames());
            }
            return resource(type, field, node);
        }
        if (kind == List.class) {
            if (missing) {
                throw needs(type, field, MEANINGS.getOrDefault(field, "a list of whole numbers"));
            }
            if (!node.isArray()) {
                throw new Malformed("A " + type + "'s \"" + field + "\" must be a list of whole numbers ("
                        + MEANINGS.getOrDefault(field, field) + "), not " + shown(node) + ".");
            }
            List<Integer> numbers = new ArrayList<>();
            for (JsonNode element : node) {
                if (!element.isIntegralNumber() || !element.canConvertToInt()) {
                    throw new Malformed("A " + type + "'s \"" + field + "\" must hold whole numbers ("
                            + MEANINGS.getOrDefault(field, field) + "), not " + shown(element) + ".");
                }
                numbers.add(element.intValue());
            }
            return List.copyOf(numbers);
        }
        throw new IllegalStateException("no reader for " + kind + " in " + type);
    }

    private static Resources resources(String type, String field, JsonNode node) {
        if (!node.isObject()) {
            throw new Malformed("A " + type + "'s \"" + field + "\" must be resource cards, like {\"grain\": 2, \"ore\": 1}, not "
                    + shown(node) + ".");
        }
        int[] counts = new int[MerchantsResources.KINDS];
        for (Iterator<Map.Entry<String, JsonNode>> it = node.fields(); it.hasNext(); ) {
            Map.Entry<String, JsonNode> entry = it.next();
            int index = resourceIndex(entry.getKey());
            if (index < 0) {
                throw new Malformed("A " + type + "'s \"" + field + "\" names \"" + clip(entry.getKey())
                        + "\", which is no resource; the kinds are lumber, wool, grain, ore, salt.");
            }
            JsonNode count = entry.getValue();
            if (!count.isIntegralNumber() || !count.canConvertToInt()) {
                throw new Malformed("A " + type + "'s \"" + field + "\" must count " + entry.getKey() + " in whole numbers, not "
                        + shown(count) + ".");
            }
            counts[index] = count.intValue();
        }
        return Resources.of(counts);
    }

    private static Resource resource(String type, String field, JsonNode node) {
        int index = node.isTextual() ? resourceIndex(node.textValue()) : -1;
        if (index < 0) {
            throw new Malformed("A " + type + "'s \"" + field + "\" must be a resource, " + resourceNames() + ", not " + shown(node) + ".");
        }
        return Resources.resource(index);
    }

    /** The index of a Merchants of Europe resource named in any letter case; -1 for anything else. */
    private static int resourceIndex(String name) {
        for (int i = 0; i < MerchantsResources.KINDS; i++) {
            if (Resources.resource(i).name().equals(name.toUpperCase(Locale.ROOT))) {
                return i;
            }
        }
        return -1;
    }

    private static String resourceNames() {
        List<String> names = new ArrayList<>();
        for (int i = 0; i < MerchantsResources.KINDS; i++) {
            names.add("\"" + Resources.resource(i).name() + "\"");
        }
        return String.join(", ", names);
    }

    private static Malformed needs(String type, String field, String what) {
        return new Malformed("A " + type + " needs \"" + field + "\": " + what + ".");
    }

    private static String shown(JsonNode node) {
        return clip(node.toString());
    }

    private static String clip(String s) {
        return CommandReader.clip(s);
    }
}
