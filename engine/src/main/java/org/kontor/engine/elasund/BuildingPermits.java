package org.kontor.engine.elasund;

import java.util.List;
import org.kontor.engine.Phrase;
import org.kontor.engine.Rejection;
import org.kontor.engine.referee.Refusals;

/**
 * Building permits: who may build on a footprint and what it costs in compensation. The footprint
 * must hold at least as many permits (anyone's) as the building needs; the builder needs one of
 * their own there and the highest total of permit values, strictly (a tie lets nobody build). Every
 * other player's permit used is paid for with its value in gold; all permits go back to their owners.
 */
final class BuildingPermits {

    private BuildingPermits() {}

    static Rejection check(Draft d, int seat, List<Square> footprint, int needed) {
        int[] sums = new int[d.seats];
        boolean[] present = new boolean[d.seats];
        int count = 0;
        boolean own = false;
        for (Square s : footprint) {
            int p = d.permitAt[d.square(s)];
            if (p >= 0) {
                count++;
                sums[p / Draft.PERMITS] += p % Draft.PERMITS;
                present[p / Draft.PERMITS] = true;
                own |= p / Draft.PERMITS == seat;
            }
        }
        if (count < needed) {
            return Refusals.notNow(needed == 1 ? "elasund.needs-one-permit" : "elasund.needs-permits", needed,
                    Phrase.of(count == 1 ? "elasund.there-is" : "elasund.there-are", count));
        }
        if (!own) {
            return Refusals.notNow("elasund.own-permit-needed");
        }
        for (int s = 0; s < d.seats; s++) {
            // A player with no permit there does not compete: a lone 0 beats nothing (catan.com FAQ).
            if (s != seat && present[s] && sums[s] >= sums[seat]) {
                return Refusals.notNow("elasund.permits-outbid", Gates.seat(s), sums[s], sums[seat]);
            }
        }
        return null;
    }

    /** Gold owed to the other players whose permits lie on the footprint. */
    static int compensation(Draft d, int seat, List<Square> footprint) {
        int gold = 0;
        for (Square s : footprint) {
            int p = d.permitAt[d.square(s)];
            if (p >= 0 && p / Draft.PERMITS != seat) {
                gold += p % Draft.PERMITS;
            }
        }
        return gold;
    }

    /** Pays the other players and returns every permit on the footprint to its owner. */
    static void use(Draft d, int seat, List<Square> footprint) {
        for (Square s : footprint) {
            int p = d.permitAt[d.square(s)];
            if (p < 0) {
                continue;
            }
            int owner = p / Draft.PERMITS;
            int value = p % Draft.PERMITS;
            if (owner != seat && value > 0) {
                d.gold[seat] -= value;
                d.gold[owner] += value;
                d.events.add(new Event.Compensated(seat, owner, value));
            }
            giveBack(d, s);
        }
    }

    /** The permit on {@code s} back to its owner, without payment. */
    static void giveBack(Draft d, Square s) {
        int i = d.square(s);
        int p = d.permitAt[i];
        if (p < 0) {
            return;
        }
        d.permitAt[i] = -1;
        d.permitSquare[p / Draft.PERMITS][p % Draft.PERMITS] = -1;
        d.events.add(new Event.PermitReturned(p / Draft.PERMITS, p % Draft.PERMITS, s.column(), d.label(s.row())));
    }

    static void put(Draft d, int seat, int value, Square s) {
        d.permitAt[d.square(s)] = seat * Draft.PERMITS + value;
        d.permitSquare[seat][value] = d.square(s);
    }
}
