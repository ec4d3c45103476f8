package org.kontor.engine.hansa;

/**
 * The bonus markers of the original edition (16: 3 start markers and 13 in the face-down supply).
 * Each is used once, at no action's cost, and counts at the end whether used or not.
 */
public enum BonusMarker {
    /** Open an office left of every office of a city, even a full one, when establishing a route. */
    EXTRA_OFFICE(5),
    /** Exchange two neighbouring offices of one city, at least one of them yours. */
    SWAP_OFFICES(2),
    /** Take up to three opponents' pieces off routes. */
    REMOVE_THREE(2),
    /** Develop any one ability track. */
    DEVELOP_ABILITY(3),
    /** Three more actions this turn. */
    THREE_ACTIONS(2),
    /** Four more actions this turn. */
    FOUR_ACTIONS(2);

    /** How many the game has. */
    private final int count;

    BonusMarker(int count) {
        this.count = count;
    }

    public int count() {
        return count;
    }

    /** One of each of these lies face up on the start taverns. */
    static boolean isStartMarker(BonusMarker m) {
        return m == EXTRA_OFFICE || m == SWAP_OFFICES || m == REMOVE_THREE;
    }
}
