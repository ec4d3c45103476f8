package org.kontor.engine.merchants.board;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.BitSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.kontor.engine.board.Axial;
import org.kontor.engine.board.BoardFile;
import org.kontor.engine.board.Resource;
import org.kontor.engine.board.Terrain;
import org.kontor.engine.board.Topology;

/**
 * Generates the two bundled Europe boards ({@code europe-short.json}, {@code europe-main.json})
 * from hand-drawn maps. These are our own approximations: the printed board is not available
 * as data (merchants-of-europe.md §2.4). The JSON files are the artifacts; {@link EuropeBoardsTest}
 * checks that they are exactly what this generator writes, so edit the maps here and run
 * {@code main} (from the repository root) to rewrite them.
 *
 * <p>Maps use an "odd-r" layout: one character per hex, row by row, odd rows shifted half a hex to
 * the east. Terrain: {@code F} forest, {@code f} mountain forest, {@code P} pasture, {@code p}
 * mountain pasture, {@code G} fields (grain), {@code M} mountains, {@code S} saltworks,
 * {@code .} sea (kept only next to land), {@code ~} open sea (always kept, so a lane can cross it). Token grid, same shape: {@code -} no number, {@code o} blank space,
 * {@code O} marked blank space, {@code #} a printed number from the pool, {@code 2..9}, {@code a}
 * (10), {@code b} (11), {@code c} (12) a given printed number.
 *
 * <p>Cities are placed at their real longitude and latitude and snapped to the nearest free land
 * intersection at least two paths from every city placed before them, so order matters. An
 * optional sixth field asks for distances in paths from cities placed earlier ({@code "Torino=3"};
 * {@code any=2}: some city exactly 2 paths away), as the rulebook's examples need.
 */
public final class EuropeBoards {

    /** The 15 number tokens of the box (merchants-of-europe.md §2.2), by colour; marked ones first. */
    static final Object[][] TOKENS = {
            {Resource.LUMBER, 10, true}, {Resource.LUMBER, 3, false}, {Resource.LUMBER, 11, false},
            {Resource.WOOL, 9, true}, {Resource.WOOL, 4, false}, {Resource.WOOL, 11, false},
            {Resource.GRAIN, 5, true}, {Resource.GRAIN, 9, false}, {Resource.GRAIN, 10, false},
            {Resource.ORE, 3, true}, {Resource.ORE, 9, false}, {Resource.ORE, 10, false},
            {Resource.SALT, 4, true}, {Resource.SALT, 5, false}, {Resource.SALT, 11, false},
    };

    /** Printed numbers are drawn from this cycle in order, skipping a 6 or 8 next to another 6 or 8. */
    static final int[] NUMBER_POOL = {6, 4, 9, 11, 3, 8, 10, 5, 12, 9, 6, 2, 10, 8, 4, 11, 5, 3};

    // ---------------------------------------------------------------- short side: Eastern Europe

    static final String[] SHORT_MAP = {
            "...~~~~~...",
            "......FP...",
            "..GFGSFF...",
            ".GFGGFP....",
            ".FMfGSG....",
            ".fPGMfP....",
            ".pSPGGMf...",
            "..pSGMGS...",
            "....pMPG...",
            "....fGP....",
            "...........",
    };

    static final String[] SHORT_TOKENS = {
            "...........",
            "......#o...",
            "..#O#o##...",
            ".##O#o#....",
            ".####Oo....",
            ".o##O#O....",
            ".#o##-o#...",
            "..##oo##...",
            "....o#-#...",
            "....###....",
            "...........",
    };

