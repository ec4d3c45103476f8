package org.kontor.engine.merchants;

import com.fasterxml.jackson.annotation.JsonSubTypes;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.kontor.engine.Rejection;
import org.kontor.engine.RejectionKind;
import org.kontor.engine.board.Resource;

/**
 * What a seat may do right now. Every candidate command goes through the same check
 * {@link MerchantsOfEurope#apply} uses, so a button on the phone is never refused and a refused
 * command never has a button.
 */
public final class LegalActions {

    private static final Map<Class<?>, String> KINDS = new HashMap<>();

    static {
        for (JsonSubTypes.Type t : Command.class.getAnnotation(JsonSubTypes.class).value()) {
            KINDS.put(t.value(), t.name());
        }
    }

    private LegalActions() {}

    /** The JSON name of a command, which is also its legal action's kind. */
    public static String kind(Class<? extends Command> type) {
        return KINDS.get(type);
    }

    static List<LegalAction> of(MerchantsState s, int seat) {
        Offers offers = new Offers(s, seat);
        Pending p = s.pending();
        if (p != null) {
            if (p instanceof Pending.Discard) {
                offers.freeForm(Command.Discard.class, new Command.Discard(null));
            } else if (p instanceof Pending.MoveRobber) {
                for (int hex = 0; hex < s.tokenAt().length; hex++) {
                    offers.add(new Command.MoveRobber(hex));
                }
            } else if (p instanceof Pending.ChooseVictim v) {
                for (int victim : v.candidates()) {
                    offers.add(new Command.Steal(victim));
                }
                offers.add(new Command.SkipSteal());
            } else if (p instanceof Pending.ChooseIsolatedCityPath c) {
                for (int i = 0; i < c.options().size(); i++) {
                    offers.add(new Command.ChoosePath(i));
                }
            } else if (p instanceof Pending.FreeRoute f) {
                for (int path : s.facts().topology.pathsNextToPath(f.doubleArrowPath())) {
                    offers.add(new Command.BuildFreeRoute(path));
                }
                offers.add(new Command.DeclineFreeRoute());
            } else if (p instanceof Pending.TradeOffer) {
                offers.add(new Command.AcceptTrade());
                offers.add(new Command.DeclineTrade());
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
                for (int at = s.facts().purpleSites.nextSetBit(0); at >= 0; at = s.facts().purpleSites.nextSetBit(at + 1)) {
                    offers.add(new Command.PlaceKontor(at));
                }
                break;
            case SETUP_ROUTES:
                for (int path = 0; path < s.routeAt().length; path++) {
                    offers.add(new Command.PlaceSetupRoute(path));
                }
                break;
            case BEFORE_ROLL:
                cards(s, seat, offers);
                roll(s, offers);
                break;
            case ACTION:
                action(s, seat, offers);
                break;
            default:
                throw new IllegalStateException(s.phase().name());
        }
        return offers.list();
    }

    private static void roll(MerchantsState s, Offers offers) {
        if (s.config().dice() == GameConfig.DiceSource.VIRTUAL) {
            offers.add(Command.Roll.virtual());
        } else {
            offers.freeForm(Command.Roll.class, Command.Roll.table(1, 1));
        }
    }

    private static void cards(MerchantsState s, int seat, Offers offers) {
        for (int card : s.player(seat).cards()) {
            offers.add(new Command.PlayCard(card));
        }
    }

    private static void action(MerchantsState s, int seat, Offers offers) {
        offers.freeForm(Command.OfferTrade.class,
                new Command.OfferTrade(seat == s.active() ? s.nextSeat(seat) : s.active(), Resources.NONE, 0, Resources.NONE, 0));
        if (seat != s.active()) {
            return;
        }
        Player me = s.player(seat);
        Resources hand = me.hand();
        for (Resource give : Resource.MERCHANTS) {
            if (hand.count(give) >= BankTrade.GIVE) {
                for (Resource take : Resource.MERCHANTS) {
                    offers.add(new Command.TradeWithBank(give, take));
                }
                offers.add(new Command.TradeForGold(give));
            }
        }
        if (me.gold() >= BankTrade.GOLD_PRICE) {
            for (Resource take : Resource.MERCHANTS) {
                offers.add(new Command.BuyWithGold(take));
            }
        }
        offers.add(new Command.BuyCard());
        cards(s, seat, offers);
        if (hand.covers(Building.MERCHANT_COST)) {
            int[] kontors = s.kontorAt();
            for (int at = 0; at < kontors.length; at++) {
                if (kontors[at] == seat) {
                    for (int replacing = -1; replacing < 2; replacing++) {
                        offers.add(new Command.BuildMerchant(at, replacing));
                    }
                }
            }
        }
        int[] routes = s.routeAt();
        if (hand.covers(Building.CARAVAN_COST)) {
            for (int path = 0; path < routes.length; path++) {
                if (routes[path] == seat) {
                    for (int replacing = -1; replacing < 2; replacing++) {
                        offers.add(new Command.BuildCaravan(path, replacing));
                    }
                }
            }
        }
        if (hand.covers(TradeRoutes.COST) && me.routesLeft() > 0) {
            for (int path = 0; path < routes.length; path++) {
                if (routes[path] == -1) {
                    offers.add(new Command.BuildRoute(path));
                }
            }
        }
        offers.add(new Command.EndTurn());
    }

    /** Collects the candidates that pass the check, grouped by kind in first-seen order. */
    private static final class Offers {
        final MerchantsState s;
        final int seat;
        private final Map<String, List<Command>> byKind = new LinkedHashMap<>();
        private final Map<String, Boolean> freeForm = new LinkedHashMap<>();

        Offers(MerchantsState s, int seat) {
            this.s = s;
            this.seat = seat;
        }

        void add(Command c) {
            if (MerchantsOfEurope.check(s, seat, c) == null) {
                byKind.computeIfAbsent(kind(c.getClass()), k -> new ArrayList<>()).add(c);
            }
        }

        /**
         * A free-form kind is offered when a probe fails at most on its values (bad input or
         * price), not on whose turn or which phase it is. The probe itself is not listed.
         */
        void freeForm(Class<? extends Command> type, Command probe) {
            Rejection r = MerchantsOfEurope.check(s, seat, probe);
            boolean gateOpen = probe instanceof Command.Discard
                    ? s.pending().waitsFor(seat)
                    : r == null || r.kind() == RejectionKind.BAD_INPUT || r.kind() == RejectionKind.NOT_AFFORDABLE;
            if (gateOpen) {
                freeForm.put(kind(type), true);
            }
        }

        List<LegalAction> list() {
            List<LegalAction> list = new ArrayList<>(byKind.size() + freeForm.size());
            for (Map.Entry<String, List<Command>> e : byKind.entrySet()) {
                Command first = e.getValue().get(0);
                list.add(new LegalAction(e.getKey(), cost(first), goldCost(first), e.getValue(), false));
            }
            for (String kind : freeForm.keySet()) {
                list.add(new LegalAction(kind, Resources.NONE, 0, List.of(), true));
            }
            return list;
        }
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
