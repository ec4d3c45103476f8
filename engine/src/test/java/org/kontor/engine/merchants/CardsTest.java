package org.kontor.engine.merchants;

import static org.assertj.core.api.Assertions.assertThat;
import static org.kontor.engine.merchants.Games.play;
import static org.kontor.engine.merchants.Games.reject;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.kontor.engine.RejectionKind;
import org.kontor.engine.board.Resource;
import org.kontor.engine.merchants.cards.Step;
import org.kontor.engine.resources.Resources;

/**
 * Every step of the card vocabulary, played from the provisional deck, and the generic card rules.
 * The board is a row of hexes whose top corners t0..t8 form a line; red has a kontor at t0 and
 * routes along it, white a route further on.
 */
class CardsTest extends RowOfHexes {

    @BeforeEach
    void redHasAKontorRoutesAndACaravan() {
        table(5, new int[] {0, 8}, "West", "East");
        d.placeKontor(t[0], RED);
        for (int i = 0; i < 2; i++) {
            d.placeRoute(p(i), RED);
        }
        d.placeRoute(p(2), WHITE);
        d.placeRoute(p(3), WHITE);
        d.setPlayer(RED, d.player(RED).withRoutesLeft(28).withCaravan(0, p(0)));
        d.setPlayer(WHITE, d.player(WHITE).withRoutesLeft(28));
        d.phase = Phase.ACTION;
    }

    /** Puts one card of this kind from the deck into red's hand, playable now; returns its id. */
    int hold(String kind) {
        for (int id : d.deck) {
            if (d.before.card(id).id().equals(kind)) {
                d.deck = java.util.Arrays.stream(d.deck).filter(c -> c != id).toArray();
                d.setPlayer(RED, d.player(RED).withCards(new int[] {id}, 0));
                return id;
            }
        }
        throw new IllegalArgumentException("no " + kind + " left in the deck");
    }

    MerchantsState playCard(String kind) {
        int card = hold(kind);
        return play(d.freeze(), RED, new Command.PlayCard(card));
    }

    @Test
    void the_lancer_moves_the_robber_and_steals_without_anyone_discarding() {
        d.give(BLUE, new Resources(3, 3, 3, 0, 0));
        MerchantsState s = playCard("lancer");
        assertThat(s.pending()).isEqualTo(new Pending.MoveRobber(RED));
        assertThat(s.player(BLUE).hand().total()).isEqualTo(9);
    }

    @Test
    void a_card_that_takes_resources_asks_for_each_one_among_the_allowed_kinds() {
        MerchantsState s = playCard("trade-fair");
        assertThat(s.pending()).isInstanceOf(Pending.CardStep.class);
        assertThat(((Pending.CardStep) s.pending()).remaining()).isEqualTo(2);
        s = play(s, RED, new Command.TakeResource(Resource.ORE));
        s = play(s, RED, new Command.TakeResource(Resource.SALT));
        assertThat(s.player(RED).hand()).isEqualTo(new Resources(0, 0, 0, 1, 1));
        assertThat(s.pending()).isNull();
        assertThat(s.cardPlay()).isNull();
        assertThat(s.bank().ore()).isEqualTo(18);
    }

    @Test
    void provisions_give_only_grain_or_salt() {
        MerchantsState s = playCard("provisions");
        assertThat(reject(s, RED, new Command.TakeResource(Resource.ORE)).kind()).isEqualTo(RejectionKind.BAD_INPUT);
        assertThat(RandomPlayer.enumerated(Games.RULES.legalActions(s, RED))).containsExactly(
                new Command.TakeResource(Resource.GRAIN), new Command.TakeResource(Resource.SALT), new Command.SkipCardStep());
    }

    @Test
    void a_card_that_gives_gold_pays_it_at_once() {
        MerchantsState s = playCard("letter-of-exchange");
        assertThat(s.player(RED).gold()).isEqualTo(5);
        assertThat(s.pending()).isNull();
    }

