package org.kontor.engine.merchants;

import org.kontor.engine.Phrase;
import java.util.ArrayList;
import java.util.List;
import org.kontor.engine.Rejection;
import org.kontor.engine.referee.Refusals;
import org.kontor.engine.resources.Resources;

/**
 * The variable setup (ES appendix "La colocación inicial para el juego variable"): roll for the
 * starting player (ties roll again), three kontors each on purple city sites in snake order, the
 * starting resources from the third kontor, neutral kontors with 3 players, then one trade route
 * and one caravan each, none of which may connect a city site to another.
 */
final class VariableSetup {

    private VariableSetup() {}


    /** Seats in turn order from {@code first}, clockwise or counterclockwise. */
    static int[] seatsFrom(int first, int n, boolean clockwise) {
        int[] order = new int[n];
        for (int i = 0; i < n; i++) {
            order[i] = ((first + (clockwise ? i : -i)) % n + n) % n;
        }
        return order;
    }

    /** Everyone rolls; the highest starts; tied players roll again until one is highest. */
    static void startRoll(Draft d, int seat, int total) {
        MerchantsState.SetupQueue q = d.setup;
        int[] rolls = q.rolls().clone();
        rolls[seat] = total;
        d.event(new Event.StartRolled(seat, total));
        if (q.step() + 1 < q.order().length) {
            d.setup = new MerchantsState.SetupQueue(q.order(), q.step() + 1, rolls);
            return;
        }
        int best = 0;
        for (int s : q.order()) {
            best = Math.max(best, rolls[s]);
        }
        List<Integer> tied = new ArrayList<>();
        for (int s : q.order()) {
            if (rolls[s] == best) {
                tied.add(s);
            }
        }
        if (tied.size() > 1) {
            d.setup = new MerchantsState.SetupQueue(tied.stream().mapToInt(Integer::intValue).toArray(), 0, rolls);
            return;
        }
        int first = tied.get(0);
        int n = d.seats();
        int[] snake = new int[3 * n];
        int[] clockwise = seatsFrom(first, n, true);
        for (int i = 0; i < n; i++) {
            snake[i] = clockwise[i];
            snake[n + i] = clockwise[n - 1 - i];
            snake[2 * n + i] = clockwise[i];
        }
        d.active = first;
        d.phase = Phase.SETUP_KONTORS;
        d.setup = new MerchantsState.SetupQueue(snake, 0, rolls);
        d.event(new Event.StartingPlayerChosen(first));
    }

    static Rejection checkPlaceKontor(MerchantsState s, int seat, Command.PlaceKontor c) {
        Rejection r = setupTurn(s, seat, Phase.SETUP_KONTORS, Phase.SETUP_NEUTRAL_KONTORS, Phrase.of("merchants.thing.place-starting-kontor"));
        if (r != null) {
            return r;
        }
        int at = c.intersection();
        if (at < 0 || at >= s.kontorAt().length) {
            return Refusals.badInput("merchants.there-is-no-intersection-on-this", at);
        }
        if (!s.facts().purpleSites.get(at)) {
            return Refusals.notNow("merchants.starting-kontors-go-only-on-purple");
        }
        if (s.kontorAt()[at] != -1) {
            return Refusals.notNow("merchants.that-city-site-already-has-kontor");
        }
        return null;
    }

    static void placeKontor(Draft d, int seat, Command.PlaceKontor c) {
        MerchantsState s = d.before;
        boolean neutral = s.phase() == Phase.SETUP_NEUTRAL_KONTORS;
        int owner = neutral ? MerchantsState.NEUTRAL : seat;
        d.placeKontor(c.intersection(), owner);
        d.event(new Event.KontorPlaced(owner, c.intersection()));
        int n = d.seats();
        if (!neutral && d.setup.step() >= 2 * n) {
            takeStartingResources(d, seat, c.intersection());
        }
        if (!neutral && s.config().options().setupKontorsTakeCoastalGold()) {
            int coins = s.config().board().cityAt(c.intersection()).coastalGold();
            if (coins > 0) {
                d.giveGold(seat, coins);
                d.event(new Event.GoldReceived(seat, coins, "coastal city"));
            }
        }
        advance(d);
    }

    /** One card for each land hex next to the third kontor (option: only hexes showing a number). */
    private static void takeStartingResources(Draft d, int seat, int intersection) {
        MerchantsState s = d.before;
        int[] got = new int[MerchantsResources.KINDS];
        for (int hex : s.facts().topology.hexesAtIntersection(intersection)) {
            int resource = s.facts().resourceOf[hex];
            boolean numbered = s.number(hex) > 0;
            if (resource >= 0 && (numbered || !s.config().options().startingResourcesFromNumberedHexesOnly())) {
                got[resource]++;
            }
        }
        Resources cards = Resources.of(got);
        d.give(seat, cards);
        d.event(new Event.CardsReceived(seat, cards));
    }

