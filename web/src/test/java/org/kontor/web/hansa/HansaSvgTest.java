package org.kontor.web.hansa;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.kontor.engine.hansa.City;
import org.kontor.engine.hansa.HansaMap;
import org.kontor.engine.hansa.HansaMapFile;
import org.kontor.engine.hansa.Route;
import org.kontor.web.board.BoardSvg;

/** The drawing of each side: an element for every post, route, city, office slot and Coellen space, each id once. */
class HansaSvgTest {

    private static List<String> ids(String svg) {
        List<String> ids = new ArrayList<>();
        Matcher m = Pattern.compile(" id=\"([^\"]+)\"").matcher(svg);
        while (m.find()) {
            ids.add(m.group(1));
        }
        return ids;
    }

    @ParameterizedTest
    @ValueSource(strings = {"hansa-3", "hansa-45"})
    void every_post_route_city_office_and_coellen_space_has_its_one_element(String side) {
        HansaMap map = HansaMapFile.bundled(side);
        String svg = HansaSvg.render(map);
        List<String> ids = ids(svg);
        assertThat(new HashSet<>(ids)).as("no id twice").hasSameSizeAs(ids);
        for (int post = 0; post < map.postCount(); post++) {
            assertThat(ids).contains("post-" + post);
        }
        for (Route r : map.routes()) {
            assertThat(ids).contains("route-" + r.id(), "route-line-" + r.id());
        }
        for (City c : map.cities()) {
            assertThat(ids).contains("city-" + c.id());
            for (int slot = 0; slot < c.offices().size(); slot++) {
                assertThat(ids).contains("office-" + c.id() + "-" + slot);
            }
            assertThat(svg).contains(">" + BoardSvg.escape(c.name() + (c.eastWest() ? " ★" : "")) + "</text>");
        }
        for (int k = 0; k < map.coellen().size(); k++) {
            assertThat(ids).contains("coellen-" + k);
            // The page reads a space's points and a city's ability from the drawing, not from its own copy of the map.
            assertThat(svg).containsPattern("<circle id=\"coellen-" + k + "\" class=\"[^\"]*\" data-points=\""
                    + map.coellen().get(k).points() + "\"");
        }
        for (City c : map.cities()) {
            if (c.ability() != null) {
                assertThat(svg).containsPattern("(?s)<g id=\"city-" + c.id() + "\"[^>]*>(?:(?!</g>).)*data-ability=\""
                        + c.ability().name().toLowerCase(java.util.Locale.ROOT) + "\"");
            }
        }
        assertThat(ids).contains("pieces");
        // A square slot takes a trader, a round one a merchant: Lübeck's first office on both sides is a square.
        assertThat(svg).contains("<rect id=\"office-luebeck-0\" class=\"office");
    }

    @ParameterizedTest
    @ValueSource(strings = {"hansa-3", "hansa-45"})
    void posts_stand_clear_of_each_other(String side) {
        String svg = HansaSvg.render(HansaMapFile.bundled(side));
        Matcher m = Pattern.compile("<circle id=\"post-\\d+\" class=\"post\" cx=\"([\\d.]+)\" cy=\"([\\d.]+)\"").matcher(svg);
        List<double[]> posts = new ArrayList<>();
        while (m.find()) {
            posts.add(new double[] {Double.parseDouble(m.group(1)), Double.parseDouble(m.group(2))});
        }
        for (int i = 0; i < posts.size(); i++) {
            for (int j = i + 1; j < posts.size(); j++) {
                assertThat(Math.hypot(posts.get(i)[0] - posts.get(j)[0], posts.get(i)[1] - posts.get(j)[1]))
                        .as("posts %d and %d", i, j).isGreaterThanOrEqualTo(20);
            }
        }
    }

    @org.junit.jupiter.api.Test
    void a_map_without_places_cannot_be_drawn() {
        HansaMap drawn = HansaMapFile.bundled("hansa-3");
        List<City> unplaced = drawn.cities().stream()
                .map(c -> new City(c.id(), c.name(), c.offices(), c.ability(), c.eastWest(), null)).toList();
        HansaMap map = new HansaMap("old", "An old file", drawn.players(), unplaced, drawn.routes(), drawn.coellenRoute(), drawn.coellen());
        assertThatThrownBy(() -> HansaSvg.render(map)).isInstanceOf(IllegalArgumentException.class)
                .hasMessage("The map old gives its cities no x and y, so it cannot be drawn.");
    }
}
