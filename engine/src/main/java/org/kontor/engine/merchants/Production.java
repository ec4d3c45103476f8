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
        // Cards owed, 8 bits per kind (kind r at bit 8r; a roll yields far fewer than 256 of a
        // kind): per seat, and in total at [n].
        long[] owed = new long[n + 1];
        int[] kontorAt = s.kontorAt();
        for (int hex : mayShow(facts)[roll]) {
            if (hex == d.robberHex || s.number(hex) != roll) {
                continue;
            }
            long card = 1L << (8 * facts.resourceOf[hex]);
            for (int corner : facts.topology.intersectionsOfHex(hex)) {
                int owner = kontorAt[corner];
                if (owner >= 0 && owner < n) {
                    owed[owner] += card;
                    owed[n] += card;
                }
            }
        }
        List<org.kontor.engine.board.Resource> blocked = null;
        long unblocked = -1L;
        for (int r = 0; r < Resources.KINDS; r++) {
            if (count(owed[n], r) > d.bank.count(r)) {
                if (blocked == null) {
                    blocked = new ArrayList<>(2);
                }
                blocked.add(Resources.resource(r));
                unblocked &= ~(0xffL << (8 * r));
            }
        }
        int received = 0;
        Object[] seatsAndCards = new Object[2 * n];
        int receivers = 0;
        for (int seat = 0; seat < n; seat++) {
            long got = owed[seat] & unblocked;
            if (got != 0) {
                Resources cards = resources(got);
                Player p = d.player(seat);
                d.setPlayer(seat, p.withHand(p.hand().plus(cards)));
                seatsAndCards[2 * receivers] = seat;
                seatsAndCards[2 * receivers + 1] = cards;
                receivers++;
                received |= 1 << seat;
            }
        }
        if (receivers > 0) {
            // What the receivers got, taken from the supply at once.
            d.bank = d.bank.minus(resources(owed[n] & unblocked));
        }
        d.event(new Event.Production(roll, Draft.bySeat(seatsAndCards, receivers)));
        if (blocked != null) {
            d.event(new Event.ScarcityBlocked(blocked));
        }
        GoldCompensation.pay(d, received);
    }

    private static int count(long packed, int kind) {
        return (int) (packed >>> (8 * kind) & 0xff);
    }

    private static Resources resources(long packed) {
        return new Resources(count(packed, 0), count(packed, 1), count(packed, 2), count(packed, 3), count(packed, 4));
    }

    /**
     * Per roll (index 2..12): the producing hexes that may show it, ascending: those printed with
     * it and those without a printed number (number tokens lie only on blank token spaces, which
     * have none). Worked out
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
