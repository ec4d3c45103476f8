package org.kontor.engine.merchants;

import static org.assertj.core.api.Assertions.assertThat;
import static org.kontor.engine.merchants.Games.play;
import static org.kontor.engine.merchants.Games.reject;

import java.util.List;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.kontor.engine.RejectionKind;
import org.kontor.engine.Result;
import org.kontor.engine.board.Resource;
import org.kontor.engine.resources.Resources;

/**
 * Caravans, tolls, deliveries and winning on a row of hexes whose top corners t0..t8 form a line:
 * t0 Bern (blue), t2 Paris (orange), t3 Bruxelles (white), t4 Köln (orange), t6 Lyon (white).
 * Path p(i) joins t(i) and t(i+1).
 */
class CaravansTest extends RowOfHexes {

    @BeforeEach
    void blueHasACaravanBesideItsRouteAtBern() {
        table(4, new int[] {0, 2, 3, 4, 6}, "Bern", "Paris", "Bruxelles", "Köln", "Lyon");
        d.placeKontor(t[0], BLUE);
        d.placeKontor(t[2], ORANGE);
        d.placeKontor(t[3], WHITE);
        d.placeKontor(t[4], ORANGE);
        d.placeKontor(t[6], WHITE);
        route(p(0), BLUE);
        route(p(1), BLUE);
        d.setPlayer(BLUE, d.player(BLUE).withCaravan(0, p(0)));
        d.phase = Phase.ACTION;
        d.active = BLUE;
        d.give(BLUE, new Resources(2, 0, 0, 2, 3));
        goods(BLUE, 2, 3, 0);
    }

    void route(int path, int seat) {
        d.placeRoute(path, seat);
        d.setPlayer(seat, d.player(seat).withRoutesLeft(d.player(seat).routesLeft() - 1));
    }

    void goods(int seat, int covered, int free, int delivered) {
        Player p = d.player(seat);
        d.setPlayer(seat, new Player(p.colour(), p.hand(), p.gold(), p.routesLeft(), covered, covered, free, delivered,
                p.merchants(), p.caravans(), p.cards(), p.newCards()));
    }

    static List<Event> events(MerchantsState s, int seat, Command c) {
        return Games.accept(s, seat, c).events();
    }

    @Test
    void the_rulebook_example_blue_delivers_at_paris_bruxelles_and_koln_in_one_move_and_pays_white_one_toll() {
        MerchantsState s = d.freeze();
        // Blue builds the route towards Bruxelles, then pays 1 salt to move three routes: past Paris, over the new
        // route to Bruxelles, and over White's route to Köln.
        route(p(3), WHITE);
        s = play(d.freeze(), BLUE, new Command.BuildRoute(p(2)));
        int blueGold = s.player(BLUE).gold();
        int whiteGold = s.player(WHITE).gold();
        List<Event> moved = events(s, BLUE, new Command.MoveCaravan(0, List.of(p(1), p(2), p(3))));
        assertThat(moved).contains(new Event.TollPaid(BLUE, WHITE, 1), new Event.CaravanMoved(BLUE, 0, p(0), List.of(p(1), p(2), p(3)), 1));
        s = Games.accept(s, BLUE, new Command.MoveCaravan(0, List.of(p(1), p(2), p(3)))).state();
        assertThat(s.player(BLUE).gold()).isEqualTo(blueGold - 1);
        assertThat(s.player(WHITE).gold()).isEqualTo(whiteGold + 1);
        assertThat(s.player(BLUE).hand().salt()).isEqualTo(2);

        assertThat(RandomPlayer.enumerated(Games.RULES.legalActions(s, BLUE)))
                .contains(new Command.Deliver(t[2]), new Command.Deliver(t[3]), new Command.Deliver(t[4]));
        s = play(s, BLUE, new Command.Deliver(t[2]));
        s = play(s, BLUE, new Command.Deliver(t[3]));
        List<Event> last = events(s, BLUE, new Command.Deliver(t[4]));
        assertThat(last).containsExactly(new Event.GoodsDelivered(BLUE, t[4], ORANGE, 3, 5));
        s = play(s, BLUE, new Command.Deliver(t[4]));
        assertThat(s.player(BLUE).goodsFree()).isZero();
        assertThat(s.player(BLUE).goodsDelivered()).isEqualTo(3);
        assertThat(Games.RULES.publicView(s).goods()).containsExactlyInAnyOrder(
                new PublicView.Piece(BLUE, t[2]), new PublicView.Piece(BLUE, t[3]), new PublicView.Piece(BLUE, t[4]));
    }

