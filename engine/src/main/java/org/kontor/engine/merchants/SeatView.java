package org.kontor.engine.merchants;

import java.util.List;
import org.kontor.engine.board.PlayerColour;
import org.kontor.engine.merchants.cards.Timing;
import org.kontor.engine.resources.Resources;

/**
 * What one seat's phone shows: its own hand, gold and development cards, what it may do now,
 * and the public table. Other players appear only as counts inside {@code table}.
 *
 * @param developmentCards card ids in hand; the last {@code cardsBoughtThisTurn} can't be played this turn
 * @param cards the same cards with their names and texts, in the same order
 * @param provisionalDeck the deck's texts are not the printed cards' (label them so)
 */
public record SeatView(int seat, PlayerColour colour, Resources hand, int gold, List<Integer> developmentCards,
                       int cardsBoughtThisTurn, List<LegalAction> legalActions, PublicView table,
                       List<CardInHand> cards, boolean provisionalDeck) {

    /** One development card as its owner sees it. */
    public record CardInHand(int card, String kind, String nameEn, String nameEs, String textEn, String textEs,
                             Timing timing, boolean boughtThisTurn) {}
}
