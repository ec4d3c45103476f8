package org.kontor.engine.merchants;

import com.fasterxml.jackson.annotation.JsonSubTypes;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.kontor.engine.Rejection;
import org.kontor.engine.RejectionKind;
import org.kontor.engine.board.Resource;
import org.kontor.engine.resources.Resources;

/**
 * What a seat may do right now. Every candidate command passes the same check
 * {@link MerchantsOfEurope#apply} uses, so a button on the phone is never refused and a refused
 * command never has a button:
 * <ul>
 *   <li>most go through the check itself;</li>
 *   <li>merchant and caravan moves through the functions it calls (the gate once per piece, then
 *       the same end and toll rule per move);</li>
 *   <li>kinds whose candidates differ only in parts built to pass (a route frontier's paths, the
 *       bank trades of what the hand holds 3 of and the supply has, the robber's numbered hexes,
 *       the empty starting sites, the kontors to hire a merchant at) through the whole check of
 *       their first candidate.</li>
 * </ul>
 * Caravan moves, merchants to hire and caravans to form are worked out when first read (see
 * {@link Later}): a bot reads the targets of few kinds. The listing still makes sure by the same
 * rules that such a kind has a target, so the kinds offered are the same either way.
 * The random-game audit re-applies offered commands and probes refused ones, and
 * {@code LegalActionsDigest} (test sources) shows two builds list the same actions everywhere.
 */
public final class LegalActions {

    /** Each command class's JSON name (the annotation's interned strings, so kinds compare by identity). */
    private static final Map<Class<?>, String> NAMES = names();

    private static Map<Class<?>, String> names() {
        Map<Class<?>, String> names = new HashMap<>();
        for (JsonSubTypes.Type t : Command.class.getAnnotation(JsonSubTypes.class).value()) {
            names.put(t.value(), t.name());
        }
        return Map.copyOf(names);
    }

    /** The kinds the legal actions offer most, looked up once. */
    private static final String K_BuildMerchant = kind(Command.BuildMerchant.class);
    private static final String K_BuildCaravan = kind(Command.BuildCaravan.class);
    private static final String K_PlaceFreeMerchant = kind(Command.PlaceFreeMerchant.class);
    private static final String K_PlaceFreeCaravan = kind(Command.PlaceFreeCaravan.class);
    private static final String K_BuyWithGold = kind(Command.BuyWithGold.class);
    private static final String K_Deliver = kind(Command.Deliver.class);
    private static final String K_MoveCaravan = kind(Command.MoveCaravan.class);
    private static final String K_MoveMerchant = kind(Command.MoveMerchant.class);
    private static final String K_MoveRobber = kind(Command.MoveRobber.class);
    private static final String K_OfferTrade = kind(Command.OfferTrade.class);
    private static final String K_PlaceKontor = kind(Command.PlaceKontor.class);
    private static final String K_PlaceSetupRoute = kind(Command.PlaceSetupRoute.class);
    private static final String K_PlayCard = kind(Command.PlayCard.class);
    private static final String K_Roll = kind(Command.Roll.class);
    private static final String K_TradeForGold = kind(Command.TradeForGold.class);
    private static final String K_TradeWithBank = kind(Command.TradeWithBank.class);

    private LegalActions() {}

    /** The JSON name of a command, which is also its legal action's kind. */
    public static String kind(Class<? extends Command> type) {
        return NAMES.get(type);
    }

    static List<LegalAction> of(MerchantsState s, int seat) {
        if (s.winner() >= 0) {
            return List.of();
        }
        if (s.pending() == null && s.phase() == Phase.ACTION) {
            return action(s, seat);
        }
        if (s.pending() == null && s.phase() == Phase.BEFORE_ROLL) {
            return beforeRoll(s, seat);
        }
        Offers offers = new Offers(s, seat);
        Pending p = s.pending();
        if (p != null) {
            if (p instanceof Pending.Discard) {
                offers.freeForm(Command.Discard.class, new Command.Discard(null));
            } else if (p instanceof Pending.MoveRobber) {
                // Every numbered hex but the robber's passes the hex's part of the check.
                for (int hex = 0; hex < s.tokenAt().length; hex++) {
                    if (hex != s.robberHex() && s.number(hex) > 0) {
                        offers.alike(s.facts().choices.moveRobber[hex], K_MoveRobber);
                    }
                }
            } else if (p instanceof Pending.ChooseVictim v) {
                for (int victim : v.candidates()) {
                    offers.add(new Command.Steal(victim));
                }
                offers.add(Choices.SKIP_STEAL);
            } else if (p instanceof Pending.ChooseIsolatedCityPath c) {
                for (int i = 0; i < c.options().size(); i++) {
                    offers.add(new Command.ChoosePath(i));
                }
            } else if (p instanceof Pending.FreeRoute f) {
                for (int path : s.facts().topology.pathsNextToPath(f.doubleArrowPath())) {
                    offers.add(s.facts().choices.buildFreeRoute[path]);
                }
                offers.add(Choices.DECLINE_FREE_ROUTE);
            } else if (p instanceof Pending.PlaceNumberToken t) {
                boolean table = s.config().dice() == GameConfig.DiceSource.TABLE;
                for (Pending.TokenChoice c : t.choices()) {
                    if (c.fromStock() && !table) {
                        offers.add(new Command.PlaceNumberToken(c.hex(), 0));
                    } else if (c.fromStock()) {
                        offers.freeForm(Command.PlaceNumberToken.class, new Command.PlaceNumberToken(c.hex(), 0));
                    }
                    for (int from : c.fromHexes()) {
                        offers.add(new Command.MoveNumberToken(c.hex(), from));
                    }
                }
            } else if (p instanceof Pending.GiveResources) {
                offers.freeForm(Command.GiveResources.class, new Command.GiveResources(null));
            } else if (p instanceof Pending.CardStep c && c.seat() == seat) {
                cardStep(s, seat, c, offers);
            } else if (p instanceof Pending.TradeOffer) {
                offers.add(Choices.ACCEPT_TRADE);
                offers.add(Choices.DECLINE_TRADE);
                offers.freeForm(Command.CounterTrade.class, new Command.CounterTrade(Resources.NONE, 0, Resources.NONE, 0));
            }
            return offers.list();
        }
        switch (s.phase()) {
            case SETUP_START_ROLL:
                roll(s, offers);
                break;
            case SETUP_KONTORS:
            case SETUP_NEUTRAL_KONTORS:
                // Every empty purple site passes the site's part of the check.
                for (int at = s.facts().purpleSites.nextSetBit(0); at >= 0; at = s.facts().purpleSites.nextSetBit(at + 1)) {
                    if (s.kontorAt()[at] == -1) {
                        offers.alike(s.facts().choices.placeKontor[at], K_PlaceKontor);
                    }
                }
                break;
            case SETUP_ROUTES:
                boolean[] nextToKontor = new boolean[s.routeAt().length];
                int placing = s.setup().seat();
                for (int at = 0; at < s.kontorAt().length; at++) {
                    if (s.kontorAt()[at] == placing) {
                        for (int path : s.facts().topology.pathsAtIntersection(at)) {
                            nextToKontor[path] = true;
                        }
                    }
                }
                // The paths touching an own kontor, in ascending order (the check still decides).
                for (int path = 0; path < nextToKontor.length; path++) {
                    if (nextToKontor[path] && s.facts().isPath[path] && s.routeAt()[path] == -1) {
                        offers.add(s.facts().choices.placeSetupRoute[path]);
                    }
                }
                break;
            default:
                throw new IllegalStateException(s.phase().name());
        }
        return offers.list();
    }

