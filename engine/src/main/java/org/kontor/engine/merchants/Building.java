package org.kontor.engine.merchants;

import org.kontor.engine.Phrase;
import java.util.Arrays;
import org.kontor.engine.Rejection;
import org.kontor.engine.referee.Refusals;
import org.kontor.engine.resources.Resources;

/**
 * Building and buying (rulebook p. 6–7): a development card, a merchant and a caravan. Trade
 * routes have their own rules in {@link TradeRoutes}. With both merchants (or caravans) on the
 * board, paying again moves one of them: the command names which.
 */
final class Building {

    static final Resources CARD_COST = new Resources(0, 1, 0, 0, 1);
    static final Resources MERCHANT_COST = new Resources(1, 1, 1, 0, 0);
    static final Resources CARAVAN_COST = new Resources(1, 0, 0, 1, 1);
    static final int CARAVANS_PER_ROUTE = 2;

    private Building() {}

    static Rejection checkBuyCard(MerchantsState s, int seat, Command.BuyCard c) {
        Rejection r = Gates.activeInActionPhase(s, seat);
        if (r == null) {
            r = Gates.pay(s, seat, CARD_COST, Phrase.of("merchants.thing.development-card"));
        }
        if (r == null && s.deck().length == 0 && s.discards().length == 0) {
            r = Refusals.notNow("merchants.all-development-cards-are-in-players");
        }
        return r;
    }

    static void buyCard(Draft d, int seat, Command.BuyCard c) {
        d.take(seat, CARD_COST);
        d.event(new Event.CardsPaid(seat, CARD_COST));
        if (d.deck.length == 0) {
            // The played cards are shuffled into a new stack once the stack runs out.
            int[] reshuffled = d.discards.clone();
            d.rng = d.rng.shuffle(reshuffled);
            d.deck = reshuffled;
            d.discards = new int[0];
            d.event(new Event.DeckReshuffled(reshuffled.length));
        }
        int card = d.deck[0];
        d.deck = Arrays.copyOfRange(d.deck, 1, d.deck.length);
        Player p = d.player(seat);
        int[] cards = Arrays.copyOf(p.cards(), p.cards().length + 1);
        cards[cards.length - 1] = card;
        d.setPlayer(seat, p.withCards(cards, p.newCards() + 1));
        d.event(new Event.CardBought(seat, card));
    }

    static Rejection checkMerchant(MerchantsState s, int seat, Command.BuildMerchant c) {
        Rejection r = Gates.activeInActionPhase(s, seat);
        if (r != null) {
            return r;
        }
        int at = c.intersection();
        if (at < 0 || at >= s.kontorAt().length) {
            return Refusals.badInput("merchants.there-is-no-intersection-on-this", at);
        }
        if (s.kontorAt()[at] != seat) {
            return Refusals.notNow("merchants.new-merchant-starts-next-to-one");
        }
        r = replacing(s.player(seat).merchants(), c.replacing(), true);
        return r != null ? r : Gates.pay(s, seat, MERCHANT_COST, Phrase.of("merchants.thing.merchant"));
    }

    static void buildMerchant(Draft d, int seat, Command.BuildMerchant c) {
        d.bank = d.bank.plus(MERCHANT_COST);
        d.event(new Event.CardsPaid(seat, MERCHANT_COST));
        Player p = d.player(seat);
        int slot = c.replacing() >= 0 ? c.replacing() : Player.freeSlot(p.merchants());
        int from = p.merchants()[slot];
        // Paying and placing make one new player: the merchant comes from the supply (or the board) to its kontor.
        d.setPlayer(seat, p.withMerchantMoved(slot, c.intersection(), p.hand().minus(MERCHANT_COST)));
        d.event(new Event.MerchantPlaced(seat, c.intersection(), from));
    }

    static Rejection checkCaravan(MerchantsState s, int seat, Command.BuildCaravan c) {
        Rejection r = Gates.activeInActionPhase(s, seat);
        if (r == null) {
            r = caravanPlace(s, seat, c.path(), c.replacing());
        }
        return r != null ? r : Gates.pay(s, seat, CARAVAN_COST, Phrase.of("merchants.thing.caravan"));
    }

