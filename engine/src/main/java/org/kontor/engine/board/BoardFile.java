package org.kontor.engine.board;

import com.fasterxml.jackson.core.JsonLocation;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.BitSet;
import java.util.EnumMap;
import java.util.HashMap;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * Reads and validates board files (format 2, and format 1 with its defaults; see docs/boards.md). The engine reads no files: the
 * caller passes the file's name (for error messages) and its text; bundled boards come from the
 * classpath under {@code /boards/}.
 *
 * <p>Every problem is reported as a {@link BoardFileException} naming the file, the field and
 * the problem.
 */
public final class BoardFile {

    /** The current format; format 1 files (before "game" and "side") load too, with the defaults docs/boards.md gives. */
    public static final int FORMAT = 2;
    /** The games a board file may name, each with its sides. */
    private static final Map<String, List<String>> SIDES = sides();

    private static final ObjectMapper JSON = new ObjectMapper()
            .enable(JsonParser.Feature.STRICT_DUPLICATE_DETECTION);
    private static final Set<String> TOP_LEVEL = Set.of(
            "format", "game", "side", "id", "title", "hexes", "cities", "seaPaths", "doubleArrows", "tokens", "start",
            "harbours");
    private static final Set<String> HEX_FIELDS = Set.of("q", "r", "terrain", "token", "colour");
    /**
     * Far more than any game's board (Europe's main side has 148, sea included), so a corrupt or runaway file is
     * refused before it builds huge tables; it also keeps every path id within 16 bits (6 paths a hex
     * at most), which the caravan walk search relies on.
     */
    static final int MAX_HEXES = 2_000;

    private BoardFile() {}

    /** In a fixed order, so the sentence listing them reads the same every time. */
    private static Map<String, List<String>> sides() {
        Map<String, List<String>> sides = new LinkedHashMap<>();
        sides.put("merchants", List.of("short", "main"));
        sides.put("catan", List.of("base"));
        return java.util.Collections.unmodifiableMap(sides);
    }

    /** Parses and validates a board file's text. */
    public static Board parse(String fileName, String json) {
        JsonNode root;
        try {
            root = JSON.readTree(json);
        } catch (JsonProcessingException e) {
            JsonLocation at = e.getLocation();
            String where = at == null ? "" : "line " + at.getLineNr() + ", column " + at.getColumnNr() + ": ";
            throw new BoardFileException(fileName, "", where + "is not valid JSON: " + e.getOriginalMessage());
        }
        if (root == null || root.isMissingNode()) {
            throw new BoardFileException(fileName, "", "is empty");
        }
        return new Reader(fileName, root).read();
    }

    public static Board parse(String fileName, byte[] utf8) {
        return parse(fileName, new String(utf8, StandardCharsets.UTF_8));
    }

    public static Board parse(String fileName, InputStream in) {
        try (in) {
            return parse(fileName, in.readAllBytes());
        } catch (IOException e) {
            throw new BoardFileException(fileName, "", "cannot be read: " + e.getMessage());
        }
    }

    /** A board shipped with Kontor, by id (see {@link #bundledIds()}). */
    public static Board bundled(String id) {
        InputStream in = BoardFile.class.getResourceAsStream("/boards/" + id + ".json");
        if (in == null) {
            throw new BoardFileException(id + ".json", "", "is not a bundled board (bundled: "
                    + String.join(", ", bundledIds()) + ")");
        }
        return parse(id + ".json", in);
    }

    /** Ids of the boards shipped with Kontor, from {@code /boards/bundled.txt}. */
    public static List<String> bundledIds() {
        InputStream in = BoardFile.class.getResourceAsStream("/boards/bundled.txt");
        if (in == null) {
            return List.of();
        }
        try (in) {
            return new String(in.readAllBytes(), StandardCharsets.UTF_8).lines()
                    .map(String::strip)
                    .filter(line -> !line.isEmpty() && !line.startsWith("#"))
                    .collect(Collectors.toUnmodifiableList());
        } catch (IOException e) {
            throw new IllegalStateException("cannot read the list of bundled boards", e);
        }
    }