    /** Before the roll, once a turn: a card to play, the roll; each kind made whole, as in the action phase. */
    private static List<LegalAction> beforeRoll(MerchantsState s, int seat) {
        Listed kinds = new Listed();
        if (!s.cardPlayed()) {
            kinds.add(cards(s, seat));
        }
        if (s.config().dice() == GameConfig.DiceSource.VIRTUAL) {
            kinds.add(passing(s, seat, VIRTUAL_ROLL));
        } else {
            // Dice read on the table are free-form: offered when the probe fails at most on its values.
            kinds.add(passesBarItsValues(Turns.checkRoll(s, seat, Command.Roll.table(1, 1))) ? FREE_FORM.get(K_Roll) : null);
        }
        return kinds.list();
    }

    private static void roll(MerchantsState s, Offers offers) {
        if (s.config().dice() == GameConfig.DiceSource.VIRTUAL) {
            offers.add(Choices.VIRTUAL_ROLL);
        } else {
            offers.freeForm(Command.Roll.class, Command.Roll.table(1, 1));
        }
    }

    private static LegalAction cards(MerchantsState s, int seat) {
        Player me = s.player(seat);
        Picked cards = new Picked();
        for (int i = 0; i < me.playableCards(); i++) {
            Command.PlayCard c = Choices.playCard(me.cards()[i]);
            if (DevelopmentCards.checkPlay(s, seat, c) == null) {
                cards.add(c);
            }
        }
        return cards.action(K_PlayCard, Resources.NONE);
    }

    private static void cardStep(MerchantsState s, int seat, Pending.CardStep c, Offers offers) {
        Player me = s.player(seat);
        org.kontor.engine.merchants.cards.Step step = c.step();
        if (step instanceof org.kontor.engine.merchants.cards.Step.TakeResources t) {
            for (Resource r : t.allowed()) {
                offers.add(Choices.takeResource(r));
            }
        } else if (step instanceof org.kontor.engine.merchants.cards.Step.FreeTradeRoutes) {
            offers.ready(routes(s, seat, RouteFrontier.of(s, seat), true));
        } else if (step instanceof org.kontor.engine.merchants.cards.Step.FreeMerchant) {
            int free = Player.freeSlot(me.merchants());
            for (int at = 0; at < s.kontorAt().length; at++) {
                if (s.kontorAt()[at] == seat) {
                    int site = at;
                    for (int r : replacements(free)) {
                        offers.add(s.facts().choices.placeFreeMerchant[r + 1][site]);
                    }
                }
            }
        } else if (step instanceof org.kontor.engine.merchants.cards.Step.FreeCaravan) {
            int free = Player.freeSlot(me.caravans());
            for (int path = 0; path < s.routeAt().length; path++) {
                if (s.routeAt()[path] == seat && s.touchesOwnKontor(seat, path)) {
                    int route = path;
                    for (int r : replacements(free)) {
                        offers.add(s.facts().choices.placeFreeCaravan[r + 1][route]);
                    }
                }
            }
        } else if (step instanceof org.kontor.engine.merchants.cards.Step.FreeMerchantSteps) {
            offers.ready(merchantMoves(s, seat, c.remaining(), true));
        } else if (step instanceof org.kontor.engine.merchants.cards.Step.FreeCaravanSteps) {
            offers.ready(caravanMoves(s, seat, c.remaining(), true));
        }
        offers.add(Choices.SKIP_CARD_STEP);
    }

    private static final Resources ONE_SALT = Resources.of(Resource.SALT, 1);
    private static final Resources[] GRAIN = new Resources[8];

