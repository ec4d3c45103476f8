package org.kontor.engine.elasund;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Seeded random games with 2, 3 and 4 players, audited after every command ({@link RandomElasund});
 * every one must end with a winner. The seeds are printed.
 */
class ElasundRandomGamesTest {

    static final int COMMAND_LIMIT = 3_000;

    @ParameterizedTest(name = "{1} games from seed {0} with {2} players")
    @CsvSource({
            "1000, 35, 2",
            "2000, 35, 3",
            "3000, 30, 4"})
    void random_legal_play_keeps_every_invariant_and_ends_with_a_winner(long seed, int games, int players) {
        RandomElasund driver = new RandomElasund(RuleOptions.standard());
        for (int g = 0; g < games; g++) {
            driver.play(players, seed + g, COMMAND_LIMIT);
        }
        System.out.println("Elasund seeds " + seed + ".." + (seed + games - 1) + ", " + players + " players: " + driver.summary());
        assertThat(driver.unfinished).as("seeds of games without a winner within %d commands", COMMAND_LIMIT).isEmpty();
        assertThat(driver.won).isEqualTo(games);
        assertThat(driver.seen.keySet()).as("the rules these games reached").contains("Looted", "Discarded", "Compensated",
                "InfluencePaid", "BuildingRemoved", "WallBuilt", "ChurchTileBuilt", "CottageReplaced", "TradePoints",
                "CubeReturned", "PermitMoved", "PermitUpgraded", "GameWon");
    }

    @org.junit.jupiter.api.Test
    void the_same_seed_plays_the_same_game() {
        RandomElasund one = new RandomElasund(RuleOptions.standard());
        RandomElasund two = new RandomElasund(RuleOptions.standard());
        ElasundState first = one.play(3, 4242, COMMAND_LIMIT);
        ElasundState second = two.play(3, 4242, COMMAND_LIMIT);
        System.out.println("Elasund seed 4242 twice: " + one.summary());
        assertThat(one.summary()).isEqualTo(two.summary());
        for (int seat = 0; seat < 3; seat++) {
            assertThat(ElasundViewsTest.json(RandomElasund.RULES.view(first, seat)))
                    .isEqualTo(ElasundViewsTest.json(RandomElasund.RULES.view(second, seat)));
        }
        assertThat(one.commands).isPositive();
    }

    /**
     * Games that start with the whole influence deck dealt out (round the table) and a first roll of
     * 4, where the small cottages produce influence that is not there: every player asked chooses
     * their half at random among the listed choices, and the games still end.
     */
    @ParameterizedTest(name = "{1} games from seed {0} with {2} players, the influence deck dealt out")
    @CsvSource({
            "7000, 6, 2",
            "8000, 6, 3"})
    void random_play_from_a_dealt_out_deck_reaches_card_exhaustion_and_still_ends(long seed, int games, int players) {
        RandomElasund driver = new RandomElasund(RuleOptions.standard());
        for (int g = 0; g < games; g++) {
            driver.play(players, seed + g, COMMAND_LIMIT, d -> {
                for (int seat = 0; !d.deck.isEmpty(); seat = (seat + 1) % d.seats) {
                    d.influence[seat][d.deck.remove(d.deck.size() - 1)]++;
                }
                ElasundTable.dice(d, 4);
            });
        }
        System.out.println("Elasund seeds " + seed + ".." + (seed + games - 1) + ", " + players + " players, deck dealt out: "
                + driver.summary());
        assertThat(driver.unfinished).as("seeds of games without a winner within %d commands", COMMAND_LIMIT).isEmpty();
        assertThat(driver.seen.get("DeckRenewed")).as("influence ran out in every game").isGreaterThanOrEqualTo(games);
        assertThat(driver.seen.get("GaveUp")).as("the players gave up cards").isGreaterThanOrEqualTo(games);
    }

    @ParameterizedTest(name = "{1} games from seed {0} with {2} players, every option changed")
    @CsvSource({
            "5000, 5, 3",
            "6000, 5, 4"})
    void random_play_under_the_other_readings_keeps_every_invariant(long seed, int games, int players) {
        RuleOptions changed = new RuleOptions("de", true, true, true, false, false, true, true, true, true, 1, true);
        RandomElasund driver = new RandomElasund(changed);
        for (int g = 0; g < games; g++) {
            driver.play(players, seed + g, COMMAND_LIMIT);
        }
        System.out.println("Elasund seeds " + seed + ".." + (seed + games - 1) + ", " + players + " players, options changed: "
                + driver.summary());
        assertThat(driver.unfinished).as("seeds of games without a winner within %d commands", COMMAND_LIMIT).isEmpty();
    }
}