    @Test
    void road_builders_place_routes_without_paying_and_the_rest_may_be_skipped() {
        MerchantsState s = playCard("road-builders");
        assertThat(RandomPlayer.enumerated(Games.RULES.legalActions(s, RED))).contains(new Command.SkipCardStep())
                .doesNotContain(new Command.BuildCardRoute(p(4)));
        int spot = b.topology().pathsAtIntersection(t[0])[0] == p(0) ? b.topology().pathsAtIntersection(t[0])[1]
                : b.topology().pathsAtIntersection(t[0])[0];
        s = play(s, RED, new Command.BuildCardRoute(spot));
        assertThat((int) s.routeAt()[spot]).isEqualTo(RED);
        assertThat(s.player(RED).hand()).isEqualTo(Resources.NONE);
        assertThat(((Pending.CardStep) s.pending()).remaining()).isEqualTo(1);
        assertThat(reject(s, RED, new Command.BuildRoute(p(4))).kind()).isEqualTo(RejectionKind.NOT_AVAILABLE_NOW);
        s = play(s, RED, new Command.SkipCardStep());
        assertThat(s.pending()).isNull();
        assertThat(s.player(RED).routesLeft()).isEqualTo(27);
    }

    @Test
    void the_young_merchant_places_a_free_merchant_then_walks_it_three_free_steps() {
        MerchantsState s = playCard("young-merchant");
        s = play(s, RED, new Command.PlaceFreeMerchant(t[0], -1));
        assertThat(s.player(RED).merchants()[0]).isEqualTo(t[0]);
        assertThat(((Pending.CardStep) s.pending()).step()).isEqualTo(new Step.FreeMerchantSteps(3));
        assertThat(reject(s, RED, new Command.MoveMerchant(0, t[4])).message())
                .isEqualTo("The card gives 3 free steps; that intersection is farther.");
        s = play(s, RED, new Command.MoveMerchant(0, t[3]));
        assertThat(s.player(RED).merchants()[0]).isEqualTo(t[3]);
        assertThat(s.player(RED).hand()).isEqualTo(Resources.NONE);
        assertThat(s.pending()).isNull();
        assertThat(s.track().merchantsMoved()).as("free steps leave the paid movement").isZero();
    }

    @Test
    void local_guide_gives_six_free_steps_and_founding_at_the_end_still_happens() {
        d.setPlayer(RED, d.player(RED).withMerchant(0, t[2]));
        MerchantsState s = playCard("local-guide");
        s = play(s, RED, new Command.MoveMerchant(0, t[8]));
        assertThat((int) s.kontorAt()[t[8]]).isEqualTo(RED);
        assertThat(s.player(RED).goodsFree()).isEqualTo(2);
    }

    @Test
    void the_caravan_master_forms_a_free_caravan_and_moves_it_free_but_the_toll_is_still_paid() {
        MerchantsState s = playCard("caravan-master");
        s = play(s, RED, new Command.PlaceFreeCaravan(p(0), -1));
        assertThat(s.player(RED).caravans()).containsExactly(p(0), p(0));
        s = play(s, RED, new Command.MoveCaravan(1, List.of(p(1), p(2))));
        assertThat(s.player(RED).caravans()[1]).isEqualTo(p(2));
        assertThat(s.player(RED).gold()).isEqualTo(2);
        assertThat(s.player(WHITE).gold()).isEqualTo(4);
        assertThat(s.player(RED).hand()).isEqualTo(Resources.NONE);
    }

    @Test
    void pack_mules_move_a_caravan_up_to_six_routes_without_salt() {
        MerchantsState s = playCard("pack-mules");
        assertThat(reject(s, RED, new Command.MoveCaravan(0, List.of(p(1), p(2), p(3), p(2), p(1), p(0), p(1)))).kind())
                .isEqualTo(RejectionKind.BAD_INPUT);
        s = play(s, RED, new Command.MoveCaravan(0, List.of(p(1), p(2), p(3), p(2), p(1))));
        assertThat(s.player(RED).caravans()[0]).isEqualTo(p(1));
        assertThat(s.player(WHITE).gold()).as("one toll for the caravan, however many of white's routes").isEqualTo(4);
    }

