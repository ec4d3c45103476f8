package org.kontor.engine.merchants;

import com.fasterxml.jackson.annotation.JsonSubTypes;
import com.fasterxml.jackson.annotation.JsonTypeInfo;
import java.util.List;
import org.kontor.engine.board.Resource;
import org.kontor.engine.resources.Resources;

/**
 * Everything a player can tell the referee. The seat and the state version travel beside the
 * command ({@link org.kontor.engine.Ruleset#apply}); chance rolled on the table travels inside it.
 * The JSON name of each command is also the {@code kind} of the legal action that offers it.
 */
@JsonTypeInfo(use = JsonTypeInfo.Id.NAME, property = "type")
@JsonSubTypes({
        @JsonSubTypes.Type(value = Command.Roll.class, name = "roll"),
        @JsonSubTypes.Type(value = Command.PlaceKontor.class, name = "place-kontor"),
        @JsonSubTypes.Type(value = Command.PlaceSetupRoute.class, name = "place-setup-route"),
        @JsonSubTypes.Type(value = Command.Discard.class, name = "discard"),
        @JsonSubTypes.Type(value = Command.MoveRobber.class, name = "move-robber"),
        @JsonSubTypes.Type(value = Command.Steal.class, name = "steal"),
        @JsonSubTypes.Type(value = Command.SkipSteal.class, name = "skip-steal"),
        @JsonSubTypes.Type(value = Command.TradeWithBank.class, name = "trade-with-bank"),
        @JsonSubTypes.Type(value = Command.TradeForGold.class, name = "trade-for-gold"),
        @JsonSubTypes.Type(value = Command.BuyWithGold.class, name = "buy-with-gold"),
        @JsonSubTypes.Type(value = Command.OfferTrade.class, name = "offer-trade"),
        @JsonSubTypes.Type(value = Command.AcceptTrade.class, name = "accept-trade"),
        @JsonSubTypes.Type(value = Command.DeclineTrade.class, name = "decline-trade"),
        @JsonSubTypes.Type(value = Command.CounterTrade.class, name = "counter-trade"),
        @JsonSubTypes.Type(value = Command.BuyCard.class, name = "buy-card"),
        @JsonSubTypes.Type(value = Command.PlayCard.class, name = "play-card"),
        @JsonSubTypes.Type(value = Command.BuildMerchant.class, name = "build-merchant"),
        @JsonSubTypes.Type(value = Command.BuildCaravan.class, name = "build-caravan"),
        @JsonSubTypes.Type(value = Command.BuildRoute.class, name = "build-route"),
        @JsonSubTypes.Type(value = Command.ChoosePath.class, name = "choose-path"),
        @JsonSubTypes.Type(value = Command.BuildFreeRoute.class, name = "build-free-route"),
        @JsonSubTypes.Type(value = Command.DeclineFreeRoute.class, name = "decline-free-route"),
        @JsonSubTypes.Type(value = Command.MoveMerchant.class, name = "move-merchant"),
        @JsonSubTypes.Type(value = Command.PlaceNumberToken.class, name = "place-number-token"),
        @JsonSubTypes.Type(value = Command.MoveNumberToken.class, name = "move-number-token"),
        @JsonSubTypes.Type(value = Command.MoveCaravan.class, name = "move-caravan"),
        @JsonSubTypes.Type(value = Command.Deliver.class, name = "deliver"),
        @JsonSubTypes.Type(value = Command.TakeResource.class, name = "take-resource"),
        @JsonSubTypes.Type(value = Command.GiveResources.class, name = "give-resources"),
        @JsonSubTypes.Type(value = Command.BuildCardRoute.class, name = "build-card-route"),
        @JsonSubTypes.Type(value = Command.PlaceFreeMerchant.class, name = "place-free-merchant"),
        @JsonSubTypes.Type(value = Command.PlaceFreeCaravan.class, name = "place-free-caravan"),
        @JsonSubTypes.Type(value = Command.SkipCardStep.class, name = "skip-card-step"),
        @JsonSubTypes.Type(value = Command.EndTurn.class, name = "end-turn")})
public sealed interface Command {

    /** Roll the two dice. {@code dice} holds the two values read on the table, or is null for virtual dice. */
    record Roll(List<Integer> dice) implements Command {
        public static Roll virtual() {
            return new Roll(null);
        }

