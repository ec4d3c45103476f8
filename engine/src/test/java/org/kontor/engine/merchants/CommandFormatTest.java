package org.kontor.engine.merchants;

import org.kontor.engine.referee.CommandReader;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.kontor.engine.board.Resource;
import org.kontor.engine.resources.Resources;

/**
 * The one command reader (issue 25): scripts and phones write commands the same way, and a command
 * that cannot be read is refused with a sentence naming the field and what was expected.
 */
class CommandFormatTest {

    private static final ObjectMapper JSON = new ObjectMapper();

    private static Command read(String json) throws Exception {
        return CommandFormat.read(JSON.readTree(json));
    }

    private static String refusal(String json) throws Exception {
        JsonNode node = JSON.readTree(json);
        return assertThatThrownBy(() -> CommandFormat.read(node)).isInstanceOf(CommandReader.Malformed.class)
                .actual().getMessage();
    }

    @Test
    void a_discard_may_leave_out_the_kinds_it_does_not_give_back() throws Exception {
        assertThat(read("{\"type\": \"discard\", \"cards\": {\"grain\": 2, \"ore\": 2}}"))
                .isEqualTo(new Command.Discard(new Resources(0, 0, 2, 2, 0)));
        assertThat(read("{\"type\": \"discard\", \"cards\": {}}")).isEqualTo(new Command.Discard(Resources.NONE));
    }

    @Test
    void single_resources_are_read_in_any_letter_case() throws Exception {
        assertThat(read("{\"type\": \"buy-with-gold\", \"take\": \"salt\"}")).isEqualTo(new Command.BuyWithGold(Resource.SALT));
        assertThat(read("{\"type\": \"buy-with-gold\", \"take\": \"SALT\"}")).isEqualTo(new Command.BuyWithGold(Resource.SALT));
    }

    @Test
    void a_virtual_roll_leaves_out_its_dice_and_a_table_roll_gives_them() throws Exception {
        assertThat(read("{\"type\": \"roll\"}")).isEqualTo(Command.Roll.virtual());
        assertThat(read("{\"type\": \"roll\", \"dice\": null}")).isEqualTo(Command.Roll.virtual());
        assertThat(read("{\"type\": \"roll\", \"dice\": [3, 4]}")).isEqualTo(Command.Roll.table(3, 4));
    }

    @Test
    void every_command_written_as_json_reads_back_as_itself() throws Exception {
        for (Command c : ViewsTest.EXAMPLES) {
            assertThat(CommandFormat.read(JSON.valueToTree(c))).as(c.toString()).isEqualTo(c);
        }
        assertThat(CommandFormat.typeNames()).hasSize(Command.class.getPermittedSubclasses().length);
    }

    @Test
    void a_malformed_field_is_named_with_what_was_expected() throws Exception {
        assertThat(refusal("{\"type\": \"discard\", \"cards\": \"half\"}"))
                .isEqualTo("A discard's \"cards\" must be resource cards, like {\"grain\": 2, \"ore\": 1}, not \"half\".");
        assertThat(refusal("{\"type\": \"discard\", \"cards\": {\"grian\": 2}}"))
                .isEqualTo("A discard's \"cards\" names \"grian\", which is no resource; the kinds are lumber, wool, grain, ore, salt.");
        assertThat(refusal("{\"type\": \"discard\", \"cards\": {\"grain\": 1.5}}"))
                .isEqualTo("A discard's \"cards\" must count grain in whole numbers, not 1.5.");
        assertThat(refusal("{\"type\": \"discard\"}"))
                .isEqualTo("A discard needs \"cards\": resource cards, like {\"grain\": 2, \"ore\": 1}.");
        assertThat(refusal("{\"type\": \"build-route\"}")).isEqualTo("A build-route needs \"path\": a whole number (a path id).");
        assertThat(refusal("{\"type\": \"build-route\", \"path\": \"7\"}"))
                .isEqualTo("A build-route's \"path\" must be a whole number (a path id), not \"7\".");
        assertThat(refusal("{\"type\": \"build-route\", \"paht\": 7}")).isEqualTo("A build-route has no field \"paht\"; it takes \"path\".");
        assertThat(refusal("{\"type\": \"roll\", \"dice\": \"six\"}"))
                .isEqualTo("A roll's \"dice\" must be a list of whole numbers (the two dice, like [3, 4]), not \"six\".");
        assertThat(refusal("{\"type\": \"trade-for-gold\", \"give\": \"GOLD\"}"))
                .isEqualTo("A trade-for-gold's \"give\" must be a resource, \"LUMBER\", \"WOOL\", \"GRAIN\", \"ORE\", \"SALT\", not \"GOLD\".");
        assertThat(refusal("{\"type\": \"move-caravan\", \"caravan\": 0, \"walk\": [1, \"x\"]}"))
                .isEqualTo("A move-caravan's \"walk\" must hold whole numbers (path ids, like [102, 103]), not \"x\".");
    }

    @Test
    void a_command_without_a_known_type_is_refused_with_the_types() throws Exception {
        String types = String.join(", ", CommandFormat.typeNames());
        assertThat(refusal("{\"type\": \"fly\"}")).isEqualTo("Unknown command type \"fly\"; the types are " + types + ".");
        assertThat(refusal("{\"path\": 3}")).isEqualTo("A command needs a \"type\" naming what to do; the types are " + types + ".");
        assertThat(refusal("[1]")).startsWith("A command must be a JSON object");
        assertThat(List.of(CommandFormat.typeNames().get(0))).containsExactly("roll");
    }
}
