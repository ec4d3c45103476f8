package org.kontor.web.merchants;

import org.kontor.table.merchants.MerchantsTable;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.kontor.table.GameSetup;
import org.kontor.table.Json;
import org.kontor.web.TestTable;

/**
 * The summary's luck column on a seeded game (seed 11, europe-short, the fixed start, table dice
 * 5, 8, 10), checked against figures worked out by hand from the board file.
 *
 * <p>Ways of 36: 2 and 12 one, 3 and 11 two, 4 and 10 three, 5 and 9 four, 6 and 8 five. The
 * start kontors and the hexes they touch (the marked tokens lie face up: lumber 10 on hex 16,
 * grain 5 on 25, salt 4 on 35, ore 3 on 42; unmarked blanks show nothing):
 * <ul>
 * <li>Ana (red): 87 touches 2, 10, 4 (1+3+3); 146 touches 5 (4); 42 touches lumber 10 and 9 (3+4): 18.
 * <li>Ben (blue): 43 touches 9 (4); 105 touches 4, 11, 6 (3+2+5); 165 touches 12, 2 (1+1): 16.
 * <li>Cai (white): 79 touches grain 5, 10, 8 (4+3+5); 116 touches ore 3, 4 (2+3); 18 touches 6 (5): 22.
 * <li>Dee (orange): 71 touches 5, salt 4 (4+3); 177 touches 9, 6 (4+5); 134 touches 6, 11, 3 (5+2+2): 25.
 * </ul>
 * Three rolls with no new kontor: Ana expects 3 × 18/36 = 1.5 cards, Ben 48/36, Cai 66/36, Dee
 * 75/36. Got: the 5 gives Ana (146), Cai (79) and Dee (71) one each; the 8 gives Cai (79); the 10
 * gives Ana two (87, 42) and Cai one (79). So Ana 3, Ben 0, Cai 3, Dee 1.
 */
class GameSummaryLuckTest {

    private static final String[] NAMES = {"Ana", "Ben", "Cai", "Dee"};

    @Test
    void each_players_cards_are_set_against_what_their_kontors_stood_to_get_from_each_roll() {
        TestTable.run(new MerchantsTable(), 11L, (t, client) -> {
            assertThat(t.session.start(new GameSetup("europe-short", List.of(NAMES), Map.of("setup", "FIXED"),
                    GameSetup.DiceSource.TABLE)).get(5, TimeUnit.SECONDS).accepted()).isTrue();
            int[][] rolls = {{2, 3}, {3, 5}, {4, 6}};
            for (int seat = 0; seat < rolls.length; seat++) {
                act(t, seat, "{\"type\":\"roll\",\"dice\":[" + rolls[seat][0] + "," + rolls[seat][1] + "]}");
                act(t, seat, "{\"type\":\"end-turn\"}");
            }
            assertThat(t.session.end().get(5, TimeUnit.SECONDS).accepted()).isTrue();

            JsonNode players = Json.MAPPER.readTree(t.session.current().publicView()).at("/summary/players");
            double[] expected = {54 / 36.0, 48 / 36.0, 66 / 36.0, 75 / 36.0};
            int[] got = {3, 0, 3, 1};
            for (int seat = 0; seat < 4; seat++) {
                JsonNode line = players.get(seat);
                assertThat(line.get("production").asInt()).as("%s's cards", NAMES[seat]).isEqualTo(got[seat]);
                assertThat(line.get("expected").asDouble()).as("%s's expected cards", NAMES[seat])
                        .isCloseTo(expected[seat], within(1e-9));
                assertThat(line.get("luck").asDouble()).as("%s's luck", NAMES[seat])
                        .isCloseTo(got[seat] - expected[seat], within(1e-9));
            }
            // And every seat's view carries the same summary: it is public.
            for (int seat = 0; seat < 4; seat++) {
                assertThat(Json.MAPPER.readTree(t.session.current().seatView(seat)).at("/summary/players"))
                        .isEqualTo(players);
            }
        });
    }

    private static void act(TestTable t, int seat, String command) throws Exception {
        long version = t.session.current().version();
        var outcome = t.session.act(seat, version, Json.MAPPER.readTree(command)).get(5, TimeUnit.SECONDS);
        assertThat(outcome.accepted()).as("%s: %s", command, outcome.message()).isTrue();
    }
}
