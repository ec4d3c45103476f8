package org.kontor.table.elasund;

import java.util.List;
import org.kontor.engine.elasund.Event;
import org.kontor.table.EndSummary;

/**
 * The end of an Elasund game in numbers: each player's victory point cubes on the board over the
 * game (a cube placed counts, a cube taken back no longer), the rolls, and what each player earned:
 * gold and influence cards from the ship's row, gold taken, gold received for permits others built
 * on, cards lost to the pirates, buildings and walls built. Counts only: the colours of a hand are
 * nobody else's business, and no event names them.
 */
final class ElasundSummary {

    static final List<String> SOURCES = List.of("gold-produced", "influence-produced", "gold-taken", "compensation",
            "pirates", "buildings", "walls");

    private ElasundSummary() {}

    static EndSummary of(List<List<Event>> steps, int players) {
        EndSummary.Tally tally = new EndSummary.Tally(players, true, SOURCES);
        for (int move = 0; move < steps.size(); move++) {
            tally.step(move + 1);
            for (Event event : steps.get(move)) {
                if (event instanceof Event.CubePlaced e) {
                    tally.score(e.seat(), 1);
                } else if (event instanceof Event.CubeReturned e) {
                    tally.score(e.seat(), -1);
                } else if (event instanceof Event.Rolled e) {
                    tally.roll(e.die1() + e.die2());   // the opening roll only decides who starts
                    for (int seat = 0; seat < players; seat++) {
                        tally.expect(seat, e.expectedIn72ths().getOrDefault(seat, 0) / 72.0);
                    }
                } else if (event instanceof Event.Produced e) {
                    tally.earn(e.seat(), "gold-produced", e.gold());
                    tally.earn(e.seat(), "influence-produced", e.influence());
                    tally.rolled(e.seat(), e.gold() + e.influence());
                } else if (event instanceof Event.GoldTaken e) {
                    tally.earn(e.seat(), "gold-taken", e.gold());
                } else if (event instanceof Event.Compensated e) {
                    tally.earn(e.to(), "compensation", e.gold());
                } else if (event instanceof Event.Discarded e) {
                    tally.earn(e.seat(), "pirates", e.gold() + e.influence());
                } else if (event instanceof Event.Built e) {
                    tally.earn(e.seat(), "buildings", 1);
                } else if (event instanceof Event.ChurchTileBuilt e) {
                    tally.earn(e.seat(), "buildings", 1);
                } else if (event instanceof Event.WallBuilt e) {
                    tally.earn(e.seat(), "walls", 1);
                }
            }
        }
        return tally.summary();
    }
}
