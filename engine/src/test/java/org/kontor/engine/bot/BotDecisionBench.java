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
 * each decision timed (not a test). Prints p50, p99 and the slowest. With a FIELD level, game
 * {@code g} seats the timed level at seat {@code g % 4} and FIELD in the others, and only the
 * timed seat's decisions count: games of strong bots in every seat can stall (Hansa), those
 * against random play end. Usage: {@code BotDecisionBench GAME LEVEL GAMES [FIELD]}.
 */
public final class BotDecisionBench {

    private BotDecisionBench() {}

    public static void main(String[] args) {
        Game<?, ?, ?, ?> game = Games.find(args[0]);
        Level level = Level.named(args[1]);
        int games = Integer.parseInt(args[2]);
        time(game, level, games, args.length > 3 ? Level.named(args[3]) : level);
    }

    private static <S extends GameState, C> void time(Game<S, C, ?, ?> game, Level level, int games, Level field) {
        BotRules<S, C> rules = game.botRules().orElseThrow();
        Bot<S, C> bot = game.bot(level).orElseThrow();
        Bot<S, C> others = game.bot(field).orElseThrow();
        List<Long> nanos = new ArrayList<>();
        int unfinished = 0;
        for (long seed = 1; seed <= games; seed++) {
            S state = BotGames.starter(game, 4).apply(seed);
            int hero = field == level ? -1 : (int) ((seed - 1) % 4);
            for (int n = 0; n < 3000 && !state.isOver(); n++) {
                int seat = rules.waitingFor(state).get(0);
                long t0 = System.nanoTime();
                C command = (hero < 0 || seat == hero ? bot : others).decide(state, seat, seed * 31 + n).orElseThrow();
                if (hero < 0 || seat == hero) {
                    nanos.add(System.nanoTime() - t0);
                }
                state = ((Result.Accepted<S, ?>) rules.rules().apply(state, seat, state.version(), command)).state();
            }
            unfinished += state.isOver() ? 0 : 1;
        }
        Collections.sort(nanos);
        System.out.printf("%s %s (others %s): %d decisions, p50 %.1f ms, p99 %.1f ms, slowest %.1f ms; %d of %d games"
                        + " unfinished after 3,000 commands%n", game.id(), level.word(), field.word(), nanos.size(),
                nanos.get(nanos.size() / 2) / 1e6, nanos.get((int) (nanos.size() * 0.99)) / 1e6, nanos.get(nanos.size() - 1) / 1e6,
                unfinished, games);
    }
}
