package org.kontor.engine.board;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.BitSet;
import java.util.List;
import org.junit.jupiter.api.Test;

class TopologyTest {

    /** The 19-hex Catan island: every axial position within distance 2 of the centre. */
    static List<Axial> catanShape() {
        List<Axial> hexes = new ArrayList<>();
        for (int r = -2; r <= 2; r++) {
            for (int q = -2; q <= 2; q++) {
                if (Math.abs(q + r) <= 2) {
                    hexes.add(new Axial(q, r));
                }
            }
        }
        return hexes;
    }

    @Test
    void the_catan_island_has_54_intersections_and_72_paths() {
        Topology t = new Topology(catanShape());
        assertThat(t.hexCount()).isEqualTo(19);
        assertThat(t.intersectionCount()).isEqualTo(54);
        assertThat(t.pathCount()).isEqualTo(72);
    }

    @Test
    void a_single_hex_has_six_corners_and_six_sides() {
        Topology t = new Topology(List.of(new Axial(0, 0)));
        assertThat(t.intersectionCount()).isEqualTo(6);
        assertThat(t.pathCount()).isEqualTo(6);
        // Top corner first, then the row below it from west to east.
        assertThat(t.intersectionsOfHex(0)).containsExactly(0, 2, 4, 5, 3, 1);
    }

    @Test
    void adjacency_is_symmetric_in_every_direction() {
        Topology t = new Topology(catanShape());
        for (int i = 0; i < t.intersectionCount(); i++) {
            for (int h : t.hexesAtIntersection(i)) {
                assertThat(t.intersectionsOfHex(h)).contains(i);
            }
            for (int p : t.pathsAtIntersection(i)) {
                assertThat(t.intersectionsOfPath(p)).contains(i);
            }
            for (int n : t.intersectionsNextTo(i)) {
                assertThat(t.intersectionsNextTo(n)).contains(i);
                assertThat(t.pathBetween(i, n)).isNotNegative();
            }
        }
        for (int p = 0; p < t.pathCount(); p++) {
            for (int q : t.pathsNextToPath(p)) {
                assertThat(t.pathsNextToPath(q)).contains(p);
            }
            for (int h : t.hexesAlongPath(p)) {
                assertThat(t.pathsOfHex(h)).contains(p);
            }
        }
        for (int h = 0; h < t.hexCount(); h++) {
            for (int n : t.hexesNextToHex(h)) {
                assertThat(t.hexesNextToHex(n)).contains(h);
            }
        }
    }

    @Test
    void every_intersection_touches_one_to_three_hexes_and_two_or_three_paths() {
        Topology t = new Topology(catanShape());
        for (int i = 0; i < t.intersectionCount(); i++) {
            assertThat(t.hexesAtIntersection(i).length).isBetween(1, 3);
            assertThat(t.pathsAtIntersection(i).length).isBetween(2, 3);
        }
    }

    @Test
    void ids_are_identical_whatever_order_the_hexes_come_in() {
        List<Axial> shape = catanShape();
        List<Axial> reversed = new ArrayList<>(shape);
        java.util.Collections.reverse(reversed);
        Topology a = new Topology(shape);
        Topology b = new Topology(reversed);
        for (int i = 0; i < a.intersectionCount(); i++) {
            assertThat(b.intersectionX(i)).isEqualTo(a.intersectionX(i));
            assertThat(b.intersectionY(i)).isEqualTo(a.intersectionY(i));
        }
        for (int p = 0; p < a.pathCount(); p++) {
            assertThat(b.intersectionsOfPath(p)).containsExactly(a.intersectionsOfPath(p));
        }
    }

    @Test
    void ids_run_top_row_first_then_west_to_east() {
        Topology t = new Topology(catanShape());
        for (int i = 1; i < t.intersectionCount(); i++) {
            boolean lowerRow = t.intersectionY(i) > t.intersectionY(i - 1);
            boolean sameRowFurtherEast = t.intersectionY(i) == t.intersectionY(i - 1)
                    && t.intersectionX(i) > t.intersectionX(i - 1);
            assertThat(lowerRow || sameRowFurtherEast).as("intersection %d", i).isTrue();
        }
    }

    @Test
    void shortest_walks_find_every_equally_short_route_and_only_those() {
        Topology t = new Topology(List.of(new Axial(0, 0)));
        int top = 0;
        int bottom = 5;
        BitSet all = new BitSet();
        all.set(0, t.pathCount());
        BitSet targets = new BitSet();
        targets.set(bottom);
        List<List<Integer>> walks = t.shortestWalks(all, top, targets, 10);
        assertThat(walks).hasSize(2).allSatisfy(w -> assertThat(w).hasSize(3));

        BitSet eastOnly = new BitSet();
        for (List<Integer> w : walks.subList(0, 1)) {
            w.forEach(eastOnly::set);
        }
        assertThat(t.shortestWalks(eastOnly, top, targets, 10)).containsExactly(walks.get(0));
        assertThat(t.shortestWalks(new BitSet(), top, targets, 10)).isEmpty();
    }
}
