package org.kontor.engine.hansa;

import org.kontor.engine.Language;
import org.kontor.engine.Phrase;

/**
 * The game ends at once after the action in which a player reaches 20 prestige, a replacement
 * marker could not be drawn, or the completed-cities track reaches 10; the action finishes first.
 * Then {@link FinalScoring}.
 */
final class GameEnd {

    static final int PRESTIGE = 20;

    private GameEnd() {}

    static void check(Draft d) {
        if (d.scores != null) {
            return;
        }
        if (d.endReason == null) {
            for (int s = 0; s < d.seats; s++) {
                if (d.prestige[s] >= PRESTIGE) {
                    d.endReason = Phrase.of("hansa.end.prestige", Names.seat(s), PRESTIGE);
                }
            }
            if (d.completedCities >= CompletedCities.TO_END) {
                d.endReason = Phrase.of("hansa.end.cities", CompletedCities.TO_END);
            }
        }
        if (d.endReason != null) {
            d.pending = null;
            d.closeOpen();
            d.scores = FinalScoring.score(d);
            d.event(new Event.GameEnded(d.endReason.message(Language.ENGLISH), d.scores, FinalScoring.winners(d, d.scores)));
        }
    }
}
