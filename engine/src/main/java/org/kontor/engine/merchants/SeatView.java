package org.kontor.engine.merchants;

import java.util.List;
import org.kontor.engine.board.PlayerColour;

/**
 * What one seat's phone shows: its own hand, gold and development cards, what it may do now,
 * and the public table. Other players appear only as counts inside {@code table}.
 *
 * @param developmentCards card ids in hand; the last {@code cardsBoughtThisTurn} can't be played this turn
 */
public record SeatView(int seat, PlayerColour colour, Resources hand, int gold, List<Integer> developmentCards,
                       int cardsBoughtThisTurn, List<LegalAction> legalActions, PublicView table) {}
