package org.kontor.engine.merchants.board;

import java.util.BitSet;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.stream.IntStream;
import org.kontor.engine.board.Board;
import org.kontor.engine.board.PlayerColour;

/**
 * A Merchants of Europe board: the kernel's hex board plus what only this game prints on it:
 * city sites, which sides are paths (land paths and the printed sea lanes), the double-arrow
 * paths, the loose number tokens in the box, and the short side's fixed start. Immutable; read
 * from a board file by {@link MerchantsBoardFile}.
 */
public final class MerchantsBoard extends Board {

    private final List<CitySite> cities;
    private final CitySite[] cityAt;
    private final PathKind[] pathKinds;
    private final BitSet doubleArrows;
    private final List<NumberToken> numberTokens;
    private final Map<PlayerColour, StartPosition> startPositions;

    /**
     * @param hexes the kernel's part of the board (id, title, hexes, terrain, number spaces)
     * @param side  {@code "short"} (the whale side, with the printed start) or {@code "main"}
     */
    public MerchantsBoard(Board hexes, String side, List<CitySite> cities, List<PathKind> pathKinds, BitSet doubleArrows,
                          List<NumberToken> numberTokens, Map<PlayerColour, StartPosition> startPositions) {
        super(hexes, side);
        if (pathKinds.size() != topology().pathCount()) {
            throw new IllegalArgumentException("path kinds must name every path");
        }
        this.cities = List.copyOf(cities);
        this.cityAt = new CitySite[topology().intersectionCount()];
        for (CitySite city : this.cities) {
            cityAt[city.intersection()] = city;
        }
        this.pathKinds = pathKinds.toArray(new PathKind[0]);
        this.doubleArrows = (BitSet) doubleArrows.clone();
        this.numberTokens = List.copyOf(numberTokens);
        this.startPositions = startPositions.isEmpty()
                ? Map.of() : Map.copyOf(new EnumMap<>(startPositions));
    }

    /** {@code board} as a Merchants of Europe board, or an {@link IllegalArgumentException} naming the game it is for. */
    public static MerchantsBoard of(Board board) {
        if (board instanceof MerchantsBoard merchants) {
            return merchants;
        }
        throw new IllegalArgumentException("The board " + board.id() + " is a " + board.game()
                + " board, not a Merchants of Europe board.");
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
        throw new IllegalArgumentException("no city site named " + name + " on " + id());
    }

    public PathKind pathKind(int path) {
        return pathKinds[path];
    }

    /** A land path or a printed sea lane. */
    @Override
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

    @Override
    public String toString() {
        return id() + " (" + topology().hexCount() + " hexes, " + topology().intersectionCount() + " intersections, "
                + topology().pathCount() + " paths, " + cities.size() + " city sites, terrain "
                + IntStream.range(0, topology().hexCount()).filter(h -> terrain(h).isLand()).count() + " land)";
    }

    @Override
    public String placeName(int intersection) {
        CitySite city = cityAt(intersection);
        return city == null ? null : city.name();
    }

    /** "red city site, 2 coastal gold". */
    @Override
    public String intersectionMark(int intersection) {
        CitySite city = cityAt(intersection);
        return city == null ? null : org.kontor.engine.board.BoardFile.name(city.colour()) + " city site"
                + (city.coastalGold() > 0 ? ", " + city.coastalGold() + " coastal gold" : "");
    }

    /** "land", "sea", "land (double arrow)". */
    @Override
    public String pathMark(int path) {
        return org.kontor.engine.board.BoardFile.name(pathKind(path)) + (isDoubleArrow(path) ? " (double arrow)" : "");
    }

    @Override
    protected String summaryMarks() {
        long sea = IntStream.range(0, topology().pathCount()).filter(p -> pathKind(p) == PathKind.SEA).count();
        long purple = cities().stream().filter(c -> c.colour() == SiteColour.PURPLE).count();
        return " (" + sea + " sea lanes, " + doubleArrows().cardinality() + " double arrows), " + cities().size()
                + " city sites (" + purple + " purple), " + numberTokens().size() + " number tokens, "
                + startPositions().size() + " fixed start positions";
    }
}
