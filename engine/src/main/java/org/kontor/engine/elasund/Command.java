package org.kontor.engine.elasund;

import com.fasterxml.jackson.annotation.JsonSubTypes;
import com.fasterxml.jackson.annotation.JsonTypeInfo;

/**
 * Everything a player can tell the referee. The JSON name of each command is also the {@code kind}
 * of the legal action that offers it. A square is a {@code column} (0 = the coast) and a {@code row}
 * named by its dice label (2..12, no 7); a building's square is its top-left one. {@code colour} is
 * the influence colour paid where a rule asks for cards of one colour; it is left out (null) when
 * nothing is paid that way.
 */
@JsonTypeInfo(use = JsonTypeInfo.Id.NAME, property = "type")
@JsonSubTypes({
        @JsonSubTypes.Type(value = Command.OpeningRoll.class, name = "opening-roll"),
        @JsonSubTypes.Type(value = Command.Roll.class, name = "roll"),
        @JsonSubTypes.Type(value = Command.MoveShip.class, name = "move-ship"),
        @JsonSubTypes.Type(value = Command.Discard.class, name = "discard"),
        @JsonSubTypes.Type(value = Command.GiveUpInfluence.class, name = "give-up-influence"),
        @JsonSubTypes.Type(value = Command.Build.class, name = "build"),
        @JsonSubTypes.Type(value = Command.BuildWall.class, name = "build-wall"),
        @JsonSubTypes.Type(value = Command.BuildChurch.class, name = "build-church"),
        @JsonSubTypes.Type(value = Command.KeepChurchTile.class, name = "keep-church-tile"),
        @JsonSubTypes.Type(value = Command.ReplaceCottage.class, name = "replace-cottage"),
        @JsonSubTypes.Type(value = Command.PlacePermit.class, name = "place-permit"),
        @JsonSubTypes.Type(value = Command.TakeGold.class, name = "take-gold"),
        @JsonSubTypes.Type(value = Command.MovePermit.class, name = "move-permit"),
        @JsonSubTypes.Type(value = Command.UpgradePermit.class, name = "upgrade-permit"),
        @JsonSubTypes.Type(value = Command.PlacePermitAnywhere.class, name = "place-permit-anywhere"),
        @JsonSubTypes.Type(value = Command.BuyGold.class, name = "buy-gold"),
        @JsonSubTypes.Type(value = Command.EndTurn.class, name = "end-turn")})
public sealed interface Command {

    /**
     * Before the first turn, who starts: roll the two dice. {@code die1} and {@code die2} are the
     * table's dice (1..6); both left out, the hub rolls.
     */
    record OpeningRoll(Integer die1, Integer die2) implements Command {}

    /**
     * Phase 1: roll the dice; the ship moves and every building in its row produces. {@code dice}
     * are the two dice read on the table (1..6 each); left out (null), the hub rolls.
     */
    record Roll(java.util.List<Integer> dice) implements Command {
        public Roll {
            dice = dice == null ? null : java.util.List.copyOf(dice);
        }

        /** The hub rolls. */
        public Roll() {
            this(null);
        }

        /** The dice read on the table. */
        public static Roll table(int first, int second) {
            return new Roll(java.util.List.of(first, second));
        }
    }

    /** The ship's new row: after a 7 (any other row), or when the ship must move 2 rows and either way is open. */
    record MoveShip(int row) implements Command {}

    /** After the pirates' roll: give up this many gold and influence cards of each colour. */
    record Discard(int gold, int blue, int green, int red) implements Command {}

    /** Card exhaustion: give up this many influence cards of each colour, half (rounded down) of one's influence. */
    record GiveUpInfluence(int blue, int green, int red) implements Command {}

    /** Phase 2: build {@code building} with its top-left square at column/row. */
    record Build(String building, int column, int row, Influence colour) implements Command {}

    /** Phase 2: the top wall tile of one's stack in wall slot {@code slot} (numbered as in the board file). */
    record BuildWall(int slot) implements Command {}

    /** Phase 2: a church tile for 7 gold. */
    record BuildChurch() implements Command {}

    /** The first church builder keeps one of the two tiles drawn ({@code tile} 1..9) for the foundation. */
    record KeepChurchTile(int tile) implements Command {}

    /** A displaced worker cottage goes back on the board with its top square here. */
    record ReplaceCottage(int column, int row) implements Command {}

    /** Phase 3: place the permit of {@code value} (paying it in gold); with a colour, 2 influence of it for any row. */
    record PlacePermit(int value, int column, int row, Influence colour) implements Command {}

    /** Phase 3: take 2 gold instead of placing a permit. */
    record TakeGold() implements Command {}

    /** Special action a: move one's permit of {@code value} to an empty square, paying 2 influence of {@code colour}. */
    record MovePermit(int value, int column, int row, Influence colour) implements Command {}

    /** Special action b: swap one's placed permit of {@code value} for the unused {@code to}: 2 influence and the difference in gold. */
    record UpgradePermit(int value, int to, Influence colour) implements Command {}

    /** Special action c: an unused permit on any empty square: 1 influence of each colour and its value in gold. */
    record PlacePermitAnywhere(int value, int column, int row) implements Command {}

    /** Special action d: 2 gold for 1 influence of each colour. */
    record BuyGold() implements Command {}

    record EndTurn() implements Command {}
}
