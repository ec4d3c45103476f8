package org.kontor.engine.hansa;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.InputStream;
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
     * Seed 1, four normal bots, Yellow's turn 44 (a position file: the game after its first 127
     * commands, the normal bots deciding with seed {@code 31 + n}): its supply holds three
     * traders and a merchant, its stock none, and each free route is worth less to the normal
     * value than a piece in the supply,
     * so the normal bot moves a piece to and fro and ends its turn with its pieces where they
     * were (as it does every turn to the game's end, which Blue wins alone). The strong bot's
     * turn moves its pieces on (before this change the strong level parked them the same way).
     */
    @Test
    void strongBotMovesOnWhereTheNormalBotParks() throws IOException {
        long seed = 1;
        HansaState state = position(seed, "/hansa/seed-1-turn-44.json");
        assertThat(state.d.active).isZero();
        assertThat(state.d.supply[0][0] + state.d.supply[0][1]).isPositive();
        assertThat(state.d.stock[0]).containsExactly(0, 0);
        assertThat(yellowAfterItsTurn(state, Level.NORMAL)).as("seed 1, turn 44, normal").isEqualTo(yellowPosts(state));
        assertThat(yellowAfterItsTurn(state, Level.STRONG)).as("seed 1, turn 44, strong").isNotEqualTo(yellowPosts(state));
    }

    /**
     * Seed 2, the strong bot at Green (seat 1) against three normal bots, command 2,971: the game as
     * the strong level of before played it (a position file). Green leads 50 to 28 but has ended
     * every turn at once since command 1,000: placing its third trader on Bremen-Osnabrück (full,
     * Green controls Osnabrück) looked worse than two of three, so nobody reached an end and the
     * game hit the 20,000-command cap. Now a route counts by what establishing it brings to the
     * whole value (pieces kept included), the same when full as when filled, and Green establishes.
     */
    @Test
    void strongBotEstablishesWhereItStalledBefore() throws IOException {
        long seed = 2;
        HansaState state = position(seed, "/hansa/stalled-seed-2-command-2971.json");
        assertThat(state.d.active).isEqualTo(1);
        assertThat(state.d.prestige).containsExactly(19, 14, 1, 19);
        Search<HansaState, Command> strong = new Search<>(rules, Level.STRONG);
        List<Command> turn = new ArrayList<>();
        for (int n = 0; state.d.active == 1 && !state.isOver(); n++) {
            Command c = strong.decide(state, 1, seed * 31 + 2971 + n).orElseThrow();
            turn.add(c);
            state = ((Result.Accepted<HansaState, ?>) game.rules().apply(state, 1, state.version(), c)).state();
        }
        System.out.println("hansa seed " + seed + ", command 2971, Green's turn: " + turn);
        assertThat(turn).as("seed %d, command 2971, Green's turn", seed).contains(new Command.Establish(6));
        assertThat(state.d.prestige[1]).as("seed %d, Green's prestige after its turn", seed).isGreaterThan(14);
    }

    /** The game of {@code seed} as its setup sets it up, at the moment the position file {@code resource} holds. */
    private HansaState position(long seed, String resource) throws IOException {
        try (InputStream in = HansaBotTest.class.getResourceAsStream(resource)) {
            return HansaPosition.read(game.start(null, 4, Map.of(), seed), new ObjectMapper().readTree(in));
        }
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
