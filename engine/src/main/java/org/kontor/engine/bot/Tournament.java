package org.kontor.engine.bot;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.function.LongFunction;
import org.kontor.engine.GameState;

/**
 * Seeded games of one level against another: game {@code g} starts from seed {@code firstSeed + g}
 * and seats the {@code hero} level at seat {@code g % seats} (so no seat's advantage counts for
 * it) and the {@code field} level everywhere else. A shared win counts as a win for each winner.
 */
public final class Tournament {

    private Tournament() {}

    /**
     * @param hero the hero's wins among all games, with its 95 % interval
     * @param field the games some field seat won
     * @param unfinished seeds of the games that hit the command limit
     * @param lost seeds of the games the hero did not win (to replay and watch)
     * @param commands commands played in all
     */
    public record Report(Level heroLevel, Level fieldLevel, int seats, long firstSeed, Wilson hero, int field,
                         List<Long> unfinished, List<Long> lost, long commands) {
        /** The share of the games an equal player would win: one in {@code seats}. */
        public double equalShare() {
            return 1.0 / seats;
        }
    }

    public static <S extends GameState, C> Report play(BotRules<S, C> game, LongFunction<S> start, int seats, Level hero,
                                                       Level field, int games, long firstSeed, int maxCommands) {
        int heroWins = 0;
        int fieldWins = 0;
        long commands = 0;
        List<Long> unfinished = new ArrayList<>();
        List<Long> lost = new ArrayList<>();
        for (int g = 0; g < games; g++) {
            long seed = firstSeed + g;
            int heroSeat = g % seats;
            List<Search<S, C>> bots = new ArrayList<>(Collections.nCopies(seats, new Search<>(game, field)));
            bots.set(heroSeat, new Search<>(game, hero));
            Match.Outcome outcome = Match.play(game, start.apply(seed), bots, seed, maxCommands);
            commands += outcome.commands();
            if (outcome.winners().isEmpty()) {
                unfinished.add(seed);
            }
            if (outcome.winners().contains(heroSeat)) {
                heroWins++;
            } else {
                lost.add(seed);
            }
            if (outcome.winners().stream().anyMatch(w -> w != heroSeat)) {
                fieldWins++;
            }
        }
        return new Report(hero, field, seats, firstSeed, Wilson.of(heroWins, games), fieldWins, List.copyOf(unfinished),
                List.copyOf(lost), commands);
    }
}
