package org.kontor.engine.merchants;

import org.kontor.engine.Seen;

import com.fasterxml.jackson.annotation.JsonSubTypes;
import com.fasterxml.jackson.annotation.JsonTypeInfo;
import java.util.List;
import java.util.Map;
import org.kontor.engine.SeatMap;
import org.kontor.engine.board.Resource;
import org.kontor.engine.resources.Resources;

/**
 * What happened, for the table screen, the phones and the journal. Events that carry a secret
 * (which card was stolen, which development card was drawn) are redacted per seat by
 * {@link #seenBy(int)}.
 */
@JsonTypeInfo(use = JsonTypeInfo.Id.NAME, property = "type")
@JsonSubTypes({
        @JsonSubTypes.Type(value = Event.StartRolled.class, name = "start-rolled"),
        @JsonSubTypes.Type(value = Event.StartingPlayerChosen.class, name = "starting-player-chosen"),
        @JsonSubTypes.Type(value = Event.KontorPlaced.class, name = "kontor-placed"),
        @JsonSubTypes.Type(value = Event.RoutePlaced.class, name = "route-placed"),
        @JsonSubTypes.Type(value = Event.CaravanPlaced.class, name = "caravan-placed"),
        @JsonSubTypes.Type(value = Event.MerchantPlaced.class, name = "merchant-placed"),
        @JsonSubTypes.Type(value = Event.CardsReceived.class, name = "cards-received"),
        @JsonSubTypes.Type(value = Event.CardsPaid.class, name = "cards-paid"),
        @JsonSubTypes.Type(value = Event.GoldReceived.class, name = "gold-received"),
        @JsonSubTypes.Type(value = Event.GoldPaid.class, name = "gold-paid"),
        @JsonSubTypes.Type(value = Event.DiceRolled.class, name = "dice-rolled"),
        @JsonSubTypes.Type(value = Event.Production.class, name = "production"),
        @JsonSubTypes.Type(value = Event.ScarcityBlocked.class, name = "scarcity-blocked"),
        @JsonSubTypes.Type(value = Event.GoldCompensation.class, name = "gold-compensation"),
        @JsonSubTypes.Type(value = Event.MustDiscard.class, name = "must-discard"),
        @JsonSubTypes.Type(value = Event.Discarded.class, name = "discarded"),
        @JsonSubTypes.Type(value = Event.RobberMoved.class, name = "robber-moved"),
        @JsonSubTypes.Type(value = Event.CardStolen.class, name = "card-stolen"),
        @JsonSubTypes.Type(value = Event.NothingStolen.class, name = "nothing-stolen"),
        @JsonSubTypes.Type(value = Event.BankTraded.class, name = "bank-traded"),
        @JsonSubTypes.Type(value = Event.TradeOffered.class, name = "trade-offered"),
        @JsonSubTypes.Type(value = Event.TradeDeclined.class, name = "trade-declined"),
        @JsonSubTypes.Type(value = Event.Traded.class, name = "traded"),
        @JsonSubTypes.Type(value = Event.CardBought.class, name = "card-bought"),
        @JsonSubTypes.Type(value = Event.DeckReshuffled.class, name = "deck-reshuffled"),
        @JsonSubTypes.Type(value = Event.CardPlayed.class, name = "card-played"),
        @JsonSubTypes.Type(value = Event.IsolatedCityConnected.class, name = "isolated-city-connected"),
        @JsonSubTypes.Type(value = Event.FreeRouteOffered.class, name = "free-route-offered"),
        @JsonSubTypes.Type(value = Event.FreeRouteDeclined.class, name = "free-route-declined"),
        @JsonSubTypes.Type(value = Event.MerchantMoved.class, name = "merchant-moved"),
        @JsonSubTypes.Type(value = Event.KontorFounded.class, name = "kontor-founded"),
        @JsonSubTypes.Type(value = Event.CoastalGold.class, name = "coastal-gold"),
        @JsonSubTypes.Type(value = Event.NumberTokenPlaced.class, name = "number-token-placed"),
        @JsonSubTypes.Type(value = Event.CaravanMoved.class, name = "caravan-moved"),
        @JsonSubTypes.Type(value = Event.TollPaid.class, name = "toll-paid"),
        @JsonSubTypes.Type(value = Event.GoodsDelivered.class, name = "goods-delivered"),
        @JsonSubTypes.Type(value = Event.ResourcesGiven.class, name = "resources-given"),
        @JsonSubTypes.Type(value = Event.CardStepSkipped.class, name = "card-step-skipped"),
        @JsonSubTypes.Type(value = Event.GameWon.class, name = "game-won"),
        @JsonSubTypes.Type(value = Event.TurnEnded.class, name = "turn-ended")})
public sealed interface Event extends Seen {

    /** This event as {@code seat} may see it. */
    @Override
    default Event seenBy(int seat) {
        return this;
    }

    record StartRolled(int seat, int total) implements Event {}

    record StartingPlayerChosen(int seat) implements Event {}

    /** {@code owner} is a seat, or {@link MerchantsState#NEUTRAL}. */
    record KontorPlaced(int owner, int intersection) implements Event {}

    record RoutePlaced(int seat, int path, boolean free) implements Event {}

    record CaravanPlaced(int seat, int path, int replacedFrom) implements Event {}

    record MerchantPlaced(int seat, int intersection, int replacedFrom) implements Event {}

