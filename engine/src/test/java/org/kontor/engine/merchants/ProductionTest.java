package org.kontor.engine.merchants;

import static org.assertj.core.api.Assertions.assertThat;
import static org.kontor.engine.merchants.Games.play;

import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.kontor.engine.board.Resource;
import org.kontor.engine.board.Terrain;
import org.kontor.engine.board.TokenSpace;
import org.kontor.engine.merchants.board.MerchantsBoard;
import org.kontor.engine.resources.Resources;

/**
 * Production, scarcity and gold compensation (rulebook p. 5), on the rulebook's "5" example:
 * Blue's kontor by Lyon touches a pasture showing 5; Orange (Köln) and Red (Nürnberg) touch
 * fields showing 5; White touches nothing that shows 5.
 */
class ProductionTest {

    static final int RED = 0;
    static final int BLUE = 1;
    static final int WHITE = 2;
    static final int ORANGE = 3;

    MerchantsBoard board;
    int pasture;
    int fields;
    int lyon;
    int koeln;
    int nuernberg;
    int whiteKontor;
    MerchantsState start;

    @BeforeEach
    void lyonKoelnNuernberg() {
        TestBoard b = new TestBoard();
        pasture = b.hex(0, 0, Terrain.PASTURE, 5);
        fields = b.hex(1, 0, Terrain.FIELDS, new TokenSpace.Blank(Resource.GRAIN, true));
        int mountains = b.hex(2, 0, Terrain.MOUNTAINS, 9);
        b.hex(0, 1, Terrain.FOREST, 0);
        b.token(Resource.GRAIN, 5, true);
        lyon = b.corner(pasture, 4);
        koeln = b.corner(fields, 0);
        nuernberg = b.corner(fields, 3);
        whiteKontor = b.corner(mountains, 0);
        b.city("Lyon", lyon).city("Köln", koeln).city("Nürnberg", nuernberg).city("Wien", whiteKontor);
        board = b.build("five");
        Draft d = Games.emptyTable(Games.tableDice(board, Games.FOUR), 5);
        d.placeKontor(lyon, BLUE);
        d.placeKontor(koeln, ORANGE);
        d.placeKontor(nuernberg, RED);
        d.placeKontor(whiteKontor, WHITE);
        start = d.freeze();
    }

    @Test
    void the_marked_grain_5_lies_face_up_on_the_marked_fields_from_the_start() {
        assertThat(start.number(fields)).isEqualTo(5);
        assertThat(start.stock()).isEmpty();
    }

    @Test
    void a_5_gives_blue_wool_orange_and_red_grain_and_white_one_gold_in_compensation() {
        MerchantsState after = play(start, RED, Command.Roll.table(2, 3));

        assertThat(after.player(BLUE).hand()).isEqualTo(Resources.of(Resource.WOOL, 1));
        assertThat(after.player(ORANGE).hand()).isEqualTo(Resources.of(Resource.GRAIN, 1));
        assertThat(after.player(RED).hand()).isEqualTo(Resources.of(Resource.GRAIN, 1));
        assertThat(after.player(WHITE).hand().total()).isZero();
        assertThat(after.player(WHITE).gold()).isEqualTo(4);
        assertThat(after.player(BLUE).gold()).isEqualTo(3);
        assertThat(after.player(RED).gold()).isEqualTo(3);
        assertThat(after.bank().grain()).isEqualTo(17);
    }

    @Test
    void the_robbers_hex_produces_nothing_and_its_kontors_owners_are_compensated() {
        Draft d = new Draft(start);
        d.robberHex = fields;
        MerchantsState after = play(d.freeze(), RED, Command.Roll.table(1, 4));

        assertThat(after.player(RED).hand().total()).isZero();
        assertThat(after.player(ORANGE).hand().total()).isZero();
        assertThat(after.player(RED).gold()).isEqualTo(4);
        assertThat(after.player(ORANGE).gold()).isEqualTo(4);
        assertThat(after.player(BLUE).hand().wool()).isEqualTo(1);
        assertThat(after.player(BLUE).gold()).isEqualTo(3);
    }

    @Test
    void when_the_supply_cannot_cover_everyones_grain_nobody_gets_grain_and_both_take_gold() {
        Draft d = new Draft(start);
        d.give(WHITE, Resources.of(Resource.GRAIN, 18));
        MerchantsState after = Games.accept(d.freeze(), RED, Command.Roll.table(3, 2)).state();

        assertThat(after.bank().grain()).isEqualTo(1);
        assertThat(after.player(RED).hand().total()).isZero();
        assertThat(after.player(ORANGE).hand().total()).isZero();
        assertThat(after.player(RED).gold()).isEqualTo(4);
        assertThat(after.player(ORANGE).gold()).isEqualTo(4);
        assertThat(after.player(BLUE).hand().wool()).as("scarcity blocks only grain").isEqualTo(1);
    }

