package org.kontor.engine.merchants.board;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.BitSet;
import java.util.EnumMap;
import java.util.HashMap;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.kontor.engine.board.Board;
import org.kontor.engine.board.BoardFields;
import org.kontor.engine.board.BoardFile;
import org.kontor.engine.board.BoardFileException;
import org.kontor.engine.board.BoardSection;
import org.kontor.engine.board.PlayerColour;
import org.kontor.engine.board.Resource;
import org.kontor.engine.board.TokenSpace;
import org.kontor.engine.board.Topology;

/**
 * Merchants of Europe's part of a board file (docs/boards.md): sea lanes, double arrows, city
 * sites, the loose number tokens and the short side's fixed start, read into a
 * {@link MerchantsBoard}. Registered in {@code META-INF/services/org.kontor.engine.board.BoardSection}.
 */
public final class MerchantsBoardFile implements BoardSection {

    @Override
    public String game() {
        return "merchants";
    }

    @Override
    public String title() {
        return "Merchants of Europe";
    }

    /** The short side is the whale side, with the printed start; the main side is the ship side. */
    @Override
    public List<String> sides() {
        return List.of("short", "main");
    }

    @Override
    public Set<String> fields() {
        return Set.of("seaPaths", "doubleArrows", "cities", "tokens", "start");
    }

    @Override
    public MerchantsBoard read(Board board, BoardFields file) {
        return new Reader(board, file).read();
    }

    /** One file's Merchants fields, in the order they refer to each other. */
    private static final class Reader {
        private final Board hexes;
        private final Topology topology;
        private final BoardFields file;
        private final JsonNode root;

        Reader(Board hexes, BoardFields file) {
            this.hexes = hexes;
            this.topology = hexes.topology();
            this.file = file;
            this.root = file.root();
        }

        private BoardFileException error(String field, String problem) {
            return file.error(field, problem);
        }

        MerchantsBoard read() {
            PathKind[] kinds = new PathKind[topology.pathCount()];
            for (int p = 0; p < kinds.length; p++) {
                kinds[p] = hexes.touchesLand(p) ? PathKind.LAND : PathKind.NONE;
            }
            JsonNode seaNodes = file.array(root, "seaPaths", false);
            for (int k = 0; k < seaNodes.size(); k++) {
                String at = "seaPaths[" + k + "]";
                int p = file.id(seaNodes.get(k), at, "path", topology.pathCount());
                if (kinds[p] == PathKind.SEA) {
                    throw error(at, "path " + p + " is listed twice");
                }
                for (int h : topology.hexesAlongPath(p)) {
                    if (hexes.terrain(h).isLand()) {
                        throw error(at, "path " + p + " is not between sea hexes: it borders hexes[" + h + "] ("
                                + BoardFile.name(hexes.terrain(h)) + "), so it is a land path already");
                    }
                }
                kinds[p] = PathKind.SEA;
            }

            BitSet doubleArrows = new BitSet();
            JsonNode arrowNodes = file.array(root, "doubleArrows", false);
            for (int k = 0; k < arrowNodes.size(); k++) {
                String at = "doubleArrows[" + k + "]";
                int p = file.id(arrowNodes.get(k), at, "path", topology.pathCount());
                if (kinds[p] == PathKind.NONE) {
                    throw error(at, "path " + p + " is not a path on this board (a side between two sea hexes"
                            + " is a path only when listed in seaPaths)");
                }
                if (doubleArrows.get(p)) {
                    throw error(at, "path " + p + " is listed twice");
                }
                doubleArrows.set(p);
            }

            List<CitySite> cities = cities();
            List<NumberToken> tokens = tokens();
            List<PathKind> pathKinds = Arrays.asList(kinds);
            // Format 1 named no side: only the short side has the printed start, so a board with one is the short side.
            MerchantsBoard sites = new MerchantsBoard(hexes, "main", cities, pathKinds, doubleArrows, tokens, Map.of());
            Map<PlayerColour, StartPosition> start = startPositions(sites);
            String side = hexes.side() != null ? hexes.side() : start.isEmpty() ? "main" : "short";
            if (!start.isEmpty() && !side.equals("short")) {
                throw error("start", "is the short game's printed start, but this board is the " + side + " side");
            }
            return new MerchantsBoard(hexes, side, cities, pathKinds, doubleArrows, tokens, start);
        }

