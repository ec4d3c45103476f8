package org.kontor.web;

import static org.assertj.core.api.Assertions.assertThat;
import static org.kontor.web.TestTable.START_3;
import static org.kontor.web.TestTable.asHost;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.List;
import org.kontor.table.GameShelf;
import org.kontor.table.Json;
import org.kontor.table.toy.ToyGame;
import org.junit.jupiter.api.Test;

/**
 * A download holds the seed, and from the seed every card still face down: the game on the table
 * is downloaded once it is over, from the saved-games list as from the summary; the other saved
 * games, which nobody is playing, at any time.
 */
class SavedGameDownloadTest {

    /** Game 7 is the one on the table, game 3 an older one left unfinished. */
    private static final GameShelf SHELF = new GameShelf() {
        @Override
        public List<Saved> list() {
            return List.of(new Saved(7, "plain", List.of("Ana", "Ben", "Cai"), 2, "now", "now", null, true),
                    new Saved(3, "plain", List.of("Ana", "Ben"), 9, "then", "then", null, false));
        }

        @Override
        public List<String> export(long id) {
            return id == 7 || id == 3 ? List.of("{\"setup\":{\"seed\":" + (1000 + id) + "}}") : null;
        }
    };

    @Test
    void the_game_in_progress_is_not_downloaded_from_the_saved_games_list_until_it_is_over() {
        new TestTable(new ToyGame(), 42, Dashboard.Options.forTests().withShelf(SHELF)).serve((t, client) -> {
            assertThat(asHost(client, t, "POST", "/api/host/start", START_3).code()).isEqualTo(200);

            var early = asHost(client, t, "GET", "/api/host/games/7/export", null);
            assertThat(early.code()).isEqualTo(409);
            String body = early.body().string();
            assertThat(body).doesNotContain("1007");
            JsonNode refusal = Json.MAPPER.readTree(body);
            assertThat(refusal.at("/error/kind").asText()).isEqualTo("NOT_AVAILABLE_NOW");
            assertThat(refusal.at("/error/message").asText()).contains("once it is over").contains("seed");
            assertThat(asHost(client, t, "GET", "/api/host/game/export", null).code())
                    .as("the summary's download says the same").isEqualTo(409);

            var other = asHost(client, t, "GET", "/api/host/games/3/export", null);
            assertThat(other.code()).as("a game nobody plays").isEqualTo(200);
            assertThat(other.body().string()).contains("1003");

            assertThat(asHost(client, t, "POST", "/api/host/end", "").code()).isEqualTo(200);
            var late = asHost(client, t, "GET", "/api/host/games/7/export", null);
            assertThat(late.code()).as("over: the seed tells nothing to come").isEqualTo(200);
            assertThat(late.body().string()).contains("1007");
        });
    }
}