    @Test
    void market_rights_make_each_opponent_with_cards_hand_one_over_in_parallel_and_only_the_two_see_which() {
        d.give(BLUE, Resources.of(Resource.WOOL, 2));
        d.give(ORANGE, Resources.of(Resource.ORE, 1));
        MerchantsState s = playCard("market-rights");
        assertThat(s.pending()).isEqualTo(new Pending.GiveResources(RED, Map.of(BLUE, 1, ORANGE, 1)));
        assertThat(Games.RULES.publicView(s).waitingFor()).containsExactly(BLUE, ORANGE);
        assertThat(reject(s, BLUE, new Command.GiveResources(Resources.of(Resource.WOOL, 2))).kind()).isEqualTo(RejectionKind.BAD_INPUT);
        List<Event> given = Games.accept(s, ORANGE, new Command.GiveResources(Resources.of(Resource.ORE, 1))).events();
        assertThat(given.get(0).seenBy(BLUE)).isEqualTo(new Event.ResourcesGiven(ORANGE, RED, null));
        s = play(s, ORANGE, new Command.GiveResources(Resources.of(Resource.ORE, 1)));
        s = play(s, BLUE, new Command.GiveResources(Resources.of(Resource.WOOL, 1)));
        assertThat(s.player(RED).hand()).isEqualTo(new Resources(0, 1, 0, 1, 0));
        assertThat(s.pending()).isNull();
    }

    @Test
    void a_card_for_the_action_phase_is_refused_before_the_roll_with_its_name() {
        int card = hold("trade-fair");
        d.phase = Phase.BEFORE_ROLL;
        assertThat(reject(d.freeze(), RED, new Command.PlayCard(card)).message())
                .isEqualTo(d.before.card(card).nameEn() + " is played after the roll, in the action phase.");
        assertThat(RandomPlayer.enumerated(Games.RULES.legalActions(d.freeze(), RED))).doesNotContain(new Command.PlayCard(card));
    }

    @Test
    void when_the_stack_runs_out_the_played_cards_are_reshuffled_into_a_new_one() {
        int[] all = d.deck.clone();
        d.deck = new int[0];
        d.discards = all;
        d.give(RED, Building.CARD_COST);
        List<Event> bought = Games.accept(d.freeze(), RED, new Command.BuyCard()).events();
        assertThat(bought).contains(new Event.DeckReshuffled(25));
        MerchantsState s = play(d.freeze(), RED, new Command.BuyCard());
        assertThat(s.deck()).hasSize(24);
        assertThat(s.discards()).isEmpty();
    }

    @Test
    void the_owner_sees_the_card_names_and_texts_and_everyone_sees_that_the_deck_is_provisional() {
        int card = hold("letter-of-exchange");
        MerchantsState s = d.freeze();
        SeatView mine = Games.RULES.view(s, RED);
        assertThat(mine.cards()).hasSize(1);
        assertThat(mine.cards().get(0).kind()).isEqualTo("letter-of-exchange");
        assertThat(mine.cards().get(0).nameEn()).isEqualTo(s.card(card).nameEn());
        assertThat(mine.cards().get(0).textEs()).isEqualTo(s.card(card).textEs());
        assertThat(mine.provisionalDeck()).isTrue();
        assertThat(Games.RULES.publicView(s).provisionalDeck()).isTrue();
        assertThat(Games.RULES.view(s, BLUE).cards()).isEmpty();
        List<Event> played = Games.accept(s, RED, new Command.PlayCard(card)).events();
        assertThat(played.get(0)).isEqualTo(new Event.CardPlayed(RED, card, "letter-of-exchange", s.card(card).nameEn()));
    }
}
