package org.kontor.engine.catan;

import org.kontor.engine.resources.Resources;
import com.fasterxml.jackson.annotation.JsonSubTypes;
import com.fasterxml.jackson.annotation.JsonTypeInfo;
import java.util.List;
import org.kontor.engine.board.Resource;

/**
 * Everything a player can tell the referee. The JSON name of each command is also the
 * {@code kind} of the legal action that offers it (docs/rules-catan.md lists them).
 */
@JsonTypeInfo(use = JsonTypeInfo.Id.NAME, property = "type")
@JsonSubTypes({
        @JsonSubTypes.Type(value = Command.PlaceSettlement.class, name = "place-settlement"),
        @JsonSubTypes.Type(value = Command.PlaceRoad.class, name = "place-road"),
        @JsonSubTypes.Type(value = Command.Roll.class, name = "roll"),
        @JsonSubTypes.Type(value = Command.Discard.class, name = "discard"),
        @JsonSubTypes.Type(value = Command.MoveRobber.class, name = "move-robber"),
        @JsonSubTypes.Type(value = Command.TradeWithBank.class, name = "trade-with-bank"),
        @JsonSubTypes.Type(value = Command.OfferTrade.class, name = "offer-trade"),
        @JsonSubTypes.Type(value = Command.AcceptTrade.class, name = "accept-trade"),
        @JsonSubTypes.Type(value = Command.DeclineTrade.class, name = "decline-trade"),
        @JsonSubTypes.Type(value = Command.CounterTrade.class, name = "counter-trade"),
        @JsonSubTypes.Type(value = Command.BuildRoad.class, name = "build-road"),
        @JsonSubTypes.Type(value = Command.BuildSettlement.class, name = "build-settlement"),
        @JsonSubTypes.Type(value = Command.BuildCity.class, name = "build-city"),
        @JsonSubTypes.Type(value = Command.BuyCard.class, name = "buy-card"),
        @JsonSubTypes.Type(value = Command.PlayKnight.class, name = "play-knight"),
        @JsonSubTypes.Type(value = Command.PlayRoadBuilding.class, name = "play-road-building"),
        @JsonSubTypes.Type(value = Command.PlayYearOfPlenty.class, name = "play-year-of-plenty"),
        @JsonSubTypes.Type(value = Command.PlayMonopoly.class, name = "play-monopoly"),
        @JsonSubTypes.Type(value = Command.BuildFreeRoad.class, name = "build-free-road"),
        @JsonSubTypes.Type(value = Command.EndTurn.class, name = "end-turn")})
public sealed interface Command {

    /** Setup: a settlement on a free intersection, keeping the distance rule. */
    record PlaceSettlement(int intersection) implements Command {}

    /** Setup: a road next to the settlement just placed. */
    record PlaceRoad(int path) implements Command {}

    /** Roll the two dice: {@code dice} read on the table, or null for virtual dice. */
    record Roll(List<Integer> dice) implements Command {
        public Roll {
            dice = dice == null ? null : List.copyOf(dice);
        }

        public static Roll virtual() {
            return new Roll(null);
        }

        public static Roll table(int first, int second) {
            return new Roll(List.of(first, second));
        }
    }

    /** After a 7: the cards a player over 7 gives back to the bank. */
    record Discard(Resources cards) implements Command {}

    /** Move the robber to {@code hex} and steal from {@code victim} (-1 when nobody there has a card). */
    record MoveRobber(int hex, int victim) implements Command {}

    /** Maritime trade: the best rate the player has for {@code give} (4:1, 3:1 or 2:1), for one {@code get}. */
    record TradeWithBank(Resource give, Resource get) implements Command {}

    /** Domestic trade: the active player offers {@code give} to {@code to} for {@code get}. */
    record OfferTrade(int to, Resources give, Resources get) implements Command {}

    /** The player offered to accepts the open offer. */
    record AcceptTrade() implements Command {}

    /** The player offered to declines, or the offerer withdraws the offer. */
    record DeclineTrade() implements Command {}

    /** The player offered to answers with other terms, seen from them: they give {@code give} for {@code get}. */
    record CounterTrade(Resources give, Resources get) implements Command {}

    record BuildRoad(int path) implements Command {}

    record BuildSettlement(int intersection) implements Command {}

    /** Replace one's own settlement with a city. */
    record BuildCity(int intersection) implements Command {}

    /** Buy the top development card. */
    record BuyCard() implements Command {}

    record PlayKnight() implements Command {}

    record PlayRoadBuilding() implements Command {}

    /** Take any two resources from the bank (the same twice is fine). */
    record PlayYearOfPlenty(Resource first, Resource second) implements Command {}

    /** Every other player gives the player all their cards of {@code resource}. */
    record PlayMonopoly(Resource resource) implements Command {}

    /** One of Road Building's two free roads. */
    record BuildFreeRoad(int path) implements Command {}

    record EndTurn() implements Command {}
}
