package org.kontor.engine.catan;

import java.util.HashMap;
import java.util.Map;
import org.kontor.engine.Rejection;
import org.kontor.engine.board.Resource;
import org.kontor.engine.board.Topology;

/**
 * "Si sale el siete": nobody produces; every player with more than 7 resource cards discards
 * half of them, rounded down, of their choice (all at once); then the roller moves the robber to
 * another hex and steals one random resource card from a player of their choice with a settlement
 * or city on it. A knight moves the robber the same way, without discards. A robbed hex produces
 * nothing while the robber stands there ({@link Production}).
 */
final class Robber {

    static final int SEVEN = 7;
    /** A hand of more than this many cards must discard half on a 7. */
    static final int HAND_LIMIT = 7;

    private Robber() {}

    static void sevenRolled(Draft d, int roller) {
        Map<Integer, Integer> owed = new HashMap<>();
        for (int seat = 0; seat < d.players.size(); seat++) {
            int cards = d.player(seat).hand().total();
            if (cards > HAND_LIMIT) {
                owed.put(seat, cards / 2);
            }
        }
        if (owed.isEmpty()) {
            d.pending = new Pending.MoveRobber(roller, false);
        } else {
            d.pending = new Pending.Discard(owed);
            d.event(new Event.MustDiscard(owed));
        }
    }

    static Rejection checkDiscard(CatanState s, int seat, Command.Discard c) {
        if (!(s.pending() instanceof Pending.Discard p) || !p.waitsFor(seat)) {
            return s.pending() instanceof Pending.Discard
                    ? Refusals.notNow("You have nothing to discard: only players over 7 cards discard.")
                    : Refusals.notNow("There is nothing to discard now: players discard only after a 7.");
        }
        Rejection r = Refusals.cards(c.cards(), "the discard");
        if (r != null) {
            return r;
        }
        int owed = p.cardsToDiscard().get(seat);
        if (c.cards().total() != owed) {
            return Refusals.badInput("Discard exactly " + owed + " cards (half of your hand, rounded down), not "
                    + c.cards().total() + ".");
        }
        if (!s.player(seat).hand().covers(c.cards())) {
            return Refusals.notAffordable("You cannot discard " + c.cards().describe() + "; you have "
                    + s.player(seat).hand().describe() + ".");
        }
        return null;
    }

    static void discard(Draft d, int seat, Command.Discard c) {
        d.toBank(seat, c.cards());
        d.event(new Event.Discarded(seat, c.cards()));
        Pending.Discard p = (Pending.Discard) d.pending;
        Map<Integer, Integer> still = new HashMap<>(p.cardsToDiscard());
        still.remove(seat);
        d.pending = still.isEmpty() ? new Pending.MoveRobber(d.active, false) : new Pending.Discard(still);
    }

    static Rejection checkMove(CatanState s, int seat, Command.MoveRobber c) {
        if (!(s.pending() instanceof Pending.MoveRobber p)) {
            return s.pending() != null ? Refusals.noPendingDecision(s, seat)
                    : Refusals.notNow("The robber moves only after a 7 or a knight.");
        }
        if (p.seat() != seat) {
            return Refusals.notYourTurn(Refusals.name(s, p.seat()) + " moves the robber.");
        }
        Island island = s.island();
        int hex = c.hex();
        if (hex < 0 || hex >= island.topology().hexCount() || !island.isLand(hex)) {
            return Refusals.badInput("There is no land hex " + hex + " on this board.");
        }
        if (hex == s.robberHex()) {
            return Refusals.notNow("The robber must move to another hex; it stands on hex " + hex + " now.");
        }
        if (island.number(hex) == 0 && !s.options().robberToDesert()) {
            return Refusals.notNow("The robber goes onto another hex's number token, not the desert (house rule).");
        }
        boolean anyVictim = false;
        for (int seatThere = 0; seatThere < s.seatCount(); seatThere++) {
            anyVictim |= canBeRobbed(s, seat, seatThere, hex);
        }
        if (c.victim() == -1) {
            return anyVictim ? Refusals.notNow("Choose whom to rob: a player with a building on hex " + hex
                    + " still has cards.") : null;
        }
        if (c.victim() < 0 || c.victim() >= s.seatCount()) {
            return Refusals.badInput("There is no seat " + c.victim() + "; say -1 to rob nobody.");
        }
        if (!canBeRobbed(s, seat, c.victim(), hex)) {
            return Refusals.notNow(Refusals.name(s, c.victim()) + " cannot be robbed there: the victim must be another"
                    + " player with a settlement or city on hex " + hex + " and at least one resource card.");
        }
        return null;
    }

    /** {@code victim} is another player with a building on the hex and a card to lose. */
    static boolean canBeRobbed(CatanState s, int thief, int victim, int hex) {
        if (victim == thief || s.player(victim).hand().total() == 0) {
            return false;
        }
        Topology t = s.island().topology();
        for (int i : t.intersectionsOfHex(hex)) {
            if (s.buildingOwner(i) == victim) {
                return true;
            }
        }
        return false;
    }

    static void move(Draft d, int seat, Command.MoveRobber c) {
        d.robberHex = c.hex();
        d.pending = null;
        d.event(new Event.RobberMoved(seat, c.hex()));
        if (c.victim() < 0) {
            d.event(new Event.NothingStolen(seat));
            return;
        }
        ResourceCards hand = d.player(c.victim()).hand();
        int pick = d.draw(hand.total());
        for (Resource r : ResourceCards.KINDS) {
            if (pick < hand.count(r)) {
                d.hand(c.victim(), seat, ResourceCards.of(r, 1));
                d.event(new Event.CardStolen(seat, c.victim(), r));
                return;
            }
            pick -= hand.count(r);
        }
        throw new IllegalStateException("a card was drawn past the end of the hand");
    }
}
