package org.kontor.engine.merchants;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.kontor.engine.board.Resource;
import org.kontor.engine.resources.Resources;

/**
 * Picks a random legal action for a seat, and makes up values for the free-form kinds (dice on
 * the table, discards, trade offers). Test code, so java.util chance is fine here.
 */
final class RandomPlayer {

    // Legal actions carry the interned JSON names these are, so kinds compare by identity.
    private static final String DELIVER = LegalActions.kind(Command.Deliver.class);
    private static final String MOVE_MERCHANT = LegalActions.kind(Command.MoveMerchant.class);
    private static final String MOVE_CARAVAN = LegalActions.kind(Command.MoveCaravan.class);
    private static final String BUILD_MERCHANT = LegalActions.kind(Command.BuildMerchant.class);
    private static final String BUILD_CARAVAN = LegalActions.kind(Command.BuildCaravan.class);
    private static final String TAKE_RESOURCE = LegalActions.kind(Command.TakeResource.class);
    private static final String BUILD_CARD_ROUTE = LegalActions.kind(Command.BuildCardRoute.class);
    private static final String BUILD_ROUTE = LegalActions.kind(Command.BuildRoute.class);
    private static final String STEAL = LegalActions.kind(Command.Steal.class);
    private static final String END_TURN = LegalActions.kind(Command.EndTurn.class);
    private static final String OFFER_TRADE = LegalActions.kind(Command.OfferTrade.class);
    private static final String BUY_WITH_GOLD = LegalActions.kind(Command.BuyWithGold.class);
    private static final String TRADE_FOR_GOLD = LegalActions.kind(Command.TradeForGold.class);
    private static final String TRADE_WITH_BANK = LegalActions.kind(Command.TradeWithBank.class);

    /** The kinds {@link #progress} prefers, best first. */
    private static final String[] PREFERRED = {DELIVER, MOVE_MERCHANT, MOVE_CARAVAN, BUILD_MERCHANT, BUILD_CARAVAN,
        TAKE_RESOURCE, BUILD_CARD_ROUTE, BUILD_ROUTE, STEAL};

    private final SplittableRandom random;
    private final DistanceFields fields;
    // Reused from call to call (byRank: only the entries progress marks offered are read).
    private final LegalAction[] byRank = new LegalAction[PREFERRED.length];
    private int[] seats = new int[4];
    private int[] useful = new int[64];
    /** Per caravan move of the last call: the path its walk ends on (read once, for the fallback). */
    private int[] ends = new int[64];

    RandomPlayer(long seed) {
        this(seed, new DistanceFields());
    }

    /** With fields kept from earlier games: they follow any state of the same board, and are dear to build anew. */
    RandomPlayer(long seed, DistanceFields fields) {
        random = new SplittableRandom(seed);
        this.fields = fields;
    }

    int below(int bound) {
        return random.nextInt(bound);
    }

    /** A seat the game waits for: the seats {@link Views#waitingFor} lists, without the list. */
    int seat(MerchantsState s) {
        if (s.pending() == null && s.setup() == null && s.winner() < 0) {
            // The active seat alone: a draw all the same, as the draws must stay in step (nextInt(1)
            // took one nextInt() too, without the bounded draw's work).
            random.nextInt();
            return s.active();
        }
        if (seats.length < s.seatCount()) {
            seats = new int[s.seatCount()];
        }
        int count = 0;
        for (int seat = 0; seat < s.seatCount() && s.winner() < 0; seat++) {
            boolean waits = s.pending() != null ? s.pending().waitsFor(seat)
                    : s.setup() != null ? s.setup().seat() == seat : s.active() == seat;
            if (waits) {
                seats[count++] = seat;
            }
        }
        return seats[random.nextInt(count)];
    }

