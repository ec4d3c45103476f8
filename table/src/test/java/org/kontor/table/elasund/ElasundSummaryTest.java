package org.kontor.table.elasund;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.kontor.engine.elasund.Event;
import org.kontor.table.EndSummary;
import org.kontor.table.EndSummary.Point;

/** Elasund's end in numbers: cubes on the board over time (a covered building's cube goes back), rolls, earnings. */
class ElasundSummaryTest {

    @Test
    void luck_is_what_the_ship_brought_against_what_the_buildings_stood_to_get() {
        // Ben's buildings stood to get 36/72 and then 108/72 of a card; the second roll brought him 3.
        List<List<Event>> game = List.of(
                List.of(new Event.Rolled(0, 3, 4, java.util.Map.of(1, 36))),
                List.of(new Event.Rolled(0, 2, 3, java.util.Map.of(1, 108)), new Event.Produced(1, 2, 1)));
        EndSummary summary = ElasundSummary.of(game, 2);
        assertThat(summary.players().get(1).luck()).isEqualTo(new EndSummary.Luck(3, 2.0));
        assertThat(summary.players().get(0).luck()).isEqualTo(new EndSummary.Luck(0, 0.0));
    }

    @Test
    void cubes_over_time_the_rolls_and_what_each_player_earned() {
        List<List<Event>> game = List.of(
                List.of(new Event.OpeningRolled(0, 6, 6), new Event.OpeningRolled(1, 1, 2), new Event.StartPlayer(0)),
                List.of(new Event.Rolled(0, 3, 4), new Event.Discarded(1, 1, 2)),
                List.of(new Event.Rolled(0, 2, 3), new Event.Produced(1, 2, 1)),
                List.of(new Event.Built(0, "workshop", 1, 1, 5), new Event.Compensated(0, 1, 1), new Event.CubePlaced(0, "building")),
                List.of(new Event.WallBuilt(1, 0, 3, 4, "tower"), new Event.CubePlaced(1, "tower")),
                List.of(new Event.BuildingRemoved(0, "workshop", 1, 1), new Event.CubeReturned(0, "building"),
                        new Event.GoldTaken(1, 2)));
        EndSummary summary = ElasundSummary.of(game, 2);
        assertThat(summary.rolls()[7]).isEqualTo(1);
        assertThat(summary.rolls()[5]).isEqualTo(1);
        assertThat(summary.rolls()[12]).as("the opening roll only decides who starts").isZero();
        assertThat(summary.players().get(0).points()).containsExactly(new Point(4, 1), new Point(6, 0));
        assertThat(summary.players().get(1).points()).containsExactly(new Point(5, 1));
        assertThat(summary.players().get(0).earned()).containsEntry("buildings", 1).containsEntry("compensation", 0);
        assertThat(summary.players().get(1).earned()).containsEntry("gold-produced", 2).containsEntry("influence-produced", 1)
                .containsEntry("compensation", 1).containsEntry("pirates", 3).containsEntry("walls", 1).containsEntry("gold-taken", 2);
    }
}
