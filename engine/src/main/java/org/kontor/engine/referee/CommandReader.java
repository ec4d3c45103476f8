package org.kontor.engine.referee;

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
import java.util.Map;

/**
 * Reads a game's command from its JSON form, {@code {"type": "build-road", "path": 12}}: the types
 * are the {@link JsonSubTypes} names of the game's sealed command interface and the fields are the
 * command record's components. The frame (an object, a known type, no unknown field, the record
 * made) is the same in every game; what a field's value may be is the game's {@link FieldReader}.
 * A command that cannot be read is refused with a sentence naming the field and what was expected.
 *
 * @param <C> the game's command interface
 */
public final class CommandReader<C> {

    /** Reads one field of a command; {@code node} is null when the field is absent or JSON null. */
    public interface FieldReader {
        Object read(String type, String field, Class<?> kind, JsonNode node);
    }

    private final Class<C> commands;
    private final Map<String, Class<?>> types;
    private final FieldReader fields;

    public CommandReader(Class<C> commands, FieldReader fields) {
        this.commands = commands;
        this.fields = fields;
        Map<String, Class<?>> byName = new LinkedHashMap<>();
        for (JsonSubTypes.Type type : commands.getAnnotation(JsonSubTypes.class).value()) {
            byName.put(type.name(), type.value());
        }
        this.types = Collections.unmodifiableMap(byName);
    }

    /** The command types' JSON names, in the order the command interface declares them. */
    public List<String> typeNames() {
        return List.copyOf(types.keySet());
    }

    /**
     * Reads one command.
     *
     * @throws Malformed with a sentence naming what is wrong (the field and what was expected)
     */
    public C read(JsonNode json) {
        if (json == null || !json.isObject()) {
            throw new Malformed("A command must be a JSON object with a \"type\", like {\"type\": \"end-turn\"}.");
        }
        JsonNode typeNode = json.get("type");
        if (typeNode == null || !typeNode.isTextual()) {
            throw new Malformed("A command needs a \"type\" naming what to do; the types are " + String.join(", ", types.keySet()) + ".");
        }
        String type = typeNode.textValue();
        Class<?> record = types.get(type);
        if (record == null) {
            throw new Malformed("Unknown command type \"" + clip(type) + "\"; the types are " + String.join(", ", types.keySet()) + ".");
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
            JsonNode node = json.get(components[i].getName());
            values[i] = fields.read(type, components[i].getName(), parameterTypes[i], node == null || node.isNull() ? null : node);
        }
        try {
            Constructor<?> constructor = record.getDeclaredConstructor(parameterTypes);
            return commands.cast(constructor.newInstance(values));
        } catch (InvocationTargetException e) {
            throw new Malformed("A " + type + " cannot be made: " + e.getCause().getMessage() + ".");
        } catch (ReflectiveOperationException e) {
            throw new IllegalStateException("command record " + record + " has no canonical constructor", e);
        }
    }

    /** {@code "path"} or "nothing but its type", for the sentences. */
    public static String describe(Class<?> record) {
        List<String> names = new ArrayList<>();
        for (RecordComponent component : record.getRecordComponents()) {
            names.add("\"" + component.getName() + "\"");
        }
        return names.isEmpty() ? "nothing but its type" : String.join(", ", names);
    }

    /** A player's text cut to one line of at most 60 characters, for the sentences. */
    public static String clip(String s) {
        String oneLine = s.replaceAll("[\\r\\n]+", " ");
        return oneLine.length() > 60 ? oneLine.substring(0, 60) + "…" : oneLine;
    }

    /** A command that cannot be read; the message is a sentence for the player or script writer. */
    public static final class Malformed extends IllegalArgumentException {
        public Malformed(String message) {
            super(message);
        }
    }
}
