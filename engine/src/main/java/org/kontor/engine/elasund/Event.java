package org.kontor.engine.elasund;

import org.kontor.engine.Seen;

import com.fasterxml.jackson.annotation.JsonSubTypes;
import com.fasterxml.jackson.annotation.JsonTypeInfo;

/**
 * What happened, for the log, the table screen and the phones. Cards drawn face down appear as
 * counts only; a colour appears only where it was paid openly. Rows are dice labels.
 */
@JsonTypeInfo(use = JsonTypeInfo.Id.NAME, property = "type")
@JsonSubTypes({
        @JsonSubTypes.Type(value = Event.OpeningRolled.class, name = "opening-rolled"),
        @JsonSubTypes.Type(value = Event.OpeningTied.class, name = "opening-tied"),
        @JsonSubTypes.Type(value = Event.StartPlayer.class, name = "start-player"),
        @JsonSubTypes.Type(value = Event.Rolled.class, name = "rolled"),
        @JsonSubTypes.Type(value = Event.ShipMoved.class, name = "ship-moved"),
        @JsonSubTypes.Type(value = Event.Produced.class, name = "produced"),
        @JsonSubTypes.Type(value = Event.CardsRanOut.class, name = "cards-ran-out"),
        @JsonSubTypes.Type(value = Event.Discarded.class, name = "discarded"),
        @JsonSubTypes.Type(value = Event.GaveUp.class, name = "gave-up"),
        @JsonSubTypes.Type(value = Event.DeckRenewed.class, name = "deck-renewed"),
        @JsonSubTypes.Type(value = Event.Looted.class, name = "looted"),
        @JsonSubTypes.Type(value = Event.Built.class, name = "built"),
        @JsonSubTypes.Type(value = Event.Compensated.class, name = "compensated"),
        @JsonSubTypes.Type(value = Event.InfluencePaid.class, name = "influence-paid"),
        @JsonSubTypes.Type(value = Event.BuildingRemoved.class, name = "building-removed"),
        @JsonSubTypes.Type(value = Event.PermitReturned.class, name = "permit-returned"),
        @JsonSubTypes.Type(value = Event.WallBuilt.class, name = "wall-built"),
        @JsonSubTypes.Type(value = Event.ChurchTilesDrawn.class, name = "church-tiles-drawn"),
        @JsonSubTypes.Type(value = Event.ChurchTileBuilt.class, name = "church-tile-built"),
        @JsonSubTypes.Type(value = Event.PermitPlaced.class, name = "permit-placed"),
        @JsonSubTypes.Type(value = Event.PermitMoved.class, name = "permit-moved"),
        @JsonSubTypes.Type(value = Event.PermitUpgraded.class, name = "permit-upgraded"),
        @JsonSubTypes.Type(value = Event.GoldTaken.class, name = "gold-taken"),
        @JsonSubTypes.Type(value = Event.InfluenceDrawn.class, name = "influence-drawn"),
        @JsonSubTypes.Type(value = Event.TradePoints.class, name = "trade-points"),
        @JsonSubTypes.Type(value = Event.CubePlaced.class, name = "cube-placed"),
        @JsonSubTypes.Type(value = Event.CubeReturned.class, name = "cube-returned"),
        @JsonSubTypes.Type(value = Event.CottageReplaced.class, name = "cottage-replaced"),
        @JsonSubTypes.Type(value = Event.CottageLost.class, name = "cottage-lost"),
        @JsonSubTypes.Type(value = Event.TurnEnded.class, name = "turn-ended"),
        @JsonSubTypes.Type(value = Event.GameWon.class, name = "game-won")})
public sealed interface Event extends Seen {

    /** Every event of this game is seen by everybody: it has no hidden hand or face-down draw to redact. */
    @Override
    default Event seenBy(int seat) {
        return this;
    }

    /** A seat's opening roll. */
    record OpeningRolled(int seat, int die1, int die2) implements Event {}

    /** The opening roll's highest {@code total} was shared: these seats roll again. */
    record OpeningTied(java.util.List<Integer> seats, int total) implements Event {}

    /** The opening roll is decided: {@code seat} takes the first turn. */
    record StartPlayer(int seat) implements Event {}

    /**
     * Phase 1: {@code seat} rolled {@code die1} and {@code die2} (a sum of 7 brings the pirates).
     * {@code expectedIn72ths}: the cards each seat's buildings stood to get from this roll before
     * the dice fell, in 72nds of a card (a total that leaves the ship's row to the roller counts the
     * mean of the rows it may choose; seats expecting nothing are absent): the summary's luck line.
     */
    record Rolled(int seat, int die1, int die2, java.util.Map<Integer, Integer> expectedIn72ths) implements Event {
        public Rolled {
            expectedIn72ths = expectedIn72ths == null ? java.util.Map.of() : org.kontor.engine.SeatMap.copyOf(expectedIn72ths);
        }

