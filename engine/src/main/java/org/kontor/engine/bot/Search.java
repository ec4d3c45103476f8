package org.kontor.engine.bot;

import java.util.List;
import java.util.Optional;
import org.kontor.engine.GameState;
import org.kontor.engine.Result;
import org.kontor.engine.Rng;

/**
 * The bot every game shares: it first redeals what its seat cannot see ({@link BotRules#redeal}),
 * so nothing it does can depend on a hidden card, then tries each option on that guess and keeps
 * the best by the game's value. The levels:
 * <ul>
 *   <li>RANDOM: a uniform pick among the options (the baseline);</li>
 *   <li>EASY: the normal value with noise of about one resource card, so it blunders now and then;</li>
 *   <li>NORMAL: the game's plain value (points first), on one guess;</li>
 *   <li>STRONG: the game's full value (production, plans), averaged over {@value #STRONG_GUESSES}
 *       guesses of the hidden part, so a roll or a draw counts by its odds and not by one guess.</li>
 * </ul>
 */
public final class Search<S extends GameState, C> implements Bot<S, C> {

    static final int STRONG_GUESSES = 4;
    private static final double EASY_NOISE = 3.0;

    private final BotRules<S, C> game;
    private final Level level;

    public Search(BotRules<S, C> game, Level level) {
        this.game = game;
        this.level = level;
    }

    public Level level() {
        return level;
    }

    @Override
    public Optional<C> decide(S state, int seat, long seed) {
        Rng rng = Rng.seeded(seed);
        S guess = game.redeal(state, seat, seed);
        List<C> options = game.options(guess, seat, level, rng);
        if (options.isEmpty()) {
            return Optional.empty();
        }
        rng = rng.next();
        if (level == Level.RANDOM || options.size() == 1) {
            return Optional.of(options.get(rng.below(options.size())));
        }
        int guesses = level == Level.STRONG ? STRONG_GUESSES : 1;
        List<S> worlds = new java.util.ArrayList<>(guesses);
        worlds.add(guess);
        for (int g = 1; g < guesses; g++) {
            worlds.add(game.redeal(state, seat, seed + g * 0x9E3779B97F4A7C15L));
        }
        C best = null;
        double bestValue = Double.NEGATIVE_INFINITY;
        for (C option : options) {
            double sum = 0;
            int counted = 0;
            for (S world : worlds) {
                if (game.rules().apply(world, seat, world.version(), option) instanceof Result.Accepted<S, ?> yes) {
                    sum += score(yes.state(), seat);
                    counted++;
                }
            }
            if (counted == 0) {
                continue;
            }
            double value = sum / counted;
            if (level == Level.EASY) {
                value += (rng.below(2001) - 1000) / 1000.0 * EASY_NOISE;
                rng = rng.next();
            }
            if (value > bestValue) {
                bestValue = value;
                best = option;
            }
        }
        return Optional.of(best != null ? best : options.get(0));
    }

    private double score(S after, int seat) {
        List<Integer> winners = game.winners(after);
        if (winners.contains(seat)) {
            return 1e9;
        }
        if (after.isOver()) {
            return -1e9;
        }
        return game.value(after, seat, level);
    }
}
