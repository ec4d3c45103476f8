package org.kontor.engine.games;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.Map;
import org.junit.jupiter.api.Test;
import org.kontor.engine.Game;
import org.kontor.engine.board.BoardFile;
import org.kontor.engine.merchants.GameConfig;
import org.kontor.engine.merchants.MerchantsState;
import org.kontor.engine.merchants.RuleOptions;

class GamesTest {

    @Test
    void a_game_is_found_by_its_id_and_an_unknown_id_lists_the_games() {
        assertThat(Games.ids()).as("the registered games, in order").containsExactly("merchants", "catan", "hansa", "elasund");
        assertThat(Games.find("merchants").name("es")).isEqualTo("Mercaderes de Europa");
        assertThatThrownBy(() -> Games.find("chess")).isInstanceOf(IllegalArgumentException.class)
                .hasMessage("Kontor plays no game \"chess\"; the games are: " + String.join(", ", Games.ids()) + ".");
    }

    @Test
    void merchants_starts_from_a_board_options_and_a_seed() {
        Game<?, ?, ?, ?> game = Games.find("merchants");
        MerchantsState s = (MerchantsState) game.start(BoardFile.bundled("europe-short"), 3,
                Map.of("setup", "FIXED", "stealIsOptional", "on"), 7);
        assertThat(s.seatCount()).isEqualTo(3);
        assertThat(s.config().setup()).isEqualTo(GameConfig.SetupKind.FIXED);
        assertThat(s.config().options().stealIsOptional()).isTrue();
        assertThat(s.config().options().allowGifts()).isEqualTo(RuleOptions.DEFAULTS.allowGifts());
    }

    @Test
    void options_that_do_not_fit_are_refused_with_a_sentence() {
        Game<?, ?, ?, ?> game = Games.find("merchants");
        assertThatThrownBy(() -> game.start(BoardFile.bundled("europe-short"), 5, Map.of(), 7))
                .hasMessage("Merchants of Europe is played by 3 or 4 players, not 5.");
        assertThatThrownBy(() -> game.start(BoardFile.bundled("europe-short"), 4, Map.of("setup", "sideways"), 7))
                .hasMessage("The option setup takes FIXED or VARIABLE, not \"sideways\".");
        assertThatThrownBy(() -> game.start(BoardFile.bundled("europe-short"), 4, Map.of("allowGifts", "maybe"), 7))
                .hasMessage("The rule option allowGifts is on or off, not \"maybe\".");
        assertThatThrownBy(() -> game.start(BoardFile.bundled("europe-main"), 4, Map.of("setup", "FIXED"), 7))
                .hasMessageContaining("only on the short side");
    }
}
