package org.kontor.engine.elasund;

import java.util.ArrayList;
import java.util.List;

/**
 * "Agotar las cartas": when the supply cannot pay a turn's whole production of one kind, nobody gets
 * that kind this turn; every player gives up half (rounded down) of their cards of that kind, which
 * become the new supply (influence: shuffled, with the discard pile and what was left of the deck,
 * into a new deck). Which influence colours go is not the player's choice here: the most-held
 * colour first (docs/rules-elasund.md).
 */
final class CardExhaustion {

    private CardExhaustion() {}

    static void gold(Draft d, int demanded) {
        d.events.add(new Event.CardsRanOut("gold", demanded, d.goldSupply));
        for (int s = 0; s < d.seats; s++) {
            int half = d.gold[s] / 2;
            Cards.payGold(d, s, half);
            if (half > 0) {
                d.events.add(new Event.Discarded(s, half, 0));
            }
        }
    }

    static void influence(Draft d, int demanded) {
        d.events.add(new Event.CardsRanOut("influence", demanded, Cards.influenceAvailable(d)));
        List<Integer> pool = new ArrayList<>(d.deck);
        pool.addAll(d.discardPile);
        d.deck.clear();
        d.discardPile.clear();
        for (int s = 0; s < d.seats; s++) {
            int half = d.influenceCards(s) / 2;
            for (int i = 0; i < half; i++) {
                int most = 0;
                for (int c = 1; c < Influence.values().length; c++) {
                    if (d.influence[s][c] > d.influence[s][most]) {
                        most = c;
                    }
                }
                d.influence[s][most]--;
                pool.add(most);
            }
            if (half > 0) {
                d.events.add(new Event.Discarded(s, 0, half));
            }
        }
        d.deck.addAll(Cards.shuffled(d, pool));
    }
}
