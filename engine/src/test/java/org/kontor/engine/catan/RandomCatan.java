package org.kontor.engine.catan;

import org.kontor.engine.resources.Resources;
import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.kontor.engine.Result;
import org.kontor.engine.board.Resource;
import org.kontor.engine.board.Topology;

/**
 * Seeded random Catan games: every seat the game waits for picks uniformly among all its legal
 * commands (as catanatron's random player does), making up values for discards and now and then
 * a one-for-one trade offer. With {@code audit}, every state is checked against the invariants
 * and the listing against the referee: listed commands are applied and must be accepted, random
 * commands that are not listed must be refused. Test code, so java.util chance is fine here.
 */
final class RandomCatan {

    static final Catan RULES = new Catan();
    static final int DEVELOPMENT_CARDS = 25;
    /**
     * In this driver's first games every listed command of every state is applied; later games
     * apply a few listed commands at random per state (applying all of them costs about 40 applies
     * per command played, which would make the suite's few hundred games take a minute).
     */
    static final int FULLY_AGREED_GAMES = 12;
    static final int SAMPLED_LISTED = 3;

    int games;
    int won;
    long commands;
    final List<Long> unfinished = new ArrayList<>();
    private final boolean audit;
    private int progressPlayed;

    RandomCatan(boolean audit) {
        this.audit = audit;
    }

    /** Plays one game to a winner or {@code turnLimit} turns; returns the last state. */
    CatanState play(CatanConfig config, long seed, int turnLimit) {
        SplittableRandom random = new SplittableRandom(seed);
        CatanState s = Catan.setup(config, seed);
        progressPlayed = 0;
        games++;
        while (s.winner() < 0 && s.turn() <= turnLimit) {
            List<Integer> waiting = Catan.waitingFor(s);
            int seat = waiting.get(random.nextInt(waiting.size()));
            List<LegalAction> actions = RULES.legalActions(s, seat);
            if (audit) {
                agree(s, seat, actions, random, games <= FULLY_AGREED_GAMES);
            }
            Command c = choose(s, seat, actions, random);
            Result<CatanState, Event> r = RULES.apply(s, seat, s.version(), c);
            if (!(r instanceof Result.Accepted<CatanState, Event> a)) {
                throw new AssertionError("seed " + seed + ": the listed or made-up " + c + " was refused: " + r);
            }
            for (Event e : a.events()) {
                if (e instanceof Event.CardPlayed p && p.card() != DevelopmentCard.KNIGHT) {
                    progressPlayed++;
                }
            }
            s = a.state();
            commands++;
            if (audit) {
                invariants(s, seed);
            }
        }
        if (s.winner() >= 0) {
            won++;
        } else {
            unfinished.add(seed);
        }
        return s;
    }

    private static Command choose(CatanState s, int seat, List<LegalAction> actions, SplittableRandom random) {
        int total = 0;
        for (LegalAction a : actions) {
            total += weight(a);
        }
        int pick = random.nextInt(total);
        for (LegalAction a : actions) {
            int size = weight(a);
            if (pick < size) {
                return a.freeForm() ? freeForm(s, seat, a.kind(), random) : a.choices().get(pick);
            }
            pick -= size;
        }
        throw new IllegalStateException("no action picked");
    }

    /**
     * How often an action is picked: each choice once, a free-form action once. Counter-offers are
     * left to TradeTest: random haggling only stretches games past the turn limit.
     */
    private static int weight(LegalAction a) {
        return a.kind().equals("counter-trade") ? 0 : a.freeForm() ? 1 : a.choices().size();
    }

    private static Command freeForm(CatanState s, int seat, String kind, SplittableRandom random) {
        Resources hand = s.player(seat).hand();
        if (kind.equals("discard")) {
            int owed = ((Pending.Discard) s.pending()).cardsToDiscard().get(seat);
            Resources left = hand;
            Resources out = Resources.NONE;
            for (int k = 0; k < owed; k++) {
                Resource r = randomCard(left, random);
                left = left.plus(r, -1);
                out = out.plus(r, 1);
            }
            return new Command.Discard(out);
        }
        if (kind.equals("offer-trade")) {
            Resource give = randomCard(hand, random);
            Resource get;
            do {
                get = ResourceKinds.KINDS[random.nextInt(ResourceKinds.KINDS.length)];
            } while (get == give);
            int to = (seat + 1 + random.nextInt(s.seatCount() - 1)) % s.seatCount();
            return new Command.OfferTrade(to, Resources.of(give, 1), Resources.of(get, 1));
        }
        throw new IllegalStateException("no values made up for " + kind);
    }

