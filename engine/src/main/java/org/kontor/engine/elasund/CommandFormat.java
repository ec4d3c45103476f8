package org.kontor.engine.elasund;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.List;
import java.util.Locale;
import org.kontor.engine.referee.CommandReader;
import org.kontor.engine.referee.CommandReader.Malformed;

/**
 * The one reader of an Elasund command's JSON form, for phones and {@code kontor play --game elasund}:
 * {@code {"type": "build", "building": "shop", "column": 2, "row": 5}}. Numbers are whole numbers;
 * a building is its id in the pieces file; a colour is {@code blue}, {@code green} or {@code red}
 * (any letter case) and may be left out where nothing is paid in one colour; the opening roll's
 * dice and a roll's {@code dice} may be left out (the hub rolls).
 */
public final class CommandFormat {

    private static final CommandReader<Command> READER = new CommandReader<>(Command.class, CommandFormat::value);

    private CommandFormat() {}

    public static List<String> typeNames() {
        return READER.typeNames();
    }

    /** @throws Malformed with a sentence naming the field and what was expected */
    public static Command read(JsonNode json) {
        return READER.read(json);
    }

    private static Object value(String type, String field, Class<?> kind, JsonNode node) {
        if (node == null) {
            if (kind == Influence.class && !type.equals("move-permit") && !type.equals("upgrade-permit") || kind == Integer.class
                    || kind == List.class) {
                return null;
            }
            throw new Malformed("A " + type + " needs \"" + field + "\": " + expected(kind) + ".");
        }
        if (kind == int.class || kind == Integer.class) {
            if (!node.isIntegralNumber() || !node.canConvertToInt()) {
                throw wrong(type, field, kind, node);
            }
            return node.intValue();
        }
        if (kind == String.class) {
            if (!node.isTextual()) {
                throw wrong(type, field, kind, node);
            }
            return node.textValue();
        }
        if (kind == Influence.class) {
            if (node.isTextual()) {
                for (Influence i : Influence.values()) {
                    if (i.name().equals(node.textValue().toUpperCase(Locale.ROOT))) {
                        return i;
                    }
                }
            }
            throw wrong(type, field, kind, node);
        }
        if (kind == List.class) {
            if (!node.isArray()) {
                throw wrong(type, field, kind, node);
            }
            List<Integer> numbers = new java.util.ArrayList<>();
            for (JsonNode element : node) {
                if (!element.isIntegralNumber() || !element.canConvertToInt()) {
                    throw wrong(type, field, kind, node);
                }
                numbers.add(element.intValue());
            }
            return List.copyOf(numbers);
        }
        throw new IllegalStateException("no reader for " + kind + " in " + type);
    }

    private static String expected(Class<?> kind) {
        if (kind == Influence.class) {
            return "an influence colour, \"blue\", \"green\" or \"red\"";
        }
        if (kind == String.class) {
            return "a building id such as \"shop\"";
        }
        if (kind == List.class) {
            return "the two dice, like [3, 4]";
        }
        return "a whole number";
    }

    private static Malformed wrong(String type, String field, Class<?> kind, JsonNode node) {
        return new Malformed("A " + type + "'s \"" + field + "\" must be " + expected(kind) + ", not "
                + CommandReader.clip(node.toString()) + ".");
    }
}