    static {
        for (int i = 0; i < GRAIN.length; i++) {
            GRAIN[i] = Resources.of(Resource.GRAIN, i);
        }
    }

    private static Resources grain(int count) {
        return count < GRAIN.length ? GRAIN[count] : Resources.of(Resource.GRAIN, count);
    }

    /**
     * Per merchant: the gate once, then its reachable intersections (bit words worked out once per
     * board, start and limit) less those the end rule closes, a few word operations. The moves go
     * out as (merchant, intersection, steps) entries read as the shared commands and prices:
     * nothing is made per move.
     */
    private static LegalAction merchantMoves(MerchantsState s, int seat, int limit, boolean free) {
        if (limit <= 0) {
            return null;
        }
        int freeSteps = free ? limit : -1;
        int[] merchants = s.player(seat).merchants();
        MerchantReach reach = Merchants.reach(s);
        Merchants.Ends ends = null;
        long[][] within = new long[merchants.length][];
        int n = 0;
        for (int m = 0; m < merchants.length; m++) {
            if (merchants[m] < 0 || Merchants.gate(s, seat, m, freeSteps) != null) {
                continue;
            }
            ends = ends != null ? ends : new Merchants.Ends(s, seat);
            within[m] = reach.within(merchants[m], limit);
            for (int w = 0; w < within[m].length; w++) {
                n += Long.bitCount(ends.mayEnd(w, within[m][w]));
            }
        }
        if (n == 0) {
            return null;
        }
        int[] entries = new int[n];
        n = 0;
        for (int m = 0; m < merchants.length; m++) {
            if (within[m] != null) {
                short[] steps = reach.distances(merchants[m]);
                for (int w = 0; w < within[m].length; w++) {
                    for (long open = ends.mayEnd(w, within[m][w]); open != 0; open &= open - 1) {
                        int at = w << 6 | Long.numberOfTrailingZeros(open);
                        entries[n++] = m << 30 | at << 8 | steps[at];
                    }
                }
            }
        }
        MerchantMoves moves = new MerchantMoves(s.facts().choices.moveMerchant, entries, n, free);
        return new LegalAction(K_MoveMerchant, Resources.NONE, 0, moves, false, moves.prices());
    }

    /**
     * Moves listed as compact entries, one int each, read as the shared command and price they
     * stand for: a listing makes no object per move.
     */
    private abstract static class EntryList extends FrozenView<Command> {
        private final int[] entries;
        private final int size;

        EntryList(int[] entries, int size) {
            this.entries = entries;
            this.size = size;
        }

        abstract Command command(int entry);

        abstract LegalAction.Price price(int entry);

        @Override
        public Command get(int index) {
            return command(entries[java.util.Objects.checkIndex(index, size)]);
        }

        @Override
        public int size() {
            return size;
        }

        /** Each choice's price, in the same order. */
        List<LegalAction.Price> prices() {
            return new FrozenView<>() {
                @Override
                public LegalAction.Price get(int index) {
                    return price(entries[java.util.Objects.checkIndex(index, size)]);
                }

                @Override
                public int size() {
                    return size;
                }
            };
        }
    }

    /** Merchant moves as entries {@code merchant << 30 | intersection << 8 | steps}. */
    private static final class MerchantMoves extends EntryList {
        private final Command.MoveMerchant[][] moves;
        private final boolean free;

        MerchantMoves(Command.MoveMerchant[][] moves, int[] entries, int size, boolean free) {
            super(entries, size);
            this.moves = moves;
            this.free = free;
        }

        @Override
        Command command(int entry) {
            return moves[entry >>> 30][(entry & 0x3fffffff) >>> 8];
        }

        @Override
        LegalAction.Price price(int entry) {
            int steps = entry & 0xff;
            return free ? PRICES[0][0] : steps < PRICE_FOR_STEPS.length ? PRICE_FOR_STEPS[steps]
                    : LegalActions.price(grain(Merchants.grainFor(steps)), 0);
        }
    }

    /**
     * Caravan moves, worked out when first read (a bot reads them in about a third of the listings
     * that offer them): the listing makes sure there is one by finding a first step that passes the
     * end and toll rule. A walk owes at least its first step's tolls, so when every first step owes
     * more than the seat has, there is none; when a first step only ends beside two caravans, a
     * longer walk may still pass, so then the moves are worked out now.
     */
    private static LegalAction caravanMoves(MerchantsState s, int seat, int limit, boolean free) {
        int firstSteps = firstSteps(s, seat, limit, free);
        if (firstSteps == NO_STEP) {
            return null;
        }
        if (firstSteps == CROWDED_STEP) {
            CaravanMoves moves = caravanMoveList(s, seat, limit, free);
            return moves == null ? null : new LegalAction(K_MoveCaravan, Resources.NONE, 0, moves, false, moves.prices());
        }
        Later<Command> moves = new Later<>() {
            @Override
            List<Command> make() {
                return caravanMoveList(s, seat, limit, free);
            }
        };
        Later<LegalAction.Price> prices = new Later<>() {
            @Override
            List<LegalAction.Price> make() {
                return ((CaravanMoves) moves.made()).prices();
            }
        };
        return new LegalAction(K_MoveCaravan, Resources.NONE, 0, moves, false, prices);
    }

    private static final int NO_STEP = 0;
    private static final int CROWDED_STEP = 1;
    private static final int FREE_STEP = 2;

