package org.kontor.hub;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * docs/commands.md is how people write scripts, so it must know every command the engine has
 * (the list comes from the sealed {@code Command} hierarchy, so new rules fail here until they
 * are documented) and every example line in it must be a command {@code kontor play} reads.
 */
class CommandsDocTest {

    private static final Path DOC = Path.of("../docs/commands.md");

    /** The lines inside ```jsonl blocks: script lines, as a user would copy them. */
    private static List<String> scriptLines(String doc) {
        List<String> lines = new ArrayList<>();
        boolean inside = false;
        for (String line : doc.lines().toList()) {
            if (line.startsWith("```")) {
                inside = line.equals("```jsonl");
            } else if (inside) {
                lines.add(line);
            }
        }
        return lines;
    }

    /** Each Merchants command type's JSON name, in the order its Command declares them. */
    static final java.util.Map<String, Class<?>> TYPES = new java.util.LinkedHashMap<>();

    static {
        for (com.fasterxml.jackson.annotation.JsonSubTypes.Type type
                : org.kontor.engine.merchants.Command.class.getAnnotation(com.fasterxml.jackson.annotation.JsonSubTypes.class).value()) {
            TYPES.put(type.name(), type.value());
        }
    }

    @Test
    void every_command_type_has_a_section() throws Exception {
        String doc = Files.readString(DOC);
        List<String> missing = new ArrayList<>();
        for (String type : TYPES.keySet()) {
            if (!doc.contains("\n#### `" + type + "`\n")) {
                missing.add(type);
            }
        }
        assertThat(missing).as("command types without a '#### `type`' section in docs/commands.md").isEmpty();
    }

    @Test
    void every_example_line_is_a_command_play_reads_and_every_type_has_one() throws Exception {
        Script script = new Script("docs/commands.md", 4);
        Set<String> shown = new HashSet<>();
        int number = 0;
        for (String line : scriptLines(Files.readString(DOC))) {
            Script.AnyLine read = script.readAny(++number, line);   // throws, naming the line, if it is wrong
            if (read != null) {
                org.kontor.engine.merchants.CommandFormat.read(read.command());
                shown.add(read.command().get("type").asText());
            }
        }
        assertThat(TYPES.keySet()).allSatisfy(type -> assertThat(shown).as("an example of " + type).contains(type));
    }

    @Test
    void the_worked_example_is_part_of_the_script_its_test_plays() throws Exception {
        String doc = Files.readString(DOC);
        List<String> lines = scriptLines(section(doc, "## A worked example"));
        assertThat(lines).hasSizeGreaterThan(3);
        String fixture = Files.readString(PlayCommandTest.SCRIPTS.resolve("short-fixed-four-turns.jsonl"));
        assertThat(fixture).contains(String.join("\n", lines));
    }

    /** The position file shown and its dispute script are the fixtures PlayCommandTest plays. */
    @Test
    void the_position_file_example_is_the_dispute_its_test_plays() throws Exception {
        String section = section(Files.readString(DOC), "## The position file");
        String shownFile = section.substring(section.indexOf("```json\n") + 8, section.indexOf("```", section.indexOf("```json\n") + 8));
        assertThat(shownFile).isEqualTo(Files.readString(PlayCommandTest.SCRIPTS.resolve("dispute-robber-after-seven.json")));
        List<String> lines = scriptLines(section);
        assertThat(lines).hasSize(4);
        assertThat(Files.readString(PlayCommandTest.SCRIPTS.resolve("dispute-robber-after-seven.jsonl")))
                .contains(String.join("\n", lines));
    }

    /** From a heading to the next one of the same level. */
    private static String section(String doc, String heading) {
        int start = doc.indexOf(heading);
        int end = doc.indexOf("\n## ", start + heading.length());
        return end < 0 ? doc.substring(start) : doc.substring(start, end);
    }
}