    /** name, longitude, latitude, colour (p/b), coastal gold. Rulebook cities first. */
    static final Object[][] SHORT_CITIES = {
            {"Kaliningrad", 20.5, 54.7, 'p', 1},
            {"Praha", 14.4, 50.1, 'p', 0},
            {"Wroclaw", 17.0, 51.1, 'p', 0},
            {"Budapest", 19.0, 47.5, 'p', 0},
            {"Beograd", 20.5, 44.8, 'p', 0},
            {"Tirana", 19.8, 41.3, 'p', 1},
            {"Berlin", 13.4, 52.5, 'p', 0},
            {"Warszawa", 21.0, 52.2, 'p', 0},
            {"Kraków", 19.9, 50.1, 'p', 0},
            {"Wien", 16.4, 48.2, 'p', 0},
            {"Gdańsk", 18.6, 54.4, 'p', 2},
            {"Riga", 24.1, 56.9, 'p', 1},
            {"Vilnius", 25.3, 54.7, 'p', 0},
            {"Zagreb", 16.0, 45.8, 'p', 0},
            {"Sofia", 23.3, 42.7, 'p', 0},
            {"București", 26.1, 44.4, 'p', 0},
            {"Lviv", 24.0, 49.8, 'p', 0},
            {"Cluj-Napoca", 23.6, 46.8, 'p', 0},
            {"Szczecin", 14.5, 53.4, 'b', 1},
            {"Poznań", 16.9, 52.4, 'b', 0},
            {"Dresden", 13.7, 51.0, 'b', 0},
            {"Brno", 16.6, 49.2, 'b', 0},
            {"Bratislava", 17.1, 48.1, 'b', 0},
            {"Košice", 21.3, 48.7, 'b', 0},
            {"Debrecen", 21.6, 47.5, 'b', 0},
            {"Graz", 15.4, 47.1, 'b', 0},
            {"Ljubljana", 14.5, 46.1, 'b', 0},
            {"Sarajevo", 18.4, 43.9, 'b', 0},
            {"Split", 16.4, 43.5, 'b', 1},
            {"Dubrovnik", 18.1, 42.6, 'b', 2},
            {"Skopje", 21.4, 42.0, 'b', 0},
            {"Constanța", 28.6, 44.2, 'b', 2},
            {"Thessaloníki", 22.9, 40.6, 'b', 3},
    };

    // ---------------------------------------------------------------- main side: all of Europe

    static final String[] MAIN_MAP = {
            "..............",
            "......MFF.F...",
            "...p...PFF.F..",
            ".P.P...G..SF..",
            ".PG.G.GFGGGF..",
            "...P.GFGMGSG..",
            "...PGGSfPPMf..",
            "...GpPpMfGGMf.",
            "..MfpS.G.pMGG.",
            ".PGpf..P..pPG.",
            "..pGG...f.M...",
            ".PGM....S..p..",
            "..............",
    };

    static final String[] MAIN_TOKENS = {
            "..............",
            "......##o.#...",
            "...#...##O.#..",
            ".#.o...#..o#..",
            ".O#.#.###o#o..",
            "...#.5#5O#O#..",
            "...##Oao#8o#..",
            "...#-5o###o##.",
            "..###o.#.oo##.",
            ".###o..#..###.",
            "..#o-...#.o...",
            ".##o....o..#..",
            "..............",
    };

