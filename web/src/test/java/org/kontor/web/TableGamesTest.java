package org.kontor.web;

import org.kontor.table.TableGame;
import org.kontor.table.TableGames;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.kontor.engine.games.Games;

class TableGamesTest {

    @Test
    void every_game_with_a_table_is_found_by_its_engine_id() {
        assertThat(TableGames.ids()).isNotEmpty();
        for (String id : TableGames.ids()) {
            TableGame<?, ?, ?, ?> table = TableGames.table(id, List.of());
            assertThat(table.id()).isEqualTo(id);
            assertThat(table.title()).isEqualTo(Games.find(id).name("en"));
            assertThat(table.schema().minPlayers()).isEqualTo(Games.find(id).minSeats());
            assertThat(table.schema().maxPlayers()).isEqualTo(Games.find(id).maxSeats());
        }
        assertThat(TableGames.first()).isEqualTo("merchants");
    }

    @Test
    void an_unknown_game_names_the_known_ones() {
        assertThatThrownBy(() -> TableGames.table("chess", List.of())).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("\"chess\"").hasMessageContaining("merchants");
    }
}
