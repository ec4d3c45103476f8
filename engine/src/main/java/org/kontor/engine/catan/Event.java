package org.kontor.engine.catan;

import org.kontor.engine.resources.Resources;
import com.fasterxml.jackson.annotation.JsonSubTypes;
import com.fasterxml.jackson.annotation.JsonTypeInfo;
import java.util.List;
import java.util.Map;
import org.kontor.engine.SeatMap;
import org.kontor.engine.board.Resource;

/**
 * What happened, for the table screen, the phones and the journal. Events that carry a secret
 * (which card was stolen, which development card was bought) are redacted per seat by
 * {@link #seenBy(int)}.
 */
@JsonTypeInfo(use = JsonTypeInfo.Id.NAME, property = "type")
@JsonSubTypes({
        @JsonSubTypes.Type(value = Event.SettlementPlaced.class, name = "settlement-placed"),
        @JsonSubTypes.Type(value = Event.RoadPlaced.class, name = "road-placed"),
        @JsonSubTypes.Type(value = Event.CityBuilt.class, name = "city-built"),
        @JsonSubTypes.Type(value = Event.CardsReceived.class, name = "cards-received"),
        @JsonSubTypes.Type(value = Event.CardsPaid.class, name = "cards-paid"),
        @JsonSubTypes.Type(value = Event.DiceRolled.class, name = "dice-rolled"),
        @JsonSubTypes.Type(value = Event.Produced.class, name = "produced"),
        @JsonSubTypes.Type(value = Event.ShortageWithheld.class, name = "shortage-withheld"),
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
        @JsonSubTypes.Type(value = Event.CardPlayed.class, name = "card-played"),
        @JsonSubTypes.Type(value = Event.MonopolyTaken.class, name = "monopoly-taken"),
        @JsonSubTypes.Type(value = Event.LongestRoadChanged.class, name = "longest-road-changed"),
        @JsonSubTypes.Type(value = Event.LargestArmyChanged.class, name = "largest-army-changed"),
        @JsonSubTypes.Type(value = Event.TurnStarted.class, name = "turn-started"),
        @JsonSubTypes.Type(value = Event.GameWon.class, name = "game-won")})
public sealed interface Event {

    /** This event as {@code seat} may see it. */
    default Event seenBy(int seat) {
        return this;
    }

    record SettlementPlaced(int seat, int intersection) implements Event {}

    record RoadPlaced(int seat, int path, boolean free) implements Event {}

    record CityBuilt(int seat, int intersection) implements Event {}

    /** Cards from the bank: the second settlement's starting resources, or Year of Plenty. */
    record CardsReceived(int seat, Resources cards) implements Event {}

    /** Cards paid to the bank for a road, settlement, city or development card. */
    record CardsPaid(int seat, Resources cards) implements Event {}

    record DiceRolled(int seat, int first, int second) implements Event {}

    /** What each seat received on a roll. */
    record Produced(int roll, Map<Integer, Resources> received) implements Event {
        public Produced {
            received = SeatMap.copyOf(received);
        }
    }

    /** The bank could not pay everyone these resources, so nobody got them (the shortage rule). */
    record ShortageWithheld(List<Resource> resources) implements Event {
        public ShortageWithheld {
            resources = List.copyOf(resources);
        }
    }

    record MustDiscard(Map<Integer, Integer> cardsToDiscard) implements Event {
        public MustDiscard {
            cardsToDiscard = SeatMap.copyOf(cardsToDiscard);
        }
    }

    record Discarded(int seat, Resources cards) implements Event {}

    record RobberMoved(int seat, int hex) implements Event {}

    /** Only the thief and the victim see which resource changed hands. */
    record CardStolen(int thief, int victim, Resource resource) implements Event {
        @Override
        public Event seenBy(int seat) {
            return seat == thief || seat == victim ? this : new CardStolen(thief, victim, null);
        }
    }

    record NothingStolen(int seat) implements Event {}

    record BankTraded(int seat, Resources gave, Resources took) implements Event {}

    record TradeOffered(int from, int to, Resources give, Resources get) implements Event {}

    record TradeDeclined(int by) implements Event {}

    record Traded(int from, int to, Resources give, Resources get) implements Event {}

    /** Only the buyer sees which card it was. */
    record CardBought(int seat, DevelopmentCard card) implements Event {
        @Override
        public Event seenBy(int seat) {
            return seat == this.seat ? this : new CardBought(this.seat, null);
        }
    }

    record CardPlayed(int seat, DevelopmentCard card) implements Event {}

    /** Monopoly: how many cards of {@code resource} each opponent handed over. */
    record MonopolyTaken(int seat, Resource resource, Map<Integer, Integer> given) implements Event {
        public MonopolyTaken {
            given = SeatMap.copyOf(given);
        }
    }

    /** The Longest Road card moved: {@code holder} is -1 when it is set aside. */
    record LongestRoadChanged(int holder, int length) implements Event {}

    record LargestArmyChanged(int holder, int knights) implements Event {}

    record TurnStarted(int seat, int turn) implements Event {}

    /** {@code victoryPointCards} are revealed on winning. */
    record GameWon(int seat, int points, int victoryPointCards) implements Event {}
}
