package org.kontor.engine.catan;

import org.kontor.engine.resources.Scarcity;
import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Seeded random games, audited after every command: resources conserved (bank + hands = 19 of
 * each), development cards conserved (25), piece limits, points, the distance rule, Longest Road
 * and Largest Army holders, and the listing and the referee agreeing both ways (every listed
 * command accepted, sampled unlisted ones refused). The seeds are printed.
 */
class CatanRandomGamesTest {

    static final int TURN_LIMIT = 1000;

    @ParameterizedTest(name = "{1} audited games from seed {0}: {2} players, {3}")
    @CsvSource({
            "1000, 25, 4, BEGINNER",
            "2000, 25, 3, BEGINNER",
            "3000, 25, 4, VARIABLE_SPIRAL",
            "4000, 25, 3, VARIABLE_NO_ADJACENT_RED"})
    void random_legal_play_keeps_every_invariant_and_the_referee_agrees_with_the_buttons(
            long seed, int games, int players, IslandSetup.Layout layout) {
        RuleOptions options = seed == 2000 ? new RuleOptions(Scarcity.NOBODY_GETS_IT, false, true) : RuleOptions.standard();
        CatanConfig config = new CatanConfig(IslandSetup.beginnerBoard(), layout, players, options);
        RandomCatan driver = new RandomCatan(true);
        for (int g = 0; g < games; g++) {
            driver.play(config, seed + g, TURN_LIMIT);
        }
        System.out.println("Catan seeds " + seed + ".." + (seed + games - 1) + ": " + driver.summary());
        assertThat(driver.unfinished).as("seeds of games without a winner after %d turns", TURN_LIMIT).isEmpty();
        assertThat(driver.won).isEqualTo(games);
    }
}
