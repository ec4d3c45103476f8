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
 * @param startPlayer the seat who starts, chosen at the table; {@link #OPENING_ROLL} (the default) when everyone
 *        rolls the dice and the highest roll starts, as the rulebook says
 * @param spentPaysProduction the spent influence is shuffled into the deck whenever the deck runs short, and the
 *        cards run out only when deck and spent pile together cannot pay (the reading before the rulebook's
 *        exhaustion was built; else the deck alone pays, and the spent pile joins the cards given up at exhaustion)
 */
public record RuleOptions(String deck, boolean spentUnderDeck, boolean piratesCountTowers, boolean tradeFlagsRetroactive,
                          boolean cottageAfterChurch, boolean cottageOnOwnPermit, boolean blueWallsFirst, boolean winAtOnce,
                          boolean feePerBuilding, boolean exhaustionMostHeld, int startPlayer, boolean spentPaysProduction) {

    /** {@link #startPlayer} when the opening roll decides who starts. */
    public static final int OPENING_ROLL = -1;

    public static RuleOptions standard() {
        return new RuleOptions("en", false, false, false, true, true, false, false, false, false, OPENING_ROLL, false);
    }

    /** The same options with {@code seat} chosen to start. */
    public RuleOptions startingWith(int seat) {
        return new RuleOptions(deck, spentUnderDeck, piratesCountTowers, tradeFlagsRetroactive, cottageAfterChurch,
                cottageOnOwnPermit, blueWallsFirst, winAtOnce, feePerBuilding, exhaustionMostHeld, seat, spentPaysProduction);
    }
}
