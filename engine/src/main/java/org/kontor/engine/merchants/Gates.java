package org.kontor.engine.merchants;

import org.kontor.engine.Rejection;
import org.kontor.engine.referee.Refusals;
import org.kontor.engine.resources.Resources;

/** The checks many Merchants of Europe commands start with, and how a refusal names a player or a pending decision. */
final class Gates {

    private Gates() {}

    static String name(MerchantsState s, int seat) {
        return seat == MerchantsState.NEUTRAL ? "neutral" : Refusals.colourName(s.player(seat).colour());
    }

    /**
     * The gate for the active player's own moves in the action phase (building, trading with the
     * bank, ending the turn): no decision may be open and it must be this seat's turn.
     */
    static Rejection activeInActionPhase(MerchantsState s, int seat) {
        Rejection r = noPendingDecision(s, seat);
        if (r != null) {
            return r;
        }
        if (s.phase() != Phase.ACTION) {
            return s.phase() == Phase.BEFORE_ROLL
                    ? Refusals.notNow("Roll the dice first: trading and building come after production.")
                    : Refusals.notNow("The game is still being set up.");
        }
        if (seat != s.active()) {
            return Refusals.notYourTurn("It is " + name(s, s.active()) + "'s turn.");
        }
        return null;
    }

    /** A pending decision blocks everything that does not answer it. */
    static Rejection noPendingDecision(MerchantsState s, int seat) {
        Pending p = s.pending();
        return p == null ? null : Refusals.answerFirst(p, seat, describe(s, p));
    }

    static String describe(MerchantsState s, Pending p) {
        if (p instanceof Pending.Discard) {
            return "players over 7 cards to discard half of them";
        } else if (p instanceof Pending.MoveRobber m) {
            return name(s, m.roller()) + " to move the robber";
        } else if (p instanceof Pending.ChooseVictim v) {
            return name(s, v.roller()) + " to choose whom to rob";
        } else if (p instanceof Pending.ChooseIsolatedCityPath c) {
            return name(s, c.chooser()) + " to choose which shortest path pays";
        } else if (p instanceof Pending.FreeRoute f) {
            return name(s, f.seat()) + " to place or decline the free trade route";
        } else if (p instanceof Pending.PlaceNumberToken t) {
            return name(s, t.seat()) + " to place a number token next to the new kontor";
        } else if (p instanceof Pending.CardStep c) {
            return name(s, c.seat()) + " to carry out the development card";
        } else if (p instanceof Pending.GiveResources g) {
            return "opponents to hand " + name(s, g.to()) + " their cards";
        } else if (p instanceof Pending.TradeOffer t) {
            return name(s, t.to()) + " to answer " + name(s, t.from()) + "'s trade offer";
        }
        throw new IllegalStateException("unknown pending decision " + p);
    }

    static Rejection pay(MerchantsState s, int seat, Resources cost, String what) {
        Resources hand = s.player(seat).hand();
        if (!hand.covers(cost)) {
            return Refusals.notAffordable(what + " costs " + cost.describe() + "; you have " + hand.describe() + ".");
        }
        return null;
    }
}