    /** Where a new caravan may go, bought or free. */
    static Rejection caravanPlace(MerchantsState s, int seat, int path, int replacing) {
        if (path < 0 || path >= s.routeAt().length) {
            return Refusals.badInput("merchants.there-is-no-path-on-this", path);
        }
        if (s.routeAt()[path] != seat || !s.touchesOwnKontor(seat, path)) {
            return Refusals.notNow("merchants.new-caravan-goes-beside-one-of");
        }
        Rejection r = replacing(s.player(seat).caravans(), replacing, false);
        if (r != null) {
            return r;
        }
        int already = s.caravansOn(path) - (replacing >= 0 && s.player(seat).caravans()[replacing] == path ? 1 : 0);
        if (already >= CARAVANS_PER_ROUTE) {
            return Refusals.notNow("merchants.route-has-two-caravans");
        }
        return null;
    }

    static void buildCaravan(Draft d, int seat, Command.BuildCaravan c) {
        d.bank = d.bank.plus(CARAVAN_COST);
        d.event(new Event.CardsPaid(seat, CARAVAN_COST));
        placeCaravan(d, seat, c.path(), c.replacing(), d.player(seat).hand().minus(CARAVAN_COST));
    }

    static void placeCaravan(Draft d, int seat, int path, int replacing) {
        placeCaravan(d, seat, path, replacing, d.player(seat).hand());
    }

    /** {@code hand}: the builder's hand after paying (paying and placing make one new player). */
    private static void placeCaravan(Draft d, int seat, int path, int replacing, Resources hand) {
        Player p = d.player(seat);
        int slot = replacing >= 0 ? replacing : Player.freeSlot(p.caravans());
        int from = p.caravans()[slot];
        d.setPlayer(seat, p.withCaravanMoved(slot, path, hand, p.gold()));
        Caravans.placed(d, slot, path);
        d.event(new Event.CaravanPlaced(seat, path, from));
    }

    /** With a piece in the supply, none is replaced; with both on the board, one must be named. */
    static Rejection replacing(int[] pieces, int replacing, boolean merchants) {
        boolean oneLeft = Player.freeSlot(pieces) >= 0;
        if (oneLeft && replacing != -1) {
            return Refusals.badInput(merchants ? "merchants.merchant-still-in-supply" : "merchants.caravan-still-in-supply");
        }
        if (!oneLeft && (replacing < 0 || replacing >= pieces.length)) {
            return Refusals.badInput(merchants ? "merchants.both-merchants-on-board" : "merchants.both-caravans-on-board");
        }
        return null;
    }

    static void listCardPurchase(MerchantsState s, int seat, Listing out) {
        if (!s.player(seat).hand().covers(CARD_COST)) {
            return;
        }
        out.keep(Choices.BUY_CARD, checkBuyCard(s, seat, Choices.BUY_CARD));
    }

    /** A merchant hired at each of the seat's kontors, with the replacements its pieces allow. */
    static void listMerchantHires(MerchantsState s, int seat, Listing out) {
        if (!s.player(seat).hand().covers(MERCHANT_COST)) {
            return;
        }
        for (int at = 0; at < s.kontorAt().length; at++) {
            if (s.kontorAt()[at] == seat) {
                for (int replacing : replacements(s.player(seat).merchants())) {
                    Command.BuildMerchant c = s.facts().choices.buildMerchant[replacing + 1][at];
                    out.keep(c, checkMerchant(s, seat, c));
                }
            }
        }
    }

    /** A caravan formed beside each of the seat's routes that touch its kontors, with the replacements its pieces allow. */
    static void listCaravanFormations(MerchantsState s, int seat, Listing out) {
        if (!s.player(seat).hand().covers(CARAVAN_COST)) {
            return;
        }
        for (int path = 0; path < s.routeAt().length; path++) {
            if (s.routeAt()[path] == seat && s.touchesOwnKontor(seat, path)) {
                for (int replacing : replacements(s.player(seat).caravans())) {
                    Command.BuildCaravan c = s.facts().choices.buildCaravan[replacing + 1][path];
                    out.keep(c, checkCaravan(s, seat, c));
                }
            }
        }
    }

    private static final int[] FROM_SUPPLY = {-1};
    private static final int[] EITHER_PIECE = {0, 1};

    /** With a piece in the supply it is placed (-1: nothing replaced); with both out, either may be the one moved. */
    static int[] replacements(int[] pieces) {
        return Player.freeSlot(pieces) >= 0 ? FROM_SUPPLY : EITHER_PIECE;
    }
}
