package org.kontor.engine.catan;

/**
 * "Final del juego": 1 point per settlement, 2 per city, 2 for Longest Road, 2 for Largest Army,
 * 1 per victory point card (kept hidden until the win). A player wins on reaching 10 points on
 * their own turn; points reached on another's turn win when their turn comes.
 */
final class Victory {

    static final int POINTS_TO_WIN = 10;

    private Victory() {}

    /** Everything the table sees: buildings and the two special cards. */
    static int visiblePoints(CatanState s, int seat) {
        Player p = s.player(seat);
        return p.settlementsBuilt() + 2 * p.citiesBuilt() + (s.longestRoadHolder() == seat ? 2 : 0)
                + (s.largestArmyHolder() == seat ? 2 : 0);
    }

    /** The visible points plus the player's hidden victory point cards. */
    static int points(CatanState s, int seat) {
        return visiblePoints(s, seat) + s.player(seat).victoryPointCards();
    }

    static int points(Draft d, int seat) {
        Player p = d.player(seat);
        return p.settlementsBuilt() + 2 * p.citiesBuilt() + (d.longestRoadHolder == seat ? 2 : 0)
                + (d.largestArmyHolder == seat ? 2 : 0) + p.victoryPointCards();
    }

    /** After every command: the active player wins at 10 points. */
    static void check(Draft d) {
        if (d.winner >= 0 || d.phase == Phase.SETUP) {
            return;
        }
        int points = points(d, d.active);
        if (points >= POINTS_TO_WIN) {
            d.winner = d.active;
            d.pending = null;
            d.event(new Event.GameWon(d.active, points, d.player(d.active).victoryPointCards()));
        }
    }
}
