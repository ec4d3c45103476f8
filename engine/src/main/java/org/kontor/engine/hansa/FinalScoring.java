package org.kontor.engine.hansa;

import java.util.ArrayList;
import java.util.List;

/**
 * Final scoring: the prestige track; 4 for each fully developed track except Clavis Urbis; the
 * bonus markers held (1, 2–3, 4–5, 6–7, 8–9, 10+ score 1, 3, 6, 10, 15, 21); the Coellen spaces;
 * 2 per controlled city; the Clavis Urbis value times the player's offices in their largest
 * network of route-connected cities holding their offices. The most points wins; ties share
 * (original rules), or with the BIG_BOX option the fewest Actiones developments, then the larger
 * network score, break them.
 */
public final class FinalScoring {

    private static final int[] MARKER_POINTS = {0, 1, 3, 3, 6, 6, 10, 10, 15, 15, 21};

    private FinalScoring() {}

    /** One seat's final score, item by item. */
    public record Score(int seat, int prestige, int abilities, int markers, int coellen, int cities, int network, int total) {}

    static List<Score> score(Draft d) {
        // Each city's controller once, not once per seat: the bots score every position they weigh.
        int[] controllers = new int[d.map.cities().size()];
        for (int c = 0; c < controllers.length; c++) {
            controllers[c] = CityControl.controller(d, c);
        }
        List<Score> scores = new ArrayList<>();
        for (int s = 0; s < d.seats; s++) {
            int abilities = 0;
            for (Ability a : Ability.values()) {
                if (a != Ability.KEYS && d.level[s][a.ordinal()] == a.maxLevel()) {
                    abilities += 4;
                }
            }
            int count = d.held.get(s).size() + d.used.get(s).size();
            int markers = MARKER_POINTS[Math.min(count, MARKER_POINTS.length - 1)];
            int coellen = 0;
            for (int i = 0; i < d.coellen.length; i++) {
                if (d.coellen[i] != null && d.coellen[i].seat() == s) {
                    coellen += d.map.coellen().get(i).points();
                }
            }
            int cities = 0;
            for (int controller : controllers) {
                if (controller == s) {
                    cities += 2;
                }
            }
            int network = d.value(s, Ability.KEYS) * largestNetwork(d, s);
            scores.add(new Score(s, d.prestige[s], abilities, markers, coellen, cities, network,
                    d.prestige[s] + abilities + markers + coellen + cities + network));
        }
        return scores;
    }

    /** The seat's offices in its largest group of route-connected cities that each hold one of its offices. */
    static int largestNetwork(Draft d, int seat) {
        int n = d.map.cities().size();
        boolean[] seen = new boolean[n];
        int best = 0;
        for (int start = 0; start < n; start++) {
            if (seen[start] || CityControl.offices(d, seat, start) == 0) {
                continue;
            }
            int size = 0;
            List<Integer> stack = new ArrayList<>(List.of(start));
            seen[start] = true;
            while (!stack.isEmpty()) {
                int city = stack.remove(stack.size() - 1);
                size += CityControl.offices(d, seat, city);
                for (Route r : d.map.routesAt(city)) {
                    int next = d.map.other(r, city);
                    if (!seen[next] && CityControl.offices(d, seat, next) > 0) {
                        seen[next] = true;
                        stack.add(next);
                    }
                }
            }
            best = Math.max(best, size);
        }
        return best;
    }

    static List<Integer> winners(Draft d, List<Score> scores) {
        List<Score> best = new ArrayList<>();
        for (Score s : scores) {
            int cmp = best.isEmpty() ? 1 : compare(d, s, best.get(0));
            if (cmp > 0) {
                best.clear();
            }
            if (cmp >= 0) {
                best.add(s);
            }
        }
        return best.stream().map(Score::seat).toList();
    }

    /** Positive when {@code a} ranks above {@code b}. */
    private static int compare(Draft d, Score a, Score b) {
        int byTotal = Integer.compare(a.total(), b.total());
        if (byTotal != 0 || d.options.tieBreak() == RuleOptions.TieBreak.SHARE) {
            return byTotal;
        }
        int byActions = Integer.compare(d.level[b.seat()][Ability.ACTIONS.ordinal()], d.level[a.seat()][Ability.ACTIONS.ordinal()]);
        return byActions != 0 ? byActions : Integer.compare(a.network(), b.network());
    }
}
