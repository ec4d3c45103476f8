package org.kontor.engine.hansa;

import static org.assertj.core.api.Assertions.assertThat;
import static org.kontor.engine.hansa.Table.GREEN;
import static org.kontor.engine.hansa.Table.YELLOW;

import org.junit.jupiter.api.Test;
import org.kontor.engine.Language;
import org.kontor.engine.Rejection;
import org.kontor.engine.RejectionKind;

/**
 * Real Hansa Teutonica refusals read in Spanish (issue 18, item 11), with the game's words in
 * Spanish too (comerciante, mercader, the privilege colours, the seats' colours), the same in
 * English as before.
 */
class HansaSpanishRefusalsTest {

    @Test
    void no_action_left_and_another_seats_turn() {
        Table t = new Table("hansa-3", 3);
        Route r = t.route("hamburg", "luebeck");
        t.ok(YELLOW, new Command.Place(t.post(r, 0), Piece.TRADER));
        t.ok(YELLOW, new Command.Place(t.post(r, 1), Piece.MERCHANT));
        Rejection tired = t.rejection(YELLOW, new Command.Place(t.post(r, 2), Piece.TRADER), RejectionKind.NOT_AVAILABLE_NOW);
        assertThat(tired.message(Language.SPANISH)).isEqualTo("No te queda ninguna acción este turno; termina el turno.");
        Rejection waiting = t.rejection(GREEN, new Command.Place(t.post(r, 2), Piece.TRADER), RejectionKind.NOT_YOUR_TURN);
        assertThat(waiting.message()).isEqualTo("It is Yellow's turn.");
        assertThat(waiting.message(Language.SPANISH)).isEqualTo("Es el turno de Amarillo.");
    }

    @Test
    void pieces_and_posts_are_named_in_spanish() {
        Table t = new Table("hansa-3", 3);
        Route r = t.route("hamburg", "luebeck");
        t.ok(YELLOW, new Command.Place(t.post(r, 0), Piece.MERCHANT));
        Rejection none = t.rejection(YELLOW, new Command.Place(t.post(r, 1), Piece.MERCHANT), RejectionKind.NOT_AFFORDABLE);
        assertThat(none.message()).isEqualTo("You have no merchant in your supply; collect taxes first.");
        assertThat(none.message(Language.SPANISH)).isEqualTo("No tienes ningún mercader en tu reserva; cobra impuestos primero.");
        Rejection taken = t.rejection(YELLOW, new Command.Place(t.post(r, 0), Piece.TRADER), RejectionKind.NOT_AVAILABLE_NOW);
        assertThat(taken.message(Language.SPANISH)).isEqualTo("El puesto " + t.post(r, 0) + " está ocupado; desplaza la pieza que hay en él.");
    }

    @Test
    void an_office_names_its_privilege_colour_and_its_shape_in_spanish() {
        Table t = new Table("hansa-3", 3).office("hamburg", 0, GREEN);
        Route r = t.route("hamburg", "luebeck");
        t.fill(r, YELLOW);
        Rejection colour = t.rejection(YELLOW, new Command.EstablishOffice(r.id(), t.city("hamburg")), RejectionKind.NOT_AVAILABLE_NOW);
        assertThat(colour.message(Language.SPANISH)).isEqualTo(
                "La siguiente oficina de Hamburg es de color naranja; tu Privilegium llega al blanco.");
        Route emden = t.route("emden", "groningen");
        t.fill(emden, GREEN);
        t.arrange(d -> d.active = GREEN);
        Rejection shape = t.rejection(GREEN, new Command.EstablishOffice(emden.id(), t.city("emden")), RejectionKind.NOT_AVAILABLE_NOW);
        assertThat(shape.message(Language.SPANISH)).isEqualTo(
                "La siguiente oficina de Emden admite un mercader, y no tienes ninguno en la ruta.");
    }
}