    static final Object[][] MAIN_CITIES = {
            {"Lyon", 4.8, 45.8, 'p', 0},
            {"Köln", 7.0, 50.9, 'p', 0},
            {"Nürnberg", 11.1, 49.5, 'p', 0},
            {"Bern", 7.4, 46.9, 'p', 0},
            {"Torino", 7.7, 45.1, 'p', 0, "Bern=2"},
            {"Venezia", 12.3, 45.4, 'p', 2, "Torino=3,Bern=3"},
            {"Paris", 2.3, 48.9, 'p', 0},
            {"Bruxelles", 4.4, 50.8, 'p', 0},
            {"Dublin", -6.3, 53.3, 'p', 2},
            {"Praha", 14.4, 50.1, 'p', 0},
            {"Wroclaw", 17.0, 51.1, 'p', 0},
            {"Kaliningrad", 20.5, 54.7, 'p', 1},
            {"Budapest", 19.0, 47.5, 'p', 0},
            {"Beograd", 20.5, 44.8, 'p', 0},
            {"Tirana", 19.8, 41.3, 'p', 1},
            {"London", -0.1, 51.5, 'p', 1},
            {"Madrid", -3.7, 40.4, 'p', 0},
            {"Roma", 12.5, 41.9, 'p', 1},
            {"Wien", 16.4, 48.2, 'p', 0},
            {"Hamburg", 10.0, 53.6, 'p', 1},
            {"København", 12.6, 55.7, 'p', 2},
            {"Stockholm", 18.1, 59.3, 'p', 2},
            {"Warszawa", 21.0, 52.2, 'p', 0},
            {"Lisboa", -9.1, 38.7, 'p', 2},
            {"Barcelona", 2.2, 41.4, 'p', 1},
            {"Marseille", 5.4, 43.3, 'p', 1},
            {"Amsterdam", 4.9, 52.4, 'b', 1},
            {"Bordeaux", -0.6, 44.8, 'b', 1},
            {"Oslo", 10.7, 59.9, 'b', 1},
            {"Edinburgh", -3.2, 55.9, 'b', 1},
            {"Berlin", 13.4, 52.5, 'b', 0},
            {"München", 11.6, 48.1, 'b', 0},
            {"Genova", 8.9, 44.4, 'b', 1},
            {"Napoli", 14.3, 40.9, 'b', 2},
            {"Palermo", 13.4, 38.1, 'b', 2},
            {"Sevilla", -6.0, 37.4, 'b', 0},
            {"Valencia", -0.4, 39.5, 'b', 1},
            {"Zaragoza", -0.9, 41.6, 'b', 0},
            {"Bilbao", -2.9, 43.3, 'b', 1},
            {"Toulouse", 1.4, 43.6, 'b', 0},
            {"Nantes", -1.6, 47.2, 'b', 1},
            {"Strasbourg", 7.8, 48.6, 'b', 0},
            {"Zagreb", 16.0, 45.8, 'b', 0},
            {"Kraków", 19.9, 50.1, 'b', 0},
            {"Gdańsk", 18.6, 54.4, 'b', 2},
            {"Riga", 24.1, 56.9, 'b', 1},
            {"Vilnius", 25.3, 54.7, 'b', 0},
            {"Lviv", 24.0, 49.8, 'b', 0},
            {"Sofia", 23.3, 42.7, 'b', 0},
            {"București", 26.1, 44.4, 'b', 0},
            {"Athína", 23.7, 38.0, 'b', 3},
            {"Bergen", 5.3, 60.4, 'b', 2},
            {"Manchester", -2.2, 53.5, 'b', 0},
    };

    /** A map projection: longitude/latitude of the first land column and row, degrees per hex. */
    record Projection(double lon0, double lat0, double dLon, double dLat) {
        double x(double lon) {
            return 2 + (lon - lon0) / (dLon / 2);
        }

        double y(double lat) {
            return 3 * (1 + (lat0 - lat) / dLat);
        }
    }

    record Spec(String id, String title, String[] map, String[] tokens, Projection projection,
                Object[][] cities, String[][] seaLanes, Object[][] doubleArrows, String[][] start) {}

    static final Spec SHORT = new Spec("europe-short",
            "Merchants of Europe, short game: Eastern Europe (Kontor approximation)",
            SHORT_MAP, SHORT_TOKENS, new Projection(11, 56.5, 2.4, 1.95), SHORT_CITIES,
            new String[][] {{"Gdańsk", "Riga"}, {"Szczecin", "Kaliningrad"}},
            new Object[][] {{"Kaliningrad", "Wroclaw", 1}, {"Beograd", "Sofia", 1}, {"Lviv", "Kraków", 1}},
            new String[][] {
                    {"red", "Praha", "Beograd", "Gdańsk"},
                    {"blue", "Kaliningrad", "Wien", "Sofia"},
                    {"white", "Wroclaw", "Budapest", "Riga"},
                    {"orange", "Warszawa", "Tirana", "Zagreb"},
            });

    static final Spec MAIN = new Spec("europe-main",
            "Merchants of Europe, main game: all of Europe (Kontor approximation)",
            MAIN_MAP, MAIN_TOKENS, new Projection(-10, 59.5, 3.2, 2.2), MAIN_CITIES,
            new String[][] {{"Dublin", "London"}, {"Amsterdam", "Edinburgh"}, {"København", "Gdańsk"},
                    {"Gdańsk", "Riga"}, {"Venezia", "Tirana"}, {"Genova", "Barcelona"}},
            new Object[][] {{"Kaliningrad", "Wroclaw", 1}, {"Bern", "Lyon", 1}, {"Madrid", "Bordeaux", 1},
                    {"Praha", "Wien", 1}},
            new String[][] {});

    private EuropeBoards() {}

