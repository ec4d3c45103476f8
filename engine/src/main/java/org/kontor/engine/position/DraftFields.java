package org.kontor.engine.position;

import com.fasterxml.jackson.annotation.JsonAutoDetect.Visibility;
import com.fasterxml.jackson.annotation.JsonTypeInfo;
import com.fasterxml.jackson.annotation.PropertyAccessor;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JavaType;
import com.fasterxml.jackson.databind.JsonMappingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.MapperFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.json.JsonMapper;
import com.fasterxml.jackson.databind.jsontype.NamedType;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.lang.reflect.Array;
import java.lang.reflect.Field;
import java.lang.reflect.Modifier;
import java.util.Collection;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * A game's position file from the fields of its working copy (the {@code Draft} every command
 * changes), by Jackson: every field but those the setup fixes (the board, the rule options, the
 * seat count) is written under its own name, values as Jackson writes them (records as objects,
 * enums by name, a decision waiting as an object with its {@code "type"}). Reading puts the
 * fields a file gives onto a working copy of the game as set up, and only once every one of
 * them has been read and checked: a bad file throws {@link Problem} naming the field and
 * changes nothing. Inside a value a record's part left out is 0 (or nothing), so a hand may be
 * written {@code {"ore": 2}}. Checked here: known field names, the JSON types, no null list or array, and arrays (and the lists a game names) as long as the setup made them, so
 * a seat or a board spot always has its slot. What the numbers mean is the game's check.
 */
public final class DraftFields {

    /** A position file that cannot be read: the message names the field and the problem. */
    public static final class Problem extends IllegalArgumentException {
        public Problem(String field, String problem) {
            super(field + ": " + problem);
        }
    }

    private final Map<String, Field> fields = new LinkedHashMap<>();
    private final Set<String> fixedLength;
    private final ObjectMapper json;

