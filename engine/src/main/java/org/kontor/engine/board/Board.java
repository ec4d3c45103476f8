package org.kontor.engine.board;

import java.util.Arrays;
import java.util.BitSet;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;

/**
 * Everything the printed board carries: terrain and number spaces per hex, city sites, which
 * sides are paths (land or sea lanes), double-arrow paths, the loose number tokens, and the
 * fixed short-game start positions, and which game and which side of its box the board is.
 * Immutable; built by {@link BoardFile}.
 */
public final class Board {

    private final String id;
    private final String title;
    private final Topology topology;
    private final Terrain[] terrain;
    private final TokenSpace[] tokenSpaces;
    private final List<CitySite> cities;
    private final CitySite[] cityAt;
    private final PathKind[] pathKinds;
    private final BitSet doubleArrows;
    private final List<NumberToken> numberTokens;
    private final Map<PlayerColour, StartPosition> startPositions;
    private final String game;
    private final String side;
    private final List<Harbour> harbours;

    /** A Merchants of Europe board; the side is "short" when it has the printed start, else "main" (format 1's reading). */
    public Board(String id, String title, Topology topology, List<Terrain> terrain, List<TokenSpace> tokenSpaces,
                 List<CitySite> cities, List<PathKind> pathKinds, BitSet doubleArrows,
                 List<NumberToken> numberTokens, Map<PlayerColour, StartPosition> startPositions) {
        this(id, title, "merchants", startPositions.isEmpty() ? "main" : "short", topology, terrain, tokenSpaces, cities,
                pathKinds, doubleArrows, numberTokens, startPositions);
    }

    /**
     * @param game the game the board is printed for ({@code "merchants"})
     * @param side which side of the game's board it is ({@code "short"} or {@code "main"} for Merchants of Europe)
     */
    public Board(String id, String title, String game, String side, Topology topology, List<Terrain> terrain, List<TokenSpace> tokenSpaces,
                 List<CitySite> cities, List<PathKind> pathKinds, BitSet doubleArrows,
                 List<NumberToken> numberTokens, Map<PlayerColour, StartPosition> startPositions) {
        this(id, title, game, side, topology, terrain, tokenSpaces, cities, pathKinds, doubleArrows, numberTokens,
                startPositions, List.of());
    }

    /** A board of any game, with the harbours printed on its coast (Catan). */
    public Board(String id, String title, String game, String side, Topology topology, List<Terrain> terrain, List<TokenSpace> tokenSpaces,
                 List<CitySite> cities, List<PathKind> pathKinds, BitSet doubleArrows,
                 List<NumberToken> numberTokens, Map<PlayerColour, StartPosition> startPositions,
                 List<Harbour> harbours) {
        if (terrain.size() != topology.hexCount() || tokenSpaces.size() != topology.hexCount()) {
            throw new IllegalArgumentException("terrain and token spaces must name every hex");
        }
        if (pathKinds.size() != topology.pathCount()) {
            throw new IllegalArgumentException("path kinds must name every path");
        }
        this.id = id;
        this.title = title;
        this.game = game;
        this.side = side;
        this.topology = topology;
        this.terrain = terrain.toArray(new Terrain[0]);
        this.tokenSpaces = tokenSpaces.toArray(new TokenSpace[0]);
        this.cities = List.copyOf(cities);
        this.cityAt = new CitySite[topology.intersectionCount()];
        for (CitySite city : this.cities) {
            cityAt[city.intersection()] = city;
        }
        this.pathKinds = pathKinds.toArray(new PathKind[0]);
        this.doubleArrows = (BitSet) doubleArrows.clone();
        this.numberTokens = List.copyOf(numberTokens);
        this.startPositions = startPositions.isEmpty()
                ? Map.of() : Map.copyOf(new EnumMap<>(startPositions));
        this.harbours = List.copyOf(harbours);
    }

    /** The harbours on the coast, in file order; empty on boards without any (Merchants of Europe). */
    public List<Harbour> harbours() {
        return harbours;
    }

    public String id() {
        return id;
    }

    public String title() {
        return title;
    }

    /** The game the board is printed for, as board files name it: {@code "merchants"} or {@code "catan"}. */
    public String game() {
        return game;
    }

    /** Which side of the game's board this is, as board files name it: {@code "short"} or {@code "main"}. */
    public String side() {
        return side;
    }

    public Topology topology() {
        return topology;
    }

    public Terrain terrain(int hex) {
        return terrain[hex];
    }

    public TokenSpace tokenSpace(int hex) {
        return tokenSpaces[hex];
    }

    public List<CitySite> cities() {
        return cities;
    }

    /** The city site on an intersection, or null. */
    public CitySite cityAt(int intersection) {
        return cityAt[intersection];
    }

    public boolean isCitySite(int intersection) {
        return cityAt[intersection] != null;
    }

    public CitySite city(String name) {
        for (CitySite city : cities) {
            if (city.name().equals(name)) {
                return city;
            }
        }
        throw new IllegalArgumentException("no city site named " + name + " on " + id);
    }

    public PathKind pathKind(int path) {
        return pathKinds[path];
    }

    public boolean isPath(int path) {
        return pathKinds[path] != PathKind.NONE;
    }

    public boolean isDoubleArrow(int path) {
        return doubleArrows.get(path);
    }

    public BitSet doubleArrows() {
        return (BitSet) doubleArrows.clone();
    }

    public List<NumberToken> numberTokens() {
        return numberTokens;
    }

    /** Fixed short-game start positions by colour; empty on boards without a fixed setup. */
    public Map<PlayerColour, StartPosition> startPositions() {
        return startPositions;
    }

    /** An intersection is on the playing area when at least one of its paths is a real path. */
    public boolean isUsableIntersection(int intersection) {
        for (int p : topology.pathsAtIntersection(intersection)) {
            if (isPath(p)) {
                return true;
            }
        }
        return false;
    }

    @Override
    public String toString() {
        return id + " (" + topology.hexCount() + " hexes, " + topology.intersectionCount() + " intersections, "
                + topology.pathCount() + " paths, " + cities.size() + " city sites, terrain "
                + Arrays.stream(terrain).filter(Terrain::isLand).count() + " land)";
    }
}
