package org.kontor.hub.hardware;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;
import org.kontor.engine.board.BoardFile;
import org.kontor.engine.merchants.MerchantsPhysicalRules;
import org.kontor.engine.merchants.board.MerchantsBoard;
import org.kontor.engine.table.Spot;
import org.kontor.table.TableGames;

/** The physical table finds a game through its table adapter, never by a list of its own. */
class PhysicalGameTest {

    @Test
    void a_game_whose_adapter_offers_no_physical_rules_is_refused_with_the_games_that_have_them() {
        assertThat(PhysicalGame.ids()).containsSubsequence("merchants", "catan").doesNotContain("toy");
        assertThatThrownBy(() -> PhysicalGame.of("toy"))
                .hasMessageContaining("plays " + String.join(" and ", PhysicalGame.ids()) + " so far, not toy.");
        assertThat(TableGames.ids()).contains("toy");
    }

    @Test
    void the_spots_of_a_board_are_those_of_a_game_set_up_on_it() {
        PhysicalGame<?, ?> merchants = PhysicalGame.of("merchants");
        assertThat(merchants.spotsInUse("europe-short"))
                .isEqualTo(MerchantsPhysicalRules.spotsInUse(MerchantsBoard.of(BoardFile.bundled("europe-short"))));
        assertThat(merchants.spotsInUse()).containsAll(merchants.spotsInUse("europe-short"))
                .hasSizeGreaterThan(merchants.spotsInUse("europe-short").size());
        assertThat(merchants.landmarks("europe-short").apply(Spot.path(49))).isEqualTo("next to Gdańsk");
    }

    @Test
    void elasunds_city_board_offers_every_square_wall_slot_and_sea_place_to_wiring_check_and_learn() {
        PhysicalGame<?, ?> elasund = PhysicalGame.of("elasund");
        assertThat(elasund.boards()).containsExactly("elasund");
        assertThat(elasund.spotsInUse("elasund")).as("10 sea places, 90 squares, the wall slots of 2, 3 and 4 players").hasSize(136);
        assertThat(elasund.landmarks("elasund").apply(Spot.hex(64))).isEqualTo("column 4 of row 8");
        assertThat(PhysicalGame.pieceKinds(elasund.code())).startsWith("?", "permit-0").contains("shop", "tavern", "church");
    }

    @Test
    void a_boards_piece_byte_means_the_kinds_of_the_game_its_hello_names() {
        assertThat(PhysicalGame.pieceKinds(PhysicalGame.of("catan").code())).startsWith("?", "settlement", "city", "road");
        assertThat(PhysicalGame.pieceKinds(0)).isEmpty();
    }

    @Test
    void hansa_plays_on_the_table_on_both_sides_of_its_board_the_three_player_side_set_up_for_three() {
        PhysicalGame<?, ?> hansa = PhysicalGame.of("hansa");
        assertThat(hansa.code()).isEqualTo(org.kontor.protocol.message.Piece.GAME_HANSA_TEUTONICA);
        assertThat(PhysicalGame.pieceKinds(hansa.code())).containsExactly("?", "trader", "merchant", "bonus-marker");
        // 4-5 side: 107 posts, 93 office places, 34 marker places; 3 player side: 101, 88 (27 + 57 + 4), 32 (docs/hardware.md).
        assertThat(hansa.spotsInUse("hansa-45")).hasSize(107 + 93 + 34);
        assertThat(hansa.spotsInUse("hansa-3")).hasSize(101 + 88 + 32);
        assertThat(hansa.landmarks("hansa-45").apply(Spot.path(0))).startsWith("post 1 of ").contains(" between ");
        assertThat(PieceCodes.sensed(hansa.code(), org.kontor.protocol.message.Piece.of(1, org.kontor.protocol.message.Piece.YELLOW)))
                .isEqualTo(new org.kontor.engine.table.Sensed("trader", "yellow"));
    }
}
