package org.kontor.engine.merchants;

import com.fasterxml.jackson.annotation.JsonSubTypes;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * What a seat may do right now: the rules walked in the rulebook's order, each asked for the
 * commands it allows ({@link Listing}). A rule lists its candidates in its own file and keeps
 * those its own check accepts, the same check {@link MerchantsOfEurope#apply} asks, so a button
 * on the phone is never refused and a refused command never has a button.
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

    private LegalActions() {}

    /** The JSON name of a command, which is also its legal action's kind. */
    public static String kind(Class<? extends Command> type) {
        return NAMES.get(type);
    }

    static List<LegalAction> of(MerchantsState s, int seat) {
        if (s.winner() >= 0) {
            return List.of();
        }
        Listing out = new Listing();
        if (s.pending() != null) {
            decision(s, seat, s.pending(), out);
            return out.actions();
        }
        switch (s.phase()) {
            case SETUP_START_ROLL -> Turns.listRoll(s, seat, out);
            case SETUP_KONTORS, SETUP_NEUTRAL_KONTORS -> VariableSetup.listKontorSites(s, seat, out);
            case SETUP_ROUTES -> VariableSetup.listSetupRoutes(s, seat, out);
            case BEFORE_ROLL -> {
                DevelopmentCards.listCardsToPlay(s, seat, out);
                Turns.listRoll(s, seat, out);
            }
            case ACTION -> actionPhase(s, seat, out);
        }
        return out.actions();
    }

    /** The action phase: trade, build, move merchants, move caravans and deliver, end the turn. */
    private static void actionPhase(MerchantsState s, int seat, Listing out) {
        if (seat == s.active()) {
            BankTrade.listTrades(s, seat, out);
            BankTrade.listTradesForGold(s, seat, out);
            BankTrade.listGoldPurchases(s, seat, out);
            Building.listCardPurchase(s, seat, out);
            DevelopmentCards.listCardsToPlay(s, seat, out);
            Building.listMerchantHires(s, seat, out);
            Building.listCaravanFormations(s, seat, out);
            Merchants.listMoves(s, seat, out);
            Caravans.listMoves(s, seat, out);
            Deliveries.listDeliveries(s, seat, out);
            TradeRoutes.listRoutes(s, seat, out);
            Turns.listEndTurn(s, seat, out);
        }
        // Every seat may offer the active player a trade (free-form, listed last).
        PlayerTrade.listOffer(s, seat, out);
    }

    /** A decision the game waits for: only the commands that answer it. */
    private static void decision(MerchantsState s, int seat, Pending p, Listing out) {
        if (p instanceof Pending.Discard d) {
            Robber.listDiscard(s, seat, d, out);
        } else if (p instanceof Pending.MoveRobber) {
            Robber.listHexes(s, seat, out);
        } else if (p instanceof Pending.ChooseVictim v) {
            Robber.listVictims(s, seat, v, out);
        } else if (p instanceof Pending.TradeOffer) {
            PlayerTrade.listAnswers(s, seat, out);
        } else if (p instanceof Pending.ChooseIsolatedCityPath c) {
            IsolatedCities.listPaths(s, seat, c, out);
        } else if (p instanceof Pending.FreeRoute f) {
            DoubleArrows.listFreeRoutes(s, seat, f, out);
        } else if (p instanceof Pending.PlaceNumberToken t) {
            NumberTokens.listTokens(s, seat, t, out);
        } else if (p instanceof Pending.GiveResources g) {
            DevelopmentCards.listGive(s, seat, g, out);
        } else if (p instanceof Pending.CardStep c) {
            DevelopmentCards.listStep(s, seat, c, out);
        }
    }
}