    Command choose(MerchantsState s, int seat, List<LegalAction> actions) {
        Command progress = progress(s, seat, actions);
        if (progress != null) {
            return progress;
        }
        // End turns less eagerly than uniform choice would, so games build up.
        LegalAction action = actions.get(random.nextInt(actions.size()));
        if (action.kind() == END_TURN && actions.size() > 1 && random.nextInt(3) > 0) {
            action = actions.get(random.nextInt(actions.size()));
        }
        // Random exchanges with the bank mostly turn cards over: make them rarer too.
        String kind = action.kind();
        if ((kind == BUY_WITH_GOLD || kind == TRADE_FOR_GOLD || kind == TRADE_WITH_BANK) && actions.size() > 1
                && random.nextBoolean()) {
            action = actions.get(random.nextInt(actions.size()));
        }
        // Random offers are mostly declined: make them rarer so games are not mostly haggling.
        for (int i = 0; i < 3 && action.kind() == OFFER_TRADE && actions.size() > 1; i++) {
            action = actions.get(random.nextInt(actions.size()));
        }
        if (action.kind() == BUILD_ROUTE) {
            // Routes are finite (30 each): random ones can wall a player off from every kontor it could deliver to.
            Command best = nearestGoodsTarget(s, seat, action.choices());
            if (best != null) {
                return best;
            }
        }
        if (!action.freeForm()) {
            return action.choices().get(random.nextInt(action.choices().size()));
        }
        switch (action.kind()) {
            case "roll":
                return Command.Roll.table(1 + random.nextInt(6), 1 + random.nextInt(6));
            case "place-number-token": {
                Pending.PlaceNumberToken p = (Pending.PlaceNumberToken) s.pending();
                for (Pending.TokenChoice c : p.choices()) {
                    if (c.fromStock()) {
                        // Test code may peek at the face-down stock: it plays the hand that turns a token over.
                        for (int t : s.stock()) {
                            if (s.config().board().numberTokens().get(t).colour() == c.colour()) {
                                return new Command.PlaceNumberToken(c.hex(), s.config().board().numberTokens().get(t).number());
                            }
                        }
                    }
                }
                throw new IllegalStateException("no stock token for " + p);
            }
            case "give-resources":
                return new Command.GiveResources(discard(s.player(seat).hand(), ((Pending.GiveResources) s.pending()).owed().get(seat)));
            case "discard":
                return new Command.Discard(discard(s.player(seat).hand(), ((Pending.Discard) s.pending()).cardsToDiscard().get(seat)));
            case "offer-trade": {
                int to = seat == s.active() ? pickOther(s, seat) : s.active();
                Resources[] terms = terms(s.player(seat).hand());
                return new Command.OfferTrade(to, terms[0], random.nextInt(4) == 0 ? 1 : 0, terms[1], 0);
            }
            case "counter-trade": {
                Resources[] terms = terms(s.player(seat).hand());
                return new Command.CounterTrade(terms[0], 0, terms[1], random.nextInt(4) == 0 ? 1 : 0);
            }
            default:
                throw new IllegalStateException("no generator for free-form " + action.kind());
        }
    }

    /**
     * Leans towards winning, so random games end: deliver whenever possible; steal when the robber
     * allows a steal (the rules let the roller skip it, which would slow the game); found a kontor when a
     * merchant can reach an empty city site; move a caravan that reaches an undelivered kontor; hire
     * merchants and form caravans when affordable. Only ever picks among the offered choices.
     */
    private Command progress(MerchantsState s, int seat, List<LegalAction> actions) {
        if (random.nextInt(10) == 0) {
            return null;
        }
        // The preferred kinds offered (bits by rank), each with its action (kinds come one action each): one pass over the list.
        int offered = 0;
        for (int i = 0; i < actions.size(); i++) {
            LegalAction a = actions.get(i);
            int rank = a.freeForm() ? -1 : rank(a.kind());
            if (rank >= 0 && (offered & 1 << rank) == 0) {
                offered |= 1 << rank;
                byRank[rank] = a;
            }
        }
        for (; offered != 0; offered &= offered - 1) {
            LegalAction a = byRank[Integer.numberOfTrailingZeros(offered)];
            String kind = a.kind();
            List<Command> choices = a.choices();
            if (kind == DELIVER || kind == TAKE_RESOURCE || kind == STEAL) {
                return choices.get(random.nextInt(choices.size()));
            } else if (kind == MOVE_MERCHANT) {
                int[] toCity = fields.city(s);
                // When the first move leads to a city site the search finds a move, so the draw may come first and spare it.
                if (s.pending() == null && toCity[((Command.MoveMerchant) choices.get(0)).destination()] != DistanceFields.UNREACHABLE) {
                    if (random.nextInt(4) > 0) {
                        return nearestCity(toCity, choices);
                    }
                } else {
                    Command best = nearestCity(toCity, choices);
                    if (best != null && (s.pending() != null || random.nextInt(4) > 0)) {
                        return best;
                    }
                }
            } else if (kind == MOVE_CARAVAN) {
                if (s.player(seat).goodsFree() > 0) {
                    Command move = caravanMove(s, seat, choices);
                    if (move != null) {
                        return move;
                    }
                }
            } else if (kind == BUILD_ROUTE || kind == BUILD_CARD_ROUTE) {
                Command best = nearestGoodsTarget(s, seat, choices);
                if (best != null) {
                    return best;
                }
            } else if (kind == BUILD_MERCHANT) {
                if (Player.freeSlot(s.player(seat).merchants()) >= 0) {
                    return choices.get(random.nextInt(choices.size()));
                }
            } else if (kind == BUILD_CARAVAN) {
                if (Player.freeSlot(s.player(seat).caravans()) >= 0) {
                    return choices.get(random.nextInt(choices.size()));
                }
            }
        }
        return null;
    }

