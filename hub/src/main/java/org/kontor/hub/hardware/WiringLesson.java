package org.kontor.hub.hardware;

import java.util.ArrayList;
import java.util.List;
import org.kontor.engine.board.Board;
import org.kontor.engine.board.Topology;
import org.kontor.engine.merchants.board.CitySite;
import org.kontor.engine.merchants.board.MerchantsBoard;
import org.kontor.engine.table.Spot;
import org.kontor.protocol.message.Location;

/**
 * {@code kontor wiring learn}: the spots of the board one by one. For each, the player puts a piece
 * on it ("Put a piece on the path next to Praha"); the one sensor that reports it is recorded as
 * sitting under that spot; the piece comes off and the next spot follows. A single-threaded state
 * machine: the command feeds it sensor changes and prints its prompts.
 */
public final class WiringLesson {
    private final Board board;
    private final List<Spot> spots;
    private final List<HardwareConfig.WiringEntry> learned = new ArrayList<>();
    private int next;
    private String heldBoard;
    private Location held;
    private String warning;

    public WiringLesson(Board board, List<Spot> spots) {
        this.board = board;
        this.spots = List.copyOf(spots);
    }

    public boolean done() {
        return next >= spots.size() && held == null;
    }

    /** What the player should do now. */
    public String prompt() {
        if (held != null) {
            return "Take the piece off again.";
        }
        if (done()) {
            return "Every spot has its sensor.";
        }
        return "Put a piece on " + describe(spots.get(next)) + " (" + (next + 1) + " of " + spots.size() + ").";
    }

    /** A warning about the last change (a second piece, an unexpected lift), or null. */
    public String warning() {
        return warning;
    }

    /** A sensor changed; returns true when the prompt changed. */
    public boolean sensed(String boardName, Location sensor, boolean present) {
        warning = null;
        if (held == null && present && next < spots.size()) {
            held = sensor;
            heldBoard = boardName;
            learned.add(new HardwareConfig.WiringEntry(boardName, WiringMap.toSpot(sensor), spots.get(next)));
            return true;
        }
        if (held != null && !present && held.equals(sensor) && heldBoard.equals(boardName)) {
            held = null;
            heldBoard = null;
            next++;
            return true;
        }
        warning = present ? "Another sensor (" + boardName + " " + WiringMap.toSpot(sensor) + ") sees a piece: one piece at a time, please."
                : "A piece came off " + boardName + " " + WiringMap.toSpot(sensor) + ", not the one just placed.";
        return false;
    }

    public List<HardwareConfig.WiringEntry> learned() {
        return List.copyOf(learned);
    }

    /** The config file's wiring section for what was learned. */
    public String yaml() {
        StringBuilder out = new StringBuilder("wiring:\n");
        for (HardwareConfig.WiringEntry entry : learned) {
            out.append("  - {board: ").append(entry.board()).append(", sensor: ").append(entry.sensor())
                    .append(", spot: ").append(entry.spot()).append("}\n");
        }
        return out.toString();
    }

    /**
     * The spot as a hobbyist finds it on the printed board: "path 49 (between Praha and Wien)",
     * "intersection 42 (Praha)", and for a spot with no city of its own the nearest city:
     * "path 50 (2 paths from Praha)", "hex 7 (forest, 1 path from Wien)".
     */
    String describe(Spot spot) {
        Topology topology = board.topology();
        List<String> cities = new ArrayList<>();
        int[] ends = switch (spot.kind()) {
            case INTERSECTION -> new int[] {spot.id()};
            case PATH -> topology.intersectionsOfPath(spot.id());
            case HEX -> topology.intersectionsOfHex(spot.id());
        };
        for (int end : ends) {
            CitySite city = cityAt(end);
            if (city != null && !cities.contains(city.name())) {
                cities.add(city.name());
            }
        }
        String terrain = spot.kind() == Spot.Kind.HEX ? board.terrain(spot.id()).name().toLowerCase(java.util.Locale.ROOT) + ", " : "";
        if (spot.kind() == Spot.Kind.PATH && cities.size() == 2) {
            return spot + " (between " + cities.get(0) + " and " + cities.get(1) + ")";
        }
        if (!cities.isEmpty()) {
            return spot + " (" + terrain + (spot.kind() == Spot.Kind.INTERSECTION ? "" : "next to ") + cities.get(0) + ")";
        }
        String nearest = nearestCity(ends);
        if (nearest == null) {
            return spot + " (" + landmarks(spot) + ")";   // a board without cities (Catan): the fields around it
        }
        return spot + " (" + terrain + nearest + ")";
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

    /** The city site on an intersection: Merchants of Europe's boards have them, other games' boards none. */
    private CitySite cityAt(int intersection) {
        return board instanceof MerchantsBoard merchants ? merchants.cityAt(intersection) : null;
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
            CitySite city = cityAt(at);
            if (city != null) {
                return distance[at] + (distance[at] == 1 ? " path" : " paths") + " from " + city.name();
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
