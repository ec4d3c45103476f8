package org.kontor.engine.elasund;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.function.UnaryOperator;
import org.junit.jupiter.api.Test;
import org.kontor.engine.board.BoardFileException;

/**
 * The bundled board and pieces files as the rulebook and docs/rules-elasund.md describe them, and
 * a file broken in each way the readers check, each refused with the file, the field and the problem.
 */
class ElasundDataFilesTest {

    private static final String BOARD = DataFile.bundled("elasund.json");
    private static final String PIECES = DataFile.bundled("pieces.json");

    @Test
    void the_bundled_board_has_the_printed_rows_areas_gates_and_walls() {
        ElasundBoard b = ElasundBoardFile.bundled();
        assertThat(b.rows()).containsExactly(2, 3, 4, 5, 6, 8, 9, 10, 11, 12);
        assertThat(b.foundation()).isEqualTo(new Square(2, 5));
        assertThat(b.area(2).columns()).isEqualTo(5);
        assertThat(b.area(4).columns()).isEqualTo(9);
        // 4 / 8 / 12 slots at 2 gold between gate and sea, 8 at 4 gold between the gates.
        assertThat(b.area(3).walls().stream().filter(w -> w.cost() == 2)).hasSize(8);
        assertThat(b.area(4).walls().stream().filter(w -> w.cost() == 4)).hasSize(8);
        assertThat(b.windmills(b.area(2), new Square(5, 0))).isZero();
        assertThat(b.windmills(b.area(3), new Square(5, 0))).isEqualTo(2);
        assertThat(b.windmills(b.area(3), new Square(7, 0))).isZero();
        assertThat(b.windmills(b.area(2), new Square(0, 4))).isEqualTo(1);
    }

    @Test
    void the_bundled_pieces_are_the_box_37_buildings_9_walls_and_90_cards() {
        Pieces p = PiecesFile.bundled();
        int neutral = p.buildings().stream().filter(k -> k.owner() == BuildingKind.Owner.NEUTRAL).mapToInt(BuildingKind::count).sum();
        int own = p.buildings().stream().filter(k -> k.owner() != BuildingKind.Owner.NEUTRAL).mapToInt(BuildingKind::count).sum();
        assertThat(neutral).isEqualTo(21);
        assertThat(own * 4).isEqualTo(16);
        assertThat(p.building("tavern").permits()).isEqualTo(2);
        assertThat(p.building("hall").cost()).isEqualTo(5);
        assertThat(p.building("hall").flags()).containsExactly(0, 1);
        assertThat(p.walls().stream().filter(Pieces.WallTile::tower).map(Pieces.WallTile::number)).containsExactly(3, 6, 9);
        assertThat(p.deck("en").gold() + p.deck("en").influenceCards()).isEqualTo(90);
        assertThat(p.deck("en").provisional()).contains("colours");
        assertThat(p.churchCost()).isEqualTo(7);
    }

    @Test
    void a_board_file_that_is_not_json_or_not_elasund_is_refused() {
        board("{", "elasund.json: line 1", "is not valid JSON");
        board("[]", "elasund.json: must hold a JSON object at the top", "");
        boardEdit(t -> t.replace("\"format\": 1", "\"format\": 2"), "elasund.json: format is 2", "format 1");
        boardEdit(t -> t.replace("\"game\": \"elasund\"", "\"game\": \"hansa\""), "elasund.json: game is \"hansa\"", "");
    }

    @Test
    void a_board_file_with_an_unknown_or_missing_field_is_refused() {
        boardEdit(t -> t.replace("\"title\":", "\"colour\": 1, \"title\":"), "elasund.json: colour is not a field here", "");
        boardEdit(t -> t.replace("\"foundation\": [2, 5],", ""), "elasund.json: foundation is missing", "");
        boardEdit(t -> t.replace("\"columns\": 5,", "\"columns\": \"five\","), "elasund.json: areas[0].columns must be a whole number", "");
    }