    /** Rewrites the bundled JSON files; run from the repository root. */
    public static void main(String[] args) throws Exception {
        for (Spec spec : List.of(SHORT, MAIN)) {
            Path out = Path.of("engine/src/main/resources/boards/" + spec.id() + ".json");
            Files.writeString(out, json(spec), StandardCharsets.UTF_8);
            System.out.println(BoardFile.parse(out.getFileName().toString(), Files.readString(out)));
        }
    }

    static String json(Spec spec) {
        List<Axial> positions = new ArrayList<>();
        List<Terrain> terrain = new ArrayList<>();
        List<String> tokens = new ArrayList<>();
        for (int row = 0; row < spec.map().length; row++) {
            String line = spec.map()[row];
            if (line.length() != spec.tokens()[row].length()) {
                throw new IllegalStateException(spec.id() + ": token row " + row + " differs in length");
            }
            for (int col = 0; col < line.length(); col++) {
                char c = line.charAt(col);
                if (c == ' ' || c == '.' && !nextToLand(spec.map(), row, col)) {
                    continue; // the board keeps one ring of sea around the land
                }
                positions.add(new Axial(col - (row >> 1), row));
                terrain.add(terrain(c));
                tokens.add(String.valueOf(spec.tokens()[row].charAt(col)));
            }
        }
        Topology topology = new Topology(positions);
        String[] printed = printedNumbers(topology, terrain, tokens);

        List<int[]> cities = placeCities(spec, topology, terrain);
        Map<String, Integer> cityAt = new LinkedHashMap<>();
        for (int c = 0; c < cities.size(); c++) {
            cityAt.put((String) spec.cities()[c][0], cities.get(c)[0]);
        }

        BitSet land = new BitSet();
        BitSet seaSide = new BitSet();
        for (int p = 0; p < topology.pathCount(); p++) {
            boolean anyLand = false;
            for (int h : topology.hexesAlongPath(p)) {
                anyLand |= terrain.get(h).isLand();
            }
            if (anyLand) {
                land.set(p);
            } else if (topology.hexesAlongPath(p).length == 2) {
                seaSide.set(p); // lanes run between two sea hexes, never along the rim

            }
        }
        BitSet seaPaths = new BitSet();
        for (String[] lane : spec.seaLanes()) {
            int a = cityAt.get(lane[0]);
            int b = cityAt.get(lane[1]);
            BitSet usable = (BitSet) seaSide.clone();
            // Coastal land paths let a lane pass through a narrow strait where no two sea sides meet.
            for (int p = land.nextSetBit(0); p >= 0; p = land.nextSetBit(p + 1)) {
                if (touchesSeaHex(topology, terrain, p)) {
                    usable.set(p);
                }
            }
            for (int p : topology.pathsAtIntersection(a)) {
                usable.set(p);
            }
            for (int p : topology.pathsAtIntersection(b)) {
                usable.set(p);
            }
            List<Integer> walk = cheapestWalk(topology, usable, seaSide, a, b);
            if (walk == null) {
                throw new IllegalStateException(spec.id() + ": no sea lane from " + lane[0] + " to " + lane[1]);
            }
            int added = 0;
            for (int p : walk) {
                if (seaSide.get(p)) {
                    seaPaths.set(p);
                    added++;
                }
            }
            if (added == 0) {
                throw new IllegalStateException(spec.id() + ": the lane " + lane[0] + "-" + lane[1] + " hugs the coast");
            }
        }

        BitSet paths = (BitSet) land.clone();
        paths.or(seaPaths);
        List<Integer> arrows = new ArrayList<>();
        for (Object[] arrow : spec.doubleArrows()) {
            BitSet target = new BitSet();
            target.set(cityAt.get((String) arrow[1]));
            List<List<Integer>> walks = topology.shortestWalks(land, cityAt.get((String) arrow[0]), target, 1);
            arrows.add(walks.get(0).get((Integer) arrow[2]));
        }

        StringBuilder out = new StringBuilder();
        out.append("{\n  \"format\": 2,\n  \"game\": \"merchants\",\n  \"side\": \"")
                .append(spec.id().endsWith("short") ? "short" : "main").append("\",\n  \"id\": \"").append(spec.id()).append("\",\n");
        out.append("  \"title\": \"").append(spec.title()).append("\",\n");
        out.append("  \"hexes\": [\n");
        for (int h = 0; h < positions.size(); h++) {
            out.append("    {\"q\": ").append(positions.get(h).q()).append(", \"r\": ").append(positions.get(h).r())
                    .append(", \"terrain\": \"").append(BoardFile.name(terrain.get(h))).append('"');
            if (printed[h] != null) {
                out.append(", \"token\": ").append(printed[h]);
            }
            out.append('}').append(h + 1 < positions.size() ? ",\n" : "\n");
        }
        out.append("  ],\n  \"cities\": [\n");
        for (int c = 0; c < cities.size(); c++) {
            Object[] city = spec.cities()[c];
            out.append("    {\"name\": \"").append(city[0]).append("\", \"intersection\": ").append(cities.get(c)[0])
                    .append(", \"colour\": \"").append((char) city[3] == 'p' ? "purple" : "brown").append('"');
            if ((int) city[4] > 0) {
                out.append(", \"gold\": ").append(city[4]);
            }
            out.append('}').append(c + 1 < cities.size() ? ",\n" : "\n");
        }
        out.append("  ],\n  \"seaPaths\": ").append(list(seaPaths.stream().boxed().toList())).append(",\n");
        out.append("  \"doubleArrows\": ").append(list(arrows.stream().sorted().toList())).append(",\n");
        out.append("  \"tokens\": [\n");
        for (int k = 0; k < TOKENS.length; k++) {
            Object[] t = TOKENS[k];
            out.append("    {\"colour\": \"").append(BoardFile.name((Resource) t[0])).append("\", \"number\": ")
                    .append(t[1]).append(", \"marked\": ").append(t[2]).append('}')
                    .append(k + 1 < TOKENS.length ? ",\n" : "\n");
        }
        out.append("  ]");
        if (spec.start().length > 0) {
            out.append(",\n  \"start\": {\n");
            for (int s = 0; s < spec.start().length; s++) {
                String[] start = spec.start()[s];
                List<Integer> kontors = new ArrayList<>();
                for (int k = 1; k <= 3; k++) {
                    kontors.add(cityAt.get(start[k]));
                }
                int route = startRoute(topology, land, cityAt, kontors.get(0));
                out.append("    \"").append(start[0]).append("\": {\"kontors\": ").append(list(kontors))
                        .append(", \"route\": ").append(route).append('}')
                        .append(s + 1 < spec.start().length ? ",\n" : "\n");
            }
            out.append("  }");
        }
        out.append("\n}\n");
        return out.toString();
    }

