package org.kontor.web;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.kontor.table.GameSetup;
import org.kontor.table.Json;
import org.kontor.table.catan.CatanTable;

/**
 * What the pages receive of a Catan table lists exactly Catan's five resources wherever it counts
 * cards (a hand, the bank, the events), zeros included: no Merchants salt, and brick even at 0.
 * The saved game's state digests are written as before (TableSession's resume tests cover them).
 */
class CatanViewJsonTest {

    private static final List<String> FIVE = List.of("brick", "lumber", "wool", "grain", "ore");

    @Test
    void a_hand_and_the_bank_list_catans_five_resources_zeros_included() {
        TestTable.run(new CatanTable(), 2026112901L, (t, client) -> {
            GameSetup setup = new GameSetup(CatanTable.BEGINNER, List.of("Ana", "Ben", "Cai"), Map.of("layout", "BEGINNER"),
                    GameSetup.DiceSource.VIRTUAL);
            assertThat(t.session.start(setup).get(5, TimeUnit.SECONDS).accepted()).isTrue();
            JsonNode seat = Json.MAPPER.readTree(t.session.current().seatView(0));
            JsonNode table = Json.MAPPER.readTree(t.session.current().publicView());
            List<JsonNode> sets = new ArrayList<>();
            sets.add(seat.at("/game/hand"));
            sets.add(table.at("/game/bank"));
            for (JsonNode set : sets) {
                assertThat(set.isObject()).as("%s", set).isTrue();
                List<String> kinds = new ArrayList<>();
                set.fieldNames().forEachRemaining(kinds::add);
                assertThat(kinds).as("%s", set).containsExactlyElementsOf(FIVE);
            }
            assertThat(seat.at("/game/hand/brick").asInt()).as("an empty hand's brick, written as 0").isZero();
            assertThat(table.at("/game/bank/brick").asInt()).isEqualTo(19);
            assertThat(seat.toString() + table).doesNotContain("salt");
        });
    }
}