    @Test
    void a_board_file_with_impossible_geometry_is_refused() {
        boardEdit(t -> t.replace("[2, 3, 4, 5, 6, 8,", "[2, 3, 4, 5, 6, 7,"), "elasund.json: rows[5] must be a dice sum", "other than 7");
        boardEdit(t -> t.replace("[2, 3, 4, 5, 6, 8,", "[2, 3, 4, 5, 6, 6,"), "elasund.json: rows[5] repeats the label 6", "");
        boardEdit(t -> t.replace("\"foundation\": [2, 5]", "\"foundation\": [6, 5]"), "elasund.json: foundation is [6, 5], outside", "");
        boardEdit(t -> t.replace("\"small\": [3, 2]", "\"small\": [1, 5]"), "elasund.json: startingSquares[1].large puts a cottage on [1, 5], already taken by red", "");
        boardEdit(t -> t.replace("\"small\": [3, 2]", "\"small\": [0, 2]"), "elasund.json: startingSquares red's cottage square [0, 2] is a trade zone", "");
        boardEdit(t -> t.replace("{\"square\": [3, -1], \"cost\": 2}", "{\"square\": [3, 4], \"cost\": 2}"),
                "elasund.json: areas[0].walls[0].square is [3, 4], but gates and walls stand on the edge", "");
        boardEdit(t -> t.replace("{\"square\": [0, 3], \"windmills\": 1}", "{\"square\": [0, 3], \"windmills\": 3}"),
                "elasund.json: windmills[3].windmills must be from 1 to 2, found 3", "");
        boardEdit(t -> t.replace("\"players\": 3", "\"players\": 2"), "elasund.json: areas[1].players repeats the player count 2", "");
    }

    @Test
    void a_pieces_file_with_impossible_buildings_is_refused() {
        piecesEdit(t -> t.replace("\"id\": \"shop\"", "\"id\": \"well\""), "pieces.json: buildings[6].id repeats \"well\"", "");
        piecesEdit(t -> t.replace("\"width\": 2, \"height\": 3", "\"width\": 3, \"height\": 3"), "pieces.json: buildings[8].width and height make 9 squares", "");
        piecesEdit(t -> t.replace("\"income\": \"gold\", \"flags\": [0]}", "\"income\": \"silver\", \"flags\": [0]}"),
                "pieces.json: buildings[6].income is \"silver\", not one of gold, influence, none", "");
        piecesEdit(t -> t.replace("\"flags\": [0, 1]", "\"flags\": [0, 3]"), "pieces.json: buildings[8].flags[1] must be a row inside the tile, 0 to 2", "");
        piecesEdit(t -> t.replace("\"owner\": \"starting\", \"count\": 1, \"width\": 1, \"height\": 1", "\"owner\": \"player\", \"count\": 1, \"width\": 1, \"height\": 1"),
                "pieces.json: buildings must hold exactly two starting cottages", "");
    }

    @Test
    void a_pieces_file_with_wrong_walls_track_or_decks_is_refused() {
        piecesEdit(t -> t.replace("{\"number\": 2,", "{\"number\": 3,"), "pieces.json: walls[1].number is 3", "must be 2");
        piecesEdit(t -> t.replace("\"reward\": \"tower\", \"cards\": 0}\n ]", "\"reward\": \"tower\", \"cards\": 1}\n ]"),
                "pieces.json: walls[8].cards is 1: a tower gives no cards", "");
        piecesEdit(t -> t.replace("{\"points\": 7, \"flags\": 2}", "{\"points\": 4, \"flags\": 2}"), "pieces.json: tradeTrack[2].points is 4: the spaces must rise", "");
        piecesEdit(t -> t.replace("\"blue\": 13,", "\"blue\": 13, \"purple\": 2,"), "pieces.json: decks[0].influence.purple is not a field here", "");
        piecesEdit(t -> t.replace("\"tiles\": 9", "\"tiles\": 8"), "pieces.json: church.tiles must be 9", "");
    }

    private static void board(String text, String start, String contains) {
        assertThatThrownBy(() -> ElasundBoardFile.parse("elasund.json", text)).isInstanceOf(BoardFileException.class)
                .hasMessageStartingWith(start).hasMessageContaining(contains);
    }

    private static void boardEdit(UnaryOperator<String> edit, String start, String contains) {
        String text = edit.apply(BOARD);
        assertThat(text).as("the edit applies").isNotEqualTo(BOARD);
        board(text, start, contains);
    }

    private static void piecesEdit(UnaryOperator<String> edit, String start, String contains) {
        String text = edit.apply(PIECES);
        assertThat(text).as("the edit applies").isNotEqualTo(PIECES);
        assertThatThrownBy(() -> PiecesFile.parse("pieces.json", text)).isInstanceOf(BoardFileException.class)
                .hasMessageStartingWith(start).hasMessageContaining(contains);
    }
}
