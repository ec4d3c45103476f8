package org.kontor.engine.merchants;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.kontor.engine.SeatMap;
import org.kontor.engine.Seats;
import org.kontor.engine.resources.Resources;
import org.kontor.engine.resources.Scarcity;

/**
 * Production (rulebook p. 5): every kontor next to a hex showing the roll yields one card of that
 * hex's resource, except on the robber's hex. Scarcity ({@link #SCARCITY}): when the supply cannot
 * cover everyone's production of a resource, nobody gets it (unlike base Catan there is no
 * single-player exception). Then {@link GoldCompensation}.
 */
final class Production {

    /** The supply pays a kind in full or not at all. */
    static final Scarcity SCARCITY = Scarcity.NOBODY_GETS_IT;

    private Production() {}

    static void produce(Draft d, int roll) {
        BoardFacts facts = d.facts;
        int n = d.seats();
        // Cards owed by resource ({@link SmallCounts}): per seat, and in total at [n].
        long[] owed = new long[n + 1];
        byte[] kontorAt = d.before.kontorAt();
        Sites sites = facts.productionSites;
        int[] printed = sites.printed[roll];
        for (int i = 0; i < printed.length; i += 3 + printed[i + 2]) {
            if (printed[i] != d.robberHex) {
                owe(owed, n, SmallCounts.one(printed[i + 1]), kontorAt, printed, i + 3, printed[i + 2]);
            }
        }
        // Number tokens lie only on blank token spaces, and only a few at a time.
        for (int hex : sites.blank) {
            int token = d.tokenAt[hex];
            if (token >= 0 && facts.tokenNumber[token] == roll && hex != d.robberHex) {
                int[] corners = facts.topology.intersectionsOfHex(hex);
                owe(owed, n, SmallCounts.one(facts.resourceOf[hex]), kontorAt, corners, 0, corners.length);
            }
        }
        List<org.kontor.engine.board.Resource> blocked = null;
        long unblocked = SmallCounts.EVERY_KIND;
        for (int r = 0; r < MerchantsResources.KINDS; r++) {
            if (SCARCITY.nobodyGets(count(owed[n], r), claimants(owed, n, r), d.bank.count(r))) {
                if (blocked == null) {
                    blocked = new ArrayList<>(2);
                }
                blocked.add(Resources.resource(r));
                unblocked = SmallCounts.withoutKind(unblocked, r);
            }
        }
        int received = Seats.NONE;
        for (int seat = 0; seat < n; seat++) {
            long got = SmallCounts.keep(owed[seat], unblocked);
            if (got != 0) {
                Player p = d.player(seat);
                d.setPlayer(seat, p.withHand(plus(p.hand(), got)));
                received = Seats.with(received, seat);
            }
        }
        if (received != Seats.NONE) {
            // What the receivers got, taken from the supply at once.
            d.bank = d.bank.minus(resources(SmallCounts.keep(owed[n], unblocked)));
        }
        d.event(new Event.Production(roll, received(received, owed, unblocked)));
        if (blocked != null) {
            d.event(new Event.ScarcityBlocked(blocked));
        }
        GoldCompensation.pay(d, received);
    }

    /**
     * What each seat's kontors stand to get from the next roll, in 36ths of a card: for every
     * total but 7, the cards its hexes would give (the robber's hex gives none) times the ways two
     * dice make it (1 to 6 of 36). Scarcity is left out: it is the supply's doing, not the dice's,
     * so a blocked card counts as bad luck. Seats expecting nothing are absent.
     */
    static Map<Integer, Integer> expectedIn36ths(Draft d) {
        BoardFacts facts = d.facts;
        int n = d.seats();
        byte[] kontorAt = d.before.kontorAt();
        Integer[] expected = new Integer[n];
        for (int roll = 2; roll <= 12; roll++) {
            if (roll == 7) {
                continue;
            }
            int ways = 6 - Math.abs(roll - 7);
            int[] printed = facts.productionSites.printed[roll];
            for (int i = 0; i < printed.length; i += 3 + printed[i + 2]) {
                if (printed[i] != d.robberHex) {
                    expect(expected, ways, kontorAt, printed, i + 3, printed[i + 2]);
                }
            }
            for (int hex : facts.productionSites.blank) {
                int token = d.tokenAt[hex];
                if (token >= 0 && facts.tokenNumber[token] == roll && hex != d.robberHex) {
                    int[] corners = facts.topology.intersectionsOfHex(hex);
                    expect(expected, ways, kontorAt, corners, 0, corners.length);
                }
            }
        }
        return SeatMap.ofArray(expected);
    }

