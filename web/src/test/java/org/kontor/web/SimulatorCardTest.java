package org.kontor.web;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.kontor.table.hansa.HansaTable;
import org.kontor.table.session.SimulatedBoard;

/** The host page's virtual board card offers what the table's game reads on a board, and nothing else. */
class SimulatorCardTest {

    /** A Hansa table showed the dice keys, which did nothing: Hansa has no dice. */
    @Test
    void a_game_without_table_dice_gets_no_dice_keys_and_one_with_them_does() throws Exception {
        SimulatedBoard board = command -> null;
        TestTable.run(new HansaTable(), 7, (t, client) -> {
            t.session.simulatedBoard(board);
            String card = TestTable.asHost(client, t, "GET", "/api/host/simulate", null).body().string();
            assertThat(card).contains("\"attached\":true").contains("\"dice\":false");
        });
        TestTable.run((t, client) -> {
            t.session.simulatedBoard(board);
            String card = TestTable.asHost(client, t, "GET", "/api/host/simulate", null).body().string();
            assertThat(card).contains("\"dice\":true");   // the toy game takes rolls read on the table
        });
    }
}
