package org.kontor.engine.catan;

import org.kontor.engine.resources.Resources;
import java.util.ArrayList;
import java.util.List;
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
