package org.kontor.engine.merchants;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.kontor.engine.board.PlayerColour;
import org.kontor.engine.board.Resource;
import org.kontor.engine.board.Terrain;
import org.kontor.engine.board.TokenSpace;
import org.kontor.engine.board.Topology;
import org.kontor.engine.merchants.board.MerchantsBoard;
import org.kontor.engine.merchants.board.SiteColour;

/**
 * A made-up board about the size of base Catan (19 land hexes in a ring of sea) with every
 * feature the rules read: printed numbers, blank and marked token spaces, 15 number tokens,
 * purple and brown city sites, coastal gold, sea lanes, double arrows and a fixed start.
 */
final class TestBoards {

    private static final Terrain[] TERRAIN = {Terrain.FOREST, Terrain.PASTURE, Terrain.FIELDS, Terrain.MOUNTAINS,
            Terrain.SALTWORKS, Terrain.MOUNTAIN_FOREST, Terrain.MOUNTAIN_PASTURE};
    private static final int[] PRINTED = {6, 8, 5, 9, 4, 10, 3, 11, 2, 12, 6, 8};
    private static final int[] TOKEN_NUMBERS = {3, 3, 4, 4, 5, 5, 9, 9, 9, 10, 10, 10, 11, 11, 11};

    private TestBoards() {}

    static MerchantsBoard ring() {
        TestBoard b = new TestBoard();
        List<Resource> marked = new ArrayList<>();
        List<Resource> blank = new ArrayList<>();
        int land = 0;
        int printed = 0;
        for (int r = -3; r <= 3; r++) {
            for (int q = -3; q <= 3; q++) {
                int s = -q - r;
                if (Math.max(Math.abs(q), Math.max(Math.abs(r), Math.abs(s))) > 3) {
                    continue;
                }
                boolean sea = Math.max(Math.abs(q), Math.max(Math.abs(r), Math.abs(s))) == 3;
                if (sea) {
                    b.hex(q, r, Terrain.SEA, 0);
                    continue;
                }
                Terrain t = TERRAIN[land % TERRAIN.length];
                Resource res = t.produces();
                TokenSpace space;
                if (land == 9) {
                    space = new TokenSpace.None();
                } else if (land == 1 || land == 4 || land == 7 || land == 12 || land == 15) {
                    space = new TokenSpace.Blank(res, true);
                    marked.add(res);
                } else if (land == 2 || land == 17 || land == 13) {
                    space = new TokenSpace.Blank(res, false);
                    blank.add(res);
                } else {
                    space = new TokenSpace.Printed(PRINTED[printed++ % PRINTED.length]);
                }
                b.hex(q, r, t, space);
                land++;
            }
        }
        for (int i = 0; i < TOKEN_NUMBERS.length; i++) {
            boolean isMarked = i % 3 == 0;
            Resource colour = isMarked ? marked.get(i / 3) : blank.get(i % blank.size());
            b.token(colour, TOKEN_NUMBERS[i], isMarked);
        }

        Topology t = b.topology();
        MerchantsBoard plain = b.build("plain");
        List<Integer> purple = new ArrayList<>();
        Set<Integer> cityAt = new HashSet<>();
        int count = 0;
        for (int i = 0; i < t.intersectionCount(); i += 2) {
            if (!touchesLand(plain, t, i)) {
                continue;
            }
            boolean coast = false;
            for (int h : t.hexesAtIntersection(i)) {
                coast |= !plain.terrain(h).isLand();
            }
            SiteColour colour = count % 3 == 2 ? SiteColour.BROWN : SiteColour.PURPLE;
            b.city("City" + i, i, colour, coast && count % 4 == 0 ? 1 + count % 3 : 0);
            cityAt.add(i);
            if (colour == SiteColour.PURPLE) {
                purple.add(i);
            }
            count++;
        }
        int arrows = 0;
        for (int p = 0; p < t.pathCount(); p++) {
            int[] ends = t.intersectionsOfPath(p);
            if (plain.isPath(p) && !cityAt.contains(ends[0]) && !cityAt.contains(ends[1]) && arrows++ % 5 == 0) {
                b.doubleArrow(p);
            }
            boolean seaBoth = true;
            for (int h : t.hexesAlongPath(p)) {
                seaBoth &= !plain.terrain(h).isLand();
            }
            if (seaBoth && t.hexesAlongPath(p).length == 2 && p % 3 == 0) {
                b.seaLane(p);
            }
        }
        Set<Integer> usedEnds = new HashSet<>();
        for (PlayerColour colour : PlayerColour.values()) {
            int c = colour.ordinal();
            int[] kontors = {purple.get(c), purple.get(c + 4), purple.get(c + 8)};
            int route = -1;
            for (int k = 0; k < kontors.length && route < 0; k++) {
                for (int p : t.pathsAtIntersection(kontors[k])) {
                    int other = t.otherEnd(p, kontors[k]);
                    if (plain.isPath(p) && !cityAt.contains(other) && !usedEnds.contains(other)) {
                        route = p;
                        usedEnds.add(other);
                        break;
                    }
                }
            }
            b.start(colour, route, kontors);
        }
        return b.build("test-ring");
    }

    private static boolean touchesLand(MerchantsBoard board, Topology t, int intersection) {
        for (int h : t.hexesAtIntersection(intersection)) {
            if (board.terrain(h).isLand()) {
                return true;
            }
        }
        return false;
    }
}
