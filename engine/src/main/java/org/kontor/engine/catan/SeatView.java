package org.kontor.engine.catan;

import org.kontor.engine.resources.Resources;
import java.util.List;
import org.kontor.engine.board.PlayerColour;

/**
 * What one seat's phone shows: its own hand and development cards, its points with the hidden
 * victory point cards, what it may do now, and the public table.
 *
 * @param developmentCards cards that may be played this turn
 * @param boughtThisTurn cards bought this turn, playable from the next turn on
 * @param points the seat's own points, hidden victory point cards included
 * @param tradeRates for each resource by name ({@code "brick": 4}, as a hand names them), how many the bank takes for one card
 */
public record SeatView(int seat, PlayerColour colour, Resources hand, List<DevelopmentCard> developmentCards,
                       List<DevelopmentCard> boughtThisTurn, int points, java.util.Map<String, Integer> tradeRates,
                       List<LegalAction> legalActions, PublicView table) {}
