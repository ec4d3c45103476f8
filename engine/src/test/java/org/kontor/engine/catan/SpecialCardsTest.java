package org.kontor.engine.catan;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/** "Gran ruta comercial" (Longest Road) and "Gran ejército de caballería" (Largest Army). */
class SpecialCardsTest {

    /**
     * A walk round the coast of the beginner board's top row and down its west side: consecutive
     * intersections, every one on the coast.
     */
    static int[] coast(Situation t, int length) {
        int[] walk = new int[length + 1];
        int start = t.corner(0);
        walk[0] = start;
        int prev = -1;
        int at = start;
        for (int k = 1; k <= length; k++) {
            int next = -1;
            for (int n : t.topology().intersectionsNextTo(at)) {
                if (n != prev && t.topology().hexesAtIntersection(n).length < 3 && t.topology().pathBetween(at, n) >= 0
                        && t.topology().hexesAlongPath(t.topology().pathBetween(at, n)).length == 1) {
                    next = n;
                    break;
                }
            }
            prev = at;
            at = next;
            walk[k] = at;
        }
        return walk;
    }

    @Test
    void five_roads_in_a_line_take_longest_road_and_a_longer_line_takes_it_away() {
        Situation t = Situation.beginner(4);
        int[] red = coast(t, 5);
        t.roads(0, red);
        assertThat(t.state.roadLength(0)).isEqualTo(5);
        assertThat(t.state.longestRoadHolder()).isZero();
        assertThat(Victory.points(t.state, 0)).isEqualTo(2);
        // Blue builds an equally long line elsewhere: a tie keeps the card with red.
        int[] blueWalk = java.util.Arrays.copyOfRange(coast(t, 14), 8, 14);
        t.roads(1, blueWalk);
        assertThat(t.state.roadLength(1)).isEqualTo(5);
        assertThat(t.state.longestRoadHolder()).isZero();
        // One more road makes blue's line the longest.
        int[] longer = java.util.Arrays.copyOfRange(coast(t, 15), 13, 15);
        t.roads(1, longer);
        assertThat(t.state.roadLength(1)).isEqualTo(6);
        assertThat(t.state.longestRoadHolder()).isEqualTo(1);
    }

    @Test
    void an_opponents_settlement_breaks_a_line_and_the_card_is_set_aside_when_the_break_leaves_a_tie() {
        Situation t = Situation.beginner(4);
        int[] walk = coast(t, 20);
        // Red: 7 roads; blue and white 5 each, elsewhere on the coast.
        t.roads(0, java.util.Arrays.copyOfRange(walk, 0, 8));
        t.roads(1, java.util.Arrays.copyOfRange(walk, 9, 15));
        assertThat(t.state.longestRoadHolder()).isZero();
        int[] white = whiteLine(t);
        t.roads(2, white);
        assertThat(t.state.roadLength(2)).isEqualTo(5);
        // White settles in the middle of red's line: 3 + 4 roads are left, shorter than blue's and white's 5.
        t.rolled(2).settlement(2, walk[3]);
        assertThat(t.state.roadLength(0)).isEqualTo(4);
        assertThat(t.state.longestRoadHolder()).as("blue and white tie at 5: set aside").isEqualTo(-1);
    }

    /** Five roads inland from the desert's corners, away from the coast walk. */
    private static int[] whiteLine(Situation t) {
        int a = t.corner(4, 8, 9);
        int b = t.corner(8, 9, 13);
        int c = t.corner(9, 13, 14);
        int d = t.corner(9, 10, 14);
        int e = t.corner(5, 9, 10);
        int f = t.corner(4, 5, 9);
        return new int[] {a, b, c, d, e, f};
    }

    @Test
    void three_knights_take_largest_army_and_only_more_knights_take_it_away() {
        Situation t = Situation.beginner(4);
        // Red and blue have two knights face up each, and one more in hand.
        t.edit(d -> d.set(0, d.player(0).withCardPlayed(DevelopmentCard.KNIGHT).withCardPlayed(DevelopmentCard.KNIGHT)));
        t.edit(d -> d.set(1, d.player(1).withCardPlayed(DevelopmentCard.KNIGHT).withCardPlayed(DevelopmentCard.KNIGHT)));
        t.cards(0, DevelopmentCard.KNIGHT).cards(1, DevelopmentCard.KNIGHT).turnOf(0);
        t.play(0, new Command.PlayKnight());
        assertThat(t.state.largestArmyHolder()).isZero();
        assertThat(t.events).contains(new Event.LargestArmyChanged(0, 3));
        t.play(0, new Command.MoveRobber(0, -1));
        t.edit(d -> d.cardPlayedThisTurn = false).turnOf(1);
        t.play(1, new Command.PlayKnight());
        assertThat(t.state.player(1).knights()).isEqualTo(3);
        assertThat(t.state.largestArmyHolder()).as("a tie keeps the card").isZero();
    }
}
