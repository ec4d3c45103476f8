package org.kontor.engine.merchants;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * Production (rulebook p. 5): every kontor next to a hex showing the roll yields one card of that
 * hex's resource, except on the robber's hex. Scarcity: when the supply cannot cover everyone's
 * production of a resource, nobody gets it (unlike base Catan there is no single-player
 * exception). Then {@link GoldCompensation}.
 */
final class Production {

    private Production() {}

    static void produce(Draft d, int roll) {
        MerchantsState s = d.before;
        BoardFacts facts = d.facts;
        int n = d.seats();
        int[] demand = new int[n * Resources.KINDS];
        int[] total = new int[Resources.KINDS];
        int[] kontorAt = s.kontorAt();
        for (int hex : facts.producing) {
            int resource = facts.resourceOf[hex];
            if (hex == d.robberHex || s.number(hex) != roll) {
                continue;
            }
            for (int corner : facts.topology.intersectionsOfHex(hex)) {
                int owner = kontorAt[corner];
                if (owner >= 0 && owner < n) {
                    demand[owner * Resources.KINDS + resource]++;
                    total[resource]++;
                }
            }
        }
        List<org.kontor.engine.board.Resource> blocked = new ArrayList<>(0);
        for (int r = 0; r < Resources.KINDS; r++) {
            if (total[r] > d.bank.count(r)) {
                blocked.add(Resources.resource(r));
                total[r] = 0;
            }
        }
        boolean[] receivedSomething = new boolean[n];
        // At most one entry per seat; the event keeps an immutable map as it is (no HashMap on the way).
        @SuppressWarnings("unchecked")
        Map.Entry<Integer, Resources>[] received = new Map.Entry[n];
        int receivers = 0;
        for (int seat = 0; seat < n; seat++) {
            int[] got = new int[Resources.KINDS];
            boolean any = false;
            for (int r = 0; r < Resources.KINDS; r++) {
                if (total[r] > 0) {
                    got[r] = demand[seat * Resources.KINDS + r];
                    any |= got[r] > 0;
                }
            }
            if (any) {
                Resources cards = Resources.of(got);
                d.give(seat, cards);
                received[receivers++] = Map.entry(seat, cards);
                receivedSomething[seat] = true;
            }
        }
        d.event(new Event.Production(roll, Map.ofEntries(java.util.Arrays.copyOf(received, receivers))));
        if (!blocked.isEmpty()) {
            d.event(new Event.ScarcityBlocked(blocked));
        }
        GoldCompensation.pay(d, receivedSomething);
    }
}