    /**
     * @param type        the game's working-copy class
     * @param fixed       its fields the setup fixes (or that are not the position, like the events of one command)
     * @param fixedLength its list fields as long as the setup made them (one entry per seat, per city)
     * @param sealedTypes interfaces written with a {@code "type"} naming the record (its simple name),
     *                    for the ones that carry no Jackson type annotations of their own
     */
    public DraftFields(Class<?> type, Set<String> fixed, Set<String> fixedLength, Class<?>... sealedTypes) {
        for (Field field : type.getDeclaredFields()) {
            if (Modifier.isStatic(field.getModifiers()) || field.isSynthetic() || fixed.contains(field.getName())) {
                continue;
            }
            field.setAccessible(true);
            fields.put(field.getName(), field);
        }
        this.fixedLength = Set.copyOf(fixedLength);
        JsonMapper.Builder builder = JsonMapper.builder()
                .visibility(PropertyAccessor.ALL, Visibility.NONE)
                .visibility(PropertyAccessor.FIELD, Visibility.ANY)
                .visibility(PropertyAccessor.CREATOR, Visibility.ANY)
                .enable(SerializationFeature.ORDER_MAP_ENTRIES_BY_KEYS)
                .enable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES)
                .enable(DeserializationFeature.FAIL_ON_NUMBERS_FOR_ENUMS)
                .disable(DeserializationFeature.ACCEPT_FLOAT_AS_INT)
                .disable(MapperFeature.ALLOW_COERCION_OF_SCALARS);
        for (Class<?> sealed : sealedTypes) {
            builder.addMixIn(sealed, TypeNamed.class);
        }
        json = builder.build();
        for (Class<?> sealed : sealedTypes) {
            for (Class<?> kind : sealed.getPermittedSubclasses()) {
                json.registerSubtypes(new NamedType(kind, kind.getSimpleName()));
            }
        }
    }

    @JsonTypeInfo(use = JsonTypeInfo.Id.NAME, property = "type")
    private interface TypeNamed {}

    /** The names a position may give, in the working copy's order. */
    public List<String> names() {
        return List.copyOf(fields.keySet());
    }

    /** Every field of {@code draft} that is the position, the hidden ones included. */
    public ObjectNode write(Object draft) {
        ObjectNode out = json.createObjectNode();
        for (Map.Entry<String, Field> field : fields.entrySet()) {
            out.set(field.getKey(), json.valueToTree(get(field.getValue(), draft)));
        }
        return out;
    }

    /**
     * Puts the fields {@code position} gives onto {@code draft}, a working copy of the game as set
     * up that nothing else holds; a field left out keeps its set-up value. All or nothing.
     */
    public void read(Object draft, JsonNode position) {
        if (position == null || !position.isObject()) {
            throw new Problem("position", "must be a JSON object of fields (" + String.join(", ", fields.keySet()) + ")");
        }
        Map<Field, Object> values = new LinkedHashMap<>();
        for (Iterator<Map.Entry<String, JsonNode>> it = position.fields(); it.hasNext(); ) {
            Map.Entry<String, JsonNode> given = it.next();
            Field field = fields.get(given.getKey());
            if (field == null) {
                throw new Problem("position." + given.getKey(), "no such field; the fields are " + String.join(", ", fields.keySet()));
            }
            Object value = value(field, given.getValue());
            if (value == null && field.getType().isPrimitive()) {
                throw new Problem(field.getName(), "may not be null");
            }
            shape(field.getName(), get(field, draft), value, fixedLength.contains(field.getName()));
            values.put(field, value);
        }
        values.forEach((field, value) -> {
            try {
                field.set(draft, value);
            } catch (IllegalAccessException e) {
                throw new IllegalStateException("cannot set " + field, e);
            }
        });
    }

    private Object value(Field field, JsonNode node) {
        JavaType type = json.getTypeFactory().constructType(field.getGenericType());
        try {
            return json.readerFor(type).readValue(json.treeAsTokens(node));
        } catch (JsonMappingException e) {
            String at = field.getName() + path(e.getPath());
            throw new Problem(at, clean(e.getOriginalMessage()));
        } catch (java.io.IOException e) {
            throw new Problem(field.getName(), clean(e.getMessage()));
        }
    }

    /** {@code value} fits where the set-up game had {@code setUp}: no nulls for lists and arrays, the same lengths. */
    private static void shape(String at, Object setUp, Object value, boolean sameLength) {
        if (value == null) {
            if (setUp != null && (setUp.getClass().isArray() || setUp instanceof Collection || setUp instanceof Map)) {
                throw new Problem(at, "may not be null");
            }
            return;
        }
        if (setUp != null && setUp.getClass().isArray()) {
            int want = Array.getLength(setUp);
            int got = Array.getLength(value);
            if (want != got) {
                throw new Problem(at, "has " + got + " entries, and this game as set up has " + want);
            }
            for (int i = 0; i < want; i++) {
                shape(at + "[" + i + "]", Array.get(setUp, i), Array.get(value, i), sameLength);
            }
        } else if (value instanceof List<?> list) {
            List<?> setUpList = setUp instanceof List<?> l ? l : List.of();
            if (sameLength && setUpList.size() != list.size()) {
                throw new Problem(at, "has " + list.size() + " entries, and this game as set up has " + setUpList.size());
            }
            for (int i = 0; i < list.size(); i++) {
                Object inner = list.get(i);
                if (inner == null && (setUpList.isEmpty() || setUpList.get(0) != null)) {
                    throw new Problem(at + "[" + i + "]", "may not be null");
                }
                if (inner instanceof Collection) {
                    shape(at + "[" + i + "]", i < setUpList.size() ? setUpList.get(i) : null, inner, false);
                }
            }
        }
    }

    /**
     * Throws a {@link Problem} unless {@code seat} is a seat of a game of {@code seats}, or -1
     * where {@code noneAllowed} (nobody: no owner, no winner yet).
     */
    public static void seat(String field, int seat, int seats, boolean noneAllowed) {
        if (seat < (noneAllowed ? -1 : 0) || seat >= seats) {
            throw new Problem(field, "a seat from 0 to " + (seats - 1) + (noneAllowed ? " (or -1 for nobody)" : "")
                    + ", not " + seat);
        }
    }

    /** Throws a {@link Problem} unless {@code count} is 0 or more. */
    public static void count(String field, int count) {
        if (count < 0) {
            throw new Problem(field, "a count, 0 or more, not " + count);
        }
    }

    private static String path(List<JsonMappingException.Reference> path) {
        StringBuilder at = new StringBuilder();
        for (JsonMappingException.Reference step : path) {
            if (step.getFieldName() != null) {
                at.append('.').append(step.getFieldName());
            } else if (step.getIndex() >= 0) {
                at.append('[').append(step.getIndex()).append(']');
            }
        }
        return at.toString();
    }

    /** Jackson's first line, without the Java class names a referee cannot act on. */
    private static String clean(String message) {
        String first = message == null ? "cannot be read" : message.lines().findFirst().orElse("cannot be read");
        return first.replaceAll("`[a-z]+(\\.[a-z]+)+\\.", "`").replaceAll("\\s*\\(for [^)]*\\)", "");
    }

    private static Object get(Field field, Object draft) {
        try {
            return field.get(draft);
        } catch (IllegalAccessException e) {
            throw new IllegalStateException("cannot read " + field, e);
        }
    }
}
