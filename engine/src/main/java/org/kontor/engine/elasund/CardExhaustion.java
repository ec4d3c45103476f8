package org.kontor.engine.elasund;

import java.util.ArrayList;
import java.util.List;
import org.kontor.engine.Rejection;
import org.kontor.engine.referee.Refusals;

/**
 * "Agotar las cartas": «Si no quedan suficientes cartas de influencia para pagar la producción, todos
 * los jugadores deben descartar la mitad (redondeando hacia abajo) de sus cartas de influencia. Todas
 * las cartas descartadas se mezclan y se crea una nueva pila de cartas de influencia.» When the supply
 * (for influence the deck alone, see {@link Cards#influenceForProduction}) cannot pay a turn's whole
 * production of one kind, nobody gets that kind this turn; every player gives up half (rounded down) of their cards of that kind, which
 * become the new supply. Gold cards are alike, so gold goes at once. Influence is each player's
 * choice of colours: the game waits for everybody who gives up at least one card, all at once (as
 * the pirates' discards do), then the deck is made anew of what was left of it, the discard pile and
 * the cards given up, shuffled. The option {@code exhaustionMostHeld} takes them without asking, the
 * most-held colour first: how games saved before the players chose were played.
 */
final class CardExhaustion {

    private CardExhaustion() {}

    static void gold(Draft d, int demanded) {
        d.events.add(new Event.CardsRanOut("gold", demanded, d.goldSupply));
        for (int s = 0; s < d.seats; s++) {
            int half = d.gold[s] / 2;
            Cards.payGold(d, s, half);
            if (half > 0) {
                d.events.add(new Event.GaveUp(s, "gold", half));
            }
        }
    }

    static void influence(Draft d, int demanded) {
        d.events.add(new Event.CardsRanOut("influence", demanded, Cards.influenceForProduction(d)));
        if (d.options.exhaustionMostHeld()) {
            for (int s = 0; s < d.seats; s++) {
                takeMostHeld(d, s);
            }
            renewDeck(d);
            return;
        }
        List<Integer> owed = new ArrayList<>();
        boolean any = false;
        for (int s = 0; s < d.seats; s++) {
            int half = d.influenceCards(s) / 2;
            owed.add(half);
            any |= half > 0;
        }
        if (any) {
            d.pending = new Pending.Exhaustion(owed);
        } else {
            renewDeck(d);
        }
    }

    /** The legality of a player's choice, for the referee and for the phone's buttons alike. */
    static Rejection checkGiveUp(Draft d, int seat, Command.GiveUpInfluence c) {
        if (!(d.pending instanceof Pending.Exhaustion p) || !p.waitsFor(seat)) {
            Rejection pending = Gates.pending(d, seat);
            return pending != null ? pending : Refusals.notNow("elasund.nothing-to-give-up");
        }
        if (c.blue() < 0 || c.green() < 0 || c.red() < 0) {
            return Refusals.badInput("elasund.negative-discard");
        }
        int owed = p.owed().get(seat);
        if (c.blue() + c.green() + c.red() != owed) {
            return Refusals.badInput(owed == 1 ? "elasund.give-up-one-card" : "elasund.give-up-cards", owed,
                    c.blue() + c.green() + c.red());
        }
        return Cards.holdsInfluence(d, seat, new int[] {c.blue(), c.green(), c.red()});
    }

    /** The cards go face down onto the discard pile, which the last answer shuffles into the new deck. */
    static void giveUp(Draft d, int seat, Command.GiveUpInfluence c) {
        Pending.Exhaustion p = (Pending.Exhaustion) d.pending;
        Cards.giveUpInfluence(d, seat, new int[] {c.blue(), c.green(), c.red()}, d.discardPile);
        d.events.add(new Event.GaveUp(seat, "influence", c.blue() + c.green() + c.red()));
        List<Integer> owed = new ArrayList<>(p.owed());
        owed.set(seat, 0);
        d.pending = new Pending.Exhaustion(owed);
        if (owed.stream().allMatch(n -> n == 0)) {
            d.pending = null;
            renewDeck(d);
        }
    }

    /** The older reading: half of the seat's influence, one card at a time from the colour it holds most of. */
    private static void takeMostHeld(Draft d, int seat) {
        int half = d.influenceCards(seat) / 2;
        for (int i = 0; i < half; i++) {
            int most = 0;
            for (int c = 1; c < Influence.values().length; c++) {
                if (d.influence[seat][c] > d.influence[seat][most]) {
                    most = c;
                }
            }
            d.influence[seat][most]--;
            d.discardPile.add(most);
        }
        if (half > 0) {
            d.events.add(new Event.GaveUp(seat, "influence", half));
        }
    }

    /** What was left of the deck, then the discard pile (with the cards given up), shuffled into the new deck. */
    private static void renewDeck(Draft d) {
        List<Integer> pool = new ArrayList<>(d.deck);
        pool.addAll(d.discardPile);
        d.deck.clear();
        d.discardPile.clear();
        d.deck.addAll(Cards.shuffled(d, pool));
        d.events.add(new Event.DeckRenewed(d.deck.size()));
    }
}
