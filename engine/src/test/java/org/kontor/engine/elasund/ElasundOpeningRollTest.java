package org.kontor.engine.elasund;

import static org.assertj.core.api.Assertions.assertThat;
import static org.kontor.engine.elasund.ElasundTable.BLUE;
import static org.kontor.engine.elasund.ElasundTable.GREEN;
import static org.kontor.engine.elasund.ElasundTable.RED;
import static org.kontor.engine.elasund.ElasundTable.RULES;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.kontor.engine.RejectionKind;

/**
 * Who starts. Rulebook, "Secuencia de juego": «Todos los jugadores tiran los dados. Quien saque la
 * tirada más alta empieza la partida.» The colours stay with their seats; only the first turn moves.
 */
class ElasundOpeningRollTest {

    private static ElasundTable rolling(int players) {
        ElasundTable t = new ElasundTable(players);
        t.state = Elasund.setup(ElasundBoardFile.bundled(), PiecesFile.bundled(), players, RuleOptions.standard(), 11);
        return t;
    }

    @Test
    void everyone_rolls_at_once_and_the_highest_roll_starts_with_table_dice() {
        ElasundTable t = rolling(3);
        assertThat(t.state.pending()).isInstanceOf(Pending.OpeningRoll.class);
        for (int seat : List.of(RED, BLUE, GREEN)) {
            assertThat(RULES.legalActions(t.state, seat)).extracting(LegalAction::kind).containsExactly("opening-roll");
        }
        assertThat(t.no(RED, new Command.Roll()).kind()).as("no turn before the opening roll").isEqualTo(RejectionKind.NOT_AVAILABLE_NOW);
        t.ok(GREEN, new Command.OpeningRoll(6, 5));
        assertThat(t.no(GREEN, new Command.OpeningRoll(1, 1)).kind()).as("one roll each: the others roll now").isEqualTo(RejectionKind.NOT_YOUR_TURN);
        t.ok(RED, new Command.OpeningRoll(4, 4));
        t.ok(BLUE, new Command.OpeningRoll(2, 3));
        assertThat(t.events).contains(new Event.OpeningRolled(BLUE, 2, 3), new Event.StartPlayer(GREEN));
        assertThat(t.state.pending()).isNull();
        assertThat(RULES.view(t.state, RED).table().activeSeat()).isEqualTo(GREEN);
        assertThat(RULES.view(t.state, GREEN).colour()).as("the colour stays with the seat").isEqualTo("GREEN");
        assertThat(RULES.legalActions(t.state, GREEN)).extracting(LegalAction::kind).containsExactly("roll");
        t.ok(GREEN, new Command.Roll());
        assertThat(t.state.d.active).isEqualTo(GREEN);
    }

    @Test
    void the_players_tied_for_the_highest_roll_roll_again_among_themselves() {
        ElasundTable t = rolling(3);
        t.ok(RED, new Command.OpeningRoll(6, 3)).ok(BLUE, new Command.OpeningRoll(2, 2)).ok(GREEN, new Command.OpeningRoll(5, 4));
        assertThat(t.events).contains(new Event.OpeningTied(List.of(RED, GREEN), 9));
        assertThat(RULES.legalActions(t.state, BLUE)).as("Blue is out").isEmpty();
        t.ok(RED, new Command.OpeningRoll(1, 2)).ok(GREEN, new Command.OpeningRoll(3, 1));
        assertThat(t.events).contains(new Event.StartPlayer(GREEN));
        assertThat(t.state.d.active).isEqualTo(GREEN);
    }

    @Test
    void with_virtual_dice_the_seeded_generator_rolls_the_same_every_time() {
        String first = null;
        for (int run = 0; run < 2; run++) {
            ElasundTable t = rolling(4);
            StringBuilder rolls = new StringBuilder();
            while (t.state.pending() instanceof Pending.OpeningRoll) {
                for (int seat = 0; seat < 4; seat++) {
                    if (t.state.pending() instanceof Pending.OpeningRoll p && p.waitsFor(seat)) {
                        t.ok(seat, new Command.OpeningRoll(null, null));
                        rolls.append(t.events);
                    }
                }
            }
            assertThat(t.state.d.active).isBetween(0, 3);
            first = first == null ? rolls.toString() : first;
            assertThat(rolls.toString()).as("seed 11").isEqualTo(first);
        }
    }

    @Test
    void bad_dice_are_refused_with_a_sentence_and_change_nothing() {
        ElasundTable t = rolling(2);
        ElasundState before = t.state;
        assertThat(t.no(RED, new Command.OpeningRoll(7, 1)).kind()).isEqualTo(RejectionKind.BAD_INPUT);
        assertThat(t.no(RED, new Command.OpeningRoll(3, null)).kind()).isEqualTo(RejectionKind.BAD_INPUT);
        assertThat(t.state).isSameAs(before);
    }

    @Test
    void a_chosen_start_player_starts_without_a_roll_and_keeps_their_colour() {
        ElasundState s = new ElasundGame().start(null, 3, Map.of("startPlayer", "2"), 11);
        assertThat(s.pending()).isNull();
        assertThat(RULES.legalActions(s, GREEN)).extracting(LegalAction::kind).containsExactly("roll");
        assertThat(RULES.view(s, GREEN).colour()).isEqualTo("GREEN");
        org.assertj.core.api.Assertions.assertThatThrownBy(() -> new ElasundGame().start(null, 2, Map.of("startPlayer", "3"), 11))
                .hasMessage("The option startPlayer names seat 3, but the seats of 2 players are 0 to 1.");
        org.assertj.core.api.Assertions.assertThatThrownBy(() -> new ElasundGame().start(null, 2, Map.of("startPlayer", "first"), 11))
                .hasMessage("The option startPlayer takes roll (the opening roll decides) or a seat number 0 to 3, not \"first\".");
    }
}
