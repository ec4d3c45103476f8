package org.kontor.table;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The end of a game in numbers, in a shape the pages draw the same way for every game that uses
 * it: each player's points over the game, the rolls (for a game with dice) and what each player
 * earned, by source. A game fills it from what every player saw happen, through a {@link Tally}.
 *
 * @param moves   how many accepted moves the game took
 * @param rolls   rolls per total, index 2..12; null for a game without dice
 * @param sources the sources {@link Seat#earned} counts, in the order the page shows them
 * @param players one line per seat
 */
public record EndSummary(int moves, int[] rolls, List<String> sources, List<Seat> players) {

    /**
     * @param points every change of the seat's points: after which move (from 1), the new total
     * @param earned how much the seat earned from each source (every source listed, zeros included)
     * @param luck   what the dice gave the seat against what its buildings stood to get, or null
     *               for a game that does not tell
     */
    public record Seat(int seat, List<Point> points, Map<String, Integer> earned, Luck luck) {}

    /**
     * The dice's part: {@code cards} the rolls gave the seat, {@code expected} what its buildings
     * stood to get on average from the same rolls' positions, and the difference ({@code luck}
     * above 0: the dice favoured it). Cards the bank could not pay count as bad luck.
     */
    public record Luck(int cards, double expected) {
        @com.fasterxml.jackson.annotation.JsonProperty("luck")
        public double luck() {
            return cards - expected;
        }
    }

    /** After move {@code move} (from 1; 0 is the start) the seat stood at {@code points}. */
    public record Point(int move, int points) {}

    /** Counts a game's steps into an {@link EndSummary}, one step at a time. */
    public static final class Tally {
        private final int players;
        private final int[] rolls;
        private final List<String> sources;
        private final int[] points;
        private final List<List<Point>> history = new ArrayList<>();
        private final List<Map<String, Integer>> earned = new ArrayList<>();
        private final int[] rolledCards;
        private final double[] expected;
        private boolean luck;
        private int move;

        /** A tally for {@code players} seats; {@code dice} when the game rolls two dice. */
        public Tally(int players, boolean dice, List<String> sources) {
            this.players = players;
            this.rolls = dice ? new int[13] : null;
            this.sources = List.copyOf(sources);
            this.points = new int[players];
            this.rolledCards = new int[players];
            this.expected = new double[players];
            for (int seat = 0; seat < players; seat++) {
                history.add(new ArrayList<>());
                Map<String, Integer> bySource = new LinkedHashMap<>();
                sources.forEach(source -> bySource.put(source, 0));
                earned.add(bySource);
            }
        }

        /** The next step's events follow: they belong to move {@code move} (from 1). */
        public void step(int move) {
            this.move = move;
        }

        public void roll(int total) {
            if (rolls != null && total >= 2 && total <= 12) {
                rolls[total]++;
            }
        }

        /** {@code seat}'s points change by {@code delta} in the current move. */
        public void score(int seat, int delta) {
            if (seat >= 0 && seat < players && delta != 0) {
                scoreTo(seat, points[seat] + delta);
            }
        }

        /** {@code seat} stands at {@code total} points after the current move. */
        public void scoreTo(int seat, int total) {
            if (seat < 0 || seat >= players || points[seat] == total) {
                return;
            }
            points[seat] = total;
            List<Point> line = history.get(seat);
            if (!line.isEmpty() && line.get(line.size() - 1).move() == move) {
                line.set(line.size() - 1, new Point(move, total));   // one point per move: where it ended
            } else {
                line.add(new Point(move, total));
            }
        }

        public int points(int seat) {
            return points[seat];
        }

        /**
         * Before a roll, {@code seat}'s buildings stood to get {@code cards} cards on average; a game
         * that says so gets a luck line per seat.
         */
        public void expect(int seat, double cards) {
            luck = true;
            if (seat >= 0 && seat < players) {
                expected[seat] += cards;
            }
        }

        /** A roll gave {@code seat} {@code cards} cards (what {@link #expect} is weighed against). */
        public void rolled(int seat, int cards) {
            if (seat >= 0 && seat < players) {
                rolledCards[seat] += cards;
            }
        }

        /** {@code seat} earned {@code amount} from {@code source}, one of the tally's sources. */
        public void earn(int seat, String source, int amount) {
            if (seat < 0 || seat >= players || amount == 0) {
                return;
            }
            if (!sources.contains(source)) {
                throw new IllegalArgumentException("no source " + source + " in " + sources);
            }
            earned.get(seat).merge(source, amount, Integer::sum);
        }

        public EndSummary summary() {
            List<Seat> seats = new ArrayList<>();
            for (int seat = 0; seat < players; seat++) {
                seats.add(new Seat(seat, List.copyOf(history.get(seat)),
                        Collections.unmodifiableMap(new LinkedHashMap<>(earned.get(seat))),
                        luck ? new Luck(rolledCards[seat], expected[seat]) : null));
            }
            return new EndSummary(move, rolls == null ? null : Arrays.copyOf(rolls, rolls.length), sources, List.copyOf(seats));
        }
    }
}
