package org.kontor.web.merchants;

import org.kontor.table.merchants.MerchantsTable;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;
import org.kontor.engine.merchants.Command;
import org.kontor.engine.resources.Resources;
import org.kontor.table.Json;

/**
 * The phones' API reads commands with the engine's reader, as {@code kontor play} scripts do
 * (issue 25): the same forms are accepted, and a malformed one names its field.
 */
class MerchantsCommandsTest {

    private final MerchantsTable table = new MerchantsTable();

    @Test
    void a_discard_that_leaves_out_kinds_is_read_as_a_script_reads_it() throws Exception {
        assertThat(table.parseCommand(Json.MAPPER.readTree("{\"type\": \"discard\", \"cards\": {\"grain\": 2, \"ore\": 2}}")))
                .isEqualTo(new Command.Discard(new Resources(0, 0, 2, 2, 0)));
    }

    @Test
    void a_malformed_command_names_the_field_and_what_was_expected() throws Exception {
        var json = Json.MAPPER.readTree("{\"type\": \"discard\", \"cards\": {\"grain\": \"two\"}}");
        assertThatThrownBy(() -> table.parseCommand(json)).isInstanceOf(IllegalArgumentException.class)
                .hasMessage("A discard's \"cards\" must count grain in whole numbers, not \"two\".");
    }
}
