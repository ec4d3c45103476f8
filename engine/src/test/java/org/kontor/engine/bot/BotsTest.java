package org.kontor.engine.bot;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;
import org.kontor.engine.catan.CatanGame;

class BotsTest {

    @Test
    void wilsonIntervalOfAKnownShare() {
        Wilson w = Wilson.of(95, 100);
        assertThat(w.share()).isEqualTo(0.95);
        assertThat(w.low()).isBetween(0.887, 0.889);
        assertThat(w.high()).isBetween(0.977, 0.980);
        assertThat(Wilson.of(0, 10).low()).isZero();
    }

    @Test
    void anUnknownLevelIsRefusedByName() {
        assertThatThrownBy(() -> Level.named("grand"))
                .hasMessage("There is no bot level \"grand\"; the levels are random, easy, normal, strong.");
        assertThat(Level.named("Strong")).isEqualTo(Level.STRONG);
    }

    /** Seeds 1-4, one each with the strong bot in seats 0-3: it wins them all against random play. */
    @Test
    void strongCatanBotBeatsRandomPlay() {
        CatanGame game = new CatanGame();
        Tournament.Report report = Tournament.play(game.botRules().orElseThrow(), BotGames.starter(game, 4), 4,
                Level.STRONG, Level.RANDOM, 4, 1, 20_000);
        System.out.println("catan strong vs random, seeds 1-4: " + report.hero());
        assertThat(report.hero().wins()).isEqualTo(4);
        assertThat(report.unfinished()).isEmpty();
    }
}
