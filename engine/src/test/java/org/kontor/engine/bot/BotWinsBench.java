package org.kontor.engine.bot;

import org.kontor.engine.Game;
import org.kontor.engine.GameState;
import org.kontor.engine.games.Games;

/**
 * What one level wins against three of another, on the test boards ({@link BotGames}; not a
 * test): {@link Tournament} games from seed {@code SEED + 1}, the hero in each seat in turn, with
 * the 95 % interval. {@code kontor bots} plays the same tournament on the host page's setup.
 * Usage: {@code BotWinsBench GAME HERO FIELD GAMES SEED}.
 */
public final class BotWinsBench {

    private BotWinsBench() {}

    public static void main(String[] args) {
        Game<?, ?, ?, ?> game = Games.find(args[0]);
        play(game, Level.named(args[1]), Level.named(args[2]), Integer.parseInt(args[3]), Long.parseLong(args[4]));
    }

    private static <S extends GameState, C> void play(Game<S, C, ?, ?> game, Level hero, Level field, int games, long seed) {
        long t0 = System.nanoTime();
        Tournament.Report r = Tournament.play(game.botRules().orElseThrow(), BotGames.starter(game, 4), 4, hero, field,
                games, seed, 20_000);
        System.out.printf("%s %s against three %s, %d games from seed %d: %s; unfinished %s; %.0f s%n", game.id(),
                hero.word(), field.word(), games, seed + 1, r.hero(), r.unfinished(), (System.nanoTime() - t0) / 1e9);
    }
}
