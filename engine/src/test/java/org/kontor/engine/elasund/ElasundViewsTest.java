package org.kontor.engine.elasund;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.kontor.engine.elasund.ElasundTable.BLUE;
import static org.kontor.engine.elasund.ElasundTable.RED;
import static org.kontor.engine.elasund.ElasundTable.hand;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.util.Collections;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.kontor.engine.referee.CommandReader;

/**
 * The leak test: the hands, the deck's order and the church stack are hidden, so two games that
 * differ only in them look the same to every other seat and to the table, while the player sees
 * their own hand. And the command format's sentences.
 */
class ElasundViewsTest {

    private static final ObjectMapper JSON = new ObjectMapper();

    static String json(Object o) {
        try {
            return JSON.writeValueAsString(o);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException(e);
        }
    }

    @Test
    void games_differing_only_in_hidden_cards_look_the_same_to_every_other_seat_and_the_table() {
        for (long seed : new long[] {3, 17, 29}) {
            System.out.println("Elasund views seed " + seed);
            ElasundState base = played(seed);
            ElasundTable one = new ElasundTable(3);
            one.state = base;
            ElasundTable other = new ElasundTable(3);
            other.state = base;
            int cards = base.d.cards(RED);
            one.arrange(d -> hand(d, RED, cards - 2, 2, 0, 0));
            other.arrange(d -> {
                hand(d, RED, cards - 2, 0, 1, 1);
                Collections.reverse(d.deck);
                Collections.reverse(d.churchStack);
            });
            assertThat(json(ElasundTable.RULES.publicView(one.state))).isEqualTo(json(ElasundTable.RULES.publicView(other.state)));
            for (int seat = 1; seat < 3; seat++) {
                assertThat(json(ElasundTable.RULES.view(one.state, seat))).isEqualTo(json(ElasundTable.RULES.view(other.state, seat)));
            }
            assertThat(json(ElasundTable.RULES.view(one.state, RED))).isNotEqualTo(json(ElasundTable.RULES.view(other.state, RED)));
        }
    }

    /** A client, a bot or a rules lawyer reads what is allowed now from the seat's view: the referee's own list. */
    @Test
    void each_seat_view_lists_that_seats_legal_actions() {
        ElasundState s = Elasund.setup(ElasundBoardFile.bundled(), PiecesFile.bundled(), 3, RuleOptions.standard(), 5);
        for (int seat = 0; seat < 3; seat++) {
            assertThat(ElasundTable.RULES.view(s, seat).legalActions()).as("the opening roll, everyone")
                    .isEqualTo(ElasundTable.RULES.legalActions(s, seat)).extracting(LegalAction::kind).containsExactly("opening-roll");
        }
        ElasundTable t = new ElasundTable(3);
        assertThat(ElasundTable.RULES.view(t.state, RED).legalActions()).extracting(LegalAction::kind).containsExactly("roll");
        assertThat(ElasundTable.RULES.view(t.state, BLUE).legalActions()).isEmpty();
    }

    @Test
    void a_seat_sees_its_own_hand_and_others_only_their_card_counts() {
        ElasundTable t = new ElasundTable(2).arrange(d -> {
            hand(d, RED, 4, 1, 0, 2);
            hand(d, BLUE, 1, 0, 0, 0);
        });
        Views.SeatView red = ElasundTable.RULES.view(t.state, RED);
        assertThat(red.gold()).isEqualTo(4);
        assertThat(red.influence()).containsEntry("blue", 1).containsEntry("red", 2).containsEntry("green", 0);
        String seenByBlue = json(ElasundTable.RULES.view(t.state, BLUE));
        assertThat(seenByBlue).contains("\"seat\":0,\"colour\":\"RED\",\"cards\":7").contains("\"gold\":1");
        assertThat(json(ElasundTable.RULES.publicView(t.state))).doesNotContain("\"gold\":").doesNotContain("\"blue\":");
    }

    /** A game played a few dozen commands in, so the hands and board are not the opening ones. */
    private static ElasundState played(long seed) {
        ElasundState s = Elasund.setup(ElasundBoardFile.bundled(), PiecesFile.bundled(), 3, RuleOptions.standard(), seed);
        for (int n = 0; n < 60 && !s.isOver(); n++) {
            for (int seat = 0; seat < 3; seat++) {
                List<LegalAction> actions = ElasundTable.RULES.legalActions(s, seat);
                if (!actions.isEmpty()) {
                    LegalAction a = actions.get((int) ((seed + n) % actions.size()));
                    s = ((org.kontor.engine.Result.Accepted<ElasundState, Event>) ElasundTable.RULES.apply(s, seat, s.version(),
                            a.choices().get(0))).state();
                    break;
                }
            }
        }
        return s;
    }

    @Test
    void commands_read_from_json_and_malformed_ones_get_a_sentence() throws Exception {
        assertThat(CommandFormat.read(JSON.readTree("{\"type\": \"build\", \"building\": \"shop\", \"column\": 2, \"row\": 5}")))
                .isEqualTo(new Command.Build("shop", 2, 5, null));
        assertThat(CommandFormat.read(JSON.readTree("{\"type\": \"place-permit\", \"value\": 2, \"column\": 0, \"row\": 9, \"colour\": \"Red\"}")))
                .isEqualTo(new Command.PlacePermit(2, 0, 9, Influence.RED));
        assertThatThrownBy(() -> CommandFormat.read(JSON.readTree("{\"type\": \"move-permit\", \"value\": 2, \"column\": 0, \"row\": 9}")))
                .isInstanceOf(CommandReader.Malformed.class).hasMessage("A move-permit needs \"colour\": an influence colour, \"blue\", \"green\" or \"red\".");
        assertThatThrownBy(() -> CommandFormat.read(JSON.readTree("{\"type\": \"build\", \"building\": 3, \"column\": 2, \"row\": 5}")))
                .hasMessage("A build's \"building\" must be a building id such as \"shop\", not 3.");
        assertThatThrownBy(() -> CommandFormat.read(JSON.readTree("{\"type\": \"discard\", \"gold\": 1, \"blue\": 0, \"green\": 0, \"red\": \"x\"}")))
                .hasMessage("A discard's \"red\" must be a whole number, not \"x\".");
    }

    @Test
    void a_square_or_building_that_does_not_exist_is_refused_as_bad_input() {
        ElasundTable t = new ElasundTable(2).building(RED, 5);
        assertThat(t.no(RED, new Command.Build("castle", 1, 5, null)).message()).contains("no building \"castle\"");
        assertThat(t.no(RED, new Command.PlacePermit(0, 5, 5, null)).message()).contains("no square in column 5 of row 5");
        assertThat(t.no(RED, new Command.PlacePermit(0, 1, 7, null)).message()).contains("no square in column 1 of row 7");
        assertThat(t.no(RED, new Command.PlacePermit(5, 1, 5, null)).message()).contains("numbered 0 to 4");
    }
}