    /** The name a terrain has in board files: lower case, words joined by '-'. */
    public static String name(Enum<?> value) {
        return value.name().toLowerCase(Locale.ROOT).replace('_', '-');
    }

    /** Walks the JSON tree once, keeping the field path for error messages. */
    private static final class Reader {
        private final String file;
        private final JsonNode root;

        Reader(String file, JsonNode root) {
            this.file = file;
            this.root = root;
        }

        private BoardFileException error(String field, String problem) {
            return new BoardFileException(file, field, problem);
        }

        Board read() {
            if (!root.isObject()) {
                throw error("", "must hold a JSON object at the top, found " + kind(root));
            }
            unknownFields(root, "", TOP_LEVEL);
            int format = integer(root, "format", "");
            if (format != 1 && format != FORMAT) {
                throw error("format", format + " is not supported (this Kontor reads formats 1 and " + FORMAT + ")");
            }
            String game = "merchants";
            String side = null;
            if (format == 1) {
                for (String field : List.of("game", "side")) {
                    if (root.has(field)) {
                        throw error(field, "came with format 2: write \"format\": 2 to use it");
                    }
                }
            } else {
                game = text(root, "game", "");
                if (!SIDES.containsKey(game)) {
                    throw error("game", quote(game) + " is not a game Kontor knows (known: " + String.join(", ", SIDES.keySet()) + ")");
                }
                side = text(root, "side", "");
                if (!SIDES.get(game).contains(side)) {
                    throw error("side", quote(side) + " is not a side of " + game + " (its sides: " + String.join(", ", SIDES.get(game)) + ")");
                }
            }
            String id = text(root, "id", "");
            if (!id.matches("[a-z0-9][a-z0-9-]*")) {
                throw error("id", quote(id) + " must be lower-case letters, digits and '-'");
            }
            String title = text(root, "title", "");

            // Hexes first: everything else refers to the topology they define.
            JsonNode hexNodes = array(root, "hexes", true);
            if (hexNodes.isEmpty()) {
                throw error("hexes", "is empty: a board needs at least one hex");
            }
            if (hexNodes.size() > MAX_HEXES) {
                throw error("hexes", "has " + hexNodes.size() + " hexes: a board has at most " + MAX_HEXES);
            }
            List<Axial> positions = new ArrayList<>();
            List<Terrain> terrain = new ArrayList<>();
            List<TokenSpace> spaces = new ArrayList<>();
            Map<Axial, Integer> seen = new HashMap<>();
            for (int h = 0; h < hexNodes.size(); h++) {
                String at = "hexes[" + h + "]";
                JsonNode hex = object(hexNodes.get(h), at);
                unknownFields(hex, at, HEX_FIELDS);
                Axial position = new Axial(integer(hex, "q", at), integer(hex, "r", at));
                Integer earlier = seen.putIfAbsent(position, h);
                if (earlier != null) {
                    throw error(at, "at q " + position.q() + ", r " + position.r() + " repeats hexes[" + earlier + "]");
                }
                Terrain t = enumValue(Terrain.class, hex, "terrain", at);
                positions.add(position);
                terrain.add(t);
                spaces.add(tokenSpace(hex, at, t));
            }
            Topology topology = new Topology(positions);

            PathKind[] kinds = new PathKind[topology.pathCount()];
            for (int p = 0; p < kinds.length; p++) {
                kinds[p] = PathKind.NONE;
                for (int h : topology.hexesAlongPath(p)) {
                    if (terrain.get(h).isLand()) {
                        kinds[p] = PathKind.LAND;
                    }
                }
            }
            JsonNode seaNodes = array(root, "seaPaths", false);
            for (int k = 0; k < seaNodes.size(); k++) {
                String at = "seaPaths[" + k + "]";
                int p = id(seaNodes.get(k), at, "path", topology.pathCount());
                if (kinds[p] == PathKind.SEA) {
                    throw error(at, "path " + p + " is listed twice");
                }
                for (int h : topology.hexesAlongPath(p)) {
                    if (terrain.get(h).isLand()) {
                        throw error(at, "path " + p + " is not between sea hexes: it borders hexes[" + h + "] ("
                                + name(terrain.get(h)) + "), so it is a land path already");
                    }
                }
                kinds[p] = PathKind.SEA;
            }

            BitSet doubleArrows = new BitSet();
            JsonNode arrowNodes = array(root, "doubleArrows", false);
            for (int k = 0; k < arrowNodes.size(); k++) {
                String at = "doubleArrows[" + k + "]";
                int p = id(arrowNodes.get(k), at, "path", topology.pathCount());
                if (kinds[p] == PathKind.NONE) {
                    throw error(at, "path " + p + " is not a path on this board (a side between two sea hexes"
                            + " is a path only when listed in seaPaths)");
                }
                if (doubleArrows.get(p)) {
                    throw error(at, "path " + p + " is listed twice");
                }
                doubleArrows.set(p);
            }

            List<CitySite> cities = cities(topology, terrain, kinds);
            List<NumberToken> tokens = tokens(spaces);
            Board board = new Board(id, title, topology, terrain, spaces, cities, Arrays.asList(kinds), doubleArrows,
                    tokens, Map.of());
            Map<PlayerColour, StartPosition> start = startPositions(board);
            // Format 1 named no side: only the short side has the printed start, so a board with one is the short side.
            side = side != null ? side : start.isEmpty() ? "main" : "short";
            if (!start.isEmpty() && !side.equals("short")) {
                throw error("start", "is the short game's printed start, but this board is the " + side + " side");
            }
            List<Harbour> harbours = harbours(game, topology, terrain);
            return new Board(id, title, game, side, topology, terrain, spaces, cities, Arrays.asList(kinds), doubleArrows,
                    tokens, start, harbours);
        }

