package org.kontor.engine;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.annotation.JsonSubTypes;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * For a game's tests: every event type and every field of its events and views is named in its
 * part of docs/commands.md ("Events and views of …"), so a renamed or new field cannot go undocumented.
 */
public final class DocumentedFields {

    private DocumentedFields() {}

    /** The part of docs/commands.md under {@code heading} (a "### " title), up to the next heading of that level or above. */
    public static String section(String heading) {
        try {
            String doc = Files.readString(Path.of("../docs/commands.md"));
            int start = doc.indexOf("\n### " + heading + "\n");
            assertThat(start).as("docs/commands.md has a section \"### %s\"", heading).isNotNegative();
            int end = doc.indexOf("\n##", start + 5);
            return doc.substring(start, end < 0 ? doc.length() : end);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** What {@code section} fails to name: event types (`type`), and record fields (`field`) of the events and {@code views}. */
    public static List<String> missing(String section, Class<?> events, Class<?>... views) {
        List<String> missing = new ArrayList<>();
        List<Class<?>> records = new ArrayList<>(List.of(views));
        for (JsonSubTypes.Type t : events.getAnnotation(JsonSubTypes.class).value()) {
            if (!section.contains("`" + t.name() + "`")) {
                missing.add("event type " + t.name());
            }
            records.add(t.value());
        }
        for (Class<?> r : records) {
            for (var c : r.getRecordComponents()) {
                if (!section.contains("`" + c.getName() + "`")) {
                    missing.add(r.getSimpleName() + "." + c.getName());
                }
            }
        }
        return missing;
    }
}
