package org.kontor.engine.hansa;

import static org.assertj.core.api.Assertions.assertThat;
import static org.kontor.engine.hansa.Table.BLUE;
import static org.kontor.engine.hansa.Table.GREEN;
import static org.kontor.engine.hansa.Table.YELLOW;

import org.junit.jupiter.api.Test;
import org.kontor.engine.RejectionKind;

/** The turn, Taxes, Place and Move (rulebook "Turno de juego", I, II, IV). */
class HansaActionsTest {

    @Test
    void two_actions_then_only_the_end_of_the_turn_and_the_next_seat_plays() {
        Table t = new Table("hansa-3", 3);
        Route r = t.route("hamburg", "luebeck");
        t.ok(YELLOW, new Command.Place(t.post(r, 0), Piece.TRADER));
        t.ok(YELLOW, new Command.Place(t.post(r, 1), Piece.MERCHANT));
        assertThat(t.state.actionsLeft()).isZero();
        assertThat(t.refused(YELLOW, new Command.Place(t.post(r, 2), Piece.TRADER), RejectionKind.NOT_AVAILABLE_NOW))
                .contains("no action left");
        t.refused(GREEN, new Command.Place(t.post(r, 2), Piece.TRADER), RejectionKind.NOT_YOUR_TURN);
        t.ok(YELLOW, new Command.EndTurn());
        assertThat(t.state.active()).isEqualTo(GREEN);
        assertThat(t.state.actionsLeft()).isEqualTo(2);
    }

    @Test
    void taxes_take_the_bursa_value_from_the_stock_in_any_mix_and_fewer_when_it_is_short() {
        Table t = new Table("hansa-3", 3).arrange(d -> {
            d.stock[YELLOW][1] = 2;
            d.level[YELLOW][Ability.BOOK.ordinal()] = 2;  // the two merchants came off the Liber Sophiae
        });
        t.ok(YELLOW, new Command.Taxes(1));
        assertThat(t.state.supply(YELLOW, Piece.TRADER)).isEqualTo(5 + 2);
        assertThat(t.state.supply(YELLOW, Piece.MERCHANT)).isEqualTo(1 + 1);
        assertThat(t.state.stock(YELLOW, Piece.TRADER)).isEqualTo(4);
        t.arrange(d -> d.stock[YELLOW][0] = 1).arrange(d -> d.supply[YELLOW][0] += 3);
        t.ok(YELLOW, new Command.Taxes(0));
        assertThat(t.events(Event.TaxesCollected.class)).containsExactly(new Event.TaxesCollected(YELLOW, 1, 0));
        assertThat(t.state.stock(YELLOW, Piece.TRADER)).isZero();
    }

    @Test
    void a_piece_goes_only_on_a_free_post_from_the_supply() {
        Table t = new Table("hansa-3", 3);
        Route r = t.route("hamburg", "luebeck");
        t.ok(YELLOW, new Command.Place(t.post(r, 0), Piece.MERCHANT));
        assertThat(t.refused(YELLOW, new Command.Place(t.post(r, 1), Piece.MERCHANT), RejectionKind.NOT_AFFORDABLE))
                .contains("no merchant in your supply");
        assertThat(t.refused(YELLOW, new Command.Place(t.post(r, 0), Piece.TRADER), RejectionKind.NOT_AVAILABLE_NOW))
                .contains("is taken");
        t.refused(YELLOW, new Command.Place(999, Piece.TRADER), RejectionKind.BAD_INPUT);
    }

    @Test
    void one_move_action_moves_up_to_the_liber_sophiae_value_and_a_swap_costs_two() {
        Table t = new Table("hansa-3", 3);
        Route a = t.route("hamburg", "luebeck");
        Route b = t.route("bremen", "hamburg");
        t.arrange(d -> {
            Table.take(d, YELLOW, Piece.TRADER);
            Table.take(d, YELLOW, Piece.TRADER);
            Table.take(d, YELLOW, Piece.MERCHANT);
            d.posts[a.firstPost()] = new Holder(YELLOW, Piece.TRADER);
            d.posts[a.firstPost() + 1] = new Holder(YELLOW, Piece.TRADER);
            d.posts[a.firstPost() + 2] = new Holder(YELLOW, Piece.MERCHANT);
            d.posts[b.firstPost()] = new Holder(GREEN, Piece.TRADER);
            Table.take(d, GREEN, Piece.TRADER);
        });
        t.ok(YELLOW, new Command.Move(a.firstPost(), b.firstPost() + 1));
        assertThat(t.state.actionsLeft()).isEqualTo(1);
        assertThat(t.state.movesLeft()).isEqualTo(1);
        t.ok(YELLOW, new Command.Move(a.firstPost() + 1, b.firstPost() + 2));
        assertThat(t.state.actionsLeft()).as("the second piece moves in the same action").isEqualTo(1);
        assertThat(t.refused(YELLOW, new Command.Move(a.firstPost() + 2, b.firstPost()), RejectionKind.NOT_AVAILABLE_NOW))
                .contains("is taken");
        // A swap of one's own merchant and trader: a new action, and both of its moves.
        t.ok(YELLOW, new Command.Move(a.firstPost() + 2, b.firstPost() + 1));
        assertThat(t.state.post(b.firstPost() + 1)).isEqualTo(new Holder(YELLOW, Piece.MERCHANT));
        assertThat(t.state.post(a.firstPost() + 2)).isEqualTo(new Holder(YELLOW, Piece.TRADER));
        assertThat(t.state.actionsLeft()).isZero();
        assertThat(t.state.movesLeft()).isZero();
        t.refused(YELLOW, new Command.Move(a.firstPost() + 2, a.firstPost()), RejectionKind.NOT_AVAILABLE_NOW);
        assertThat(RandomHansa.pieces(t.state, YELLOW)).containsExactly(26, 4);
        assertThat(t.state.post(b.firstPost())).isEqualTo(new Holder(GREEN, Piece.TRADER));
        t.refused(BLUE, new Command.EndTurn(), RejectionKind.NOT_YOUR_TURN);
    }
}
