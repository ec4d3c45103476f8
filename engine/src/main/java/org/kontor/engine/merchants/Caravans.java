package org.kontor.engine.merchants;

import java.util.List;
import org.kontor.engine.Rejection;
import org.kontor.engine.Seats;
import org.kontor.engine.merchants.cards.Step;
import org.kontor.engine.referee.Refusals;
import org.kontor.engine.resources.Resources;

/**
 * Moving caravans and paying tolls (rulebook p. 8–9, ES "4) Mover caravanas"). Each salt moves one
 * caravan up to 3 steps, from a trade route to a neighbouring one (sharing an intersection),
 * along routes of any owner, reversing if it likes; it may pass but not end beside a route that
 * already has 2 caravans. Toll: 1 gold per caravan, per opponent, per turn, for moving onto or
 * past that opponent's routes, charged on entering; the route a caravan starts the turn on costs
 * nothing unless the caravan uses that owner's routes again. A caravan that cannot pay may not
 * make the move. The walk is named path by path because tolls and deliveries depend on it.
 */
final class Caravans {

    static final int STEPS_PER_SALT = 3;

    private Caravans() {}

    /** The free steps of a card now being played by {@code seat}, or -1. */
    static int freeSteps(MerchantsState s, int seat) {
        return s.pending() instanceof Pending.CardStep c && c.seat() == seat && c.step() instanceof Step.FreeCaravanSteps
                ? c.remaining() : -1;
    }

    static Rejection checkMove(MerchantsState s, int seat, Command.MoveCaravan c) {
        List<Integer> walk = c.walk() == null ? List.of() : c.walk();
        int[] paths = new int[walk.size()];
        for (int i = 0; i < paths.length; i++) {
            // A missing path is one no board has.
            paths[i] = walk.get(i) == null ? -1 : walk.get(i);
        }
        int free = freeSteps(s, seat);
        Rejection r = gate(s, seat, c.caravan(), free);
        return r != null ? r : checkWalk(s, seat, c.caravan(), paths, paths.length, free);
    }

    /**
     * The walk of a caravan the gate lets move ({@code length} paths of {@code walk}, first to
     * last): each step goes onto a route next to the one before, and the walk may end where it
     * ends and pays its tolls.
     */
    static Rejection checkWalk(MerchantsState s, int seat, int caravan, int[] walk, int length, int free) {
        int limit = free >= 0 ? free : STEPS_PER_SALT;
        if (length == 0 || length > limit) {
            return (free >= 0 ? Refusals.badInput("merchants.card-moves-caravan-1-to-trade", free) : Refusals.badInput("merchants.1-salt-moves-caravan-1-to"));
        }
        int at = s.player(seat).caravans()[caravan];
        for (int i = 0; i < length; i++) {
            int next = walk[i];
            if (next < 0 || next >= s.routeAt().length) {
                return Refusals.badInput("merchants.there-is-no-path-on-this", next);
            }
            if (s.routeAt()[next] < 0) {
                return Refusals.notNow("merchants.caravan-moves-only-along-trade-routes", next);
            }
            if (!touching(s, at, next)) {
                return Refusals.notNow("merchants.each-step-goes-to-trade-route", next);
            }
            at = next;
        }
        return endAndTolls(s, seat, caravan, walk, length);
    }

    /** Everything about moving this caravan that does not depend on the walk. */
    static Rejection gate(MerchantsState s, int seat, int caravan, int free) {
        Rejection r = free >= 0 ? null : Gates.activeInActionPhase(s, seat);
        if (r != null) {
            return r;
        }
        if (caravan < 0 || caravan > 1) {
            return Refusals.badInput("merchants.name-your-caravan-0-or-1");
        }
        if (s.player(seat).caravans()[caravan] < 0) {
            return Refusals.notNow("merchants.that-caravan-is-in-your-supply");
        }
        if (free < 0 && s.player(seat).hand().salt() == 0) {
            return Refusals.notAffordable("merchants.moving-caravan-costs-1-salt-you");
        }
        return null;
    }

    /**
     * Where a walk of trade routes ends, and whether its tolls can be paid: it may not end beside
     * a route that already has 2 caravans (its own, on the route it left, does not count).
     */
    static Rejection endAndTolls(MerchantsState s, int seat, int caravan, int[] walk, int length) {
        int end = walk[length - 1];
        int from = s.player(seat).caravans()[caravan];
        if (s.caravansOn(end) - (end == from ? 1 : 0) >= Building.CARAVANS_PER_ROUTE) {
            return Refusals.notNow("merchants.caravan-may-pass-but-not-end");
        }
        int owed = Tolls.gold(s.track(), seat, caravan, owners(s.routeAt(), walk, length));
        if (owed > s.player(seat).gold()) {
            return Refusals.notAffordable("merchants.this-move-owes-gold-in-tolls", owed, s.player(seat).gold());
        }
        return null;
    }

