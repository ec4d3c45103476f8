package org.kontor.engine.merchants;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Arrays;
import org.junit.jupiter.api.Test;
import org.kontor.engine.board.BoardFile;
import org.kontor.engine.merchants.board.MerchantsBoard;

/** After an undo the table draws fresh chance: nothing seen changes, what is face down is shuffled anew. */
class FreshChanceTest {

    @Test
    void the_same_moment_with_a_new_generator_and_reshuffled_face_down_piles() throws Exception {
        MerchantsState s = MerchantsOfEurope.setup(Games.config(MerchantsBoard.of(BoardFile.bundled("europe-short")), Games.FOUR,
                GameConfig.SetupKind.FIXED, GameConfig.DiceSource.VIRTUAL, RuleOptions.DEFAULTS), 7);
        MerchantsState fresh = new MerchantsOfEurope().freshChance(s, 42);
        System.out.println("FreshChanceTest seed 7, entropy 42");

        assertThat(fresh.version()).isEqualTo(s.version());
        assertThat(fresh.facts()).isSameAs(s.facts());
        assertThat(fresh.players()).isEqualTo(s.players());
        assertThat(fresh.phase()).isEqualTo(s.phase());
        assertThat(fresh.tokenAt()).isEqualTo(s.tokenAt());
        com.fasterxml.jackson.databind.ObjectMapper json = new com.fasterxml.jackson.databind.ObjectMapper();
        assertThat(json.writeValueAsString(new MerchantsOfEurope().publicView(fresh)))
                .as("the table sees the same").isEqualTo(json.writeValueAsString(new MerchantsOfEurope().publicView(s)));
        assertThat(fresh.rng()).isNotEqualTo(s.rng());
        assertThat(sorted(fresh.deck())).isEqualTo(sorted(s.deck()));
        assertThat(sorted(fresh.stock())).isEqualTo(sorted(s.stock()));
        assertThat(fresh.deck()).as("the deck is shuffled anew").isNotEqualTo(s.deck());
        assertThat(s.deck()).as("the state it came from is left alone").isEqualTo(
                MerchantsOfEurope.setup(Games.config(MerchantsBoard.of(BoardFile.bundled("europe-short")), Games.FOUR,
                        GameConfig.SetupKind.FIXED, GameConfig.DiceSource.VIRTUAL, RuleOptions.DEFAULTS), 7).deck());
        MerchantsState again = new MerchantsOfEurope().freshChance(s, 42);
        assertThat(again.deck()).as("the same entropy replays the same chance").isEqualTo(fresh.deck());
        assertThat(again.rng()).isEqualTo(fresh.rng());
    }

    private static int[] sorted(int[] values) {
        int[] copy = values.clone();
        Arrays.sort(copy);
        return copy;
    }
}
