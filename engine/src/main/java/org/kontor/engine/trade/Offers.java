package org.kontor.engine.trade;

import org.kontor.engine.Rejection;
import org.kontor.engine.referee.Refusals;
import org.kontor.engine.resources.Resources;

/** The terms a trade between two players must meet, whatever else the game lets them trade. */
public final class Offers {

    private Offers() {}

    /** Null when {@code give} and {@code get} are terms a trade may have, else why not. */
    public static Rejection cards(Resources give, Resources get) {
        if (give == null || get == null || give.hasNegative() || get.hasNegative()) {
            return Refusals.badInput("kernel.trade-names-cards-each-side-gives");
        }
        return bothWays(give, get);
    }

    /** Null unless a kind is both given and asked for, which no trade may do. */
    public static Rejection bothWays(Resources give, Resources get) {
        for (int r = 0; r < Resources.KINDS; r++) {
            if (give.count(r) > 0 && get.count(r) > 0) {
                return Refusals.badInput("kernel.trade-cant-both-give-and-ask", Resources.resource(r));
            }
        }
        return null;
    }

    /** Null when the player making the offer holds what it gives, else why not. */
    public static Rejection holds(Resources hand, Resources give) {
        return hand.covers(give) ? null
                : Refusals.notAffordable("kernel.you-can-offer-only-what-you", hand);
    }
}