    /**
     * Each caravan the gate lets move, along each walk of 1 to 3 trade routes (a card: its free
     * steps) that {@link #checkWalk} accepts, priced with its salt and tolls: the two halves of
     * {@link #checkMove}, the gate asked once per caravan. A walk's command is made when the
     * listing is read ({@link CaravanWalks.Moves}): a bot reads few of them.
     */
    static void listMoves(MerchantsState s, int seat, Listing out) {
        int free = freeSteps(s, seat);
        int[] caravans = s.player(seat).caravans();
        CaravanWalks.Moves moves = new CaravanWalks.Moves();
        int[] walk = new int[Math.max(free, STEPS_PER_SALT)];
        for (int caravan = 0; caravan < caravans.length; caravan++) {
            if (caravans[caravan] < 0 || gate(s, seat, caravan, free) != null) {
                continue;
            }
            CaravanWalks walks = new CaravanWalks(s, caravan, caravans[caravan], free >= 0 ? free : STEPS_PER_SALT);
            for (int i = 0; i < walks.count; i++) {
                int length = walks.paths(i, walk);
                if (checkWalk(s, seat, caravan, walk, length, free) == null) {
                    moves.add(walks, i, price(free >= 0, Tolls.gold(s.track(), seat, caravan, owners(s.routeAt(), walk, length))));
                }
            }
        }
        out.keep(moves.action());
    }

    /** What a move costs: 1 salt (nothing with a card's free steps) and its tolls in gold. */
    private static LegalAction.Price price(boolean free, int tolls) {
        LegalAction.Price[] prices = free ? FREE_PRICES : PAID_PRICES;
        return tolls < prices.length ? prices[tolls] : new LegalAction.Price(free ? Resources.NONE : SALT, tolls);
    }

    // Prices repeat (at most a toll per opponent): made once.
    private static final LegalAction.Price[] FREE_PRICES = prices(Resources.NONE);
    private static final LegalAction.Price[] PAID_PRICES = prices(Resources.of(4, 1));

    private static LegalAction.Price[] prices(Resources cards) {
        LegalAction.Price[] prices = new LegalAction.Price[MerchantsState.NEUTRAL + 1];
        for (int gold = 0; gold < prices.length; gold++) {
            prices[gold] = new LegalAction.Price(cards, gold);
        }
        return prices;
    }

    /** The seats whose trade routes the walk moves onto or past ({@link Seats}). */
    static int owners(byte[] routeAt, int[] walk, int length) {
        int owners = Seats.NONE;
        for (int i = 0; i < length; i++) {
            owners = Seats.with(owners, routeAt[walk[i]]);
        }
        return owners;
    }

    static boolean touching(MerchantsState s, int a, int b) {
        for (int p : s.facts().topology.pathsNextToPath(a)) {
            if (p == b) {
                return true;
            }
        }
        return false;
    }

    static void move(Draft d, int seat, Command.MoveCaravan c) {
        Player me = d.player(seat);
        Resources hand = me.hand();
        int salt = 0;
        if (freeSteps(d.before, seat) >= 0) {
            DevelopmentCards.stepDone(d, 0);
        } else {
            salt = 1;
            d.bank = d.bank.plus(SALT);
            hand = hand.minus(SALT);
        }
        int from = me.caravans()[c.caravan()];
        List<Integer> walk = c.walk();
        int[] was = d.track.touched()[c.caravan()];
        int[] now = java.util.Arrays.copyOf(was, was.length + 1 + walk.size());
        now[was.length] = from;
        // Tolls in the order the caravan reaches each opponent's routes, once per owner per turn.
        MerchantsState.TurnTrack track = d.track;
        int gold = me.gold();
        for (int i = 0; i < walk.size(); i++) {
            int path = walk.get(i);
            now[was.length + 1 + i] = path;
            int owner = d.routeAt(path);
            if (Tolls.gold(track, seat, c.caravan(), Seats.with(Seats.NONE, owner)) > 0) {
                track = track.withTollPaid(c.caravan(), owner);
                gold--;
                d.setPlayer(owner, d.player(owner).withGold(d.player(owner).gold() + 1));
                d.event(new Event.TollPaid(seat, owner, 1));
            }
        }
        int[][] touched = track.touched().clone();
        touched[c.caravan()] = now;
        d.track = track.withTouched(touched);
        // The mover's salt, tolls and new place make one new player, not one per change.
        d.setPlayer(seat, me.withCaravanMoved(c.caravan(), walk.get(walk.size() - 1), hand, gold));
        d.event(new Event.CaravanMoved(seat, c.caravan(), from, walk, salt));
    }

    private static final Resources SALT = Resources.of(4, 1);

    /** A caravan placed (bought or free) on {@code path}: a new caravan, so its tolls and touched routes start afresh. */
    static void placed(Draft d, int caravan, int path) {
        int[][] touched = d.track.touched().clone();
        touched[caravan] = new int[] {path};
        d.track = d.track.withTollsForgotten(caravan).withTouched(touched);
    }
}
