package org.kontor.table.catan;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.kontor.engine.board.Resource;
import org.kontor.engine.catan.DevelopmentCard;
import org.kontor.engine.catan.Event;
import org.kontor.engine.resources.Resources;
import org.kontor.table.EndSummary;
import org.kontor.table.EndSummary.Point;

/**
 * Catan's end in numbers from a short game of public events: points over time (settlements,
 * cities, Longest Road changing hands), the rolls, the cards by source, and the victory point
 * cards counted only at the win, when they are turned face up.
 */
class CatanSummaryTest {

    private static final List<List<Event>> GAME = List.of(
            List.of(new Event.SettlementPlaced(0, 10), new Event.CardsReceived(0, Resources.of(Resource.ORE, 3))),
            List.of(new Event.SettlementPlaced(1, 20)),
            List.of(new Event.DiceRolled(0, 3, 5), new Event.Produced(8, Map.of(0, Resources.of(Resource.BRICK, 2)))),
            List.of(new Event.LongestRoadChanged(0, 5)),
            List.of(new Event.DiceRolled(1, 3, 4), new Event.Discarded(0, Resources.of(Resource.ORE, 2)),
                    new Event.RobberMoved(1, 4), new Event.CardStolen(1, 0, Resource.BRICK)),
            List.of(new Event.LongestRoadChanged(1, 6), new Event.CardBought(0, DevelopmentCard.VICTORY_POINT)),
            List.of(new Event.CityBuilt(0, 10), new Event.Traded(0, 1, Resources.of(Resource.ORE, 1), Resources.of(Resource.WOOL, 1))));

    @Test
    void points_over_time_rolls_and_cards_by_source_come_from_what_everybody_saw() {
        EndSummary summary = CatanSummary.of(GAME, 2);
        assertThat(summary.moves()).isEqualTo(7);
        assertThat(summary.rolls()[8]).isEqualTo(1);
        assertThat(summary.rolls()[7]).isEqualTo(1);
        // The Longest Road's 2 points move from Ana to Ben at move 6; her city adds 1 at move 7.
        assertThat(summary.players().get(0).points()).containsExactly(new Point(1, 1), new Point(4, 3), new Point(6, 1), new Point(7, 2));
        assertThat(summary.players().get(1).points()).containsExactly(new Point(2, 1), new Point(6, 3));
        assertThat(summary.players().get(0).earned()).containsEntry("production", 2).containsEntry("bank", 3)
                .containsEntry("robbed", 1).containsEntry("discarded", 2).containsEntry("trades", 1).containsEntry("stolen", 0);
        assertThat(summary.players().get(1).earned()).containsEntry("stolen", 1).containsEntry("trades", 1);
        assertThat(summary.players().get(1).earned().keySet()).as("every source, zeros included").containsExactlyElementsOf(CatanSummary.SOURCES);
    }

    @Test
    void luck_is_what_the_rolls_gave_against_what_the_buildings_stood_to_get() {
        // Before the 8, Ana's buildings stood to get 36/36 of a card and Ben's 18/36; before the 7, 24 and 0.
        List<List<Event>> game = List.of(
                List.of(new Event.DiceRolled(0, 3, 5, Map.of(0, 36, 1, 18)), new Event.Produced(8, Map.of(0, Resources.of(Resource.BRICK, 2)))),
                List.of(new Event.DiceRolled(1, 3, 4, Map.of(0, 24))));
        EndSummary summary = CatanSummary.of(game, 2);
        assertThat(summary.players().get(0).luck().cards()).isEqualTo(2);
        assertThat(summary.players().get(0).luck().expected()).isCloseTo(60 / 36.0, org.assertj.core.data.Offset.offset(1e-9));
        assertThat(summary.players().get(0).luck().luck()).isCloseTo(2 - 60 / 36.0, org.assertj.core.data.Offset.offset(1e-9));
        assertThat(summary.players().get(1).luck().luck()).as("half a card expected, none given")
                .isCloseTo(-0.5, org.assertj.core.data.Offset.offset(1e-9));
    }

    @Test
    void a_victory_point_card_counts_only_once_the_game_is_won() {
        List<List<Event>> won = new java.util.ArrayList<>(GAME);
        won.add(List.of(new Event.GameWon(1, 10, 0)));
        assertThat(CatanSummary.of(won, 2).players().get(0).points()).last().isEqualTo(new Point(8, 3));
        // Ended by the host before anyone won: Ana's card stays hidden, in the summary too.
        assertThat(CatanSummary.of(GAME, 2).players().get(0).points()).last().isEqualTo(new Point(7, 2));
    }
}
