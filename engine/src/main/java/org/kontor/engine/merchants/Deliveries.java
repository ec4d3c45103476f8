package org.kontor.engine.merchants;

import java.util.ArrayList;
import java.util.List;
import org.kontor.engine.Rejection;
import org.kontor.engine.referee.Refusals;

/**
 * Delivering goods tokens and winning (rulebook p. 9, ES "c) Entregar fichas de mercancías").
 * In the action phase of your turn (after the roll), while one of your caravans is placed on, moves onto, moves past or stands
 * beside a route next to another player's kontor (or a neutral one) that has no goods token yet,
 * you may put one free goods token under it: several per move, free of charge. The first player
 * to deliver all goods tokens wins at once.
 */
final class Deliveries {

    private Deliveries() {}

    static Rejection checkDeliver(MerchantsState s, int seat, Command.Deliver c) {
        Rejection r = Gates.noPendingDecision(s, seat);
        if (r != null) {
            return r;
        }
        if (s.phase() != Phase.ACTION && s.phase() != Phase.BEFORE_ROLL) {
            return Refusals.notNow("merchants.goods-are-delivered-during-turn-not");
        }
        if (seat != s.active()) {
            return Refusals.notYourTurn("merchants.you-deliver-goods-only-on-your");
        }
        if (s.phase() == Phase.BEFORE_ROLL) {
            // ES: the turn starts with the roll; deliveries belong to the action phase (4c), even a caravan's that waited beside the kontor.
            return Refusals.notNow("merchants.roll-dice-first-goods-are-delivered");
        }
        int at = c.kontor();
        if (at < 0 || at >= s.kontorAt().length) {
            return Refusals.badInput("merchants.there-is-no-intersection-on-this", at);
        }
        int owner = s.kontorAt()[at];
        if (owner < 0 || owner == seat) {
            return Refusals.notNow("merchants.goods-go-only-under-another-player");
        }
        if (s.goodsAt()[at] >= 0) {
            return Refusals.notNow("merchants.that-kontor-already-has-goods-token");
        }
        if (s.player(seat).goodsFree() == 0) {
            return Refusals.notAffordable("merchants.you-have-no-free-goods-token");
        }
        if (!reached(s, seat, at)) {
            return Refusals.notNow("merchants.none-of-your-caravans-has-been");
        }
        return null;
    }

    /** Has a caravan of {@code seat} stood beside, entered or passed a route ending at {@code kontor} this turn? */
    static boolean reached(MerchantsState s, int seat, int kontor) {
        int[] caravans = s.player(seat).caravans();
        for (int i = 0; i < caravans.length; i++) {
            if (caravans[i] >= 0 && ends(s, caravans[i], kontor)) {
                return true;
            }
            for (int path : s.track().touched()[i]) {
                if (ends(s, path, kontor)) {
                    return true;
                }
            }
        }
        return false;
    }

    private static boolean ends(MerchantsState s, int path, int intersection) {
        int[] e = s.facts().topology.intersectionsOfPath(path);
        return e[0] == intersection || e[1] == intersection;
    }

    static void deliver(Draft d, int seat, Command.Deliver c) {
        d.goodsAt = d.goodsAt.clone();
        d.goodsAt[c.kontor()] = (byte) seat;
        Player p = d.player(seat).withGoodsDelivered();
        d.setPlayer(seat, p);
        d.event(new Event.GoodsDelivered(seat, c.kontor(), d.kontorAt(c.kontor()), p.goodsDelivered(), p.goodsTotal()));
        if (p.goodsCovered() == 0 && p.goodsFree() == 0) {
            d.winner = seat;
            d.pending = null;
            d.cardPlay = null;
            d.event(new Event.GameWon(seat));
        }
    }

    /**
     * A delivery at each kontor at the end of a route one of the seat's caravans stands on or
     * touched this turn, each kontor once, in the order the caravans reach them. Only another
     * seat's kontor without goods is tried: the check refuses the rest.
     */
    static void listDeliveries(MerchantsState s, int seat, Listing out) {
        if (s.player(seat).goodsFree() == 0) {
            return;
        }
        int[] caravans = s.player(seat).caravans();
        List<Integer> tried = new ArrayList<>(4);
        for (int caravan = 0; caravan < caravans.length; caravan++) {
            if (caravans[caravan] >= 0) {
                listAtEnds(s, seat, caravans[caravan], tried, out);
            }
            for (int path : s.track().touched()[caravan]) {
                listAtEnds(s, seat, path, tried, out);
            }
        }
    }

    private static void listAtEnds(MerchantsState s, int seat, int path, List<Integer> tried, Listing out) {
        for (int at : s.facts().topology.intersectionsOfPath(path)) {
            int owner = s.kontorAt()[at];
            if (owner >= 0 && owner != seat && s.goodsAt()[at] < 0 && !tried.contains(at)) {
                tried.add(at);
                Command.Deliver c = s.facts().choices.deliver[at];
                out.keep(c, checkDeliver(s, seat, c));
            }
        }
    }
}
