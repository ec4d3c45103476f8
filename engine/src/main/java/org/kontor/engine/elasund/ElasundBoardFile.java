package org.kontor.engine.elasund;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.kontor.engine.board.BoardFileException;

/**
 * Reads and validates the Elasund board file (docs/rules-elasund.md, "The board file"); every
 * problem is a {@link BoardFileException} naming the file, the field and the problem. The bundled
 * board is {@code /boards/elasund/elasund.json}.
 */
public final class ElasundBoardFile {

    public static final int FORMAT = 1;
    public static final String BUNDLED = "elasund";
    static final List<String> COLOURS = List.of("red", "blue", "green", "yellow");

    private static final Set<String> TOP = Set.of("format", "game", "id", "title", "about", "rows", "foundation",
            "startingSquares", "windmills", "areas");
    private static final Set<String> START = Set.of("colour", "small", "large");
    private static final Set<String> MILL = Set.of("square", "windmills");
    private static final Set<String> AREA = Set.of("players", "columns", "gates", "walls");
    private static final Set<String> WALL = Set.of("square", "cost");

    private ElasundBoardFile() {}

    public static ElasundBoard bundled() {
        return parse(BUNDLED + ".json", DataFile.bundled(BUNDLED + ".json"));
    }

    public static ElasundBoard parse(String file, String text) {
        DataFile f = new DataFile(file);
        JsonNode root = f.root(text);
        f.fields(root, "", TOP);
        f.header(root, FORMAT);
        String id = f.text(root, "id", "");
        String title = f.text(root, "title", "");
        List<Integer> rows = rows(f, f.array(root, "rows", ""));
        List<ElasundBoard.Area> areas = areas(f, f.array(root, "areas", ""));
        int widest = areas.stream().mapToInt(ElasundBoard.Area::columns).max().orElseThrow();
        ElasundBoard.Area narrowest = areas.stream().min((a, b) -> a.columns() - b.columns()).orElseThrow();
        Square foundation = f.square(root, "foundation", "");
        if (!narrowest.inside(foundation)) {
            throw f.error("foundation", "is " + foundation + ", outside the " + narrowest.players()
                    + "-player building area (columns 0.." + (narrowest.columns() - 1) + ", rows 0..9)");
        }
        List<ElasundBoard.Start> starts = starts(f, f.array(root, "startingSquares", ""), narrowest, foundation);
        Map<Square, Integer> windmills = windmills(f, f.array(root, "windmills", ""), widest);
        for (ElasundBoard.Start s : starts) {
            for (Square q : List.of(s.small(), s.large(), new Square(s.large().column(), s.large().row() + 1))) {
                if (windmills.containsKey(q)) {
                    throw f.error("startingSquares", s.colour() + "'s cottage square " + q + " is a trade zone, where no cottage may stand");
                }
            }
        }
        return new ElasundBoard(id, title, rows, foundation, starts, windmills, areas);
    }

    private static List<Integer> rows(DataFile f, JsonNode list) {
        if (list.size() != ElasundBoard.ROWS) {
            throw f.error("rows", "must list the " + ElasundBoard.ROWS + " rows' dice labels, found " + list.size());
        }
        List<Integer> rows = new ArrayList<>();
        for (int i = 0; i < list.size(); i++) {
            JsonNode n = list.get(i);
            if (!n.isInt() || n.intValue() < 2 || n.intValue() > 12 || n.intValue() == 7) {
                throw f.error("rows[" + i + "]", "must be a dice sum from 2 to 12 other than 7 (the pirates), found " + n);
            }
            if (rows.contains(n.intValue())) {
                throw f.error("rows[" + i + "]", "repeats the label " + n.intValue());
            }
            rows.add(n.intValue());
        }
        return rows;
    }

