package org.kontor.engine.merchants;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.kontor.engine.Rng;
import org.kontor.engine.bot.BotRules;
import org.kontor.engine.bot.CardChoices;
import org.kontor.engine.bot.Level;
import org.kontor.engine.resources.Resources;

/**
 * What the shared bot knows of Merchants of Europe. Hidden from a seat: the others' resource
 * cards and development cards, the deck's order, the face-down number tokens and the dice to
 * come; {@link #redeal} deals them again. A position is worth its goods tokens delivered (the
 * game's only goal), then the free ones and the kontors, merchants, caravans and routes that lead
 * to more; the strong level also counts a caravan standing beside a kontor it can deliver to.
 */
public final class MerchantsBot implements BotRules<MerchantsState, Command> {

    private final MerchantsOfEurope rules;

    public MerchantsBot(MerchantsOfEurope rules) {
        this.rules = rules;
    }

    @Override
    public MerchantsOfEurope rules() {
        return rules;
    }

    @Override
    public MerchantsState redeal(MerchantsState s, int seat, long seed) {
        Rng rng = Rng.seeded(seed);
        int seats = s.seatCount();
        int[] pool = new int[Resources.KINDS];
        List<Integer> cards = new ArrayList<>();
        for (int c : s.deck()) {
            cards.add(c);
        }
        for (int other = 0; other < seats; other++) {
            if (other == seat) {
                continue;
            }
            Player p = s.player(other);
            for (int k = 0; k < pool.length; k++) {
                pool[k] += p.hand().count(k);
            }
            for (int c : p.cards()) {
                cards.add(c);
            }
        }
        int[] order = cards.stream().mapToInt(Integer::intValue).sorted().toArray();
        rng = rng.shuffle(order);
        int next = 0;
        Player[] players = s.players().clone();
        for (int other = 0; other < seats; other++) {
            if (other == seat) {
                continue;
            }
            Player p = players[other];
            Resources hand = Resources.NONE;
            for (int n = p.hand().total(); n > 0; n--) {
                int left = Arrays.stream(pool).sum();
                int pick = rng.below(left);
                rng = rng.next();
                int k = 0;
                while (pick >= pool[k]) {
                    pick -= pool[k++];
                }
                pool[k]--;
                hand = hand.plus(k, 1);
            }
            int[] held = Arrays.copyOfRange(order, next, next + p.cards().length);
            next += held.length;
            players[other] = new Player(p.colour(), hand, p.gold(), p.routesLeft(), p.kontorsInStorage(), p.goodsCovered(),
                    p.goodsFree(), p.goodsDelivered(), p.merchants(), p.caravans(), held, p.newCards());
        }
        int[] deck = Arrays.copyOfRange(order, next, order.length);
        int[] stock = s.stock().clone();
        Arrays.sort(stock);
        rng = rng.shuffle(stock);
        MerchantsState dealt = new MerchantsState(s.version(), s.config(), s.facts(), s.rng(), s.phase(), s.active(), s.turn(),
                players, s.bank(), s.goldIssued(), s.kontorAt(), s.routeAt(), s.tokenAt(), s.stock(), s.robberHex(), s.deck(),
                s.discards(), s.goldPurchases(), s.cardPlayed(), s.firstDie(), s.secondDie(), s.setup(), s.pending(),
                s.goodsAt(), s.track(), s.cardPlay(), s.winner(), s.kontorBits(), s.routeBits());
        return dealt.withChance(rng, deck, stock);
    }

