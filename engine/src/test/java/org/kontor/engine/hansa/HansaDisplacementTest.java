package org.kontor.engine.hansa;

import static org.assertj.core.api.Assertions.assertThat;
import static org.kontor.engine.hansa.Table.BLUE;
import static org.kontor.engine.hansa.Table.GREEN;
import static org.kontor.engine.hansa.Table.YELLOW;

import org.junit.jupiter.api.Test;
import org.kontor.engine.RejectionKind;

/** Displace (rulebook III): the cost, the displaced player's free placements, the widening rings. */
class HansaDisplacementTest {

    /** Green's trader on the first post of Hamburg–Lübeck. */
    private static Table greenOnHamburgLuebeck(Piece piece) {
        Table t = new Table("hansa-3", 3);
        Route r = t.route("hamburg", "luebeck");
        return t.arrange(d -> {
            Table.take(d, GREEN, piece);
            d.posts[r.firstPost()] = new Holder(GREEN, piece);
        });
    }

    @Test
    void displacing_a_trader_costs_one_more_piece_and_the_victim_places_it_and_one_extra_on_an_adjacent_route() {
        Table t = greenOnHamburgLuebeck(Piece.TRADER);
        Route r = t.route("hamburg", "luebeck");
        t.ok(YELLOW, new Command.Displace(r.firstPost(), Piece.TRADER));
        assertThat(t.state.post(r.firstPost())).isEqualTo(new Holder(YELLOW, Piece.TRADER));
        assertThat(t.state.supply(YELLOW, Piece.TRADER)).as("5 - 1 placed - 1 paid").isEqualTo(3);
        assertThat(t.state.stock(YELLOW, Piece.TRADER)).isEqualTo(6 + 1);
        assertThat(t.state.pending()).isEqualTo(new Pending.Displaced(GREEN, r.id(), Piece.TRADER, false, 1));
        // Yellow waits; Green answers.
        t.refused(YELLOW, new Command.Place(t.post(t.route("bremen", "hamburg"), 0), Piece.TRADER), RejectionKind.NOT_YOUR_TURN);
        // Not onto the same route, not onto a route two cities away while adjacent ones have room.
        t.refused(GREEN, new Command.Relocate(r.firstPost() + 1, Piece.TRADER, -1), RejectionKind.NOT_AVAILABLE_NOW);
        assertThat(t.refused(GREEN, new Command.Relocate(t.post(t.route("bremen", "minden"), 0), Piece.TRADER, -1),
                RejectionKind.NOT_AVAILABLE_NOW)).contains("nearest routes");
        Route adjacent = t.route("hamburg", "stade");
        t.ok(GREEN, new Command.Relocate(t.post(adjacent, 0), Piece.TRADER, -1));
        t.ok(GREEN, new Command.Relocate(t.post(adjacent, 1), Piece.TRADER, -1));
        assertThat(t.events(Event.Relocated.class)).containsExactly(
                new Event.Relocated(GREEN, t.post(adjacent, 1), Piece.TRADER, "stock"));
        assertThat(t.state.stock(GREEN, Piece.TRADER)).isEqualTo(4);
        assertThat(t.state.pending()).isNull();
        assertThat(t.state.actionsLeft()).isEqualTo(1);
        for (int seat = 0; seat < 3; seat++) {
            assertThat(RandomHansa.pieces(t.state, seat)).containsExactly(26, 4);
        }
    }

    @Test
    void displacing_a_merchant_costs_two_and_gives_two_extras_which_the_victim_may_decline() {
        Table t = greenOnHamburgLuebeck(Piece.MERCHANT);
        Route r = t.route("hamburg", "luebeck");
        t.ok(YELLOW, new Command.Displace(r.firstPost(), Piece.MERCHANT));
        assertThat(t.events(Event.Displaced.class).get(0).paid()).isEqualTo(2);
        assertThat(t.state.supply(YELLOW, Piece.TRADER)).as("5 - 2 paid; the merchant placed").isEqualTo(3);
        t.refused(GREEN, new Command.StopRelocating(), RejectionKind.NOT_AVAILABLE_NOW);
        t.refused(GREEN, new Command.Relocate(t.post(t.route("hamburg", "stade"), 0), Piece.TRADER, -1),
                RejectionKind.NOT_AVAILABLE_NOW);
        t.ok(GREEN, new Command.Relocate(t.post(t.route("hamburg", "stade"), 0), Piece.MERCHANT, -1));
        assertThat(t.state.pending()).isEqualTo(new Pending.Displaced(GREEN, r.id(), Piece.MERCHANT, true, 2));
        t.ok(GREEN, new Command.StopRelocating());
        assertThat(t.state.pending()).isNull();
        assertThat(t.events(Event.ExtraPiecesDeclined.class)).containsExactly(new Event.ExtraPiecesDeclined(GREEN, 2));
        assertThat(t.state.stock(GREEN, Piece.TRADER)).as("no extra taken").isEqualTo(5);
    }

