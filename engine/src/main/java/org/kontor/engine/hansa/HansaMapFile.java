package org.kontor.engine.hansa;

import com.fasterxml.jackson.core.JsonLocation;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.Iterator;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import org.kontor.engine.board.BoardFileException;

/**
 * Reads and validates a Hansa Teutonica map file (docs/rules-hansa.md, "The map file"). Every
 * problem is a {@link BoardFileException} naming the file, the field and the problem, as for the
 * hex boards. The engine reads no files: bundled maps come from the classpath under
 * {@code /boards/hansa/}.
 */
public final class HansaMapFile {

    public static final int FORMAT = 1;
    /** The bundled sides: the 2–3 player side and the 4–5 player side. */
    public static final List<String> BUNDLED = List.of("hansa-3", "hansa-45");

    private static final ObjectMapper JSON = new ObjectMapper().enable(JsonParser.Feature.STRICT_DUPLICATE_DETECTION);
    private static final Set<String> TOP = Set.of("format", "game", "id", "title", "players", "cities", "routes", "coellen");
    private static final Set<String> CITY = Set.of("id", "name", "x", "y", "offices", "ability", "eastWest");
    private static final Set<String> OFFICE = Set.of("colour", "shape", "coin");
    private static final Set<String> ROUTE = Set.of("between", "posts", "tavern", "bend");
    private static final Set<String> COELLEN = Set.of("route", "spaces");
    private static final Set<String> SPACE = Set.of("privilege", "points");

    private HansaMapFile() {}

    /** A bundled side by id ({@link #BUNDLED}). */
    public static HansaMap bundled(String id) {
        InputStream in = HansaMapFile.class.getResourceAsStream("/boards/hansa/" + id + ".json");
        if (in == null) {
            throw new BoardFileException(id + ".json", "", "is not a bundled Hansa Teutonica map (bundled: "
                    + String.join(", ", BUNDLED) + ")");
        }
        try (in) {
            return parse(id + ".json", new String(in.readAllBytes(), StandardCharsets.UTF_8));
        } catch (IOException e) {
            throw new BoardFileException(id + ".json", "", "cannot be read: " + e.getMessage());
        }
    }

    public static HansaMap parse(String file, String text) {
        JsonNode root;
        try {
            root = JSON.readTree(text);
        } catch (JsonProcessingException e) {
            JsonLocation at = e.getLocation();
            String where = at == null ? "" : "line " + at.getLineNr() + ", column " + at.getColumnNr() + ": ";
            throw new BoardFileException(file, "", where + "is not valid JSON: " + e.getOriginalMessage());
        }
        if (root == null || root.isMissingNode()) {
            throw new BoardFileException(file, "", "is empty");
        }
        return new Reader(file).read(root);
    }

    private record Reader(String file) {

        BoardFileException error(String field, String problem) {
            return new BoardFileException(file, field, problem);
        }

        HansaMap read(JsonNode root) {
            if (!root.isObject()) {
                throw error("", "must hold a JSON object at the top");
            }
            fields(root, "", TOP);
            int format = integer(root, "format", "");
            if (format != FORMAT) {
                throw error("format", "is " + format + ", but this Kontor reads Hansa map format " + FORMAT);
            }
            String game = text(root, "game", "");
            if (!game.equals("hansa")) {
                throw error("game", "is \"" + game + "\", but a Hansa Teutonica map says \"hansa\"");
            }
            String id = text(root, "id", "");
            String title = text(root, "title", "");
            List<Integer> players = new ArrayList<>();
            JsonNode counts = array(root, "players", "");
            for (int i = 0; i < counts.size(); i++) {
                JsonNode n = counts.get(i);
                if (!n.isInt() || n.intValue() < 2 || n.intValue() > 5) {
                    throw error("players[" + i + "]", "must be a player count from 2 to 5, found " + n);
                }
                players.add(n.intValue());
            }
            if (players.isEmpty()) {
                throw error("players", "names no player count");
            }
            List<City> cities = cities(array(root, "cities", ""));
            List<Route> routes = routes(array(root, "routes", ""), cities);
            JsonNode coellen = object(root, "coellen", "");
            fields(coellen, "coellen.", COELLEN);
            int coellenRoute = routeBetween(array(coellen, "route", "coellen."), "coellen.route", cities, routes);
            List<CoellenSpace> spaces = new ArrayList<>();
            JsonNode list = array(coellen, "spaces", "coellen.");
            for (int i = 0; i < list.size(); i++) {
                String at = "coellen.spaces[" + i + "]";
                JsonNode s = list.get(i);
                if (!s.isObject()) {
                    throw error(at, "must be an object with privilege and points");
                }
                fields(s, at + ".", SPACE);
                spaces.add(new CoellenSpace(privilege(text(s, "privilege", at + "."), at + ".privilege"),
                        integer(s, "points", at + ".")));
            }
            return new HansaMap(id, title, players, cities, routes, coellenRoute, spaces);
        }

