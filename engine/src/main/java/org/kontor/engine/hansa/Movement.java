package org.kontor.engine.hansa;

import org.kontor.engine.Rejection;
import org.kontor.engine.referee.Refusals;

/**
 * Move (Liber Sophiae): one action moves up to the Book value (2 to 5) of one's own pieces from
 * posts to free posts, one {@code move} command per piece; a swap of one's own trader and merchant
 * costs {@link RuleOptions#swapMoveCost()} of them. The first move starts the action; the
 * movement stays open until its moves are used or the player does anything else.
 */
final class Movement {

    private Movement() {}

    static Rejection check(Draft d, int seat, Command.Move c) {
        Rejection gate = Gates.turn(d, seat);
        if (gate != null) {
            return gate;
        }
        if (!Gates.validPost(d, c.from()) || !Gates.validPost(d, c.to())) {
            return Refusals.badInput("hansa.posts-are-0-to", (d.posts.length - 1));
        }
        Holder piece = d.posts[c.from()];
        if (piece == null || piece.seat() != seat) {
            return Refusals.notNow("hansa.post-holds-no-piece-of-yours", c.from());
        }
        Holder target = d.posts[c.to()];
        if (target != null && (target.seat() != seat || target.piece() == piece.piece())) {
            return Refusals.notNow("hansa.post-is-taken-you-move-onto", c.to());
        }
        if (d.movesLeft < cost(d, c) && d.actionsLeft() <= 0) {
            return Refusals.notNow("hansa.you-have-no-action-left-for");
        }
        return null;
    }

    static void move(Draft d, int seat, Command.Move c) {
        int cost = cost(d, c);
        if (d.movesLeft >= cost) {
            d.removalsLeft = 0;
            d.opponentMovesLeft = 0;
            d.movesLeft -= cost;
        } else {
            d.startAction();
            d.movesLeft = Math.max(0, d.value(seat, Ability.BOOK) - cost);
        }
        Holder piece = d.posts[c.from()];
        d.posts[c.from()] = d.posts[c.to()];
        d.posts[c.to()] = piece;
        d.event(new Event.Moved(seat, c.from(), c.to()));
    }

    private static int cost(Draft d, Command.Move c) {
        return d.posts[c.to()] == null ? 1 : d.options.swapMoveCost();
    }
}
