package org.kontor.engine.hansa;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Seeded random games on both sides with 3, 4 and 5 players, audited after every command (see
 * {@link RandomHansa}); every one must reach final scoring. The seeds are printed.
 */
class HansaRandomGamesTest {

    static final int COMMAND_LIMIT = 5_000;

    @ParameterizedTest(name = "{2} games from seed {0} on {1} with {3} players")
    @CsvSource({
            "1000, hansa-3, 40, 3",
            "2000, hansa-45, 30, 4",
            "3000, hansa-45, 30, 5"})
    void random_legal_play_keeps_every_invariant_and_reaches_final_scoring(long seed, String map, int games, int players) {
        RandomHansa driver = new RandomHansa(true);
        for (int g = 0; g < games; g++) {
            driver.play(map, players, seed + g, COMMAND_LIMIT);
        }
        System.out.println("Hansa seeds " + seed + ".." + (seed + games - 1) + " on " + map + ", " + players + " players: "
                + driver.summary());
        assertThat(driver.unfinished).as("seeds of games that did not end within %d commands", COMMAND_LIMIT).isEmpty();
        assertThat(driver.ended).isEqualTo(games);
    }

    /**
     * Players who never open an office gain no prestige, so these games end when the face-down
     * markers run out; they play under every non-default rule option.
     */
    @ParameterizedTest(name = "{2} office-shy games from seed {0} on {1} with {3} players, every option changed")
    @CsvSource({
            "5000, hansa-3, 5, 3",
            "6000, hansa-45, 5, 5"})
    void office_shy_play_under_the_other_options_ends_when_the_markers_run_out(long seed, String map, int games, int players) {
        RuleOptions changed = new RuleOptions(4, true, true, 1, true, RuleOptions.TieBreak.BIG_BOX);
        RandomHansa driver = new RandomHansa(true, changed, true);
        for (int g = 0; g < games; g++) {
            driver.play(map, players, seed + g, COMMAND_LIMIT);
        }
        System.out.println("Hansa office-shy seeds " + seed + ".." + (seed + games - 1) + " on " + map + ", " + players
                + " players: " + driver.summary());
        assertThat(driver.unfinished).as("seeds of games that did not end within %d commands", COMMAND_LIMIT).isEmpty();
        assertThat(driver.endings).containsOnly("no replacement bonus marker");
    }
}
