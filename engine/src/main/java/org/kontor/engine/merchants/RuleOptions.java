package org.kontor.engine.merchants;

/**
 * The rulebook's open questions, each answered by a named option. Where the Spanish rulebook (the
 * edition the players hold) says one thing and the English edition another, the default follows the
 * Spanish text and the option gives the English reading; where both are silent, the default is the
 * rules digest's recommendation (shared/reference/merchants-of-europe.md §3, §5).
 * docs/rules-merchants.md lists every option with the edition each reading follows.
 *
 * @param neutralKontorsClockwise 3-player variable setup: after the last third kontor, the
 *        other players place their neutral kontor clockwise (EN) instead of counterclockwise (ES, default)
 * @param startingResourcesFromNumberedHexesOnly variable setup: the third kontor yields only for
 *        hexes showing a number, instead of every adjacent land hex (default)
 * @param freeRouteInSetup a setup route on a double-arrow path gives a free route (default: no)
 * @param setupKontorsTakeCoastalGold setup kontors on coastal city sites pay their gold (default: no)
 * @param stealIsOptional after moving the robber the roller may decline to steal (ES "puedes
 *        robar", default); off: a steal is made whenever a victim with cards exists (EN "You then steal")
 * @param allowGifts a player trade may leave one side giving nothing (default: both sides give)
 * @param payEachNewlyConnectedCity when one route connects two isolated city sites, each pays
 *        (default, literal reading); false pays a given shortest path only once per route
 * @param doubleArrowChaining a free route on another double-arrow path gives another free route (default: no)
 * @param merchantMayEndOnOwnKontor a merchant may end on its owner's own kontor (ES: only "el kontor de
 *        otro jugador" is forbidden, default); off: never on any kontor (EN "or by a trading post")
 * @param merchantsOnLandOnly merchants walk only along land paths; default: along every path, sea lanes too
 * @param merchantMovesUnlimited a merchant may make several paid movements per turn; default: one movement
 *        action per merchant per turn (a card's free steps are extra)
 * @param merchantEndsWithoutFounding with no kontor left in storage a merchant may end on an empty city site
 *        and simply stand there; default: it may not end there
 */
