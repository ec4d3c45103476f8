package org.kontor.engine.catan;

import org.kontor.engine.resources.Resources;
import java.util.List;
import org.kontor.engine.board.PlayerColour;
import org.kontor.engine.board.Resource;
import org.kontor.engine.board.Terrain;

/**
 * What everyone at the table may know: the island, the pieces, the robber, the bank, the special
 * cards and each player's counts. Built field by field in {@link Views}: it has no field that could
 * hold a hand, a development card's kind, the deck order or the seed.
 *
 * @param setupSeat the seat placing next during setup, else null
 * @param dice the last roll's two dice, empty before the first roll
 * @param winner the seat that won, or null while the game goes on
 */
public record PublicView(long version, String board, IslandSetup.Layout layout, List<HexView> hexes, List<HarbourView> harbours,
                         Phase phase, int turn, int activeSeat, Integer setupSeat, List<Integer> dice, int robberHex,
                         List<Piece> settlements, List<Piece> cities, List<Piece> roads, List<PlayerSummary> players,
                         Resources bank, int developmentCardsInDeck, Integer longestRoad, Integer largestArmy,
                         Pending pending, List<Integer> waitingFor, Integer winner) {

    /** A hex as laid out for this game: {@code number} 0 for none. */
    public record HexView(int hex, Terrain terrain, int number) {}

    /** A harbour: {@code resource} null for a 3:1 harbour. */
    public record HarbourView(int path, Resource resource, int rate) {}

    /** A piece: {@code owner} a seat, {@code at} an intersection or path id. */
    public record Piece(int owner, int at) {}

    /**
     * One player as the others see them: counts only.
     *
     * @param points the points everyone can count (victory point cards are hidden)
     * @param victoryPointCards the player's victory point cards, turned face up when the game is
     *        won ("Puntos": kept face down until then); null while the game goes on
     */
    public record PlayerSummary(int seat, PlayerColour colour, int resourceCards, int developmentCards, int knights,
                                int roadsLeft, int settlementsLeft, int citiesLeft, int roadLength, int points,
                                Integer victoryPointCards) {}
}
