package org.kontor.engine.catan;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.kontor.engine.Language;
import org.kontor.engine.Rejection;
import org.kontor.engine.board.Resource;

/**
 * Real Catan refusals read in Spanish (issue 18, item 11), with the game's words in Spanish too
 * (arcilla, madera, Caballero, the players' colours), the same in English as before.
 */
class CatanSpanishRefusalsTest {

    @Test
    void the_roll_comes_first_and_then_it_is_somebody_elses_turn() {
        Situation t = Situation.beginner(4);
        int home = t.corner(0, 1, 4);
        t.settlement(0, home).give(0, Situation.cards(1, 1, 0, 0, 0)).turnOf(0);
        int next = t.topology().intersectionsNextTo(home)[0];
        Rejection early = t.rejection(0, new Command.BuildRoad(t.path(home, next)));
        assertThat(early.message(Language.SPANISH)).isEqualTo(
                "Primero tira los dados: comerciar y construir vienen después de la producción.");
        t.rolled(1);
        Rejection other = t.rejection(0, new Command.BuildRoad(t.path(home, next)));
        assertThat(other.message()).isEqualTo("It is Blue's turn.");
        assertThat(other.message(Language.SPANISH)).isEqualTo("Es el turno de Azul.");
    }

    @Test
    void a_price_and_a_hand_are_said_with_spanish_resources() {
        Situation t = Situation.beginner(4);
        int home = t.corner(0, 1, 4);
        t.settlement(0, home).give(0, Situation.cards(0, 1, 0, 2, 0)).rolled(0);
        int next = t.topology().intersectionsNextTo(home)[0];
        Rejection poor = t.rejection(0, new Command.BuildRoad(t.path(home, next)));
        assertThat(poor.message()).isEqualTo("A road costs 1 lumber, 1 brick; you have 1 lumber, 2 grain.");
        assertThat(poor.message(Language.SPANISH)).isEqualTo("Una carretera cuesta 1 madera, 1 arcilla; tu mano: 1 madera, 2 cereal.");
    }

    @Test
    void a_development_card_and_a_harbourless_trade_are_named_in_spanish() {
        Situation t = Situation.beginner(4).rolled(0);
        Rejection knight = t.rejection(0, new Command.PlayKnight());
        assertThat(knight.message()).isEqualTo("You have no Knight card.");
        assertThat(knight.message(Language.SPANISH)).isEqualTo("No tienes ninguna carta de Caballero.");
        Rejection same = t.rejection(0, new Command.TradeWithBank(Resource.ORE, Resource.ORE));
        assertThat(same.message(Language.SPANISH)).isEqualTo("Cambiar mineral por mineral no cambia nada: di dos materias primas distintas.");
    }
}
