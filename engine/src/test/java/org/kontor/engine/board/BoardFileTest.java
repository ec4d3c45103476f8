package org.kontor.engine.board;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.kontor.engine.merchants.board.CitySite;
import org.kontor.engine.merchants.board.MerchantsBoard;
import org.kontor.engine.merchants.board.NumberToken;
import org.kontor.engine.merchants.board.PathKind;
import org.kontor.engine.merchants.board.SiteColour;
import org.kontor.engine.merchants.board.StartPosition;

class BoardFileTest {

    static String resource(String path) {
        try (InputStream in = BoardFileTest.class.getResourceAsStream(path)) {
            assertThat(in).as(path).isNotNull();
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    @Test
    void a_format_2_file_declares_its_game_and_side_whatever_its_id() {
        Board board = BoardFile.parse("my-europe.json", resource("/boards/tiny-v2-main-digitised.json"));
        assertThat(board.id()).isEqualTo("my-europe");
        assertThat(board.game()).isEqualTo("merchants");
        assertThat(board.side()).isEqualTo("short");
        assertThat(BoardFile.bundled("europe-short").side()).isEqualTo("short");
        assertThat(BoardFile.bundled("europe-main").side()).isEqualTo("main");
    }

    @Test
    void a_format_1_file_keeps_loading_as_merchants_short_side_when_it_has_the_printed_start_else_main() {
        Board withStart = BoardFile.parse("tiny.json", resource("/boards/tiny.json"));
        assertThat(withStart.game()).isEqualTo("merchants");
        assertThat(withStart.side()).isEqualTo("short");
        String withoutStart = resource("/boards/tiny.json").replaceAll("(?s),\\s*\"start\": \\{.*\\}\\s*\\}\\s*$", "\n}\n");
        assertThat(withoutStart).doesNotContain("start");
        assertThat(BoardFile.parse("tiny.json", withoutStart).side()).isEqualTo("main");
    }

    @Test
    void the_small_example_from_the_docs_loads_with_everything_it_declares() {
        MerchantsBoard board = MerchantsBoard.of(BoardFile.parse("tiny.json", resource("/boards/tiny.json")));

        assertThat(board.id()).isEqualTo("tiny");
        assertThat(board.topology().hexCount()).isEqualTo(6);
        assertThat(board.terrain(0)).isEqualTo(Terrain.FOREST);
        assertThat(board.tokenSpace(0)).isEqualTo(new TokenSpace.Printed(6));
        assertThat(board.tokenSpace(1)).isEqualTo(new TokenSpace.Blank(Resource.GRAIN, true));
        assertThat(board.tokenSpace(4)).isEqualTo(new TokenSpace.Blank(Resource.SALT, false));
        assertThat(board.tokenSpace(2)).isEqualTo(new TokenSpace.None());
        assertThat(board.city("Visby")).isEqualTo(new CitySite("Visby", 9, SiteColour.BROWN, 2));
        assertThat(board.pathKind(12)).isEqualTo(PathKind.LAND);
        assertThat(board.pathKind(15)).isEqualTo(PathKind.SEA);
        assertThat(board.pathKind(16)).as("a rim side of a sea hex").isEqualTo(PathKind.NONE);
        assertThat(board.isDoubleArrow(13)).isTrue();
        assertThat(board.numberTokens()).containsExactly(
                new NumberToken(Resource.GRAIN, 5, true), new NumberToken(Resource.SALT, 11, false));
        assertThat(board.startPositions()).containsExactly(
                Map.entry(PlayerColour.RED, new StartPosition(PlayerColour.RED, List.of(3, 8, 16), 12)));
    }

    @Test
    void a_catan_island_of_19_hexes_loads_for_later_games() {
        Board board = BoardFile.parse("catan-19.json", resource("/boards/catan-19.json"));

        long land = java.util.stream.IntStream.range(0, board.topology().hexCount())
                .filter(h -> board.terrain(h).isLand()).count();
        assertThat(land).isEqualTo(19);
        assertThat(board.topology().hexCount()).isEqualTo(37);
        long usable = java.util.stream.IntStream.range(0, board.topology().intersectionCount())
                .filter(board::isUsableIntersection).count();
        assertThat(usable).as("the island's 54 intersections").isEqualTo(54);
        assertThat(java.util.stream.IntStream.range(0, board.topology().pathCount()).filter(board::isPath).count())
                .as("the island's 72 paths").isEqualTo(72);
    }

    @Test
    void each_game_reads_its_own_part_of_the_file_into_its_own_board() {
        Board merchants = BoardFile.parse("tiny.json", resource("/boards/tiny.json"));
        assertThat(merchants).isInstanceOf(MerchantsBoard.class);
        assertThat(MerchantsBoard.of(merchants).cities()).hasSize(4);

        Board catan = BoardFile.bundled("catan-beginner");
        assertThat(catan).isNotInstanceOf(MerchantsBoard.class);
        assertThat(catan.harbours()).as("the kernel reads Catan's harbours").hasSize(9);
        assertThat(catan.isPath(0)).as("a side of a land hex").isTrue();
        assertThatThrownBy(() -> MerchantsBoard.of(catan))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("The board catan-beginner is a catan board, not a Merchants of Europe board.");
        assertThatThrownBy(() -> new org.kontor.engine.merchants.MerchantsGame().start(catan, 4, Map.of(), 1))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("The board catan-beginner is a catan board, not a Merchants of Europe board.");
    }

    @Test
    void the_bundled_boards_are_listed_and_load() {
        assertThat(BoardFile.bundledIds()).containsExactly("europe-short", "europe-main");
        for (String id : BoardFile.bundledIds()) {
            assertThat(BoardFile.bundled(id).id()).isEqualTo(id);
        }
    }

    @Test
    void asking_for_a_board_that_is_not_bundled_names_the_ones_that_are() {
        assertThatThrownBy(() -> BoardFile.bundled("atlantis"))
                .isInstanceOf(BoardFileException.class)
                .hasMessage("atlantis.json: is not a bundled board (bundled: europe-short, europe-main)");
    }

    @Test
    void malformed_json_is_reported_with_its_line_and_column() {
        assertThatThrownBy(() -> BoardFile.parse("malformed.json", resource("/boards/broken/malformed.json")))
                .isInstanceOf(BoardFileException.class)
                .hasMessageStartingWith("malformed.json: line 3, column 3: is not valid JSON: ")
                .hasMessageContaining("expecting comma");
    }

    @Test
    void a_key_given_twice_is_an_error_not_a_silent_override() {
        assertThatThrownBy(() -> BoardFile.parse("twice.json", "{\"format\": 1, \"format\": 1}"))
                .hasMessageContaining("twice.json: line 1, column ")
                .hasMessageContaining("Duplicate field 'format'");
    }

    @Test
    void a_file_that_is_not_an_object_says_so() {
        assertThatThrownBy(() -> BoardFile.parse("list.json", "[1, 2]"))
                .hasMessage("list.json: must hold a JSON object at the top, found a list");
        assertThatThrownBy(() -> BoardFile.parse("empty.json", ""))
                .hasMessage("empty.json: is empty");
    }

    @Test
    void a_board_of_more_hexes_than_any_game_has_is_refused_before_it_is_built() {
        StringBuilder hexes = new StringBuilder();
        for (int q = 0; q <= BoardFile.MAX_HEXES; q++) {
            hexes.append(q == 0 ? "" : ", ").append("{\"q\": ").append(q).append(", \"r\": 0, \"terrain\": \"sea\"}");
        }
        String text = "{\"format\": 1, \"id\": \"huge\", \"title\": \"Runaway\", \"hexes\": [" + hexes + "]}";
        assertThatThrownBy(() -> BoardFile.parse("huge.json", text))
                .isInstanceOf(BoardFileException.class)
                .hasMessage("huge.json: hexes has 2001 hexes: a board has at most 2000");
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', quoteCharacter = '`', textBlock = """
            missing-hexes              | hexes is missing
            unknown-terrain            | hexes[1].terrain "swamp" is not a terrain (forest, mountain-forest, pasture, mountain-pasture, fields, mountains, saltworks, hills, desert, sea)
            duplicate-hex              | hexes[3] at q 0, r 0 repeats hexes[0]
            token-seven                | hexes[0].token 7 is not a number a token can show (2..12, not 7)
            city-nowhere               | cities[1].intersection 217 does not exist (0..21)
            city-at-sea                | cities[1].intersection 10 touches no land hex
            two-cities-one-site        | cities[2].intersection 8 already holds cities[0] (Lübeck)
            duplicate-name             | cities[2].name "Lübeck" repeats cities[0]
            gold-inland                | cities[0].gold 1 on an inland city: only coastal cities show gold
            sea-path-on-land           | seaPaths[0] path 12 is not between sea hexes: it borders hexes[0] (forest), so it is a land path already
            arrow-not-path             | doubleArrows[0] path 9 is not a path on this board (a side between two sea hexes is a path only when listed in seaPaths)
            token-without-space        | tokens[1].colour ore: no hex has a blank ore token space for this token to fill
            marked-mismatch            | tokens has 1 marked salt token but the hexes have 0 marked salt spaces (each marked token goes face up onto a marked space of its colour)
            start-not-city             | start.red.kontors[2] intersection 12 is not a city site
            brown-start                | start.red.kontors[0] intersection 3 (Kiel) is a brown city site; starting kontors stand on purple ones
            route-far                  | start.red.route path 1 (intersections 0-4) touches none of red's kontors [3, 8, 16]
            start-route-between-cities | start.red.route path 13 connects two city sites (Lübeck, Visby); no start route may connect city sites
            start-routes-meet          | start.blue.route path 11 meets start.red.route at intersection 12, which would connect city sites; no start route may connect city sites
            unknown-field              | sea_paths is not a known field (known: cities, doubleArrows, format, game, harbours, hexes, id, seaPaths, side, start, title, tokens)
            future-format              | format 3 is not supported (this Kontor reads formats 1 and 2)
            unknown-game               | game "catan-moon" is not a game Kontor knows (known: merchants, catan)
            unknown-side               | side "whale" is not a side of merchants (its sides: short, main)
            start-on-main              | start is the short game's printed start, but this board is the main side
            side-in-format-1           | side came with format 2: write "format": 2 to use it
            catan-with-cities          | cities belong to Merchants of Europe boards; a catan board has none
            """)
    void a_broken_board_file_names_the_file_the_field_and_the_problem(String name, String problem) {
        String file = name + ".json";
        assertThatThrownBy(() -> BoardFile.parse(file, resource("/boards/broken/" + file)))
                .isInstanceOf(BoardFileException.class)
                .hasMessage(file + ": " + problem)
                .satisfies(e -> assertThat(((BoardFileException) e).fileName()).isEqualTo(file));
    }
}
