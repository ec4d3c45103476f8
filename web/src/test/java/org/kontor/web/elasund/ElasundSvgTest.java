package org.kontor.web.elasund;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.kontor.engine.elasund.ElasundBoard;
import org.kontor.engine.elasund.ElasundBoardFile;
import org.kontor.engine.elasund.Pieces;
import org.kontor.engine.elasund.PiecesFile;
import org.kontor.engine.elasund.Square;

/**
 * The city board's drawing: an element for every square (named by column and dice label, as
 * commands name squares), every sea row, every gate and wall slot of each player count, the
 * church foundation, every windmill and both tracks, each id once; the wall slots sit where the
 * board file puts them, and each player count's gates and walls are in its own group.
 */
class ElasundSvgTest {

    private final ElasundBoard board = ElasundBoardFile.bundled();
    private final Pieces pieces = PiecesFile.bundled();
    private final String svg = ElasundSvg.render(board, pieces);

    private List<String> ids() {
        List<String> ids = new ArrayList<>();
        Matcher m = Pattern.compile(" id=\"([^\"]+)\"").matcher(svg);
        while (m.find()) {
            ids.add(m.group(1));
        }
        return ids;
    }

    @Test
    void every_square_row_gate_wall_slot_windmill_and_track_space_has_its_one_element() {
        List<String> ids = ids();
        assertThat(new HashSet<>(ids)).as("no id twice").hasSameSizeAs(ids);
        int widest = board.areas().stream().mapToInt(ElasundBoard.Area::columns).max().orElseThrow();
        assertThat(widest).isEqualTo(9);
        for (int label : board.rows()) {
            assertThat(ids).contains("sea-" + label);
            for (int column = 0; column < widest; column++) {
                assertThat(ids).contains("sq-" + column + "-" + label);
            }
        }
        assertThat(ids).noneMatch(id -> id.matches("sq-\\d+-7|sea-7")).doesNotContain("sq-9-2");
        for (ElasundBoard.Area area : board.areas()) {
            int n = area.players();
            assertThat(ids).contains("area-" + n);
            for (int k = 0; k < area.gates().size(); k++) {
                assertThat(ids).contains("gate-" + n + "-" + k);
            }
            for (int s = 0; s < area.walls().size(); s++) {
                assertThat(ids).contains("wall-" + n + "-" + s);
            }
        }
        for (Square s : board.windmills().keySet()) {
            assertThat(ids).contains("windmill-" + s.column() + "-" + board.rows().get(s.row()));
        }
        for (int p = 0; p <= 12; p++) {
            assertThat(ids).contains("trade-" + p);
        }
        for (int i = 0; i < pieces.track().size(); i++) {
            assertThat(ids).contains("track-" + i);
        }
        for (int c = 0; c <= 10; c++) {
            assertThat(ids).contains("cubes-" + c);
        }
        assertThat(ids).contains("church-foundation", "ship", "pieces", "board-elasund");
    }

    @Test
    void squares_wall_slots_and_the_foundation_stand_where_the_board_file_puts_them() {
        // Column 0 and dice label 2 (row 0) is the top-left square; row -1 is the wall row above it.
        assertThat(svg).contains("<rect id=\"sq-0-2\" class=\"square\" x=\"86\" y=\"108\" width=\"56\" height=\"56\"");
        assertThat(svg).contains("<rect id=\"sq-8-12\" class=\"square\" x=\"534\" y=\"612\"");
        // The 2-player area's first wall slot is [3, -1], 2 gold; its fifth [5, 1], 4 gold.
        assertThat(svg).contains("<rect id=\"wall-2-0\" class=\"wall-slot cost-2\" x=\"" + (86 + 3 * 56 + 4) + "\" y=\"" + (52 + 4) + "\"");
        assertThat(svg).contains("<rect id=\"wall-2-4\" class=\"wall-slot cost-4\" x=\"" + (86 + 5 * 56 + 4) + "\" y=\"" + (108 + 56 + 4) + "\"");
        // The foundation [2, 5] is the square of dice label 8.
        assertThat(svg).contains("id=\"church-foundation\" class=\"church-foundation\" x=\"" + (86 + 2 * 56 + 3) + "\"")
                .contains("data-column=\"2\" data-row=\"8\"");
        // Squares past the 2-player area say from which player count they are inside it.
        assertThat(svg).contains("id=\"sq-4-5\" class=\"square\"").containsPattern("id=\"sq-4-5\"[^>]*data-from-players=\"2\"")
                .containsPattern("id=\"sq-5-5\"[^>]*data-from-players=\"3\"").containsPattern("id=\"sq-8-5\"[^>]*data-from-players=\"4\"");
    }

    @Test
    void each_player_counts_gates_and_walls_are_in_its_own_group() {
        for (ElasundBoard.Area area : board.areas()) {
            int n = area.players();
            int start = svg.indexOf("<g id=\"area-" + n + "\" class=\"area\" data-players=\"" + n + "\">");
            int end = svg.indexOf("</g>", start);
            String group = svg.substring(start, end);
            assertThat(group.split("class=\"gate\"", -1)).hasSize(area.gates().size() + 1);
            assertThat(group.split("class=\"wall-slot", -1)).hasSize(area.walls().size() + 1);
            assertThat(group).doesNotContain("gate-" + (n == 2 ? 3 : 2) + "-");
        }
    }

    @Test
    void the_windmills_are_drawn_above_the_gates_and_wall_slots() {
        // A 2-player game's gate stands on the square [5,0], a 3-player game's on [7,0]: both hold windmills.
        int windmills = svg.indexOf("<g id=\"windmills\">");
        assertThat(windmills).isPositive();
        assertThat(svg.lastIndexOf("class=\"gate\"")).as("the last gate, before the windmills").isLessThan(windmills);
        assertThat(svg.lastIndexOf("class=\"wall-slot")).as("the last wall slot, before the windmills").isLessThan(windmills);
    }
}
