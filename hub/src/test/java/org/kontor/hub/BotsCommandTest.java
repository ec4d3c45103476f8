package org.kontor.hub;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class BotsCommandTest {

    /** Seeds 1 and 2: the strong Catan bot beats three random players in both, and the report says so. */
    @Test
    void prints_the_heros_share_with_its_interval_and_the_seeds() {
        BoardCommandTest.Run run = BoardCommandTest.kontor("bots", "--game", "catan", "--games", "2", "--seed", "1");
        assertThat(run.exit()).isZero();
        assertThat(run.out()).contains("catan, 4 players, strong against 3 random, seeds 1 to 2:")
                .contains("strong wins 100.0 % (95 % CI 34.2-100.0 %, 2 of 2)")
                .contains("strong lost seeds []");
    }

    @Test
    void an_unknown_level_is_refused_by_name() {
        BoardCommandTest.Run run = BoardCommandTest.kontor("bots", "--game", "catan", "--hero", "grand");
        assertThat(run.exit()).isEqualTo(1);
        assertThat(run.err()).contains("There is no bot level \"grand\"; the levels are random, easy, normal, strong.");
    }
}