    @Test
    void two_caravans_through_the_same_opponents_routes_pay_twice_but_one_caravan_pays_once_per_turn() {
        route(p(2), WHITE);
        route(p(3), WHITE);
        d.setPlayer(BLUE, d.player(BLUE).withCaravan(1, p(1)));
        MerchantsState s = d.freeze();
        s = play(s, BLUE, new Command.MoveCaravan(0, List.of(p(1), p(2))));
        s = play(s, BLUE, new Command.MoveCaravan(0, List.of(p(3))));
        assertThat(s.player(WHITE).gold()).as("the same caravan again: no second toll").isEqualTo(4);
        List<Event> second = events(s, BLUE, new Command.MoveCaravan(1, List.of(p(2))));
        assertThat(second).contains(new Event.TollPaid(BLUE, WHITE, 1));
        s = play(s, BLUE, new Command.MoveCaravan(1, List.of(p(2))));
        assertThat(s.player(WHITE).gold()).isEqualTo(5);
        assertThat(s.player(BLUE).gold()).isEqualTo(1);
    }

    @Test
    void a_caravan_may_pass_but_not_end_beside_a_route_with_two_caravans() {
        route(p(2), BLUE);
        route(p(3), BLUE);
        d.setPlayer(RED, d.player(RED).withCaravan(0, p(2)));
        d.setPlayer(WHITE, d.player(WHITE).withCaravan(0, p(2)));
        MerchantsState s = d.freeze();
        assertThat(reject(s, BLUE, new Command.MoveCaravan(0, List.of(p(1), p(2)))).message())
                .isEqualTo("A caravan may pass, but not end beside, a trade route that already has 2 caravans.");
        s = play(s, BLUE, new Command.MoveCaravan(0, List.of(p(1), p(2), p(3))));
        assertThat(s.player(BLUE).caravans()[0]).isEqualTo(p(3));
    }

    @Test
    void with_two_caravans_beside_its_only_next_route_a_caravan_is_offered_just_the_walks_that_pass_it() {
        route(p(2), BLUE);
        d.setPlayer(RED, d.player(RED).withCaravan(0, p(1)));
        d.setPlayer(WHITE, d.player(WHITE).withCaravan(0, p(1)));
        LegalAction moves = caravanMoves(d.freeze());
        // Back onto the route it left, or on past the crowded one; never ending beside it.
        assertThat(moves.choices()).containsExactly(new Command.MoveCaravan(0, List.of(p(1), p(0))),
                new Command.MoveCaravan(0, List.of(p(1), p(2))));
    }

    @Test
    void a_caravan_without_gold_whose_next_routes_are_all_an_opponents_is_offered_no_move_until_it_has_the_toll() {
        route(p(2), WHITE);
        route(p(3), WHITE);
        d.setPlayer(BLUE, d.player(BLUE).withCaravan(0, p(3)));
        Games.gold(d, BLUE, 0);
        MerchantsState broke = d.freeze();
        assertThat(Games.RULES.legalActions(broke, BLUE)).noneMatch(a -> a.kind().equals("move-caravan"));
        Games.gold(d, BLUE, 1);
        LegalAction moves = caravanMoves(d.freeze());
        assertThat(moves.choices()).contains(new Command.MoveCaravan(0, List.of(p(2))));
        assertThat(moves.prices()).allMatch(price -> price.gold() == 1);
    }

    private static LegalAction caravanMoves(MerchantsState s) {
        return Games.RULES.legalActions(s, BLUE).stream().filter(a -> a.kind().equals("move-caravan")).findFirst().orElseThrow();
    }

    @Test
    void a_caravan_that_starts_its_turn_on_an_opponents_route_leaves_it_free_but_pays_if_it_comes_back() {
        route(p(2), WHITE);
        d.setPlayer(BLUE, d.player(BLUE).withCaravan(0, p(2)));
        MerchantsState s = d.freeze();
        List<Event> leaving = events(s, BLUE, new Command.MoveCaravan(0, List.of(p(1))));
        assertThat(leaving).noneMatch(e -> e instanceof Event.TollPaid);
        List<Event> andBack = events(s, BLUE, new Command.MoveCaravan(0, List.of(p(1), p(2))));
        assertThat(andBack).contains(new Event.TollPaid(BLUE, WHITE, 1));
    }

    @Test
    void a_caravan_that_cannot_pay_the_toll_cannot_make_the_move() {
        route(p(2), WHITE);
        route(p(3), ORANGE);
        Games.gold(d, BLUE, 1);
        MerchantsState s = d.freeze();
        assertThat(reject(s, BLUE, new Command.MoveCaravan(0, List.of(p(1), p(2), p(3))))).satisfies(r -> {
            assertThat(r.kind()).isEqualTo(RejectionKind.NOT_AFFORDABLE);
            assertThat(r.message()).isEqualTo("This move owes 2 gold in tolls; you have 1.");
        });
        play(s, BLUE, new Command.MoveCaravan(0, List.of(p(1), p(2))));
        List<LegalAction> legal = Games.RULES.legalActions(s, BLUE);
        LegalAction moves = legal.stream().filter(a -> a.kind().equals("move-caravan")).findFirst().orElseThrow();
        assertThat(moves.choices()).doesNotContain(new Command.MoveCaravan(0, List.of(p(1), p(2), p(3))));
        assertThat(moves.prices().get(moves.choices().indexOf(new Command.MoveCaravan(0, List.of(p(1), p(2))))))
                .isEqualTo(new LegalAction.Price(Resources.of(Resource.SALT, 1), 1));
    }