    static Rejection checkPlaceSetupRoute(MerchantsState s, int seat, Command.PlaceSetupRoute c) {
        Rejection r = setupTurn(s, seat, Phase.SETUP_ROUTES, Phase.SETUP_ROUTES, Phrase.of("merchants.thing.place-starting-route"));
        if (r != null) {
            return r;
        }
        int path = c.path();
        r = TradeRoutes.emptyPath(s, path);
        if (r != null) {
            return r;
        }
        if (!s.touchesOwnKontor(seat, path)) {
            return Refusals.notNow("merchants.your-starting-trade-route-must-touch");
        }
        if (IsolatedCities.wouldConnectCities(s, path) && someRouteKeepsCitiesApart(s, seat)) {
            return Refusals.notNow("merchants.no-starting-trade-route-may-connect");
        }
        return null;
    }

    /**
     * Is there an empty path next to the seat's kontors that connects no city sites? The rules do
     * not say what happens when every such path would (crowded kontors on a small board): our
     * reading lifts the ban for that player then, so the setup cannot stall.
     */
    static boolean someRouteKeepsCitiesApart(MerchantsState s, int seat) {
        for (int at = 0; at < s.kontorAt().length; at++) {
            if (s.kontorAt()[at] != seat) {
                continue;
            }
            for (int p : s.facts().topology.pathsAtIntersection(at)) {
                if (s.facts().paths.get(p) && s.routeAt()[p] == -1 && !IsolatedCities.wouldConnectCities(s, p)) {
                    return true;
                }
            }
        }
        return false;
    }

    static void placeSetupRoute(Draft d, int seat, Command.PlaceSetupRoute c) {
        d.placeRoute(c.path(), seat);
        d.setPlayer(seat, d.player(seat).withRoutesLeft(d.player(seat).routesLeft() - 1).withCaravan(0, c.path()));
        d.event(new Event.RoutePlaced(seat, c.path(), false));
        d.event(new Event.CaravanPlaced(seat, c.path(), -1));
        if (d.before.config().options().freeRouteInSetup() && d.facts.board.isDoubleArrow(c.path())) {
            DoubleArrows.offer(d, seat, c.path(), true);
        }
        advance(d);
    }

    private static Rejection setupTurn(MerchantsState s, int seat, Phase phase, Phase alsoPhase, Phrase what) {
        Rejection r = Gates.noPendingDecision(s, seat);
        if (r != null) {
            return r;
        }
        if (s.phase() != phase && s.phase() != alsoPhase) {
            return Refusals.notNow("merchants.you-can-only-during-that-step", what);
        }
        if (s.setup().seat() != seat) {
            return Refusals.notYourTurn("merchants.it-is-turn-to-place", Gates.name(s, s.setup().seat()));
        }
        return null;
    }

    /** The next placement, or the next setup step: neutral kontors (3 players), routes, then play. */
    private static void advance(Draft d) {
        MerchantsState.SetupQueue q = d.setup;
        if (q.step() + 1 < q.order().length) {
            d.setup = new MerchantsState.SetupQueue(q.order(), q.step() + 1, q.rolls());
            return;
        }
        int n = d.seats();
        int last = q.order()[q.order().length - 1];
        if (d.phase == Phase.SETUP_KONTORS && n == 3) {
            boolean clockwise = d.before.config().options().neutralKontorsClockwise();
            d.phase = Phase.SETUP_NEUTRAL_KONTORS;
            d.setup = new MerchantsState.SetupQueue(seatsFrom(last, n, clockwise), 0, q.rolls());
        } else if (d.phase == Phase.SETUP_KONTORS || d.phase == Phase.SETUP_NEUTRAL_KONTORS) {
            // The routes start with the player who placed the last third kontor, then go counterclockwise.
            int lastThird = d.phase == Phase.SETUP_KONTORS ? last : q.order()[0];
            d.phase = Phase.SETUP_ROUTES;
            d.setup = new MerchantsState.SetupQueue(seatsFrom(lastThird, n, false), 0, q.rolls());
        } else {
            d.phase = Phase.BEFORE_ROLL;
            d.setup = null;
            d.turn = 1;
        }
    }

    /** Starting kontors (own or neutral): every empty purple city site. */
    static void listKontorSites(MerchantsState s, int seat, Listing out) {
        for (int at = 0; at < s.kontorAt().length; at++) {
            if (s.facts().purpleSites.get(at) && s.kontorAt()[at] == -1) {
                Command.PlaceKontor c = s.facts().choices.placeKontor[at];
                out.keep(c, checkPlaceKontor(s, seat, c));
            }
        }
    }

    /** The starting trade route: every empty path touching a kontor of the seat placing now, ascending. */
    static void listSetupRoutes(MerchantsState s, int seat, Listing out) {
        int placing = s.setup().seat();
        for (int path = 0; path < s.routeAt().length; path++) {
            if (s.facts().isPath[path] && s.routeAt()[path] == -1 && s.touchesOwnKontor(placing, path)) {
                Command.PlaceSetupRoute c = s.facts().choices.placeSetupRoute[path];
                out.keep(c, checkPlaceSetupRoute(s, seat, c));
            }
        }
    }
}