    /**
     * The best a caravan's first step (a walk of one route, judged as every walk is) does:
     * {@link #FREE_STEP} when one passes, else {@link #CROWDED_STEP} when one only ends beside two
     * caravans, else {@link #NO_STEP}.
     */
    private static int firstSteps(MerchantsState s, int seat, int limit, boolean free) {
        if (limit <= 0) {
            return NO_STEP;
        }
        int freeSteps = free ? limit : -1;
        int[] caravans = s.player(seat).caravans();
        byte[] routeAt = s.routeAt();
        int best = NO_STEP;
        for (int c = 0; c < caravans.length; c++) {
            if (caravans[c] < 0 || Caravans.gate(s, seat, c, freeSteps) != null) {
                continue;
            }
            Caravans.Judge judge = null;
            for (int next : s.facts().topology.pathsNextToPath(caravans[c])) {
                if (routeAt[next] >= 0) {
                    judge = judge != null ? judge : new Caravans.Judge(s, seat, c);
                    int tolls = judge.tollsIfAllowed(next, 1 << routeAt[next]);
                    if (tolls >= 0) {
                        return FREE_STEP;
                    }
                    best = tolls == Caravans.ENDS_BESIDE_TWO ? CROWDED_STEP : best;
                }
            }
        }
        return best;
    }

    /**
     * Per caravan: the gate once, its walks along the routes (kept between calls), then the end
     * and toll rule per walk. The moves go out as entries read as the walks' commands and prices.
     */
    private static CaravanMoves caravanMoveList(MerchantsState s, int seat, int limit, boolean free) {
        int freeSteps = free ? limit : -1;
        int[] caravans = s.player(seat).caravans();
        CaravanWalks[] walks = null;
        int[] entries = null;
        int n = 0;
        for (int c = 0; c < caravans.length; c++) {
            if (caravans[c] < 0 || Caravans.gate(s, seat, c, freeSteps) != null) {
                continue;
            }
            CaravanWalks w = new CaravanWalks(s, c, caravans[c], limit);
            if (walks == null) {
                walks = new CaravanWalks[caravans.length];
                entries = new int[w.count * (caravans.length - c)];
            } else if (n + w.count > entries.length) {
                entries = java.util.Arrays.copyOf(entries, n + w.count);
            }
            walks[c] = w;
            Caravans.Judge judge = new Caravans.Judge(s, seat, c);
            for (int i = 0; i < w.count; i++) {
                int tolls = judge.tollsIfAllowed(w.ends[i], w.owners[i]);
                if (tolls >= 0) {
                    entries[n++] = c << 30 | tolls << 20 | i;
                }
            }
        }
        return n == 0 ? null : new CaravanMoves(walks, entries, n, free);
    }

    /**
     * A kind's choices (or their prices) made when first read. The listing has made sure the kind
     * has a choice, by the rule its choices are judged by; the state does not change, so the list
     * made later is the one that would have been made now.
     */
    private abstract static class Later<E> extends FrozenView<E> {
        // Made lists keep their contents in final fields: a thread that sees one sees it whole,
        // and two threads that both make it make equal lists.
        private List<E> made;

        abstract List<E> make();

        final List<E> made() {
            List<E> m = made;
            if (m == null) {
                m = make();
                made = m;
            }
            return m;
        }

        @Override
        public E get(int index) {
            return made().get(index);
        }

        @Override
        public int size() {
            return made().size();
        }
    }

    /** Caravan moves as entries {@code caravan << 30 | tolls << 20 | walk}, the walk an index into the caravan's walks. */
    private static final class CaravanMoves extends EntryList {
        private final CaravanWalks[] walks;
        private final boolean free;

        CaravanMoves(CaravanWalks[] walks, int[] entries, int size, boolean free) {
            super(entries, size);
            this.walks = walks;
            this.free = free;
        }

        @Override
        Command command(int entry) {
            return walks[entry >>> 30].move(entry & 0xfffff);
        }

        @Override
        LegalAction.Price price(int entry) {
            return LegalActions.price(free ? Resources.NONE : ONE_SALT, (entry & 0x3fffffff) >>> 20);
        }
    }

    /**
     * Deliveries at the kontors beside the seat's caravans and the routes they touched this turn
     * ({@link Deliveries#reached}), other seats' kontors without goods only: the check refuses the
     * rest. Most listings have no such kontor, which a first pass finds without making anything.
     */
    private static LegalAction deliveries(MerchantsState s, int seat) {
        Player me = s.player(seat);
        if (me.goodsFree() == 0 || !anyDeliveryCandidate(s, seat)) {
            return null;
        }
        int[] seen = new int[8];
        Picked deliveries = new Picked();
        int[] caravans = me.caravans();
        for (int c = 0; c < caravans.length; c++) {
            if (caravans[c] >= 0) {
                seen = deliveriesAt(s, seat, caravans[c], seen, deliveries);
            }
            for (int path : s.track().touched()[c]) {
                seen = deliveriesAt(s, seat, path, seen, deliveries);
            }
        }
        return deliveries.action(K_Deliver, Resources.NONE);
    }

    private static boolean anyDeliveryCandidate(MerchantsState s, int seat) {
        int[] caravans = s.player(seat).caravans();
        for (int c = 0; c < caravans.length; c++) {
            if (caravans[c] >= 0 && endsAtCandidate(s, seat, caravans[c])) {
                return true;
            }
            for (int path : s.track().touched()[c]) {
                if (endsAtCandidate(s, seat, path)) {
                    return true;
                }
            }
        }
        return false;
    }

    private static boolean endsAtCandidate(MerchantsState s, int seat, int path) {
        for (int end : s.facts().topology.intersectionsOfPath(path)) {
            if (deliveryCandidate(s, seat, end)) {
                return true;
            }
        }
        return false;
    }

    /** Another seat's (or a neutral) kontor without goods. */
    private static boolean deliveryCandidate(MerchantsState s, int seat, int at) {
        int owner = s.kontorAt()[at];
        return owner >= 0 && owner != seat && s.goodsAt()[at] < 0;
    }

