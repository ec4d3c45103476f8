package org.kontor.engine.board;

import java.util.Arrays;
import java.util.List;

/**
 * The hex board the Catan family shares: which game and which side of its box it is, the hexes
 * ({@link Topology}), the terrain and the number space of each hex, and the harbours on the coast.
 * What only one game prints on its board (Merchants of Europe's city sites, sea lanes, double
 * arrows and fixed start) is that game's type, which extends this one and is read by its
 * {@link BoardSection}. Immutable; built by {@link BoardFile}.
 */
public class Board {

    private final String id;
    private final String title;
    private final String game;
    private final String side;
    private final Topology topology;
    private final Terrain[] terrain;
    private final TokenSpace[] tokenSpaces;
    private final List<Harbour> harbours;

    /**
     * @param game the game the board is printed for, as board files name it ({@code "catan"})
     * @param side which side of the game's board it is ({@code "base"}); null only while a format 1
     *             file is read, before its game's section gives the side the format implies
     */
    public Board(String id, String title, String game, String side, Topology topology, List<Terrain> terrain,
                 List<TokenSpace> tokenSpaces, List<Harbour> harbours) {
        if (terrain.size() != topology.hexCount() || tokenSpaces.size() != topology.hexCount()) {
            throw new IllegalArgumentException("terrain and token spaces must name every hex");
        }
        this.id = id;
        this.title = title;
        this.game = game;
        this.side = side;
        this.topology = topology;
        this.terrain = terrain.toArray(new Terrain[0]);
        this.tokenSpaces = tokenSpaces.toArray(new TokenSpace[0]);
        this.harbours = List.copyOf(harbours);
    }

    /** The same hexes as {@code board}, on {@code side}: how a game's board type starts from the kernel's. */
    protected Board(Board board, String side) {
        this.id = board.id;
        this.title = board.title;
        this.game = board.game;
        this.side = side;
        this.topology = board.topology;
        this.terrain = board.terrain;
        this.tokenSpaces = board.tokenSpaces;
        this.harbours = board.harbours;
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

    /** Which side of the game's board this is, as board files name it: {@code "short"}, {@code "main"}, {@code "base"}. */
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

    /** A side of a hex with land on at least one side of it. */
    public boolean touchesLand(int path) {
        for (int h : topology.hexesAlongPath(path)) {
            if (terrain[h].isLand()) {
                return true;
            }
        }
        return false;
    }

    /**
     * A side pieces may use: in every game of the family each side that touches land; a game's board
     * may add more (Merchants of Europe's printed sea lanes).
     */
    public boolean isPath(int path) {
        return touchesLand(path);
    }

    /** An intersection is on the playing area when at least one of its sides is a path. */
    public boolean isUsableIntersection(int intersection) {
        for (int p : topology.pathsAtIntersection(intersection)) {
            if (isPath(p)) {
                return true;
            }
        }
        return false;
    }

    /** The name a game's board prints at an intersection (a city), or null: the family's boards print none. */
    public String placeName(int intersection) {
        return null;
    }

    /** What a game's board marks at an intersection beyond its name (a city site's colour), or null. */
    public String intersectionMark(int intersection) {
        return null;
    }

    /** A path's kind as a reader of {@code kontor board ids} sees it: land, unless a game's board marks more. */
    public String pathMark(int path) {
        return "land";
    }

    /** One line of counts, as {@code kontor board check} prints it; a game's board adds its own marks. */
    public String summary() {
        long land = java.util.stream.IntStream.range(0, topology.hexCount()).filter(h -> terrain(h).isLand()).count();
        long usable = java.util.stream.IntStream.range(0, topology.intersectionCount()).filter(this::isUsableIntersection).count();
        long paths = java.util.stream.IntStream.range(0, topology.pathCount()).filter(this::isPath).count();
        return id + ": OK, " + topology.hexCount() + " hexes (" + land + " land), " + usable + " intersections, " + paths
                + " paths" + summaryMarks();
    }

    /** What {@link #summary()} adds after the paths: the harbours here; a game's board its own marks. */
    protected String summaryMarks() {
        return ", " + harbours().size() + " harbours";
    }

    @Override
    public String toString() {
        return id + " (" + topology.hexCount() + " hexes, " + topology.intersectionCount() + " intersections, "
                + topology.pathCount() + " paths, terrain " + Arrays.stream(terrain).filter(Terrain::isLand).count() + " land)";
    }
}