    @Test
    void scarcity_makes_no_exception_for_a_single_player() {
        Draft d = new Draft(start);
        d.placeKontor(koeln, -1);
        d.give(WHITE, Resources.of(Resource.GRAIN, 19));
        MerchantsState after = play(d.freeze(), RED, Command.Roll.table(3, 2));

        assertThat(after.player(RED).hand().total()).isZero();
        assertThat(after.player(RED).gold()).isEqualTo(4);
    }

    @Test
    void the_scarcity_event_names_the_blocked_resource() {
        Draft d = new Draft(start);
        d.give(WHITE, Resources.of(Resource.GRAIN, 18));
        var events = Games.accept(d.freeze(), RED, Command.Roll.table(3, 2)).events();

        assertThat(events).contains(new Event.ScarcityBlocked(java.util.List.of(Resource.GRAIN)));
    }

    @Test
    void a_7_produces_nothing_and_pays_no_compensation() {
        MerchantsState after = play(start, RED, Command.Roll.table(3, 4));

        for (int seat = 0; seat < 4; seat++) {
            assertThat(after.player(seat).gold()).isEqualTo(3);
            assertThat(after.player(seat).hand().total()).isZero();
        }
        assertThat(after.pending()).isEqualTo(new Pending.MoveRobber(RED));
    }

    @Test
    void two_kontors_on_one_hex_yield_two_cards() {
        Draft d = new Draft(start);
        d.placeKontor(koeln, RED);
        MerchantsState after = play(d.freeze(), RED, Command.Roll.table(3, 2));

        assertThat(after.player(RED).hand().grain()).isEqualTo(2);
    }

    @Test
    void neutral_kontors_produce_nothing_and_take_no_gold() {
        Draft d = new Draft(start);
        d.placeKontor(koeln, MerchantsState.NEUTRAL);
        MerchantsState after = play(d.freeze(), RED, Command.Roll.table(3, 2));

        assertThat(after.bank().grain()).isEqualTo(18);
        assertThat(after.goldIssued()).isEqualTo(4 * 3 + 2);
    }

    // ---- what a roll stood to give: the summary's luck column adds these up ----------------------

    /** The roll event of Red rolling {@code a + b} from {@code state}. */
    private static Event.DiceRolled rolled(MerchantsState state, int a, int b) {
        return Games.accept(state, RED, Command.Roll.table(a, b)).events().stream()
                .filter(Event.DiceRolled.class::isInstance).map(Event.DiceRolled.class::cast).findFirst().orElseThrow();
    }

    @Test
    void each_kontor_on_a_5_stands_to_get_4_36ths_of_a_card_from_any_roll() {
        // By hand: a 5 is 1+4, 2+3, 3+2 or 4+1: 4 of 36. Blue (pasture 5), Orange and Red (the
        // fields' grain 5 token) and White (mountains 9, also 4 ways) each touch one such hex.
        assertThat(rolled(start, 2, 3).expectedIn36ths()).isEqualTo(java.util.Map.of(RED, 4, BLUE, 4, WHITE, 4, ORANGE, 4));
        assertThat(rolled(start, 3, 4).expectedIn36ths()).as("a 7 gives nothing, but was expected the same")
                .isEqualTo(java.util.Map.of(RED, 4, BLUE, 4, WHITE, 4, ORANGE, 4));
    }

    @Test
    void a_kontor_between_two_5s_expects_twice_and_the_robbers_hex_expects_nothing() {
        Draft d = new Draft(start);
        // The pasture's lower right corner is the fields' lower left and the forest's top: 5, 5, no number.
        d.placeKontor(board.topology().intersectionsOfHex(pasture)[2], RED);
        MerchantsState two = d.freeze();
        assertThat(rolled(two, 6, 6).expectedIn36ths()).isEqualTo(java.util.Map.of(RED, 4 + 4 + 4, BLUE, 4, WHITE, 4, ORANGE, 4));

        d.robberHex = fields;
        assertThat(rolled(d.freeze(), 6, 6).expectedIn36ths()).as("the robber's fields give Red and Orange nothing")
                .isEqualTo(java.util.Map.of(RED, 4, BLUE, 4, WHITE, 4));
    }
}