    /** {@code seen}: the count, then the kontors looked at so far (a handful). */
    private static int[] deliveriesAt(MerchantsState s, int seat, int path, int[] seen, Picked deliveries) {
        for (int end : s.facts().topology.intersectionsOfPath(path)) {
            if (deliveryCandidate(s, seat, end) && !contains(seen, end)) {
                if (seen[0] + 1 == seen.length) {
                    seen = java.util.Arrays.copyOf(seen, seen.length * 2);
                }
                seen[++seen[0]] = end;
                Command.Deliver c = s.facts().choices.deliver[end];
                if (Deliveries.checkDeliver(s, seat, c) == null) {
                    deliveries.add(c);
                }
            }
        }
        return seen;
    }

    private static boolean contains(int[] seen, int end) {
        for (int i = 1; i <= seen[0]; i++) {
            if (seen[i] == end) {
                return true;
            }
        }
        return false;
    }

    /**
     * The action phase, the listing a game asks for most: each kind is made whole, in the order
     * the phone shows them, without {@link Offers}. Candidates are pre-filtered by cheap
     * conditions the check also tests (so nothing legal is skipped); the check still decides.
     */
    private static List<LegalAction> action(MerchantsState s, int seat) {
        LegalAction offer = offerTrade(s, seat);
        if (seat != s.active()) {
            return offer == null ? List.of() : List.of(offer);
        }
        Listed kinds = new Listed();
        Player me = s.player(seat);
        Resources hand = me.hand();
        int threes = 0;
        int inSupply = 0;
        for (int r = 0; r < MerchantsResources.KINDS; r++) {
            threes |= hand.count(r) >= BankTrade.RATES.rate(Resources.resource(r)) ? 1 << r : 0;
            inSupply |= s.bank().count(r) > 0 ? 1 << r : 0;
        }
        if (threes != 0) {
            kinds.add(passing(s, seat, BankActions.TRADE_WITH_BANK[threes][inSupply]));
            kinds.add(passing(s, seat, BankActions.TRADE_FOR_GOLD[threes]));
        }
        if (me.gold() >= BankTrade.GOLD_PRICE && s.goldPurchases() < BankTrade.GOLD_PURCHASES_PER_TURN) {
            kinds.add(passing(s, seat, BankActions.BUY_WITH_GOLD[inSupply]));
        }
        if (hand.covers(Building.CARD_COST)) {
            kinds.add(passing(s, seat, BUY_CARD));
        }
        if (!s.cardPlayed()) {
            kinds.add(cards(s, seat));
        }
        if (hand.covers(Building.MERCHANT_COST)) {
            kinds.add(buildMerchants(s, seat));
        }
        if (hand.covers(Building.CARAVAN_COST)) {
            kinds.add(buildCaravans(s, seat));
        }
        if (hand.grain() > 0) {
            kinds.add(merchantMoves(s, seat, Merchants.STEPS_PER_GRAIN * hand.grain(), false));
        }
        if (hand.salt() > 0) {
            kinds.add(caravanMoves(s, seat, Caravans.STEPS_PER_SALT, false));
        }
        kinds.add(deliveries(s, seat));
        if (hand.covers(TradeRoutes.COST) && me.routesLeft() > 0) {
            kinds.add(routes(s, seat, RouteFrontier.of(s, seat), false));
        }
        kinds.add(passing(s, seat, END_TURN));
        // Free-form kinds come after the listed ones.
        kinds.add(offer);
        return kinds.list();
    }

    /**
     * Merchants hired at the seat's kontors, with the replacements its pieces allow: every such
     * candidate passes the site's and the replacement's part of the check, so the first one's
     * whole check decides for all, and the rest are listed when first read.
     */
    private static LegalAction buildMerchants(MerchantsState s, int seat) {
        byte[] kontors = s.kontorAt();
        int first = 0;
        while (first < kontors.length && kontors[first] != seat) {
            first++;
        }
        int free = Player.freeSlot(s.player(seat).merchants());
        if (first == kontors.length
                || Building.checkMerchant(s, seat, s.facts().choices.buildMerchant[replacements(free)[0] + 1][first]) != null) {
            return null;
        }
        int from = first;
        return new LegalAction(K_BuildMerchant, Building.MERCHANT_COST, 0, new Later<>() {
            @Override
            List<Command> make() {
                Picked merchants = new Picked();
                for (int at = from; at < kontors.length; at++) {
                    if (kontors[at] == seat) {
                        for (int r : replacements(free)) {
                            merchants.add(s.facts().choices.buildMerchant[r + 1][at]);
                        }
                    }
                }
                return merchants.list();
            }
        }, false, List.of());
    }

    /**
     * Caravans formed beside the seat's routes that touch its kontors, with the replacements its
     * pieces allow: the listing finds the first that passes its check, the rest are listed when
     * first read.
     */
    private static LegalAction buildCaravans(MerchantsState s, int seat) {
        int first = caravanSites(s, seat, 0, null);
        if (first < 0) {
            return null;
        }
        return new LegalAction(K_BuildCaravan, Building.CARAVAN_COST, 0, new Later<>() {
            @Override
            List<Command> make() {
                Picked caravans = new Picked();
                caravanSites(s, seat, first, caravans);
                return caravans.list();
            }
        }, false, List.of());
    }

