package org.kontor.engine.catan;

import org.kontor.engine.referee.CommandReader;
import org.kontor.engine.referee.CommandReader.Malformed;
import org.kontor.engine.resources.Resources;
import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.kontor.engine.board.Resource;

/**
 * The one reader of a Catan command's JSON form, for the phones' API and {@code kontor play
 * --game catan} alike, in the same forms as Merchants of Europe's (docs/commands.md):
 * <ul>
 *   <li>{@code {"type": "build-road", "path": 12}}: the type and every field of the command; only
 *       a roll's {@code dice} may be left out (virtual dice);</li>
 *   <li>resource cards as {@code {"brick": 1, "ore": 2}}: kinds left out count 0;</li>
 *   <li>a single resource as {@code "ORE"} (any letter case).</li>
 * </ul>
 * Whether the values make sense now is the rules' question; this only reads.
 */
public final class CommandFormat {

    private static final CommandReader<Command> READER = new CommandReader<>(Command.class, CommandFormat::value);

    private static final Map<String, String> MEANINGS = Map.of(
            "intersection", "an intersection id", "path", "a path id", "hex", "a hex id",
            "victim", "a seat number, or -1 for nobody", "to", "a seat number",
            "dice", "the two dice, like [3, 4]");

    private CommandFormat() {}

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
        if (missing) {
            throw new Malformed("A " + type + " needs \"" + field + "\": " + expected(kind, field) + ".");
        }
        if (kind == int.class) {
            if (!node.isIntegralNumber() || !node.canConvertToInt()) {
                throw wrong(type, field, expected(kind, field), node);
            }
            return node.intValue();
        }
        if (kind == Resource.class) {
            Resource r = node.isTextual() ? resource(node.textValue()) : null;
            if (r == null) {
                throw wrong(type, field, expected(kind, field), node);
            }
            return r;
        }
        if (kind == Resources.class) {
            if (!node.isObject()) {
                throw wrong(type, field, expected(kind, field), node);
            }
            Resources cards = Resources.NONE;
            for (Iterator<Map.Entry<String, JsonNode>> it = node.fields(); it.hasNext(); ) {
                Map.Entry<String, JsonNode> entry = it.next();
                Resource r = resource(entry.getKey());
                if (r == null && entry.getKey().equals("salt") && entry.getValue().isIntegralNumber()
                        && entry.getValue().intValue() == 0) {
                    continue;   // the kernel's resource sets always write salt (Merchants has it): none is no salt
                }
                if (r == null) {
                    throw new Malformed("A " + type + "'s \"" + field + "\" names \"" + clip(entry.getKey())
                            + "\", which is no resource; the kinds are brick, lumber, wool, grain, ore.");
                }
                JsonNode count = entry.getValue();
                if (!count.isIntegralNumber() || !count.canConvertToInt()) {
                    throw new Malformed("A " + type + "'s \"" + field + "\" must count " + entry.getKey()
                            + " in whole numbers, not " + clip(count.toString()) + ".");
                }
                cards = cards.plus(r, count.intValue());
            }
            return cards;
        }
        if (kind == List.class) {
            if (!node.isArray()) {
                throw wrong(type, field, expected(kind, field), node);
            }
            List<Integer> numbers = new ArrayList<>();
            for (JsonNode element : node) {
                if (!element.isIntegralNumber() || !element.canConvertToInt()) {
                    throw wrong(type, field, expected(kind, field), element);
                }
                numbers.add(element.intValue());
            }
            return List.copyOf(numbers);
        }
        throw new IllegalStateException("no reader for " + kind + " in " + type);
    }

    private static String expected(Class<?> kind, String field) {
        if (kind == int.class) {
            return "a whole number (" + MEANINGS.getOrDefault(field, field) + ")";
        }
        if (kind == Resource.class) {
            return "a resource: \"BRICK\", \"LUMBER\", \"WOOL\", \"GRAIN\" or \"ORE\"";
        }
        if (kind == Resources.class) {
            return "resource cards, like {\"brick\": 1, \"ore\": 2}";
        }
        return MEANINGS.getOrDefault(field, "a list of whole numbers");
    }

    /** A Catan resource named in any letter case, or null. */
    private static Resource resource(String name) {
        for (Resource r : ResourceKinds.KINDS) {
            if (r.name().equals(name.toUpperCase(Locale.ROOT))) {
                return r;
            }
        }
        return null;
    }

    private static Malformed wrong(String type, String field, String expected, JsonNode node) {
        return new Malformed("A " + type + "'s \"" + field + "\" must be " + expected + ", not " + clip(node.toString()) + ".");
    }

    private static String clip(String s) {
        return CommandReader.clip(s);
    }
}
