package org.kontor.engine.merchants;

import static org.assertj.core.api.Assertions.assertThat;
import static org.kontor.engine.merchants.Games.play;
import static org.kontor.engine.merchants.Games.reject;

import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.kontor.engine.RejectionKind;
import org.kontor.engine.resources.Resources;

/** Building (rulebook p. 6–7) on a row of hexes whose top edge is the zigzag I0..I8. */
class BuildingTest extends RowOfHexes {

    static final Resources PLENTY = new Resources(9, 9, 9, 9, 9);

    MerchantsState s;

    @BeforeEach
    void redHasAKontorAtI0AndARouteToI1WhereBlueHasAKontor() {
        table(4, new int[] {0, 1, 4, 8}, "West", "Mid", "Empty", "East");
        d.placeKontor(t[0], RED);
        d.placeKontor(t[1], BLUE);
        d.placeRoute(path(0, 1), RED);
        d.setPlayer(RED, d.player(RED).withRoutesLeft(29));
        d.phase = Phase.ACTION;
        d.give(RED, PLENTY);
        s = d.freeze();
    }

    int path(int from, int to) {
        return b.pathBetween(t[from], t[to]);
    }

    @Test
    void a_route_costs_ore_and_lumber_and_may_run_on_past_an_opponents_kontor_and_an_empty_city_site() {
        MerchantsState after = play(s, RED, new Command.BuildRoute(path(1, 2)));
        after = play(after, RED, new Command.BuildRoute(path(2, 3)));
        after = play(after, RED, new Command.BuildRoute(path(3, 4)));
        after = play(after, RED, new Command.BuildRoute(path(4, 5)));

        assertThat(after.player(RED).hand()).isEqualTo(new Resources(5, 9, 9, 5, 9));
        assertThat(after.player(RED).routesLeft()).isEqualTo(25);
    }

    @Test
    void a_route_must_touch_an_own_kontor_or_route_and_each_path_holds_one() {
        assertThat(reject(s, RED, new Command.BuildRoute(path(3, 4))).message())
                .isEqualTo("A new trade route must touch one of your kontors or trade routes.");
        assertThat(reject(s, RED, new Command.BuildRoute(path(0, 1))).kind()).isEqualTo(RejectionKind.NOT_AVAILABLE_NOW);
    }

    @Test
    void thirty_routes_is_all_a_player_has() {
        Draft d = new Draft(s);
        d.setPlayer(RED, d.player(RED).withRoutesLeft(0));
        assertThat(reject(d.freeze(), RED, new Command.BuildRoute(path(1, 2))).kind()).isEqualTo(RejectionKind.NOT_AFFORDABLE);
    }

    @Test
    void a_merchant_starts_at_an_own_kontor_and_with_both_out_paying_again_moves_one() {
        assertThat(reject(s, RED, new Command.BuildMerchant(t[1], -1)).kind()).isEqualTo(RejectionKind.NOT_AVAILABLE_NOW);
        MerchantsState after = play(s, RED, new Command.BuildMerchant(t[0], -1));
        after = play(after, RED, new Command.BuildMerchant(t[0], -1));
        assertThat(after.player(RED).merchants()).containsExactly(t[0], t[0]);
        assertThat(reject(after, RED, new Command.BuildMerchant(t[0], -1)).kind()).isEqualTo(RejectionKind.BAD_INPUT);

        after = play(after, RED, new Command.BuildMerchant(t[0], 1));
        assertThat(after.player(RED).hand()).isEqualTo(new Resources(6, 6, 6, 9, 9));
    }

    @Test
    void a_caravan_goes_beside_an_own_route_next_to_an_own_kontor_at_most_two_per_route() {
        MerchantsState after = play(s, RED, new Command.BuildRoute(path(1, 2)));
        assertThat(reject(after, RED, new Command.BuildCaravan(path(1, 2), -1)).kind()).isEqualTo(RejectionKind.NOT_AVAILABLE_NOW);

        after = play(after, RED, new Command.BuildCaravan(path(0, 1), -1));
        after = play(after, RED, new Command.BuildCaravan(path(0, 1), -1));
        assertThat(after.caravansOn(path(0, 1))).isEqualTo(2);
        assertThat(after.player(RED).hand()).isEqualTo(new Resources(6, 9, 9, 6, 7));
        // Moving one of the two caravans onto the same route is fine: it leaves a place free.
        after = play(after, RED, new Command.BuildCaravan(path(0, 1), 0));
        assertThat(after.caravansOn(path(0, 1))).isEqualTo(2);
    }

    @Test
    void a_development_card_is_not_playable_in_the_turn_it_was_bought_and_only_one_per_turn() {
        MerchantsState after = play(s, RED, new Command.BuyCard());
        after = play(after, RED, new Command.BuyCard());
        int first = after.player(RED).cards()[0];
        int second = after.player(RED).cards()[1];
        assertThat(after.player(RED).hand()).isEqualTo(new Resources(9, 7, 9, 9, 7));
        assertThat(reject(after, RED, new Command.PlayCard(first)).message())
                .isEqualTo("You can't play a development card in the turn you bought it.");

        for (int seat = 0; seat < 4; seat++) {
            after = play(after, seat, new Command.EndTurn());
            after = play(after, (seat + 1) % 4, Command.Roll.table(2, 2));
        }
        after = play(after, RED, new Command.PlayCard(first));
        assertThat(after.discards()).containsExactly(first);
        assertThat(reject(after, RED, new Command.PlayCard(second)).kind()).isEqualTo(RejectionKind.NOT_AVAILABLE_NOW);
    }

    @Test
    void a_card_whose_timing_allows_it_may_be_played_before_the_roll() {
        // Card 0 of the provisional deck is a Lancer, the one card allowed before the roll.
        Draft d = new Draft(s);
        d.deck = d.deck.clone();
        for (int i = 0; i < d.deck.length; i++) {
            if (d.deck[i] == 0) {
                d.deck[i] = d.deck[0];
                d.deck[0] = 0;
            }
        }
        MerchantsState after = play(d.freeze(), RED, new Command.BuyCard());
        int card = after.player(RED).cards()[0];
        for (int seat = 0; seat < 4; seat++) {
            after = play(after, seat, new Command.EndTurn());
            if (seat < 3) {
                after = play(after, seat + 1, Command.Roll.table(2, 2));
            }
        }
        assertThat(after.phase()).isEqualTo(Phase.BEFORE_ROLL);
        assertThat(Games.RULES.legalActions(after, RED)).extracting(LegalAction::kind).containsExactly("play-card", "roll");
        after = play(after, RED, new Command.PlayCard(card));
        assertThat(after.phase()).isEqualTo(Phase.BEFORE_ROLL);
        assertThat(after.pending()).isInstanceOf(Pending.MoveRobber.class);
    }
}
