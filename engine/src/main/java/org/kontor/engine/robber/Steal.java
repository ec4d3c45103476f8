package org.kontor.engine.robber;

import org.kontor.engine.board.Resource;
import org.kontor.engine.resources.Resources;

/** A steal takes one card at random from the victim's hand, every card equally likely. */
public final class Steal {

    private Steal() {}

    /**
     * The kind of the card at position {@code pick} (from 0 to the hand's total - 1) when the hand
     * is laid out kind by kind; the caller draws {@code pick} from the game's generator.
     */
    public static Resource card(Resources hand, int pick) {
        if (pick < 0 || pick >= hand.total()) {
            throw new IllegalArgumentException("no card " + pick + " in a hand of " + hand.total());
        }
        int kind = 0;
        while (pick >= hand.count(kind)) {
            pick -= hand.count(kind);
            kind++;
        }
        return Resources.resource(kind);
    }
}