        /** A roll without what it was expected to give (a test's, or a hand-made log's). */
        public Rolled(int seat, int die1, int die2) {
            this(seat, die1, die2, java.util.Map.of());
        }
    }

    /** The ship (or with {@code pirate}, the pirate ship) now stands at {@code row}, a dice label. */
    record ShipMoved(int row, boolean pirate) implements Event {}

    /** The ship's row paid {@code seat} this many cards. */
    record Produced(int seat, int gold, int influence) implements Event {}

    /** Too few cards of {@code kind} ("gold" or "influence") for the production: nobody gets any, everyone gave up half. */
    record CardsRanOut(String kind, int demanded, int available) implements Event {}

    /** Cards given to the pirates. */
    record Discarded(int seat, int gold, int influence) implements Event {}

    /** Card exhaustion: {@code seat} gave up this many cards of {@code kind} ("gold" or "influence") to the new supply. */
    record GaveUp(int seat, String kind, int cards) implements Event {}

    /** Card exhaustion is over: the influence deck is made anew of this many cards, shuffled. */
    record DeckRenewed(int cards) implements Event {}

    /** The pirate drew this many of the discarded cards, one per tower. */
    record Looted(int seat, int cards) implements Event {}

    /** {@code goldPaid}: all the gold the builder paid, the building's cost and the compensation to other permits' owners (the bank gets only the cost). */
    record Built(int seat, String building, int column, int row, int goldPaid) implements Event {}

    /** {@code seat} paid {@code to} for using their permit. */
    record Compensated(int seat, int to, int gold) implements Event {}

    /** Influence shown and paid, for {@code why}. */
    record InfluencePaid(int seat, Influence colour, int cards, String why) implements Event {}

    /** {@code owner}'s {@code building} with its top-left square at {@code column}, {@code row} left the board (covered). */
    record BuildingRemoved(int owner, String building, int column, int row) implements Event {}

    /** {@code seat}'s permit of {@code value} at {@code column}, {@code row} went back beside the board. */
    record PermitReturned(int seat, int value, int column, int row) implements Event {}

    /** Wall tile {@code number} in slot {@code slot}; {@code reward} is "tower" or the influence cards drawn. */
    record WallBuilt(int seat, int slot, int number, int gold, String reward) implements Event {}

    /** The first church builder drew two tiles (which, only they see). */
    record ChurchTilesDrawn(int seat) implements Event {}

    /** Church tile {@code tile} (1..9) built with its top-left square at {@code column}, {@code row}. */
    record ChurchTileBuilt(int seat, int tile, int column, int row) implements Event {}

    /** Phase 3 or a special action: permit {@code value} placed at {@code column}, {@code row} for {@code gold}. */
    record PermitPlaced(int seat, int value, int column, int row, int gold) implements Event {}

    /** Special action a: permit {@code value} moved to {@code column}, {@code row}. */
    record PermitMoved(int seat, int value, int column, int row) implements Event {}

    /** Special action b: permit {@code from} exchanged for {@code to} at {@code column}, {@code row}. */
    record PermitUpgraded(int seat, int from, int to, int column, int row) implements Event {}

    /** {@code seat} took {@code gold} gold cards from the supply (phase 3, or bought with influence). */
    record GoldTaken(int seat, int gold) implements Event {}

    /** {@code seat} drew {@code cards} influence cards face down (a wall tile's reward). */
    record InfluenceDrawn(int seat, int cards) implements Event {}

    /** {@code seat}'s disc on the trade track now stands at {@code total} (a total, not the points just gained). */
    record TradePoints(int seat, int total) implements Event {}

    /** {@code where}: "building", "church", "tower" or "trade N". */
    record CubePlaced(int seat, String where) implements Event {}

    /** {@code seat}'s cube left {@code where} (as in {@code cube-placed}) and went back to them. */
    record CubeReturned(int seat, String where) implements Event {}

    /** A displaced worker cottage ({@code building}) went back on the board at {@code column}, {@code row}. */
    record CottageReplaced(int seat, String building, int column, int row) implements Event {}

    /** A displaced worker cottage found no square and left the game. */
    record CottageLost(int seat, String building) implements Event {}

    /** {@code seat} ended the turn; {@code next} plays. */
    record TurnEnded(int seat, int next) implements Event {}

    /** {@code seat} has all 10 cubes on the board and wins. */
    record GameWon(int seat) implements Event {}
}
