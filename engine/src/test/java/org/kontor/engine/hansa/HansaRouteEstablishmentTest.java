package org.kontor.engine.hansa;

import static org.assertj.core.api.Assertions.assertThat;
import static org.kontor.engine.hansa.Table.BLUE;
import static org.kontor.engine.hansa.Table.GREEN;
import static org.kontor.engine.hansa.Table.YELLOW;

import org.junit.jupiter.api.Test;
import org.kontor.engine.RejectionKind;

/** Establishing a route (rulebook V a–c), city control, completed cities, the East–West connection. */
class HansaRouteEstablishmentTest {

    @Test
    void the_controller_of_an_end_city_gains_a_point_and_the_office_takes_the_leftmost_slot_with_its_gold_coin() {
        Table t = new Table("hansa-3", 3).office("hamburg", 0, GREEN);
        Route r = t.route("hamburg", "luebeck");
        t.fill(r, YELLOW);
        t.ok(YELLOW, new Command.EstablishOffice(r.id(), t.city("luebeck")));
        assertThat(t.events(Event.PrestigeGained.class)).containsExactly(
                new Event.PrestigeGained(GREEN, 1, "city control"), new Event.PrestigeGained(YELLOW, 1, "gold coin"));
        assertThat(t.state.office(t.city("luebeck"), 0)).isEqualTo(new Holder(YELLOW, Piece.TRADER));
        assertThat(t.state.stock(YELLOW, Piece.TRADER)).as("the other two go to the stock").isEqualTo(6 + 2);
        for (int p = r.firstPost(); p < r.firstPost() + r.posts(); p++) {
            assertThat(t.state.post(p)).isNull();
        }
        assertThat(t.state.prestige(GREEN)).isEqualTo(1);
        assertThat(RandomHansa.pieces(t.state, YELLOW)).containsExactly(26, 4);
    }

    @Test
    void a_route_with_an_opponents_piece_cannot_be_established() {
        Table t = new Table("hansa-3", 3);
        Route r = t.route("hamburg", "luebeck");
        t.fill(r, YELLOW).arrange(d -> d.posts[r.firstPost()] = new Holder(BLUE, Piece.TRADER)).arrange(d -> d.supply[BLUE][0]--)
                .arrange(d -> d.supply[YELLOW][0]++);
        assertThat(t.refused(YELLOW, new Command.Establish(r.id()), RejectionKind.NOT_AVAILABLE_NOW))
                .contains("every one of its 3 posts must hold your pieces");
    }

    @Test
    void the_office_needs_the_privilege_colour_and_the_slots_shape_and_cannot_skip_a_slot() {
        Table t = new Table("hansa-3", 3).office("hamburg", 0, GREEN);
        Route r = t.route("hamburg", "luebeck");
        t.fill(r, YELLOW);
        assertThat(t.refused(YELLOW, new Command.EstablishOffice(r.id(), t.city("hamburg")), RejectionKind.NOT_AVAILABLE_NOW))
                .contains("is orange; your Privilegium reaches white");
        Route emden = t.route("emden", "groningen");
        t.fill(emden, GREEN);
        t.arrange(d -> d.active = GREEN);
        assertThat(t.refused(GREEN, new Command.EstablishOffice(emden.id(), t.city("emden")), RejectionKind.NOT_AVAILABLE_NOW))
                .contains("takes a merchant");
        t.arrange(d -> BonusMarkers.develop(d, GREEN, Ability.PRIVILEGE));
        t.ok(GREEN, new Command.EstablishOffice(emden.id(), t.city("groningen")));
        assertThat(t.state.office(t.city("groningen"), 0)).as("white square +coin first").isEqualTo(new Holder(GREEN, Piece.TRADER));
        t.fill(emden, GREEN, 1);
        t.ok(GREEN, new Command.EstablishOffice(emden.id(), t.city("emden")));
        assertThat(t.state.office(t.city("emden"), 0)).isEqualTo(new Holder(GREEN, Piece.MERCHANT));
        assertThat(RandomHansa.pieces(t.state, GREEN)).containsExactly(26, 4);
    }

    @Test
    void the_last_free_office_completes_the_city_and_a_full_city_takes_no_plain_office() {
        Table t = new Table("hansa-3", 3);
        Route r = t.route("arnheim", "duisburg");
        t.fill(r, YELLOW);
        t.ok(YELLOW, new Command.EstablishOffice(r.id(), t.city("duisburg")));
        assertThat(t.events(Event.CityCompleted.class)).containsExactly(new Event.CityCompleted(t.city("duisburg"), 1));
        assertThat(t.state.completedCities()).isEqualTo(1);
        t.fill(r, YELLOW);
        assertThat(t.refused(YELLOW, new Command.EstablishOffice(r.id(), t.city("duisburg")), RejectionKind.NOT_AVAILABLE_NOW))
                .contains("has no free office");
        t.ok(YELLOW, new Command.EstablishOffice(r.id(), t.city("arnheim")));
        assertThat(t.state.controller(t.city("duisburg"))).isEqualTo(YELLOW);
    }

