package org.kontor.engine.merchants;

import java.util.ArrayList;
import java.util.List;

/**
 * Gold compensation (rulebook p. 5): after a roll other than 7, every player who received no
 * resource card, whatever the reason (no matching number, the robber, scarcity), takes 1 gold.
 * Neutral kontors are nobody's, so they take nothing. The bank's gold is unlimited.
 */
final class GoldCompensation {

    private GoldCompensation() {}

    static void pay(Draft d, boolean[] receivedSomething) {
        List<Integer> compensated = new ArrayList<>(receivedSomething.length);
        for (int seat = 0; seat < receivedSomething.length; seat++) {
            if (!receivedSomething[seat]) {
                d.giveGold(seat, 1);
                compensated.add(seat);
            }
        }
        if (!compensated.isEmpty()) {
            d.event(new Event.GoldCompensation(compensated));
        }
    }
}
