package org.kontor.engine.elasund;

import java.util.List;
import java.util.Map;

/**
 * The city board as the board file gives it: the ten rows with their dice labels (no 7), the church
 * foundation, each colour's starting squares, the trade zones (squares with 1 or 2 windmills) and,
 * per player count, the building area's width, the two city gates and the wall slots.
 */
public record ElasundBoard(String id, String title, List<Integer> rows, Square foundation, List<Start> starts,
                           Map<Square, Integer> windmills, List<Area> areas) {

    /** A colour's framed starting squares: the small cottage's square and the large one's top square. */
    public record Start(String colour, Square small, Square large) {}

    /** A wall slot and what a wall tile there costs (2 between gate and sea, 4 between the gates). */
    public record WallSlot(Square square, int cost) {}

    /** The building area for a player count: columns 0..columns-1, the gates' squares, the wall slots. */
    public record Area(int players, int columns, List<Square> gates, List<WallSlot> walls) {
        public Area {
            gates = List.copyOf(gates);
            walls = List.copyOf(walls);
        }

        public boolean inside(Square s) {
            return s.column() >= 0 && s.column() < columns && s.row() >= 0 && s.row() < ROWS;
        }
    }

    public static final int ROWS = 10;

    public ElasundBoard {
        rows = List.copyOf(rows);
        starts = List.copyOf(starts);
        windmills = Map.copyOf(windmills);
        areas = List.copyOf(areas);
    }

    public Area area(int players) {
        for (Area a : areas) {
            if (a.players() == players) {
                return a;
            }
        }
        return null;
    }

    /** The row index of a dice label, or -1. */
    public int rowOf(int label) {
        return rows.indexOf(label);
    }

    /** Windmills on a square inside {@code area} (trade zones outside the area do not count). */
    public int windmills(Area area, Square s) {
        return area.inside(s) ? windmills.getOrDefault(s, 0) : 0;
    }
}
