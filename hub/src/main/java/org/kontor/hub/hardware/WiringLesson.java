package org.kontor.hub.hardware;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;
import org.kontor.engine.table.Spot;
import org.kontor.protocol.message.Location;

/**
 * {@code kontor wiring learn}: the spots of the board one by one. For each, the player puts a piece
 * on it ("Put a piece on the path next to Praha"); the one sensor that reports it is recorded as
 * sitting under that spot; the piece comes off and the next spot follows. A single-threaded state
 * machine: the command feeds it sensor changes and prints its prompts.
 */
public final class WiringLesson {
    private final Function<Spot, String> landmark;
    private final List<Spot> spots;
    private final List<HardwareConfig.WiringEntry> learned = new ArrayList<>();
    private int next;
    private String heldBoard;
    private Location held;
    private String warning;
    /** Sensors that saw a piece the lesson did not record (already learned): their lift is expected, not a mistake. */
    private final java.util.Set<String> strays = new java.util.HashSet<>();

    /** {@code landmark}: the game's words for where a spot is ({@link org.kontor.engine.table.PhysicalRules#landmark}). */
    public WiringLesson(Function<Spot, String> landmark, List<Spot> spots) {
        this.landmark = landmark;
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
        String where = boardName + " " + WiringMap.toSpot(sensor);
        HardwareConfig.WiringEntry earlier = present ? learnedFor(boardName, sensor) : null;
        if (earlier != null) {
            // A stray piece (left on a spot done earlier, or knocked onto it) is not the answer to this spot.
            strays.add(where);
            warning = "Sensor " + where + " is already " + earlier.spot() + "'s: a piece left there? Take it off; it is not recorded.";
            return false;
        }
        if (!present && strays.remove(where)) {
            return false;
        }
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
        warning = present ? "Another sensor (" + where + ") sees a piece: one piece at a time, please."
                : "A piece came off " + where + ", not the one just placed.";
        return false;
    }

    private HardwareConfig.WiringEntry learnedFor(String boardName, Location sensor) {
        Spot under = WiringMap.toSpot(sensor);
        for (HardwareConfig.WiringEntry entry : learned) {
            if (entry.board().equals(boardName) && entry.sensor().equals(under) && !(held != null && held.equals(sensor))) {
                return entry;
            }
        }
        return null;
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

    /** "path 49 (between Praha and Wien)": the spot, and the game's words for where it is on the printed board. */
    String describe(Spot spot) {
        String where = landmark.apply(spot);
        return where == null || where.isEmpty() ? spot.toString() : spot + " (" + where + ")";
    }
}