        /** Catan's harbours: each on a coastal path (one land hex along it), no two sharing an intersection. */
        private List<Harbour> harbours(String game, Topology topology, List<Terrain> terrain) {
            JsonNode nodes = array(root, "harbours", false);
            if (!nodes.isEmpty() && !game.equals("catan")) {
                throw error("harbours", "belong to Catan boards; a " + game + " board has none");
            }
            List<Harbour> harbours = new ArrayList<>();
            Map<Integer, Integer> byIntersection = new HashMap<>();
            for (int k = 0; k < nodes.size(); k++) {
                String at = "harbours[" + k + "]";
                JsonNode node = object(nodes.get(k), at);
                unknownFields(node, at, Set.of("path", "rate", "resource"));
                int p = id(node.get("path"), at + ".path", "path", topology.pathCount());
                long land = Arrays.stream(topology.hexesAlongPath(p)).filter(h -> terrain.get(h).isLand()).count();
                if (land != 1) {
                    throw error(at + ".path", "path " + p + " is not on the coast: a harbour stands on a path with land"
                            + " on one side only, and this one has " + land + " land hexes along it");
                }
                for (int i : topology.intersectionsOfPath(p)) {
                    Integer other = byIntersection.putIfAbsent(i, k);
                    if (other != null) {
                        throw error(at + ".path", "path " + p + " shares intersection " + i + " with harbours[" + other + "]");
                    }
                }
                int rate = integer(node, "rate", at);
                Resource resource = null;
                if (rate == 2) {
                    resource = enumValue(Resource.class, node, "resource", at);
                } else if (rate == 3) {
                    if (node.has("resource")) {
                        throw error(at + ".resource", "is only for 2:1 harbours; a 3:1 harbour takes any one kind");
                    }
                } else {
                    throw error(at + ".rate", rate + " must be 2 (a 2:1 harbour for one resource) or 3 (a 3:1 harbour)");
                }
                harbours.add(new Harbour(p, resource, rate));
            }
            return harbours;
        }

