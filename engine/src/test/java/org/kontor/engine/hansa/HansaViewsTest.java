package org.kontor.engine.hansa;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.kontor.engine.hansa.Table.YELLOW;

import com.fasterxml.jackson.databind.ObjectMapper;
import java.util.Collections;
import org.junit.jupiter.api.Test;

/**
 * The leak test: the face-down bonus markers (the supply and the replacements drawn this turn) are
 * the only hidden thing, so two games that differ only in them look the same to every seat and to
 * the table, while everything else is seen. And the command format's sentences.
 */
class HansaViewsTest {

    private static final ObjectMapper JSON = new ObjectMapper();

    /** A client, a bot or a rules lawyer reads what is allowed now from the seat's view: the referee's own list. */
    @Test
    void each_seat_view_lists_that_seats_legal_actions_and_nothing_for_a_seat_waiting() {
        Table t = new Table("hansa-3", 3);
        for (int seat = 0; seat < 3; seat++) {
            assertThat(Table.RULES.view(t.state, seat).legalActions()).isEqualTo(Table.RULES.legalActions(t.state, seat));
        }
        int active = t.state.d.active;
        assertThat(Table.RULES.view(t.state, active).legalActions()).isNotEmpty();
        assertThat(Table.RULES.view(t.state, (active + 1) % 3).legalActions()).isEmpty();
    }

    @Test
    void games_differing_only_in_face_down_markers_look_the_same_to_every_seat_and_the_table() throws Exception {
        Table t = new Table("hansa-3", 3);
        Route tavern = t.route("bremen", "osnabrueck");
        t.fill(tavern, YELLOW);
        t.ok(YELLOW, new Command.Establish(tavern.id()));
        assertThat(t.state.markersDrawn()).isEqualTo(1);
        HansaState one = t.state;
        HansaState other = t.arrange(d -> {
            Collections.reverse(d.markerSupply);
            d.drawn.set(0, d.drawn.get(0) == BonusMarker.FOUR_ACTIONS ? BonusMarker.THREE_ACTIONS : BonusMarker.FOUR_ACTIONS);
        }).state;
        assertThat(JSON.writeValueAsString(Table.RULES.publicView(one))).isEqualTo(JSON.writeValueAsString(Table.RULES.publicView(other)));
        for (int seat = 0; seat < 3; seat++) {
            assertThat(JSON.writeValueAsString(Table.RULES.view(one, seat))).isEqualTo(JSON.writeValueAsString(Table.RULES.view(other, seat)));
        }
        String table = JSON.writeValueAsString(Table.RULES.publicView(one));
        assertThat(table).contains("\"markersInSupply\":12").contains("\"markersDrawn\":1");
    }

    @Test
    void what_is_open_is_seen_the_marker_taken_and_the_pieces() throws Exception {
        Table t = new Table("hansa-3", 3);
        Route tavern = t.route("bremen", "osnabrueck");
        BonusMarker taken = t.state.routeMarker(tavern.id());
        t.fill(tavern, YELLOW);
        t.ok(YELLOW, new Command.Establish(tavern.id()));
        String seen = JSON.writeValueAsString(Table.RULES.view(t.state, 1));
        assertThat(seen).contains("\"markers\":[\"" + taken.name() + "\"]");
        StringBuilder events = new StringBuilder();
        for (Event e : t.events) {
            events.append(JSON.writeValueAsString(e));   // one by one, so each carries its "type"
        }
        assertThat(events.toString()).contains("{\"type\":\"marker-drawn\",\"seat\":0,\"leftInSupply\":12}");
    }

    @Test
    void commands_read_from_json_and_malformed_ones_get_a_sentence() throws Exception {
        assertThat(CommandFormat.read(JSON.readTree("{\"type\": \"place\", \"post\": 12, \"piece\": \"Trader\"}")))
                .isEqualTo(new Command.Place(12, Piece.TRADER));
        assertThat(CommandFormat.read(JSON.readTree("{\"type\": \"relocate\", \"post\": 3, \"piece\": \"merchant\"}")))
                .isEqualTo(new Command.Relocate(3, Piece.MERCHANT, -1));
        assertThat(CommandFormat.read(JSON.readTree("{\"type\": \"develop-ability\", \"ability\": \"book\"}")))
                .isEqualTo(new Command.DevelopAbility(Ability.BOOK));
        assertThatThrownBy(() -> CommandFormat.read(JSON.readTree("{\"type\": \"place\", \"post\": 12, \"piece\": \"cube\"}")))
                .hasMessage("A place's \"piece\" must be a piece, \"trader\" or \"merchant\", not \"cube\".");
        assertThatThrownBy(() -> CommandFormat.read(JSON.readTree("{\"type\": \"place\", \"piece\": \"trader\"}")))
                .hasMessage("A place needs \"post\": a whole number.");
        assertThatThrownBy(() -> CommandFormat.read(JSON.readTree("{\"type\": \"sail\"}")))
                .hasMessageStartingWith("Unknown command type \"sail\"; the types are taxes, place, displace");
    }
}
