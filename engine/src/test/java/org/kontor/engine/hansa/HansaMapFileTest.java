package org.kontor.engine.hansa;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.function.UnaryOperator;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.kontor.engine.board.BoardFileException;

/** The Hansa map files: both bundled sides as the reference gives them, and every kind of error named. */
class HansaMapFileTest {

    @Test
    void the_four_five_player_side_has_27_cities_and_34_routes_of_107_posts() {
        HansaMap map = HansaMapFile.bundled("hansa-45");
        assertThat(map.cities()).hasSize(27);
        assertThat(map.routes()).hasSize(34);
        assertThat(map.postCount()).isEqualTo(107);
        assertThat(map.players()).containsExactly(4, 5);
        City arnheim = map.cities().get(map.city("arnheim"));
        assertThat(arnheim.eastWest()).isTrue();
        assertThat(arnheim.offices()).containsExactly(new Office(Privilege.WHITE, Piece.TRADER, false),
                new Office(Privilege.WHITE, Piece.MERCHANT, false), new Office(Privilege.ORANGE, Piece.TRADER, false),
                new Office(Privilege.PINK, Piece.TRADER, false));
        assertThat(map.cities().get(map.city("perleberg")).offices()).hasSize(3);
        assertThat(map.routes().get(map.coellenRoute()).touches(map.city("warburg"))).isTrue();
        assertThat(map.coellen()).extracting(CoellenSpace::points).containsExactly(7, 8, 9, 11);
        for (Ability a : Ability.values()) {
            assertThat(map.cities().get(map.city(a.city())).ability()).isEqualTo(a);
        }
    }

    @Test
    void the_two_three_player_side_drops_emden_stade_and_goettingen_warburg_and_changes_eight_cities() {
        HansaMap map = HansaMapFile.bundled("hansa-3");
        assertThat(map.routes()).hasSize(32);
        assertThat(map.postCount()).isEqualTo(101);
        assertThat(map.cities().get(map.city("stade")).offices()).containsExactly(new Office(Privilege.WHITE, Piece.MERCHANT, true));
        assertThat(map.cities().get(map.city("lueneburg")).offices()).containsExactly(new Office(Privilege.WHITE, Piece.MERCHANT, false));
        assertThat(map.cities().get(map.city("kampen")).offices().get(0).shape()).isEqualTo(Piece.TRADER);
    }

    @Test
    void asking_for_a_map_that_is_not_bundled_names_the_ones_that_are() {
        assertThatThrownBy(() -> HansaMapFile.bundled("hansa-2")).isInstanceOf(BoardFileException.class)
                .hasMessage("hansa-2.json: is not a bundled Hansa Teutonica map (bundled: hansa-3, hansa-45)");
    }

    static final String GOOD = """
            {"format": 1, "game": "hansa", "id": "tiny", "title": "Tiny", "players": [3],
             "cities": [
               {"id": "a", "name": "A", "offices": [{"colour": "white", "shape": "square", "coin": true}], "eastWest": true},
               {"id": "b", "name": "B", "offices": [{"colour": "orange", "shape": "round"}]},
               {"id": "halle", "name": "Halle", "offices": [{"colour": "white", "shape": "square"}], "ability": "keys"},
               {"id": "c", "name": "C", "offices": [{"colour": "black", "shape": "square"}], "eastWest": true}],
             "routes": [
               {"between": ["a", "halle"], "posts": 2, "tavern": true},
               {"between": ["halle", "c"], "posts": 3, "tavern": true},
               {"between": ["a", "c"], "posts": 4, "tavern": true}],
             "coellen": {"route": ["a", "c"], "spaces": [{"privilege": "white", "points": 7}]}}
            """;

    private static String good() {
        return GOOD;
    }

    @Test
    void a_small_valid_map_loads_with_what_it_declares() {
        HansaMap map = HansaMapFile.parse("tiny.json", good());
        assertThat(map.cities()).hasSize(4);
        assertThat(map.routes()).extracting(Route::firstPost).containsExactly(0, 2, 5);
        assertThat(map.cities().get(2).ability()).isEqualTo(Ability.KEYS);
        assertThat(map.cities().get(0).offices().get(0).coin()).isTrue();
    }

