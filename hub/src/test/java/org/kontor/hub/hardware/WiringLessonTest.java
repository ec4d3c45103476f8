package org.kontor.hub.hardware;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.kontor.engine.board.BoardFile;
import org.kontor.engine.table.Spot;
import org.kontor.protocol.message.Location;

/** Learning the wiring: one piece per spot, the sensor that sees it is recorded, mistakes are named. */
class WiringLessonTest {

    @Test
    void each_spot_is_named_the_sensor_that_sees_its_piece_is_recorded_and_a_second_piece_is_refused() {
        WiringLesson lesson = new WiringLesson(PhysicalGame.of("merchants").landmarks("europe-short"), List.of(Spot.path(49), Spot.intersection(42)));
        assertThat(lesson.prompt()).startsWith("Put a piece on path 49").endsWith("(1 of 2).");
        assertThat(lesson.sensed("main", Location.path(5), true)).isTrue();
        assertThat(lesson.prompt()).isEqualTo("Take the piece off again.");
        assertThat(lesson.sensed("main", Location.path(6), true)).isFalse();
        assertThat(lesson.warning()).isEqualTo("Another sensor (main path 6) sees a piece: one piece at a time, please.");
        assertThat(lesson.sensed("main", Location.path(5), false)).isTrue();
        assertThat(lesson.prompt()).startsWith("Put a piece on intersection 42").endsWith("(2 of 2).");
        lesson.sensed("main", Location.intersection(3), true);
        lesson.sensed("main", Location.intersection(3), false);
        assertThat(lesson.done()).isTrue();
        assertThat(lesson.learned()).containsExactly(
                new HardwareConfig.WiringEntry("main", Spot.path(5), Spot.path(49)),
                new HardwareConfig.WiringEntry("main", Spot.intersection(3), Spot.intersection(42)));
        assertThat(lesson.yaml()).isEqualTo("""
                wiring:
                  - {board: main, sensor: path 5, spot: path 49}
                  - {board: main, sensor: intersection 3, spot: intersection 42}
                """);
        // What was learned reads back as the config file's wiring section.
        HardwareConfig config = HardwareConfig.parseJson("{\"boards\": [{\"name\": \"main\", \"port\": \"/dev/x\"}], \"wiring\": "
                + "[{\"board\": \"main\", \"sensor\": \"path 5\", \"spot\": \"path 49\"}]}");
        assertThat(config.wiring()).containsExactly(lesson.learned().get(0));
    }

    @Test
    void every_spot_is_named_with_a_city_a_hobbyist_can_find_on_the_printed_board() {
        var board = org.kontor.engine.merchants.board.MerchantsBoard.of(BoardFile.bundled("europe-short"));
        WiringLesson lesson = new WiringLesson(PhysicalGame.of("merchants").landmarks("europe-short"), List.of(Spot.path(49)));
        var topology = board.topology();
        int named = 0;
        for (Spot spot : org.kontor.engine.merchants.MerchantsPhysicalRules.spotsInUse(board)) {
            String words = lesson.describe(spot);
            assertThat(words).as("%s", spot).startsWith(spot + " (").doesNotContain("no city nearby");
            named++;
        }
        assertThat(named).isGreaterThan(300);
        for (int i = 0; i < topology.intersectionCount(); i++) {
            if (board.cityAt(i) == null) {
                continue;
            }
            for (int next : topology.intersectionsNextTo(i)) {
                if (board.cityAt(next) == null) {
                    assertThat(lesson.describe(Spot.intersection(next))).matches("intersection " + next + " \\(1 path from .+\\)");
                    assertThat(lesson.describe(Spot.intersection(i))).isEqualTo("intersection " + i + " (" + board.cityAt(i).name() + ")");
                    return;
                }
            }
        }
        throw new AssertionError("no city with a neighbour that is not a city");
    }

    /** Issue 40: on a Catan board every spot read "(no city nearby)". */
    @Test
    void a_board_without_cities_names_each_spot_by_the_fields_around_it() {
        var board = org.kontor.engine.catan.IslandSetup.beginnerBoard();
        WiringLesson lesson = new WiringLesson(PhysicalGame.of("catan").landmarks(org.kontor.table.catan.CatanTable.BEGINNER), List.of());
        for (Spot spot : List.of(Spot.intersection(12), Spot.path(20), Spot.hex(9), Spot.intersection(0), Spot.path(0))) {
            assertThat(lesson.describe(spot)).as("%s", spot).doesNotContain("no city").matches(spot + " \\((where |between |on the edge of )?[a-z ,]+\\)");
        }
        assertThat(lesson.describe(Spot.hex(9))).isEqualTo("hex 9 (" + board.terrain(9).name().toLowerCase(java.util.Locale.ROOT) + ")");
    }

    /** Issue 40: a piece left on (or knocked onto) a spot learned earlier was recorded as the next spot's sensor. */
    @Test
    void a_stray_piece_on_a_sensor_already_learned_is_named_and_not_recorded_as_the_answer() {
        WiringLesson lesson = new WiringLesson(PhysicalGame.of("merchants").landmarks("europe-short"), List.of(Spot.path(49), Spot.path(50)));
        lesson.sensed("main", Location.path(5), true);
        lesson.sensed("main", Location.path(5), false);
        assertThat(lesson.prompt()).startsWith("Put a piece on path 50");

        assertThat(lesson.sensed("main", Location.path(5), true)).isFalse();
        assertThat(lesson.warning()).isEqualTo("Sensor main path 5 is already path 49's: a piece left there? Take it off; it is not recorded.");
        assertThat(lesson.prompt()).startsWith("Put a piece on path 50");
        assertThat(lesson.sensed("main", Location.path(5), false)).isFalse();
        assertThat(lesson.warning()).isNull();

        lesson.sensed("main", Location.path(6), true);
        lesson.sensed("main", Location.path(6), false);
        assertThat(lesson.done()).isTrue();
        assertThat(lesson.learned()).containsExactly(
                new HardwareConfig.WiringEntry("main", Spot.path(5), Spot.path(49)),
                new HardwareConfig.WiringEntry("main", Spot.path(6), Spot.path(50)));
    }
}
