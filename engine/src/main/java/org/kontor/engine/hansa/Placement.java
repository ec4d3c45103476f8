package org.kontor.engine.hansa;

import org.kontor.engine.Rejection;
import org.kontor.engine.referee.Refusals;

/** Place: one piece of the personal supply on any free post of any route (never in a city). */
final class Placement {

    private Placement() {}

    static Rejection check(Draft d, int seat, Command.Place c) {
        Rejection gate = Gates.action(d, seat);
        if (gate != null) {
            return gate;
        }
        if (!Gates.validPost(d, c.post()) || c.piece() == null) {
            return Refusals.badInput("hansa.there-is-no-post-posts-are", c.post(), (d.posts.length - 1));
        }
        if (d.posts[c.post()] != null) {
            return Refusals.notNow("hansa.post-is-taken-displace-piece-there", c.post());
        }
        if (d.supply[seat][c.piece().ordinal()] == 0) {
            return Refusals.notAffordable("hansa.none-in-supply-collect-taxes", c.piece());
        }
        return null;
    }

    static void place(Draft d, int seat, Command.Place c) {
        d.startAction();
        d.supply[seat][c.piece().ordinal()]--;
        d.posts[c.post()] = new Holder(seat, c.piece());
        d.event(new Event.Placed(seat, c.post(), c.piece()));
    }
}