    @Test
    void a_caravan_moves_only_along_trade_routes_and_a_step_must_touch_the_route_before() {
        MerchantsState s = d.freeze();
        assertThat(reject(s, BLUE, new Command.MoveCaravan(0, List.of(p(1), p(2)))).message())
                .isEqualTo("A caravan moves only along trade routes; path " + p(2) + " has none.");
        route(p(3), BLUE);
        assertThat(reject(d.freeze(), BLUE, new Command.MoveCaravan(0, List.of(p(3)))).message())
                .isEqualTo("Each step goes to a trade route next to the one before; path " + p(3) + " is not.");
        assertThat(reject(s, BLUE, new Command.MoveCaravan(0, List.of(p(1), p(0), p(1), p(0)))).kind())
                .isEqualTo(RejectionKind.BAD_INPUT);
    }

    @Test
    void goods_go_only_under_another_players_kontor_without_goods_and_only_free_tokens_count() {
        d.goodsAt = d.goodsAt.clone();
        d.goodsAt[t[2]] = RED;
        MerchantsState s = play(d.freeze(), BLUE, new Command.MoveCaravan(0, List.of(p(1))));
        assertThat(reject(s, BLUE, new Command.Deliver(t[2])).message())
                .isEqualTo("That kontor already has a goods token; each kontor takes one.");
        assertThat(reject(s, BLUE, new Command.Deliver(t[0])).message())
                .startsWith("Goods go only under another player's kontor");
        assertThat(reject(s, BLUE, new Command.Deliver(t[3])).message())
                .isEqualTo("None of your caravans has been beside a trade route next to that kontor this turn.");
        goods(BLUE, 3, 0, 2);
        route(p(2), BLUE);
        MerchantsState none = play(d.freeze(), BLUE, new Command.MoveCaravan(0, List.of(p(1), p(2))));
        assertThat(reject(none, BLUE, new Command.Deliver(t[3])).kind()).isEqualTo(RejectionKind.NOT_AFFORDABLE);
    }

    @Test
    void a_caravan_standing_beside_a_kontor_founded_later_may_deliver_on_its_owners_turn_without_moving() {
        d.setPlayer(BLUE, d.player(BLUE).withCaravan(0, p(1)));
        MerchantsState s = d.freeze();
        assertThat(RandomPlayer.enumerated(Games.RULES.legalActions(s, BLUE))).contains(new Command.Deliver(t[2]));
        play(s, BLUE, new Command.Deliver(t[2]));
    }

    @Test
    void a_caravan_that_waited_beside_a_kontor_delivers_after_the_roll_not_before() {
        // ES: "Empieza tu turno tirando los dos dados"; only the Lancer may come before the roll.
        d.setPlayer(BLUE, d.player(BLUE).withCaravan(0, p(1)));
        d.phase = Phase.BEFORE_ROLL;
        MerchantsState s = d.freeze();
        assertThat(Games.RULES.legalActions(s, BLUE)).extracting(LegalAction::kind).doesNotContain("deliver");
        assertThat(reject(s, BLUE, new Command.Deliver(t[2])).message())
                .isEqualTo("Roll the dice first: goods are delivered in the action phase, after production.");
        s = play(s, BLUE, Command.Roll.table(1, 2));
        assertThat(RandomPlayer.enumerated(Games.RULES.legalActions(s, BLUE))).contains(new Command.Deliver(t[2]));
        s = play(s, BLUE, new Command.Deliver(t[2]));
        assertThat(s.goodsAt()[t[2]]).isEqualTo((byte) BLUE);
    }

    @Test
    void delivering_the_last_goods_token_wins_at_once_and_every_later_command_is_game_over() {
        goods(BLUE, 0, 1, 4);
        MerchantsState s = play(d.freeze(), BLUE, new Command.MoveCaravan(0, List.of(p(1))));
        Result.Accepted<MerchantsState, Event> won = Games.accept(s, BLUE, new Command.Deliver(t[2]));
        assertThat(won.events()).endsWith(new Event.GameWon(BLUE));
        s = won.state();
        assertThat(s.winner()).isEqualTo(BLUE);
        assertThat(Games.RULES.publicView(s).winner()).isEqualTo(BLUE);
        assertThat(Games.RULES.publicView(s).waitingFor()).isEmpty();
        for (int seat = 0; seat < 4; seat++) {
            assertThat(Games.RULES.legalActions(s, seat)).isEmpty();
        }
        assertThat(reject(s, BLUE, new Command.EndTurn()).kind()).isEqualTo(RejectionKind.GAME_OVER);
        assertThat(reject(s, RED, new Command.Roll(List.of(1, 2))).message()).isEqualTo("The game is over: Blue delivered all goods tokens and won.");
    }
}
