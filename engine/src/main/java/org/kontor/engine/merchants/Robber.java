package org.kontor.engine.merchants;

import java.util.Map;
import org.kontor.engine.Rejection;
import org.kontor.engine.SeatMap;
import org.kontor.engine.Seats;
import org.kontor.engine.board.Resource;
import org.kontor.engine.referee.Refusals;
import org.kontor.engine.resources.Resources;
import org.kontor.engine.robber.Discards;
import org.kontor.engine.robber.Steal;

/**
 * A roll of 7 (rulebook p. 5): no production and no compensation. Everyone with more than 7
 * resource cards discards half, rounded down, choosing which (in parallel; play waits for all).
 * Then the roller must move the robber to another hex showing a number, and steals one random
 * card from an opponent with a kontor next to it.
 */
final class Robber {

    private Robber() {}

    static void sevenRolled(Draft d, int roller) {
        // One immutable map, kept as it is by both records.
        Map<Integer, Integer> discards = Discards.owed(d.seats(), seat -> d.player(seat).hand(), Discards.HAND_LIMIT);
        if (discards.isEmpty()) {
            d.pending = robberMove(d, roller);
        } else {
            d.pending = new Pending.Discard(discards);
            d.event(new Event.MustDiscard(discards));
        }
    }

    static Rejection checkDiscard(MerchantsState s, int seat, Command.Discard c) {
        if (!(s.pending() instanceof Pending.Discard p) || !p.waitsFor(seat)) {
            return s.pending() instanceof Pending.Discard
                    ? Refusals.notNow("merchants.you-have-no-cards-to-discard")
                    : Refusals.notNow("merchants.resources-are-discarded-only-after-7");
        }
        return Discards.check(s.player(seat).hand(), p.cardsToDiscard().get(seat), c.cards());
    }

    static void discard(Draft d, int seat, Command.Discard c) {
        d.take(seat, c.cards());
        d.event(new Event.Discarded(seat, c.cards()));
        SeatMap<Integer> stillOwed = Discards.after(((Pending.Discard) d.pending).cardsToDiscard(), seat);
        d.pending = stillOwed.isEmpty() ? robberMove(d, d.active) : new Pending.Discard(stillOwed);
    }

    /**
     * The robber must move to another hex showing a number. Our reading for a board where no
     * other hex shows one (never the printed boards): it stays, so the game cannot stall.
     */
    static Pending robberMove(Draft d, int roller) {
        for (int hex = 0; hex < d.tokenAt.length; hex++) {
            if (hex != d.robberHex && d.before.number(hex) > 0) {
                return new Pending.MoveRobber(roller);
            }
        }
        d.event(new Event.NothingStolen(roller));
        return null;
    }

    static Rejection checkMove(MerchantsState s, int seat, Command.MoveRobber c) {
        if (s.pending() instanceof Pending.Discard owed) {
            return Refusals.notNow("merchants.discards-come-first-still-owed-by", Gates.owing(s, owed), Gates.name(s, s.active()));
        }
        if (!(s.pending() instanceof Pending.MoveRobber p)) {
            return Refusals.notNow("merchants.robber-moves-only-after-7");
        }
        if (seat != p.roller()) {
            return Refusals.notYourTurn("merchants.rolled-7-and-moves-robber", Gates.name(s, p.roller()));
        }
        int hex = c.hex();
        if (hex < 0 || hex >= s.tokenAt().length) {
            return Refusals.badInput("merchants.there-is-no-hex-on-this", hex);
        }
        if (hex == s.robberHex()) {
            return Refusals.notNow("merchants.robber-must-move-to-another-hex");
        }
        if (s.number(hex) == 0) {
            return Refusals.notNow("merchants.robber-must-move-to-hex-that");
        }
        return null;
    }

    static void move(Draft d, int seat, Command.MoveRobber c) {
        d.robberHex = c.hex();
        d.event(new Event.RobberMoved(seat, c.hex()));
        int victims = Seats.NONE;
        for (int corner : d.facts.topology.intersectionsOfHex(c.hex())) {
            int owner = d.kontorAt(corner);
            if (owner >= 0 && owner < d.seats() && owner != seat && d.player(owner).hand().total() > 0) {
                victims = Seats.with(victims, owner);
            }
        }
        if (victims == Seats.NONE) {
            d.pending = null;
            d.event(new Event.NothingStolen(seat));
        } else {
            d.pending = new Pending.ChooseVictim(seat, Seats.list(victims));
        }
    }

    static Rejection checkSteal(MerchantsState s, int seat, Command.Steal c) {
        if (!(s.pending() instanceof Pending.ChooseVictim p)) {
            return Refusals.notNow("merchants.you-can-steal-only-after-moving");
        }
        if (seat != p.roller()) {
            return Refusals.notYourTurn("merchants.moved-robber-and-chooses-whom-to", Gates.name(s, p.roller()));
        }
        if (!p.candidates().contains(c.victim())) {
            return Refusals.badInput("merchants.you-can-rob-only-opponent-with");
        }
        return null;
    }

    static void steal(Draft d, int seat, Command.Steal c) {
        Resources hand = d.player(c.victim()).hand();
        Resource card = Steal.card(hand, d.draw(hand.total()));
        d.moveCards(c.victim(), seat, Resources.of(card, 1));
        d.event(new Event.CardStolen(seat, c.victim(), card));
        d.pending = null;
    }

    static Rejection checkSkipSteal(MerchantsState s, int seat, Command.SkipSteal c) {
        if (!s.config().options().stealIsOptional()) {
            return Refusals.notNow("merchants.with-these-rules-you-must-steal");
        }
        if (!(s.pending() instanceof Pending.ChooseVictim p) || seat != p.roller()) {
            return Refusals.notNow("merchants.there-is-no-steal-to-skip");
        }
        return null;
    }

    static void skipSteal(Draft d, int seat, Command.SkipSteal c) {
        d.pending = null;
        d.event(new Event.NothingStolen(seat));
    }

    /** After a 7: the seats holding too many cards name their discards (free-form). */
    static void listDiscard(MerchantsState s, int seat, Pending.Discard p, Listing out) {
        out.freeForm(Command.Discard.class, p.waitsFor(seat));
    }

    /** The robber goes to any numbered hex but its own. */
    static void listHexes(MerchantsState s, int seat, Listing out) {
        for (int hex = 0; hex < s.tokenAt().length; hex++) {
            if (hex != s.robberHex() && s.number(hex) > 0) {
                Command.MoveRobber c = s.facts().choices.moveRobber[hex];
                out.keep(c, checkMove(s, seat, c));
            }
        }
    }

    /** A steal from one of the players beside the robber, or none. */
    static void listVictims(MerchantsState s, int seat, Pending.ChooseVictim v, Listing out) {
        for (int victim : v.candidates()) {
            Command.Steal c = new Command.Steal(victim);
            out.keep(c, checkSteal(s, seat, c));
        }
        out.keep(Choices.SKIP_STEAL, checkSkipSteal(s, seat, Choices.SKIP_STEAL));
    }
}
