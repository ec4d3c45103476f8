package org.kontor.engine.hansa;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.List;
import java.util.Locale;
import org.kontor.engine.referee.CommandReader;
import org.kontor.engine.referee.CommandReader.Malformed;

/**
 * The one reader of a Hansa command's JSON form, for phones and {@code kontor play --game hansa}:
 * {@code {"type": "place", "post": 12, "piece": "trader"}}. Numbers are whole numbers; a piece is
 * {@code trader} or {@code merchant}; an ability is {@code keys}, {@code actions}, {@code privilege},
 * {@code book} or {@code bank} (any letter case). A relocation's {@code from} may be left out (-1).
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
            if (type.equals("relocate") && field.equals("from")) {
                return -1;
            }
            throw new Malformed("A " + type + " needs \"" + field + "\": " + expected(kind) + ".");
        }
        if (kind == int.class) {
            if (!node.isIntegralNumber() || !node.canConvertToInt()) {
                throw wrong(type, field, kind, node);
            }
            return node.intValue();
        }
        if (kind == Piece.class || kind == Ability.class) {
            if (node.isTextual()) {
                for (Object constant : kind.getEnumConstants()) {
                    if (((Enum<?>) constant).name().equals(node.textValue().toUpperCase(Locale.ROOT))) {
                        return constant;
                    }
                }
            }
            throw wrong(type, field, kind, node);
        }
        throw new IllegalStateException("no reader for " + kind + " in " + type);
    }

    private static String expected(Class<?> kind) {
        if (kind == Piece.class) {
            return "a piece, \"trader\" or \"merchant\"";
        }
        if (kind == Ability.class) {
            return "an ability: \"keys\", \"actions\", \"privilege\", \"book\" or \"bank\"";
        }
        return "a whole number";
    }

    private static Malformed wrong(String type, String field, Class<?> kind, JsonNode node) {
        return new Malformed("A " + type + "'s \"" + field + "\" must be " + expected(kind) + ", not "
                + CommandReader.clip(node.toString()) + ".");
    }
}