        public static Roll table(int first, int second) {
            return new Roll(List.of(first, second));
        }
    }

    /** Setup: a kontor on a purple city site (a neutral one while neutral kontors are placed). */
    record PlaceKontor(int intersection) implements Command {}

    /** Setup: one trade route on a path next to an own kontor, with a caravan beside it. */
    record PlaceSetupRoute(int path) implements Command {}

    /** After a 7: which cards go back to the supply. */
    record Discard(Resources cards) implements Command {}

    record MoveRobber(int hex) implements Command {}

    record Steal(int victim) implements Command {}

    record SkipSteal() implements Command {}

    /** 3 identical resources to the bank for 1 different resource. */
    record TradeWithBank(Resource give, Resource take) implements Command {}

    /** 3 identical resources to the bank for 1 gold. */
    record TradeForGold(Resource give) implements Command {}

    /** 2 gold for 1 resource, at most twice per turn. */
    record BuyWithGold(Resource take) implements Command {}

    /** Propose a trade; {@code give} and {@code get} are seen from the proposer. */
    record OfferTrade(int to, Resources give, int giveGold, Resources get, int getGold) implements Command {}

    record AcceptTrade() implements Command {}

    /** Refuse the open offer, or withdraw one's own. */
    record DeclineTrade() implements Command {}

    /** Answer the open offer with other terms, seen from the one who counters. */
    record CounterTrade(Resources give, int giveGold, Resources get, int getGold) implements Command {}

    record BuyCard() implements Command {}

    record PlayCard(int card) implements Command {}

    /** A merchant at an own kontor; {@code replacing} is the merchant (0 or 1) taken back when both are out, else -1. */
    record BuildMerchant(int intersection, int replacing) implements Command {}

    /** A caravan beside an own route that touches an own kontor; {@code replacing} as for merchants. */
    record BuildCaravan(int path, int replacing) implements Command {}

    record BuildRoute(int path) implements Command {}

    /** Which of the equally short paths pays for the newly connected city site. */
    record ChoosePath(int option) implements Command {}

    record BuildFreeRoute(int path) implements Command {}

    record DeclineFreeRoute() implements Command {}

    /**
     * Move merchant 0 or 1 to {@code destination}, paying the fewest grain for the distance (1 grain
     * per 3 steps; merchants pass anything, so the walk itself does not matter). During a card's
     * free merchant steps it costs nothing. Ending on an empty city site founds a kontor.
     */
    record MoveMerchant(int merchant, int destination) implements Command {}

    /**
     * After founding: put a number token from the face-down stock on {@code hex}. With table dice,
     * {@code number} is the number on the token turned over; with virtual dice it is 0 and the
     * engine draws the token.
     */
    record PlaceNumberToken(int hex, int number) implements Command {}

    /** After founding, when the stock has no token of that colour: move the token lying on {@code fromHex} to {@code hex}. */
    record MoveNumberToken(int hex, int fromHex) implements Command {}

    /**
     * Move caravan 0 or 1 along 1..3 trade routes (paths holding a route of anyone), each next to
     * the one before; 1 salt (none during a card's free caravan steps). Tolls are paid on the way.
     */
    record MoveCaravan(int caravan, List<Integer> walk) implements Command {
        public MoveCaravan {
            walk = walk == null ? null : List.copyOf(walk);
        }
    }

    /** Put one free goods token under the kontor on {@code kontor}, reached by a caravan this turn. */
    record Deliver(int kontor) implements Command {}

    /** A card's "take resources": one card of this resource from the supply (asked once per card). */
    record TakeResource(Resource resource) implements Command {}

    /** A card's "take from each opponent": the cards this opponent hands over. */
    record GiveResources(Resources cards) implements Command {}

    /** A card's free trade route, under the usual placement rules. */
    record BuildCardRoute(int path) implements Command {}

    /** A card's free merchant, placed as if bought ({@code replacing} as for {@link BuildMerchant}). */
    record PlaceFreeMerchant(int intersection, int replacing) implements Command {}

    /** A card's free caravan, placed as if bought ({@code replacing} as for {@link BuildCaravan}). */
    record PlaceFreeCaravan(int path, int replacing) implements Command {}

    /** Let the rest of the current card step go (every step but the robber's is a "may"). */
    record SkipCardStep() implements Command {}

    record EndTurn() implements Command {}
}
