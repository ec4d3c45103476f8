package org.kontor.engine.hansa;

import static org.assertj.core.api.Assertions.assertThat;
import static org.kontor.engine.hansa.Table.BLUE;
import static org.kontor.engine.hansa.Table.GREEN;
import static org.kontor.engine.hansa.Table.YELLOW;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.kontor.engine.RejectionKind;

/** Bonus markers (rulebook V b): taking one, the face-down replacement, each kind's use. */
class HansaBonusMarkersTest {

    @Test
    void a_taken_marker_is_replaced_face_down_and_placed_at_the_end_of_the_turn_beside_an_empty_route() {
        Table t = new Table("hansa-3", 3);
        Route tavern = t.route("bremen", "osnabrueck");
        BonusMarker there = t.state.routeMarker(tavern.id());
        t.fill(tavern, YELLOW);
        t.ok(YELLOW, new Command.Establish(tavern.id()));
        assertThat(t.state.heldMarkers(YELLOW)).containsExactly(there);
        assertThat(t.events(Event.MarkerDrawn.class)).containsExactly(new Event.MarkerDrawn(YELLOW, 12));
        assertThat(t.state.markersDrawn()).isEqualTo(1);
        Route busy = t.route("hamburg", "luebeck");
        t.arrange(d -> {
            Table.take(d, GREEN, Piece.TRADER);
            d.posts[busy.firstPost()] = new Holder(GREEN, Piece.TRADER);
        });
        t.ok(YELLOW, new Command.EndTurn());
        assertThat(t.state.pending()).isEqualTo(new Pending.PlaceMarkers(YELLOW, 1));
        assertThat(t.state.active()).as("the turn passes once the markers lie").isEqualTo(YELLOW);
        t.refused(GREEN, new Command.Taxes(0), RejectionKind.NOT_YOUR_TURN);
        t.refused(YELLOW, new Command.PlaceMarker(busy.id()), RejectionKind.NOT_AVAILABLE_NOW);
        Route taken = t.route("lueneburg", "perleberg");
        t.refused(YELLOW, new Command.PlaceMarker(taken.id()), RejectionKind.NOT_AVAILABLE_NOW);
        Route free = t.route("kampen", "osnabrueck");
        t.ok(YELLOW, new Command.PlaceMarker(free.id()));
        assertThat(t.state.routeMarker(free.id())).isNotNull();
        assertThat(t.events(Event.MarkerPlaced.class)).hasSize(1);
        assertThat(t.state.active()).isEqualTo(GREEN);
        assertThat(t.state.markersDrawn()).isZero();
    }

    @Test
    void a_marker_is_not_usable_in_the_action_that_gains_it_but_from_the_next_command_on() {
        Table t = new Table("hansa-3", 3);
        Route tavern = t.route("bremen", "osnabrueck");
        t.arrange(d -> d.routeMarker[tavern.id()] = BonusMarker.EXTRA_OFFICE);
        t.fill(tavern, YELLOW);
        t.arrange(d -> d.offices[d.map.city("bremen")][0] = new Holder(BLUE, Piece.TRADER)).arrange(d -> d.supply[BLUE][0]--);
        t.refused(YELLOW, new Command.EstablishExtraOffice(tavern.id(), t.city("bremen"), Piece.TRADER), RejectionKind.NOT_AVAILABLE_NOW);
        t.ok(YELLOW, new Command.Establish(tavern.id()));
        t.fill(tavern, YELLOW);
        t.ok(YELLOW, new Command.EstablishExtraOffice(tavern.id(), t.city("bremen"), Piece.TRADER));
        assertThat(t.state.extraOffices(t.city("bremen"))).containsExactly(new Holder(YELLOW, Piece.TRADER));
        assertThat(t.state.usedMarkers(YELLOW)).containsExactly(BonusMarker.EXTRA_OFFICE);
        assertThat(t.state.controller(t.city("bremen"))).as("1 each; Blue's printed office lies right").isEqualTo(BLUE);
        assertThat(RandomHansa.pieces(t.state, YELLOW)).containsExactly(26, 4);
    }