    @Test
    void an_ability_city_develops_its_track_and_the_piece_goes_to_the_supply_with_the_value_usable_at_once() {
        Table t = new Table("hansa-3", 3);
        Route r = t.route("goettingen", "quedlinburg");
        t.fill(r, YELLOW);
        int supply = t.state.supply(YELLOW, Piece.TRADER);
        t.ok(YELLOW, new Command.EstablishAbility(r.id(), t.city("goettingen")));
        assertThat(t.state.value(YELLOW, Ability.ACTIONS)).isEqualTo(3);
        assertThat(t.state.actionsLeft()).as("3 actions now, 1 used").isEqualTo(2);
        assertThat(t.state.supply(YELLOW, Piece.TRADER)).isEqualTo(supply + 1);
        t.fill(r, YELLOW);
        t.refused(YELLOW, new Command.EstablishAbility(r.id(), t.city("quedlinburg")), RejectionKind.NOT_AVAILABLE_NOW);
        t.arrange(d -> d.level[YELLOW][Ability.ACTIONS.ordinal()] = Ability.ACTIONS.maxLevel());
        assertThat(t.refused(YELLOW, new Command.EstablishAbility(r.id(), t.city("goettingen")), RejectionKind.NOT_AVAILABLE_NOW))
                .contains("fully developed");
    }

    @Test
    void coellen_warburg_puts_a_merchant_on_a_coellen_space_the_privilege_allows() {
        Table t = new Table("hansa-3", 3);
        Route r = t.route("coellen", "warburg");
        t.fill(r, YELLOW);
        assertThat(t.refused(YELLOW, new Command.EstablishCoellen(r.id(), 0), RejectionKind.NOT_AVAILABLE_NOW)).contains("merchant");
        t.fill(r, YELLOW, 2);
        assertThat(t.refused(YELLOW, new Command.EstablishCoellen(r.id(), 1), RejectionKind.NOT_AVAILABLE_NOW)).contains("orange");
        t.ok(YELLOW, new Command.EstablishCoellen(r.id(), 0));
        assertThat(t.state.coellen(0)).isEqualTo(new Holder(YELLOW, Piece.MERCHANT));
        assertThat(t.state.prestige(YELLOW)).as("Coellen scores at the end").isZero();
        Route other = t.route("hamburg", "luebeck");
        t.fill(other, YELLOW, 0);
        t.refused(YELLOW, new Command.EstablishCoellen(other.id(), 1), RejectionKind.NOT_AVAILABLE_NOW);
    }

    @Test
    void control_goes_to_most_offices_and_on_a_tie_to_the_rightmost() {
        Table t = new Table("hansa-3", 3).office("minden", 0, GREEN).office("minden", 1, YELLOW);
        assertThat(t.state.controller(t.city("minden"))).isEqualTo(YELLOW);
        t.office("minden", 2, GREEN);
        assertThat(t.state.controller(t.city("minden"))).isEqualTo(GREEN);
        t.office("minden", 3, YELLOW);
        assertThat(t.state.controller(t.city("minden"))).isEqualTo(YELLOW);
        assertThat(t.state.controller(t.city("hamburg"))).isEqualTo(-1);
    }

    @Test
    void the_first_second_and_third_to_join_arnheim_and_stendal_gain_7_4_and_2() {
        Table t = new Table("hansa-3", 3);
        Route last = t.route("brunswick", "stendal");
        int[] ranks = {7, 4, 2};
        for (int seat = 0; seat < 3; seat++) {
            final int s = seat;
            t.arrange(d -> {
                for (String city : new String[] {"arnheim", "muenster", "minden"}) {
                    Table.take(d, s, Piece.TRADER);
                    d.extraOffices.get(d.map.city(city)).add(new Holder(s, Piece.TRADER));
                }
                Table.take(d, s, Piece.TRADER);
                d.extraOffices.get(d.map.city("brunswick")).add(new Holder(s, Piece.TRADER));
                d.active = s;
                d.actionsUsed = 0;
                if (s == BLUE) {
                    BonusMarkers.develop(d, s, Ability.PRIVILEGE);  // Stendal's third office is orange
                }
            });
            // Stendal's second office is round: Green brings a merchant.
            t.fill(last, seat, seat == GREEN ? 0 : -1);
            t.ok(seat, new Command.EstablishOffice(last.id(), t.city("stendal")));
            assertThat(t.events(Event.EastWestConnected.class)).containsExactly(new Event.EastWestConnected(seat, seat + 1, ranks[seat]));
        }
        assertThat(t.state.eastWest()).containsExactly(YELLOW, GREEN, BLUE);
    }
}
