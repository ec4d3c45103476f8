package org.kontor.engine.catan;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.kontor.engine.board.Axial;
import org.kontor.engine.board.Board;
import org.kontor.engine.board.BoardFile;
import org.kontor.engine.board.BoardFileException;
import org.kontor.engine.board.Harbour;
import org.kontor.engine.board.Resource;
import org.kontor.engine.board.Terrain;
import org.kontor.engine.board.Topology;

/** "Montaje de la isla": the printed beginner board, and the variable island of the standard rules. */
class IslandSetupTest {

    @Test
    void the_beginner_board_is_the_printed_island_with_its_nine_harbours_and_the_robber_on_the_desert() {
        Board board = IslandSetup.beginnerBoard();
        Topology t = board.topology();
        assertThat(board.game()).isEqualTo("catan");
        assertThat(List.of(t.hexCount(), t.intersectionCount(), t.pathCount())).containsExactly(19, 54, 72);
        Island island = Catan.setup(CatanConfig.beginner(4), 1).island();
        assertThat(terrainCounts(island)).containsEntry(Terrain.FOREST, 4).containsEntry(Terrain.PASTURE, 4)
                .containsEntry(Terrain.FIELDS, 4).containsEntry(Terrain.HILLS, 3).containsEntry(Terrain.MOUNTAINS, 3)
                .containsEntry(Terrain.DESERT, 1);
        assertThat(numbers(island)).containsExactlyInAnyOrder(2, 3, 3, 4, 4, 5, 5, 6, 6, 8, 8, 9, 9, 10, 10, 11, 11, 12);
        // Top row as printed: mountains 10, pasture 2, forest 9.
        assertThat(List.of(island.terrain(0), island.terrain(1), island.terrain(2)))
                .containsExactly(Terrain.MOUNTAINS, Terrain.PASTURE, Terrain.FOREST);
        assertThat(List.of(island.number(0), island.number(1), island.number(2))).containsExactly(10, 2, 9);
        assertThat(redNeighbours(island)).isFalse();
        assertThat(board.harbours()).hasSize(9);
        assertThat(board.harbours().stream().filter(Harbour::generic)).hasSize(4);
        assertThat(board.harbours().stream().filter(h -> !h.generic()).map(Harbour::resource))
                .containsExactlyInAnyOrder(Resource.BRICK, Resource.LUMBER, Resource.WOOL, Resource.GRAIN, Resource.ORE);
        CatanState s = Catan.setup(CatanConfig.beginner(4), 1);
        assertThat(island.terrain(s.robberHex())).isEqualTo(Terrain.DESERT);
    }

    @Test
    void the_2_to_1_ore_harbour_is_on_the_coast_of_hills_10() {
        Board board = IslandSetup.beginnerBoard();
        Harbour ore = board.harbours().stream().filter(h -> h.resource() == Resource.ORE).findFirst().orElseThrow();
        assertThat(board.topology().hexesAlongPath(ore.path())).containsExactly(6);
        assertThat(board.terrain(6)).isEqualTo(Terrain.HILLS);
    }

    @Test
    void a_variable_island_shuffles_terrain_and_harbour_kinds_and_lays_the_numbers_by_the_spiral() {
        Board frame = IslandSetup.beginnerBoard();
        Island printed = Catan.setup(CatanConfig.beginner(4), 1).island();
        List<List<Terrain>> layouts = new ArrayList<>();
        for (long seed = 1; seed <= 20; seed++) {
            Island island = Catan.setup(CatanConfig.variable(4), seed).island();
            assertThat(terrainCounts(island)).isEqualTo(terrainCounts(printed));
            assertThat(numbers(island)).containsExactlyInAnyOrderElementsOf(numbers(printed));
            assertThat(island.number(island.desert())).isZero();
            assertThat(island.harbours()).extracting(Harbour::path)
                    .containsExactlyElementsOf(frame.harbours().stream().map(Harbour::path).toList());
            assertThat(island.harbours()).extracting(Harbour::rate).containsExactlyInAnyOrder(2, 2, 2, 2, 2, 3, 3, 3, 3);
            // Read from one of the six corners, counter-clockwise inwards, the numbers are A to R.
            boolean spiralFound = false;
            for (int corner = 0; corner < 6; corner++) {
                List<Integer> read = new ArrayList<>();
                for (int hex : IslandSetup.spiral(frame.topology(), corner)) {
                    if (island.number(hex) > 0) {
                        read.add(island.number(hex));
                    }
                }
                spiralFound |= read.equals(java.util.Arrays.stream(IslandSetup.SPIRAL_TOKENS).boxed().toList());
            }
            assertThat(spiralFound).as("seed %d: numbers in spiral order", seed).isTrue();
            List<Terrain> layout = new ArrayList<>();
            for (int h = 0; h < 19; h++) {
                layout.add(island.terrain(h));
            }
            layouts.add(layout);
        }
        assertThat(layouts.stream().distinct().count()).as("different islands for different seeds").isGreaterThan(15);
    }

