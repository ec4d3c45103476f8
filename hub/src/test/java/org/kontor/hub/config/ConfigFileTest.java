package org.kontor.hub.config;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** The config file: every key optional, defaults filled in, every mistake named with file, key and problem. */
class ConfigFileTest {

    @Test
    void an_empty_file_is_the_demo_table() {
        KontorConfig config = ConfigFile.parse("kontor.yaml", "");
        assertThat(config).isEqualTo(KontorConfig.defaults());
        assertThat(config.port()).isEqualTo(7070);
        assertThat(config.data()).isEqualTo("kontor-data");
        assertThat(config.language()).isEqualTo("en");
        assertThat(config.game().dice()).isEqualTo("virtual");
        assertThat(config.game().boards()).isEmpty();
        assertThat(config.game().deck()).isNull();
    }

    @Test
    void every_key_is_read_and_the_sensor_sections_pass_through_untouched() {
        KontorConfig config = ConfigFile.parse("kontor.yaml", """
                port: 8080
                advertise: kontor.local
                data: /var/lib/kontor
                language: es
                game:
                  boards: [boards/alps.json]
                  deck: cards/ours.json
                  dice: table
                  seed: 42
                boards:
                  - port: /dev/ttyUSB0
                    anything: [1, 2]
                pins: {led: 17}
                wiring:
                  hex-3: sensor-12
                """);
        assertThat(config.port()).isEqualTo(8080);
        assertThat(config.advertise()).isEqualTo("kontor.local");
        assertThat(config.data()).isEqualTo("/var/lib/kontor");
        assertThat(config.language()).isEqualTo("es");
        assertThat(config.game()).isEqualTo(new KontorConfig.Game(List.of("boards/alps.json"), "cards/ours.json", "table", 42L));
        assertThat(config.boards().get(0).get("port").asText()).isEqualTo("/dev/ttyUSB0");
        assertThat(config.pins().get("led").asInt()).isEqualTo(17);
        assertThat(config.wiring().get("hex-3").asText()).isEqualTo("sensor-12");
    }

    @Test
    void the_printed_config_reads_back_as_the_same_config() {
        KontorConfig config = ConfigFile.parse("kontor.yaml", "port: 9000\ngame:\n  dice: table\npins: {led: 17}\n");
        String printed = ConfigFile.write(config);
        assertThat(printed).contains("port: 9000").contains("dice: table").contains("data: kontor-data");
        assertThat(ConfigFile.parse("printed", printed)).isEqualTo(config);
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', textBlock = """
            prot: 7070                      | kontor.yaml: unknown key "prot" (line 1
            game: {dise: table}             | kontor.yaml: unknown key "game.dise"
            port: '7070'                    | kontor.yaml: "port" (line 1
            port: 70.5                      | kontor.yaml: "port"
            port: 70000                     | kontor.yaml: "port" must be from 0 to 65535
            language: fr                    | kontor.yaml: "language" must be one of en, es, not "fr".
            language: 3                     | kontor.yaml: "language" (line 1
            game: {dice: loaded}            | kontor.yaml: "game.dice" must be one of virtual, table
            game: {boards: alps.json}       | kontor.yaml: "game.boards" (line 1
            game: 5                         | kontor.yaml: "game" (line 1
            'port: 1: 2'                    | kontor.yaml (line
            """)
    void a_mistake_is_refused_naming_the_file_the_key_and_the_problem(String yaml, String message) {
        assertThatThrownBy(() -> ConfigFile.parse("kontor.yaml", yaml))
                .isInstanceOf(ConfigFile.Problem.class)
                .hasMessageContaining(message);
    }

    @Test
    void wrong_types_say_what_was_expected() {
        assertThatThrownBy(() -> ConfigFile.parse("k.yaml", "port: 'abc'")).hasMessageContaining("must be a whole number");
        assertThatThrownBy(() -> ConfigFile.parse("k.yaml", "advertise: 12")).hasMessageContaining("must be text");
        assertThatThrownBy(() -> ConfigFile.parse("k.yaml", "port: 1\nport: 2")).hasMessageContaining("Duplicate field 'port'");
    }

    @Test
    void a_missing_file_is_named(@TempDir Path dir) {
        assertThatThrownBy(() -> ConfigFile.read(dir.resolve("nope.yaml")))
                .hasMessage(dir.resolve("nope.yaml") + ": there is no such config file.");
    }

    @Test
    void the_example_in_the_docs_is_a_valid_config() throws Exception {
        String doc = Files.readString(Path.of("../docs/config.md"));
        int start = doc.indexOf("```yaml\n") + "```yaml\n".length();
        String example = doc.substring(start, doc.indexOf("```", start));
        KontorConfig config = ConfigFile.parse("docs/config.md", example);
        assertThat(config.port()).isEqualTo(7070);
        assertThat(config.game().dice()).isEqualTo("virtual");
    }
}
