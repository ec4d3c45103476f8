package org.kontor.engine.catan;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/** The five kinds of development card and how many of each the deck holds (25 in all). */
public enum DevelopmentCard {
    KNIGHT(14), VICTORY_POINT(5), ROAD_BUILDING(2), YEAR_OF_PLENTY(2), MONOPOLY(2);

    private final int inDeck;

    DevelopmentCard(int inDeck) {
        this.inDeck = inDeck;
    }

    public int inDeck() {
        return inDeck;
    }

    /** The 25 cards in a fixed order, before shuffling. */
    public static List<DevelopmentCard> fullDeck() {
        List<DevelopmentCard> deck = new ArrayList<>();
        for (DevelopmentCard kind : values()) {
            deck.addAll(Collections.nCopies(kind.inDeck, kind));
        }
        return deck;
    }
}