        private TokenSpace tokenSpace(JsonNode hex, String at, Terrain t) {
            JsonNode token = hex.get("token");
            JsonNode colourNode = hex.get("colour");
            if (token == null || token.isNull()) {
                if (colourNode != null) {
                    throw error(at + ".colour", "is only allowed on a blank or marked token space");
                }
                return new TokenSpace.None();
            }
            if (t.produces() == null) {
                throw error(at + ".token", "is not allowed on " + name(t) + ": it never produces");
            }
            if (token.isInt()) {
                if (colourNode != null) {
                    throw error(at + ".colour", "is only allowed on a blank or marked token space");
                }
                return new TokenSpace.Printed(number(token.intValue(), at + ".token"));
            }
            if (token.isTextual() && (token.textValue().equals("blank") || token.textValue().equals("marked"))) {
                Resource colour = colourNode == null ? t.produces() : enumValue(Resource.class, hex, "colour", at);
                return new TokenSpace.Blank(colour, token.textValue().equals("marked"));
            }
            throw error(at + ".token", valueText(token) + " must be a number 2..12 (not 7), \"blank\" or \"marked\"");
        }

        private List<CitySite> cities(Topology topology, List<Terrain> terrain, PathKind[] kinds) {
            List<CitySite> cities = new ArrayList<>();
            Map<Integer, Integer> byIntersection = new HashMap<>();
            Map<String, Integer> byName = new HashMap<>();
            JsonNode nodes = array(root, "cities", false);
            for (int c = 0; c < nodes.size(); c++) {
                String at = "cities[" + c + "]";
                JsonNode city = object(nodes.get(c), at);
                unknownFields(city, at, Set.of("name", "intersection", "colour", "gold"));
                String name = text(city, "name", at);
                if (name.isBlank()) {
                    throw error(at + ".name", "is blank");
                }
                Integer sameName = byName.putIfAbsent(name, c);
                if (sameName != null) {
                    throw error(at + ".name", quote(name) + " repeats cities[" + sameName + "]");
                }
                int i = id(city.get("intersection"), at + ".intersection", "intersection", topology.intersectionCount());
                boolean land = false;
                boolean sea = false;
                for (int h : topology.hexesAtIntersection(i)) {
                    land |= terrain.get(h).isLand();
                    sea |= !terrain.get(h).isLand();
                }
                if (!land) {
                    throw error(at + ".intersection", i + " touches no land hex");
                }
                Integer other = byIntersection.putIfAbsent(i, c);
                if (other != null) {
                    throw error(at + ".intersection", i + " already holds cities[" + other + "] ("
                            + nodes.get(other).path("name").asText() + ")");
                }
                SiteColour colour = enumValue(SiteColour.class, city, "colour", at);
                int gold = 0;
                if (city.has("gold")) {
                    gold = integer(city, "gold", at);
                    if (gold < 0 || gold > 3) {
                        throw error(at + ".gold", gold + " is out of range (0..3)");
                    }
                    // At the edge of the board a missing neighbour hex counts as open sea.
                    boolean edge = topology.hexesAtIntersection(i).length < 3;
                    if (gold > 0 && !sea && !edge) {
                        throw error(at + ".gold", gold + " on an inland city: only coastal cities show gold");
                    }
                }
                cities.add(new CitySite(name, i, colour, gold));
            }
            return cities;
        }