        private List<CitySite> cities() {
            List<CitySite> cities = new ArrayList<>();
            Map<Integer, Integer> byIntersection = new HashMap<>();
            Map<String, Integer> byName = new HashMap<>();
            JsonNode nodes = file.array(root, "cities", false);
            for (int c = 0; c < nodes.size(); c++) {
                String at = "cities[" + c + "]";
                JsonNode city = file.object(nodes.get(c), at);
                file.unknownFields(city, at, Set.of("name", "intersection", "colour", "gold"));
                String name = file.text(city, "name", at);
                if (name.isBlank()) {
                    throw error(at + ".name", "is blank");
                }
                Integer sameName = byName.putIfAbsent(name, c);
                if (sameName != null) {
                    throw error(at + ".name", BoardFields.quote(name) + " repeats cities[" + sameName + "]");
                }
                int i = file.id(city.get("intersection"), at + ".intersection", "intersection", topology.intersectionCount());
                boolean land = false;
                boolean sea = false;
                for (int h : topology.hexesAtIntersection(i)) {
                    land |= hexes.terrain(h).isLand();
                    sea |= !hexes.terrain(h).isLand();
                }
                if (!land) {
                    throw error(at + ".intersection", i + " touches no land hex");
                }
                Integer other = byIntersection.putIfAbsent(i, c);
                if (other != null) {
                    throw error(at + ".intersection", i + " already holds cities[" + other + "] ("
                            + nodes.get(other).path("name").asText() + ")");
                }
                SiteColour colour = file.enumValue(SiteColour.class, city, "colour", at, "a city site colour");
                int gold = 0;
                if (city.has("gold")) {
                    gold = file.integer(city, "gold", at);
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

        private List<NumberToken> tokens() {
            List<NumberToken> tokens = new ArrayList<>();
            JsonNode nodes = file.array(root, "tokens", false);
            Map<Resource, Integer> blankSpaces = new EnumMap<>(Resource.class);
            Map<Resource, Integer> markedSpaces = new EnumMap<>(Resource.class);
            for (int h = 0; h < topology.hexCount(); h++) {
                if (hexes.tokenSpace(h) instanceof TokenSpace.Blank blank) {
                    blankSpaces.merge(blank.colour(), 1, Integer::sum);
                    if (blank.marked()) {
                        markedSpaces.merge(blank.colour(), 1, Integer::sum);
                    }
                }
            }
            Map<Resource, Integer> markedTokens = new EnumMap<>(Resource.class);
            for (int k = 0; k < nodes.size(); k++) {
                String at = "tokens[" + k + "]";
                JsonNode token = file.object(nodes.get(k), at);
                file.unknownFields(token, at, Set.of("colour", "number", "marked"));
                Resource colour = file.enumValue(Resource.class, token, "colour", at);
                int number = file.number(file.integer(token, "number", at), at + ".number");
                boolean marked = false;
                if (token.has("marked")) {
                    if (!token.get("marked").isBoolean()) {
                        throw error(at + ".marked", BoardFields.valueText(token.get("marked")) + " must be true or false");
                    }
                    marked = token.get("marked").booleanValue();
                }
                if (!blankSpaces.containsKey(colour)) {
                    throw error(at + ".colour", BoardFile.name(colour) + ": no hex has a blank " + BoardFile.name(colour)
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
                    String name = BoardFile.name(colour);
                    throw error("tokens", "has " + t + " marked " + name + " token" + (t == 1 ? "" : "s")
                            + " but the hexes have " + s + " marked " + name + " space" + (s == 1 ? "" : "s")
                            + " (each marked token goes face up onto a marked space of its colour)");
                }
            }
            return tokens;
        }

        private Map<PlayerColour, StartPosition> startPositions(MerchantsBoard board) {
            JsonNode start = root.get("start");
            if (start == null || start.isNull()) {
                return Map.of();
            }
            file.object(start, "start");
            Map<PlayerColour, StartPosition> positions = new LinkedHashMap<>();
            Map<Integer, String> taken = new HashMap<>();
            Map<Integer, String> openEnds = new HashMap<>();
            for (Iterator<String> names = start.fieldNames(); names.hasNext(); ) {
                String key = names.next();
                String at = "start." + key;
                PlayerColour colour = file.lookup(PlayerColour.class, key, "start", "is not a player colour");
                JsonNode node = file.object(start.get(key), at);
                file.unknownFields(node, at, Set.of("kontors", "route"));
                JsonNode kontorNodes = file.array(node, "kontors", true, at);
                if (kontorNodes.size() != 3) {
                    throw error(at + ".kontors", "lists " + kontorNodes.size() + " intersections; the fixed setup has 3");
                }
                List<Integer> kontors = new ArrayList<>();
                for (int k = 0; k < 3; k++) {
                    String field = at + ".kontors[" + k + "]";
                    int i = file.id(kontorNodes.get(k), field, "intersection", topology.intersectionCount());
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
                int route = file.id(node.get("route"), at + ".route", "path", topology.pathCount());
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
    }
}