    private static boolean nextToLand(String[] map, int row, int col) {
        Axial here = new Axial(col - (row >> 1), row);
        for (int d = 0; d < 6; d++) {
            Axial n = here.neighbour(d);
            int r = n.r();
            int c = n.q() + (r >> 1);
            if (r >= 0 && r < map.length && c >= 0 && c < map[r].length() && map[r].charAt(c) != '.'
                    && map[r].charAt(c) != '~' && map[r].charAt(c) != ' ') {
                return true;
            }
        }
        return false;
    }

    /** The first land path from a kontor whose other end is not a city site. */
    private static int startRoute(Topology topology, BitSet land, Map<String, Integer> cityAt, int kontor) {
        for (int p : topology.pathsAtIntersection(kontor)) {
            if (land.get(p) && !cityAt.containsValue(topology.otherEnd(p, kontor))) {
                return p;
            }
        }
        throw new IllegalStateException("no start route from intersection " + kontor);
    }

    /** Dijkstra over the usable paths; a step at sea costs 1, a step along the coast 3. */
    private static List<Integer> cheapestWalk(Topology topology, BitSet usable, BitSet sea, int from, int to) {
        int n = topology.intersectionCount();
        int[] cost = new int[n];
        int[] via = new int[n];
        java.util.Arrays.fill(cost, Integer.MAX_VALUE);
        java.util.Arrays.fill(via, -1);
        cost[from] = 0;
        java.util.PriorityQueue<int[]> queue = new java.util.PriorityQueue<>(
                java.util.Comparator.<int[]>comparingInt(e -> e[1]).thenComparingInt(e -> e[0]));
        queue.add(new int[] {from, 0});
        while (!queue.isEmpty()) {
            int[] e = queue.poll();
            if (e[1] > cost[e[0]]) {
                continue;
            }
            for (int p : topology.pathsAtIntersection(e[0])) {
                if (!usable.get(p)) {
                    continue;
                }
                int next = topology.otherEnd(p, e[0]);
                int c = e[1] + (sea.get(p) ? 1 : 3);
                if (c < cost[next]) {
                    cost[next] = c;
                    via[next] = p;
                    queue.add(new int[] {next, c});
                }
            }
        }
        if (cost[to] == Integer.MAX_VALUE) {
            return null;
        }
        List<Integer> walk = new ArrayList<>();
        for (int at = to; at != from; at = topology.otherEnd(via[at], at)) {
            walk.add(0, via[at]);
        }
        return walk;
    }