    /**
     * From path {@code from} on: each caravan that may be formed goes into {@code into}, or, with no
     * {@code into}, the first such path is returned; -1 when there is none.
     */
    private static int caravanSites(MerchantsState s, int seat, int from, Picked into) {
        byte[] routes = s.routeAt();
        int free = Player.freeSlot(s.player(seat).caravans());
        for (int path = from; path < routes.length; path++) {
            if (routes[path] == seat && s.touchesOwnKontor(seat, path)) {
                for (int r : replacements(free)) {
                    Command.BuildCaravan c = s.facts().choices.buildCaravan[r + 1][path];
                    if (Building.checkCaravan(s, seat, c) == null) {
                        if (into == null) {
                            return path;
                        }
                        into.add(c);
                    }
                }
            }
        }
        return -1;
    }

    /** The action phase's kinds in the order they are listed: at most one action per kind. */
    private static final class Listed {
        // Room for most listings (up to 13 kinds may come; most listings have 4 to 7).
        private LegalAction[] kinds = new LegalAction[8];
        private int size;

        /** A kind's action, or nothing (null). */
        void add(LegalAction kind) {
            if (kind != null) {
                if (size == kinds.length) {
                    kinds = java.util.Arrays.copyOf(kinds, 2 * size);
                }
                kinds[size++] = kind;
            }
        }

        List<LegalAction> list() {
            return new FrozenList<>(kinds, size);
        }
    }

    /**
     * A whole kind whose choices differ only where the caller built them to pass (see where it is
     * called), when its first choice passes the whole check; else null.
     */
    private static LegalAction passing(MerchantsState s, int seat, LegalAction action) {
        return action != null && MerchantsOfEurope.check(s, seat, action.choices().get(0)) == null ? action : null;
    }

    /**
     * A route frontier ({@link RouteFrontier}): each command differs from the next only in
     * its path, and every path on it passes the path's part of the check, so when the first
     * passes the whole check, all do. The list goes out as it is.
     */
    private static LegalAction routes(MerchantsState s, int seat, RouteFrontier frontier, boolean card) {
        int path = frontier.first();
        if (path < 0) {
            return null;
        }
        Command first = card ? s.facts().choices.buildCardRoute[path] : s.facts().choices.buildRoute[path];
        if (MerchantsOfEurope.check(s, seat, first) != null) {
            return null;
        }
        return new LegalAction(kind(first.getClass()), cost(first), 0, card ? frontier.cardRoutes : frontier.routes, false, List.of());
    }

    /** Trade offers are free-form: offered when the probe fails at most on its values. */
    private static LegalAction offerTrade(MerchantsState s, int seat) {
        Rejection r = PlayerTrade.checkOffer(s, seat, Choices.offerProbe(seat == s.active() ? s.nextSeat(seat) : s.active()));
        return passesBarItsValues(r) ? OFFER_TRADE : null;
    }

    /** A free-form probe's verdict: the kind is offered when it fails at most on its values (bad input or price). */
    private static boolean passesBarItsValues(Rejection r) {
        return r == null || r.kind() == RejectionKind.BAD_INPUT || r.kind() == RejectionKind.NOT_AFFORDABLE;
    }

    /** Candidates of one kind that passed their check, in the order found, made into the kind's action. */
    private static final class Picked {
        // Made with the first candidate that passes: mostly none does.
        private Object[] items;
        private int size;

        void add(Command c) {
            if (items == null) {
                items = new Object[8];
            } else if (size == items.length) {
                items = java.util.Arrays.copyOf(items, size * 2);
            }
            items[size++] = c;
        }

        /** The kind's action, or null when no candidate passed. Nothing writes the items after this. */
        LegalAction action(String kind, Resources cost) {
            return size == 0 ? null : new LegalAction(kind, cost, 0, list(), false, List.of());
        }

        /** The candidates that passed. Nothing writes the items after this. */
        List<Command> list() {
            return new FrozenList<>(items, size);
        }
    }

    private static final int[] FROM_SUPPLY = {-1};
    private static final int[] EITHER_PIECE = {0, 1};

    /** With a piece in the supply it is placed; with both out, either may be the one moved. */
    private static int[] replacements(int freeSlot) {
        return freeSlot >= 0 ? FROM_SUPPLY : EITHER_PIECE;
    }

    /**
     * Collects the candidates that pass the check, grouped by kind in first-seen order, for every
     * listing but the action phase's. All kinds share one array: a kind is a run of it, handed
     * out as a view, so a call allocates no array per kind and copies nothing while growing a kind.
     */
    private static final class Offers {
        final MerchantsState s;
        final int seat;
        /** The free-form kinds offered, listed after the others (null until one is). */
        private String[] freeForm;
        private int freeFormCount;
        // Room for most pending decisions' listings (kinds and runs grow as needed).
        private String[] kinds = new String[4];
        /** Per kind i: where its run starts in {@link #items} ({@code runs[2i]}) and its length ({@code runs[2i + 1]}). */
        private int[] runs = new int[8];
        /** Per kind i handed in whole ({@link #ready}): its action (null until one is). */
        private LegalAction[] whole;
        // Object arrays: storing into them needs no element type check.
        private Object[] items = new Object[16];
        private int used;
        private int kindCount;
        private String lastKind;
        private int lastAt;
        /** The kind {@link #alike} last saw, and whether its first candidate passed the check. */
        private String alikeKind;
        private boolean alikePasses;

        Offers(MerchantsState s, int seat) {
            this.s = s;
            this.seat = seat;
        }

        void add(Command c) {
            if (MerchantsOfEurope.check(s, seat, c) == null) {
                checked(c, kind(c.getClass()));
            }
        }

        // The hot kinds go straight to the rule MerchantsOfEurope.check would dispatch them to (the same function).

        void add(Command.PlaceFreeMerchant c) {
            if (DevelopmentCards.checkMerchant(s, seat, c) == null) {
                checked(c, K_PlaceFreeMerchant);
            }
        }

