package org.kontor.engine.elasund;

import java.util.ArrayList;
import java.util.List;
import org.kontor.engine.Rejection;
import org.kontor.engine.referee.Refusals;

/**
 * Gold and influence moving between the supply and the hands. Gold is a face-up supply (a count);
 * influence a face-down deck. Spent influence goes to a discard pile that is shuffled into a new deck
 * when the deck runs out, or under the deck (option {@code spentUnderDeck}).
 */
final class Cards {

    private Cards() {}

    /** Up to {@code n} gold from the supply; returns how many were taken. */
    static int takeGold(Draft d, int seat, int n) {
        int taken = Math.min(n, d.goldSupply);
        d.goldSupply -= taken;
        d.gold[seat] += taken;
        return taken;
    }

    static void payGold(Draft d, int seat, int n) {
        d.gold[seat] -= n;
        d.goldSupply += n;
    }

    /** Up to {@code n} influence cards from the deck, reshuffling the discard pile when the deck is empty. */
    static int drawInfluence(Draft d, int seat, int n) {
        int drawn = 0;
        for (int i = 0; i < n; i++) {
            if (d.deck.isEmpty()) {
                reshuffle(d);
            }
            if (d.deck.isEmpty()) {
                break;
            }
            d.influence[seat][d.deck.remove(d.deck.size() - 1)]++;
            drawn++;
        }
        return drawn;
    }

    /** Influence cards leave a hand: to the discard pile, or under the deck. */
    static void spendInfluence(Draft d, int seat, Influence colour, int n) {
        d.influence[seat][colour.ordinal()] -= n;
        for (int i = 0; i < n; i++) {
            returnInfluence(d, colour.ordinal());
        }
    }

    /**
     * A hand's choice of influence cards given up (to the pirates, or when the cards run out):
     * {@code counts} per colour, in {@link Influence} order, onto {@code pile}.
     */
    static void giveUpInfluence(Draft d, int seat, int[] counts, List<Integer> pile) {
        for (int colour = 0; colour < counts.length; colour++) {
            d.influence[seat][colour] -= counts[colour];
            for (int k = 0; k < counts[colour]; k++) {
                pile.add(colour);
            }
        }
    }

    /** Null if the seat holds {@code wanted} (per colour, in {@link Influence} order), else why not. */
    static Rejection holdsInfluence(Draft d, int seat, int[] wanted) {
        for (Influence i : Influence.values()) {
            if (wanted[i.ordinal()] > d.influence[seat][i.ordinal()]) {
                return Refusals.notAffordable("elasund.only-influence", d.influence[seat][i.ordinal()], i);
            }
        }
        return null;
    }

    static void returnInfluence(Draft d, int colour) {
        if (d.options.spentUnderDeck()) {
            d.deck.add(0, colour);
        } else {
            d.discardPile.add(colour);
        }
    }

    /** The discard pile shuffled under what is left of the deck. */
    static void reshuffle(Draft d) {
        List<Integer> pile = new ArrayList<>(d.discardPile);
        d.discardPile.clear();
        d.deck.addAll(0, shuffled(d, pile));
    }

    static List<Integer> shuffled(Draft d, List<Integer> cards) {
        int[] a = cards.stream().mapToInt(Integer::intValue).toArray();
        d.rng = d.rng.shuffle(a);
        List<Integer> out = new ArrayList<>(a.length);
        for (int c : a) {
            out.add(c);
        }
        return out;
    }

    /**
     * The influence cards that can pay a production: the deck alone (the rulebook has no spent pile;
     * the spent cards wait for the next card exhaustion), or with the option {@code spentPaysProduction}
     * the deck and the discard pile, shuffled in as the deck runs out.
     */
    static int influenceForProduction(Draft d) {
        return d.options.spentPaysProduction() ? influenceAvailable(d) : d.deck.size();
    }

    /** Influence cards a player could ever draw now: the deck and the discard pile. */
    static int influenceAvailable(Draft d) {
        return d.deck.size() + d.discardPile.size();
    }
}
