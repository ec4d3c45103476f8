package org.kontor.engine.merchants;

import java.util.ArrayList;
import java.util.List;
import org.kontor.engine.Rejection;
import org.kontor.engine.Rng;
import org.kontor.engine.board.Board;
import org.kontor.engine.board.NumberToken;
import org.kontor.engine.board.PlayerColour;
import org.kontor.engine.board.StartPosition;
import org.kontor.engine.board.TokenSpace;

/**
 * Preparation (rulebook p. 2–3) and the variable setup (appendix, p. 10): pieces and goods
 * tokens per mode, 3 gold each, the robber, the 5 marked number tokens, the shuffled stock and
 * deck, then either the printed fixed start or the placing rounds.
 */
final class Setup {

    static final int DEVELOPMENT_CARDS = 25;
    static final int START_GOLD = 3;
    static final int SETUP_KONTORS = 3;

    /** Fixed short setup: each colour's starting resources (lumber, wool, grain, ore, salt). */
    static Resources startingResources(PlayerColour colour) {
        switch (colour) {
            case RED: return new Resources(1, 0, 1, 0, 1);
            case BLUE: return new Resources(0, 1, 0, 1, 1);
            case WHITE: return new Resources(1, 1, 1, 0, 0);
            case ORANGE: return new Resources(0, 0, 1, 1, 1);
            default: throw new IllegalArgumentException(colour.name());
        }
    }

    /** Goods tokens per player by board side and player count; all but the top one start covered. */
    static int goodsTokens(GameConfig config) {
        boolean shortSide = config.side() == GameConfig.BoardSide.SHORT;
        return config.players() == 3 ? (shortSide ? 6 : 10) : (shortSide ? 5 : 8);
    }

    private Setup() {}

    static MerchantsState start(GameConfig config, long seed) {
        Board board = config.board();
        BoardFacts facts = new BoardFacts(board);
        Rng rng = Rng.seeded(seed);
        int n = config.players();
        int tokens = goodsTokens(config);

        Player[] players = new Player[n];
        for (int seat = 0; seat < n; seat++) {
            players[seat] = new Player(config.colours().get(seat), Resources.NONE, START_GOLD, Player.ROUTES,
                    tokens - 1, tokens - 1, 1, 0, new int[] {-1, -1}, new int[] {-1, -1}, new int[0], 0);
        }
        int c = MerchantsState.CARDS_PER_RESOURCE;
        Resources bank = new Resources(c, c, c, c, c);

        int[] tokenAt = new int[board.topology().hexCount()];
        java.util.Arrays.fill(tokenAt, -1);
        List<Integer> loose = new ArrayList<>();
        List<NumberToken> numberTokens = board.numberTokens();
        for (int t = 0; t < numberTokens.size(); t++) {
            if (numberTokens.get(t).marked()) {
                tokenAt[markedSpaceFor(board, tokenAt, numberTokens.get(t))] = t;
            } else {
                loose.add(t);
            }
        }
        int[] stock = loose.stream().mapToInt(Integer::intValue).toArray();
        rng = shuffle(stock, rng);

        int[] deck = new int[DEVELOPMENT_CARDS];
        for (int i = 0; i < deck.length; i++) {
            deck[i] = i;
        }
        rng = shuffle(deck, rng);

        int[] kontorAt = new int[board.topology().intersectionCount()];
        java.util.Arrays.fill(kontorAt, -1);
        int[] routeAt = new int[board.topology().pathCount()];
        java.util.Arrays.fill(routeAt, -1);

        MerchantsState s = new MerchantsState(0, config, facts, rng, Phase.SETUP_START_ROLL, 0, 0, players, bank,
                START_GOLD * n, kontorAt, routeAt, tokenAt, stock, -1, deck, new int[0], 0, false, 0, 0,
                new MerchantsState.SetupQueue(seatsFrom(0, n, true), 0, new int[n]), null);
        Draft d = new Draft(s);
        d.robberHex = robberStart(s, config.robberHex(), d);
        if (config.setup() == GameConfig.SetupKind.FIXED) {
            placeFixedStart(d, config);
        }
        MerchantsState ready = d.freeze();
        // A fresh game is version 0 whatever the setup drew.
        return new MerchantsState(0, config, facts, ready.rng(), ready.phase(), ready.active(), ready.turn(),
                ready.players(), ready.bank(), ready.goldIssued(), ready.kontorAt(), ready.routeAt(), ready.tokenAt(),
                ready.stock(), ready.robberHex(), ready.deck(), ready.discards(), 0, false, 0, 0, ready.setup(), null);
    }

    private static int markedSpaceFor(Board board, int[] tokenAt, NumberToken token) {
        for (int h = 0; h < tokenAt.length; h++) {
            if (board.tokenSpace(h) instanceof TokenSpace.Blank blank && blank.marked()
                    && blank.colour() == token.colour() && tokenAt[h] < 0) {
                return h;
            }
        }
        throw new IllegalArgumentException("board " + board.id() + " has no free marked " + token.colour()
                + " token space for the marked number token " + token.number());
    }