        void add(Command.PlaceFreeCaravan c) {
            if (DevelopmentCards.checkCaravan(s, seat, c) == null) {
                checked(c, K_PlaceFreeCaravan);
            }
        }

        void add(Command.Roll c) {
            if (Turns.checkRoll(s, seat, c) == null) {
                checked(c, K_Roll);
            }
        }

        void add(Command.PlaceSetupRoute c) {
            if (VariableSetup.checkPlaceSetupRoute(s, seat, c) == null) {
                checked(c, K_PlaceSetupRoute);
            }
        }

        /**
         * A candidate that differs from the others of its kind only in parts the caller built to
         * pass the check (see where it is called): the first one's whole check decides for all.
         */
        void alike(Command c, String kind) {
            if (kind != alikeKind) {
                alikeKind = kind;
                alikePasses = MerchantsOfEurope.check(s, seat, c) == null;
            }
            if (alikePasses) {
                checked(c, kind);
            }
        }

        /** A whole kind made and checked elsewhere, or nothing (null). */
        void ready(LegalAction action) {
            if (action != null) {
                int at = kindAt(action.kind());
                lastKind = null;
                if (whole == null) {
                    whole = new LegalAction[kinds.length];
                }
                whole[at] = action;
            }
        }

        /** A candidate that passed its check. */
        private void checked(Command c, String kind) {
            int at;
            if (kind == lastKind) {
                // Candidates come grouped by kind: most are the same kind as the one before.
                at = lastAt;
            } else {
                at = kindAt(kind);
                lastKind = kind;
                lastAt = at;
            }
            if (used == items.length) {
                grow();
            }
            items[used++] = c;
            runs[2 * at + 1]++;
        }

        private void grow() {
            items = java.util.Arrays.copyOf(items, used * 2);
        }

        /** The kind's index; its run is made the last one in the array, so the next choice extends it. */
        private int kindAt(String kind) {
            // Kinds are the annotation's interned names, so identity is enough.
            for (int i = kindCount - 1; i >= 0; i--) {
                if (kinds[i] == kind) {
                    // A kind seen before but not just now (number tokens alternate placing and
                    // moving): its run moves to the end, leaving an unused gap where it was.
                    int n = runs[2 * i + 1];
                    while (used + n >= items.length) {
                        grow();
                    }
                    System.arraycopy(items, runs[2 * i], items, used, n);
                    runs[2 * i] = used;
                    used += n;
                    return i;
                }
            }
            if (kindCount == kinds.length) {
                kinds = java.util.Arrays.copyOf(kinds, kindCount * 2);
                runs = java.util.Arrays.copyOf(runs, kindCount * 4);
                if (whole != null) {
                    whole = java.util.Arrays.copyOf(whole, kindCount * 2);
                }
            }
            kinds[kindCount] = kind;
            runs[2 * kindCount] = used;
            return kindCount++;
        }

        /**
         * A free-form kind is offered when a probe fails at most on its values (bad input or
         * price), not on whose turn or which phase it is. The probe itself is not listed.
         */
        void freeForm(Class<? extends Command> type, Command probe) {
            // Discards and cards handed over are owed by the seats the decision waits for; asking the
            // check would only build the refusal of an empty hand-over (its sentence names the count).
            if (probe instanceof Command.Discard || probe instanceof Command.GiveResources
                    ? s.pending().waitsFor(seat)
                    : passesBarItsValues(MerchantsOfEurope.check(s, seat, probe))) {
                if (freeForm == null) {
                    freeForm = new String[3];
                } else if (freeFormCount == freeForm.length) {
                    freeForm = java.util.Arrays.copyOf(freeForm, freeFormCount * 2);
                }
                freeForm[freeFormCount++] = LegalActions.kind(type);
            }
        }

        List<LegalAction> list() {
            LegalAction[] list = new LegalAction[kindCount + freeFormCount];
            for (int i = 0; i < kindCount; i++) {
                if (whole != null && whole[i] != null) {
                    list[i] = whole[i];
                    continue;
                }
                int start = runs[2 * i];
                int count = runs[2 * i + 1];
                Command first = (Command) items[start];
                if (count == 1) {
                    LegalAction alone = alone(first);
                    if (alone != null) {
                        list[i] = alone;
                        continue;
                    }
                }
                // Nothing writes these arrays any more: the record keeps the frozen views as they are.
                list[i] = new LegalAction(kinds[i], cost(first), goldCost(first), new FrozenList<>(items, start, count),
                        false, List.of());
            }
            for (int i = 0; i < freeFormCount; i++) {
                list[kindCount + i] = FREE_FORM.get(freeForm[i]);
            }
            return new FrozenList<>(list, list.length);
        }
    }

    /**
     * The bank kinds' actions by what the seat holds 3 of and what the supply has (a bit per
     * resource each), made once: the same masks always list the same choices, in the order a
     * listing per candidate would (what is given, then what is taken); null where nothing is.
     */
    private static final class BankActions {
        private static final int MASKS = 1 << MerchantsResources.KINDS;
        static final LegalAction[][] TRADE_WITH_BANK = new LegalAction[MASKS][MASKS];
        static final LegalAction[] TRADE_FOR_GOLD = new LegalAction[MASKS];
        static final LegalAction[] BUY_WITH_GOLD = new LegalAction[MASKS];

