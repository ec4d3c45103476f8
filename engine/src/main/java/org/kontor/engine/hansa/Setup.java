package org.kontor.engine.hansa;

import java.util.ArrayList;
import java.util.List;
import org.kontor.engine.Rng;

/**
 * Preparation: the side for the player count, the three start markers face up on the taverns in a
 * random order, the rest face down; every player's tracks covered, the start player (seat 0) with
 * 5 traders and 1 merchant in the supply and 6 traders in the stock, each later seat one trader
 * more in the supply and one fewer in the stock.
 */
final class Setup {

    /** Traders and merchants a player owns: 27 and 4, one trader of which marks prestige on the track. */
    static final int TRADERS = 26;
    static final int MERCHANTS = 4;

    private Setup() {}

    static HansaState start(HansaMap map, int seats, RuleOptions options, long seed) {
        if (seats == 2) {
            throw new IllegalArgumentException("Hansa Teutonica is played by 3 to 5 players here: the 2-player game needs "
                    + "the 16 provinces of the printed board, whose borders no source gives (docs/rules-hansa.md).");
        }
        if (seats < 3 || seats > 5) {
            throw new IllegalArgumentException("Hansa Teutonica is played by 3 to 5 players, not " + seats + ".");
        }
        if (!map.players().contains(seats)) {
            throw new IllegalArgumentException("The map " + map.id() + " serves " + map.players() + " players, not " + seats
                    + "; the 2–3 player side is hansa-3, the 4–5 player side hansa-45.");
        }
        Draft d = new Draft(map, options, seats, Rng.seeded(seed));
        for (int s = 0; s < seats; s++) {
            d.supply[s][Piece.TRADER.ordinal()] = 5 + s;
            d.supply[s][Piece.MERCHANT.ordinal()] = 1;
            d.stock[s][Piece.TRADER.ordinal()] = 6 - s;
        }
        RuleOptions.Edition edition = options.edition();
        List<BonusMarker> start = new ArrayList<>(List.of(BonusMarker.EXTRA_OFFICE, BonusMarker.SWAP_OFFICES,
                edition == RuleOptions.Edition.BIG_BOX ? BonusMarker.MOVE_THREE : BonusMarker.REMOVE_THREE));
        List<BonusMarker> rest = new ArrayList<>();
        for (BonusMarker m : BonusMarker.values()) {
            for (int i = start.contains(m) ? 1 : 0; i < m.count(edition); i++) {
                rest.add(m);
            }
        }
        d.rng = shuffle(start, d.rng);
        d.rng = shuffle(rest, d.rng);
        int next = 0;
        for (Route r : map.routes()) {
            if (r.tavern()) {
                d.routeMarker[r.id()] = start.get(next++);
            }
        }
        d.markerSupply.addAll(rest);
        return new HansaState(d);
    }

    /** Shuffles {@code markers} in place from {@code rng}; the generator after its draws. */
    static Rng shuffle(List<BonusMarker> markers, Rng rng) {
        int[] order = new int[markers.size()];
        for (int i = 0; i < order.length; i++) {
            order[i] = i;
        }
        Rng after = rng.shuffle(order);
        List<BonusMarker> copy = List.copyOf(markers);
        for (int i = 0; i < order.length; i++) {
            markers.set(i, copy.get(order[i]));
        }
        return after;
    }
}