    private static boolean touchesSeaHex(Topology topology, List<Terrain> terrain, int path) {
        for (int h : topology.hexesAlongPath(path)) {
            if (!terrain.get(h).isLand()) {
                return true;
            }
        }
        return false;
    }

    private static boolean touchesSea(Topology topology, List<Terrain> terrain, int path) {
        for (int end : topology.intersectionsOfPath(path)) {
            for (int h : topology.hexesAtIntersection(end)) {
                if (!terrain.get(h).isLand()) {
                    return true;
                }
            }
        }
        return false;
    }

    private static String[] printedNumbers(Topology topology, List<Terrain> terrain, List<String> tokens) {
        String[] out = new String[tokens.size()];
        // Given numbers first, so the pool never puts a 6 or 8 next to a given one.
        for (int h = 0; h < tokens.size(); h++) {
            if (tokens.get(h).matches("[2-9]")) {
                out[h] = tokens.get(h);
            }
        }
        int next = 0;
        for (int h = 0; h < tokens.size(); h++) {
            String t = tokens.get(h);
            boolean land = terrain.get(h).isLand();
            if (t.equals(".") || t.equals("-")) {
                if (t.equals(".") == land) {
                    throw new IllegalStateException("hex " + h + ": token grid and map disagree on sea");
                }
                continue;
            }
            switch (t) {
                case "o" -> out[h] = "\"blank\"";
                case "O" -> out[h] = "\"marked\"";
                case "a" -> out[h] = "10";
                case "b" -> out[h] = "11";
                case "c" -> out[h] = "12";
                case "#" -> {
                    for (int tries = 0; ; tries++) {
                        int n = NUMBER_POOL[(next + tries) % NUMBER_POOL.length];
                        if ((n == 6 || n == 8) && redNeighbour(topology, out, h)) {
                            continue;
                        }
                        // Take n out of the cycle position it came from by swapping it forward.
                        out[h] = String.valueOf(n);
                        next += tries + 1;
                        break;
                    }
                }
                default -> out[h] = t;
            }
        }
        return out;
    }

    private static boolean redNeighbour(Topology topology, String[] numbers, int hex) {
        for (int n : topology.hexesNextToHex(hex)) {
            if ("6".equals(numbers[n]) || "8".equals(numbers[n])) {
                return true;
            }
        }
        return false;
    }

    private static List<int[]> placeCities(Spec spec, Topology topology, List<Terrain> terrain) {
        List<int[]> placed = new ArrayList<>();
        BitSet blocked = new BitSet();
        for (Object[] city : spec.cities()) {
            double x = spec.projection().x(((Number) city[1]).doubleValue());
            double y = spec.projection().y(((Number) city[2]).doubleValue());
            boolean coastal = (int) city[4] > 0;
            int[][] wanted = constraints(spec, city, placed, topology, terrain);
            int best = -1;
            double bestDistance = Double.MAX_VALUE;
            for (int i = 0; i < topology.intersectionCount(); i++) {
                if (blocked.get(i)) {
                    continue;
                }
                int landHexes = 0;
                for (int h : topology.hexesAtIntersection(i)) {
                    if (terrain.get(h).isLand()) {
                        landHexes++;
                    }
                }
                if (landHexes == 0 || topology.hexesAtIntersection(i).length < 3 || coastal && landHexes == 3
                        || !meets(wanted, i)) {
                    continue;
                }
                double dx = (topology.intersectionX(i) - x) * 0.866;
                double dy = (topology.intersectionY(i) - y) * 0.5;
                // A coastal city must stand on the coast; an inland one prefers the land (a miss costs a hex).
                double d = dx * dx + dy * dy + (!coastal && landHexes < 3 ? 3 : 0);
                if (d < bestDistance) {
                    bestDistance = d;
                    best = i;
                }
            }
            if (best < 0) {
                throw new IllegalStateException(spec.id() + ": no room for " + city[0]);
            }
            if (bestDistance > 9) {
                System.err.println(spec.id() + ": " + city[0] + " is " + Math.round(Math.sqrt(bestDistance) / 1.7)
                        + " hexes from where it belongs");
            }
            placed.add(new int[] {best});
            blocked.set(best);
            for (int n : topology.intersectionsNextTo(best)) {
                blocked.set(n);
            }
        }
        return placed;
    }

