package org.kontor.engine.bot;

import java.util.ArrayList;
import java.util.Comparator;
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
 *   <li>STRONG: the game's full value (production, plans) of every option on one guess, then the
 *       best {@value #SHORTLIST} of them averaged over {@link BotRules#strongGuesses()} guesses of
 *       the hidden part (four unless the game says otherwise), so a roll or a draw counts by its
 *       odds and not by one guess. Most options (a permit, a trader on a post) come out the same in
 *       every guess, so weighing hundreds of them four times would buy nothing but time.</li>
 * </ul>
 */
public final class Search<S extends GameState, C> implements Bot<S, C> {

    static final int STRONG_GUESSES = 4;
    static final int SHORTLIST = 8;
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
        double[] first = new double[options.size()];
        for (int i = 0; i < options.size(); i++) {
            first[i] = scoreIn(guess, seat, options.get(i));
            if (level == Level.EASY && first[i] > Double.NEGATIVE_INFINITY) {
                first[i] += (rng.below(2001) - 1000) / 1000.0 * EASY_NOISE;
                rng = rng.next();
            }
        }
        int guesses = level == Level.STRONG ? game.strongGuesses() : 1;
        if (guesses <= 1) {
            return Optional.of(options.get(best(first, allOf(options.size()))));
        }
        List<S> worlds = new ArrayList<>(guesses - 1);
        for (int g = 1; g < guesses; g++) {
            worlds.add(game.redeal(state, seat, seed + g * 0x9E3779B97F4A7C15L));
        }
        // The shortlist in the options' order, so that ties go to the earlier option as before.
        List<Integer> shortlist = allOf(options.size()).stream()
                .sorted(Comparator.comparingDouble((Integer i) -> -first[i]).thenComparingInt(i -> i))
                .limit(SHORTLIST).sorted().toList();
        double[] averaged = new double[options.size()];
        java.util.Arrays.fill(averaged, Double.NEGATIVE_INFINITY);
        for (int i : shortlist) {
            double sum = 0;
            int counted = 0;
            if (first[i] > Double.NEGATIVE_INFINITY) {
                sum += first[i];
                counted++;
            }
            for (S world : worlds) {
                double v = scoreIn(world, seat, options.get(i));
                if (v > Double.NEGATIVE_INFINITY) {
                    sum += v;
                    counted++;
                }
            }
            if (counted > 0) {
                averaged[i] = sum / counted;
            }
        }
        return Optional.of(options.get(best(averaged, shortlist)));
    }

    /**
     * What this bot would do for {@code seat}, with one line of why: the difference its command
     * makes on the bot's own guess of the hidden part, in the game's points, production and cards.
     * Empty when the game waits for nothing from the seat.
     */
    public Optional<Hint<C>> hint(S state, int seat, long seed) {
        Optional<C> chosen = decide(state, seat, seed);
        if (chosen.isEmpty()) {
            return Optional.empty();
        }
        S guess = game.redeal(state, seat, seed);
        if (game.options(guess, seat, level, Rng.seeded(seed)).size() == 1) {
            return Optional.of(new Hint<>(chosen.get(), Hint.Why.ONLY, 0));
        }
        if (!(game.rules().apply(guess, seat, guess.version(), chosen.get()) instanceof Result.Accepted<S, ?> yes)) {
            return Optional.of(new Hint<>(chosen.get(), Hint.Why.POSITION, 0));
        }
        S after = yes.state();
        double points = game.points(after, seat) - game.points(guess, seat);
        double production = game.production(after, seat) - game.production(guess, seat);
        double spent = game.cards(guess, seat) - game.cards(after, seat);
        if (points > 0) {
            return Optional.of(new Hint<>(chosen.get(), Hint.Why.POINTS, points));
        }
        if (production > 0) {
            return Optional.of(new Hint<>(chosen.get(), Hint.Why.PRODUCTION, production));
        }
        if (spent > 0) {
            return Optional.of(new Hint<>(chosen.get(), Hint.Why.AFFORD, spent));
        }
        return Optional.of(new Hint<>(chosen.get(), Hint.Why.POSITION, 0));
    }

    private static List<Integer> allOf(int n) {
        List<Integer> all = new ArrayList<>(n);
        for (int i = 0; i < n; i++) {
            all.add(i);
        }
        return all;
    }

    /** The index among {@code candidates} of the highest value, the earliest on a tie; the first when none was accepted. */
    private static int best(double[] values, List<Integer> candidates) {
        int best = candidates.get(0);
        double bestValue = Double.NEGATIVE_INFINITY;
        for (int i : candidates) {
            if (values[i] > bestValue) {
                bestValue = values[i];
                best = i;
            }
        }
        return best;
    }

    /** The option's value in {@code world}, or negative infinity when the rules refuse it there. */
    private double scoreIn(S world, int seat, C option) {
        if (game.rules().apply(world, seat, world.version(), option) instanceof Result.Accepted<S, ?> yes) {
            S answered = game.answered(yes.state(), seat);
            return answered == null ? Double.NEGATIVE_INFINITY : score(answered, seat);
        }
        return Double.NEGATIVE_INFINITY;
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