    private static List<ElasundBoard.Area> areas(DataFile f, JsonNode list) {
        List<ElasundBoard.Area> areas = new ArrayList<>();
        for (int i = 0; i < list.size(); i++) {
            String at = "areas[" + i + "]";
            JsonNode a = f.element(list, i, at);
            f.fields(a, at + ".", AREA);
            int players = f.integer(a, "players", at + ".", 2, 4);
            if (areas.stream().anyMatch(x -> x.players() == players)) {
                throw f.error(at + ".players", "repeats the player count " + players);
            }
            int columns = f.integer(a, "columns", at + ".", 1, 20);
            JsonNode gateList = f.array(a, "gates", at + ".");
            List<Square> gates = new ArrayList<>();
            Set<Square> taken = new HashSet<>();
            for (int g = 0; g < gateList.size(); g++) {
                Square s = f.square(gateList.get(g), at + ".gates[" + g + "]");
                outside(f, at + ".gates[" + g + "]", s, columns);
                if (!taken.add(s)) {
                    throw f.error(at + ".gates[" + g + "]", "repeats the square " + s);
                }
                gates.add(s);
            }
            if (gates.isEmpty()) {
                throw f.error(at + ".gates", "names no square");
            }
            JsonNode wallList = f.array(a, "walls", at + ".");
            List<ElasundBoard.WallSlot> walls = new ArrayList<>();
            for (int w = 0; w < wallList.size(); w++) {
                String wat = at + ".walls[" + w + "]";
                JsonNode wall = f.element(wallList, w, wat);
                f.fields(wall, wat + ".", WALL);
                Square s = f.square(wall, "square", wat + ".");
                outside(f, wat + ".square", s, columns);
                if (!taken.add(s)) {
                    throw f.error(wat + ".square", "is " + s + ", already a gate or another wall slot");
                }
                walls.add(new ElasundBoard.WallSlot(s, f.integer(wall, "cost", wat + ".", 0, 20)));
            }
            areas.add(new ElasundBoard.Area(players, columns, gates, walls));
        }
        for (int players = 2; players <= 4; players++) {
            int p = players;
            if (areas.stream().noneMatch(x -> x.players() == p)) {
                throw f.error("areas", "has no building area for " + players + " players");
            }
        }
        return areas;
    }

    /** Gates and walls stand on the city's edge: outside the area but touching it. */
    private static void outside(DataFile f, String at, Square s, int columns) {
        ElasundBoard.Area area = new ElasundBoard.Area(0, columns, List.of(), List.of());
        boolean touchesEdge = s.row() >= -1 && s.row() <= ElasundBoard.ROWS && s.column() >= 0 && s.column() <= columns;
        if (area.inside(s) || !touchesEdge) {
            throw f.error(at, "is " + s + ", but gates and walls stand on the edge of the building area (row -1, row "
                    + ElasundBoard.ROWS + " or column " + columns + ")");
        }
    }

    private static List<ElasundBoard.Start> starts(DataFile f, JsonNode list, ElasundBoard.Area area, Square foundation) {
        Map<String, ElasundBoard.Start> byColour = new LinkedHashMap<>();
        Map<Square, String> used = new HashMap<>();
        used.put(foundation, "the church foundation");
        for (int i = 0; i < list.size(); i++) {
            String at = "startingSquares[" + i + "]";
            JsonNode s = f.element(list, i, at);
            f.fields(s, at + ".", START);
            String colour = f.text(s, "colour", at + ".");
            if (!COLOURS.contains(colour)) {
                throw f.error(at + ".colour", "is \"" + colour + "\", not one of " + String.join(", ", COLOURS));
            }
            if (byColour.containsKey(colour)) {
                throw f.error(at + ".colour", "repeats " + colour);
            }
            Square small = f.square(s, "small", at + ".");
            Square large = f.square(s, "large", at + ".");
            Square below = new Square(large.column(), large.row() + 1);
            for (Square q : List.of(small, large, below)) {
                String field = at + (q == small ? ".small" : ".large");
                if (!area.inside(q)) {
                    throw f.error(field, "puts a cottage on " + q + ", outside the " + area.players() + "-player building area");
                }
                String other = used.put(q, colour);
                if (other != null) {
                    throw f.error(field, "puts a cottage on " + q + ", already taken by " + other);
                }
            }
            byColour.put(colour, new ElasundBoard.Start(colour, small, large));
        }
        List<ElasundBoard.Start> starts = new ArrayList<>();
        for (String colour : COLOURS) {
            ElasundBoard.Start s = byColour.get(colour);
            if (s == null) {
                throw f.error("startingSquares", "has no squares for " + colour);
            }
            starts.add(s);
        }
        return starts;
    }

    private static Map<Square, Integer> windmills(DataFile f, JsonNode list, int columns) {
        Map<Square, Integer> mills = new HashMap<>();
        ElasundBoard.Area widest = new ElasundBoard.Area(4, columns, List.of(), List.of());
        for (int i = 0; i < list.size(); i++) {
            String at = "windmills[" + i + "]";
            JsonNode m = f.element(list, i, at);
            f.fields(m, at + ".", MILL);
            Square s = f.square(m, "square", at + ".");
            if (!widest.inside(s)) {
                throw f.error(at + ".square", "is " + s + ", off the city");
            }
            if (mills.put(s, f.integer(m, "windmills", at + ".", 1, 2)) != null) {
                throw f.error(at + ".square", "repeats " + s);
            }
        }
        return mills;
    }
}
