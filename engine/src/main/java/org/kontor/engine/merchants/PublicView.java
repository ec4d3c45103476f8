package org.kontor.engine.merchants;

import java.util.List;
import org.kontor.engine.board.PlayerColour;
import org.kontor.engine.resources.Resources;

/**
 * What everyone at the table may know: the board, the pieces, the robber, the numbers showing,
 * the supply, and each player's counts. Built field by field from an allow-list in {@link Views}:
 * it has no field that could hold a hand, the deck order, the token stock's order or the seed.
 *
 * @param setupSeat the seat placing next during the variable setup, else null
 * @param dice the last roll's two dice, empty before the first roll
 * @param waitingFor the seats the game waits for right now
 * @param goods goods tokens under kontors: {@code owner} is the seat who delivered it, {@code at} the kontor's intersection
 * @param winner the seat that won, or null while the game goes on
 * @param provisionalDeck the development cards are the provisional (invented) deck
 */
public record PublicView(long version, String board, Phase phase, int turn, int activeSeat, Integer setupSeat,
                         List<Integer> dice, int robberHex, List<ShownNumber> numbers, List<Piece> kontors,
                         List<Piece> routes, List<Piece> caravans, List<Piece> merchants, List<PlayerSummary> players,
                         Resources supply, int developmentCardsInDeck, int developmentCardsPlayed,
                         Resources numberTokensInStockByColour, int goldPurchasesThisTurn, Pending pending,
                         List<Integer> waitingFor, List<Piece> goods, Integer winner, boolean provisionalDeck) {

    /**
     * A piece on the board: {@code owner} is a seat or {@link MerchantsState#NEUTRAL}; {@code at} an
     * intersection or path id; {@code index} which of the owner's two merchants or caravans (0 or 1), else 0.
     */
    public record Piece(int owner, int at, int index) {
        public Piece(int owner, int at) {
            this(owner, at, 0);
        }
    }

    /** A hex's current number; {@code token} tells a number token from a printed number. */
    public record ShownNumber(int hex, int number, boolean token) {}

    /** One player as the others see them: counts only. */
    public record PlayerSummary(int seat, PlayerColour colour, int resourceCards, int gold, int developmentCards,
                                int routesLeft, int kontorsInStorage, int goodsCovered, int goodsFree,
                                int goodsDelivered, int merchantsInSupply, int caravansInSupply) {}
}
