package org.kontor.web.merchants;

import org.kontor.table.merchants.MerchantsTable;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.kontor.engine.board.Board;
import org.kontor.engine.board.BoardFile;
import org.kontor.engine.merchants.cards.DeckFile;
import org.kontor.engine.merchants.MerchantsState;
import org.kontor.table.GameSetup;

/**
 * The board file says which side it is (issue 16): a user's digitised short side, whatever its id,
 * plays the printed fixed start (it used to be refused because its id did not contain "short").
 */
class DigitisedBoardTest {

    @Test
    void a_digitised_short_side_with_another_id_plays_the_fixed_setup() throws Exception {
        String text;
        try (InputStream in = BoardFile.class.getResourceAsStream("/boards/europe-short.json")) {
            text = new String(in.readAllBytes(), StandardCharsets.UTF_8).replace("\"id\": \"europe-short\"", "\"id\": \"our-table\"");
        }
        Board ours = BoardFile.parse("our-table.json", text);
        MerchantsTable table = new MerchantsTable(List.of(ours), DeckFile.bundled("provisional"));
        MerchantsState s = table.setup(new GameSetup("our-table", List.of("Ana", "Ben", "Cai", "Dan"), Map.of("setup", "FIXED"),
                GameSetup.DiceSource.VIRTUAL), 7);
        assertThat(s.config().side()).hasToString("SHORT");
        assertThat(s.kontorAt()).contains((byte) 0);
    }
}
