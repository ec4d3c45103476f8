package org.kontor.engine.bot;

import java.util.ArrayList;
import java.util.List;
import org.kontor.engine.Rng;
import org.kontor.engine.resources.Resources;

/**
 * Candidates for a free-form "give back {@code count} cards" (a discard after a 7, cards a card's
 * effect takes): for RANDOM one uniform draw from the hand, for the others a few draws and the
 * cards from the kinds held most, which the game's value then chooses among.
 */
public final class CardChoices {

    private static final int TRIES = 8;

    private CardChoices() {}

    public static <C> List<C> candidates(Resources hand, int count, Level level, Rng rng,
                                         java.util.function.Function<Resources, C> command) {
        List<C> out = new ArrayList<>();
        int tries = level == Level.RANDOM ? 1 : TRIES;
        for (int t = 0; t < tries; t++) {
            out.add(command.apply(random(hand, count, rng)));
            rng = rng.next().next();
        }
        if (level != Level.RANDOM) {
            out.add(command.apply(fromTheMost(hand, count)));
        }
        return out;
    }

    static Resources random(Resources hand, int count, Rng rng) {
        int[] left = new int[Resources.KINDS];
        for (int k = 0; k < left.length; k++) {
            left[k] = hand.count(k);
        }
        Resources chosen = Resources.NONE;
        int total = hand.total();
        for (int n = 0; n < count && total > 0; n++) {
            int pick = rng.below(total--);
            rng = rng.next();
            int k = 0;
            while (pick >= left[k]) {
                pick -= left[k++];
            }
            left[k]--;
            chosen = chosen.plus(k, 1);
        }
        return chosen;
    }

    static Resources fromTheMost(Resources hand, int count) {
        Resources left = hand;
        Resources chosen = Resources.NONE;
        for (int n = 0; n < count && left.total() > 0; n++) {
            int most = 0;
            for (int k = 1; k < Resources.KINDS; k++) {
                if (left.count(k) > left.count(most)) {
                    most = k;
                }
            }
            left = left.plus(most, -1);
            chosen = chosen.plus(most, 1);
        }
        return chosen;
    }
}
