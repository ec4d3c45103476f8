package org.kontor.engine.elasund;

import static org.assertj.core.api.Assertions.assertThat;
import static org.kontor.engine.elasund.ElasundTable.BLUE;
import static org.kontor.engine.elasund.ElasundTable.RED;
import static org.kontor.engine.elasund.ElasundTable.YELLOW;
import static org.kontor.engine.elasund.ElasundTable.building;
import static org.kontor.engine.elasund.ElasundTable.dice;
import static org.kontor.engine.elasund.ElasundTable.hand;
import static org.kontor.engine.elasund.ElasundTable.permit;

import org.junit.jupiter.api.Test;
import org.kontor.engine.Language;
import org.kontor.engine.Rejection;
import org.kontor.engine.RejectionKind;

/**
 * Real Elasund refusals read in Spanish, with the game's words in Spanish too (the seats' and the
 * influence colours, the building names from the pieces file), and the same in English as before.
 */
class ElasundSpanishRefusalsTest {

    @Test
    void another_seats_turn_and_a_pending_ship_choice() {
        ElasundTable t = new ElasundTable(2);
        Rejection waiting = t.no(BLUE, new Command.Roll());
        assertThat(waiting.kind()).isEqualTo(RejectionKind.NOT_YOUR_TURN);
        assertThat(waiting.message()).isEqualTo("It is Red's turn.");
        assertThat(waiting.message(Language.SPANISH)).isEqualTo("Es el turno de Rojo.");

        t.arrange(d -> {
            d.ship = d.board.rowOf(4);
            dice(d, 4);
        });
        t.ok(RED, new Command.Roll());
        Rejection row = t.no(RED, new Command.MoveShip(5));
        assertThat(row.message()).isEqualTo("The ship moves exactly 2 rows: to row 2 or 6.");
        assertThat(row.message(Language.SPANISH)).isEqualTo("El barco mercante se mueve exactamente 2 filas: a la fila 2 o 6.");
        assertThat(t.no(BLUE, new Command.MoveShip(6)).message(Language.SPANISH))
                .isEqualTo("La partida espera a que Rojo mueva el barco mercante 2 filas.");
    }

    @Test
    void covering_a_building_names_the_influence_colour_in_spanish() {
        ElasundTable t = new ElasundTable(4).building(YELLOW, 5).arrange(d -> {
            building(d, "shop", RED, 5, 6);
            building(d, "tavern", BLUE, 5, 9);
            hand(d, YELLOW, 4, 2, 3, 0);
            permit(d, YELLOW, 2, 5, 8);
            permit(d, RED, 1, 6, 9);
        });
        Rejection fee = t.no(YELLOW, new Command.Build("tavern", 5, 8, Influence.BLUE));
        assertThat(fee.message()).isEqualTo("Covering a building of the same size costs 3 blue influence; you hold 2.");
        assertThat(fee.message(Language.SPANISH))
                .isEqualTo("Cubrir un edificio del mismo tamaño cuesta 3 cartas de influencia de color azul; tienes 2.");
    }

    @Test
    void a_building_is_named_from_the_pieces_file_in_spanish() {
        ElasundTable t = new ElasundTable(4).building(RED, 5).arrange(d -> {
            building(d, "hall", BLUE, 5, 2);
            hand(d, RED, 10, 3, 0, 0);
            permit(d, RED, 4, 6, 4);
            permit(d, RED, 3, 6, 5);
        });
        Rejection larger = t.no(RED, new Command.Build("shop", 6, 4, Influence.BLUE));
        assertThat(larger.message()).isEqualTo("A Shop cannot cover a larger building.");
        assertThat(larger.message(Language.SPANISH)).isEqualTo("Una ficha de «Tienda» no puede cubrir un edificio mayor.");
    }

    @Test
    void walls_and_the_building_limit_in_spanish() {
        ElasundTable t = new ElasundTable(4).building(YELLOW, 5).arrange(d -> hand(d, YELLOW, 20, 0, 0, 0));
        assertThat(t.no(YELLOW, new Command.BuildWall(1)).message(Language.SPANISH))
                .isEqualTo("Una ficha de muralla va junto a las puertas de la ciudad o junto a una ficha de muralla ya construida.");
        t.ok(YELLOW, new Command.BuildWall(0));
        t.ok(YELLOW, new Command.BuildWall(12));
        Rejection twice = t.no(YELLOW, new Command.BuildWall(1));
        assertThat(twice.message()).isEqualTo("You have built twice this turn; place a permit or take 2 gold.");
        assertThat(twice.message(Language.SPANISH))
                .isEqualTo("Ya has construido dos veces este turno; coloca un permiso de construcción o toma 2 de oro.");
    }

    @Test
    void a_finished_game_names_its_winner_in_spanish() {
        ElasundTable t = new ElasundTable(3).arrange(d -> d.winner = BLUE);
        Rejection over = t.no(RED, new Command.Roll());
        assertThat(over.kind()).isEqualTo(RejectionKind.GAME_OVER);
        assertThat(over.message()).isEqualTo("The game is over: Blue has all 10 cubes on the board.");
        assertThat(over.message(Language.SPANISH)).isEqualTo("La partida ha terminado: Azul tiene sus 10 cubos en el tablero.");
    }
}