    static {
        for (int rank = 0; rank < PREFERRED.length; rank++) {
            if (rank(PREFERRED[rank]) != rank) {
                throw new IllegalStateException("rank() and PREFERRED disagree on " + PREFERRED[rank]);
            }
        }
    }

    private static int rank(String kind) {
        // Compared with the static final kinds, which the JIT folds into the code; a loop over PREFERRED reads the array.
        return kind == DELIVER ? 0 : kind == MOVE_MERCHANT ? 1 : kind == MOVE_CARAVAN ? 2 : kind == BUILD_MERCHANT ? 3
                : kind == BUILD_CARAVAN ? 4 : kind == TAKE_RESOURCE ? 5 : kind == BUILD_CARD_ROUTE ? 6 : kind == BUILD_ROUTE ? 7 : kind == STEAL ? 8 : -1;
    }

    /** The first merchant move to an intersection nearest an empty city site, or null if none leads to one. */
    private static Command nearestCity(int[] toCity, List<Command> choices) {
        Command best = null;
        int bestDistance = DistanceFields.UNREACHABLE;
        // Nothing is nearer than 0 steps: the first such choice is the answer.
        for (int i = 0; i < choices.size() && bestDistance > 0; i++) {
            Command c = choices.get(i);
            int d = toCity[((Command.MoveMerchant) c).destination()];
            if (d < bestDistance) {
                best = c;
                bestDistance = d;
            }
        }
        return best;
    }

    /** The first route (bought or a card's) nearest a kontor that takes this seat's goods, or null if none leads to one. */
    private Command nearestGoodsTarget(MerchantsState s, int seat, List<Command> choices) {
        int[] toGoods = fields.goods(s, seat);
        Command best = null;
        int bestDistance = DistanceFields.UNREACHABLE;
        for (int i = 0; i < choices.size() && bestDistance > 0; i++) {
            Command c = choices.get(i);
            int d = toGoods[c instanceof Command.BuildRoute r ? r.path() : ((Command.BuildCardRoute) c).path()];
            if (d < bestDistance) {
                best = c;
                bestDistance = d;
            }
        }
        return best;
    }

    /**
     * A random caravan move whose walk passes a kontor that takes this seat's goods; else the first
     * that ends nearest one along routes, if that is nearer than the caravan stands (or a card
     * step waits on it); else null.
     */
    private Command caravanMove(MerchantsState s, int seat, List<Command> choices) {
        int[] caravans = s.player(seat).caravans();
        // Walks follow the routes: from networks that reach no such kontor none passes one or ends nearer one.
        if (fields.noneReaches(s, seat, caravans)) {
            return null;
        }
        int[] beside = fields.goods(s, seat);
        int n = choices.size();
        if (ends.length < n) {
            ends = new int[Math.max(n, 2 * ends.length)];
            useful = new int[ends.length];
        }
        int count = 0;
        for (int i = 0; i < n; i++) {
            Command.MoveCaravan c = (Command.MoveCaravan) choices.get(i);
            List<Integer> walk = c.walk();
            int length = walk.size();
            // Each step touches the one before: a walk shorter than the caravan stands from such a kontor cannot pass one.
            if (beside[caravans[c.caravan()]] <= length && passesGoodsTarget(beside, walk)) {
                useful[count++] = i;
            }
            ends[i] = walk.get(length - 1);
        }
        if (count > 0) {
            return choices.get(useful[random.nextInt(count)]);
        }
        int[] toGoods = fields.goodsAlongRoutes(s, seat, caravans);
        int best = -1;
        int bestDistance = Integer.MAX_VALUE;
        for (int i = 0; i < n; i++) {
            int d = toGoods[ends[i]];
            if (d >= 0 && d < bestDistance) {
                best = i;
                bestDistance = d;
            }
        }
        if (best < 0) {
            return null;
        }
        Command.MoveCaravan move = (Command.MoveCaravan) choices.get(best);
        if (bestDistance < toGoods[caravans[move.caravan()]] || s.pending() != null) {
            return move;
        }
        return null;
    }

    /** Whether a walk passes a kontor that takes this seat's goods ({@code beside}: the goods field, 0 there). */
    private static boolean passesGoodsTarget(int[] beside, List<Integer> walk) {
        for (int i = 0; i < walk.size(); i++) {
            if (beside[walk.get(i)] == 0) {
                return true;
            }
        }
        return false;
    }

    private int pickOther(MerchantsState s, int seat) {
        int other = random.nextInt(s.seatCount() - 1);
        return other >= seat ? other + 1 : other;
    }

    Resources discard(Resources hand, int count) {
        int[] left = new int[MerchantsResources.KINDS];
        int[] out = new int[MerchantsResources.KINDS];
        for (int r = 0; r < MerchantsResources.KINDS; r++) {
            left[r] = hand.count(r);
        }
        int total = hand.total();
        for (int i = 0; i < count; i++) {
            int pick = random.nextInt(total--);
            int r = 0;
            while (pick >= left[r]) {
                pick -= left[r++];
            }
            left[r]--;
            out[r]++;
        }
        return Resources.of(out);
    }