    /** The robber starts on a land hex without a number: the one given, or one drawn at random. */
    private static int robberStart(MerchantsState s, int chosen, Draft d) {
        List<Integer> unnumbered = new ArrayList<>();
        for (int h = 0; h < s.facts().topology.hexCount(); h++) {
            if (s.facts().isLand(h) && s.number(h) == 0) {
                unnumbered.add(h);
            }
        }
        if (chosen >= 0) {
            if (!unnumbered.contains(chosen)) {
                throw new IllegalArgumentException("the robber must start on a land hex without a number; hex "
                        + chosen + " is not one");
            }
            return chosen;
        }
        if (unnumbered.isEmpty()) {
            throw new IllegalArgumentException("board " + s.config().board().id() + " has no unnumbered land hex for the robber");
        }
        return unnumbered.get(d.draw(unnumbered.size()));
    }

    static Rng shuffle(int[] values, Rng rng) {
        for (int i = values.length - 1; i > 0; i--) {
            int j = rng.below(i + 1);
            rng = rng.next();
            int t = values[i];
            values[i] = values[j];
            values[j] = t;
        }
        return rng;
    }

    /** The printed short-game start; the unused colour's kontors are neutral with 3 players. Red starts. */
    private static void placeFixedStart(Draft d, GameConfig config) {
        Board board = config.board();
        for (PlayerColour colour : PlayerColour.values()) {
            StartPosition start = board.startPositions().get(colour);
            if (start == null) {
                throw new IllegalArgumentException("board " + board.id() + " has no fixed start for " + colour);
            }
            int seat = config.colours().indexOf(colour);
            if (!board.isPath(start.route()) || start.kontors().stream().noneMatch(
                    k -> board.topology().pathBetween(k, board.topology().otherEnd(start.route(), k)) == start.route())) {
                throw new IllegalArgumentException("board " + board.id() + ": the fixed start route of " + colour
                        + " must be a path touching one of its kontors");
            }
            for (int kontor : start.kontors()) {
                d.placeKontor(kontor, seat < 0 ? MerchantsState.NEUTRAL : seat);
            }
            if (seat >= 0) {
                d.placeRoute(start.route(), seat);
                d.setPlayer(seat, d.player(seat).withRoutesLeft(Player.ROUTES - 1).withCaravan(0, start.route()));
                d.give(seat, startingResources(colour));
            }
        }
        int first = 0;
        for (int seat = 1; seat < config.players(); seat++) {
            if (config.colours().get(seat).ordinal() < config.colours().get(first).ordinal()) {
                first = seat;
            }
        }
        d.active = first;
        d.setup = null;
        d.phase = Phase.BEFORE_ROLL;
        d.turn = 1;
    }

    // ---- variable setup ------------------------------------------------------------------

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
        Rejection r = setupTurn(s, seat, Phase.SETUP_KONTORS, Phase.SETUP_NEUTRAL_KONTORS, "place a starting kontor");
        if (r != null) {
            return r;
        }
        int at = c.intersection();
        if (at < 0 || at >= s.kontorAt().length) {
            return Refusals.badInput("There is no intersection " + at + " on this board.");
        }
        if (!s.facts().purpleSites.get(at)) {
            return Refusals.notNow("Starting kontors go only on purple city sites.");
        }
        if (s.kontorAt()[at] != -1) {
            return Refusals.notNow("That city site already has a kontor.");
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
        int[] got = new int[Resources.KINDS];
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
        Rejection r = setupTurn(s, seat, Phase.SETUP_ROUTES, Phase.SETUP_ROUTES, "place your starting trade route");
        if (r != null) {
            return r;
        }
        int path = c.path();
        r = TradeRoutes.emptyPath(s, path);
        if (r != null) {
            return r;
        }
        if (!s.touchesOwnKontor(seat, path)) {
            return Refusals.notNow("Your starting trade route must touch one of your kontors.");
        }
        if (IsolatedCities.wouldConnectCities(s, path)) {
            return Refusals.notNow("No starting trade route may connect a city site to another city site.");
        }
        return null;
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

    private static Rejection setupTurn(MerchantsState s, int seat, Phase phase, Phase alsoPhase, String what) {
        Rejection r = Refusals.noPendingDecision(s, seat);
        if (r != null) {
            return r;
        }
        if (s.phase() != phase && s.phase() != alsoPhase) {
            return Refusals.notNow("You can " + what + " only during that step of the setup.");
        }
        if (s.setup().seat() != seat) {
            return Refusals.notYourTurn("It is " + Refusals.name(s, s.setup().seat()) + "'s turn to place.");
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
}
