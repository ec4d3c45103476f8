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
import org.kontor.engine.table.Spot;
import org.kontor.hub.hardware.HardwareConfig;
import org.kontor.hub.hardware.UsbPorts;

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
    void every_key_is_read_and_the_sensor_sections_are_typed_by_the_hardware_parser() {
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
                  botDelayMs: 250
                  hints: true
                boards:
                  - port: /dev/ttyUSB0
                  - {name: paths, usb: "2e8a:000a"}
                pins: [{pin: 17, role: led, spot: path 3}]
                wiring:
                  - {board: paths, sensor: path 5, spot: path 17}
                settleMs: 300
                """);
        assertThat(config.port()).isEqualTo(8080);
        assertThat(config.advertise()).isEqualTo("kontor.local");
        assertThat(config.data()).isEqualTo("/var/lib/kontor");
        assertThat(config.language()).isEqualTo("es");
        assertThat(config.game()).isEqualTo(new KontorConfig.Game(List.of("boards/alps.json"), "cards/ours.json", "table", 42L, 250, true));
        HardwareConfig hardware = config.hardware();
        assertThat(hardware.boards()).containsExactly(new HardwareConfig.BoardConfig("/dev/ttyUSB0", "/dev/ttyUSB0"),
                new HardwareConfig.BoardConfig("paths", null, new UsbPorts.UsbId(0x2e8a, 0x000a)));
        assertThat(hardware.pins()).containsExactly(new HardwareConfig.PinConfig(17, HardwareConfig.PinRole.LED, Spot.path(3), 20));
        assertThat(hardware.wiring()).containsExactly(new HardwareConfig.WiringEntry("paths", Spot.path(5), Spot.path(17)));
        assertThat(hardware.settleMs()).isEqualTo(300);
    }

    @Test
    void allowed_hosts_are_names_or_addresses_and_anything_else_is_refused_with_the_key() {
        KontorConfig config = ConfigFile.parse("kontor.yaml", "allowedHosts: [kontor.lan, 192.168.1.20, \"[fe80::1]\"]\n");
        assertThat(config.allowedHosts()).containsExactly("kontor.lan", "192.168.1.20", "[fe80::1]");
        assertThat(KontorConfig.defaults().allowedHosts()).as("the table's own names only").isEmpty();
        assertThatThrownBy(() -> ConfigFile.parse("kontor.yaml", "allowedHosts: [\"http://kontor.lan/\"]"))
                .hasMessage("kontor.yaml: \"allowedHosts\" lists host names or addresses such as kontor.lan or 192.168.1.20, "
                        + "without a scheme, port or path; not \"http://kontor.lan/\".");
        assertThatThrownBy(() -> ConfigFile.parse("kontor.yaml", "allowedHosts: kontor.lan"))
                .hasMessageContaining("\"allowedHosts\"").hasMessageContaining("must be a list");
    }

    @Test
    void a_wrong_hardware_section_is_refused_naming_the_file_and_the_key() {
        assertThatThrownBy(() -> ConfigFile.parse("kontor.yaml", "boards: [{port: /dev/x, baud: 9600}]"))
                .hasMessage("kontor.yaml: boards[0].baud: unknown key (known: buttons, name, port, usb)");
        assertThatThrownBy(() -> ConfigFile.parse("kontor.yaml", "pins: {led: 17}")).hasMessage("kontor.yaml: pins: expected a list, not object");
        assertThatThrownBy(() -> ConfigFile.parse("kontor.yaml", "settleMs: 99999"))
                .hasMessage("kontor.yaml: settleMs: 99999 is not between 0 and 10000 milliseconds");
    }

    @Test
    void the_printed_config_reads_back_as_the_same_config() {
        KontorConfig config = ConfigFile.parse("kontor.yaml", "port: 9000\ngame:\n  dice: table\npins: [{pin: 17, role: roll}]\nsettleMs: 250\n");
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
            game: {botDelayMs: -5}          | kontor.yaml: "game.botDelayMs" is how long a bot waits before its move, 0 to 10000 milliseconds, not -5.
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
