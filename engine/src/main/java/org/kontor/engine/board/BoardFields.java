package org.kontor.engine.board;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import java.util.Arrays;
import java.util.Iterator;
import java.util.Locale;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * The board file being read, with the typed accessors every part of the reader uses (the
 * kernel's {@link BoardFile} and each game's {@link BoardSection}): each knows the field's path,
 * so a problem is always reported the same way, as a {@link BoardFileException} naming the file,
 * the field and the problem.
 */
public final class BoardFields {

    private final String file;
    private final JsonNode root;

    BoardFields(String file, JsonNode root) {
        this.file = file;
        this.root = root;
    }

    /** The top-level object of the file. */
    public JsonNode root() {
        return root;
    }

    public BoardFileException error(String field, String problem) {
        return new BoardFileException(file, field, problem);
    }

    /** Refuses any field of {@code node} not in {@code known}, listing the known ones. */
    public void unknownFields(JsonNode node, String at, Set<String> known) {
        for (Iterator<String> names = node.fieldNames(); names.hasNext(); ) {
            String name = names.next();
            if (!known.contains(name)) {
                throw error(join(at, name), "is not a known field (known: "
                        + known.stream().sorted().collect(Collectors.joining(", ")) + ")");
            }
        }
    }

    public JsonNode object(JsonNode node, String at) {
        if (node == null || !node.isObject()) {
            throw error(at, "must be an object, found " + kind(node));
        }
        return node;
    }

    /** A top-level list; an absent optional one reads as empty. */
    public JsonNode array(JsonNode parent, String name, boolean required) {
        return array(parent, name, required, "");
    }

    public JsonNode array(JsonNode parent, String name, boolean required, String at) {
        JsonNode node = parent.get(name);
        if (node == null || node.isNull()) {
            if (required) {
                throw error(join(at, name), "is missing");
            }
            return JsonNodeFactory.instance.arrayNode();
        }
        if (!node.isArray()) {
            throw error(join(at, name), "must be a list, found " + kind(node));
        }
        return node;
    }

    public int integer(JsonNode parent, String name, String at) {
        JsonNode node = parent.get(name);
        if (node == null || node.isNull()) {
            throw error(join(at, name), "is missing");
        }
        if (!node.isInt()) {
            throw error(join(at, name), valueText(node) + " must be a whole number");
        }
        return node.intValue();
    }

    public String text(JsonNode parent, String name, String at) {
        JsonNode node = parent.get(name);
        if (node == null || node.isNull()) {
            throw error(join(at, name), "is missing");
        }
        if (!node.isTextual()) {
            throw error(join(at, name), valueText(node) + " must be a string");
        }
        return node.textValue();
    }

    /** An id of a hex, intersection or path ({@code what}) that exists: 0 to {@code count - 1}. */
    public int id(JsonNode node, String at, String what, int count) {
        if (node == null || node.isNull()) {
            throw error(at, "is missing");
        }
        if (!node.isInt()) {
            throw error(at, valueText(node) + " must be " + what + " id (a whole number)");
        }
        int value = node.intValue();
        if (value < 0 || value >= count) {
            throw error(at, value + " does not exist (0.." + (count - 1) + ")");
        }
        return value;
    }

    /** A number a token can show. */
    public int number(int value, String at) {
        if (value < 2 || value > 12 || value == 7) {
            throw error(at, value + " is not a number a token can show (2..12, not 7)");
        }
        return value;
    }

    /** A terrain, a resource colour, or another kernel enum, by its file name. */
    public <E extends Enum<E>> E enumValue(Class<E> type, JsonNode parent, String name, String at) {
        String noun = type == Terrain.class ? "a terrain" : type == Resource.class ? "a resource colour"
                : "a " + type.getSimpleName();
        return enumValue(type, parent, name, at, noun);
    }

    /** An enum value by its file name; {@code noun} says what it should have been: {@code "a city site colour"}. */
    public <E extends Enum<E>> E enumValue(Class<E> type, JsonNode parent, String name, String at, String noun) {
        return lookup(type, text(parent, name, at), join(at, name), "is not " + noun);
    }

    public <E extends Enum<E>> E lookup(Class<E> type, String value, String at, String problem) {
        for (E e : type.getEnumConstants()) {
            if (BoardFile.name(e).equals(value)) {
                return e;
            }
        }
        String known = Arrays.stream(type.getEnumConstants()).map(BoardFile::name).collect(Collectors.joining(", "));
        throw error(at, quote(value) + " " + problem + " (" + known + ")");
    }

    static String join(String at, String name) {
        return at.isEmpty() ? name : at + "." + name;
    }

    public static String quote(String s) {
        return "\"" + s + "\"";
    }

    public static String valueText(JsonNode node) {
        return node.toString();
    }

    static String kind(JsonNode node) {
        if (node == null || node.isMissingNode()) {
            return "nothing";
        }
        return switch (node.getNodeType()) {
            case ARRAY -> "a list";
            case OBJECT -> "an object";
            case STRING -> "a string";
            case NUMBER -> "a number";
            case BOOLEAN -> "true/false";
            case NULL -> "null";
            default -> node.getNodeType().toString().toLowerCase(Locale.ROOT);
        };
    }
}
