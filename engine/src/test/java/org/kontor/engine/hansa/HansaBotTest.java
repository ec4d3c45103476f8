package org.kontor.engine.hansa;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.kontor.engine.bot.Level;
import org.kontor.engine.Result;
import org.kontor.engine.bot.Search;

class HansaBotTest {

    private final HansaGame game = new HansaGame();
    private final HansaBot rules = new HansaBot(game.rules());

    /**
     * Seed 1, four normal bots, Yellow's turn 44: its supply holds three traders and a merchant, its
     * stock none, and each free route is worth less to the normal value than a piece in the supply,
     * so the normal bot moves a piece to and fro and ends its turn with its pieces where they
     * were (as it does every turn to the game's end, which Blue wins alone). The strong bot's
     * turn moves its pieces on (before this change the strong level parked them the same way).
     */
    @Test
    void strongBotMovesOnWhereTheNormalBotParks() {
        long seed = 1;
        Search<HansaState, Command> normal = new Search<>(rules, Level.NORMAL);
        HansaState state = game.start(null, 4, Map.of(), seed);
        for (int n = 0; !(state.d.turn == 44 && state.d.actionsUsed == 0 && state.d.pending == null); n++) {
            int seat = rules.waitingFor(state).get(0);
            Command c = normal.decide(state, seat, seed * 31 + n).orElseThrow();
            state = ((Result.Accepted<HansaState, ?>) game.rules().apply(state, seat, state.version(), c)).state();
        }
        assertThat(state.d.active).isZero();
        assertThat(state.d.supply[0][0] + state.d.supply[0][1]).isPositive();
        assertThat(state.d.stock[0]).containsExactly(0, 0);
        assertThat(yellowAfterItsTurn(state, Level.NORMAL)).as("seed 1, turn 44, normal").isEqualTo(yellowPosts(state));
        assertThat(yellowAfterItsTurn(state, Level.STRONG)).as("seed 1, turn 44, strong").isNotEqualTo(yellowPosts(state));
    }

    /** Yellow's posts once a bot of {@code level} has played the rest of Yellow's turn from {@code state}. */
    private List<Integer> yellowAfterItsTurn(HansaState state, Level level) {
        Search<HansaState, Command> bot = new Search<>(rules, level);
        for (int n = 0; state.d.active == 0 && !state.isOver(); n++) {
            int seat = rules.waitingFor(state).get(0);
            Command c = bot.decide(state, seat, 7 + n).orElseThrow();
            state = ((Result.Accepted<HansaState, ?>) game.rules().apply(state, seat, state.version(), c)).state();
        }
        return yellowPosts(state);
    }

    private static List<Integer> yellowPosts(HansaState state) {
        List<Integer> posts = new ArrayList<>();
        for (int p = 0; p < state.d.posts.length; p++) {
            if (state.d.posts[p] != null && state.d.posts[p].seat() == 0) {
                posts.add(p);
            }
        }
        return posts;
    }
}
