package org.kontor.engine.hansa;

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
                    d.endReason = Gates.name(s) + " reached " + PRESTIGE + " prestige points";
                }
            }
            if (d.completedCities >= CompletedCities.TO_END) {
                d.endReason = CompletedCities.TO_END + " cities completed";
            }
        }
        if (d.endReason != null) {
            d.pending = null;
            d.closeOpen();
            d.scores = FinalScoring.score(d);
            d.event(new Event.GameEnded(d.endReason, d.scores, FinalScoring.winners(d, d.scores)));
        }
    }
}
