package org.kontor.engine.catan;

import org.kontor.engine.resources.Resources;
import com.fasterxml.jackson.annotation.JsonSubTypes;
import com.fasterxml.jackson.databind.JsonNode;
import java.lang.reflect.Constructor;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.RecordComponent;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Iterator;
import java.util.LinkedHashMap;
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

    private static final Map<String, Class<?>> TYPES = types();

    private static final Map<String, String> MEANINGS = Map.of(
            "intersection", "an intersection id", "path", "a path id", "hex", "a hex id",
            "victim", "a seat number, or -1 for nobody", "to", "a seat number",
            "dice", "the two dice, like [3, 4]");

    private CommandFormat() {}

    public static List<String> typeNames() {
        return List.copyOf(TYPES.keySet());
    }

    /**
     * Reads one command.
     *
     * @throws Malformed with a sentence naming what is wrong (the field and what was expected)
     */
    public static Command read(JsonNode json) {
        if (json == null || !json.isObject()) {
            throw new Malformed("A command must be a JSON object with a \"type\", like {\"type\": \"end-turn\"}.");
        }
        JsonNode typeNode = json.get("type");
        if (typeNode == null || !typeNode.isTextual()) {
            throw new Malformed("A command needs a \"type\" naming what to do; the types are " + String.join(", ", TYPES.keySet()) + ".");
        }
        String type = typeNode.textValue();
        Class<?> record = TYPES.get(type);
        if (record == null) {
            throw new Malformed("Unknown command type \"" + clip(type) + "\"; the types are " + String.join(", ", TYPES.keySet()) + ".");
        }
        RecordComponent[] components = record.getRecordComponents();
        List<String> names = new ArrayList<>();
        for (RecordComponent component : components) {
            names.add(component.getName());
        }
        for (Iterator<String> it = json.fieldNames(); it.hasNext(); ) {
            String field = it.next();
            if (!field.equals("type") && !names.contains(field)) {
                throw new Malformed("A " + type + " has no field \"" + clip(field) + "\"; it takes " + describe(record) + ".");
            }
        }
        Object[] values = new Object[components.length];
        Class<?>[] parameterTypes = new Class<?>[components.length];
        for (int i = 0; i < components.length; i++) {
            parameterTypes[i] = components[i].getType();
            values[i] = value(type, components[i], json.get(components[i].getName()));
        }
        try {
            Constructor<?> constructor = record.getDeclaredConstructor(parameterTypes);
            return (Command) constructor.newInstance(values);
        } catch (InvocationTargetException e) {
            throw new Malformed("A " + type + " cannot be made: " + e.getCause().getMessage() + ".");
        } catch (ReflectiveOperationException e) {
            throw new IllegalStateException("command record " + record + " has no canonical constructor", e);
        }
    }

    /** "\"path\"" or "nothing but its type", for the sentences. */
    public static String describe(Class<?> record) {
        List<String> names = new ArrayList<>();
        for (RecordComponent component : record.getRecordComponents()) {
            names.add("\"" + component.getName() + "\"");
        }
        return names.isEmpty() ? "nothing but its type" : String.join(", ", names);
    }

    private static Object value(String type, RecordComponent component, JsonNode node) {
        String field = component.getName();
        Class<?> kind = component.getType();
        boolean missing = node == null || node.isNull();
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
        String oneLine = s.replaceAll("[\\r\\n]+", " ");
        return oneLine.length() > 60 ? oneLine.substring(0, 60) + "…" : oneLine;
    }

    private static Map<String, Class<?>> types() {
        Map<String, Class<?>> types = new LinkedHashMap<>();
        for (JsonSubTypes.Type type : Command.class.getAnnotation(JsonSubTypes.class).value()) {
            types.put(type.name(), type.value());
        }
        return Collections.unmodifiableMap(types);
    }

    /** A command that cannot be read; the message is a sentence for the player or script writer. */
    public static final class Malformed extends IllegalArgumentException {
        Malformed(String message) {
            super(message);
        }
    }
}
