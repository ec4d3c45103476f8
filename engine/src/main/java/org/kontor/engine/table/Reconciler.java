package org.kontor.engine.table;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeSet;
import java.util.function.Predicate;
import java.util.function.Supplier;

/**
 * Compares a settled sensed table with the table the rules expect (design.md, "The way data
 * flows"). Pure: the same inputs give the same verdict. Only stable tables are compared, so a
 * piece lifted and put back, or slid across spots on its way, never shows up here.
 */
public final class Reconciler {

    private Reconciler() {
    }

    /**
     * @param sensed   occupied spots and what their sensors report
     * @param expected where the rules say pieces stand
     * @param readings the legal moves and the table after each (asked only when the table differs)
     */
    public static <C> Verdict<C> judge(Map<Spot, Sensed> sensed, TableLayout expected, Supplier<List<Reading<C>>> readings) {
        return judge(sensed, expected, readings, spot -> true);
    }

    /**
     * As above for a table that has sensors under some spots only (a few reed switches on pins):
     * what happens elsewhere is neither seen nor judged.
     */
    public static <C> Verdict<C> judge(Map<Spot, Sensed> sensed, TableLayout expected, Supplier<List<Reading<C>>> readings,
                                       Predicate<Spot> covered) {
        Map<Spot, Sensed> seen = new java.util.TreeMap<>();
        sensed.forEach((spot, what) -> {
            if (covered.test(spot)) {
                seen.put(spot, what);
            }
        });
        sensed = seen;
        expected = only(expected, covered);
        if (matches(sensed, expected)) {
            return new Verdict.InSync<>();
        }
        List<Reading<C>> fitting = new ArrayList<>();
        for (Reading<C> reading : readings.get()) {
            if (matches(sensed, only(reading.after(), covered))) {
                fitting.add(reading);
            }
        }
        if (fitting.size() == 1) {
            return new Verdict.Move<>(fitting.get(0));
        }
        if (fitting.size() > 1) {
            return new Verdict.Ask<>(List.copyOf(fitting));
        }
        return new Verdict.OutOfSync<>(differences(sensed, expected));
    }

    private static TableLayout only(TableLayout layout, Predicate<Spot> covered) {
        Map<Spot, org.kontor.engine.table.Standing> kept = new java.util.TreeMap<>();
        layout.pieces().forEach((spot, standing) -> {
            if (covered.test(spot)) {
                kept.put(spot, standing);
            }
        });
        return kept.size() == layout.pieces().size() ? layout : TableLayout.of(kept);
    }

    /** Whether every spot's sensor could be reporting what {@code layout} has there, and empty spots are empty. */
    public static boolean matches(Map<Spot, Sensed> sensed, TableLayout layout) {
        if (sensed.size() != layout.pieces().size()) {
            return false;
        }
        for (Map.Entry<Spot, Sensed> entry : sensed.entrySet()) {
            if (!entry.getValue().couldBe(layout.at(entry.getKey()))) {
                return false;
            }
        }
        return true;
    }

    public static List<Verdict.Difference> differences(Map<Spot, Sensed> sensed, TableLayout expected) {
        TreeSet<Spot> spots = new TreeSet<>(sensed.keySet());
        spots.addAll(expected.pieces().keySet());
        List<Verdict.Difference> differences = new ArrayList<>();
        for (Spot spot : spots) {
            Sensed there = sensed.get(spot);
            if (there == null || !there.couldBe(expected.at(spot))) {
                differences.add(new Verdict.Difference(spot, expected.at(spot), there));
            }
        }
        return differences;
    }
}