    private static Resource randomCard(Resources hand, SplittableRandom random) {
        int pick = random.nextInt(hand.total());
        for (Resource r : ResourceKinds.KINDS) {
            if (pick < hand.count(r)) {
                return r;
            }
            pick -= hand.count(r);
        }
        throw new IllegalStateException("empty hand");
    }

    /** Every listed command is accepted; sampled commands that are not listed are refused. */
    private static void agree(CatanState s, int seat, List<LegalAction> actions, SplittableRandom random, boolean all) {
        List<Command> listed = new ArrayList<>();
        for (LegalAction a : actions) {
            listed.addAll(a.choices());
        }
        List<Command> tried = listed;
        if (!all && listed.size() > SAMPLED_LISTED) {
            tried = new ArrayList<>();
            for (int k = 0; k < SAMPLED_LISTED; k++) {
                tried.add(listed.get(random.nextInt(listed.size())));
            }
        }
        for (Command c : tried) {
            assertThat(RULES.apply(s, seat, s.version(), c)).as("listed %s for seat %d", c, seat)
                    .isInstanceOf(Result.Accepted.class);
        }
        boolean discardListed = actions.stream().anyMatch(a -> a.kind().equals("discard"));
        boolean offerListed = actions.stream().anyMatch(a -> a.kind().equals("offer-trade"));
        for (int k = 0; k < 12; k++) {
            Command c = randomCommand(s, random);
            boolean freeFormListed = c instanceof Command.Discard && discardListed || c instanceof Command.OfferTrade && offerListed;
            if (!listed.contains(c) && !freeFormListed) {
                assertThat(RULES.apply(s, seat, s.version(), c)).as("unlisted %s for seat %d", c, seat)
                        .isInstanceOf(Result.Rejected.class);
            }
        }
    }

    private static Command randomCommand(CatanState s, SplittableRandom random) {
        Topology t = s.island().topology();
        Resource r1 = ResourceKinds.KINDS[random.nextInt(5)];
        Resource r2 = ResourceKinds.KINDS[random.nextInt(5)];
        int i = random.nextInt(t.intersectionCount() + 2) - 1;
        int p = random.nextInt(t.pathCount() + 2) - 1;
        return switch (random.nextInt(17)) {
            case 0 -> new Command.PlaceSettlement(i);
            case 1 -> new Command.PlaceRoad(p);
            case 2 -> Command.Roll.virtual();
            case 3 -> new Command.MoveRobber(random.nextInt(t.hexCount() + 1) - 1, random.nextInt(s.seatCount() + 1) - 1);
            case 4 -> new Command.TradeWithBank(r1, r2);
            case 5 -> new Command.AcceptTrade();
            case 6 -> new Command.DeclineTrade();
            case 7 -> new Command.BuildRoad(p);
            case 8 -> new Command.BuildSettlement(i);
            case 9 -> new Command.BuildCity(i);
            case 10 -> new Command.BuyCard();
            case 11 -> new Command.PlayKnight();
            case 12 -> new Command.PlayRoadBuilding();
            case 13 -> new Command.PlayYearOfPlenty(r1, r2);
            case 14 -> new Command.PlayMonopoly(r1);
            case 15 -> new Command.BuildFreeRoad(p);
            default -> new Command.EndTurn();
        };
    }

