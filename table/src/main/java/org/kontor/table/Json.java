package org.kontor.table;

import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.JsonSerializer;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.SerializerProvider;
import com.fasterxml.jackson.databind.annotation.JsonSerialize;
import com.fasterxml.jackson.databind.jsontype.TypeSerializer;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.fasterxml.jackson.databind.ser.std.BeanSerializerBase;
import com.fasterxml.jackson.databind.ser.std.StdSerializer;
import com.fasterxml.jackson.databind.util.NameTransformer;
import java.io.IOException;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;

/** The one JSON mapper of the web side, and the "type" tag that names a record on the wire. */
public final class Json {

    public static final ObjectMapper MAPPER = new ObjectMapper()
            .disable(SerializationFeature.FAIL_ON_EMPTY_BEANS)
            .enable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES)
            .enable(DeserializationFeature.FAIL_ON_NULL_FOR_PRIMITIVES);

    private Json() {}

    public static String write(Object value) {
        try {
            return MAPPER.writeValueAsString(value);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("cannot write JSON: " + e.getOriginalMessage(), e);
        }
    }

    public static JsonNode tree(Object value) {
        return MAPPER.valueToTree(value);
    }

    /**
     * The value as JSON with a leading {@code "type"} naming its class (for example
     * {@code BuildRoute} becomes {@code "type":"BuildRoute"}), so a page can tell actions and
     * events apart. Values that already carry a "type" field keep it.
     */
    public static JsonNode typed(Object value) {
        JsonNode node = MAPPER.valueToTree(value);
        if (node instanceof ObjectNode fields && !fields.has("type")) {
            ObjectNode tagged = MAPPER.createObjectNode();
            tagged.put("type", value.getClass().getSimpleName());
            tagged.setAll(fields);
            return tagged;
        }
        return node;
    }

    /**
     * A value written as {@link #typed} writes it, but straight to the output (no tree in between):
     * for the views sent on every change. A record's fields follow the tag; a value that is not a
     * bean (a string, a list) is written as it is.
     */
    @JsonSerialize(using = TypedWriter.class)
    public record Typed(Object value) {}

    private static final class TypedWriter extends StdSerializer<Typed> {
        // Each class's tag, found once: finding a polymorphic type's tag resolves all its subtypes.
        private final Map<Class<?>, Optional<String>> tags = new ConcurrentHashMap<>();

        TypedWriter() {
            super(Typed.class);
        }

        @Override
        public void serialize(Typed typed, JsonGenerator out, SerializerProvider provider) throws IOException {
            Object value = typed.value();
            JsonSerializer<Object> writer = provider.findValueSerializer(value.getClass());
            if (!(writer instanceof BeanSerializerBase bean)) {
                writer.serialize(value, out, provider);
                return;
            }
            Optional<String> tag = tags.computeIfAbsent(value.getClass(), type -> tag(type, bean, provider));
            out.writeStartObject();
            if (tag.isPresent()) {
                out.writeStringField("type", tag.get());
            }
            bean.unwrappingSerializer(NameTransformer.NOP).serialize(value, out, provider);
            out.writeEndObject();
        }

        /** The tag a polymorphic type names itself with ("dice-rolled"), else the class's simple name; none if it has a "type" field. */
        private static Optional<String> tag(Class<?> type, BeanSerializerBase bean, SerializerProvider provider) {
            try {
                TypeSerializer own = provider.findTypeSerializer(provider.constructType(type));
                if (own != null && "type".equals(own.getPropertyName())) {
                    return Optional.of(own.getTypeIdResolver().idFromValueAndType(null, type));
                }
            } catch (com.fasterxml.jackson.databind.JsonMappingException e) {
                throw new IllegalStateException(e);
            }
            return hasTypeField(bean) ? Optional.empty() : Optional.of(type.getSimpleName());
        }

        private static boolean hasTypeField(BeanSerializerBase bean) {
            for (var properties = bean.properties(); properties.hasNext(); ) {
                if (properties.next().getName().equals("type")) {
                    return true;
                }
            }
            return false;
        }
    }

    /**
     * Reads a command of a sealed hierarchy from {@code {"type":"Name", ...fields}}.
     *
     * @throws IllegalArgumentException with a sentence naming what is wrong
     */
    public static <C> C readSealed(Class<C> sealed, JsonNode json) {
        if (json == null || !json.isObject()) {
            throw new IllegalArgumentException("A command must be a JSON object with a \"type\".");
        }
        JsonNode type = json.get("type");
        if (type == null || !type.isTextual()) {
            throw new IllegalArgumentException("A command needs a \"type\" naming what to do.");
        }
        Class<?> match = find(sealed, type.asText());
        if (match == null) {
            throw new IllegalArgumentException("Unknown command type \"" + clip(type.asText()) + "\".");
        }
        ObjectNode fields = ((ObjectNode) json).deepCopy();
        fields.remove("type");
        try {
            return sealed.cast(MAPPER.treeToValue(fields, match));
        } catch (JsonProcessingException | IllegalArgumentException e) {
            String why = e instanceof JsonProcessingException j ? j.getOriginalMessage() : e.getMessage();
            throw new IllegalArgumentException("The command " + match.getSimpleName() + " is malformed: "
                    + clip(String.valueOf(why)), e);
        }
    }

    private static Class<?> find(Class<?> sealed, String name) {
        if (!sealed.isSealed()) {
            return sealed.getSimpleName().equals(name) ? sealed : null;
        }
        for (Class<?> sub : sealed.getPermittedSubclasses()) {
            if (sub.getSimpleName().equalsIgnoreCase(name) && !sub.isInterface()
                    && !sub.isSealed()) {
                return sub;
            }
            if (sub.isSealed() || sub.isInterface()) {
                Class<?> inner = find(sub, name);
                if (inner != null) {
                    return inner;
                }
            }
        }
        return null;
    }

    /** Keeps echoed input short in error sentences. */
    public static String clip(String s) {
        String oneLine = s.replaceAll("[\\r\\n]+", " ");
        return oneLine.length() > 120 ? oneLine.substring(0, 120) + "…" : oneLine.toLowerCase(Locale.ROOT).equals("null") ? "null" : oneLine;
    }
}
