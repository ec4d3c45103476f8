package org.kontor.engine.elasund;

/**
 * The readings where the rules leave room (docs/rules-elasund.md, "Rule options"); the defaults
 * are the recommended ones.
 *
 * @param deck which box's cards: "en" (51 gold, 39 influence) or "de" (56, 54)
 * @param spentUnderDeck spent and discarded influence goes under the deck (else to a discard pile, reshuffled when the deck runs out)
 * @param piratesCountTowers wall towers beside the pirates' row count as cubes in that row
 * @param tradeFlagsRetroactive a player reaching a trade space may also claim a free flag on a space passed earlier
 * @param cottageAfterChurch a cottage displaced by a church tile is re-placed (else it leaves the game)
 * @param cottageOnOwnPermit a cottage may be re-placed over its owner's own permit, which goes back to them
 * @param blueWallsFirst the 4-gold wall slots open only when every 2-gold slot is built
 * @param winAtOnce a player wins the moment all 10 cubes are on the board (else at the end of their own turn)
 * @param feePerBuilding overbuilding same-size buildings costs 3 influence per building covered (else once)
 * @param exhaustionMostHeld at card exhaustion the engine takes each player's influence cards, the most-held colour
 *        first (else each player chooses, as the rulebook says); the reading games saved before the players chose keep
 */
public record RuleOptions(String deck, boolean spentUnderDeck, boolean piratesCountTowers, boolean tradeFlagsRetroactive,
                          boolean cottageAfterChurch, boolean cottageOnOwnPermit, boolean blueWallsFirst, boolean winAtOnce,
                          boolean feePerBuilding, boolean exhaustionMostHeld) {

    public static RuleOptions standard() {
        return new RuleOptions("en", false, false, false, true, true, false, false, false, false);
    }
}