public record RuleOptions(
        boolean neutralKontorsClockwise,
        boolean startingResourcesFromNumberedHexesOnly,
        boolean freeRouteInSetup,
        boolean setupKontorsTakeCoastalGold,
        boolean stealIsOptional,
        boolean allowGifts,
        boolean payEachNewlyConnectedCity,
        boolean doubleArrowChaining,
        boolean merchantMayEndOnOwnKontor,
        boolean merchantsOnLandOnly,
        boolean merchantMovesUnlimited,
        boolean merchantEndsWithoutFounding) {

    public static final RuleOptions DEFAULTS = new RuleOptions(false, false, false, false, true, false, true, false,
            true, false, false, false);

    /** The English edition's readings where it departs from the Spanish text (docs/rules-merchants.md). */
    public RuleOptions english() {
        return withNeutralKontorsClockwise(true).withStealIsOptional(false).withMerchantMayEndOnOwnKontor(false);
    }

    public RuleOptions withNeutralKontorsClockwise(boolean on) {
        return new RuleOptions(on, startingResourcesFromNumberedHexesOnly, freeRouteInSetup, setupKontorsTakeCoastalGold, stealIsOptional, allowGifts, payEachNewlyConnectedCity, doubleArrowChaining, merchantMayEndOnOwnKontor, merchantsOnLandOnly, merchantMovesUnlimited, merchantEndsWithoutFounding);
    }

    public RuleOptions withStartingResourcesFromNumberedHexesOnly(boolean on) {
        return new RuleOptions(neutralKontorsClockwise, on, freeRouteInSetup, setupKontorsTakeCoastalGold, stealIsOptional, allowGifts, payEachNewlyConnectedCity, doubleArrowChaining, merchantMayEndOnOwnKontor, merchantsOnLandOnly, merchantMovesUnlimited, merchantEndsWithoutFounding);
    }

    public RuleOptions withFreeRouteInSetup(boolean on) {
        return new RuleOptions(neutralKontorsClockwise, startingResourcesFromNumberedHexesOnly, on, setupKontorsTakeCoastalGold, stealIsOptional, allowGifts, payEachNewlyConnectedCity, doubleArrowChaining, merchantMayEndOnOwnKontor, merchantsOnLandOnly, merchantMovesUnlimited, merchantEndsWithoutFounding);
    }

    public RuleOptions withSetupKontorsTakeCoastalGold(boolean on) {
        return new RuleOptions(neutralKontorsClockwise, startingResourcesFromNumberedHexesOnly, freeRouteInSetup, on, stealIsOptional, allowGifts, payEachNewlyConnectedCity, doubleArrowChaining, merchantMayEndOnOwnKontor, merchantsOnLandOnly, merchantMovesUnlimited, merchantEndsWithoutFounding);
    }

    public RuleOptions withStealIsOptional(boolean on) {
        return new RuleOptions(neutralKontorsClockwise, startingResourcesFromNumberedHexesOnly, freeRouteInSetup, setupKontorsTakeCoastalGold, on, allowGifts, payEachNewlyConnectedCity, doubleArrowChaining, merchantMayEndOnOwnKontor, merchantsOnLandOnly, merchantMovesUnlimited, merchantEndsWithoutFounding);
    }

    public RuleOptions withAllowGifts(boolean on) {
        return new RuleOptions(neutralKontorsClockwise, startingResourcesFromNumberedHexesOnly, freeRouteInSetup, setupKontorsTakeCoastalGold, stealIsOptional, on, payEachNewlyConnectedCity, doubleArrowChaining, merchantMayEndOnOwnKontor, merchantsOnLandOnly, merchantMovesUnlimited, merchantEndsWithoutFounding);
    }

    public RuleOptions withPayEachNewlyConnectedCity(boolean on) {
        return new RuleOptions(neutralKontorsClockwise, startingResourcesFromNumberedHexesOnly, freeRouteInSetup, setupKontorsTakeCoastalGold, stealIsOptional, allowGifts, on, doubleArrowChaining, merchantMayEndOnOwnKontor, merchantsOnLandOnly, merchantMovesUnlimited, merchantEndsWithoutFounding);
    }

    public RuleOptions withDoubleArrowChaining(boolean on) {
        return new RuleOptions(neutralKontorsClockwise, startingResourcesFromNumberedHexesOnly, freeRouteInSetup, setupKontorsTakeCoastalGold, stealIsOptional, allowGifts, payEachNewlyConnectedCity, on, merchantMayEndOnOwnKontor, merchantsOnLandOnly, merchantMovesUnlimited, merchantEndsWithoutFounding);
    }

    public RuleOptions withMerchantMayEndOnOwnKontor(boolean on) {
        return new RuleOptions(neutralKontorsClockwise, startingResourcesFromNumberedHexesOnly, freeRouteInSetup, setupKontorsTakeCoastalGold, stealIsOptional, allowGifts, payEachNewlyConnectedCity, doubleArrowChaining, on, merchantsOnLandOnly, merchantMovesUnlimited, merchantEndsWithoutFounding);
    }

    public RuleOptions withMerchantsOnLandOnly(boolean on) {
        return new RuleOptions(neutralKontorsClockwise, startingResourcesFromNumberedHexesOnly, freeRouteInSetup, setupKontorsTakeCoastalGold, stealIsOptional, allowGifts, payEachNewlyConnectedCity, doubleArrowChaining, merchantMayEndOnOwnKontor, on, merchantMovesUnlimited, merchantEndsWithoutFounding);
    }

    public RuleOptions withMerchantMovesUnlimited(boolean on) {
        return new RuleOptions(neutralKontorsClockwise, startingResourcesFromNumberedHexesOnly, freeRouteInSetup, setupKontorsTakeCoastalGold, stealIsOptional, allowGifts, payEachNewlyConnectedCity, doubleArrowChaining, merchantMayEndOnOwnKontor, merchantsOnLandOnly, on, merchantEndsWithoutFounding);
    }

    public RuleOptions withMerchantEndsWithoutFounding(boolean on) {
        return new RuleOptions(neutralKontorsClockwise, startingResourcesFromNumberedHexesOnly, freeRouteInSetup, setupKontorsTakeCoastalGold, stealIsOptional, allowGifts, payEachNewlyConnectedCity, doubleArrowChaining, merchantMayEndOnOwnKontor, merchantsOnLandOnly, merchantMovesUnlimited, on);
    }

    /** Each option by its name, in order: the names the setup page and {@code kontor play --option} use. */
    public java.util.Map<String, Boolean> byName() {
        java.util.Map<String, Boolean> byName = new java.util.LinkedHashMap<>();
        byName.put("neutralKontorsClockwise", neutralKontorsClockwise);
        byName.put("startingResourcesFromNumberedHexesOnly", startingResourcesFromNumberedHexesOnly);
        byName.put("freeRouteInSetup", freeRouteInSetup);
        byName.put("setupKontorsTakeCoastalGold", setupKontorsTakeCoastalGold);
        byName.put("stealIsOptional", stealIsOptional);
        byName.put("allowGifts", allowGifts);
        byName.put("payEachNewlyConnectedCity", payEachNewlyConnectedCity);
        byName.put("doubleArrowChaining", doubleArrowChaining);
        byName.put("merchantMayEndOnOwnKontor", merchantMayEndOnOwnKontor);
        byName.put("merchantsOnLandOnly", merchantsOnLandOnly);
        byName.put("merchantMovesUnlimited", merchantMovesUnlimited);
        byName.put("merchantEndsWithoutFounding", merchantEndsWithoutFounding);
        return java.util.Collections.unmodifiableMap(byName);
    }

    /**
     * The options named "on" or "off" in {@code chosen} (other keys are not rule options and are
     * left alone), the defaults for the rest. {@link IllegalArgumentException} for another value.
     */
    public static RuleOptions of(java.util.Map<String, String> chosen) {
        java.util.Map<String, Boolean> o = new java.util.HashMap<>(DEFAULTS.byName());
        for (String name : DEFAULTS.byName().keySet()) {
            String value = chosen.get(name);
            if (value != null) {
                if (!value.equals("on") && !value.equals("off")) {
                    throw new IllegalArgumentException("The rule option " + name + " is on or off, not \"" + value + "\".");
                }
                o.put(name, value.equals("on"));
            }
        }
        return new RuleOptions(o.get("neutralKontorsClockwise"), o.get("startingResourcesFromNumberedHexesOnly"),
                o.get("freeRouteInSetup"), o.get("setupKontorsTakeCoastalGold"), o.get("stealIsOptional"),
                o.get("allowGifts"), o.get("payEachNewlyConnectedCity"), o.get("doubleArrowChaining"),
                o.get("merchantMayEndOnOwnKontor"), o.get("merchantsOnLandOnly"), o.get("merchantMovesUnlimited"),
                o.get("merchantEndsWithoutFounding"));
    }
}
