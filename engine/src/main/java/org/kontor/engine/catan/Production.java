package org.kontor.engine.catan;

import java.util.ArrayList;
import java.util.List;
import org.kontor.engine.SeatMap;
import org.kontor.engine.board.Resource;

/**
 * "Obtener materias primas": every hex showing the rolled number, unless the robber stands on
 * it, gives each neighbouring settlement 1 card and each city 2. The bank's shortage rule: if the
 * bank cannot pay everyone a resource, nobody gets that resource this turn (other resources are
 * paid); with {@link RuleOptions.Shortage#SINGLE_RECIPIENT_TAKES_REST}, when only one player is
 * owed it, that player takes what is left.
 */
final class Production {

    private Production() {}

    static void produce(Draft d, int roll) {
        int seats = d.players.size();
        int[][] owed = new int[ResourceCards.KINDS.length][seats];
        for (int hex : d.island.hexesWithNumber(roll)) {
            if (hex == d.robberHex) {
                continue;
            }
            int kind = kindIndex(d.island.produces(hex));
            for (int i : d.island.topology().intersectionsOfHex(hex)) {
                if (d.buildingOwner[i] >= 0) {
                    owed[kind][d.buildingOwner[i]] += d.building[i] == CatanState.CITY ? 2 : 1;
                }
            }
        }
        ResourceCards[] received = new ResourceCards[seats];
        List<Resource> withheld = new ArrayList<>();
        for (int k = 0; k < ResourceCards.KINDS.length; k++) {
            Resource r = ResourceCards.KINDS[k];
            int total = 0;
            int owedTo = 0;
            for (int seat = 0; seat < seats; seat++) {
                total += owed[k][seat];
                owedTo += owed[k][seat] > 0 ? 1 : 0;
            }
            int inBank = d.bank.count(r);
            if (total > inBank) {
                if (owedTo == 1 && d.options.shortage() == RuleOptions.Shortage.SINGLE_RECIPIENT_TAKES_REST) {
                    for (int seat = 0; seat < seats; seat++) {
                        owed[k][seat] = owed[k][seat] > 0 ? inBank : 0;
                    }
                } else {
                    withheld.add(r);
                    continue;
                }
            }
            for (int seat = 0; seat < seats; seat++) {
                if (owed[k][seat] > 0) {
                    ResourceCards before = received[seat] == null ? ResourceCards.NONE : received[seat];
                    received[seat] = before.plus(r, owed[k][seat]);
                }
            }
        }
        for (int seat = 0; seat < seats; seat++) {
            if (received[seat] != null) {
                d.fromBank(seat, received[seat]);
            }
        }
        d.event(new Event.Produced(roll, SeatMap.ofArray(received)));
        if (!withheld.isEmpty()) {
            d.event(new Event.ShortageWithheld(withheld));
        }
    }

    static int kindIndex(Resource r) {
        for (int k = 0; k < ResourceCards.KINDS.length; k++) {
            if (ResourceCards.KINDS[k] == r) {
                return k;
            }
        }
        throw new IllegalArgumentException(r + " is not a Catan resource");
    }
}
