package org.kontor.engine.merchants;

import org.kontor.engine.Rejection;
import org.kontor.engine.board.Resource;
import org.kontor.engine.merchants.cards.Step;
import org.kontor.engine.referee.Refusals;
import org.kontor.engine.resources.Resources;

/**
 * Moving merchants and founding kontors (rulebook p. 8, ES "3) Mover mercaderes y construir
 * kontors"). Each grain gives one merchant up to 3 steps between neighbouring intersections; it
 * passes anything, so only the distance counts and the command names the destination. It may not
 * end on a merchant or a kontor (option: only on others' kontors). Ending on an empty city site
 * turns it into a kontor from storage: a goods token is freed, coastal gold is paid, and a number
 * token goes next to it ({@link NumberTokens}). One paid movement per merchant per turn (option:
 * any number); a card's free steps come on top.
 */
final class Merchants {

    static final int STEPS_PER_GRAIN = 3;

    private Merchants() {}

    /** The free steps of a card now being played by {@code seat}, or -1. */
    static int freeSteps(MerchantsState s, int seat) {
        return s.pending() instanceof Pending.CardStep c && c.seat() == seat && c.step() instanceof Step.FreeMerchantSteps
                ? c.remaining() : -1;
    }

    /** Steps from {@code from} to every intersection within {@code limit} (-1 beyond). */
    static int[] distances(MerchantsState s, int from, int limit) {
        short[] steps = reach(s).distances(from);
        int[] distance = new int[steps.length];
        for (int at = 0; at < steps.length; at++) {
            distance[at] = steps[at] <= limit ? steps[at] : -1;
        }
        return distance;
    }

    /** Steps from {@code from} to {@code to} when within {@code limit}, else -1 (the same walk as {@link #distances}). */
    static int steps(MerchantsState s, int from, int limit, int to) {
        if (from == to) {
            return 0;
        }
        // The same breadth-first distances, worked out once per board and start.
        if (from >= 0 && from < s.kontorAt().length && to >= 0 && to < s.kontorAt().length) {
            return reach(s).steps(from, to, limit);
        }
        // The same breadth-first walk, stopped where it first reaches {@code to}: its steps are the fewest.
        boolean[] usable = s.config().options().merchantsOnLandOnly() ? s.facts().isLandPath : s.facts().isPath;
        org.kontor.engine.board.Topology topology = s.facts().topology;
        long[] seen = Marks.of(s.kontorAt().length);
        int[] queue = new int[32];
        int[] dist = new int[32];
        int head = 0;
        int tail = 0;
        Marks.add(seen, from);
        queue[tail] = from;
        dist[tail++] = 0;
        while (head < tail) {
            int at = queue[head];
            int d = dist[head++];
            if (d >= limit) {
                continue;
            }
            for (int p : topology.pathsAtIntersection(at)) {
                if (usable[p]) {
                    int next = topology.otherEnd(p, at);
                    if (!Marks.contains(seen, next)) {
                        if (next == to) {
                            return d + 1;
                        }
                        Marks.add(seen, next);
                        if (tail == queue.length) {
                            queue = java.util.Arrays.copyOf(queue, tail * 2);
                            dist = java.util.Arrays.copyOf(dist, tail * 2);
                        }
                        queue[tail] = next;
                        dist[tail++] = d + 1;
                    }
                }
            }
        }
        return -1;
    }

    /** The merchants' reach under this game's options (land paths only, or all). */
    static MerchantReach reach(MerchantsState s) {
        return s.facts().merchantReach[s.config().options().merchantsOnLandOnly() ? 1 : 0];
    }

    static int grainFor(int steps) {
        return (steps + STEPS_PER_GRAIN - 1) / STEPS_PER_GRAIN;
    }

    /** The merchant may move now ({@link #gate}), and to that destination ({@link #checkDestination}). */
    static Rejection checkMove(MerchantsState s, int seat, Command.MoveMerchant c) {
        int free = freeSteps(s, seat);
        Rejection r = gate(s, seat, c.merchant(), free);
        return r != null ? r : checkDestination(s, seat, c.merchant(), c.destination(), free);
    }

    /** Where a merchant the gate lets move may go: within its steps, and ending where it may end. */
    static Rejection checkDestination(MerchantsState s, int seat, int merchant, int to, int free) {
        Player me = s.player(seat);
        int from = me.merchants()[merchant];
        if (to < 0 || to >= s.kontorAt().length) {
            return Refusals.badInput("merchants.there-is-no-intersection-on-this", to);
        }
        if (to == from) {
            return Refusals.badInput("merchants.your-merchant-already-stands-there-choose");
        }
        int limit = limit(s, seat, free);
        int steps = steps(s, from, Math.max(limit, 1), to);
        if (free >= 0 && (steps < 0 || steps > free)) {
            return Refusals.notNow("merchants.card-gives-free-steps-that-intersection", free);
        }
        if (free < 0 && (steps < 0 || steps > limit)) {
            return me.hand().grain() == 0
                    ? Refusals.notAffordable("merchants.moving-merchant-costs-1-grain-per")
                    : Refusals.notAffordable("merchants.your-grain-take-merchant-only-steps", me.hand().grain(), limit);
        }
        return endsOn(s, seat, to);
    }

    /** The most steps this move may have: a card's free steps, or 3 per grain in hand. */
    static int limit(MerchantsState s, int seat, int free) {
        return free >= 0 ? free : STEPS_PER_GRAIN * s.player(seat).hand().grain();
    }

