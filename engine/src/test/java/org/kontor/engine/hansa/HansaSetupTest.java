package org.kontor.engine.hansa;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.kontor.engine.games.Games;

/** Preparation (rulebook "Preparar") and the registration. */
class HansaSetupTest {

    @Test
    void the_options_are_named_back_as_the_setup_page_and_option_give_them() {
        RuleOptions other = new RuleOptions(4, true, true, 1, true, RuleOptions.TieBreak.BIG_BOX);
        for (RuleOptions options : List.of(RuleOptions.standard(), other)) {
            Map<String, String> named = HansaGame.named(options);
            assertThat(named.keySet()).containsExactlyElementsOf(HansaGame.OPTIONS.subList(1, HansaGame.OPTIONS.size()));
            assertThat(HansaGame.options(named)).isEqualTo(options);
        }
        assertThat(HansaGame.named(other)).containsEntry("removeTo", "stock").containsEntry("tieBreak", "big-box");
    }

    @Test
    void the_start_player_has_5_traders_and_1_merchant_and_each_later_seat_one_trader_more() {
        HansaState s = new Table("hansa-45", 5).state;
        for (int seat = 0; seat < 5; seat++) {
            assertThat(s.supply(seat, Piece.TRADER)).isEqualTo(5 + seat);
            assertThat(s.supply(seat, Piece.MERCHANT)).isEqualTo(1);
            assertThat(s.stock(seat, Piece.TRADER)).isEqualTo(6 - seat);
            assertThat(s.stock(seat, Piece.MERCHANT)).isZero();
            assertThat(RandomHansa.pieces(s, seat)).containsExactly(26, 4);
            assertThat(s.value(seat, Ability.ACTIONS)).isEqualTo(2);
            assertThat(s.value(seat, Ability.BOOK)).isEqualTo(2);
            assertThat(s.value(seat, Ability.BANK)).isEqualTo(3);
            assertThat(s.value(seat, Ability.KEYS)).isEqualTo(1);
            assertThat(s.value(seat, Ability.PRIVILEGE)).isEqualTo(1);
        }
        assertThat(s.active()).isZero();
        assertThat(s.actionsLeft()).isEqualTo(2);
    }

    @Test
    void the_three_start_markers_lie_face_up_on_the_three_taverns_and_thirteen_wait_face_down() {
        HansaState s = new Table("hansa-3", 3).state;
        List<String> taverns = new ArrayList<>();
        List<BonusMarker> onTaverns = new ArrayList<>();
        for (Route r : s.map().routes()) {
            if (s.routeMarker(r.id()) != null) {
                taverns.add(s.map().cities().get(r.from()).id() + "-" + s.map().cities().get(r.to()).id());
                onTaverns.add(s.routeMarker(r.id()));
            }
        }
        assertThat(taverns).containsExactlyInAnyOrder("bremen-osnabrueck", "lueneburg-perleberg", "goslar-hildesheim");
        assertThat(onTaverns).containsExactlyInAnyOrder(BonusMarker.EXTRA_OFFICE, BonusMarker.SWAP_OFFICES, BonusMarker.REMOVE_THREE);
        assertThat(s.markersInSupply()).isEqualTo(13);
    }

    @Test
    void the_side_follows_the_player_count_and_two_players_are_refused_with_the_reason() {
        var game = Games.find("hansa");
        assertThat(((HansaState) game.start(null, 3, Map.of(), 1)).map().id()).isEqualTo("hansa-3");
        assertThat(((HansaState) game.start(null, 4, Map.of(), 1)).map().id()).isEqualTo("hansa-45");
        assertThatThrownBy(() -> game.start(null, 2, Map.of(), 1)).hasMessageContaining("3 to 5 players")
                .hasMessageContaining("16 provinces");
        assertThatThrownBy(() -> game.start(null, 4, Map.of("map", "hansa-3"), 1))
                .hasMessage("The map hansa-3 serves [3] players, not 4; the 2–3 player side is hansa-3, the 4–5 player side hansa-45.");
        assertThatThrownBy(() -> game.start(null, 3, Map.of("tieBreak", "coin"), 1))
                .hasMessage("The option tieBreak takes share or big-box, not \"coin\".");
        assertThatThrownBy(() -> game.start(null, 3, Map.of("goldRush", "on"), 1))
                .hasMessageStartingWith("Hansa Teutonica has no option \"goldRush\"");
    }

    @Test
    void the_same_seed_shuffles_the_markers_the_same_way_and_another_seed_differently() {
        HansaMap map = HansaMapFile.bundled("hansa-3");
        List<BonusMarker> first = taverns(Hansa.setup(map, 3, RuleOptions.standard(), 5));
        assertThat(taverns(Hansa.setup(map, 3, RuleOptions.standard(), 5))).isEqualTo(first);
        boolean differs = false;
        for (long seed = 6; seed < 20 && !differs; seed++) {
            differs = !taverns(Hansa.setup(map, 3, RuleOptions.standard(), seed)).equals(first);
        }
        assertThat(differs).as("some seed lays the start markers out differently").isTrue();
    }

    private static List<BonusMarker> taverns(HansaState s) {
        List<BonusMarker> list = new ArrayList<>();
        for (Route r : s.map().routes()) {
            if (r.tavern()) {
                list.add(s.routeMarker(r.id()));
            }
        }
        return list;
    }
}
