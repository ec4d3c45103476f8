package org.kontor.hub.hardware;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.kontor.engine.table.Sensed;
import org.kontor.protocol.message.Piece;

/** The piece byte's kind means what the game named in the board's HELLO says (protocol.md §7). */
class PieceCodesTest {

    @Test
    void the_same_kind_number_is_a_kontor_on_a_merchants_board_and_a_settlement_on_a_catan_board() {
        assertThat(PieceCodes.sensed(Piece.GAME_MERCHANTS_OF_EUROPE, 0x11)).isEqualTo(new Sensed("kontor", "red"));
        assertThat(PieceCodes.sensed(Piece.GAME_CATAN, 0x11)).isEqualTo(new Sensed("settlement", "red"));
        assertThat(PieceCodes.sensed(Piece.GAME_CATAN, Piece.of(Piece.CITY, Piece.BLUE))).isEqualTo(new Sensed("city", "blue"));
        assertThat(PieceCodes.sensed(Piece.GAME_CATAN, Piece.of(Piece.ROAD, Piece.ORANGE))).isEqualTo(new Sensed("road", "orange"));
        assertThat(PieceCodes.sensed(Piece.GAME_CATAN, Piece.of(Piece.CATAN_ROBBER, Piece.NEUTRAL)))
                .isEqualTo(new Sensed("robber", "neutral"));
        assertThat(PieceCodes.sensed(Piece.GAME_MERCHANTS_OF_EUROPE, Piece.of(Piece.MOE_ROBBER, Piece.NEUTRAL)))
                .isEqualTo(new Sensed("robber", "neutral"));
    }

    /** Elasund plays green and yellow, Hansa yellow, green and purple: every colour the protocol names is read. */
    @Test
    void every_colour_the_protocol_names_is_read_and_elasunds_kinds_are_its_pieces() {
        assertThat(PieceCodes.sensed(Piece.GAME_ELASUND, Piece.of(Piece.ELASUND_PERMIT_0 + 3, Piece.GREEN))).isEqualTo(new Sensed("permit-3", "green"));
        assertThat(PieceCodes.sensed(Piece.GAME_ELASUND, Piece.of(Piece.SHOP, Piece.NEUTRAL))).isEqualTo(new Sensed("shop", "neutral"));
        assertThat(PieceCodes.sensed(Piece.GAME_ELASUND, Piece.of(Piece.CHURCH_TILE, Piece.NEUTRAL))).isEqualTo(new Sensed("church", "neutral"));
        assertThat(PieceCodes.sensed(Piece.GAME_ELASUND, Piece.of(Piece.KIND_UNKNOWN, Piece.YELLOW))).as("a wall tile")
                .isEqualTo(new Sensed(null, "yellow"));
        assertThat(PieceCodes.sensed(Piece.GAME_HANSA_TEUTONICA, Piece.of(0, Piece.PURPLE)).colour()).isEqualTo("purple");
    }

    @Test
    void every_colour_of_the_protocol_is_named_so_hansas_yellow_green_and_purple_pieces_are_read() {
        assertThat(PieceCodes.sensed(Piece.GAME_CATAN, Piece.of(Piece.ROAD, Piece.GREEN))).isEqualTo(new Sensed("road", "green"));
        assertThat(PieceCodes.sensed(Piece.GAME_NONE, Piece.YELLOW)).isEqualTo(new Sensed(null, "yellow"));
        assertThat(PieceCodes.sensed(Piece.GAME_NONE, Piece.PURPLE)).isEqualTo(new Sensed(null, "purple"));
    }

    @Test
    void a_presence_only_board_an_unknown_kind_and_an_unknown_colour_leave_the_name_or_colour_open() {
        assertThat(PieceCodes.sensed(Piece.GAME_NONE, 0x21)).isEqualTo(new Sensed(null, "red"));
        assertThat(PieceCodes.sensed(Piece.GAME_CATAN, Piece.of(Piece.KIND_OTHER, Piece.WHITE))).isEqualTo(new Sensed(null, "white"));
        assertThat(PieceCodes.sensed(Piece.GAME_CATAN, Piece.of(Piece.ROAD, 10))).as("a reserved colour").isEqualTo(new Sensed("road", null));
        assertThat(PieceCodes.sensed(Piece.GAME_CATAN, Piece.UNKNOWN)).isEqualTo(Sensed.SOMETHING);
    }
}
