package org.kontor.engine.hansa;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** After an undo the face-down markers are mixed afresh; everything anybody sees stays as it was. */
class HansaFreshChanceTest {

    @Test
    void fresh_chance_reorders_the_face_down_markers_only() {
        HansaState s = new Table("hansa-45", 4).state;
        List<String> orders = new ArrayList<>();
        for (long entropy = 1; entropy <= 5; entropy++) {
            HansaState fresh = new Hansa().freshChance(s, entropy);
            assertThat(fresh.version()).isEqualTo(s.version());
            assertThat(fresh.d.markerSupply).containsExactlyInAnyOrderElementsOf(s.d.markerSupply);
            assertThat(fresh.d.drawn).isEmpty();
            assertThat(new Hansa().publicView(fresh)).isEqualTo(new Hansa().publicView(s));
            orders.add(fresh.d.markerSupply.toString());
        }
        assertThat(orders).as("different entropy, a different order").doesNotHaveDuplicates();
    }
}
