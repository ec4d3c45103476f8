package org.kontor.engine.elasund;

/**
 * Phase 1's income: every building touching the ship's row, even partly, pays its owner one card
 * of its icon (gold or influence); a neutral building pays its builder. Not in a pirates' turn.
 */
final class Production {

    private Production() {}

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
