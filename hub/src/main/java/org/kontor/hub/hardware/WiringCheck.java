package org.kontor.hub.hardware;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.SortedSet;
import java.util.TreeMap;
import java.util.TreeSet;
import org.kontor.engine.table.Spot;

/**
 * Whether a table's sensors cover every spot the game uses exactly once: the wiring map's
 * entries and the reed switches on pins. A board with no wiring entries reports canonical ids
 * itself (its firmware's wiring_map.h), so it is taken to cover the spots of its size.
 *
 * @param gaps       spots the game uses that no sensor sits under
 * @param duplicates spots with more than one sensor, and which
 * @param outside    sensors mapped to spots the game never uses (harmless, but often a typo)
 */
public record WiringCheck(SortedSet<Spot> gaps, Map<Spot, List<String>> duplicates, SortedSet<Spot> outside, int covered) {

    public boolean ok() {
        return gaps.isEmpty() && duplicates.isEmpty();
    }

    /**
     * @param used       the spots the game uses (e.g. MerchantsPhysicalRules.spotsInUse)
     * @param boardSizes for boards without wiring entries, the spots they cover (from their HELLO), by board name
     */
    public static WiringCheck of(HardwareConfig config, SortedSet<Spot> used, Map<String, SortedSet<Spot>> boardSizes) {
        Map<Spot, List<String>> sensors = new TreeMap<>();
        Map<String, Boolean> mapped = new HashMap<>();
        for (HardwareConfig.WiringEntry entry : config.wiring()) {
            sensors.computeIfAbsent(entry.spot(), s -> new ArrayList<>()).add(entry.board() + " " + entry.sensor());
            mapped.put(entry.board(), true);
        }
        for (HardwareConfig.BoardConfig board : config.boards()) {
            if (!mapped.containsKey(board.name())) {
                for (Spot spot : boardSizes.getOrDefault(board.name(), new TreeSet<>())) {
                    sensors.computeIfAbsent(spot, s -> new ArrayList<>()).add(board.name() + " " + spot);
                }
            }
        }
        for (HardwareConfig.PinConfig pin : config.pins()) {
            if (pin.role() == HardwareConfig.PinRole.REED) {
                sensors.computeIfAbsent(pin.spot(), s -> new ArrayList<>()).add("pin " + pin.pin());
            }
        }
        SortedSet<Spot> gaps = new TreeSet<>(used);
        gaps.removeAll(sensors.keySet());
        Map<Spot, List<String>> duplicates = new TreeMap<>();
        SortedSet<Spot> outside = new TreeSet<>();
        int covered = 0;
        for (Map.Entry<Spot, List<String>> entry : sensors.entrySet()) {
            if (entry.getValue().size() > 1) {
                duplicates.put(entry.getKey(), List.copyOf(entry.getValue()));
            }
            if (used.contains(entry.getKey())) {
                covered++;
            } else {
                outside.add(entry.getKey());
            }
        }
        return new WiringCheck(gaps, duplicates, outside, covered);
    }

    /** The report as the command prints it. */
    public List<String> lines(int used) {
        List<String> lines = new ArrayList<>();
        lines.add("Covered: " + covered + " of the " + used + " spots the game uses.");
        if (!gaps.isEmpty()) {
            lines.add("No sensor under " + gaps.size() + (gaps.size() == 1 ? " spot: " : " spots: ") + String.join(", ", gaps.stream().map(Spot::toString).toList()));
        }
        duplicates.forEach((spot, list) -> lines.add("More than one sensor under " + spot + ": " + String.join(", ", list)));
        if (!outside.isEmpty()) {
            lines.add("Sensors under spots the game never uses (a typo?): " + String.join(", ", outside.stream().map(Spot::toString).toList()));
        }
        lines.add(ok() ? "The wiring covers the board exactly once." : "The wiring does not cover the board exactly once.");
        return lines;
    }
}