    static Stream<Arguments> broken() {
        return Stream.of(
                Arguments.of((UnaryOperator<String>) s -> s.replace("\"format\": 1", "\"format\": 2"),
                        "format is 2, but this Kontor reads Hansa map format 1"),
                Arguments.of((UnaryOperator<String>) s -> s.replace("\"game\": \"hansa\"", "\"game\": \"catan\""),
                        "game is \"catan\", but a Hansa Teutonica map says \"hansa\""),
                Arguments.of((UnaryOperator<String>) s -> s.replace("\"title\": \"Tiny\", ", ""), "title is missing"),
                Arguments.of((UnaryOperator<String>) s -> s.replace("\"players\": [3]", "\"players\": [6]"),
                        "players[0] must be a player count from 2 to 5, found 6"),
                Arguments.of((UnaryOperator<String>) s -> s.replace("\"title\": \"Tiny\"", "\"title\": \"Tiny\", \"rivers\": []"),
                        "rivers is not a field of a Hansa map here (known: cities, coellen, format, game, id, players, routes, title)"),
                Arguments.of((UnaryOperator<String>) s -> s.replace("\"id\": \"c\"", "\"id\": \"a\""),
                        "cities[3].id \"a\" names a city a second time"),
                Arguments.of((UnaryOperator<String>) s -> s.replace("\"colour\": \"black\"", "\"colour\": \"purple\""),
                        "cities[3].offices[0].colour is \"purple\"; it must be white, orange, pink or black"),
                Arguments.of((UnaryOperator<String>) s -> s.replace("\"shape\": \"round\"", "\"shape\": \"star\""),
                        "cities[1].offices[0].shape is \"star\"; a shape is square (traders) or round (merchants)"),
                Arguments.of((UnaryOperator<String>) s -> s.replace("[{\"colour\": \"orange\", \"shape\": \"round\"}]", "[]"),
                        "cities[1].offices has 0 offices; a city has 1 to 4"),
                Arguments.of((UnaryOperator<String>) s -> s.replace("\"coin\": true", "\"coin\": \"yes\""),
                        "cities[0].offices[0].coin must be true or false, found \"yes\""),
                Arguments.of((UnaryOperator<String>) s -> s.replace("\"ability\": \"keys\"", "\"ability\": \"bank\""),
                        "cities[2].ability is bank, but bank is developed in luebeck, not halle"),
                Arguments.of((UnaryOperator<String>) s -> s.replace("\"ability\": \"keys\"", "\"ability\": \"luck\""),
                        "cities[2].ability is \"luck\"; it must be keys, actions, privilege, book or bank"),
                Arguments.of((UnaryOperator<String>) s -> s.replace(", \"eastWest\": true}],", "}],"),
                        "cities marks 1 cities eastWest; the East–West connection has exactly 2 ends"),
                Arguments.of((UnaryOperator<String>) s -> s.replace("[\"a\", \"halle\"]", "[\"a\", \"z\"]"),
                        "routes[0].between[1] names \"z\", which is no city of this map"),
                Arguments.of((UnaryOperator<String>) s -> s.replace("[\"a\", \"halle\"]", "[\"a\", \"a\"]"),
                        "routes[0].between joins a to itself"),
                Arguments.of((UnaryOperator<String>) s -> s.replace("[\"a\", \"halle\"]", "[\"c\", \"a\"]"),
                        "routes[2].between joins a and c a second time"),
                Arguments.of((UnaryOperator<String>) s -> s.replace("\"posts\": 4", "\"posts\": 5"),
                        "routes[2].posts is 5; a route has 2 to 4 trading posts"),
                Arguments.of((UnaryOperator<String>) s -> s.replace("\"posts\": 4, \"tavern\": true", "\"posts\": 4"),
                        "routes marks 2 start taverns; the game starts with 3 bonus markers on 3 taverns"),
                Arguments.of((UnaryOperator<String>) s -> s.replace("\"route\": [\"a\", \"c\"]", "\"route\": [\"b\", \"c\"]"),
                        "coellen.route joins b and c, but no route does"),
                Arguments.of((UnaryOperator<String>) s -> s.replace("\"points\": 7", "\"points\": \"seven\""),
                        "coellen.spaces[0].points must be a whole number, found \"seven\""),
                Arguments.of((UnaryOperator<String>) s -> s.replace("\"routes\": [", "\"routes\": {\"x\": ["),
                        "line 12, column 1: is not valid JSON: Unexpected end-of-input"));
    }

    @ParameterizedTest(name = "{1}")
    @MethodSource("broken")
    void a_broken_map_file_names_the_file_the_field_and_the_problem(UnaryOperator<String> breakIt, String problem) {
        String text = breakIt.apply(good());
        assertThat(text).as("the change applies").isNotEqualTo(good());
        assertThatThrownBy(() -> HansaMapFile.parse("tiny.json", text)).isInstanceOf(BoardFileException.class)
                .hasMessageStartingWith("tiny.json: " + problem);
    }

