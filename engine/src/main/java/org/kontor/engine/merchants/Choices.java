package org.kontor.engine.merchants;

import org.kontor.engine.board.Resource;
import org.kontor.engine.board.Topology;
import org.kontor.engine.resources.Resources;

/**
 * Every command the legal actions list by target, made once per board (held by its
 * {@link BoardFacts}) and shared by all its games: commands are immutable values, so a listing hands out these instances instead of
 * making a hundred new ones per call (bots ask for legal actions before every command).
 */
final class Choices {

    private static final int RESOURCES = MerchantsResources.KINDS;

    static final Command.EndTurn END_TURN = new Command.EndTurn();
    static final Command.BuyCard BUY_CARD = new Command.BuyCard();
    static final Command.SkipCardStep SKIP_CARD_STEP = new Command.SkipCardStep();
    static final Command.SkipSteal SKIP_STEAL = new Command.SkipSteal();
    static final Command.DeclineFreeRoute DECLINE_FREE_ROUTE = new Command.DeclineFreeRoute();
    static final Command.AcceptTrade ACCEPT_TRADE = new Command.AcceptTrade();
    static final Command.DeclineTrade DECLINE_TRADE = new Command.DeclineTrade();
    static final Command.Roll VIRTUAL_ROLL = Command.Roll.virtual();
    /** [give][take], by resource index. */
    private static final Command.TradeWithBank[][] TRADE_WITH_BANK = new Command.TradeWithBank[RESOURCES][RESOURCES];
    private static final Command.TradeForGold[] TRADE_FOR_GOLD = new Command.TradeForGold[RESOURCES];
    private static final Command.BuyWithGold[] BUY_WITH_GOLD = new Command.BuyWithGold[RESOURCES];
    private static final Command.TakeResource[] TAKE_RESOURCE = new Command.TakeResource[RESOURCES];
    /** Card ids of the bundled deck and then some; a longer deck of one's own gets new commands beyond. */
    private static final Command.PlayCard[] PLAY_CARD = new Command.PlayCard[64];

    static {
        for (int give = 0; give < RESOURCES; give++) {
            for (int take = 0; take < RESOURCES; take++) {
                TRADE_WITH_BANK[give][take] = new Command.TradeWithBank(MerchantsResources.ALL.get(give), MerchantsResources.ALL.get(take));
            }
            TRADE_FOR_GOLD[give] = new Command.TradeForGold(MerchantsResources.ALL.get(give));
            BUY_WITH_GOLD[give] = new Command.BuyWithGold(MerchantsResources.ALL.get(give));
            TAKE_RESOURCE[give] = new Command.TakeResource(MerchantsResources.ALL.get(give));
        }
        for (int id = 0; id < PLAY_CARD.length; id++) {
            PLAY_CARD[id] = new Command.PlayCard(id);
        }
    }

    /** An offer of nothing to each seat: what the legal actions probe trade offers with. */
    private static final Command.OfferTrade[] OFFER_PROBE = new Command.OfferTrade[MerchantsState.NEUTRAL];

    static {
        for (int to = 0; to < OFFER_PROBE.length; to++) {
            OFFER_PROBE[to] = new Command.OfferTrade(to, Resources.NONE, 0, Resources.NONE, 0);
        }
    }

    static Command.OfferTrade offerProbe(int to) {
        return OFFER_PROBE[to];
    }

    static Command.TradeWithBank tradeWithBank(int give, int take) {
        return TRADE_WITH_BANK[give][take];
    }

    static Command.TradeForGold tradeForGold(int give) {
        return TRADE_FOR_GOLD[give];
    }

    static Command.BuyWithGold buyWithGold(int take) {
        return BUY_WITH_GOLD[take];
    }

    static Command.TakeResource takeResource(Resource r) {
        return TAKE_RESOURCE[Resources.index(r)];
    }

    static Command.PlayCard playCard(int id) {
        return id >= 0 && id < PLAY_CARD.length ? PLAY_CARD[id] : new Command.PlayCard(id);
    }

    /** [merchant][intersection]. */
    final Command.MoveMerchant[][] moveMerchant;
    /** [replacing + 1][intersection]: replacing -1 (from the supply), 0 or 1. */
    final Command.BuildMerchant[][] buildMerchant;
    final Command.PlaceFreeMerchant[][] placeFreeMerchant;
    /** [replacing + 1][path]. */
    final Command.BuildCaravan[][] buildCaravan;
    final Command.PlaceFreeCaravan[][] placeFreeCaravan;
    final Command.BuildRoute[] buildRoute;
    final Command.BuildCardRoute[] buildCardRoute;
    final Command.BuildFreeRoute[] buildFreeRoute;
    final Command.PlaceSetupRoute[] placeSetupRoute;
    final Command.PlaceKontor[] placeKontor;
    final Command.Deliver[] deliver;
    final Command.MoveRobber[] moveRobber;

    Choices(Topology topology) {
        int intersections = topology.intersectionCount();
        int paths = topology.pathCount();
        moveMerchant = new Command.MoveMerchant[2][intersections];
        buildMerchant = new Command.BuildMerchant[3][intersections];
        placeFreeMerchant = new Command.PlaceFreeMerchant[3][intersections];
        placeKontor = new Command.PlaceKontor[intersections];
        deliver = new Command.Deliver[intersections];
        for (int at = 0; at < intersections; at++) {
            for (int m = 0; m < 2; m++) {
                moveMerchant[m][at] = new Command.MoveMerchant(m, at);
            }
            for (int r = -1; r <= 1; r++) {
                buildMerchant[r + 1][at] = new Command.BuildMerchant(at, r);
                placeFreeMerchant[r + 1][at] = new Command.PlaceFreeMerchant(at, r);
            }
            placeKontor[at] = new Command.PlaceKontor(at);
            deliver[at] = new Command.Deliver(at);
        }
        buildCaravan = new Command.BuildCaravan[3][paths];
        placeFreeCaravan = new Command.PlaceFreeCaravan[3][paths];
        buildRoute = new Command.BuildRoute[paths];
        buildCardRoute = new Command.BuildCardRoute[paths];
        buildFreeRoute = new Command.BuildFreeRoute[paths];
        placeSetupRoute = new Command.PlaceSetupRoute[paths];
        for (int p = 0; p < paths; p++) {
            for (int r = -1; r <= 1; r++) {
                buildCaravan[r + 1][p] = new Command.BuildCaravan(p, r);
                placeFreeCaravan[r + 1][p] = new Command.PlaceFreeCaravan(p, r);
            }
            buildRoute[p] = new Command.BuildRoute(p);
            buildCardRoute[p] = new Command.BuildCardRoute(p);
            buildFreeRoute[p] = new Command.BuildFreeRoute(p);
            placeSetupRoute[p] = new Command.PlaceSetupRoute(p);
        }
        moveRobber = new Command.MoveRobber[topology.hexCount()];
        for (int h = 0; h < moveRobber.length; h++) {
            moveRobber[h] = new Command.MoveRobber(h);
        }
    }
}
