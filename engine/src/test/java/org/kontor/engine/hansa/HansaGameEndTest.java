package org.kontor.engine.hansa;

import static org.assertj.core.api.Assertions.assertThat;
import static org.kontor.engine.hansa.Table.BLUE;
import static org.kontor.engine.hansa.Table.GREEN;
import static org.kontor.engine.hansa.Table.YELLOW;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.kontor.engine.RejectionKind;

/** The three ends and final scoring (rulebook "Fin del juego", "Puntuación final"). */
class HansaGameEndTest {

    @Test
    void twenty_prestige_ends_the_game_after_the_action_and_nothing_more_is_accepted() {
        Table t = new Table("hansa-3", 3).arrange(d -> d.prestige[YELLOW] = 19);
        Route r = t.route("hamburg", "luebeck");
        t.fill(r, YELLOW);
        t.ok(YELLOW, new Command.EstablishOffice(r.id(), t.city("luebeck")));
        assertThat(t.state.isOver()).isTrue();
        assertThat(t.state.endReason()).isEqualTo("Yellow reached 20 prestige points");
        assertThat(t.events(Event.GameEnded.class)).hasSize(1);
        t.refused(YELLOW, new Command.EndTurn(), RejectionKind.GAME_OVER);
        assertThat(Table.RULES.legalActions(t.state, YELLOW)).isEmpty();
    }

    @Test
    void the_tenth_completed_city_ends_the_game() {
        Table t = new Table("hansa-3", 3).arrange(d -> d.completedCities = 9);
        Route r = t.route("arnheim", "duisburg");
        t.fill(r, GREEN).arrange(d -> d.active = GREEN);
        t.ok(GREEN, new Command.EstablishOffice(r.id(), t.city("duisburg")));
        assertThat(t.state.endReason()).isEqualTo("10 cities completed");
    }

    /**
     * «No hay ningún marcador de bonificación de reemplazo disponible cuando un jugador roba un nuevo
     * marcador de bonificación después de establecer una ruta comercial. Nota: el juego termina al
     * final de la actividad que lo desencadena (es decir, no se puede usar el marcador de
     * bonificación obtenido).» The marker cannot be used, but it is held: a player who took their
     * 2nd marker scores 3 for two, not 1 for one.
     */
    @Test
    void no_replacement_marker_ends_the_game_and_the_marker_then_taken_is_held_and_scores() {
        Table t = new Table("hansa-3", 3).arrange(d -> {
            d.markerSupply.clear();
            d.used.get(YELLOW).add(BonusMarker.SWAP_OFFICES);
        });
        Route tavern = t.route("bremen", "osnabrueck");
        BonusMarker onRoute = t.state.d.routeMarker[tavern.id()];
        assertThat(onRoute).as("a start marker lies beside the route").isNotNull();
        t.fill(tavern, YELLOW);
        t.ok(YELLOW, new Command.Establish(tavern.id()));
        assertThat(t.state.endReason()).isEqualTo("no replacement bonus marker");
        assertThat(t.state.heldMarkers(YELLOW)).containsExactly(onRoute);
        assertThat(t.state.scores().get(YELLOW).markers()).as("2 markers score 3").isEqualTo(3);
        t.refused(YELLOW, new Command.ExtraActions(3), RejectionKind.GAME_OVER);
    }

    @Test
    void final_scoring_adds_tracks_markers_coellen_control_and_the_network_times_the_keys() {
        Table t = new Table("hansa-3", 3).arrange(d -> {
            d.prestige[YELLOW] = 12;
            d.level[YELLOW][Ability.BANK.ordinal()] = Ability.BANK.maxLevel();
            d.level[YELLOW][Ability.KEYS.ordinal()] = Ability.KEYS.maxLevel();   // Keys at 4: scored as the network
            d.held.get(YELLOW).addAll(List.of(BonusMarker.THREE_ACTIONS, BonusMarker.SWAP_OFFICES));
            d.used.get(YELLOW).addAll(List.of(BonusMarker.EXTRA_OFFICE, BonusMarker.REMOVE_THREE));
            d.coellen[2] = new Holder(YELLOW, Piece.MERCHANT);
        });
        // Yellow: offices in Hamburg, Lübeck (joined) and Arnheim (apart); Green outnumbers it in Hamburg.
        t.office("hamburg", 0, YELLOW).office("hamburg", 1, GREEN).office("hamburg", 2, GREEN).office("luebeck", 0, YELLOW)
                .office("luebeck", 1, YELLOW).office("arnheim", 0, YELLOW);
        List<FinalScoring.Score> scores = FinalScoring.score(t.state.d);
        FinalScoring.Score yellow = scores.get(YELLOW);
        assertThat(yellow).isEqualTo(new FinalScoring.Score(YELLOW, 12, 4, 6, 9, 4, 4 * 3, 12 + 4 + 6 + 9 + 4 + 12));
        assertThat(scores.get(GREEN)).isEqualTo(new FinalScoring.Score(GREEN, 0, 0, 0, 0, 2, 2, 4));
        assertThat(scores.get(BLUE).total()).isZero();
    }

    @Test
    void ties_share_the_win_unless_the_big_box_tie_break_is_chosen() {
        Table share = new Table("hansa-3", 3).arrange(d -> {
            d.prestige[YELLOW] = 20;
            d.prestige[GREEN] = 20;
            d.level[YELLOW][Ability.ACTIONS.ordinal()] = 1;
            d.stock[YELLOW][0]--;
            d.supply[YELLOW][0]++;
        });
        assertThat(FinalScoring.winners(share.state.d, FinalScoring.score(share.state.d))).containsExactly(YELLOW, GREEN);
        Table bigBox = new Table("hansa-3", 3, new RuleOptions(5, false, false, 2, false, RuleOptions.TieBreak.BIG_BOX))
                .arrange(d -> {
                    d.prestige[YELLOW] = 20;
                    d.prestige[GREEN] = 20;
                    d.level[YELLOW][Ability.ACTIONS.ordinal()] = 1;
                });
        assertThat(FinalScoring.winners(bigBox.state.d, FinalScoring.score(bigBox.state.d)))
                .as("the fewer Actiones developments win").containsExactly(GREEN);
    }
}
