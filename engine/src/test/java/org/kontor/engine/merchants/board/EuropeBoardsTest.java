package org.kontor.engine.merchants.board;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.BitSet;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.kontor.engine.board.BoardFile;
import org.kontor.engine.board.PlayerColour;
import org.kontor.engine.board.Resource;
import org.kontor.engine.board.Terrain;
import org.kontor.engine.board.TokenSpace;
import org.kontor.engine.merchants.MerchantsResources;

/** The two bundled Europe boards: what the printed components and the rulebook examples require. */
class EuropeBoardsTest {

    static final MerchantsBoard SHORT = MerchantsBoard.of(BoardFile.bundled("europe-short"));
    static final MerchantsBoard MAIN = MerchantsBoard.of(BoardFile.bundled("europe-main"));

    static String resource(String path) {
        try (java.io.InputStream in = EuropeBoardsTest.class.getResourceAsStream(path)) {
            assertThat(in).as(path).isNotNull();
            return new String(in.readAllBytes(), java.nio.charset.StandardCharsets.UTF_8);
        } catch (java.io.IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }

    @Test
    void the_committed_json_files_are_exactly_what_the_generator_writes() {
        assertThat(resource("/boards/europe-short.json")).isEqualTo(EuropeBoards.json(EuropeBoards.SHORT));
        assertThat(resource("/boards/europe-main.json")).isEqualTo(EuropeBoards.json(EuropeBoards.MAIN));
    }

    @ParameterizedTest
    @ValueSource(strings = {"europe-short", "europe-main"})
    void ids_are_identical_across_loads(String id) {
        MerchantsBoard a = MerchantsBoard.of(BoardFile.bundled(id));
        MerchantsBoard b = MerchantsBoard.of(BoardFile.bundled(id));
        assertThat(a.cities()).isEqualTo(b.cities());
        for (int p = 0; p < a.topology().pathCount(); p++) {
            assertThat(a.topology().intersectionsOfPath(p)).isEqualTo(b.topology().intersectionsOfPath(p));
            assertThat(a.pathKind(p)).isEqualTo(b.pathKind(p));
        }
        for (int h = 0; h < a.topology().hexCount(); h++) {
            assertThat(a.topology().intersectionsOfHex(h)).isEqualTo(b.topology().intersectionsOfHex(h));
        }
    }

    @ParameterizedTest
    @ValueSource(strings = {"europe-short", "europe-main"})
    void each_side_carries_the_15_number_tokens_of_the_box_five_of_them_marked(String id) {
        MerchantsBoard board = MerchantsBoard.of(BoardFile.bundled(id));
        assertThat(board.numberTokens()).extracting(NumberToken::number)
                .containsExactlyInAnyOrder(3, 3, 4, 4, 5, 5, 9, 9, 9, 10, 10, 10, 11, 11, 11);
        assertThat(board.numberTokens()).filteredOn(NumberToken::marked).hasSize(5);
    }

    @ParameterizedTest
    @ValueSource(strings = {"europe-short", "europe-main"})
    void every_colour_has_more_blank_spaces_than_marked_tokens_so_founding_places_tokens(String id) {
        MerchantsBoard board = MerchantsBoard.of(BoardFile.bundled(id));
        Map<Resource, Integer> blank = new EnumMap<>(Resource.class);
        for (int h = 0; h < board.topology().hexCount(); h++) {
            if (board.tokenSpace(h) instanceof TokenSpace.Blank b) {
                blank.merge(b.colour(), 1, Integer::sum);
            }
        }
        for (Resource colour : MerchantsResources.ALL) {
            long marked = board.numberTokens().stream().filter(t -> t.colour() == colour && t.marked()).count();
            assertThat(blank.getOrDefault(colour, 0)).as(colour.toString()).isGreaterThan((int) marked);
        }
    }

    @ParameterizedTest
    @ValueSource(strings = {"europe-short", "europe-main"})
    void printed_numbers_include_6_and_8_and_some_land_has_no_number_for_the_robber(String id) {
        MerchantsBoard board = MerchantsBoard.of(BoardFile.bundled(id));
        List<Integer> printed = new ArrayList<>();
        int withoutNumber = 0;
        for (int h = 0; h < board.topology().hexCount(); h++) {
            if (board.tokenSpace(h) instanceof TokenSpace.Printed p) {
                printed.add(p.number());
            } else if (board.terrain(h).isLand() && board.tokenSpace(h) instanceof TokenSpace.None) {
                withoutNumber++;
            }
        }
        assertThat(printed).contains(2, 3, 4, 5, 6, 8, 9, 10, 11, 12).doesNotContain(7);
        assertThat(withoutNumber).isPositive();
        for (int h = 0; h < board.topology().hexCount(); h++) {
            if (isSixOrEight(board, h)) {
                for (int n : board.topology().hexesNextToHex(h)) {
                    assertThat(isSixOrEight(board, n)).as("6 or 8 on hexes %d and %d", h, n).isFalse();
                }
            }
        }
    }

    private static boolean isSixOrEight(MerchantsBoard board, int hex) {
        return board.tokenSpace(hex) instanceof TokenSpace.Printed p && (p.number() == 6 || p.number() == 8);
    }

    @Test
    void the_short_side_is_eastern_europe_with_the_rulebook_cities_and_room_for_four_players() {
        assertThat(landHexes(SHORT)).isBetween(35, 48);
        assertThat(SHORT.cities()).extracting(CitySite::name)
                .contains("Praha", "Wroclaw", "Kaliningrad", "Budapest", "Beograd", "Tirana");
        assertThat(SHORT.cities().size()).as("4 players × 7 kontors fit").isGreaterThanOrEqualTo(30);
        assertThat(SHORT.cities()).filteredOn(c -> c.colour() == SiteColour.PURPLE).hasSizeGreaterThanOrEqualTo(15);
        assertThat(SHORT.cities()).filteredOn(c -> c.coastalGold() > 0).isNotEmpty();
        assertThat(SHORT.doubleArrows().cardinality()).isPositive();
        assertThat(seaPathCount(SHORT)).isPositive();
    }

    @Test
    void the_main_side_is_all_of_europe_with_the_rulebook_cities() {
        assertThat(landHexes(MAIN)).isBetween(60, 80);
        assertThat(MAIN.cities()).extracting(CitySite::name).contains("Lyon", "Köln", "Nürnberg", "Torino",
                "Venezia", "Bern", "Paris", "Bruxelles", "Dublin", "Praha", "Wroclaw", "Kaliningrad", "Budapest",
                "Beograd", "Tirana");
        assertThat(MAIN.cities().size()).isGreaterThanOrEqualTo(45);
        assertThat(MAIN.cities()).filteredOn(c -> c.colour() == SiteColour.PURPLE).hasSizeGreaterThanOrEqualTo(15);
        assertThat(MAIN.startPositions()).isEmpty();
    }

    @Test
    void the_short_side_has_a_fixed_start_for_each_of_the_four_colours() {
        assertThat(SHORT.startPositions()).containsOnlyKeys(PlayerColour.values());
        for (StartPosition start : SHORT.startPositions().values()) {
            assertThat(start.kontors()).hasSize(3)
                    .allSatisfy(i -> assertThat(SHORT.cityAt(i).colour()).isEqualTo(SiteColour.PURPLE));
            int[] ends = SHORT.topology().intersectionsOfPath(start.route());
            assertThat(SHORT.isCitySite(ends[0]) && SHORT.isCitySite(ends[1])).isFalse();
        }
    }

    @ParameterizedTest
    @ValueSource(strings = {"europe-short", "europe-main"})
    void kaliningrad_borders_a_blank_saltworks_and_is_one_path_from_a_double_arrow(String id) {
        MerchantsBoard board = MerchantsBoard.of(BoardFile.bundled(id));
        int kaliningrad = board.city("Kaliningrad").intersection();
        assertThat(hexesAt(board, kaliningrad)).anySatisfy(h -> {
            assertThat(board.terrain(h)).isEqualTo(Terrain.SALTWORKS);
            assertThat(board.tokenSpace(h)).isInstanceOf(TokenSpace.Blank.class);
        });
        boolean arrowNextDoor = false;
        for (int n : board.topology().intersectionsNextTo(kaliningrad)) {
            for (int p : board.topology().pathsAtIntersection(n)) {
                arrowNextDoor |= board.isDoubleArrow(p) && board.topology().otherEnd(p, n) != kaliningrad;
            }
        }
        assertThat(arrowNextDoor).isTrue();
    }

    @ParameterizedTest
    @ValueSource(strings = {"europe-short", "europe-main"})
    void beograd_borders_a_blank_mountains_and_a_blank_fields_hex(String id) {
        MerchantsBoard board = MerchantsBoard.of(BoardFile.bundled(id));
        List<Terrain> blankAround = new ArrayList<>();
        for (int h : hexesAt(board, board.city("Beograd").intersection())) {
            if (board.tokenSpace(h) instanceof TokenSpace.Blank) {
                blankAround.add(board.terrain(h));
            }
        }
        assertThat(blankAround).contains(Terrain.MOUNTAINS, Terrain.FIELDS);
    }

    @Test
    void lyon_has_a_pasture_5_and_koeln_and_nuernberg_fields_5_as_in_the_production_example() {
        assertThat(numberedAround(MAIN, "Lyon", Terrain.PASTURE)).contains(5);
        assertThat(numberedAround(MAIN, "Köln", Terrain.FIELDS)).contains(5);
        assertThat(numberedAround(MAIN, "Nürnberg", Terrain.FIELDS)).contains(5);
    }

    @Test
    void torino_venezia_and_bern_lie_as_far_apart_as_in_the_isolated_city_example() {
        assertThat(distance(MAIN, "Torino", "Venezia")).isEqualTo(3);
        assertThat(distance(MAIN, "Venezia", "Bern")).isEqualTo(3);
        assertThat(nearestCity(MAIN, "Bern")).isEqualTo(2);
    }

    @Test
    void dublin_is_reached_by_a_sea_lane() {
        int dublin = MAIN.city("Dublin").intersection();
        boolean lane = false;
        for (int n : MAIN.topology().intersectionsNextTo(dublin)) {
            for (int p : MAIN.topology().pathsAtIntersection(n)) {
                lane |= MAIN.pathKind(p) == PathKind.SEA;
            }
        }
        for (int p : MAIN.topology().pathsAtIntersection(dublin)) {
            lane |= MAIN.pathKind(p) == PathKind.SEA;
        }
        assertThat(lane).isTrue();
    }

    static int landHexes(MerchantsBoard board) {
        return (int) IntStream.range(0, board.topology().hexCount()).filter(h -> board.terrain(h).isLand()).count();
    }

    static long seaPathCount(MerchantsBoard board) {
        return IntStream.range(0, board.topology().pathCount()).filter(p -> board.pathKind(p) == PathKind.SEA).count();
    }

    private static List<Integer> hexesAt(MerchantsBoard board, int intersection) {
        return IntStream.of(board.topology().hexesAtIntersection(intersection)).boxed().toList();
    }

    private static List<Integer> numberedAround(MerchantsBoard board, String city, Terrain terrain) {
        List<Integer> numbers = new ArrayList<>();
        for (int h : board.topology().hexesAtIntersection(board.city(city).intersection())) {
            if (board.terrain(h) == terrain && board.tokenSpace(h) instanceof TokenSpace.Printed p) {
                numbers.add(p.number());
            }
        }
        return numbers;
    }

    private static BitSet paths(MerchantsBoard board) {
        BitSet paths = new BitSet();
        IntStream.range(0, board.topology().pathCount()).filter(board::isPath).forEach(paths::set);
        return paths;
    }

    static int distance(MerchantsBoard board, String from, String to) {
        BitSet target = new BitSet();
        target.set(board.city(to).intersection());
        return board.topology().shortestWalks(paths(board), board.city(from).intersection(), target, 1).get(0).size();
    }

    static int nearestCity(MerchantsBoard board, String from) {
        BitSet targets = new BitSet();
        board.cities().forEach(c -> targets.set(c.intersection()));
        return board.topology().shortestWalks(paths(board), board.city(from).intersection(), targets, 1).get(0).size();
    }
}
