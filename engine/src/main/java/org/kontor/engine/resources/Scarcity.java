package org.kontor.engine.resources;

import org.kontor.engine.board.Resource;

/**
 * What the supply does on a roll when it cannot pay everybody a kind of resource: the one rule
 * in which the Catan family's games differ here, chosen by each game.
 */
public enum Scarcity {

    /** Nobody gets that kind (Merchants of Europe, rulebook p. 5). */
    NOBODY_GETS_IT,

    /** Nobody gets that kind, unless only one player is owed it: that player gets what is left (Catan). */
    ONE_CLAIMANT_GETS_WHAT_IS_LEFT;

    /**
     * How many of the {@code owed} cards of one kind a player receives, when {@code totalOwed} of
     * that kind are owed to {@code claimants} players and the supply holds {@code inSupply}.
     */
    public int paid(int owed, int totalOwed, int claimants, int inSupply) {
        if (totalOwed <= inSupply) {
            return owed;
        }
        return nobodyGets(totalOwed, claimants, inSupply) ? 0 : Math.min(owed, inSupply);
    }

    /** True when nobody receives a kind of which {@code totalOwed} are owed to {@code claimants} players. */
    public boolean nobodyGets(int totalOwed, int claimants, int inSupply) {
        return totalOwed > inSupply && !(this == ONE_CLAIMANT_GETS_WHAT_IS_LEFT && claimants == 1 && inSupply > 0);
    }

    /**
     * What each seat receives of what it is owed ({@code owed[seat]}, null or {@link Resources#NONE}
     * for nothing), kind by kind, from {@code supply}. The caller takes the sum from the supply.
     */
    public Resources[] pay(Resources[] owed, Resources supply) {
        Resources[] paid = new Resources[owed.length];
        java.util.Arrays.fill(paid, Resources.NONE);
        for (Resource kind : Resource.values()) {
            int total = 0;
            int claimants = 0;
            for (Resources o : owed) {
                int n = o == null ? 0 : o.count(kind);
                total += n;
                claimants += n > 0 ? 1 : 0;
            }
            for (int seat = 0; seat < owed.length; seat++) {
                int n = owed[seat] == null ? 0 : owed[seat].count(kind);
                if (n > 0) {
                    paid[seat] = paid[seat].plus(kind, paid(n, total, claimants, supply.count(kind)));
                }
            }
        }
        return paid;
    }
}
