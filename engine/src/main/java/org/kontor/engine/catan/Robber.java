package org.kontor.engine.catan;

import org.kontor.engine.resources.Resources;
import java.util.Map;
import org.kontor.engine.Rejection;
import org.kontor.engine.board.Resource;
import org.kontor.engine.board.Topology;
import org.kontor.engine.robber.Discards;
import org.kontor.engine.robber.Steal;

/**
 * "Si sale el siete": nobody produces; every player with more than 7 resource cards discards
 * half of them, rounded down, of their choice (all at once); then the roller moves the robber to
 * another hex and steals one random resource card from a player of their choice with a settlement
 * or city on it. A knight moves the robber the same way, without discards. A robbed hex produces
 * nothing while the robber stands there ({@link Production}). The kernel's {@link Discards} and
 * {@link Steal} work out what is owed and which card is taken.
 */
final class Robber {


    private Robber() {}

    static void sevenRolled(Draft d, int roller) {
        Map<Integer, Integer> owed = Discards.owed(d.players.size(), seat -> d.player(seat).hand(), Discards.HAND_LIMIT);
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
                    ? Refusals.notNow("catan.you-have-nothing-to-discard-only")
                    : Refusals.notNow("catan.there-is-nothing-to-discard-now");
        }
        Rejection r = Refusals.cards(c.cards(), "the discard");
        return r != null ? r : Discards.check(s.player(seat).hand(), p.cardsToDiscard().get(seat), c.cards());
    }

    static void discard(Draft d, int seat, Command.Discard c) {
        d.toBank(seat, c.cards());
        d.event(new Event.Discarded(seat, c.cards()));
        Pending.Discard p = (Pending.Discard) d.pending;
        Map<Integer, Integer> still = Discards.after(p.cardsToDiscard(), seat);
        d.pending = still.isEmpty() ? new Pending.MoveRobber(d.active, false) : new Pending.Discard(still);
    }

    static Rejection checkMove(CatanState s, int seat, Command.MoveRobber c) {
        if (!(s.pending() instanceof Pending.MoveRobber p)) {
            return s.pending() != null ? Refusals.noPendingDecision(s, seat)
                    : Refusals.notNow("catan.robber-moves-only-after-7-or");
        }
        if (p.seat() != seat) {
            return Refusals.notYourTurn("catan.moves-robber", Refusals.name(s, p.seat()));
        }
        Island island = s.island();
        int hex = c.hex();
        if (hex < 0 || hex >= island.topology().hexCount() || !island.isLand(hex)) {
            return Refusals.badInput("catan.there-is-no-land-hex-on", hex);
        }
        if (hex == s.robberHex()) {
            return Refusals.notNow("catan.robber-must-move-to-another-hex", hex);
        }
        if (island.number(hex) == 0 && !s.options().robberToDesert()) {
            return Refusals.notNow("catan.robber-goes-onto-another-hex-number");
        }
        boolean anyVictim = false;
        for (int seatThere = 0; seatThere < s.seatCount(); seatThere++) {
            anyVictim |= canBeRobbed(s, seat, seatThere, hex);
        }
        boolean cards = s.options().victimWithCards();
        if (c.victim() == -1) {
            return !anyVictim ? null : cards ? Refusals.notNow("catan.choose-whom-to-rob-player-with", hex)
                    : Refusals.notNow("catan.choose-whom-to-rob-player-there", hex);
        }
        if (c.victim() < 0 || c.victim() >= s.seatCount()) {
            return Refusals.badInput("catan.no-seat-to-rob", c.victim());
        }
        if (!canBeRobbed(s, seat, c.victim(), hex)) {
            return cards ? Refusals.notNow("catan.cannot-be-robbed-there-victim-must", Refusals.name(s, c.victim()), hex)
                    : Refusals.notNow("catan.cannot-be-robbed-there-no-building", Refusals.name(s, c.victim()), hex);
        }
        return null;
    }

    /**
     * {@code victim} is another player with a building on the hex; with {@code victimWithCards}, also
     * holding a card. The rulebook: «le roba a otro jugador que tenga una ciudad o poblado alrededor
     * de ese campo … Si hay más de un jugador que tenga poblados o ciudades alrededor de ese campo,
     * podrá elegir a qué jugador desea robarle la carta» names no card: any of them may be chosen.
     */
    static boolean canBeRobbed(CatanState s, int thief, int victim, int hex) {
        if (victim == thief || s.options().victimWithCards() && s.player(victim).hand().total() == 0) {
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
        Resources hand = c.victim() < 0 ? Resources.NONE : d.player(c.victim()).hand();
        if (hand.total() == 0) {
            d.event(new Event.NothingStolen(seat));
            return;
        }
        Resource card = Steal.card(hand, d.draw(hand.total()));
        d.hand(c.victim(), seat, Resources.of(card, 1));
        d.event(new Event.CardStolen(seat, c.victim(), card));
    }
}
