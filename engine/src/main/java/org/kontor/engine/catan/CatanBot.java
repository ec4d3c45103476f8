package org.kontor.engine.catan;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import org.kontor.engine.Rng;
import org.kontor.engine.bot.BotRules;
import org.kontor.engine.bot.CardChoices;
import org.kontor.engine.bot.Level;
import org.kontor.engine.board.Resource;
import org.kontor.engine.board.Topology;
import org.kontor.engine.resources.Resources;

/**
 * What the shared bot knows of Catan: the others' resource hands and development cards and the
 * deck are guessed afresh ({@link #redeal}); a position is worth its points first, then its
 * production and the spots it can still build on. The normal level counts pips and spots; the
 * strong one also weighs resources by the build they lead to, the variety it produces and the
 * robber on its hexes.
 */
public final class CatanBot implements BotRules<CatanState, Command> {

    private final Catan rules;

    public CatanBot(Catan rules) {
        this.rules = rules;
    }

    @Override
    public Catan rules() {
        return rules;
    }

    /**
     * The others' hands are dealt again from the cards nobody but they can see (every card not in
     * the bank or the seat's hand, by kind), in the sizes everyone sees; their development cards
     * and the deck likewise from every card not yet face up. Pools are sorted first, so the guess
     * does not depend on how the hidden cards lay.
     */
    @Override
    public CatanState redeal(CatanState s, int seat, long seed) {
        Draft d = new Draft(s);
        d.version = s.version();
        Rng rng = Rng.seeded(seed);
        int[] pool = new int[ResourceKinds.KINDS.length];
        List<DevelopmentCard> cards = new ArrayList<>(s.deck);
        for (int other = 0; other < s.seatCount(); other++) {
            if (other == seat) {
                continue;
            }
            Player p = s.player(other);
            for (int k = 0; k < pool.length; k++) {
                pool[k] += p.hand().count(ResourceKinds.KINDS[k]);
            }
            cards.addAll(p.cards());
            cards.addAll(p.boughtThisTurn());
        }
        Collections.sort(cards);
        int[] order = new int[cards.size()];
        for (int i = 0; i < order.length; i++) {
            order[i] = i;
        }
        rng = rng.shuffle(order);
        int next = 0;
        for (int other = 0; other < s.seatCount(); other++) {
            if (other == seat) {
                continue;
            }
            Player p = s.player(other);
            int[] hand = new int[pool.length];
            for (int n = p.hand().total(); n > 0; n--) {
                int left = 0;
                for (int c : pool) {
                    left += c;
                }
                int pick = rng.below(left);
                rng = rng.next();
                int k = 0;
                while (pick >= pool[k]) {
                    pick -= pool[k++];
                }
                pool[k]--;
                hand[k]++;
            }
            Resources dealt = Resources.NONE;
            for (int k = 0; k < hand.length; k++) {
                dealt = dealt.plus(ResourceKinds.KINDS[k], hand[k]);
            }
            List<DevelopmentCard> playable = new ArrayList<>();
            for (int i = 0; i < p.cards().size(); i++) {
                playable.add(cards.get(order[next++]));
            }
            List<DevelopmentCard> bought = new ArrayList<>();
            for (int i = 0; i < p.boughtThisTurn().size(); i++) {
                bought.add(cards.get(order[next++]));
            }
            d.players.set(other, new Player(p.colour(), dealt, playable, bought, p.knights(), p.roadsLeft(),
                    p.settlementsLeft(), p.citiesLeft()));
        }
        d.deck.clear();
        while (next < order.length) {
            d.deck.add(cards.get(order[next++]));
        }
        d.rng = rng;
        return d.freeze();
    }

    @Override
    public List<Command> options(CatanState s, int seat, Level level, Rng rng) {
        if (s.pending() instanceof Pending.TradeOffer mine && mine.from() == seat) {
            return List.of();   // its own offer: the bot waits for the answer (it never withdraws one)
        }
        List<Command> options = new ArrayList<>();
        List<Command> trades = new ArrayList<>();
        for (LegalAction action : LegalActions.of(s, seat)) {
            if (!action.freeForm()) {
                if (action.kind().equals("decline-trade") && level != Level.RANDOM) {
                    options.add(0, action.choices().get(0));   // on a tie the bot says no: a trade must be worth it
                } else {
                    options.addAll(action.choices());
                }
            } else if (action.kind().equals("discard") && s.pending() instanceof Pending.Discard p) {
                options.addAll(CardChoices.candidates(s.player(seat).hand(), p.cardsToDiscard().get(seat), level, rng,
                        Command.Discard::new));
            } else if (level != Level.RANDOM && action.kind().equals("counter-trade")
                    && s.pending() instanceof Pending.TradeOffer offer && offer.from() == s.active()) {
                trades.addAll(TradeOffers.counters(s, seat, offer));
            } else if (level != Level.RANDOM && action.kind().equals("offer-trade") && s.offersThisTurn < TradeOffers.PER_TURN) {
                trades.addAll(TradeOffers.offers(s, seat));
            }
        }
        options.addAll(trades);   // last: on a tie the bot keeps to the plain moves
        return options;
    }

    /**
     * An offer or a counter-offer of the bot's, answered as the bot expects on its guess of the
     * other hand: accepted when the trade is worth more to the other player by the strong value
     * (cards counted by the builds they lead to); else it comes to nothing.
     */
    @Override
    public CatanState answered(CatanState after, int seat) {
        if (!(after.pending() instanceof Pending.TradeOffer offer) || offer.from() != seat) {
            return after;
        }
        int other = offer.to();
        if (rules.apply(after, other, after.version(), new Command.AcceptTrade())
                instanceof org.kontor.engine.Result.Accepted<CatanState, ?> yes
                && value(yes.state(), other, Level.STRONG) > value(after, other, Level.STRONG)) {
            return yes.state();
        }
        return null;
    }