        private List<NumberToken> tokens(List<TokenSpace> spaces) {
            List<NumberToken> tokens = new ArrayList<>();
            JsonNode nodes = array(root, "tokens", false);
            Map<Resource, Integer> blankSpaces = new EnumMap<>(Resource.class);
            Map<Resource, Integer> markedSpaces = new EnumMap<>(Resource.class);
            for (TokenSpace space : spaces) {
                if (space instanceof TokenSpace.Blank blank) {
                    blankSpaces.merge(blank.colour(), 1, Integer::sum);
                    if (blank.marked()) {
                        markedSpaces.merge(blank.colour(), 1, Integer::sum);
                    }
                }
            }
            Map<Resource, Integer> markedTokens = new EnumMap<>(Resource.class);
            for (int k = 0; k < nodes.size(); k++) {
                String at = "tokens[" + k + "]";
                JsonNode token = object(nodes.get(k), at);
                unknownFields(token, at, Set.of("colour", "number", "marked"));
                Resource colour = enumValue(Resource.class, token, "colour", at);
                int number = number(integer(token, "number", at), at + ".number");
                boolean marked = false;
                if (token.has("marked")) {
                    if (!token.get("marked").isBoolean()) {
                        throw error(at + ".marked", valueText(token.get("marked")) + " must be true or false");
                    }
                    marked = token.get("marked").booleanValue();
                }
                if (!blankSpaces.containsKey(colour)) {
                    throw error(at + ".colour", name(colour) + ": no hex has a blank " + name(colour)
                            + " token space for this token to fill");
                }
                if (marked) {
                    markedTokens.merge(colour, 1, Integer::sum);
                }
                tokens.add(new NumberToken(colour, number, marked));
            }
            for (Resource colour : Resource.values()) {
                int t = markedTokens.getOrDefault(colour, 0);
                int s = markedSpaces.getOrDefault(colour, 0);
                if (t != s) {
                    throw error("tokens", "has " + t + " marked " + name(colour) + " token" + (t == 1 ? "" : "s")
                            + " but the hexes have " + s + " marked " + name(colour) + " space" + (s == 1 ? "" : "s")
                            + " (each marked token goes face up onto a marked space of its colour)");
                }
            }
            return tokens;
        }

        private Map<PlayerColour, StartPosition> startPositions(Board board) {
            JsonNode start = root.get("start");
            if (start == null || start.isNull()) {
                return Map.of();
            }
            object(start, "start");
            Topology topology = board.topology();
            Map<PlayerColour, StartPosition> positions = new LinkedHashMap<>();
            Map<Integer, String> taken = new HashMap<>();
            Map<Integer, String> openEnds = new HashMap<>();
            for (Iterator<String> names = start.fieldNames(); names.hasNext(); ) {
                String key = names.next();
                String at = "start." + key;
                PlayerColour colour = lookup(PlayerColour.class, key, "start", "is not a player colour");
                JsonNode node = object(start.get(key), at);
                unknownFields(node, at, Set.of("kontors", "route"));
                JsonNode kontorNodes = array(node, "kontors", true, at);
                if (kontorNodes.size() != 3) {
                    throw error(at + ".kontors", "lists " + kontorNodes.size() + " intersections; the fixed setup has 3");
                }
                List<Integer> kontors = new ArrayList<>();
                for (int k = 0; k < 3; k++) {
                    String field = at + ".kontors[" + k + "]";
                    int i = id(kontorNodes.get(k), field, "intersection", topology.intersectionCount());
                    CitySite city = board.cityAt(i);
                    if (city == null) {
                        throw error(field, "intersection " + i + " is not a city site");
                    }
                    if (city.colour() != SiteColour.PURPLE) {
                        throw error(field, "intersection " + i + " (" + city.name()
                                + ") is a brown city site; starting kontors stand on purple ones");
                    }
                    String other = taken.putIfAbsent(i, key);
                    if (other != null) {
                        throw error(field, "intersection " + i + " (" + city.name() + ") is already taken by " + other);
                    }
                    kontors.add(i);
                }
                int route = id(node.get("route"), at + ".route", "path", topology.pathCount());
                if (!board.isPath(route)) {
                    throw error(at + ".route", "path " + route + " is not a path on this board");
                }
                int[] ends = topology.intersectionsOfPath(route);
                if (!kontors.contains(ends[0]) && !kontors.contains(ends[1])) {
                    throw error(at + ".route", "path " + route + " (intersections " + ends[0] + "-" + ends[1]
                            + ") touches none of " + key + "'s kontors " + kontors);
                }
                if (board.isCitySite(ends[0]) && board.isCitySite(ends[1])) {
                    throw error(at + ".route", "path " + route + " connects two city sites ("
                            + board.cityAt(ends[0]).name() + ", " + board.cityAt(ends[1]).name()
                            + "); no start route may connect city sites");
                }
                // Two start routes meeting at their open ends would link two kontors just the same.
                int open = board.isCitySite(ends[0]) ? ends[1] : ends[0];
                String other = openEnds.putIfAbsent(open, key);
                if (other != null) {
                    throw error(at + ".route", "path " + route + " meets start." + other + ".route at intersection "
                            + open + ", which would connect city sites; no start route may connect city sites");
                }
                positions.put(colour, new StartPosition(colour, kontors, route));
            }
            return positions;
        }