    @Override
    public List<Command> options(MerchantsState s, int seat, Level level, Rng rng) {
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
            } else if (level != Level.RANDOM && action.kind().equals("counter-trade")
                    && s.pending() instanceof Pending.TradeOffer offer && offer.from() == s.active() && offer.to() == seat) {
                trades.addAll(TradeOffers.counters(s, seat, offer));
            } else if (level != Level.RANDOM && action.kind().equals("offer-trade") && seat == s.active()
                    && s.pending() == null && s.track().offers() < TradeOffers.PER_TURN) {
                trades.addAll(TradeOffers.offers(s, seat));
            } else if (s.pending() instanceof Pending.Discard p && action.kind().equals("discard")) {
                options.addAll(CardChoices.candidates(s.player(seat).hand(), p.cardsToDiscard().get(seat), level, rng,
                        Command.Discard::new));
            } else if (s.pending() instanceof Pending.GiveResources g && action.kind().equals("give-resources")) {
                options.addAll(CardChoices.candidates(s.player(seat).hand(), Math.min(g.owed().get(seat),
                        s.player(seat).hand().total()), level, rng, Command.GiveResources::new));
            }
            // The roll with table dice is read on the table.
        }
        options.addAll(trades);   // last: on a tie the bot keeps to the plain moves
        return options;
    }

    /**
     * An offer or a counter-offer of the bot's, answered as the bot expects on its guess of the
     * other hand: taken when the trade is worth more to the other player by the strong value; else
     * it comes to nothing.
     */
    @Override
    public MerchantsState answered(MerchantsState after, int seat) {
        if (!(after.pending() instanceof Pending.TradeOffer offer) || offer.from() != seat) {
            return after;
        }
        int other = offer.to();
        if (rules.apply(after, other, after.version(), new Command.AcceptTrade())
                instanceof org.kontor.engine.Result.Accepted<MerchantsState, ?> yes
                && value(yes.state(), other, Level.STRONG) > value(after, other, Level.STRONG)) {
            return yes.state();
        }
        return null;
    }

    @Override
    public double value(MerchantsState s, int seat, Level level) {
        Player me = s.player(seat);
        boolean strong = level == Level.STRONG;
        double value = 400 * me.goodsDelivered() + 120 * me.goodsFree();
        int kontors = 0;
        for (byte owner : s.kontorAt()) {
            kontors += owner == seat ? 1 : 0;
        }
        value += 50 * kontors;
        value += 8 * (Player.ROUTES - me.routesLeft());
        // While goods lie under kontors still in storage, a merchant is the way to them (it founds
        // the kontor that frees one); a strong bot that forgot this built caravans with nothing to carry.
        boolean stored = strong && me.goodsCovered() > 0;
        for (int m : me.merchants()) {
            value += m >= 0 ? stored ? 40 : 15 : 0;
        }
        if (stored) {
            value += 8 * progress(me.hand(), Building.MERCHANT_COST);
        }
        for (int c : me.caravans()) {
            if (c < 0) {
                continue;
            }
            value += 25;
            if (me.goodsFree() > 0) {
                value += besideOpenKontor(s, seat, c) ? 60 : strong && withinReach(s, seat, c) ? 30 : 0;
            }
        }
        value += me.hand().total() + 1.5 * me.gold() + 4 * me.cards().length;
        // Cards count more when they make up a route (the network caravans travel), or salt and
        // grain for the moves that found kontors and deliver.
        value += 10 * progress(me.hand(), TradeRoutes.COST) + 6 * progress(me.hand(), Building.CARAVAN_COST)
                + 2 * Math.min(me.hand().count(4), 2) + 2 * Math.min(me.hand().count(2), 2);
        if (me.hand().total() > 7) {
            value -= 3 * (me.hand().total() - 7);
        }
        return value;
    }

    @Override
    public double points(MerchantsState s, int seat) {
        return s.player(seat).goodsDelivered();
    }

    /** The cards the seat's kontors stand to get from a roll, on average. */
    @Override
    public double production(MerchantsState s, int seat) {
        return Production.expectedIn36ths(new Draft(s)).getOrDefault(seat, 0) / 36.0;
    }

    @Override
    public double cards(MerchantsState s, int seat) {
        return s.player(seat).hand().total() + s.player(seat).gold();
    }

    /** How much of {@code cost} the hand covers, 0 to 1, growing faster near the whole. */
    private static double progress(Resources hand, Resources cost) {
        int have = 0;
        for (int k = 0; k < Resources.KINDS; k++) {
            have += Math.min(cost.count(k), hand.count(k));
        }
        double share = (double) have / cost.total();
        return share * share;
    }

    /** Can the caravan at {@code from} reach, within a move of 3 routes, a route beside an open kontor? */
    private static boolean withinReach(MerchantsState s, int seat, int from) {
        org.kontor.engine.board.Topology t = s.facts().topology;
        java.util.BitSet seen = new java.util.BitSet();
        seen.set(from);
        List<Integer> ring = List.of(from);
        for (int step = 0; step < 3; step++) {
            List<Integer> nextRing = new ArrayList<>();
            for (int path : ring) {
                for (int n : t.pathsNextToPath(path)) {
                    if (!seen.get(n) && s.routeAt()[n] >= 0) {
                        if (besideOpenKontor(s, seat, n)) {
                            return true;
                        }
                        seen.set(n);
                        nextRing.add(n);
                    }
                }
            }
            ring = nextRing;
        }
        return false;
    }

    /** Does the route at {@code path} end at another's kontor still without goods? */
    private static boolean besideOpenKontor(MerchantsState s, int seat, int path) {
        for (int end : s.facts().topology.intersectionsOfPath(path)) {
            int owner = s.kontorAt()[end];
            if (owner >= 0 && owner != seat && s.goodsAt()[end] < 0) {
                return true;
            }
        }
        return false;
    }

    @Override
    public List<Integer> winners(MerchantsState s) {
        return s.winner() >= 0 ? List.of(s.winner()) : List.of();
    }

    @Override
    public List<Integer> waitingFor(MerchantsState s) {
        // An open offer waits for its answer; its maker may withdraw it, but a bot never does.
        return s.pending() instanceof Pending.TradeOffer offer ? List.of(offer.to()) : MerchantsOfEurope.waitingFor(s);
    }
}
