package org.kontor.table.catan;

import java.util.List;
import org.kontor.engine.catan.DevelopmentCard;
import org.kontor.engine.catan.Event;
import org.kontor.table.EndSummary;

/**
 * The end of a Catan game in numbers: each player's victory points over the game, the rolls, and
 * the resource cards each player got by source (production, the bank, the robber, Monopoly,
 * trades) and gave up to a 7. Built from what every player saw: a stolen card counts as one card
 * of no kind, and a victory point card bought counts only once the game is won, when every such
 * card is turned face up ("Final del juego").
 */
final class CatanSummary {

    static final List<String> SOURCES = List.of("production", "bank", "stolen", "robbed", "monopoly",
            "discarded", "trades", "bank-trades");

    private CatanSummary() {}

    static EndSummary of(List<List<Event>> steps, int players) {
        EndSummary.Tally tally = new EndSummary.Tally(players, true, SOURCES);
        int[] victoryPointCards = new int[players];
        int longestRoad = -1;
        int largestArmy = -1;
        for (int move = 0; move < steps.size(); move++) {
            tally.step(move + 1);
            for (Event event : steps.get(move)) {
                if (event instanceof Event.SettlementPlaced e) {
                    tally.score(e.seat(), 1);
                } else if (event instanceof Event.CityBuilt e) {
                    tally.score(e.seat(), 1);              // a settlement's 1 point becomes a city's 2
                } else if (event instanceof Event.LongestRoadChanged e) {
                    tally.score(longestRoad, -2);
                    tally.score(e.holder(), 2);
                    longestRoad = e.holder();
                } else if (event instanceof Event.LargestArmyChanged e) {
                    tally.score(largestArmy, -2);
                    tally.score(e.holder(), 2);
                    largestArmy = e.holder();
                } else if (event instanceof Event.CardBought e) {
                    if (e.card() == DevelopmentCard.VICTORY_POINT && e.seat() < players) {
                        victoryPointCards[e.seat()]++;     // counted only at the win, below
                    }
                } else if (event instanceof Event.GameWon) {
                    for (int seat = 0; seat < players; seat++) {
                        tally.score(seat, victoryPointCards[seat]);
                    }
                } else if (event instanceof Event.DiceRolled e) {
                    tally.roll(e.first() + e.second());
                    for (int seat = 0; seat < players; seat++) {
                        tally.expect(seat, e.expectedIn36ths().getOrDefault(seat, 0) / 36.0);
                    }
                } else if (event instanceof Event.Produced e) {
                    e.received().forEach((seat, cards) -> {
                        tally.earn(seat, "production", cards.total());
                        tally.rolled(seat, cards.total());
                    });
                } else if (event instanceof Event.CardsReceived e) {
                    tally.earn(e.seat(), "bank", e.cards().total());
                } else if (event instanceof Event.CardStolen e) {
                    tally.earn(e.thief(), "stolen", 1);
                    tally.earn(e.victim(), "robbed", 1);
                } else if (event instanceof Event.MonopolyTaken e) {
                    tally.earn(e.seat(), "monopoly", e.given().values().stream().mapToInt(Integer::intValue).sum());
                } else if (event instanceof Event.Discarded e) {
                    tally.earn(e.seat(), "discarded", e.cards().total());
                } else if (event instanceof Event.Traded e) {
                    tally.earn(e.from(), "trades", 1);
                    tally.earn(e.to(), "trades", 1);
                } else if (event instanceof Event.BankTraded e) {
                    tally.earn(e.seat(), "bank-trades", 1);
                }
            }
        }
        return tally.summary();
    }
}