        static {
            for (int threes = 0; threes < MASKS; threes++) {
                List<Command> forGold = new ArrayList<>();
                for (int give = 0; give < MerchantsResources.KINDS; give++) {
                    if ((threes >> give & 1) != 0) {
                        forGold.add(Choices.tradeForGold(give));
                    }
                }
                TRADE_FOR_GOLD[threes] = action(K_TradeForGold, forGold, 0);
                for (int inSupply = 0; inSupply < MASKS; inSupply++) {
                    List<Command> trades = new ArrayList<>();
                    for (int give = 0; give < MerchantsResources.KINDS; give++) {
                        for (int take = 0; take < MerchantsResources.KINDS; take++) {
                            if ((threes >> give & 1) != 0 && (inSupply >> take & 1) != 0 && take != give) {
                                trades.add(Choices.tradeWithBank(give, take));
                            }
                        }
                    }
                    TRADE_WITH_BANK[threes][inSupply] = action(K_TradeWithBank, trades, 0);
                }
            }
            for (int inSupply = 0; inSupply < MASKS; inSupply++) {
                List<Command> buys = new ArrayList<>();
                for (int take = 0; take < MerchantsResources.KINDS; take++) {
                    if ((inSupply >> take & 1) != 0) {
                        buys.add(Choices.buyWithGold(take));
                    }
                }
                BUY_WITH_GOLD[inSupply] = action(K_BuyWithGold, buys, BankTrade.GOLD_PRICE);
            }
        }

        private static LegalAction action(String kind, List<Command> choices, int goldCost) {
            return choices.isEmpty() ? null : new LegalAction(kind, Resources.NONE, goldCost, choices, false);
        }
    }

    /** The commands that are offered alone, the same every time, as their whole action: made once. */
    private static final Command[] ALONE = {Choices.END_TURN, Choices.VIRTUAL_ROLL, Choices.BUY_CARD, Choices.SKIP_CARD_STEP,
        Choices.SKIP_STEAL, Choices.DECLINE_FREE_ROUTE, Choices.ACCEPT_TRADE, Choices.DECLINE_TRADE};
    private static final LegalAction[] ALONE_ACTIONS = new LegalAction[ALONE.length];

    static {
        for (int i = 0; i < ALONE.length; i++) {
            ALONE_ACTIONS[i] = new LegalAction(kind(ALONE[i].getClass()), cost(ALONE[i]), goldCost(ALONE[i]), List.of(ALONE[i]), false);
        }
    }

    // After ALONE_ACTIONS: read from them. The listings name these three every time.
    private static final LegalAction END_TURN = alone(Choices.END_TURN);
    private static final LegalAction VIRTUAL_ROLL = alone(Choices.VIRTUAL_ROLL);
    private static final LegalAction BUY_CARD = alone(Choices.BUY_CARD);

    /** The action for a command offered alone, when it is one of {@link #ALONE}; else null. */
    private static LegalAction alone(Command c) {
        for (int i = 0; i < ALONE.length; i++) {
            if (ALONE[i] == c) {
                return ALONE_ACTIONS[i];
            }
        }
        return null;
    }

    /** A free-form kind's action is the same every time: its kind and nothing listed. */
    private static final Map<String, LegalAction> FREE_FORM = freeForms();

    private static Map<String, LegalAction> freeForms() {
        Map<String, LegalAction> actions = new HashMap<>();
        for (String kind : NAMES.values()) {
            actions.put(kind, new LegalAction(kind, Resources.NONE, 0, List.of(), true, List.of()));
        }
        return Map.copyOf(actions);
    }

    // After FREE_FORM: read from it. Every action phase listing asks for it, for each seat.
    private static final LegalAction OFFER_TRADE = FREE_FORM.get(K_OfferTrade);

    /** Prices repeat (1 salt and 0..3 gold in tolls, grain by distance): shared constants for the common ones. */
    private static final LegalAction.Price[][] PRICES = new LegalAction.Price[GRAIN.length + 2][4];

    static {
        for (int g = 0; g < 4; g++) {
            PRICES[0][g] = new LegalAction.Price(Resources.NONE, g);
            PRICES[1][g] = new LegalAction.Price(ONE_SALT, g);
            for (int i = 0; i < GRAIN.length; i++) {
                PRICES[2 + i][g] = new LegalAction.Price(GRAIN[i], g);
            }
        }
    }

    // After PRICES: made from them.
    /** A paid merchant move's price by its steps (up to {@link MerchantReach#CAP}): 1 grain per 3 steps. */
    private static final LegalAction.Price[] PRICE_FOR_STEPS = new LegalAction.Price[MerchantReach.CAP + 1];

    static {
        for (int steps = 0; steps < PRICE_FOR_STEPS.length; steps++) {
            PRICE_FOR_STEPS[steps] = price(grain(Merchants.grainFor(steps)), 0);
        }
    }

    private static LegalAction.Price price(Resources cards, int gold) {
        if (gold >= 0 && gold < 4) {
            if (cards == Resources.NONE) {
                return PRICES[0][gold];
            }
            if (cards == ONE_SALT) {
                return PRICES[1][gold];
            }
            for (int i = 0; i < GRAIN.length; i++) {
                if (cards == GRAIN[i]) {
                    return PRICES[2 + i][gold];
                }
            }
        }
        return new LegalAction.Price(cards, gold);
    }

    private static Resources cost(Command c) {
        if (c instanceof Command.BuildRoute) return TradeRoutes.COST;
        if (c instanceof Command.BuildCaravan) return Building.CARAVAN_COST;
        if (c instanceof Command.BuildMerchant) return Building.MERCHANT_COST;
        if (c instanceof Command.BuyCard) return Building.CARD_COST;
        return Resources.NONE;
    }

    private static int goldCost(Command c) {
        return c instanceof Command.BuyWithGold ? BankTrade.GOLD_PRICE : 0;
    }
}
