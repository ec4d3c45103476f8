package org.kontor.engine.merchants;

import java.util.ArrayList;
import java.util.List;
import org.kontor.engine.Rejection;
import org.kontor.engine.RejectionKind;
import org.kontor.engine.resources.Resources;

/**
 * A listing of what a seat may do, as the rule files fill it: each rule offers its candidates
 * with its own check's verdict, and only those the check accepts are kept. Kinds come out in the
 * order their first choice came in, the free-form kinds after them (the phone shows them so).
 */
final class Listing {

    private final List<Kind> kinds = new ArrayList<>(8);
    private final List<String> freeForm = new ArrayList<>(2);

    /** Keeps {@code c} when its rule's check passed it ({@code verdict} null). */
    void keep(Command c, Rejection verdict) {
        if (verdict == null) {
            kind(c).add(c, null);
        }
    }

    /** The same, for kinds whose price differs by choice (merchant and caravan moves). */
    void keep(Command c, Rejection verdict, LegalAction.Price price) {
        if (verdict == null) {
            kind(c).add(c, price);
        }
    }

    /**
     * A kind its rule made whole, with choices it checked one by one and makes when read (caravan
     * moves); nothing when null.
     */
    void keep(LegalAction whole) {
        if (whole != null) {
            Kind k = kind(whole.choices().get(0).getClass());
            k.whole = whole;
        }
    }

    /** A free-form kind (values entered by the player, checked when given), offered when {@code open}. */
    void freeForm(Class<? extends Command> type, boolean open) {
        if (open) {
            freeForm.add(LegalActions.kind(type));
        }
    }

    /**
     * A free-form kind offered when a probe with made-up values fails at most on those values
     * (bad input or price), not on whose turn or which phase it is. The probe itself is not listed.
     */
    void freeForm(Class<? extends Command> type, Rejection probeVerdict) {
        freeForm(type, probeVerdict == null || probeVerdict.kind() == RejectionKind.BAD_INPUT
                || probeVerdict.kind() == RejectionKind.NOT_AFFORDABLE);
    }

    List<LegalAction> actions() {
        if (kinds.isEmpty() && freeForm.isEmpty()) {
            return List.of();
        }
        LegalAction[] actions = new LegalAction[kinds.size() + freeForm.size()];
        int n = 0;
        for (Kind k : kinds) {
            actions[n++] = k.action();
        }
        for (String kind : freeForm) {
            actions[n++] = new LegalAction(kind, Resources.NONE, 0, List.of(), true, List.of());
        }
        return new FrozenList<>(actions, n);
    }

    private Kind kind(Command c) {
        return kind(c.getClass());
    }

    private Kind kind(Class<? extends Command> type) {
        // A kind is a command class. Choices come grouped by kind: the last kind is nearly always the one.
        for (int i = kinds.size() - 1; i >= 0; i--) {
            if (kinds.get(i).type == type) {
                return kinds.get(i);
            }
        }
        Kind k = new Kind(type);
        kinds.add(k);
        return k;
    }

    /** One kind's choices so far, and their prices when they differ by choice. */
    private static final class Kind {
        final Class<?> type;
        // Room for most kinds; merchant moves may number a few hundred.
        private Object[] choices = new Object[16];
        private Object[] prices;
        private int size;
        /** A kind made whole by its rule ({@link #keep(LegalAction)}), or null. */
        LegalAction whole;

        Kind(Class<? extends Command> type) {
            this.type = type;
        }

        void add(Command c, LegalAction.Price price) {
            if (size == choices.length) {
                choices = java.util.Arrays.copyOf(choices, size * 2);
            }
            choices[size] = c;
            if (price != null) {
                if (prices == null) {
                    prices = new Object[choices.length];
                } else if (prices.length < choices.length) {
                    prices = java.util.Arrays.copyOf(prices, choices.length);
                }
                prices[size] = price;
            }
            size++;
        }

        /** Nothing writes the arrays after this: the action keeps them as frozen views. */
        LegalAction action() {
            if (whole != null) {
                return whole;
            }
            Command first = (Command) choices[0];
            List<LegalAction.Price> priced = prices == null ? List.of() : new FrozenList<>(prices, size);
            return new LegalAction(LegalActions.kind(first.getClass()), cost(first), goldCost(first), new FrozenList<>(choices, size), false, priced);
        }
    }

    /** The cards a kind's button shows as its price, where every choice of the kind costs the same. */
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
