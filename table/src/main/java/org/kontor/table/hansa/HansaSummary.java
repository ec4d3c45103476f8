package org.kontor.table.hansa;

import java.util.List;
import org.kontor.engine.hansa.Event;
import org.kontor.engine.hansa.FinalScoring;
import org.kontor.table.EndSummary;

/**
 * The end of a Hansa Teutonica game in numbers: each player's prestige over the game (the points
 * scored in play, then the final scoring's total), and what each player did to earn them: routes
 * established, offices opened, abilities developed, bonus markers taken, the prestige scored in
 * play, and displacements made and suffered. No dice, so no rolls. Every figure comes from an
 * event every player saw (a face-down marker is counted when taken, never named).
 */
final class HansaSummary {

    static final List<String> SOURCES = List.of("prestige", "routes", "offices", "abilities", "markers",
            "coellen", "displaced", "were-displaced");

    private HansaSummary() {}

    static EndSummary of(List<List<Event>> steps, int players) {
        EndSummary.Tally tally = new EndSummary.Tally(players, false, SOURCES);
        for (int move = 0; move < steps.size(); move++) {
            tally.step(move + 1);
            for (Event event : steps.get(move)) {
                if (event instanceof Event.PrestigeGained e) {
                    tally.score(e.seat(), e.points());
                    tally.earn(e.seat(), "prestige", e.points());
                } else if (event instanceof Event.RouteEstablished e) {
                    tally.earn(e.seat(), "routes", 1);
                } else if (event instanceof Event.OfficeOpened e) {
                    tally.earn(e.seat(), "offices", 1);
                } else if (event instanceof Event.AbilityDeveloped e) {
                    tally.earn(e.seat(), "abilities", 1);
                } else if (event instanceof Event.MarkerTaken e) {
                    tally.earn(e.seat(), "markers", 1);
                } else if (event instanceof Event.CoellenTaken e) {
                    tally.earn(e.seat(), "coellen", 1);
                } else if (event instanceof Event.Displaced e) {
                    tally.earn(e.seat(), "displaced", 1);
                    tally.earn(e.victim(), "were-displaced", 1);
                } else if (event instanceof Event.GameEnded e) {
                    for (FinalScoring.Score score : e.scores()) {
                        tally.scoreTo(score.seat(), score.total());   // the final scoring adds to the prestige in play
                    }
                }
            }
        }
        return tally.summary();
    }
}