    @Override
    public double value(CatanState s, int seat, Level level) {
        Player me = s.player(seat);
        double value = 100 * Victory.points(s, seat);
        boolean strong = level == Level.STRONG;
        Topology t = s.island().topology();
        double[] income = new double[ResourceKinds.KINDS.length];
        for (int i = 0; i < t.intersectionCount(); i++) {
            if (s.buildingOwner(i) != seat) {
                continue;
            }
            for (int hex : t.hexesAtIntersection(i)) {
                Resource r = s.island().produces(hex);
                if (r == null || !s.island().isLand(hex) || s.island().number(hex) == 0) {
                    continue;
                }
                double pips = 6 - Math.abs(7 - s.island().number(hex));
                if (strong && hex == s.robberHex()) {
                    pips *= 0.3;
                }
                income[index(r)] += pips * s.building(i);
            }
        }
        double production = 0;
        for (int k = 0; k < income.length; k++) {
            production += strong ? Math.sqrt(income[k]) * 3 + income[k] * 0.7 : income[k];
        }
        value += (strong ? 9 : 8) * production;
        value += (strong ? 14 : 10) * spots(s, seat);
        value += 6 * me.developmentCardCount() + 8 * me.knights();
        value += 3 * s.roadLength(seat);
        Resources hand = me.hand();
        if (strong) {
            value += handWorth(hand, me);
            if (hand.total() > 7) {
                value -= 4 * (hand.total() - 7);
            }
        } else {
            value += 2 * hand.total();
        }
        return value;
    }

    /** The hand by the build it leads to: a card worth more when it is part of a city or a settlement to come. */
    private static double handWorth(Resources hand, Player me) {
        double worth = 0;
        worth += progress(hand, Costs.CITY) * (me.settlementsBuilt() > 0 && me.citiesLeft() > 0 ? 40 : 0);
        worth += progress(hand, Costs.SETTLEMENT) * (me.settlementsLeft() > 0 ? 35 : 0);
        worth += progress(hand, Costs.DEVELOPMENT_CARD) * 8;
        worth += progress(hand, Costs.ROAD) * 6;
        return worth + 1.5 * hand.total();
    }

    @Override
    public double points(CatanState s, int seat) {
        return Victory.points(s, seat);
    }

    /** The pips of the numbers beside the seat's settlements (a city's twice), the robber's hex left out. */
    @Override
    public double production(CatanState s, int seat) {
        Topology t = s.island().topology();
        double pips = 0;
        for (int i = 0; i < t.intersectionCount(); i++) {
            if (s.buildingOwner(i) != seat) {
                continue;
            }
            for (int hex : t.hexesAtIntersection(i)) {
                if (hex != s.robberHex() && s.island().isLand(hex) && s.island().number(hex) > 0) {
                    pips += (6 - Math.abs(7 - s.island().number(hex))) * s.building(i);
                }
            }
        }
        return pips;
    }

    @Override
    public double cards(CatanState s, int seat) {
        return s.player(seat).hand().total();
    }

    /** How much of {@code cost} the hand covers, 0 to 1. */
    private static double progress(Resources hand, Resources cost) {
        int need = 0;
        int have = 0;
        for (Resource r : ResourceKinds.KINDS) {
            need += cost.count(r);
            have += Math.min(cost.count(r), hand.count(r));
        }
        return need == 0 ? 0 : (double) have * have / (need * need);
    }

    /** Free intersections the seat could settle: at the end of its roads (1), or one road further (a third). */
    private static double spots(CatanState s, int seat) {
        Topology t = s.island().topology();
        double spots = 0;
        boolean[] seen = new boolean[t.intersectionCount()];
        for (int path = 0; path < t.pathCount(); path++) {
            if (s.roadOwner(path) != seat) {
                continue;
            }
            for (int end : t.intersectionsOfPath(path)) {
                if (seen[end]) {
                    continue;
                }
                seen[end] = true;
                if (settleable(s, end)) {
                    spots += 1;
                }
                for (int p : t.pathsAtIntersection(end)) {
                    int far = t.otherEnd(p, end);
                    if (s.roadOwner(p) < 0 && !seen[far] && settleable(s, far)) {
                        spots += 1.0 / 3;
                    }
                }
            }
        }
        return Math.min(spots, 4);
    }

    private static boolean settleable(CatanState s, int intersection) {
        if (s.building(intersection) != CatanState.EMPTY) {
            return false;
        }
        for (int n : s.island().topology().intersectionsNextTo(intersection)) {
            if (s.building(n) != CatanState.EMPTY) {
                return false;
            }
        }
        return true;
    }

    private static int index(Resource r) {
        for (int k = 0; k < ResourceKinds.KINDS.length; k++) {
            if (ResourceKinds.KINDS[k] == r) {
                return k;
            }
        }
        throw new IllegalArgumentException("not a Catan resource: " + r);
    }

    @Override
    public List<Integer> winners(CatanState s) {
        return s.winner() >= 0 ? List.of(s.winner()) : List.of();
    }

    @Override
    public List<Integer> waitingFor(CatanState s) {
        // An open offer waits for its answer; its maker may withdraw it, but a bot never does.
        return s.pending() instanceof Pending.TradeOffer offer ? List.of(offer.to()) : Catan.waitingFor(s);
    }
}
