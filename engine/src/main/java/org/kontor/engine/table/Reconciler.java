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
        List<Reading<C>> all = readings.get();
        List<Reading<C>> fitting = new ArrayList<>();
        for (Reading<C> reading : all) {
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
        // Sensors that read pieces: the right spots are taken, by the right colours, but a piece is the wrong kind (a merchant
        // left where the kontor it founded belongs). Say the swap that finishes that one move rather than
        // take the whole move back; the move itself waits until the table matches it.
        List<Reading<C>> byPlace = new ArrayList<>();
        for (Reading<C> reading : all) {
            if (samePlaces(sensed, only(reading.after(), covered))) {
                byPlace.add(reading);
            }
        }
        if (byPlace.size() == 1) {
            return new Verdict.OutOfSync<>(differences(sensed, only(byPlace.get(0).after(), covered)));
        }
        return new Verdict.OutOfSync<>(differences(sensed, expected));
    }

    /**
     * Whether pieces stand on exactly the spots {@code layout} has, each of the right colour, only
     * some of the wrong kind. A piece of another colour is not a swap: the player may not own that move.
     */
    private static boolean samePlaces(Map<Spot, Sensed> sensed, TableLayout layout) {
        if (!sensed.keySet().equals(layout.pieces().keySet())) {
            return false;
        }
        for (Map.Entry<Spot, Sensed> entry : sensed.entrySet()) {
            Sensed there = entry.getValue();
            if (!there.couldBe(layout.at(entry.getKey())) && !new Sensed(null, there.colour()).couldBe(layout.at(entry.getKey()))) {
                return false;
            }
        }
        return true;
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
