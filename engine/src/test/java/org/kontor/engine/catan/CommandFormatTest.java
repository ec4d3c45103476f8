package org.kontor.engine.catan;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.fasterxml.jackson.databind.ObjectMapper;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.kontor.engine.board.Resource;
import org.kontor.engine.referee.CommandReader;
import org.kontor.engine.resources.Resources;

/** Catan's commands read back from the JSON they are written as (the journal stores them so). */
class CommandFormatTest {

    private static final ObjectMapper JSON = new ObjectMapper();

    @Test
    void every_command_with_cards_reads_back_from_its_own_json() {
        Resources two = Resources.NONE.plus(Resource.BRICK, 1).plus(Resource.ORE, 1);
        for (Command c : List.of(new Command.Discard(two), new Command.OfferTrade(2, two, Resources.NONE.plus(Resource.WOOL, 1)),
                new Command.TradeWithBank(Resource.GRAIN, Resource.BRICK), new Command.MoveRobber(4, -1))) {
            assertThat(CommandFormat.read(JSON.valueToTree(c))).as(c.toString()).isEqualTo(c);
        }
        // The kernel's resource sets always write "salt": 0, which Catan reads as no salt.
        assertThat(JSON.valueToTree(new Command.Discard(two)).toString()).contains("\"salt\":0");
    }

    @Test
    void salt_is_still_no_catan_resource() throws Exception {
        assertThatThrownBy(() -> CommandFormat.read(JSON.readTree("{\"type\":\"discard\",\"cards\":{\"salt\":1}}")))
                .isInstanceOf(CommandReader.Malformed.class)
                .hasMessage("A discard's \"cards\" names \"salt\", which is no resource; the kinds are brick, lumber, wool, grain, ore.");
    }
}