    /** What must hold in every state of every game. */
    void invariants(CatanState s, long seed) {
        Object game = new Object() {
            @Override
            public String toString() {
                return "seed " + seed + ", version " + s.version();
            }
        };
        for (Resource r : ResourceKinds.KINDS) {
            int held = s.bank().count(r);
            for (Player p : s.players()) {
                assertThat(p.hand().count(r)).as("%s: a hand's %s", game, r).isNotNegative();
                held += p.hand().count(r);
            }
            assertThat(held).as("%s: %s in the bank and the hands", game, r).isEqualTo(Costs.BANK_PER_RESOURCE);
        }
        Topology t = s.island().topology();
        int cardsHeld = 0;
        for (int seat = 0; seat < s.seatCount(); seat++) {
            Player p = s.player(seat);
            int roads = 0;
            int settlements = 0;
            int cities = 0;
            for (int path = 0; path < t.pathCount(); path++) {
                roads += s.roadOwner(path) == seat ? 1 : 0;
            }
            for (int i = 0; i < t.intersectionCount(); i++) {
                if (s.buildingOwner(i) == seat) {
                    settlements += s.building(i) == CatanState.SETTLEMENT ? 1 : 0;
                    cities += s.building(i) == CatanState.CITY ? 1 : 0;
                }
            }
            assertThat(roads).as("%s: seat %d's roads", game, seat).isEqualTo(Costs.ROADS - p.roadsLeft()).isLessThanOrEqualTo(15);
            assertThat(settlements).as("%s: seat %d's settlements", game, seat)
                    .isEqualTo(Costs.SETTLEMENTS - p.settlementsLeft()).isLessThanOrEqualTo(5);
            assertThat(cities).as("%s: seat %d's cities", game, seat).isEqualTo(Costs.CITIES - p.citiesLeft()).isLessThanOrEqualTo(4);
            assertThat(Victory.points(s, seat)).as("%s: seat %d's points", game, seat).isEqualTo(settlements + 2 * cities
                    + (s.longestRoadHolder() == seat ? 2 : 0) + (s.largestArmyHolder() == seat ? 2 : 0) + p.victoryPointCards());
            if (seat != s.winner()) {
                assertThat(Victory.points(s, seat) < Victory.POINTS_TO_WIN || seat != s.active())
                        .as("%s: the active seat %d has 10 points but has not won", game, seat).isTrue();
            }
            cardsHeld += p.developmentCardCount() + p.knights();
            assertThat(s.roadLength(seat)).as("%s: seat %d's road length", game, seat)
                    .isEqualTo(LongestRoad.length(t, s.roadOwner, s.buildingOwner, seat)).isLessThanOrEqualTo(roads);
        }
        assertThat(s.deckSize() + cardsHeld + progressPlayed).as("%s: development cards", game).isEqualTo(DEVELOPMENT_CARDS);
        for (int i = 0; i < t.intersectionCount(); i++) {
            if (s.building(i) != CatanState.EMPTY) {
                for (int n : t.intersectionsNextTo(i)) {
                    assertThat(s.building(n)).as("%s: distance rule at %d-%d", game, i, n).isEqualTo(CatanState.EMPTY);
                }
            }
        }
        int best = 0;
        for (int seat = 0; seat < s.seatCount(); seat++) {
            best = Math.max(best, s.roadLength(seat));
        }
        if (s.longestRoadHolder() >= 0) {
            assertThat(s.roadLength(s.longestRoadHolder())).as("%s: Longest Road's holder", game)
                    .isGreaterThanOrEqualTo(LongestRoad.MINIMUM).isEqualTo(best);
        } else if (best >= LongestRoad.MINIMUM) {
            int atBest = 0;
            for (int seat = 0; seat < s.seatCount(); seat++) {
                atBest += s.roadLength(seat) == best ? 1 : 0;
            }
            assertThat(atBest).as("%s: Longest Road set aside only while tied", game).isGreaterThan(1);
        }
        if (s.largestArmyHolder() >= 0) {
            int holderKnights = s.player(s.largestArmyHolder()).knights();
            assertThat(holderKnights).as("%s: Largest Army's holder", game).isGreaterThanOrEqualTo(LargestArmy.MINIMUM);
            for (Player p : s.players()) {
                assertThat(p.knights()).as("%s: nobody has more knights than the Largest Army", game).isLessThanOrEqualTo(holderKnights);
            }
        }
    }

    String summary() {
        return games + " games, " + won + " won, " + commands + " commands, unfinished seeds " + unfinished;
    }
}
