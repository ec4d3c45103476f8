package org.kontor.engine.catan;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Map;
import org.junit.jupiter.api.Test;
import org.kontor.engine.board.Resource;

/** "Cartas de desarrollo": the deck, buying, one card a turn, not the turn bought, and each card's effect. */
class DevelopmentCardsTest {

    @Test
    void the_deck_holds_14_knights_5_victory_points_and_2_of_each_progress_card() {
        assertThat(DevelopmentCard.fullDeck()).hasSize(25);
        assertThat(DevelopmentCard.fullDeck().stream().filter(c -> c == DevelopmentCard.KNIGHT)).hasSize(14);
        assertThat(DevelopmentCard.fullDeck().stream().filter(c -> c == DevelopmentCard.VICTORY_POINT)).hasSize(5);
        assertThat(Catan.setup(CatanConfig.beginner(4), 3).deckSize()).isEqualTo(25);
    }

    @Test
    void a_card_bought_this_turn_waits_for_the_next_turn_but_a_victory_point_counts_at_once() {
        Situation t = Situation.beginner(4).give(0, Situation.cards(0, 0, 1, 1, 1)).rolled(0);
        t.edit(d -> {
            d.deck.remove(DevelopmentCard.KNIGHT);
            d.deck.add(0, DevelopmentCard.KNIGHT);
        });
        t.play(0, new Command.BuyCard());
        assertThat(t.hand(0).total()).isZero();
        assertThat(t.state.player(0).boughtThisTurn()).containsExactly(DevelopmentCard.KNIGHT);
        assertThat(t.refused(0, new Command.PlayKnight())).contains("bought this turn");
        assertThat(((Event.CardBought) t.events.get(1)).seenBy(1)).isEqualTo(new Event.CardBought(0, null));
        t.play(0, new Command.EndTurn());
        t.turnOf(0);
        assertThat(t.kinds(0)).contains("play-knight");

        Situation vp = Situation.beginner(4).give(0, Situation.cards(0, 0, 1, 1, 1)).rolled(0);
        vp.edit(d -> {
            d.deck.remove(DevelopmentCard.VICTORY_POINT);
            d.deck.add(0, DevelopmentCard.VICTORY_POINT);
        });
        vp.play(0, new Command.BuyCard());
        assertThat(Victory.points(vp.state, 0)).isEqualTo(1);
        assertThat(Victory.visiblePoints(vp.state, 0)).isZero();
        assertThat(Views.table(vp.state).players().get(0).points()).isZero();
    }

    @Test
    void a_knight_may_be_played_before_the_roll_moves_the_robber_without_discards_and_only_one_card_a_turn() {
        Situation t = Situation.beginner(4);
        // Blue has 9 cards and a settlement on hills 6 (hex 4).
        t.cards(0, DevelopmentCard.KNIGHT, DevelopmentCard.MONOPOLY).give(1, Situation.cards(3, 3, 3, 0, 0))
                .settlement(1, t.corner(0, 1, 4)).turnOf(0);
        t.play(0, new Command.PlayKnight());
        assertThat(t.state.pending()).isEqualTo(new Pending.MoveRobber(0, true));
        t.play(0, new Command.MoveRobber(4, 1));
        assertThat(t.hand(1).total()).as("no discards for a knight").isEqualTo(8);
        assertThat(t.state.player(0).knights()).isEqualTo(1);
        assertThat(t.state.phase()).isEqualTo(Phase.BEFORE_ROLL);
        assertThat(t.refused(0, new Command.PlayMonopoly(Resource.BRICK))).contains("one per turn");
        t.play(0, Command.Roll.table(2, 2));
    }

    @Test
    void road_building_places_two_free_roads() {
        Situation t = Situation.beginner(4);
        int home = t.corner(0, 1, 4);
        t.settlement(0, home).cards(0, DevelopmentCard.ROAD_BUILDING).rolled(0);
        t.play(0, new Command.PlayRoadBuilding());
        assertThat(t.state.pending()).isEqualTo(new Pending.FreeRoads(0, 2));
        int next = t.topology().intersectionsNextTo(home)[0];
        t.play(0, new Command.BuildFreeRoad(t.path(home, next)));
        int after = java.util.Arrays.stream(t.topology().intersectionsNextTo(next)).filter(i -> i != home).findFirst().orElseThrow();
        t.play(0, new Command.BuildFreeRoad(t.path(next, after)));
        assertThat(t.state.pending()).isNull();
        assertThat(t.state.player(0).roadsLeft()).isEqualTo(13);
        assertThat(t.hand(0).total()).isZero();
    }

    @Test
    void year_of_plenty_takes_any_two_resources_from_the_bank() {
        Situation t = Situation.beginner(4).cards(0, DevelopmentCard.YEAR_OF_PLENTY).rolled(0);
        t.play(0, new Command.PlayYearOfPlenty(Resource.ORE, Resource.ORE));
        assertThat(t.hand(0)).isEqualTo(Situation.cards(0, 0, 0, 0, 2));
        assertThat(t.state.bank().ore()).isEqualTo(17);
    }

    @Test
    void monopoly_takes_every_card_of_the_named_resource_from_every_other_player() {
        Situation t = Situation.beginner(4).cards(0, DevelopmentCard.MONOPOLY).give(1, Situation.cards(0, 0, 3, 1, 0))
                .give(2, Situation.cards(0, 0, 1, 0, 0)).give(0, Situation.cards(0, 0, 1, 0, 0)).rolled(0);
        t.play(0, new Command.PlayMonopoly(Resource.WOOL));
        assertThat(t.hand(0).wool()).isEqualTo(5);
        assertThat(t.hand(1)).isEqualTo(Situation.cards(0, 0, 0, 1, 0));
        assertThat(t.events).contains(new Event.MonopolyTaken(0, Resource.WOOL, Map.of(1, 3, 2, 1)));
    }
}
