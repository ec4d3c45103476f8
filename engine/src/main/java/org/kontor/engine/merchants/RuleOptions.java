package org.kontor.engine.merchants;

/**
 * The rulebook's open questions, each answered by a named option. The defaults are the
 * readings recommended in the rules digest (shared/reference/merchants-of-europe.md §3, §5);
 * docs/rules-merchants.md lists them with the other reading.
 *
 * @param neutralKontorsClockwise 3-player variable setup: after the last third kontor, the
 *        other players place their neutral kontor clockwise (EN) instead of counterclockwise (ES, default)
 * @param startingResourcesFromNumberedHexesOnly variable setup: the third kontor yields only for
 *        hexes showing a number, instead of every adjacent land hex (default)
 * @param freeRouteInSetup a setup route on a double-arrow path gives a free route (default: no)
 * @param setupKontorsTakeCoastalGold setup kontors on coastal city sites pay their gold (default: no)
 * @param stealIsOptional after moving the robber the roller may decline to steal (ES "puedes
 *        robar"); default: a steal is made whenever a victim with cards exists (EN)
 * @param allowGifts a player trade may leave one side giving nothing (default: both sides give)
 * @param payEachNewlyConnectedCity when one route connects two isolated city sites, each pays
 *        (default, literal reading); false pays a given shortest path only once per route
 * @param doubleArrowChaining a free route on another double-arrow path gives another free route (default: no)
 */
public record RuleOptions(
        boolean neutralKontorsClockwise,
        boolean startingResourcesFromNumberedHexesOnly,
        boolean freeRouteInSetup,
        boolean setupKontorsTakeCoastalGold,
        boolean stealIsOptional,
        boolean allowGifts,
        boolean payEachNewlyConnectedCity,
        boolean doubleArrowChaining) {

    public static final RuleOptions DEFAULTS = new RuleOptions(false, false, false, false, false, false, true, false);

    public RuleOptions withDoubleArrowChaining(boolean on) {
        return new RuleOptions(neutralKontorsClockwise, startingResourcesFromNumberedHexesOnly, freeRouteInSetup,
                setupKontorsTakeCoastalGold, stealIsOptional, allowGifts, payEachNewlyConnectedCity, on);
    }

    public RuleOptions withStealIsOptional(boolean on) {
        return new RuleOptions(neutralKontorsClockwise, startingResourcesFromNumberedHexesOnly, freeRouteInSetup,
                setupKontorsTakeCoastalGold, on, allowGifts, payEachNewlyConnectedCity, doubleArrowChaining);
    }

    public RuleOptions withAllowGifts(boolean on) {
        return new RuleOptions(neutralKontorsClockwise, startingResourcesFromNumberedHexesOnly, freeRouteInSetup,
                setupKontorsTakeCoastalGold, stealIsOptional, on, payEachNewlyConnectedCity, doubleArrowChaining);
    }

    public RuleOptions withPayEachNewlyConnectedCity(boolean on) {
        return new RuleOptions(neutralKontorsClockwise, startingResourcesFromNumberedHexesOnly, freeRouteInSetup,
                setupKontorsTakeCoastalGold, stealIsOptional, allowGifts, on, doubleArrowChaining);
    }

    public RuleOptions withNeutralKontorsClockwise(boolean on) {
        return new RuleOptions(on, startingResourcesFromNumberedHexesOnly, freeRouteInSetup,
                setupKontorsTakeCoastalGold, stealIsOptional, allowGifts, payEachNewlyConnectedCity, doubleArrowChaining);
    }
}
