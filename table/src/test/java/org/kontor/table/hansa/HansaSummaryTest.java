package org.kontor.table.hansa;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.kontor.engine.hansa.Ability;
import org.kontor.engine.hansa.Event;
import org.kontor.engine.hansa.FinalScoring;
import org.kontor.engine.hansa.Piece;
import org.kontor.table.EndSummary;
import org.kontor.table.EndSummary.Point;

/** Hansa's end in numbers: prestige in play, then the final scoring's total; what each player did; no rolls. */
class HansaSummaryTest {

    @Test
    void prestige_in_play_then_the_final_total_and_what_each_player_did() {
        List<List<Event>> game = List.of(
                List.of(new Event.Placed(0, 3, Piece.TRADER)),
                List.of(new Event.Displaced(1, 0, 3, Piece.TRADER, Piece.TRADER, 1)),
                List.of(new Event.RouteEstablished(0, 2), new Event.OfficeOpened(0, 1, 0, Piece.TRADER),
                        new Event.PrestigeGained(1, 1, "city control")),
                List.of(new Event.RouteEstablished(1, 4), new Event.AbilityDeveloped(1, Ability.KEYS, 2),
                        new Event.PrestigeGained(1, 3, "east-west")),
                List.of(new Event.GameEnded("the end", List.of(new FinalScoring.Score(0, 0, 0, 1, 0, 4, 2, 7),
                        new FinalScoring.Score(1, 4, 4, 0, 0, 2, 1, 11)), List.of(1))));
        EndSummary summary = HansaSummary.of(game, 2);
        assertThat(summary.rolls()).as("no dice in Hansa").isNull();
        assertThat(summary.players().get(0).points()).containsExactly(new Point(5, 7));
        assertThat(summary.players().get(1).points()).containsExactly(new Point(3, 1), new Point(4, 4), new Point(5, 11));
        assertThat(summary.players().get(0).earned()).containsEntry("routes", 1).containsEntry("offices", 1)
                .containsEntry("were-displaced", 1).containsEntry("displaced", 0);
        assertThat(summary.players().get(1).earned()).containsEntry("prestige", 4).containsEntry("displaced", 1)
                .containsEntry("abilities", 1);
    }
}
