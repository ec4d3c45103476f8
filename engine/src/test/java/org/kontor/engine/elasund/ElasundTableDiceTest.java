package org.kontor.engine.elasund;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.kontor.engine.elasund.ElasundTable.RED;

import com.fasterxml.jackson.databind.ObjectMapper;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.kontor.engine.Language;
import org.kontor.engine.RejectionKind;

/** Phase 1 with the dice rolled on the table: the roll carries them and the ship goes by them, not by the hub's generator. */
class ElasundTableDiceTest {

    @Test
    void a_roll_read_on_the_table_moves_the_ship_to_the_row_of_its_sum() {
        ElasundTable t = new ElasundTable(3);
        t.ok(RED, Command.Roll.table(4, 5));
        assertThat(t.events).anyMatch(e -> e instanceof Event.Rolled r && r.seat() == RED && r.die1() == 4 && r.die2() == 5);
        assertThat(t.state.ship()).isEqualTo(9);
    }

    @Test
    void a_table_seven_calls_the_pirates() {
        ElasundTable t = new ElasundTable(3);
        t.ok(RED, Command.Roll.table(3, 4));
        assertThat(t.state.pending()).isEqualTo(new Pending.PirateShip(RED));
    }

    @Test
    void bad_table_dice_are_refused_with_a_sentence_and_change_nothing() {
        ElasundTable t = new ElasundTable(2);
        ElasundState before = t.state;
        var refusal = t.no(RED, new Command.Roll(List.of(0, 7)));
        assertThat(refusal.kind()).isEqualTo(RejectionKind.BAD_INPUT);
        assertThat(refusal.message(Language.ENGLISH)).isEqualTo("A roll read on the table gives two dice from 1 to 6, like [3, 4]; got [0, 7].");
        assertThat(t.no(RED, new Command.Roll(List.of(3))).kind()).isEqualTo(RejectionKind.BAD_INPUT);
        assertThat(t.state).isSameAs(before);
    }

    @Test
    void the_json_form_carries_the_dice_or_leaves_them_out() throws Exception {
        ObjectMapper json = new ObjectMapper();
        assertThat(CommandFormat.read(json.readTree("{\"type\": \"roll\", \"dice\": [2, 6]}"))).isEqualTo(Command.Roll.table(2, 6));
        assertThat(CommandFormat.read(json.readTree("{\"type\": \"roll\"}"))).isEqualTo(new Command.Roll());
        assertThatThrownBy(() -> CommandFormat.read(json.readTree("{\"type\": \"roll\", \"dice\": \"six\"}")))
                .hasMessage("A roll's \"dice\" must be the two dice, like [3, 4], not \"six\".");
    }
}
