package org.kontor.hub.config;

import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonMappingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.cfg.CoercionAction;
import com.fasterxml.jackson.databind.cfg.CoercionInputShape;
import com.fasterxml.jackson.databind.exc.InvalidFormatException;
import com.fasterxml.jackson.databind.exc.MismatchedInputException;
import com.fasterxml.jackson.databind.exc.UnrecognizedPropertyException;
import com.fasterxml.jackson.databind.type.LogicalType;
import com.fasterxml.jackson.dataformat.yaml.YAMLFactory;
import com.fasterxml.jackson.dataformat.yaml.YAMLGenerator;
import com.fasterxml.jackson.dataformat.yaml.YAMLMapper;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Collectors;

/**
 * Reads and writes the config file. A key the hub does not know, a value of the wrong type or out
 * of range is refused before anything starts, with the file, the key and the problem.
 */
public final class ConfigFile {

    /** A config file the hub cannot use; the message names the file, the key and the problem. */
    public static final class Problem extends RuntimeException {
        public Problem(String message) {
            super(message);
        }
    }

    private static final ObjectMapper YAML = mapper();

    private ConfigFile() {}

    private static ObjectMapper mapper() {
        YAMLMapper mapper = YAMLMapper.builder(YAMLFactory.builder().build())
                .enable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES)
                .enable(DeserializationFeature.FAIL_ON_NULL_FOR_PRIMITIVES)
                .enable(JsonParser.Feature.STRICT_DUPLICATE_DETECTION)
                .disable(YAMLGenerator.Feature.WRITE_DOC_START_MARKER)
                .enable(YAMLGenerator.Feature.MINIMIZE_QUOTES)
                .disable(SerializationFeature.FAIL_ON_EMPTY_BEANS)
                .build();
        // "port: '7070'" or "language: 3" is a mistake to point out, not to guess at.
        for (LogicalType type : List.of(LogicalType.Integer, LogicalType.Float, LogicalType.Boolean)) {
            mapper.coercionConfigFor(type).setCoercion(CoercionInputShape.String, CoercionAction.Fail);
        }
        mapper.coercionConfigFor(LogicalType.Textual)
                .setCoercion(CoercionInputShape.Integer, CoercionAction.Fail)
                .setCoercion(CoercionInputShape.Float, CoercionAction.Fail)
                .setCoercion(CoercionInputShape.Boolean, CoercionAction.Fail);
        mapper.coercionConfigFor(LogicalType.Integer).setCoercion(CoercionInputShape.Float, CoercionAction.Fail);
        return mapper;
    }

    /** Reads {@code file}; an empty file is the defaults. Throws {@link Problem}. */
    public static KontorConfig read(Path file) {
        String text;
        try {
            text = Files.readString(file);
        } catch (NoSuchFileException e) {
            throw new Problem(file + ": there is no such config file.");
        } catch (IOException e) {
            throw new Problem(file + ": cannot be read (" + e.getMessage() + ").");
        }
        return parse(file.toString(), text);
    }

    /** Reads config text; {@code name} names it in the messages. */
    public static KontorConfig parse(String name, String text) {
        KontorConfig config;
        try {
            config = text.isBlank() ? null : YAML.readValue(text, KontorConfig.class);
        } catch (UnrecognizedPropertyException e) {
            List<String> known = e.getKnownPropertyIds() == null ? List.of()
                    : e.getKnownPropertyIds().stream().map(Object::toString).sorted().toList();
            throw new Problem(name + ": unknown key \"" + key(e, e.getPropertyName()) + "\"" + where(e)
                    + "; the keys here are " + String.join(", ", known) + ".");
        } catch (InvalidFormatException e) {
            throw new Problem(name + ": \"" + key(e, null) + "\"" + where(e) + " must be " + expected(e.getTargetType())
                    + ", not " + clip(String.valueOf(e.getValue())) + ".");
        } catch (MismatchedInputException e) {
            throw new Problem(name + ": \"" + key(e, null) + "\"" + where(e) + " must be " + expected(e.getTargetType())
                    + ".");
        } catch (JsonProcessingException e) {
            throw new Problem(name + where(e) + ": not valid YAML (" + firstLine(e.getOriginalMessage()) + ").");
        }
        if (config == null) {
            return KontorConfig.defaults();
        }
        check(name, config);
        return config.withDefaults();
    }

    private static void check(String name, KontorConfig c) {
        try {
            c.hardware();
        } catch (IllegalArgumentException e) {
            throw new Problem(name + ": " + e.getMessage());
        }
        if (c.port() != null && (c.port() < 0 || c.port() > 65535)) {
            throw new Problem(name + ": \"port\" must be from 0 to 65535 (0: any free port), not " + c.port() + ".");
        }
        if (c.data() != null && c.data().isBlank()) {
            throw new Problem(name + ": \"data\" must name a folder, not be empty.");
        }
        if (c.advertise() != null && (c.advertise().isBlank() || c.advertise().contains("/"))) {
            throw new Problem(name + ": \"advertise\" must be a host name or address such as 192.168.1.20, not \""
                    + clip(c.advertise()) + "\".");
        }
        if (c.allowedHosts() != null) {
            for (String host : c.allowedHosts()) {
                if (host == null || host.isBlank() || !host.matches("[A-Za-z0-9.\\-:\\[\\]]+")) {
                    throw new Problem(name + ": \"allowedHosts\" lists host names or addresses such as kontor.lan or "
                            + "192.168.1.20, without a scheme, port or path; not \"" + clip(String.valueOf(host)) + "\".");
                }
            }
        }
        if (c.language() != null && !KontorConfig.LANGUAGES.contains(c.language())) {
            throw new Problem(name + ": \"language\" must be one of " + String.join(", ", KontorConfig.LANGUAGES)
                    + ", not \"" + clip(c.language()) + "\".");
        }
        if (c.game() != null) {
            if (c.game().dice() != null && !KontorConfig.DICE.contains(c.game().dice())) {
                throw new Problem(name + ": \"game.dice\" must be one of " + String.join(", ", KontorConfig.DICE)
                        + ", not \"" + clip(c.game().dice()) + "\".");
            }
            Integer delay = c.game().botDelayMs();
            if (delay != null && (delay < 0 || delay > KontorConfig.MOST_BOT_DELAY_MS)) {
                throw new Problem(name + ": \"game.botDelayMs\" is how long a bot waits before its move, 0 to "
                        + KontorConfig.MOST_BOT_DELAY_MS + " milliseconds, not " + delay + ".");
            }
            if (c.game().boards() != null && c.game().boards().stream().anyMatch(b -> b == null || b.isBlank())) {
                throw new Problem(name + ": \"game.boards\" must list board files; one entry is empty.");
            }
        }
    }

    /** The effective config as YAML, for {@code --print-config}. */
    public static String write(KontorConfig config) {
        try {
            return YAML.writeValueAsString(config);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("cannot write the config: " + e.getOriginalMessage(), e);
        }
    }

    /** "game.dice" for the path of the failing value. */
    private static String key(JsonMappingException e, String last) {
        List<String> parts = new ArrayList<>();
        for (JsonMappingException.Reference ref : e.getPath()) {
            parts.add(ref.getFieldName() != null ? ref.getFieldName() : "[" + ref.getIndex() + "]");
        }
        if (last != null && (parts.isEmpty() || !parts.get(parts.size() - 1).equals(last))) {
            parts.add(last);
        }
        return parts.stream().collect(Collectors.joining(".")).replace(".[", "[");
    }

    private static String where(JsonProcessingException e) {
        return e.getLocation() == null ? "" : " (line " + e.getLocation().getLineNr() + ")";
    }

    private static String expected(Class<?> type) {
        if (type == null) {
            return "of another type";
        }
        if (type == Integer.class || type == int.class || type == Long.class || type == long.class) {
            return "a whole number";
        }
        if (type == String.class) {
            return "text";
        }
        if (List.class.isAssignableFrom(type)) {
            return "a list";
        }
        if (type.isRecord()) {
            return "a section of keys";
        }
        return "a " + type.getSimpleName();
    }

    private static String firstLine(String message) {
        int end = message.indexOf('\n');
        return end < 0 ? message : message.substring(0, end);
    }

    private static String clip(String s) {
        String oneLine = s.replaceAll("[\\r\\n]+", " ");
        return oneLine.length() > 40 ? oneLine.substring(0, 40) + "…" : oneLine;
    }
}