    /** One card of something held for one card of something else, mostly. */
    private Resources[] terms(Resources hand) {
        int give = random.nextInt(MerchantsResources.KINDS);
        for (int i = 0; i < MerchantsResources.KINDS && hand.count(give) == 0; i++) {
            give = (give + 1) % MerchantsResources.KINDS;
        }
        int get = (give + 1 + random.nextInt(MerchantsResources.KINDS - 1)) % MerchantsResources.KINDS;
        return new Resources[] {Resources.NONE.plus(give, 1 + random.nextInt(2)), Resources.NONE.plus(get, 1)};
    }

    /** Any command at all, legal or not, for probing the referee. */
    Command anything(MerchantsState s) {
        int paths = s.routeAt().length;
        int corners = s.kontorAt().length;
        Resource r1 = MerchantsResources.ALL.get(random.nextInt(5));
        Resource r2 = MerchantsResources.ALL.get(random.nextInt(5));
        switch (random.nextInt(34)) {
            case 0: return random.nextBoolean() ? Command.Roll.virtual() : Command.Roll.table(random.nextInt(8), 1 + random.nextInt(6));
            case 1: return new Command.PlaceKontor(random.nextInt(corners + 2) - 1);
            case 2: return new Command.PlaceSetupRoute(random.nextInt(paths));
            case 3: return new Command.Discard(discard(new Resources(3, 3, 3, 3, 3), random.nextInt(6)));
            case 4: return new Command.MoveRobber(random.nextInt(s.tokenAt().length + 1) - 1);
            case 5: return new Command.Steal(random.nextInt(5) - 1);
            case 6: return new Command.TradeWithBank(r1, r2);
            case 7: return new Command.TradeForGold(r1);
            case 8: return new Command.BuyWithGold(r2);
            case 9: return new Command.OfferTrade(random.nextInt(5) - 1, Resources.of(r1, random.nextInt(3)), random.nextInt(2),
                    Resources.of(r2, random.nextInt(3)), random.nextInt(2));
            case 10: return new Command.AcceptTrade();
            case 11: return new Command.DeclineTrade();
            case 12: return new Command.BuyCard();
            case 13: return new Command.PlayCard(random.nextInt(26));
            case 14: return new Command.BuildMerchant(random.nextInt(corners), random.nextInt(3) - 1);
            case 15: return new Command.BuildCaravan(random.nextInt(paths), random.nextInt(3) - 1);
            case 16: return new Command.BuildRoute(random.nextInt(paths + 1) - 1);
            case 17: return new Command.ChoosePath(random.nextInt(3) - 1);
            case 18: return new Command.BuildFreeRoute(random.nextInt(paths));
            case 19: return new Command.DeclineFreeRoute();
            case 20: return new Command.SkipSteal();
            case 21: return new Command.CounterTrade(Resources.of(r1, random.nextInt(3)), random.nextInt(2),
                    Resources.of(r2, random.nextInt(3)), random.nextInt(2));
            case 22: return new Command.MoveMerchant(random.nextInt(3) - 1, random.nextInt(corners + 1) - 1);
            case 23: return new Command.PlaceNumberToken(random.nextInt(s.tokenAt().length + 1) - 1, random.nextInt(13));
            case 24: return new Command.MoveNumberToken(random.nextInt(s.tokenAt().length), random.nextInt(s.tokenAt().length));
            case 25: {
                List<Integer> walk = new ArrayList<>();
                int at = random.nextInt(paths);
                for (int i = random.nextInt(4); i > 0; i--) {
                    int[] next = s.facts().topology.pathsNextToPath(at);
                    at = next[random.nextInt(next.length)];
                    walk.add(at);
                }
                return new Command.MoveCaravan(random.nextInt(3) - 1, walk);
            }
            case 26: return new Command.Deliver(random.nextInt(corners + 1) - 1);
            case 27: return new Command.TakeResource(r1);
            case 28: return new Command.GiveResources(discard(new Resources(2, 2, 2, 2, 2), random.nextInt(3)));
            case 29: return new Command.BuildCardRoute(random.nextInt(paths));
            case 30: return new Command.PlaceFreeMerchant(random.nextInt(corners), random.nextInt(3) - 1);
            case 31: return new Command.PlaceFreeCaravan(random.nextInt(paths), random.nextInt(3) - 1);
            case 32: return new Command.SkipCardStep();
            default: return new Command.EndTurn();
        }
    }

    static List<Command> enumerated(List<LegalAction> actions) {
        List<Command> all = new ArrayList<>();
        for (LegalAction a : actions) {
            all.addAll(a.choices());
        }
        return all;
    }
}
