package org.kontor.hub;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import picocli.CommandLine;

class BoardCommandTest {

    record Run(int exit, String out, String err) {}

    static Run kontor(String... args) {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        CommandLine cli = new CommandLine(new Main());
        cli.setOut(new PrintWriter(out));
        cli.setErr(new PrintWriter(err));
        int exit = cli.execute(args);
        return new Run(exit, out.toString(), err.toString());
    }

    @Test
    void board_list_prints_the_bundled_ids() {
        Run run = kontor("board", "list");
        assertThat(run.exit()).isZero();
        assertThat(run.out().lines().map(line -> line.split("\t")[0]))
                .as("every game's boards, from the games' setup schemas")
                .contains("europe-short", "europe-main", "catan-beginner", "hansa-3", "hansa-45", "elasund");
        assertThat(run.out()).contains("hansa-3\thansa\t");
    }

    @Test
    void ids_of_a_board_that_is_not_a_hex_board_file_says_whose_it_is() {
        Run run = kontor("board", "ids", "hansa-3");
        assertThat(run.exit()).isEqualTo(1);
        assertThat(run.err()).contains("hansa-3").contains("is a board of Hansa Teutonica that is not a hex board file")
                .contains("docs/rules-hansa.md");
        Run catan = kontor("board", "ids", "catan-beginner");
        assertThat(catan.exit()).as(catan.err()).isZero();
    }

    @Test
    void board_check_on_a_bundled_board_prints_a_one_line_summary() {
        Run run = kontor("board", "check", "europe-short");
        assertThat(run.exit()).isZero();
        assertThat(run.out().lines()).singleElement().asString()
                .startsWith("europe-short: OK, ").contains("city sites").contains("15 number tokens");
        assertThat(run.err()).isEmpty();
    }

    @Test
    void board_check_and_ids_read_a_catan_board_as_the_kernel_board_with_its_harbours(@TempDir Path dir) throws Exception {
        Path file = dir.resolve("catan-beginner.json");
        try (var in = BoardCommandTest.class.getResourceAsStream("/boards/catan-beginner.json")) {
            Files.write(file, in.readAllBytes());
        }
        Run run = kontor("board", "check", file.toString());
        assertThat(run.exit()).isZero();
        assertThat(run.out().strip())
                .matches("catan-beginner: OK, \\d+ hexes \\(19 land\\), 54 intersections, 72 paths, 9 harbours");
        Run ids = kontor("board", "ids", file.toString());
        assertThat(ids.exit()).isZero();
        assertThat(ids.out()).contains(" land: ").doesNotContain("city site").doesNotContain("double arrow");
    }

    @Test
    void board_check_on_a_broken_file_exits_1_with_the_clear_message(@TempDir Path dir) throws Exception {
        Path file = dir.resolve("my-board.json");
        Files.writeString(file, """
                {"format": 1, "id": "mine", "title": "Mine",
                 "hexes": [{"q": 0, "r": 0, "terrain": "forest", "token": 8}],
                 "cities": [{"name": "Here", "intersection": 217, "colour": "purple"}]}
                """);
        Run run = kontor("board", "check", file.toString());
        assertThat(run.exit()).isEqualTo(1);
        assertThat(run.err().strip()).isEqualTo("my-board.json: cities[0].intersection 217 does not exist (0..5)");
        assertThat(run.out()).isEmpty();
    }

    @Test
    void board_check_on_a_missing_file_says_so() {
        Run run = kontor("board", "check", "nowhere.json");
        assertThat(run.exit()).isEqualTo(1);
        assertThat(run.err().strip())
                .isEqualTo("nowhere.json: no such file, and not a bundled board (europe-short, europe-main, catan-beginner)");
    }

    @Test
    void board_render_writes_only_the_svg_to_stdout() {
        Run run = kontor("board", "render", "europe-main");
        assertThat(run.exit()).isZero();
        assertThat(run.out()).startsWith("<?xml").endsWith("</svg>\n").contains("class=\"id intersection-id\"");
        assertThat(run.err()).isEmpty();
    }

    @Test
    void board_render_no_ids_leaves_the_labels_out() {
        Run run = kontor("board", "render", "--no-ids", "europe-short");
        assertThat(run.exit()).isZero();
        assertThat(run.out()).doesNotContain("class=\"id intersection-id\"").contains("id=\"intersection-");
        assertThat(kontor("board", "render", "--ids", "europe-short").out()).contains("class=\"id intersection-id\"");
    }

    @Test
    void board_ids_names_every_id_with_its_neighbours_and_cities() {
        Run run = kontor("board", "ids", "europe-short");
        assertThat(run.exit()).isZero();
        assertThat(run.err()).isEmpty();
        var board = org.kontor.engine.merchants.board.MerchantsBoard.of(org.kontor.engine.board.BoardFile.bundled("europe-short"));
        var t = board.topology();
        // Dresden (crossroads 86) with its neighbours, and every city by name.
        String dresden = run.out().lines().filter(l -> l.startsWith("intersection 86 ")).findFirst().orElseThrow();
        assertThat(dresden).startsWith("intersection 86 Dresden (").contains("city site");
        for (int n : t.intersectionsNextTo(86)) {
            if (board.isUsableIntersection(n)) {
                assertThat(dresden).contains(" " + n);
            }
        }
        for (var city : board.cities()) {
            assertThat(run.out()).contains("intersection " + city.intersection() + " " + city.name() + " (");
        }
        // One line per hex and per path; a path names its two ends with their cities.
        assertThat(run.out().lines().filter(l -> l.startsWith("hex "))).hasSize(t.hexCount());
        long paths = java.util.stream.IntStream.range(0, t.pathCount()).filter(board::isPath).count();
        assertThat(run.out().lines().filter(l -> l.startsWith("path "))).hasSize((int) paths);
        assertThat(run.out()).containsPattern("path 102 \\w+: \\d+[^;]* - \\d+");
    }

    @Test
    void board_ids_on_a_missing_file_says_so_and_prints_nothing() {
        Run run = kontor("board", "ids", "no-such-board.json");
        assertThat(run.exit()).isEqualTo(1);
        assertThat(run.out()).isEmpty();
        assertThat(run.err()).contains("no-such-board.json").contains("no such file");
    }
}
