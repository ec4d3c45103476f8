package org.kontor.web.elasund;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.kontor.engine.Result;
import org.kontor.engine.elasund.Command;
import org.kontor.engine.elasund.ElasundState;
import org.kontor.engine.elasund.Event;
import org.kontor.web.GameSetup;
import org.kontor.web.Json;
import org.kontor.web.SetupSchema;

/**
 * Elasund's table adapter: the host's every choice starts a game (2 to 4 players, each of the
 * nine rule options), a board it lacks is refused with a sentence, and after an undo the chance to
 * come is drawn afresh while nothing any screen shows changes.
 */
class ElasundTableTest {

    private final ElasundTable table = new ElasundTable();

    private static GameSetup setup(int players, Map<String, String> options) {
        return new GameSetup(ElasundTable.BOARD, List.of("Ana", "Ben", "Cai", "Dee").subList(0, players), options,
                GameSetup.DiceSource.VIRTUAL);
    }

    @Test
    void every_choice_of_every_rule_option_starts_a_game_for_2_3_and_4_players() {
        SetupSchema schema = table.schema();
        assertThat(schema.options()).hasSize(9);
        assertThat(schema.minPlayers()).isEqualTo(2);
        assertThat(schema.maxPlayers()).isEqualTo(4);
        assertThat(table.colours(3)).containsExactly("RED", "BLUE", "GREEN");
        for (int players = 2; players <= 4; players++) {
            for (SetupSchema.RuleOption option : schema.options()) {
                for (SetupSchema.Choice choice : option.choices()) {
                    ElasundState state = table.setup(setup(players, Map.of(option.id(), choice.id())), 7);
                    assertThat(state.seatCount()).isEqualTo(players);
                }
            }
        }
        assertThat(table.setup(setup(2, Map.of("deck", "de")), 7).goldSupply()).as("the German box's 56 gold less 2 × 3")
                .isEqualTo(50);
    }

    @Test
    void a_board_or_option_it_lacks_is_refused_with_a_sentence() {
        assertThatThrownBy(() -> table.setup(new GameSetup("hansa-3", List.of("Ana", "Ben"), Map.of(), GameSetup.DiceSource.VIRTUAL), 1))
                .isInstanceOf(IllegalArgumentException.class).hasMessage("Elasund has no board \"hansa-3\"; its board is: elasund.");
        assertThatThrownBy(() -> table.setup(setup(2, Map.of("victory", "never")), 1))
                .isInstanceOf(IllegalArgumentException.class).hasMessage("The option victory takes end-of-turn or at-once, not \"never\".");
        assertThat(table.boardSvg("hansa-3")).isNull();
        assertThat(table.boardSvg(ElasundTable.BOARD)).startsWith("<svg").contains("id=\"sq-0-2\"");
    }

    @Test
    void after_an_undo_the_rolls_to_come_are_drawn_afresh_and_every_view_stays_the_same() {
        ElasundState start = table.setup(setup(3, Map.of()), 11);
        List<String> rolls = new ArrayList<>();
        for (long entropy = 1; entropy <= 6; entropy++) {
            ElasundState fresh = table.freshChance(start, entropy);
            assertThat(fresh.version()).isEqualTo(start.version());
            assertThat(Json.write(table.rules().publicView(fresh))).isEqualTo(Json.write(table.rules().publicView(start)));
            for (int seat = 0; seat < 3; seat++) {
                assertThat(Json.write(table.rules().view(fresh, seat))).isEqualTo(Json.write(table.rules().view(start, seat)));
            }
            Result<ElasundState, Event> rolled = table.rules().apply(fresh, 0, fresh.version(), new Command.Roll());
            Event.Rolled roll = (Event.Rolled) ((Result.Accepted<ElasundState, Event>) rolled).events().get(0);
            rolls.add(roll.die1() + "+" + roll.die2());
        }
        assertThat(new java.util.HashSet<>(rolls)).as("the same moment, other dice: %s", rolls).hasSizeGreaterThan(1);
    }
}
