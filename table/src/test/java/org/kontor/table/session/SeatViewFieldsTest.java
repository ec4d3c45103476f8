package org.kontor.table.session;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.kontor.table.GameSetup;
import org.kontor.table.Json;
import org.kontor.table.TableGame;
import org.kontor.table.TableGames;

/**
 * Every game's seat view carries its legal actions once, tagged, as {@code legal}: the engine
 * view's own {@code legalActions} is left out (the views write with the state digest's mapper and
 * leave that field out where they list a game view's fields).
 */
class SeatViewFieldsTest {

    static List<String> games() {
        return TableGames.ids();
    }

    @ParameterizedTest
    @MethodSource("games")
    void a_seat_view_lists_its_legal_actions_once(String id) throws Exception {
        TableGame<?, ?, ?, ?> game = TableGames.table(id, List.of());
        TableSession<?, ?, ?, ?> session = new TableSession<>(game, () -> 44L);
        try {
            int players = game.schema().maxPlayers();
            List<String> names = new ArrayList<>();
            for (int seat = 0; seat < players; seat++) {
                names.add("P" + (seat + 1));
            }
            session.start(new GameSetup(game.schema().boards().get(0).id(), names, Map.of(), GameSetup.DiceSource.VIRTUAL))
                    .get(10, TimeUnit.SECONDS);
            boolean anyLegal = false;
            for (int seat = 0; seat < players; seat++) {
                String text = session.current().seatView(seat);
                assertThat(text).as("seat %d of %s", seat, id).doesNotContain("\"legalActions\"");
                JsonNode view = Json.MAPPER.readTree(text);
                assertThat(view.has("legal")).as("seat %d of %s: %s", seat, id, text.substring(0, Math.min(400, text.length()))).isTrue();
                anyLegal |= !view.get("legal").isEmpty();
            }
            assertThat(anyLegal).as("somebody in %s can act", id).isTrue();
        } finally {
            session.stop(java.time.Duration.ofSeconds(2));
        }
    }
}
