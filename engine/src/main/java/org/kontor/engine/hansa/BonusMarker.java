package org.kontor.engine.hansa;

/**
 * The bonus markers: the original edition's 16 (3 start markers and 13 in the face-down supply), or
 * the Big Box edition's 15, where Move 3 replaces Remove 3 ({@link RuleOptions.Edition}). Each is
 * used once, at no action's cost, and counts at the end whether used or not.
 */
public enum BonusMarker {
    /** Open an office left of every office of a city, even a full one, when establishing a route. */
    EXTRA_OFFICE(5, 4),
    /** Exchange two neighbouring offices of one city, at least one of them yours. */
    SWAP_OFFICES(2, 3),
    /** Take up to three opponents' pieces off routes (original edition). */
    REMOVE_THREE(2, 0),
    /** Move up to three opponents' pieces to other free posts, displacing nobody (Big Box edition). */
    MOVE_THREE(0, 2),
    /** Develop any one ability track. */
    DEVELOP_ABILITY(3, 2),
    /** Three more actions this turn. */
    THREE_ACTIONS(2, 2),
    /** Four more actions this turn. */
    FOUR_ACTIONS(2, 2);

    private final int original;
    private final int bigBox;

    BonusMarker(int original, int bigBox) {
        this.original = original;
        this.bigBox = bigBox;
    }

    /** How many the original edition has. */
    public int count() {
        return original;
    }

    /** How many the edition has. */
    public int count(RuleOptions.Edition edition) {
        return edition == RuleOptions.Edition.BIG_BOX ? bigBox : original;
    }

    /** One of each of these lies face up on the start taverns: Remove 3, or in the Big Box Move 3. */
    static boolean isStartMarker(BonusMarker m) {
        return m == EXTRA_OFFICE || m == SWAP_OFFICES || m == REMOVE_THREE || m == MOVE_THREE;
    }
}