    /** For each intersection, its distance in land paths from each constrained city; last row: any city. */
    private static int[][] constraints(Spec spec, Object[] city, List<int[]> placed, Topology topology,
                                       List<Terrain> terrain) {
        if (city.length < 6) {
            return null;
        }
        BitSet land = new BitSet();
        for (int p = 0; p < topology.pathCount(); p++) {
            for (int h : topology.hexesAlongPath(p)) {
                if (terrain.get(h).isLand()) {
                    land.set(p);
                }
            }
        }
        String[] parts = ((String) city[5]).split(",");
        int[][] wanted = new int[parts.length][];
        for (int k = 0; k < parts.length; k++) {
            String[] nameAndDistance = parts[k].split("=");
            int distance = Integer.parseInt(nameAndDistance[1]);
            BitSet at = new BitSet();
            for (int c = 0; c < placed.size(); c++) {
                if (nameAndDistance[0].equals("any") || spec.cities()[c][0].equals(nameAndDistance[0])) {
                    at.set(placed.get(c)[0]);
                }
            }
            int[] hops = distances(topology, land, at);
            int[] ok = new int[topology.intersectionCount()];
            for (int i = 0; i < ok.length; i++) {
                ok[i] = hops[i] == distance ? 1 : 0;
            }
            wanted[k] = ok;
        }
        return wanted;
    }

    private static boolean meets(int[][] wanted, int intersection) {
        if (wanted == null) {
            return true;
        }
        for (int[] ok : wanted) {
            if (ok[intersection] == 0) {
                return false;
            }
        }
        return true;
    }

    private static int[] distances(Topology topology, BitSet paths, BitSet from) {
        int[] hops = new int[topology.intersectionCount()];
        java.util.Arrays.fill(hops, -1);
        java.util.ArrayDeque<Integer> queue = new java.util.ArrayDeque<>();
        for (int i = from.nextSetBit(0); i >= 0; i = from.nextSetBit(i + 1)) {
            hops[i] = 0;
            queue.add(i);
        }
        while (!queue.isEmpty()) {
            int at = queue.poll();
            for (int p : topology.pathsAtIntersection(at)) {
                int next = topology.otherEnd(p, at);
                if (paths.get(p) && hops[next] < 0) {
                    hops[next] = hops[at] + 1;
                    queue.add(next);
                }
            }
        }
        return hops;
    }

    private static Terrain terrain(char c) {
        return switch (c) {
            case 'F' -> Terrain.FOREST;
            case 'f' -> Terrain.MOUNTAIN_FOREST;
            case 'P' -> Terrain.PASTURE;
            case 'p' -> Terrain.MOUNTAIN_PASTURE;
            case 'G' -> Terrain.FIELDS;
            case 'M' -> Terrain.MOUNTAINS;
            case 'S' -> Terrain.SALTWORKS;
            case '.', '~' -> Terrain.SEA;
            default -> throw new IllegalArgumentException("unknown terrain letter " + c);
        };
    }

    private static String list(List<Integer> values) {
        return values.toString();
    }

    static String describe(MerchantsBoard board) {
        return String.format(Locale.ROOT, "%s: %d hexes (%d land), %d intersections, %d paths, %d cities",
                board.id(), board.topology().hexCount(),
                java.util.stream.IntStream.range(0, board.topology().hexCount())
                        .filter(h -> board.terrain(h).isLand()).count(),
                board.topology().intersectionCount(), board.topology().pathCount(), board.cities().size());
    }
}
