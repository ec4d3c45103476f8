package org.kontor.engine.elasund;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.kontor.engine.elasund.ElasundTable.BLUE;
import static org.kontor.engine.elasund.ElasundTable.RED;
import static org.kontor.engine.elasund.ElasundTable.building;
import static org.kontor.engine.elasund.ElasundTable.hand;
import static org.kontor.engine.elasund.ElasundTable.permit;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** Each rule option changes what its reading says, and options are read with clear sentences. */
class ElasundRuleOptionsTest {

    private static RuleOptions with(Map<String, String> options) {
        return ElasundGame.options(options);
    }

    @Test
    void the_defaults_are_the_recommended_readings_and_bad_values_are_refused() {
        assertThat(with(Map.of())).isEqualTo(RuleOptions.standard());
        assertThat(with(Map.of("deck", "de")).deck()).isEqualTo("de");
        assertThatThrownBy(() -> with(Map.of("victory", "soon"))).hasMessage("The option victory takes end-of-turn or at-once, not \"soon\".");
        assertThatThrownBy(() -> new ElasundGame().start(null, 3, Map.of("goldRush", "on"), 1))
                .hasMessageStartingWith("Elasund has no option \"goldRush\"");
        assertThatThrownBy(() -> new ElasundGame().start(null, 1, Map.of(), 1)).hasMessage("Elasund is played by 2 to 4 players, not 1.");
        ElasundState de = new ElasundGame().start(null, 2, Map.of("deck", "de"), 1);
        assertThat(de.goldSupply()).isEqualTo(56 - 6);
    }

    @Test
    void the_options_are_named_back_as_the_setup_page_and_option_give_them() {
        RuleOptions other = new RuleOptions("de", true, true, true, false, false, true, true, true, true, 1, true);
        for (RuleOptions options : List.of(RuleOptions.standard(), other)) {
            Map<String, String> named = ElasundGame.named(options);
            assertThat(named.keySet()).containsExactlyElementsOf(ElasundGame.OPTIONS);
            assertThat(with(named)).isEqualTo(options);
        }
        assertThat(ElasundGame.named(other)).containsEntry("wallOrder", "cheap-first").containsEntry("spentInfluence", "under-deck");
    }

    @Test
    void victory_at_once_ends_the_game_when_the_last_cube_is_placed() {
        ElasundTable t = new ElasundTable(2, with(Map.of("victory", "at-once"))).building(RED, 5).arrange(d -> {
            d.cubes[RED] = 1;   // nine cubes stand elsewhere; the audit is not this test's concern
            hand(d, RED, 10, 0, 0, 0);
            permit(d, RED, 0, 4, 2);
        });
        t.ok(RED, new Command.Build("well", 4, 2, null));
        assertThat(t.state.isOver()).isTrue();
        assertThat(t.events).contains(new Event.GameWon(RED));
    }

    @Test
    void a_fee_per_building_costs_3_influence_for_each_same_size_building_covered() {
        RuleOptions per = with(Map.of("sameSizeFee", "per-building"));
        ElasundTable t = new ElasundTable(4, per).building(ElasundTable.YELLOW, 5).arrange(d -> {
            building(d, "shop", RED, 5, 6);
            building(d, "tavern", BLUE, 5, 9);
            hand(d, ElasundTable.YELLOW, 4, 0, 5, 0);
            permit(d, ElasundTable.YELLOW, 2, 5, 8);
            permit(d, RED, 1, 6, 9);
        });
        assertThat(t.no(ElasundTable.YELLOW, new Command.Build("tavern", 5, 8, Influence.GREEN)).message()).contains("costs 6 green influence");
        t.arrange(d -> hand(d, ElasundTable.YELLOW, 4, 0, 6, 0)).ok(ElasundTable.YELLOW, new Command.Build("tavern", 5, 8, Influence.GREEN));
        assertThat(t.state.influence(ElasundTable.YELLOW, Influence.GREEN)).isZero();
    }

    @Test
    void cheap_first_walls_keep_the_4_gold_slots_closed_while_a_2_gold_slot_is_free() {
        ElasundTable free = new ElasundTable(2).building(RED, 5).arrange(d -> hand(d, RED, 10, 0, 0, 0));
        free.ok(RED, new Command.BuildWall(4));
        ElasundTable cheap = new ElasundTable(2, with(Map.of("wallOrder", "cheap-first"))).building(RED, 5)
                .arrange(d -> hand(d, RED, 10, 0, 0, 0));
        assertThat(cheap.no(RED, new Command.BuildWall(4)).message()).contains("cheaper ones are all built");
        cheap.ok(RED, new Command.BuildWall(0));
    }

    @Test
    void without_cottage_after_church_a_cottage_under_a_church_tile_leaves_the_game() {
        ElasundTable t = new ElasundTable(2, with(Map.of("cottageAfterChurch", "off"))).building(RED, 5).arrange(d -> {
            hand(d, RED, 14, 0, 0, 0);
            d.churchStack.clear();
            d.churchStack.addAll(List.of(1, 3, 6, 7, 8, 9, 4, 2, 5));
        });
        t.ok(RED, new Command.BuildChurch()).ok(RED, new Command.KeepChurchTile(5)).ok(RED, new Command.BuildChurch());
        assertThat(t.events).contains(new Event.BuildingRemoved(BLUE, "cottage-large", 1, 8), new Event.CottageLost(BLUE, "cottage-large"));
        assertThat(t.state.pending()).isNull();
        ElasundTable on = new ElasundTable(2).building(RED, 5).arrange(d -> {
            hand(d, RED, 14, 0, 0, 0);
            d.churchStack.clear();
            d.churchStack.addAll(List.of(1, 3, 6, 7, 8, 9, 4, 2, 5));
        });
        on.ok(RED, new Command.BuildChurch()).ok(RED, new Command.KeepChurchTile(5)).ok(RED, new Command.BuildChurch());
        assertThat(on.state.pending()).isEqualTo(new Pending.Cottages(List.of(new Pending.Cottage(BLUE, 1))));
    }
}