        List<City> cities(JsonNode list) {
            List<City> cities = new ArrayList<>();
            Set<String> ids = new HashSet<>();
            for (int i = 0; i < list.size(); i++) {
                String at = "cities[" + i + "]";
                JsonNode c = list.get(i);
                if (!c.isObject()) {
                    throw error(at, "must be an object with id, name and offices");
                }
                fields(c, at + ".", CITY);
                String id = text(c, "id", at + ".");
                if (!ids.add(id)) {
                    throw error(at + ".id", "\"" + id + "\" names a city a second time");
                }
                List<Office> offices = new ArrayList<>();
                JsonNode slots = array(c, "offices", at + ".");
                if (slots.isEmpty() || slots.size() > 4) {
                    throw error(at + ".offices", "has " + slots.size() + " offices; a city has 1 to 4");
                }
                for (int j = 0; j < slots.size(); j++) {
                    String o = at + ".offices[" + j + "]";
                    JsonNode slot = slots.get(j);
                    if (!slot.isObject()) {
                        throw error(o, "must be an object with colour and shape");
                    }
                    fields(slot, o + ".", OFFICE);
                    offices.add(new Office(privilege(text(slot, "colour", o + "."), o + ".colour"),
                            shape(text(slot, "shape", o + "."), o + ".shape"), flag(slot, "coin", o + ".")));
                }
                Ability ability = null;
                if (c.has("ability")) {
                    String name = text(c, "ability", at + ".");
                    ability = enumValue(Ability.class, name, at + ".ability", "keys, actions, privilege, book or bank");
                    if (!ability.city().equals(id)) {
                        throw error(at + ".ability", "is " + name + ", but " + name + " is developed in " + ability.city()
                                + ", not " + id);
                    }
                }
                cities.add(new City(id, text(c, "name", at + "."), offices, ability, flag(c, "eastWest", at + "."),
                        spot(c, at)));
            }
            drawnAllOrNone(cities);
            long ends = cities.stream().filter(City::eastWest).count();
            if (ends != 2) {
                throw error("cities", "marks " + ends + " cities eastWest; the East–West connection has exactly 2 ends");
            }
            return cities;
        }

        List<Route> routes(JsonNode list, List<City> cities) {
            List<Route> routes = new ArrayList<>();
            Set<String> pairs = new HashSet<>();
            int post = 0;
            for (int i = 0; i < list.size(); i++) {
                String at = "routes[" + i + "]";
                JsonNode r = list.get(i);
                if (!r.isObject()) {
                    throw error(at, "must be an object with between and posts");
                }
                fields(r, at + ".", ROUTE);
                JsonNode between = array(r, "between", at + ".");
                int[] ends = ends(between, at + ".between", cities);
                String pair = Math.min(ends[0], ends[1]) + "-" + Math.max(ends[0], ends[1]);
                if (!pairs.add(pair)) {
                    throw error(at + ".between", "joins " + cities.get(ends[0]).id() + " and " + cities.get(ends[1]).id()
                            + " a second time");
                }
                int posts = integer(r, "posts", at + ".");
                if (posts < 2 || posts > 4) {
                    throw error(at + ".posts", "is " + posts + "; a route has 2 to 4 trading posts");
                }
                Spot bend = null;
                if (r.has("bend")) {
                    if (cities.get(0).at() == null) {
                        throw error(at + ".bend", "bends a route of a map whose cities have no x and y; give the cities theirs first");
                    }
                    JsonNode b = r.get("bend");
                    if (!b.isArray() || b.size() != 2) {
                        throw error(at + ".bend", "must be a point [x, y], found " + b);
                    }
                    bend = new Spot(coordinate(b.get(0), at + ".bend[0]"), coordinate(b.get(1), at + ".bend[1]"));
                }
                routes.add(new Route(i, ends[0], ends[1], posts, post, flag(r, "tavern", at + "."), bend));
                post += posts;
            }
            if (routes.isEmpty()) {
                throw error("routes", "is empty; a map needs routes");
            }
            long taverns = routes.stream().filter(Route::tavern).count();
            if (taverns != 3) {
                throw error("routes", "marks " + taverns + " start taverns; the game starts with 3 bonus markers on 3 taverns");
            }
            return routes;
        }

        /** The city's place in the drawing: x and y together, or neither. */
        Spot spot(JsonNode c, String at) {
            if (!c.has("x") && !c.has("y")) {
                return null;
            }
            if (!c.has("x") || !c.has("y")) {
                throw error(at + (c.has("x") ? ".y" : ".x"), "is missing; a city's place in the drawing needs both x and y");
            }
            return new Spot(coordinate(c.get("x"), at + ".x"), coordinate(c.get("y"), at + ".y"));
        }