    @Test
    void a_displacer_who_cannot_pay_is_refused() {
        Table t = greenOnHamburgLuebeck(Piece.MERCHANT).arrange(d -> {
            d.stock[YELLOW][0] += d.supply[YELLOW][0] - 1;
            d.supply[YELLOW][0] = 1;
        });
        Route r = t.route("hamburg", "luebeck");
        assertThat(t.refused(YELLOW, new Command.Displace(r.firstPost(), Piece.TRADER), RejectionKind.NOT_AFFORDABLE))
                .contains("costs 2 more pieces");
        t.refused(YELLOW, new Command.Displace(r.firstPost() + 1, Piece.TRADER), RejectionKind.NOT_AVAILABLE_NOW);
    }

    @Test
    void when_every_adjacent_route_is_full_the_ring_widens_one_city() {
        Table t = greenOnHamburgLuebeck(Piece.TRADER);
        for (String[] full : new String[][] {{"bremen", "hamburg"}, {"hamburg", "lueneburg"}, {"hamburg", "stade"}}) {
            t.fill(t.route(full[0], full[1]), BLUE);
        }
        Route r = t.route("hamburg", "luebeck");
        t.ok(YELLOW, new Command.Displace(r.firstPost(), Piece.TRADER));
        t.refused(GREEN, new Command.Relocate(t.post(t.route("minden", "muenster"), 0), Piece.TRADER, -1),
                RejectionKind.NOT_AVAILABLE_NOW);
        assertThat(t.listed(GREEN, new Command.Relocate(t.post(t.route("bremen", "minden"), 2), Piece.TRADER, -1))).isTrue();
        assertThat(t.listed(GREEN, new Command.Relocate(t.post(t.route("lueneburg", "perleberg"), 0), Piece.TRADER, -1))).isTrue();
        t.ok(GREEN, new Command.Relocate(t.post(t.route("bremen", "minden"), 2), Piece.TRADER, -1));
    }

    @Test
    void with_an_empty_stock_and_supply_an_extra_may_come_from_the_board() {
        Table t = greenOnHamburgLuebeck(Piece.TRADER);
        Route far = t.route("arnheim", "duisburg");
        t.arrange(d -> {
            d.posts[far.firstPost()] = new Holder(GREEN, Piece.TRADER);
            d.supply[GREEN][0] -= 1;
            // Green's remaining stock and supply go to the board's Coellen route to empty them.
            int[] left = {d.stock[GREEN][0] + d.supply[GREEN][0], d.supply[GREEN][1]};
            d.stock[GREEN][0] = 0;
            d.supply[GREEN][0] = 0;
            d.supply[GREEN][1] = 0;
            d.level[GREEN][Ability.KEYS.ordinal()] = 0;
            d.offices[t.city("hamburg")][0] = null;
            // keep the count whole: the pieces stand as extra offices in Minden
            for (int i = 0; i < left[0]; i++) {
                d.extraOffices.get(t.city("minden")).add(new Holder(GREEN, Piece.TRADER));
            }
            for (int i = 0; i < left[1]; i++) {
                d.extraOffices.get(t.city("minden")).add(new Holder(GREEN, Piece.MERCHANT));
            }
        });
        Route r = t.route("hamburg", "luebeck");
        t.ok(YELLOW, new Command.Displace(r.firstPost(), Piece.TRADER));
        Route adjacent = t.route("hamburg", "stade");
        t.ok(GREEN, new Command.Relocate(t.post(adjacent, 0), Piece.TRADER, -1));
        t.refused(GREEN, new Command.Relocate(t.post(adjacent, 1), Piece.TRADER, -1), RejectionKind.NOT_AFFORDABLE);
        t.ok(GREEN, new Command.Relocate(t.post(adjacent, 1), Piece.TRADER, far.firstPost()));
        assertThat(t.state.post(far.firstPost())).isNull();
        assertThat(RandomHansa.pieces(t.state, GREEN)).containsExactly(26, 4);
    }
}