    @Test
    void the_spiral_goes_counter_clockwise_round_the_outer_ring_then_the_inner_ring_then_the_centre() {
        Topology t = IslandSetup.beginnerBoard().topology();
        List<Integer> spiral = IslandSetup.spiral(t, 0);
        assertThat(spiral).hasSize(19).doesNotHaveDuplicates();
        for (int k = 0; k + 1 < spiral.size(); k++) {
            if (k != 11) { // from the outer ring's last hex the spiral steps inwards
                assertThat(t.hexesNextToHex(spiral.get(k))).as("hex %d then %d", spiral.get(k), spiral.get(k + 1))
                        .contains(spiral.get(k + 1));
            }
        }
        assertThat(spiral.get(18)).isEqualTo(9); // the centre (the beginner board's desert)
    }

    @Test
    void the_no_adjacent_red_option_never_puts_a_6_or_8_next_to_another() {
        for (long seed = 1; seed <= 40; seed++) {
            CatanConfig config = new CatanConfig(IslandSetup.beginnerBoard(), IslandSetup.Layout.VARIABLE_NO_ADJACENT_RED, 4,
                    RuleOptions.standard());
            Island island = Catan.setup(config, seed).island();
            assertThat(redNeighbours(island)).as("seed %d", seed).isFalse();
            assertThat(numbers(island)).hasSize(18);
        }
    }

    @Test
    void a_harbour_off_the_coast_or_on_a_merchants_board_is_refused_naming_the_field() {
        Topology three = new Topology(List.of(new Axial(0, 0), new Axial(1, 0), new Axial(0, 1)));
        int between = -1;
        for (int p = 0; p < three.pathCount(); p++) {
            between = three.hexesAlongPath(p).length == 2 ? p : between;
        }
        String inland = catanFile("{\"path\": " + between + ", \"rate\": 3}");
        assertThatThrownBy(() -> BoardFile.parse("mine.json", inland)).isInstanceOf(BoardFileException.class)
                .hasMessageContaining("mine.json").hasMessageContaining("harbours[0].path").hasMessageContaining("not on the coast");
        assertThatThrownBy(() -> BoardFile.parse("mine.json", catanFile("{\"path\": 0, \"rate\": 2}")))
                .hasMessageContaining("harbours[0].resource").hasMessageContaining("missing");
        assertThatThrownBy(() -> BoardFile.parse("mine.json", catanFile("{\"path\": 0, \"rate\": 5}")))
                .hasMessageContaining("harbours[0].rate").hasMessageContaining("must be 2");
        // The top-right and top-left sides of the first hex meet at its top corner.
        String twoAtOneCorner = "{\"path\": " + three.pathsOfHex(0)[0] + ", \"rate\": 3}, {\"path\": "
                + three.pathsOfHex(0)[5] + ", \"rate\": 3}";
        assertThatThrownBy(() -> BoardFile.parse("mine.json", catanFile(twoAtOneCorner)))
                .hasMessageContaining("harbours[1].path").hasMessageContaining("shares intersection");
        String merchants = catanFile("{\"path\": 0, \"rate\": 3}").replace("\"game\": \"catan\", \"side\": \"base\"",
                "\"game\": \"merchants\", \"side\": \"main\"");
        assertThatThrownBy(() -> BoardFile.parse("mine.json", merchants)).hasMessageContaining("harbours")
                .hasMessageContaining("belong to Catan boards");
        assertThatThrownBy(() -> new CatanConfig(BoardFile.bundled("europe-short"), IslandSetup.Layout.BEGINNER, 4,
                RuleOptions.standard())).hasMessageContaining("not a Catan board");
    }

    /** A 3-hex Catan board with the given harbours. */
    private static String catanFile(String harbours) {
        return "{\"format\": 2, \"game\": \"catan\", \"side\": \"base\", \"id\": \"mine\", \"title\": \"t\", \"hexes\": ["
                + "{\"q\": 0, \"r\": 0, \"terrain\": \"hills\", \"token\": 5}, {\"q\": 1, \"r\": 0, \"terrain\": \"forest\", \"token\": 6},"
                + "{\"q\": 0, \"r\": 1, \"terrain\": \"desert\"}], \"harbours\": [" + harbours + "]}";
    }

    static Map<Terrain, Integer> terrainCounts(Island island) {
        Map<Terrain, Integer> counts = new HashMap<>();
        for (int h = 0; h < island.topology().hexCount(); h++) {
            counts.merge(island.terrain(h), 1, Integer::sum);
        }
        return counts;
    }

    static List<Integer> numbers(Island island) {
        List<Integer> numbers = new ArrayList<>();
        for (int h = 0; h < island.topology().hexCount(); h++) {
            if (island.number(h) > 0) {
                numbers.add(island.number(h));
            }
        }
        return numbers;
    }

    static boolean redNeighbours(Island island) {
        Topology t = island.topology();
        Integer[] numbers = new Integer[t.hexCount()];
        for (int h = 0; h < numbers.length; h++) {
            numbers[h] = island.number(h);
        }
        return IslandSetup.redNeighbours(t, numbers);
    }
}
