package org.kontor.engine.elasund;

import org.kontor.engine.Phrase;
import org.kontor.engine.Rejection;
import org.kontor.engine.referee.Refusals;

/**
 * Phase 2, building the city wall: the top tile of one's stack (1 first, 9 last) goes into a free
 * wall slot next to a city gate or to a wall tile already built (anyone's), for 2 gold between gate
 * and sea or 4 gold between the gates. Its reward: 1 or 2 influence cards, or a tower that takes one
 * of the builder's cubes.
 */
final class CityWall {

    private CityWall() {}

    static Rejection check(Draft d, int seat, Command.BuildWall c) {
        Rejection gate = Gates.build(d, seat, Phrase.of("elasund.doing.wall"));
        if (gate != null) {
            return gate;
        }
        if (d.wallsBuilt[seat] == d.pieces.walls().size()) {
            return Refusals.notNow("elasund.walls-all-built");
        }
        if (c.slot() < 0 || c.slot() >= d.wallOwner.length) {
            return Refusals.badInput("elasund.no-wall-slot", c.slot(), d.wallOwner.length - 1);
        }
        if (d.wallOwner[c.slot()] >= 0) {
            return Refusals.notNow("elasund.wall-slot-built", c.slot());
        }
        if (!nextToGateOrWall(d, c.slot())) {
            return Refusals.notNow("elasund.wall-next-to");
        }
        ElasundBoard.WallSlot slot = d.area.walls().get(c.slot());
        if (d.options.blueWallsFirst() && slot.cost() > cheapest(d) ) {
            return Refusals.notNow("elasund.wall-cheaper-first");
        }
        if (d.gold[seat] < slot.cost()) {
            return Refusals.notAffordable("elasund.wall-slot-costs", slot.cost(), d.gold[seat]);
        }
        return null;
    }

    /** The cost of the cheapest free slot. */
    private static int cheapest(Draft d) {
        int min = Integer.MAX_VALUE;
        for (int w = 0; w < d.wallOwner.length; w++) {
            if (d.wallOwner[w] < 0) {
                min = Math.min(min, d.area.walls().get(w).cost());
            }
        }
        return min;
    }

    private static boolean nextToGateOrWall(Draft d, int slot) {
        Square s = d.area.walls().get(slot).square();
        for (Square gate : d.area.gates()) {
            if (gate.touches(s)) {
                return true;
            }
        }
        for (int w = 0; w < d.wallOwner.length; w++) {
            if (d.wallOwner[w] >= 0 && d.area.walls().get(w).square().touches(s)) {
                return true;
            }
        }
        return false;
    }

    static void build(Draft d, int seat, Command.BuildWall c) {
        ElasundBoard.WallSlot slot = d.area.walls().get(c.slot());
        Pieces.WallTile tile = d.pieces.walls().get(d.wallsBuilt[seat]);
        d.wallsBuilt[seat]++;
        Cards.payGold(d, seat, slot.cost());
        d.wallOwner[c.slot()] = seat;
        d.wallNumber[c.slot()] = tile.number();
        String reward;
        if (tile.tower()) {
            reward = "tower";
            if (d.cubes[seat] > 0) {
                d.cubes[seat]--;
                d.wallCube[c.slot()] = true;
            }
        } else {
            reward = Cards.drawInfluence(d, seat, tile.cards()) + " influence";
        }
        d.events.add(new Event.WallBuilt(seat, c.slot(), tile.number(), slot.cost(), reward));
        if (d.wallCube[c.slot()]) {
            d.events.add(new Event.CubePlaced(seat, "tower"));
        }
        d.buildsLeft--;
    }
}
