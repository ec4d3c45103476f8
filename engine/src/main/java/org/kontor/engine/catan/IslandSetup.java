package org.kontor.engine.catan;

import java.util.ArrayList;
import java.util.List;
import org.kontor.engine.Rng;
import org.kontor.engine.board.Axial;
import org.kontor.engine.board.Board;
import org.kontor.engine.board.Harbour;
import org.kontor.engine.board.Terrain;
import org.kontor.engine.board.TokenSpace;
import org.kontor.engine.board.Topology;

/**
 * "Montaje de la isla": the beginner layout exactly as printed, or the variable one (standard
 * base rules): terrain hexes shuffled, numbers laid by the spiral or shuffled with no 6 or 8 next
 * to another 6 or 8, harbour kinds shuffled over the frame's harbour places.
 */
public final class IslandSetup {

    /** How the island is laid out. */
    public enum Layout {
        /** The rulebook's printed layout ("montaje para principiantes"). */
        BEGINNER,
        /** Random terrain; number tokens A to R laid counter-clockwise in a spiral from a random corner, skipping the desert. */
        VARIABLE_SPIRAL,
        /** Random terrain; number tokens shuffled until no 6 or 8 touches another 6 or 8. */
        VARIABLE_NO_ADJACENT_RED
    }

    /** Tokens A to R in the spiral's order (standard base rules). */
    static final int[] SPIRAL_TOKENS = {5, 2, 6, 3, 8, 10, 9, 12, 11, 4, 8, 10, 9, 4, 5, 6, 3, 11};

    /** Axial directions, clockwise from east (as {@link Axial#neighbour}). */
    private static final int[][] DIRECTIONS = {{1, 0}, {0, 1}, {-1, 1}, {-1, 0}, {0, -1}, {1, -1}};

    private IslandSetup() {}

    /** The printed beginner board, shipped with Kontor. */
    public static Board beginnerBoard() {
        return org.kontor.engine.board.BoardFile.bundled("catan-beginner");
    }

    /** The printed layout of {@code frame} as it is. */
    static Island printed(Board frame) {
        List<Terrain> terrain = new ArrayList<>();
        List<Integer> numbers = new ArrayList<>();
        for (int h = 0; h < frame.topology().hexCount(); h++) {
            terrain.add(frame.terrain(h));
            numbers.add(frame.tokenSpace(h) instanceof TokenSpace.Printed p ? p.number() : 0);
        }
        return new Island(frame, Layout.BEGINNER, terrain, numbers, frame.harbours());
    }

    /**
     * A variable island on {@code frame}'s hexes and harbour places. Returns the island and the
     * generator after the shuffles.
     */
    static Laid variable(Board frame, Layout layout, Rng rng) {
        Island printed = printed(frame);
        Topology t = frame.topology();
        List<Integer> land = new ArrayList<>();
        List<Terrain> tiles = new ArrayList<>();
        for (int h = 0; h < t.hexCount(); h++) {
            if (printed.isLand(h)) {
                land.add(h);
                tiles.add(printed.terrain(h));
            }
        }
        rng = shuffle(tiles, rng);
        List<Terrain> terrain = new ArrayList<>();
        for (int h = 0; h < t.hexCount(); h++) {
            terrain.add(printed.terrain(h));
        }
        for (int k = 0; k < land.size(); k++) {
            terrain.set(land.get(k), tiles.get(k));
        }
        List<Integer> tokens = new ArrayList<>();
        for (int h : land) {
            if (printed.number(h) > 0) {
                tokens.add(printed.number(h));
            }
        }
        Integer[] numbers = new Integer[t.hexCount()];
        java.util.Arrays.fill(numbers, 0);
        if (layout == Layout.VARIABLE_SPIRAL) {
            List<Integer> spiral = spiral(t, rng.below(6));
            rng = rng.next();
            if (spiral == null || spiral.size() != land.size() || tokens.size() != SPIRAL_TOKENS.length) {
                throw new IllegalArgumentException("the spiral needs the standard island of 19 hexes with 18 numbers; "
                        + frame.id() + " is not it");
            }
            int next = 0;
            for (int h : spiral) {
                if (terrain.get(h).produces() != null) {
                    numbers[h] = SPIRAL_TOKENS[next++];
                }
            }
        } else {
            List<Integer> producing = new ArrayList<>();
            for (int h : land) {
                if (terrain.get(h).produces() != null) {
                    producing.add(h);
                }
            }
            // Rejection sampling: about one shuffle in ten has no red neighbours, so this ends quickly.
            while (true) {
                List<Integer> order = new ArrayList<>(tokens);
                rng = shuffle(order, rng);
                for (int k = 0; k < producing.size(); k++) {
                    numbers[producing.get(k)] = order.get(k);
                }
                if (!redNeighbours(t, numbers)) {
                    break;
                }
            }
        }
        List<Harbour> harbours = new ArrayList<>();
        List<Harbour> kinds = new ArrayList<>(frame.harbours());
        rng = shuffle(kinds, rng);
        for (int k = 0; k < kinds.size(); k++) {
            Harbour kind = kinds.get(k);
            harbours.add(new Harbour(frame.harbours().get(k).path(), kind.resource(), kind.rate()));
        }
        return new Laid(new Island(frame, layout, terrain, List.of(numbers), harbours), rng);
    }

    /** An island and the generator left after laying it. */
    record Laid(Island island, Rng rng) {}

    /** True when two hexes showing 6 or 8 are neighbours. */
    static boolean redNeighbours(Topology t, Integer[] numbers) {
        for (int h = 0; h < t.hexCount(); h++) {
            if (numbers[h] == 6 || numbers[h] == 8) {
                for (int n : t.hexesNextToHex(h)) {
                    if (numbers[n] == 6 || numbers[n] == 8) {
                        return true;
                    }
                }
            }
        }
        return false;
    }

    /**
     * The hexes of a hexagonal island of radius 2 around (0,0) in spiral order: the outer ring
     * counter-clockwise from corner {@code corner} (0 = east, clockwise), then the inner ring from
     * the corner inside it, then the centre. Null when the board is not that island.
     */
    static List<Integer> spiral(Topology t, int corner) {
        List<Integer> order = new ArrayList<>();
        for (int radius = 2; radius >= 1; radius--) {
            int[] start = DIRECTIONS[corner];
            Axial at = new Axial(start[0] * radius, start[1] * radius);
            for (int side = 0; side < 6; side++) {
                int[] step = DIRECTIONS[(corner + 4 + 5 * side) % 6];
                for (int k = 0; k < radius; k++) {
                    int hex = t.hexAt(at);
                    if (hex < 0) {
                        return null;
                    }
                    order.add(hex);
                    at = new Axial(at.q() + step[0], at.r() + step[1]);
                }
            }
        }
        int centre = t.hexAt(new Axial(0, 0));
        if (centre < 0 || order.size() + 1 != t.hexCount()) {
            return null;
        }
        order.add(centre);
        return order;
    }

    /** Fisher–Yates with the game's generator; returns the generator after the draws. */
    static <T> Rng shuffle(List<T> items, Rng rng) {
        for (int i = items.size() - 1; i > 0; i--) {
            int j = rng.below(i + 1);
            rng = rng.next();
            T swap = items.get(i);
            items.set(i, items.get(j));
            items.set(j, swap);
        }
        return rng;
    }

    /** A resource a harbour kind names, for sentences: "3:1" or "2:1 ore". */
    static String describe(Harbour h) {
        return h.generic() ? "3:1" : "2:1 " + h.resource().name().toLowerCase(java.util.Locale.ROOT);
    }
}
