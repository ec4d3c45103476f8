package org.kontor.engine.catan;

import org.kontor.engine.resources.Resources;
import java.util.ArrayList;
import java.util.List;
import org.kontor.engine.board.PlayerColour;

/**
 * One player's hidden hand and public stock.
 *
 * @param cards development cards in hand that may be played (bought before this turn)
 * @param boughtThisTurn development cards bought this turn: not playable until the next turn
 * @param knights knights played, face up in front of the player
 */
public record Player(PlayerColour colour, Resources hand, List<DevelopmentCard> cards,
                     List<DevelopmentCard> boughtThisTurn, int knights, int roadsLeft, int settlementsLeft,
                     int citiesLeft) {

    public Player {
        cards = List.copyOf(cards);
        boughtThisTurn = List.copyOf(boughtThisTurn);
    }

    static Player starting(PlayerColour colour) {
        return new Player(colour, Resources.NONE, List.of(), List.of(), 0, Costs.ROADS, Costs.SETTLEMENTS, Costs.CITIES);
    }

    Player withHand(Resources hand) {
        return new Player(colour, hand, cards, boughtThisTurn, knights, roadsLeft, settlementsLeft, citiesLeft);
    }

    Player withPieces(int roads, int settlements, int cities) {
        return new Player(colour, hand, cards, boughtThisTurn, knights, roads, settlements, cities);
    }

    Player withCardBought(DevelopmentCard card) {
        List<DevelopmentCard> bought = new ArrayList<>(boughtThisTurn);
        bought.add(card);
        return new Player(colour, hand, cards, bought, knights, roadsLeft, settlementsLeft, citiesLeft);
    }

    /** The card leaves the hand; a knight joins the army in front of the player. */
    Player withCardPlayed(DevelopmentCard card) {
        List<DevelopmentCard> left = new ArrayList<>(cards);
        left.remove(card);
        return new Player(colour, hand, left, boughtThisTurn, knights + (card == DevelopmentCard.KNIGHT ? 1 : 0),
                roadsLeft, settlementsLeft, citiesLeft);
    }

    /** At the end of the turn the cards bought become playable. */
    Player withTurnEnded() {
        if (boughtThisTurn.isEmpty()) {
            return this;
        }
        List<DevelopmentCard> all = new ArrayList<>(cards);
        all.addAll(boughtThisTurn);
        return new Player(colour, hand, all, List.of(), knights, roadsLeft, settlementsLeft, citiesLeft);
    }

    /** Victory point cards held, bought this turn included: they count as soon as they are bought. */
    int victoryPointCards() {
        int n = 0;
        for (DevelopmentCard c : cards) {
            n += c == DevelopmentCard.VICTORY_POINT ? 1 : 0;
        }
        for (DevelopmentCard c : boughtThisTurn) {
            n += c == DevelopmentCard.VICTORY_POINT ? 1 : 0;
        }
        return n;
    }

    int developmentCardCount() {
        return cards.size() + boughtThisTurn.size();
    }

    int settlementsBuilt() {
        return Costs.SETTLEMENTS - settlementsLeft;
    }

    int citiesBuilt() {
        return Costs.CITIES - citiesLeft;
    }
}
