package org.kontor.engine.merchants;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.kontor.engine.Language;
import org.kontor.engine.Rejection;
import org.kontor.engine.board.PlayerColour;

/**
 * Real Merchants of Europe refusals read in Spanish (issue 18, item 11): the sentence, the players'
 * colours, the resources and the development cards' names in Spanish; the English unchanged.
 */
class MerchantsSpanishRefusalsTest {

    private final MerchantsState s = MerchantsOfEurope.setup(Games.config(TestBoards.ring(), Games.FOUR,
            GameConfig.SetupKind.FIXED, GameConfig.DiceSource.VIRTUAL, RuleOptions.DEFAULTS), 21);

    @Test
    void whose_turn_it_is_and_what_comes_first() {
        Rejection roll = Games.reject(s, 2, Command.Roll.virtual());
        assertThat(roll.message()).isEqualTo("It is Red's turn to roll.");
        assertThat(roll.message(Language.SPANISH)).isEqualTo("Le toca tirar a Rojo.");
        Rejection build = Games.reject(s, 0, new Command.BuildRoute(0));
        assertThat(build.message(Language.SPANISH)).isEqualTo(
                "Primero tira los dados: comerciar y construir vienen después de la producción.");
    }

    @Test
    void a_price_and_an_empty_hand_are_said_in_spanish() {
        MerchantsState rolled = Games.play(s, 0, Command.Roll.virtual());
        while (rolled.pending() != null) {
            rolled = rolled.withPending(null);
        }
        Draft d = new Draft(rolled);
        d.take(0, d.player(0).hand());
        MerchantsState poor = d.freeze();
        int own = poor.config().board().startPositions().get(PlayerColour.RED).route();
        int next = -1;
        for (int p : poor.facts().topology.pathsNextToPath(own)) {
            if (poor.facts().paths.get(p) && poor.routeAt()[p] == -1) {
                next = p;
            }
        }
        Rejection route = Games.reject(poor, 0, new Command.BuildRoute(next));
        assertThat(route.message()).isEqualTo("A trade route costs 1 lumber, 1 ore; you have nothing.");
        assertThat(route.message(Language.SPANISH)).isEqualTo("Una ruta comercial cuesta 1 madera, 1 mineral; tu mano: nada.");
        Rejection taken = Games.reject(poor, 0, new Command.BuildRoute(own));
        assertThat(taken.message(Language.SPANISH)).isEqualTo("Ese camino ya tiene una ruta comercial; cada camino admite una.");
    }

    @Test
    void a_dice_entry_out_of_range_is_refused_in_spanish() {
        MerchantsState table = MerchantsOfEurope.setup(Games.config(TestBoards.ring(), Games.FOUR, GameConfig.SetupKind.FIXED,
                GameConfig.DiceSource.TABLE, RuleOptions.DEFAULTS), 21);
        assertThat(Games.reject(table, 0, Command.Roll.table(0, 7)).message(Language.SPANISH))
                .isEqualTo("Introduce dos dados, cada uno de 1 a 6.");
    }
}
