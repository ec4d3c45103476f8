package org.kontor.hub.hardware;

import java.util.ArrayList;
import java.util.List;
import org.kontor.engine.board.Board;
import org.kontor.engine.board.CitySite;
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

    /** "path 49 (between Praha and Wien)", "intersection 42 (Praha)". */
    String describe(Spot spot) {
        List<String> names = new ArrayList<>();
        switch (spot.kind()) {
            case INTERSECTION -> {
                CitySite city = board.cityAt(spot.id());
                if (city != null) {
                    names.add(city.name());
                }
            }
            case PATH -> {
                for (int end : board.topology().intersectionsOfPath(spot.id())) {
                    CitySite city = board.cityAt(end);
                    if (city != null) {
                        names.add(city.name());
                    }
                }
            }
            case HEX -> names.add(board.terrain(spot.id()).name().toLowerCase(java.util.Locale.ROOT));
        }
        if (names.isEmpty()) {
            return spot.toString();
        }
        return spot + (spot.kind() == Spot.Kind.PATH && names.size() == 2 ? " (between " + names.get(0) + " and " + names.get(1) + ")"
                : spot.kind() == Spot.Kind.PATH ? " (next to " + names.get(0) + ")" : " (" + names.get(0) + ")");
    }
}
