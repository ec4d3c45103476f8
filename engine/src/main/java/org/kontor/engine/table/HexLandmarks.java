package org.kontor.engine.table;

import java.util.ArrayList;
import java.util.List;
import java.util.function.IntFunction;
import org.kontor.engine.board.Board;
import org.kontor.engine.board.Topology;

/**
 * Words for a spot of a hex board as a hobbyist wiring sensors finds it: the named places (a
 * game's cities) around it, else the nearest one, else the terrain around it. A game's
 * {@link PhysicalRules#landmark} uses it with its own places.
 */
public final class HexLandmarks {
    private final Board board;
    private final IntFunction<String> placeAt;

    /** {@code placeAt}: the name of the place on an intersection, or null (a board without places: always null). */
    public HexLandmarks(Board board, IntFunction<String> placeAt) {
        this.board = board;
        this.placeAt = placeAt;
    }

    /**
     * Where a hobbyist finds {@code spot} on the printed board: "between Praha and Wien" (a path),
     * "Praha" (an intersection), and for a spot with no place of its own the nearest place:
     * "2 paths from Praha", "forest, 1 path from Wien"; on a board without places, the fields around it.
     */
    public String of(Spot spot) {
        Topology topology = board.topology();
        List<String> cities = new ArrayList<>();
        int[] ends = switch (spot.kind()) {
            case INTERSECTION -> new int[] {spot.id()};
            case PATH -> topology.intersectionsOfPath(spot.id());
            case HEX -> topology.intersectionsOfHex(spot.id());
        };
        for (int end : ends) {
            String city = placeAt.apply(end);
            if (city != null && !cities.contains(city)) {
                cities.add(city);
            }
        }
        String terrain = spot.kind() == Spot.Kind.HEX ? board.terrain(spot.id()).name().toLowerCase(java.util.Locale.ROOT) + ", " : "";
        if (spot.kind() == Spot.Kind.PATH && cities.size() == 2) {
            return "between " + cities.get(0) + " and " + cities.get(1);
        }
        if (!cities.isEmpty()) {
            return terrain + (spot.kind() == Spot.Kind.INTERSECTION ? "" : "next to ") + cities.get(0);
        }
        String nearest = nearestCity(ends);
        if (nearest == null) {
            return landmarks(spot);   // a board without places (Catan): the fields around it
        }
        return terrain + nearest;
    }

    /** "where forest, hills and sea meet", "between pasture and mountains", "hills": the terrain a hobbyist sees around a spot. */
    private String landmarks(Spot spot) {
        Topology topology = board.topology();
        int[] hexes = switch (spot.kind()) {
            case INTERSECTION -> topology.hexesAtIntersection(spot.id());
            case PATH -> topology.hexesAlongPath(spot.id());
            case HEX -> new int[] {spot.id()};
        };
        List<String> terrains = new ArrayList<>();
        for (int hex : hexes) {
            terrains.add(board.terrain(hex).name().toLowerCase(java.util.Locale.ROOT));
        }
        if (terrains.size() == 1) {
            return spot.kind() == Spot.Kind.HEX ? terrains.get(0) : "on the edge of " + terrains.get(0);
        }
        String joined = String.join(", ", terrains.subList(0, terrains.size() - 1)) + " and " + terrains.get(terrains.size() - 1);
        return (spot.kind() == Spot.Kind.PATH ? "between " : "where ") + joined + (spot.kind() == Spot.Kind.PATH ? "" : " meet");
    }


    /** "2 paths from Praha": the city fewest paths away from any of {@code from}, by a breadth-first walk. */
    private String nearestCity(int[] from) {
        Topology topology = board.topology();
        int[] distance = new int[topology.intersectionCount()];
        java.util.Arrays.fill(distance, -1);
        java.util.ArrayDeque<Integer> queue = new java.util.ArrayDeque<>();
        for (int start : from) {
            distance[start] = 0;
            queue.add(start);
        }
        while (!queue.isEmpty()) {
            int at = queue.poll();
            String city = placeAt.apply(at);
            if (city != null) {
                return distance[at] + (distance[at] == 1 ? " path" : " paths") + " from " + city;
            }
            for (int next : topology.intersectionsNextTo(at)) {
                if (distance[next] < 0) {
                    distance[next] = distance[at] + 1;
                    queue.add(next);
                }
            }
        }
        return null;
    }
}
