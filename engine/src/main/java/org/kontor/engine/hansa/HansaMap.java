package org.kontor.engine.hansa;

import java.util.ArrayList;
import java.util.List;

/**
 * One side of the Hansa Teutonica board as a graph: cities (nodes with ordered office slots) and
 * routes (edges of 2 to 4 trading posts), the Coellen prestige table and the player counts the side
 * serves. Loaded from a map file by {@link HansaMapFile}; immutable.
 */
public record HansaMap(String id, String title, List<Integer> players, List<City> cities, List<Route> routes,
                       int coellenRoute, List<CoellenSpace> coellen) {

    public HansaMap {
        players = List.copyOf(players);
        cities = List.copyOf(cities);
        routes = List.copyOf(routes);
        coellen = List.copyOf(coellen);
    }

    public int postCount() {
        Route last = routes.get(routes.size() - 1);
        return last.firstPost() + last.posts();
    }

    /** The route a post belongs to. */
    public Route routeOfPost(int post) {
        for (Route r : routes) {
            if (r.holds(post)) {
                return r;
            }
        }
        throw new IllegalArgumentException("no post " + post);
    }

    /** The index of the city with this id, or -1. */
    public int city(String cityId) {
        for (int i = 0; i < cities.size(); i++) {
            if (cities.get(i).id().equals(cityId)) {
                return i;
            }
        }
        return -1;
    }

    /** The routes ending in {@code city}. */
    public List<Route> routesAt(int city) {
        List<Route> at = new ArrayList<>();
        for (Route r : routes) {
            if (r.touches(city)) {
                at.add(r);
            }
        }
        return at;
    }

    /** The city at the other end of {@code route} from {@code city}. */
    public int other(Route route, int city) {
        return route.from() == city ? route.to() : route.from();
    }
}