    /** Resources from the supply outside production: starting resources, a bank trade's take. */
    record CardsReceived(int seat, Resources cards) implements Event {}

    /** Resources back to the supply: building costs, a bank trade's give. */
    record CardsPaid(int seat, Resources cards) implements Event {}

    record GoldReceived(int seat, int gold, String reason) implements Event {}

    /** Not emitted: tolls are {@link TollPaid}. Kept so older journals still read. */
    record GoldPaid(int seat, int gold, String reason) implements Event {}

    /**
     * @param expectedIn36ths the cards each seat's kontors stood to get from this roll before the
     *                        dice fell, in 36ths of a card (seats expecting nothing are absent):
     *                        the end-of-game summary's luck column adds them up. Empty in journals
     *                        written before it was kept.
     */
    record DiceRolled(int seat, int first, int second, Map<Integer, Integer> expectedIn36ths) implements Event {
        public DiceRolled {
            expectedIn36ths = expectedIn36ths == null ? Map.of() : SeatMap.copyOf(expectedIn36ths);
        }

        public DiceRolled(int seat, int first, int second) {
            this(seat, first, second, Map.of());
        }
    }

    /** Who got what from one roll (seats that got nothing are absent). */
    record Production(int roll, Map<Integer, Resources> received) implements Event {
        public Production {
            received = SeatMap.copyOf(received);
        }
    }

    /** The supply could not cover everyone's production of these resources, so nobody got them. */
    record ScarcityBlocked(List<Resource> resources) implements Event {
        public ScarcityBlocked {
            resources = List.copyOf(resources);
        }
    }

    record GoldCompensation(List<Integer> seats) implements Event {
        public GoldCompensation {
            seats = List.copyOf(seats);
        }
    }

    record MustDiscard(Map<Integer, Integer> cardsToDiscard) implements Event {
        public MustDiscard {
            cardsToDiscard = SeatMap.copyOf(cardsToDiscard);
        }
    }

    record Discarded(int seat, Resources cards) implements Event {}

    record RobberMoved(int seat, int hex) implements Event {}

    /** {@code resource} is null for everyone but thief and victim. */
    record CardStolen(int thief, int victim, Resource resource) implements Event {
        public Event seenBy(int seat) {
            return seat == thief || seat == victim ? this : new CardStolen(thief, victim, null);
        }
    }

    record NothingStolen(int seat) implements Event {}

    /** A trade with the supply: what the player gave (cards or gold) and took (cards or gold). */
    record BankTraded(int seat, Resources gave, int goldGiven, Resources took, int goldTaken) implements Event {}

    record TradeOffered(int from, int to, Resources give, int giveGold, Resources get, int getGold) implements Event {}

    record TradeDeclined(int by) implements Event {}

    record Traded(int from, int to, Resources give, int giveGold, Resources get, int getGold) implements Event {}

    /** {@code card} is -1 for everyone but the buyer. */
    record CardBought(int seat, int card) implements Event {
        public Event seenBy(int seat) {
            return seat == this.seat ? this : new CardBought(this.seat, -1);
        }
    }

    record DeckReshuffled(int cards) implements Event {}

    /** {@code kind} is the card's id in the deck (e.g. "lancer"); {@code name} its English name. */
    record CardPlayed(int seat, int card, String kind, String name) implements Event {}

    /** The shortest path that connected {@code city} paid its route owners: seat to gold. */
    record IsolatedCityConnected(int city, List<Integer> path, Map<Integer, Integer> goldBySeat) implements Event {
        public IsolatedCityConnected {
            path = List.copyOf(path);
            goldBySeat = SeatMap.copyOf(goldBySeat);
        }
    }

    record FreeRouteOffered(int seat, int doubleArrowPath) implements Event {}

    record FreeRouteDeclined(int seat) implements Event {}

    /** {@code grain} paid (0 for a card's free steps); {@code steps} the distance walked. */
    record MerchantMoved(int seat, int merchant, int from, int to, int steps, int grain) implements Event {}

    /** The merchant became a kontor; one goods token of {@code seat} is now free. */
    record KontorFounded(int seat, int intersection) implements Event {}

    record CoastalGold(int seat, int intersection, int gold) implements Event {}

    /** A number token now lies on {@code hex}: from the face-down stock ({@code fromHex} -1) or moved from {@code fromHex}. */
    record NumberTokenPlaced(int seat, int hex, int number, Resource colour, int fromHex) implements Event {}

    record CaravanMoved(int seat, int caravan, int from, List<Integer> walk, int salt) implements Event {
        public CaravanMoved {
            walk = List.copyOf(walk);
        }
    }

    /** {@code from} paid {@code to} for using {@code to}'s trade routes with one caravan this turn. */
    record TollPaid(int from, int to, int amount) implements Event {}

    /** {@code owner} is the kontor's owner: a seat or {@link MerchantsState#NEUTRAL}. */
    record GoodsDelivered(int seat, int kontor, int owner, int delivered, int ofTotal) implements Event {}

    /** A card made {@code from} hand {@code to} these cards; only the two of them see which. */
    record ResourcesGiven(int from, int to, Resources cards) implements Event {
        public Event seenBy(int seat) {
            return seat == from || seat == to ? this : new ResourcesGiven(from, to, null);
        }
    }

    record CardStepSkipped(int seat) implements Event {}

    /** The first to deliver all goods tokens wins at once. */
    record GameWon(int seat) implements Event {}

    record TurnEnded(int seat, int next) implements Event {}
}
