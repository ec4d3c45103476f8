package org.kontor.engine.merchants;

import java.util.ArrayList;
import java.util.BitSet;
import java.util.EnumMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.kontor.engine.board.Axial;
import org.kontor.engine.board.Board;
import org.kontor.engine.board.PlayerColour;
import org.kontor.engine.board.Resource;
import org.kontor.engine.board.Terrain;
import org.kontor.engine.board.TokenSpace;
import org.kontor.engine.board.Topology;
import org.kontor.engine.merchants.board.CitySite;
import org.kontor.engine.merchants.board.MerchantsBoard;
import org.kontor.engine.merchants.board.NumberToken;
import org.kontor.engine.merchants.board.PathKind;
import org.kontor.engine.merchants.board.SiteColour;
import org.kontor.engine.merchants.board.StartPosition;

/**
 * Small boards built in code for rule tests: add hexes, then name intersections and paths by
 * hex corner and side (corners clockwise from the top, sides clockwise from the upper right).
 */
final class TestBoard {

    private final List<Axial> positions = new ArrayList<>();
    private final List<Terrain> terrain = new ArrayList<>();
    private final List<TokenSpace> spaces = new ArrayList<>();
    private final List<CitySite> cities = new ArrayList<>();
    private final BitSet doubleArrows = new BitSet();
    private final Set<Integer> seaLanes = new HashSet<>();
    private final List<NumberToken> tokens = new ArrayList<>();
    private final Map<PlayerColour, StartPosition> starts = new EnumMap<>(PlayerColour.class);
    private Topology topology;

    /** Adds a hex; returns its id. */
    int hex(int q, int r, Terrain t, TokenSpace space) {
        if (topology != null) {
            throw new IllegalStateException("add every hex before naming corners");
        }
        positions.add(new Axial(q, r));
        terrain.add(t);
        spaces.add(space);
        return positions.size() - 1;
    }

    int hex(int q, int r, Terrain t, int printedNumber) {
        return hex(q, r, t, printedNumber == 0 ? new TokenSpace.None() : new TokenSpace.Printed(printedNumber));
    }

    Topology topology() {
        if (topology == null) {
            topology = new Topology(positions);
        }
        return topology;
    }

    int corner(int hex, int k) {
        return topology().intersectionsOfHex(hex)[k];
    }

    int side(int hex, int k) {
        return topology().pathsOfHex(hex)[k];
    }

    int pathBetween(int a, int b) {
        int p = topology().pathBetween(a, b);
        if (p < 0) {
            throw new IllegalArgumentException(a + " and " + b + " are not neighbours");
        }
        return p;
    }

    TestBoard city(String name, int intersection, SiteColour colour, int coastalGold) {
        cities.add(new CitySite(name, intersection, colour, coastalGold));
        return this;
    }

    TestBoard city(String name, int intersection) {
        return city(name, intersection, SiteColour.PURPLE, 0);
    }

    TestBoard doubleArrow(int path) {
        doubleArrows.set(path);
        return this;
    }

    TestBoard seaLane(int path) {
        seaLanes.add(path);
        return this;
    }

    TestBoard token(Resource colour, int number, boolean marked) {
        tokens.add(new NumberToken(colour, number, marked));
        return this;
    }

    TestBoard start(PlayerColour colour, int route, int... kontors) {
        List<Integer> list = new ArrayList<>();
        for (int k : kontors) {
            list.add(k);
        }
        starts.put(colour, new StartPosition(colour, list, route));
        return this;
    }

    MerchantsBoard build(String id) {
        Topology t = topology();
        List<PathKind> kinds = new ArrayList<>();
        for (int p = 0; p < t.pathCount(); p++) {
            boolean land = false;
            for (int h : t.hexesAlongPath(p)) {
                land |= terrain.get(h).isLand();
            }
            kinds.add(land ? PathKind.LAND : seaLanes.contains(p) ? PathKind.SEA : PathKind.NONE);
        }
        return new MerchantsBoard(new Board(id, id, "merchants", null, t, terrain, spaces, List.of()),
                starts.isEmpty() ? "main" : "short", cities, kinds, doubleArrows, tokens, starts);
    }
}
