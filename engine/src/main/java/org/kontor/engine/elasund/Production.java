package org.kontor.engine.elasund;

import java.util.ArrayList;
import java.util.List;

/**
 * Phase 1's income: every building touching the ship's row, even partly, pays its owner one card
 * of its icon (gold or influence); a neutral building pays its builder. Not in a pirates' turn.
 */
final class Production {

    private Production() {}

    /**
     * What each seat's buildings stand to get from the next roll, in 72nds of a card: for every total
     * but 7 (the pirates), the cards of the ship's row it leads to times the ways two dice make it;
     * a total naming the ship's own row lets the roller move it two rows either way, so it counts the
     * mean of those rows. The supply's shortage is left out: it counts as bad luck.
     */
    static java.util.Map<Integer, Integer> expectedIn72ths(Draft d) {
        Integer[] expected = new Integer[d.seats];
        for (int total = 2; total <= 12; total++) {
            int row = d.board.rowOf(total);
            if (total == 7 || row < 0) {
                continue;
            }
            int ways = 6 - Math.abs(total - 7);
            List<Integer> rows = new ArrayList<>();
            if (row != d.ship) {
                rows.add(row);
            } else {
                for (int r : new int[] {row - 2, row + 2}) {
                    if (r >= 0 && r < ElasundBoard.ROWS) {
                        rows.add(r);
                    }
                }
            }
            for (int r : rows) {
                int[] cards = income(d, r);
                for (int seat = 0; seat < d.seats; seat++) {
                    if (cards[seat] > 0) {
                        int share = ways * cards[seat] * 2 / rows.size();   // 72nds: a mean of two rows stays whole
                        expected[seat] = (expected[seat] == null ? 0 : expected[seat]) + share;
                    }
                }
            }
        }
        return org.kontor.engine.SeatMap.ofArray(expected);
    }

    /** The cards each seat's buildings touching {@code row} pay, the supply's limits aside. */
    private static int[] income(Draft d, int row) {
        int[] cards = new int[d.seats];
        for (Placed p : d.buildings.values()) {
            BuildingKind k = d.kind(p.kind());
            if (p.at().row() <= row && row < p.at().row() + k.height() && k.income() != BuildingKind.Income.NONE) {
                cards[p.seat()]++;
            }
        }
        return cards;
    }

    static void produce(Draft d) {
        int[] gold = new int[d.seats];
        int[] influence = new int[d.seats];
        for (Placed p : d.buildings.values()) {
            BuildingKind k = d.kind(p.kind());
            if (p.at().row() <= d.ship && d.ship < p.at().row() + k.height()) {
                if (k.income() == BuildingKind.Income.GOLD) {
                    gold[p.seat()]++;
                } else if (k.income() == BuildingKind.Income.INFLUENCE) {
                    influence[p.seat()]++;
                }
            }
        }
        int goldDemand = sum(gold);
        int influenceDemand = sum(influence);
        boolean goldShort = goldDemand > d.goldSupply;
        boolean influenceShort = influenceDemand > Cards.influenceForProduction(d);
        for (int s = 0; s < d.seats; s++) {
            int g = goldShort ? 0 : Cards.takeGold(d, s, gold[s]);
            int i = influenceShort ? 0 : Cards.drawInfluence(d, s, influence[s]);
            if (g + i > 0) {
                d.events.add(new Event.Produced(s, g, i));
            }
        }
        if (goldShort) {
            CardExhaustion.gold(d, goldDemand);
        }
        if (influenceShort) {
            CardExhaustion.influence(d, influenceDemand);
        }
    }

    private static int sum(int[] a) {
        int n = 0;
        for (int x : a) {
            n += x;
        }
        return n;
    }
}
