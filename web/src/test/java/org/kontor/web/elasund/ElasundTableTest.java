package org.kontor.web.elasund;

import org.kontor.web.GamePages;
import org.kontor.table.elasund.ElasundTable;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.kontor.engine.elasund.Influence;
import org.kontor.engine.Result;
import org.kontor.engine.elasund.Command;
import org.kontor.engine.elasund.ElasundState;
import org.kontor.engine.elasund.Event;
import org.kontor.table.GameSetup;
import org.kontor.table.Json;
import org.kontor.table.SetupSchema;
import org.kontor.web.TestTable;
import org.kontor.table.session.Outcome;

/**
 * Elasund's table adapter: the host's every choice starts a game (2 to 4 players, each of the
 * ten rule options), a board it lacks is refused with a sentence, and after an undo the chance to
 * come is drawn afresh while nothing any screen shows changes. When the influence cards run out,
 * the phones of the players with cards to give up ask them which, and a game saved before they were
 * asked replays as it was played.
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
        assertThat(schema.options()).hasSize(12);
        assertThat(schema.minPlayers()).isEqualTo(2);
        assertThat(schema.maxPlayers()).isEqualTo(4);
        assertThat(table.colours(3)).containsExactly("RED", "BLUE", "GREEN");
        for (int players = 2; players <= 4; players++) {
            for (SetupSchema.RuleOption option : schema.options()) {
                for (SetupSchema.Choice choice : option.choices()) {
                    if (option.id().equals("startPlayer") && !choice.id().equals("roll") && Integer.parseInt(choice.id()) >= players) {
                        int p = players;
                        assertThatThrownBy(() -> table.setup(setup(p, Map.of(option.id(), choice.id())), 7))
                                .hasMessageContaining("names seat " + choice.id());
                        continue;
                    }
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
        assertThat(GamePages.boardSvg(table, "hansa-3")).isNull();
        assertThat(GamePages.boardSvg(table, ElasundTable.BOARD)).startsWith("<svg").contains("id=\"sq-0-2\"");
    }

    @Test
    void after_an_undo_the_rolls_to_come_are_drawn_afresh_and_every_view_stays_the_same() {
        ElasundState start = table.setup(setup(3, Map.of()), 11);
        List<String> rolls = new ArrayList<>();
        for (long entropy = 1; entropy <= 6; entropy++) {
            ElasundState fresh = table.rules().freshChance(start, entropy);
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

    @Test
    void the_host_page_lets_the_players_choose_and_a_game_saved_before_the_option_keeps_the_hubs_choice() {
        SetupSchema.RuleOption option = table.schema().options().stream().filter(o -> o.id().equals("exhaustionDiscards"))
                .findFirst().orElseThrow();
        assertThat(option.defaultChoice()).isEqualTo("players");
        assertThat(table.setup(setup(2, Map.of("exhaustionDiscards", "players")), 7).options().exhaustionMostHeld()).isFalse();
        assertThat(table.setup(setup(2, Map.of("exhaustionDiscards", "most-held")), 7).options().exhaustionMostHeld()).isTrue();
        assertThat(table.setup(setup(2, Map.of("victory", "at-once")), 7).options().exhaustionMostHeld())
                .as("a saved setup without the option: the hub chose, as when it was played").isTrue();
    }

    @Test
    void a_new_game_opens_with_the_roll_and_a_game_saved_before_it_keeps_red_starting_and_the_spent_pile_paying() {
        Map<String, String> everyDefault = new java.util.HashMap<>();
        table.schema().options().forEach(o -> everyDefault.put(o.id(), o.defaultChoice()));
        ElasundState fresh = table.setup(setup(3, everyDefault), 7);
        assertThat(fresh.pending()).as("the host page's defaults: the opening roll").isNotNull();
        assertThat(fresh.options().spentPaysProduction()).isFalse();
        ElasundState saved = table.setup(setup(3, Map.of("victory", "at-once")), 7);
        assertThat(saved.pending()).as("a setup saved before the opening roll: Red starts").isNull();
        assertThat(saved.options().startPlayer()).isZero();
        assertThat(saved.options().spentPaysProduction()).isTrue();
    }

    @Test
    void when_the_influence_cards_run_out_each_seat_chooses_its_half_and_the_deck_is_made_anew() {
        ShortDeckElasund shortDeck = new ShortDeckElasund();
        assertThat(shortDeck.pieces().deck("en").influenceCards()).isEqualTo(8);
        TestTable.run(shortDeck, 20261126L, (t, client) -> {
            var started = TestTable.asHost(client, t, "POST", "/api/host/start",
                    "{\"board\":\"elasund\",\"names\":[\"Ana\",\"Ben\"],\"dice\":\"VIRTUAL\",\"options\":{}}");
            assertThat(started.code()).as(started.body().string()).isEqualTo(200);
            int active = ShortDeckElasund.playUntilTheCardsRunOut(t);
            JsonNode pub = Json.MAPPER.readTree(t.session.current().publicView());
            assertThat(pub.get("needs")).extracting(JsonNode::asInt).containsExactlyInAnyOrder(0, 1);
            assertThat(pub.at("/game/influenceDeck").asInt()).isZero();
            for (int seat = 0; seat < 2; seat++) {
                JsonNode legal = ShortDeckElasund.seatView(t, seat).get("legal");
                assertThat(legal).as("seat %d is asked only which cards it gives up", seat).hasSize(1);
                int held = influence(ShortDeckElasund.seatView(t, seat));
                for (JsonNode c : legal.get(0).get("choices")) {
                    assertThat(c.get("blue").asInt() + c.get("green").asInt() + c.get("red").asInt()).isEqualTo(held / 2);
                }
            }
            JsonNode anaBefore = ShortDeckElasund.seatView(t, 0);
            Outcome wrong = ShortDeckElasund.act(t, 0, Json.MAPPER.readTree("{\"type\":\"give-up-influence\",\"blue\":0,\"green\":0,\"red\":0}"));
            assertThat(wrong.accepted()).isFalse();
            assertThat(wrong.message()).startsWith("The cards ran out: give up exactly " + influence(anaBefore) / 2 + " influence cards");
            assertThat(ShortDeckElasund.seatView(t, 0).get("version")).isEqualTo(anaBefore.get("version"));
            Outcome take = ShortDeckElasund.act(t, 0, Json.MAPPER.readTree("{\"type\":\"take-gold\"}"));
            assertThat(take.accepted()).as("nothing else goes on meanwhile").isFalse();

            JsonNode chosen = ShortDeckElasund.choices(t, 0, "give-up-influence").get(0);
            assertThat(ShortDeckElasund.act(t, 0, chosen).accepted()).isTrue();
            JsonNode ana = ShortDeckElasund.seatView(t, 0);
            for (Influence colour : Influence.values()) {
                String c = colour.name().toLowerCase(java.util.Locale.ROOT);
                assertThat(ana.at("/game/influence/" + c).asInt()).isEqualTo(anaBefore.at("/game/influence/" + c).asInt() - chosen.get(c).asInt());
            }
            assertThat(ana.get("legal")).as("Ana has answered").isEmpty();
            JsonNode benChoice = ShortDeckElasund.choices(t, 1, "give-up-influence").get(0);
            assertThat(ShortDeckElasund.act(t, 1, benChoice).accepted()).isTrue();
            pub = Json.MAPPER.readTree(t.session.current().publicView());
            int given = (influence(anaBefore) / 2) + benChoice.get("blue").asInt() + benChoice.get("green").asInt() + benChoice.get("red").asInt();
            assertThat(pub.at("/game/influenceDeck").asInt()).as("the cards given up are the new deck").isEqualTo(given);
            assertThat(pub.get("needs")).extracting(JsonNode::asInt).containsExactly(active);
            assertThat(ShortDeckElasund.choices(t, active, "take-gold")).as("the turn goes on").isNotNull();
        });
    }

    private static int influence(JsonNode seatView) {
        int n = 0;
        for (JsonNode count : seatView.at("/game/influence")) {
            n += count.asInt();
        }
        return n;
    }
}
