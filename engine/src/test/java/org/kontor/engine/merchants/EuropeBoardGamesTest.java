package org.kontor.engine.merchants;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.kontor.engine.board.BoardFile;
import org.kontor.engine.board.PlayerColour;
import org.kontor.engine.merchants.board.MerchantsBoard;

/** Seeded, audited random games on the bundled Europe boards (both sides, fixed and variable setups). */
class EuropeBoardGamesTest {

    @ParameterizedTest(name = "{0}, {1} players, {2} setup: {4} audited games to a winner from seed {3}")
    @CsvSource({
            "europe-short, 4, FIXED, 500, 4, 25",
            "europe-short, 3, FIXED, 600, 4, 25",
            "europe-short, 4, VARIABLE, 700, 4, 25",
            "europe-main, 3, VARIABLE, 800, 4, 25",
            "europe-main, 4, VARIABLE, 900, 4, 25"})
    void random_legal_play_on_the_bundled_board_keeps_every_invariant(
            String boardId, int players, GameConfig.SetupKind setup, long seed, int games, int turns) {
        MerchantsBoard board = MerchantsBoard.of(BoardFile.bundled(boardId));
        GameConfig.BoardSide side = boardId.endsWith("short") ? GameConfig.BoardSide.SHORT : GameConfig.BoardSide.MAIN;
        List<PlayerColour> colours = players == 4 ? Games.FOUR : Games.THREE;
        GameConfig config = new GameConfig(board, side, colours, setup, GameConfig.DiceSource.VIRTUAL, -1, RuleOptions.DEFAULTS);
        RandomGames driver = new RandomGames();
        for (int g = 0; g < games; g++) {
            driver.play(config, seed + g, RandomGamesTest.TURN_LIMIT, true);
        }
        System.out.println(boardId + " " + players + " " + setup + " seed " + seed + ": " + driver.summary());
        assertThat(driver.unfinished).as("seeds of games without a winner").isEmpty();
    }
}
