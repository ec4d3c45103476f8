package org.kontor.engine.elasund;

import com.fasterxml.jackson.core.JsonLocation;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.Iterator;
import java.util.Set;
import org.kontor.engine.board.BoardFileException;

/**
 * The reading both Elasund data files share: strict JSON, known fields only, and every problem a
 * {@link BoardFileException} naming the file, the field and the problem.
 */
final class DataFile {

    private static final ObjectMapper JSON = new ObjectMapper().enable(JsonParser.Feature.STRICT_DUPLICATE_DETECTION);

    final String file;

    DataFile(String file) {
        this.file = file;
    }

    /** The text of a file bundled under {@code /boards/elasund/}. */
    static String bundled(String name) {
        InputStream in = DataFile.class.getResourceAsStream("/boards/elasund/" + name);
        if (in == null) {
            throw new BoardFileException(name, "", "is not a bundled Elasund file");
        }
        try (in) {
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new BoardFileException(name, "", "cannot be read: " + e.getMessage());
        }
    }

    JsonNode root(String text) {
        JsonNode root;
        try {
            root = JSON.readTree(text);
        } catch (JsonProcessingException e) {
            JsonLocation at = e.getLocation();
            String where = at == null ? "" : "line " + at.getLineNr() + ", column " + at.getColumnNr() + ": ";
            throw error("", where + "is not valid JSON: " + e.getOriginalMessage());
        }
        if (root == null || root.isMissingNode()) {
            throw error("", "is empty");
        }
        if (!root.isObject()) {
            throw error("", "must hold a JSON object at the top");
        }
        return root;
    }

    BoardFileException error(String field, String problem) {
        return new BoardFileException(file, field, problem);
    }

    /** The file's format and game, the same check for both files. */
    void header(JsonNode root, int format) {
        int found = integer(root, "format", "");
        if (found != format) {
            throw error("format", "is " + found + ", but this Kontor reads Elasund format " + format);
        }
        String game = text(root, "game", "");
        if (!game.equals("elasund")) {
            throw error("game", "is \"" + game + "\", but an Elasund file says \"elasund\"");
        }
    }

    void fields(JsonNode node, String prefix, Set<String> allowed) {
        for (Iterator<String> it = node.fieldNames(); it.hasNext(); ) {
            String name = it.next();
            if (!allowed.contains(name)) {
                throw error(prefix + name, "is not a field here (the fields are " + String.join(", ", allowed.stream().sorted().toList()) + ")");
            }
        }
    }

    JsonNode need(JsonNode node, String name, String prefix) {
        JsonNode value = node.get(name);
        if (value == null || value.isNull()) {
            throw error(prefix + name, "is missing");
        }
        return value;
    }

    int integer(JsonNode node, String name, String prefix) {
        JsonNode value = need(node, name, prefix);
        if (!value.isInt()) {
            throw error(prefix + name, "must be a whole number, found " + value);
        }
        return value.intValue();
    }

    int integer(JsonNode node, String name, String prefix, int min, int max) {
        int value = integer(node, name, prefix);
        if (value < min || value > max) {
            throw error(prefix + name, "must be from " + min + " to " + max + ", found " + value);
        }
        return value;
    }

    String text(JsonNode node, String name, String prefix) {
        JsonNode value = need(node, name, prefix);
        if (!value.isTextual() || value.textValue().isBlank()) {
            throw error(prefix + name, "must be a non-empty text, found " + value);
        }
        return value.textValue();
    }

    /** An optional text, null when absent. */
    String optionalText(JsonNode node, String name, String prefix) {
        return node.has(name) ? text(node, name, prefix) : null;
    }

    JsonNode array(JsonNode node, String name, String prefix) {
        JsonNode value = need(node, name, prefix);
        if (!value.isArray()) {
            throw error(prefix + name, "must be a list");
        }
        return value;
    }

    JsonNode object(JsonNode node, String name, String prefix) {
        JsonNode value = need(node, name, prefix);
        if (!value.isObject()) {
            throw error(prefix + name, "must be an object");
        }
        return value;
    }

    JsonNode element(JsonNode list, int i, String at) {
        JsonNode e = list.get(i);
        if (!e.isObject()) {
            throw error(at, "must be an object");
        }
        return e;
    }

    Square square(JsonNode node, String name, String prefix) {
        JsonNode value = need(node, name, prefix);
        return square(value, prefix + name);
    }

    Square square(JsonNode value, String at) {
        if (!value.isArray() || value.size() != 2 || !value.get(0).isInt() || !value.get(1).isInt()) {
            throw error(at, "must be a square [column, row], found " + value);
        }
        return new Square(value.get(0).intValue(), value.get(1).intValue());
    }
}