    @Test
    void swap_offices_exchanges_two_neighbours_one_of_them_yours_and_moves_control() {
        Table t = new Table("hansa-3", 3).office("hamburg", 0, YELLOW).office("hamburg", 1, GREEN)
                .arrange(d -> d.held.get(YELLOW).add(BonusMarker.SWAP_OFFICES));
        assertThat(t.state.controller(t.city("hamburg"))).isEqualTo(GREEN);
        t.refused(YELLOW, new Command.SwapOffices(t.city("hamburg"), 1), RejectionKind.NOT_AVAILABLE_NOW);
        t.ok(YELLOW, new Command.SwapOffices(t.city("hamburg"), 0));
        assertThat(t.state.controller(t.city("hamburg"))).isEqualTo(YELLOW);
        assertThat(t.state.actionsLeft()).as("markers cost no action").isEqualTo(2);
        assertThat(t.state.prestige(YELLOW)).isZero();
        t.refused(YELLOW, new Command.SwapOffices(t.city("hamburg"), 0), RejectionKind.NOT_AVAILABLE_NOW);
    }

    @Test
    void remove_three_takes_up_to_three_opponents_pieces_back_to_their_supply() {
        Table t = new Table("hansa-3", 3);
        Route r = t.route("bremen", "hamburg");
        t.fill(r, GREEN).arrange(d -> d.held.get(YELLOW).add(BonusMarker.REMOVE_THREE));
        int supply = t.state.supply(GREEN, Piece.TRADER);
        for (int i = 0; i < 3; i++) {
            t.ok(YELLOW, new Command.RemovePiece(t.post(r, i)));
        }
        assertThat(t.state.supply(GREEN, Piece.TRADER)).isEqualTo(supply + 3);
        t.refused(YELLOW, new Command.RemovePiece(t.post(r, 3)), RejectionKind.NOT_AVAILABLE_NOW);
        assertThat(t.state.usedMarkers(YELLOW)).containsExactly(BonusMarker.REMOVE_THREE);
        Table stock = new Table("hansa-3", 3, new RuleOptions(5, true, false, 2, false, RuleOptions.TieBreak.SHARE));
        stock.fill(r, GREEN).arrange(d -> d.held.get(YELLOW).add(BonusMarker.REMOVE_THREE));
        int inStock = stock.state.stock(GREEN, Piece.TRADER);
        stock.ok(YELLOW, new Command.RemovePiece(stock.post(r, 0)));
        assertThat(stock.state.stock(GREEN, Piece.TRADER)).as("option removeTo=stock").isEqualTo(inStock + 1);
    }

    @Test
    void develop_ability_and_extra_actions_act_at_once() {
        Table t = new Table("hansa-3", 3).arrange(d -> d.held.get(YELLOW).addAll(List.of(BonusMarker.DEVELOP_ABILITY,
                BonusMarker.FOUR_ACTIONS)));
        t.ok(YELLOW, new Command.DevelopAbility(Ability.BOOK));
        assertThat(t.state.value(YELLOW, Ability.BOOK)).isEqualTo(3);
        assertThat(t.state.supply(YELLOW, Piece.MERCHANT)).isEqualTo(2);
        t.refused(YELLOW, new Command.ExtraActions(3), RejectionKind.NOT_AVAILABLE_NOW);
        t.ok(YELLOW, new Command.ExtraActions(4));
        assertThat(t.state.actionsLeft()).isEqualTo(6);
        t.ok(YELLOW, new Command.EndTurn());
        assertThat(t.state.actionsLeft()).as("bonus actions last one turn").isEqualTo(2);
    }

