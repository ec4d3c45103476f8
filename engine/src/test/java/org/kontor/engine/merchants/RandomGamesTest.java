package org.kontor.engine.merchants;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.kontor.engine.board.PlayerColour;
import org.kontor.engine.merchants.board.MerchantsBoard;

/**
 * Seeded random games on the test ring board, audited after every command: resources (19 each)
 * and gold (held = issued) conserved, piece limits, one route per path, and legal actions and
 * apply agreeing both ways. More games: {@code MerchantsBenchmark} (docs/performance.md).
 */
class RandomGamesTest {

    static final MerchantsBoard BOARD = TestBoards.ring();

    /** A random game that has not been won by then is reported by its seed. */
    static final int TURN_LIMIT = 600;

    @ParameterizedTest(name = "{1} audited games to a winner from seed {0}: {3} players, {4} setup, {5} dice")
    @CsvSource({
            "1000, 15, 30, 4, VARIABLE, VIRTUAL",
            "2000, 15, 30, 3, VARIABLE, TABLE",
            "3000, 15, 30, 4, FIXED, TABLE",
            "4000, 15, 30, 3, FIXED, VIRTUAL"})
    void random_legal_play_keeps_every_invariant_and_the_referee_agrees_with_the_buttons(
            long seed, int games, int turns, int players, GameConfig.SetupKind setup, GameConfig.DiceSource dice) {
        List<PlayerColour> colours = players == 4 ? Games.FOUR
                : List.of(PlayerColour.BLUE, PlayerColour.WHITE, PlayerColour.ORANGE);
        RandomGames driver = new RandomGames();
        RuleOptions options = seed % 2000 == 0 ? RuleOptions.DEFAULTS.withDoubleArrowChaining(true).withStealIsOptional(true)
                .withPayEachNewlyConnectedCity(false).withAllowGifts(true).withMerchantMayEndOnOwnKontor(true)
                .withMerchantsOnLandOnly(true).withMerchantMovesUnlimited(true).withMerchantEndsWithoutFounding(true)
                : RuleOptions.DEFAULTS;
        GameConfig config = Games.config(BOARD, colours, setup, dice, options);
        for (int g = 0; g < games; g++) {
            driver.play(config, seed + g, TURN_LIMIT, true);
        }
        System.out.println("seed " + seed + ": " + driver.summary());
        assertThat(driver.unfinished).as("seeds of games without a winner after %d turns", TURN_LIMIT).isEmpty();
        assertThat(driver.won).isEqualTo(games);
        assertThat(driver.foundings).isPositive();
        assertThat(driver.deliveries).isPositive();
    }

    /**
     * Seed -807 once stalled the variable setup: every path next to seat 2's three kontors would
     * have connected two city sites. The ban is lifted for a player left with no other path.
     */
    @Test
    void a_player_whose_kontors_leave_only_connecting_paths_still_places_a_starting_route() {
        GameConfig config = Games.config(BOARD, Games.FOUR, GameConfig.SetupKind.VARIABLE, GameConfig.DiceSource.VIRTUAL,
                RuleOptions.DEFAULTS);
        RandomGames driver = new RandomGames();
        MerchantsState end = driver.play(config, -807, TURN_LIMIT, true);
        assertThat(end.winner()).isNotNegative();
    }
}
