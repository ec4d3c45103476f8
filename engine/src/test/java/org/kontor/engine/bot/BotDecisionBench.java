package org.kontor.engine.bot;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import org.kontor.engine.Game;
import org.kontor.engine.GameState;
import org.kontor.engine.Result;
import org.kontor.engine.games.Games;

/**
 * How long one decision of each level takes: seeded 4-player games of the level in every seat,
 * each decision timed (bench/bots.sh runs it; not a test). Prints p50, p99 and the slowest.
 * Usage: {@code BotDecisionBench GAME LEVEL GAMES}.
 */
public final class BotDecisionBench {

    private BotDecisionBench() {}

    public static void main(String[] args) {
        Game<?, ?, ?, ?> game = Games.find(args[0]);
        Level level = Level.named(args[1]);
        int games = Integer.parseInt(args[2]);
        time(game, level, games);
    }

    private static <S extends GameState, C> void time(Game<S, C, ?, ?> game, Level level, int games) {
        BotRules<S, C> rules = game.botRules().orElseThrow();
        Bot<S, C> bot = game.bot(level).orElseThrow();
        List<Long> nanos = new ArrayList<>();
        for (long seed = 1; seed <= games; seed++) {
            S state = BotGames.starter(game, 4).apply(seed);
            for (int n = 0; n < 3000 && !state.isOver(); n++) {
                int seat = rules.waitingFor(state).get(0);
                long t0 = System.nanoTime();
                C command = bot.decide(state, seat, seed * 31 + n).orElseThrow();
                nanos.add(System.nanoTime() - t0);
                state = ((Result.Accepted<S, ?>) rules.rules().apply(state, seat, state.version(), command)).state();
            }
        }
        Collections.sort(nanos);
        System.out.printf("%s %s: %d decisions, p50 %.1f ms, p99 %.1f ms, slowest %.1f ms%n", game.id(), level.word(), nanos.size(),
                nanos.get(nanos.size() / 2) / 1e6, nanos.get((int) (nanos.size() * 0.99)) / 1e6, nanos.get(nanos.size() - 1) / 1e6);
    }
}