        // ---- small typed accessors that know the field path ----

        private void unknownFields(JsonNode node, String at, Set<String> known) {
            for (Iterator<String> names = node.fieldNames(); names.hasNext(); ) {
                String name = names.next();
                if (!known.contains(name)) {
                    throw error(join(at, name), "is not a known field (known: "
                            + known.stream().sorted().collect(Collectors.joining(", ")) + ")");
                }
            }
        }

        private JsonNode object(JsonNode node, String at) {
            if (node == null || !node.isObject()) {
                throw error(at, "must be an object, found " + kind(node));
            }
            return node;
        }

        private JsonNode array(JsonNode parent, String name, boolean required) {
            return array(parent, name, required, "");
        }

        private JsonNode array(JsonNode parent, String name, boolean required, String at) {
            JsonNode node = parent.get(name);
            if (node == null || node.isNull()) {
                if (required) {
                    throw error(join(at, name), "is missing");
                }
                return JSON.createArrayNode();
            }
            if (!node.isArray()) {
                throw error(join(at, name), "must be a list, found " + kind(node));
            }
            return node;
        }

        private int integer(JsonNode parent, String name, String at) {
            JsonNode node = parent.get(name);
            if (node == null || node.isNull()) {
                throw error(join(at, name), "is missing");
            }
            if (!node.isInt()) {
                throw error(join(at, name), valueText(node) + " must be a whole number");
            }
            return node.intValue();
        }

        private String text(JsonNode parent, String name, String at) {
            JsonNode node = parent.get(name);
            if (node == null || node.isNull()) {
                throw error(join(at, name), "is missing");
            }
            if (!node.isTextual()) {
                throw error(join(at, name), valueText(node) + " must be a string");
            }
            return node.textValue();
        }

        private int id(JsonNode node, String at, String what, int count) {
            if (node == null || node.isNull()) {
                throw error(at, "is missing");
            }
            if (!node.isInt()) {
                throw error(at, valueText(node) + " must be " + what + " id (a whole number)");
            }
            int value = node.intValue();
            if (value < 0 || value >= count) {
                throw error(at, value + " does not exist (0.." + (count - 1) + ")");
            }
            return value;
        }

        private int number(int value, String at) {
            if (value < 2 || value > 12 || value == 7) {
                throw error(at, value + " is not a number a token can show (2..12, not 7)");
            }
            return value;
        }

        private <E extends Enum<E>> E enumValue(Class<E> type, JsonNode parent, String name, String at) {
            String value = text(parent, name, at);
            String noun = type == Terrain.class ? "a terrain" : type == Resource.class ? "a resource colour"
                    : type == SiteColour.class ? "a city site colour" : "a " + type.getSimpleName();
            return lookup(type, value, join(at, name), "is not " + noun);
        }

        private <E extends Enum<E>> E lookup(Class<E> type, String value, String at, String problem) {
            for (E e : type.getEnumConstants()) {
                if (name(e).equals(value)) {
                    return e;
                }
            }
            String known = Arrays.stream(type.getEnumConstants()).map(BoardFile::name).collect(Collectors.joining(", "));
            throw error(at, quote(value) + " " + problem + " (" + known + ")");
        }

        private static String join(String at, String name) {
            return at.isEmpty() ? name : at + "." + name;
        }

        private static String quote(String s) {
            return "\"" + s + "\"";
        }

        private static String valueText(JsonNode node) {
            return node.toString();
        }

        private static String kind(JsonNode node) {
            if (node == null || node.isMissingNode()) {
                return "nothing";
            }
            return switch (node.getNodeType()) {
                case ARRAY -> "a list";
                case OBJECT -> "an object";
                case STRING -> "a string";
                case NUMBER -> "a number";
                case BOOLEAN -> "true/false";
                case NULL -> "null";
                default -> node.getNodeType().toString().toLowerCase(Locale.ROOT);
            };
        }
    }
}