    private static void expect(Integer[] expected, int ways, byte[] kontorAt, int[] corners, int from, int count) {
        for (int k = from; k < from + count; k++) {
            int owner = kontorAt[corners[k]];
            if (owner >= 0 && owner < expected.length) {
                expected[owner] = (expected[owner] == null ? 0 : expected[owner]) + ways;
            }
        }
    }

    /** One card of a hex's kind ({@code card}) for each seat's kontor among {@code count} corners from {@code corners[from]}. */
    private static void owe(long[] owed, int n, long card, byte[] kontorAt, int[] corners, int from, int count) {
        for (int k = from; k < from + count; k++) {
            int owner = kontorAt[corners[k]];
            if (owner >= 0 && owner < n) {
                owed[owner] += card;
                owed[n] += card;
            }
        }
    }

    /** How many seats are owed cards of {@code kind}. */
    private static int claimants(long[] owed, int n, int kind) {
        int claimants = 0;
        for (int seat = 0; seat < n; seat++) {
            claimants += count(owed[seat], kind) > 0 ? 1 : 0;
        }
        return claimants;
    }

    private static int count(long packed, int kind) {
        return SmallCounts.count(packed, kind);
    }

    private static Resources resources(long packed) {
        return new Resources(count(packed, 0), count(packed, 1), count(packed, 2), count(packed, 3), count(packed, 4));
    }

    private static Resources plus(Resources hand, long packed) {
        return new Resources(hand.lumber() + count(packed, 0), hand.wool() + count(packed, 1),
                hand.grain() + count(packed, 2), hand.ore() + count(packed, 3), hand.salt() + count(packed, 4));
    }

    /** Seat to cards received, for the seats in {@code seats} ({@link Seats}). */
    private static Map<Integer, Resources> received(int seats, long[] owed, long unblocked) {
        Resources[] got = new Resources[owed.length - 1];
        for (int seat = 0; seat < got.length; seat++) {
            if (Seats.contains(seats, seat)) {
                got[seat] = resources(SmallCounts.keep(owed[seat], unblocked));
            }
        }
        return SeatMap.ofArray(got);
    }

    /**
     * A board's producing hexes laid out for rolls. {@code printed[roll]}: the hexes printed with
     * that number, ascending, each as hex, resource kind, corner count, then its corners, back to
     * back, so a roll reads one short array instead of a row of the topology per hex.
     * {@code blank}: the producing hexes without a printed number, where a number token may lie.
     */
    record Sites(int[][] printed, int[] blank) {}

    /** Worked out once per board, by {@link BoardFacts}. */
    static Sites layOut(BoardFacts facts) {
        int[][] printed = new int[13][];
        for (int roll = 0; roll <= 12; roll++) {
            int r = roll;
            printed[roll] = java.util.Arrays.stream(facts.producing).filter(h -> facts.printedNumber[h] == r && r != 0)
                    .flatMap(h -> {
                        int[] corners = facts.topology.intersectionsOfHex(h);
                        int[] entry = new int[3 + corners.length];
                        entry[0] = h;
                        entry[1] = facts.resourceOf[h];
                        entry[2] = corners.length;
                        System.arraycopy(corners, 0, entry, 3, corners.length);
                        return java.util.Arrays.stream(entry);
                    }).toArray();
        }
        int[] blank = java.util.Arrays.stream(facts.producing).filter(h -> facts.printedNumber[h] == 0).toArray();
        return new Sites(printed, blank);
    }
}
