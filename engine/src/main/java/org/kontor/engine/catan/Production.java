package org.kontor.engine.catan;

import org.kontor.engine.resources.Resources;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.kontor.engine.SeatMap;
import org.kontor.engine.board.Resource;
import org.kontor.engine.resources.Scarcity;

/**
 * "Obtener materias primas": every hex showing the rolled number, unless the robber stands on
 * it, gives each neighbouring settlement 1 card and each city 2. The bank's shortage rule: if the
 * bank cannot pay everyone a resource, nobody gets that resource this turn (other resources are
 * paid); with {@link Scarcity#ONE_CLAIMANT_GETS_WHAT_IS_LEFT} (the official FAQ), when only one
 * player is owed it, that player takes what is left. The kernel's {@link Scarcity} pays.
 */
final class Production {

    private Production() {}

    /**
     * What each seat's buildings stand to get from the next roll, in 36ths of a card: for every
     * total but 7, the cards its hexes would give (the robber's hex gives none) times the ways two
     * dice make it (1 to 6 of 36). The bank's shortage is left out: it is the bank's doing, not the
     * dice's, so a withheld card counts as bad luck. Seats expecting nothing are absent.
     */
    static Map<Integer, Integer> expectedIn36ths(Draft d) {
        Integer[] expected = new Integer[d.players.size()];
        for (int roll = 2; roll <= 12; roll++) {
            if (roll == 7) {
                continue;
            }
            int ways = 6 - Math.abs(roll - 7);
            for (int hex : d.island.hexesWithNumber(roll)) {
                if (hex == d.robberHex) {
                    continue;
                }
                for (int i : d.island.topology().intersectionsOfHex(hex)) {
                    int owner = d.buildingOwner[i];
                    if (owner >= 0) {
                        int cards = d.building[i] == CatanState.CITY ? 2 : 1;
                        expected[owner] = (expected[owner] == null ? 0 : expected[owner]) + ways * cards;
                    }
                }
            }
        }
        return SeatMap.ofArray(expected);
    }

    static void produce(Draft d, int roll) {
        int seats = d.players.size();
        Resources[] owed = new Resources[seats];
        java.util.Arrays.fill(owed, Resources.NONE);
        for (int hex : d.island.hexesWithNumber(roll)) {
            if (hex == d.robberHex) {
                continue;
            }
            Resource kind = d.island.produces(hex);
            for (int i : d.island.topology().intersectionsOfHex(hex)) {
                int owner = d.buildingOwner[i];
                if (owner >= 0) {
                    owed[owner] = owed[owner].plus(kind, d.building[i] == CatanState.CITY ? 2 : 1);
                }
            }
        }
        Scarcity shortage = d.options.shortage();
        List<Resource> withheld = new ArrayList<>();
        for (Resource kind : ResourceKinds.KINDS) {
            int total = 0;
            int claimants = 0;
            for (Resources o : owed) {
                total += o.count(kind);
                claimants += o.count(kind) > 0 ? 1 : 0;
            }
            if (total > 0 && shortage.nobodyGets(total, claimants, d.bank.count(kind))) {
                withheld.add(kind);
            }
        }
        Resources[] paid = shortage.pay(owed, d.bank);
        Resources[] received = new Resources[seats];
        for (int seat = 0; seat < seats; seat++) {
            if (paid[seat].total() > 0) {
                d.fromBank(seat, paid[seat]);
                received[seat] = paid[seat];
            }
        }
        d.event(new Event.Produced(roll, SeatMap.ofArray(received)));
        if (!withheld.isEmpty()) {
            d.event(new Event.ShortageWithheld(withheld));
        }
    }
}