    /**
     * The Big Box edition (an edition option, not a reading of the rulebook, which describes the
     * original): 15 markers, 4 extra office, 3 swap, 2 Move 3, 2 develop, 2 × +3, 2 × +4; Move 3 lies
     * on a start tavern in Remove 3's place.
     */
    @Test
    void the_big_box_edition_has_15_markers_with_move_three_instead_of_remove_three() {
        RuleOptions bigBox = HansaGame.options(java.util.Map.of("edition", "big-box"));
        Table t = new Table("hansa-45", 4, bigBox);
        List<BonusMarker> all = new java.util.ArrayList<>(t.state.d.markerSupply);
        for (BonusMarker m : t.state.d.routeMarker) {
            if (m != null) {
                all.add(m);
            }
        }
        assertThat(all).hasSize(15).doesNotContain(BonusMarker.REMOVE_THREE);
        assertThat(all.stream().filter(m -> m == BonusMarker.MOVE_THREE)).hasSize(2);
        assertThat(all.stream().filter(m -> m == BonusMarker.EXTRA_OFFICE)).hasSize(4);
        assertThat(all.stream().filter(m -> m == BonusMarker.SWAP_OFFICES)).hasSize(3);
        assertThat(all.stream().filter(m -> m == BonusMarker.DEVELOP_ABILITY)).hasSize(2);
        assertThat(java.util.Arrays.stream(t.state.d.routeMarker).filter(java.util.Objects::nonNull))
                .containsExactlyInAnyOrder(BonusMarker.EXTRA_OFFICE, BonusMarker.SWAP_OFFICES, BonusMarker.MOVE_THREE);
        Table original = new Table("hansa-45", 4);
        assertThat(original.state.d.markerSupply).hasSize(13).doesNotContain(BonusMarker.MOVE_THREE);
        assertThat(HansaGame.named(bigBox)).containsEntry("edition", "big-box");
        org.assertj.core.api.Assertions.assertThatThrownBy(() -> HansaGame.options(java.util.Map.of("edition", "deluxe")))
                .hasMessage("The option edition takes original or big-box, not \"deluxe\".");
    }

    @Test
    void move_three_moves_up_to_three_opponents_pieces_to_free_posts_displacing_nobody() {
        RuleOptions bigBox = HansaGame.options(java.util.Map.of("edition", "big-box"));
        Table t = new Table("hansa-3", 3, bigBox);
        Route r = t.route("bremen", "hamburg");
        Route empty = t.route("kampen", "osnabrueck");
        t.fill(r, GREEN).arrange(d -> d.held.get(YELLOW).add(BonusMarker.MOVE_THREE));
        int actions = t.state.actionsLeft();
        t.refused(YELLOW, new Command.MoveOpponentPiece(t.post(r, 0), t.post(r, 1)), RejectionKind.NOT_AVAILABLE_NOW);
        for (int i = 0; i < 3; i++) {
            t.ok(YELLOW, new Command.MoveOpponentPiece(t.post(r, i), t.post(empty, i)));
            assertThat(t.events(Event.OpponentPieceMoved.class)).containsExactly(
                    new Event.OpponentPieceMoved(YELLOW, GREEN, t.post(r, i), t.post(empty, i), Piece.TRADER));
        }
        assertThat(t.state.d.posts[t.post(empty, 2)]).isEqualTo(new Holder(GREEN, Piece.TRADER));
        assertThat(t.state.d.posts[t.post(r, 0)]).isNull();
        assertThat(t.state.actionsLeft()).as("a marker costs no action").isEqualTo(actions);
        assertThat(t.state.usedMarkers(YELLOW)).containsExactly(BonusMarker.MOVE_THREE);
        t.refused(YELLOW, new Command.MoveOpponentPiece(t.post(r, 3), t.post(empty, 0)), RejectionKind.NOT_AVAILABLE_NOW);
        Table plain = new Table("hansa-3", 3);
        plain.fill(r, GREEN);
        plain.refused(YELLOW, new Command.MoveOpponentPiece(plain.post(r, 0), plain.post(empty, 0)), RejectionKind.NOT_AVAILABLE_NOW);
    }
}
