package org.kontor.engine.merchants;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.WeakHashMap;
import org.kontor.engine.board.Board;

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
        int kinds = Resources.KINDS;
        // Per seat and kind the cards owed; the row after the last seat holds the totals per kind.
        int[] demand = new int[(n + 1) * kinds];
        int totals = n * kinds;
        int[] kontorAt = s.kontorAt();
        for (int hex : mayShow(facts)[roll]) {
            if (hex == d.robberHex || s.number(hex) != roll) {
                continue;
            }
            int resource = facts.resourceOf[hex];
            for (int corner : facts.topology.intersectionsOfHex(hex)) {
                int owner = kontorAt[corner];
                if (owner >= 0 && owner < n) {
                    demand[owner * kinds + resource]++;
                    demand[totals + resource]++;
                }
            }
        }
        List<org.kontor.engine.board.Resource> blocked = null;
        for (int r = 0; r < kinds; r++) {
            if (demand[totals + r] > d.bank.count(r)) {
                if (blocked == null) {
                    blocked = new ArrayList<>(2);
                }
                blocked.add(Resources.resource(r));
                demand[totals + r] = 0;
            }
        }
        int received = 0;
        Object[] seatsAndCards = new Object[2 * n];
        int receivers = 0;
        for (int seat = 0; seat < n; seat++) {
            int at = seat * kinds;
            int lumber = got(demand, totals, at, 0);
            int wool = got(demand, totals, at, 1);
            int grain = got(demand, totals, at, 2);
            int ore = got(demand, totals, at, 3);
            int salt = got(demand, totals, at, 4);
            if (lumber + wool + grain + ore + salt > 0) {
                Resources cards = new Resources(lumber, wool, grain, ore, salt);
                Player p = d.player(seat);
                d.setPlayer(seat, p.withHand(p.hand().plus(cards)));
                seatsAndCards[2 * receivers] = seat;
                seatsAndCards[2 * receivers + 1] = cards;
                receivers++;
                received |= 1 << seat;
            }
        }
        if (receivers > 0) {
            // What the receivers got, taken from the supply at once: the unblocked totals.
            d.bank = d.bank.minus(new Resources(demand[totals], demand[totals + 1], demand[totals + 2],
                    demand[totals + 3], demand[totals + 4]));
        }
        d.event(new Event.Production(roll, Draft.bySeat(seatsAndCards, receivers)));
        if (blocked != null) {
            d.event(new Event.ScarcityBlocked(blocked));
        }
        GoldCompensation.pay(d, received);
    }

    /** A seat's cards of one kind: what it is owed, unless that kind is blocked or nobody produced it. */
    private static int got(int[] demand, int totals, int seatRow, int kind) {
        return demand[totals + kind] > 0 ? demand[seatRow + kind] : 0;
    }

    /**
     * Per roll (index 2..12): the producing hexes that may show it, ascending: those printed with
     * it and those without a printed number (number tokens lie only on blank spaces). Worked out
     * once per board; the last board asked is kept at hand, so a roll looks at a handful of hexes
     * instead of every land hex.
     */
    private static int[][] mayShow(BoardFacts facts) {
        ByBoard last = lastBoard;
        if (last == null || last.board != facts.board) {
            last = new ByBoard(facts.board, MAY_SHOW.computeIfAbsent(facts.board, b -> hexesByRoll(facts)));
            lastBoard = last;
        }
        return last.hexes;
    }

    private record ByBoard(Board board, int[][] hexes) {}

    private static volatile ByBoard lastBoard;
    /** The values never refer to their board, so a board no game uses any more can go. */
    private static final Map<Board, int[][]> MAY_SHOW = Collections.synchronizedMap(new WeakHashMap<>());

    private static int[][] hexesByRoll(BoardFacts facts) {
        int[][] byRoll = new int[13][];
        for (int roll = 0; roll <= 12; roll++) {
            int r = roll;
            byRoll[roll] = java.util.Arrays.stream(facts.producing)
                    .filter(h -> facts.printedNumber[h] == r || facts.printedNumber[h] == 0).toArray();
        }
        return byRoll;
    }
}