        int coordinate(JsonNode n, String field) {
            if (!n.isInt() || n.intValue() < 0 || n.intValue() > Spot.MAX) {
                throw error(field, "must be a whole number from 0 to " + Spot.MAX + ", found " + n);
            }
            return n.intValue();
        }

        /** A drawing needs every city placed: coordinates for some cities only are a mistake. */
        void drawnAllOrNone(List<City> cities) {
            City first = cities.isEmpty() ? null : cities.get(0);
            for (int i = 1; i < cities.size(); i++) {
                City c = cities.get(i);
                if ((c.at() == null) != (first.at() == null)) {
                    String placed = first.at() == null ? "cities[" + i + "]" : "cities[0]";
                    String unplaced = first.at() == null ? "cities[0]" : "cities[" + i + "]";
                    throw error(unplaced + ".x", "is missing, but " + placed + " has x and y; give every city its place in the "
                            + "drawing, or none");
                }
            }
        }

        int routeBetween(JsonNode between, String field, List<City> cities, List<Route> routes) {
            int[] ends = ends(between, field, cities);
            for (Route r : routes) {
                if (r.touches(ends[0]) && r.touches(ends[1])) {
                    return r.id();
                }
            }
            throw error(field, "joins " + cities.get(ends[0]).id() + " and " + cities.get(ends[1]).id() + ", but no route does");
        }

        int[] ends(JsonNode between, String field, List<City> cities) {
            if (between.size() != 2 || !between.get(0).isTextual() || !between.get(1).isTextual()) {
                throw error(field, "must name two cities, like [\"bremen\", \"hamburg\"]");
            }
            int[] ends = new int[2];
            for (int k = 0; k < 2; k++) {
                String name = between.get(k).textValue();
                ends[k] = -1;
                for (int c = 0; c < cities.size(); c++) {
                    if (cities.get(c).id().equals(name)) {
                        ends[k] = c;
                    }
                }
                if (ends[k] < 0) {
                    throw error(field + "[" + k + "]", "names \"" + name + "\", which is no city of this map");
                }
            }
            if (ends[0] == ends[1]) {
                throw error(field, "joins " + between.get(0).textValue() + " to itself");
            }
            return ends;
        }

        Privilege privilege(String name, String field) {
            return enumValue(Privilege.class, name, field, "white, orange, pink or black");
        }

        Piece shape(String name, String field) {
            return switch (name) {
                case "square" -> Piece.TRADER;
                case "round" -> Piece.MERCHANT;
                default -> throw error(field, "is \"" + name + "\"; a shape is square (traders) or round (merchants)");
            };
        }

        <T extends Enum<T>> T enumValue(Class<T> type, String name, String field, String choices) {
            for (T value : type.getEnumConstants()) {
                if (value.name().toLowerCase(Locale.ROOT).equals(name)) {
                    return value;
                }
            }
            throw error(field, "is \"" + name + "\"; it must be " + choices);
        }

        void fields(JsonNode node, String prefix, Set<String> known) {
            for (Iterator<String> it = node.fieldNames(); it.hasNext(); ) {
                String name = it.next();
                if (!known.contains(name)) {
                    throw error(prefix + name, "is not a field of a Hansa map here (known: " + String.join(", ", known.stream().sorted().toList()) + ")");
                }
            }
        }

        JsonNode need(JsonNode node, String name, String prefix) {
            JsonNode value = node.get(name);
            if (value == null || value.isNull()) {
                throw error(prefix + name, "is missing");
            }
            return value;
        }

        int integer(JsonNode node, String name, String prefix) {
            JsonNode value = need(node, name, prefix);
            if (!value.isInt()) {
                throw error(prefix + name, "must be a whole number, found " + value);
            }
            return value.intValue();
        }

        String text(JsonNode node, String name, String prefix) {
            JsonNode value = need(node, name, prefix);
            if (!value.isTextual() || value.textValue().isBlank()) {
                throw error(prefix + name, "must be a non-empty string, found " + value);
            }
            return value.textValue();
        }

        boolean flag(JsonNode node, String name, String prefix) {
            JsonNode value = node.get(name);
            if (value == null) {
                return false;
            }
            if (!value.isBoolean()) {
                throw error(prefix + name, "must be true or false, found " + value);
            }
            return value.booleanValue();
        }

        JsonNode array(JsonNode node, String name, String prefix) {
            JsonNode value = need(node, name, prefix);
            if (!value.isArray()) {
                throw error(prefix + name, "must be a list, found " + value.getNodeType().name().toLowerCase(Locale.ROOT));
            }
            return value;
        }

        JsonNode object(JsonNode node, String name, String prefix) {
            JsonNode value = need(node, name, prefix);
            if (!value.isObject()) {
                throw error(prefix + name, "must be an object, found " + value.getNodeType().name().toLowerCase(Locale.ROOT));
            }
            return value;
        }
    }
}
