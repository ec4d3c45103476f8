package org.kontor.hub;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import java.util.Iterator;
import java.util.List;
import org.kontor.table.Json;

/**
 * Reads the lines of a command script (docs/commands.md): one JSON object per line,
 * {@code {"seat": 0, "command": {"type": "roll", "dice": [3, 4]}}}, with an optional
 * {@code "version"}, for every game: the command stays JSON for its game's table to read. Blank
 * lines and lines starting with {@code #} are skipped. Every problem is a {@link Problem} whose
 * sentence names the line, because scripts are written by hand.
 */
public final class Script {

    /** A line of a script: its seat, version (null: the current one) and command, still JSON for its game to read. */
    public record AnyLine(int number, int seat, Long version, JsonNode command) {}

    /** A line that cannot be read as a command; the message names the line. */
    public static final class Problem extends RuntimeException {
        public Problem(String message) {
            super(message);
        }
    }

    private static final List<String> LINE_FIELDS = List.of("seat", "version", "command");

    private final String name;
    private final int players;

    /**
     * @param name    the script's name, for the messages
     * @param players seats 0..players-1 may act
     */
    public Script(String name, int players) {
        this.name = name;
        this.players = players;
    }

    public String name() {
        return name;
    }

    /**
     * The refusal a comment line says the next command must meet: {@code # expect: refused KIND}
     * gives the kind's name, {@code # expect: refused} the empty string (any kind); null for any
     * other line. A comment that starts with {@code expect:} but says something else is a problem.
     */
    String expectation(int number, String text) {
        String trimmed = text.strip();
        if (!trimmed.startsWith("#")) {
            return null;
        }
        String comment = trimmed.substring(1).strip();
        if (!comment.startsWith("expect:")) {
            return null;
        }
        return expectedRefusal(comment, why -> problem(number, why));
    }

    /**
     * What {@code # expect: refused [KIND] [any words]} expects: the kind, or "" for any refusal.
     * The words after the kind are the writer's own note (the reason they expect), kept for the reader.
     */
    static String expectedRefusal(String comment, java.util.function.Function<String, RuntimeException> problem) {
        String[] words = comment.substring("expect:".length()).strip().split("\\s+");
        List<String> kinds = java.util.Arrays.stream(org.kontor.engine.RejectionKind.values()).map(Enum::name).toList();
        if (!words[0].equals("refused")) {
            throw problem.apply("is an expectation that cannot be read; write # expect: refused KIND, with KIND one of "
                    + String.join(", ", kinds) + " (or no KIND for any refusal), then any words of your own");
        }
        if (words.length == 1) {
            return "";
        }
        if (kinds.contains(words[1])) {
            return words[1];
        }
        if (words[1].matches("[A-Z_]+")) {
            throw problem.apply("is an expectation that cannot be read: " + words[1] + " is no kind of refusal; write "
                    + "# expect: refused KIND, with KIND one of " + String.join(", ", kinds) + " (or no KIND for any refusal), "
                    + "then any words of your own");
        }
        return "";      // "# expect: refused (only 2 ore)": any refusal, with the writer's note
    }

    /** The line {@code number}, or null for a blank or comment line. */
    public AnyLine readAny(int number, String text) {
        String trimmed = text.strip();
        if (trimmed.isEmpty() || trimmed.startsWith("#")) {
            return null;
        }
        JsonNode root;
        try {
            root = Json.MAPPER.readTree(trimmed);
        } catch (JsonProcessingException e) {
            throw problem(number, "is not JSON (" + firstLine(e.getOriginalMessage()) + "); write one object per line, like "
                    + "{\"seat\": 0, \"command\": {\"type\": \"roll\"}}");
        }
        if (root == null || !root.isObject()) {
            throw problem(number, "must be one JSON object with \"seat\" and \"command\"");
        }
        for (Iterator<String> it = root.fieldNames(); it.hasNext(); ) {
            String field = it.next();
            if (!LINE_FIELDS.contains(field)) {
                throw problem(number, "has an unknown field \"" + clip(field) + "\"; a line has seat, command and optionally version");
            }
        }
        JsonNode seatNode = root.get("seat");
        if (seatNode == null || !seatNode.isIntegralNumber() || !seatNode.canConvertToInt()) {
            throw problem(number, "needs \"seat\": the acting seat's number, 0 to " + (players - 1));
        }
        int seat = seatNode.intValue();
        if (seat < 0 || seat >= players) {
            throw problem(number, "names seat " + seat + ", but this game has seats 0 to " + (players - 1));
        }
        Long version = null;
        JsonNode versionNode = root.get("version");
        if (versionNode != null && !versionNode.isNull()) {
            if (!versionNode.isIntegralNumber() || !versionNode.canConvertToLong()) {
                throw problem(number, "has a \"version\" that is not a whole number");
            }
            version = versionNode.longValue();
        }
        if (!root.hasNonNull("command")) {
            throw problem(number, "has no \"command\"");
        }
        return new AnyLine(number, seat, version, root.get("command"));
    }

    private Problem problem(int number, String what) {
        return new Problem(name + " line " + number + " " + what + ".");
    }

    private static String firstLine(String message) {
        int end = message.indexOf('\n');
        return end < 0 ? message : message.substring(0, end);
    }

    private static String clip(String s) {
        String oneLine = s.replaceAll("[\\r\\n]+", " ");
        return oneLine.length() > 60 ? oneLine.substring(0, 60) + "…" : oneLine;
    }
}