    /** Everything about moving this merchant that does not depend on the destination. */
    static Rejection gate(MerchantsState s, int seat, int merchant, int free) {
        Rejection r = free >= 0 ? null : Gates.activeInActionPhase(s, seat);
        if (r != null) {
            return r;
        }
        if (merchant < 0 || merchant > 1) {
            return Refusals.badInput("merchants.name-your-merchant-0-or-1");
        }
        if (s.player(seat).merchants()[merchant] < 0) {
            return Refusals.notNow("merchants.that-merchant-is-in-your-supply");
        }
        if (free < 0 && !s.config().options().merchantMovesUnlimited() && s.track().merchantMoved(merchant)) {
            return Refusals.notNow("merchants.each-merchant-moves-once-per-turn");
        }
        return null;
    }

    /**
     * May a merchant of {@code seat} end its movement on {@code to}? Not on a kontor (option: its
     * own), not on a merchant, and not on an empty city site with no kontor left to found there
     * (option: it may end there without founding).
     */
    static Rejection endsOn(MerchantsState s, int seat, int to) {
        int owner = s.kontorAt()[to];
        if (owner >= 0 && !(owner == seat && s.config().options().merchantMayEndOnOwnKontor())) {
            return Refusals.notNow("merchants.merchant-may-not-end-on-kontor");
        }
        for (Player p : s.players()) {
            for (int at : p.merchants()) {
                if (at == to) {
                    return Refusals.notNow("merchants.merchant-may-not-end-on-merchant");
                }
            }
        }
        if (owner < 0 && s.facts().citySites.get(to) && s.player(seat).kontorsInStorage() == 0
                && !s.config().options().merchantEndsWithoutFounding()) {
            return Refusals.notNow("merchants.you-have-no-kontor-left-in");
        }
        return null;
    }

    /**
     * Each merchant the gate lets move, to each intersection within its reach (paid: 3 steps per
     * grain; a card's free steps) that {@link #checkDestination} accepts, priced by its steps: the
     * two halves of {@link #checkMove}, the gate asked once per merchant.
     */
    static void listMoves(MerchantsState s, int seat, Listing out) {
        int free = freeSteps(s, seat);
        int limit = limit(s, seat, free);
        int[] merchants = s.player(seat).merchants();
        for (int m = 0; m < merchants.length; m++) {
            if (merchants[m] < 0 || gate(s, seat, m, free) != null) {
                continue;
            }
            short[] steps = reach(s).distances(merchants[m]);
            for (int to = 0; to < steps.length; to++) {
                if (steps[to] > 0 && steps[to] <= limit) {
                    Command.MoveMerchant c = s.facts().choices.moveMerchant[m][to];
                    Rejection verdict = checkDestination(s, seat, m, to, free);
                    out.keep(c, verdict, verdict == null ? price(steps[to], free) : null);
                }
            }
        }
    }

    /** What a move of this many steps costs: 1 grain per 3 steps, nothing with a card's free steps. */
    static LegalAction.Price price(int steps, int free) {
        int grain = free >= 0 ? 0 : grainFor(steps);
        return grain < PRICES.length ? PRICES[grain] : new LegalAction.Price(Resources.of(Resource.GRAIN, grain), 0);
    }

    /** The price of a move by its grain, for the usual few (a listing prices a hundred moves). */
    private static final LegalAction.Price[] PRICES = new LegalAction.Price[8];

    static {
        for (int grain = 0; grain < PRICES.length; grain++) {
            PRICES[grain] = new LegalAction.Price(grain == 0 ? Resources.NONE : Resources.of(Resource.GRAIN, grain), 0);
        }
    }

    static void move(Draft d, int seat, Command.MoveMerchant c) {
        Player me = d.player(seat);
        int free = freeSteps(d.before, seat);
        int from = me.merchants()[c.merchant()];
        int to = c.destination();
        Resources hand = me.hand();
        int steps = steps(d.before, from, free >= 0 ? free : STEPS_PER_GRAIN * hand.grain(), to);
        int grain = 0;
        if (free >= 0) {
            DevelopmentCards.stepDone(d, 0);
        } else {
            grain = grainFor(steps);
            Resources paid = Resources.of(2, grain);
            d.bank = d.bank.plus(paid);
            hand = hand.minus(paid);
            d.track = d.track.withMerchantMoved(c.merchant());
        }
        d.event(new Event.MerchantMoved(seat, c.merchant(), from, to, steps, grain));
        // The grain, the move and a founding (with its coastal gold) make one new player, not one per change.
        if (d.kontorAt(to) < 0 && d.facts.citySites.get(to) && me.kontorsInStorage() > 0) {
            int coins = d.facts.board.cityAt(to).coastalGold();
            d.goldIssued += coins;
            d.setPlayer(seat, me.withKontorFounded(c.merchant(), hand, coins));
            found(d, seat, to, coins);
        } else {
            d.setPlayer(seat, me.withMerchantMoved(c.merchant(), to, hand));
        }
    }

    /**
     * The merchant (already off the board, its kontor out of storage, the coastal gold paid) has
     * become a kontor: the events, then a number token.
     */
    private static void found(Draft d, int seat, int at, int coastalGold) {
        d.placeKontor(at, seat);
        d.event(new Event.KontorFounded(seat, at));
        if (coastalGold > 0) {
            d.event(new Event.CoastalGold(seat, at, coastalGold));
        }
        NumberTokens.afterFounding(d, seat, at);
    }
}