    @Test
    void an_empty_file_or_a_list_at_the_top_says_so() {
        assertThatThrownBy(() -> HansaMapFile.parse("empty.json", "")).hasMessage("empty.json: is empty");
        assertThatThrownBy(() -> HansaMapFile.parse("list.json", "[]")).hasMessage("list.json: must hold a JSON object at the top");
    }

    // ---- the drawing: optional coordinates, all or none ---------------------------------------

    /** GOOD with a place for every city and a bend in one route. */
    private static String drawn() {
        return GOOD.replace("\"name\": \"A\"", "\"name\": \"A\", \"x\": 10, \"y\": 20")
                .replace("\"name\": \"B\"", "\"name\": \"B\", \"x\": 110, \"y\": 20")
                .replace("\"name\": \"Halle\"", "\"name\": \"Halle\", \"x\": 10, \"y\": 120")
                .replace("\"name\": \"C\"", "\"name\": \"C\", \"x\": 110, \"y\": 120")
                .replace("\"posts\": 4,", "\"posts\": 4, \"bend\": [60, 90],");
    }

    @Test
    void both_bundled_sides_place_every_city_for_the_drawing_and_a_file_without_places_still_loads() {
        for (String side : HansaMapFile.BUNDLED) {
            HansaMap map = HansaMapFile.bundled(side);
            assertThat(map.cities()).as(side).allSatisfy(c -> assertThat(c.at()).isNotNull());
            // Arnheim lies west of Stendal and Lübeck north of Halle, as on the real map.
            assertThat(map.cities().get(map.city("arnheim")).at().x()).isLessThan(map.cities().get(map.city("stendal")).at().x());
            assertThat(map.cities().get(map.city("luebeck")).at().y()).isLessThan(map.cities().get(map.city("halle")).at().y());
        }
        assertThat(HansaMapFile.parse("tiny.json", good()).cities()).allSatisfy(c -> assertThat(c.at()).isNull());
        HansaMap map = HansaMapFile.parse("tiny.json", drawn());
        assertThat(map.cities().get(3).at()).isEqualTo(new Spot(110, 120));
        assertThat(map.routes().get(2).bend()).isEqualTo(new Spot(60, 90));
        assertThat(map.routes().get(0).bend()).isNull();
    }

    static Stream<Arguments> badlyDrawn() {
        return Stream.of(
                Arguments.of((UnaryOperator<String>) s -> s.replace("\"x\": 110, \"y\": 20", "\"x\": 110"),
                        "cities[1].y is missing; a city's place in the drawing needs both x and y"),
                Arguments.of((UnaryOperator<String>) s -> s.replace("\"x\": 110, \"y\": 20, ", ""),
                        "cities[1].x is missing, but cities[0] has x and y; give every city its place in the drawing, or none"),
                Arguments.of((UnaryOperator<String>) s -> s.replace("\"x\": 110, \"y\": 20", "\"x\": -5, \"y\": 20"),
                        "cities[1].x must be a whole number from 0 to 4000, found -5"),
                Arguments.of((UnaryOperator<String>) s -> s.replace("\"y\": 120}", "\"y\": \"low\"}").replace("\"y\": 120,", "\"y\": \"low\","),
                        "cities[2].y must be a whole number from 0 to 4000, found \"low\""),
                Arguments.of((UnaryOperator<String>) s -> s.replace("[60, 90]", "[60]"),
                        "routes[2].bend must be a point [x, y], found [60]"),
                Arguments.of((UnaryOperator<String>) s -> s.replace("[60, 90]", "[60, 9000]"),
                        "routes[2].bend[1] must be a whole number from 0 to 4000, found 9000"));
    }

    @ParameterizedTest(name = "{1}")
    @MethodSource("badlyDrawn")
    void a_badly_drawn_map_names_the_field_and_the_problem(UnaryOperator<String> breakIt, String problem) {
        String text = breakIt.apply(drawn());
        assertThat(text).as("the change applies").isNotEqualTo(drawn());
        assertThatThrownBy(() -> HansaMapFile.parse("tiny.json", text)).isInstanceOf(BoardFileException.class)
                .hasMessageStartingWith("tiny.json: " + problem);
    }

    @Test
    void a_bend_without_placed_cities_is_refused() {
        String text = good().replace("\"posts\": 4,", "\"posts\": 4, \"bend\": [60, 90],");
        assertThatThrownBy(() -> HansaMapFile.parse("tiny.json", text)).isInstanceOf(BoardFileException.class)
                .hasMessage("tiny.json: routes[2].bend bends a route of a map whose cities have no x and y; give the cities theirs first");
    }
}
