package org.kontor.engine.bot;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Optional;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.junit.jupiter.api.Test;
import org.kontor.engine.Game;
import org.kontor.engine.GameState;
import org.kontor.engine.Result;
import org.kontor.engine.catan.CatanGame;
import org.kontor.engine.catan.CatanState;
import org.kontor.engine.catan.Command;
import org.kontor.engine.games.Games;

/** "What would you do?": the normal bot's command with one line of why, in every game (game seed 3, bot seed 9). */
class HintTest {

    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"merchants", "catan", "hansa", "elasund"})
    void every_game_answers_with_a_move_its_rules_take_and_a_reason(String id) {
        hintAtTheStart(Games.find(id));
    }

    private static <S extends GameState, C> void hintAtTheStart(Game<S, C, ?, ?> game) {
        BotRules<S, C> rules = game.botRules().orElseThrow();
        S state = BotGames.starter(game, 4).apply(3);
        int seat = rules.waitingFor(state).get(0);
        Hint<C> hint = new Search<>(rules, Level.NORMAL).hint(state, seat, 9).orElseThrow();
        System.out.println(game.id() + ": " + hint);
        assertThat(rules.rules().apply(state, seat, state.version(), hint.command())).isInstanceOf(Result.Accepted.class);
        assertThat(hint.command()).isEqualTo(game.bot(Level.NORMAL).orElseThrow().decide(state, seat, 9).orElseThrow());
        for (int other = 0; other < 4; other++) {
            if (!rules.waitingFor(state).contains(other)) {
                assertThat(new Search<>(rules, Level.NORMAL).hint(state, other, 9)).as("a seat the game waits nothing from")
                        .isEqualTo(Optional.empty());
            }
        }
    }

    @Test
    void a_catan_founding_settlement_scores_a_point_and_a_lone_roll_is_the_only_move() {
        CatanGame game = new CatanGame();
        Search<CatanState, Command> normal = new Search<>(game.botRules().orElseThrow(), Level.NORMAL);
        CatanState founding = BotGames.starter(game, 4).apply(3);
        Hint<Command> first = normal.hint(founding, 0, 9).orElseThrow();
        assertThat(first.command()).isInstanceOf(Command.PlaceSettlement.class);
        assertThat(first.why()).isEqualTo(Hint.Why.POINTS);
        assertThat(first.amount()).isEqualTo(1.0);

        CatanState state = founding;
        Bot<CatanState, Command> bot = game.bot(Level.NORMAL).orElseThrow();
        while (state.phase() != org.kontor.engine.catan.Phase.BEFORE_ROLL) {
            int seat = game.botRules().orElseThrow().waitingFor(state).get(0);
            state = ((Result.Accepted<CatanState, ?>) game.rules().apply(state, seat, state.version(),
                    bot.decide(state, seat, state.version()).orElseThrow())).state();
        }
        Hint<Command> roll = normal.hint(state, state.active(), 9).orElseThrow();
        assertThat(roll).isEqualTo(new Hint<>(Command.Roll.virtual(), Hint.Why.ONLY, 0));
    }
}
