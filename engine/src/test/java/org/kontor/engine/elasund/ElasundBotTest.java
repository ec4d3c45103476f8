package org.kontor.engine.elasund;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Map;
import org.kontor.engine.Result;
import org.kontor.engine.Rng;
import org.kontor.engine.bot.Bot;
import org.kontor.engine.bot.Level;
import org.kontor.engine.games.Games;
import org.junit.jupiter.api.Test;

class ElasundBotTest {

    /**
     * Seed 7, random play; the first 5 times a seat may build a wall but no building, the strong
     * bot is asked: it builds the wall, the way to its tower's cube. Before, it put a permit
     * down each time and never built a wall in a game, and lost to random players with a cube
     * left to place and gold in hand.
     */
    @Test
    void strongBotBuildsAWallTowardItsTower() {
        @SuppressWarnings("unchecked")
        var game = (org.kontor.engine.Game<ElasundState, Command, ?, ?>) Games.find("elasund");
        ElasundBot rules = (ElasundBot) game.botRules().orElseThrow();
        Bot<ElasundState, Command> random = game.bot(Level.RANDOM).orElseThrow();
        Bot<ElasundState, Command> strong = game.bot(Level.STRONG).orElseThrow();
        ElasundState state = game.start(null, 4, Map.of(), 7);
        int asked = 0;
        int walls = 0;
        for (int n = 0; n < 2_000 && !state.isOver() && asked < 5; n++) {
            int seat = rules.waitingFor(state).get(0);
            List<Command> legal = rules.options(state, seat, Level.RANDOM, Rng.seeded(n));
            if (legal.stream().anyMatch(c -> c instanceof Command.BuildWall)
                    && legal.stream().noneMatch(c -> c instanceof Command.Build)) {
                asked++;
                walls += strong.decide(state, seat, n).orElseThrow() instanceof Command.BuildWall ? 1 : 0;
            }
            Command c = random.decide(state, seat, n).orElseThrow();
            state = ((Result.Accepted<ElasundState, ?>) rules.rules().apply(state, seat, state.version(), c)).state();
        }
        assertThat(asked).isEqualTo(5);
        assertThat(walls).as("walls built of the 5 times one could be").isEqualTo(5);
    }
}
