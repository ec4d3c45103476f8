package org.kontor.engine.catan;

import org.kontor.engine.Seen;

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
public sealed interface Event extends Seen {

    /** This event as {@code seat} may see it. */
    @Override
    default Event seenBy(int seat) {
        return this;
    }

    /** A settlement on {@code intersection}: placed in the founding phase or built (then {@code cards-paid} says the price). */
    record SettlementPlaced(int seat, int intersection) implements Event {}

    /** A road on {@code path}; {@code free} when it cost nothing (founding phase, Road Building). */
    record RoadPlaced(int seat, int path, boolean free) implements Event {}

    /** {@code seat}'s settlement on {@code intersection} became a city. */
    record CityBuilt(int seat, int intersection) implements Event {}

    /** Cards from the bank: the second settlement's starting resources, or Year of Plenty. */
    record CardsReceived(int seat, Resources cards) implements Event {}

    /** Cards paid to the bank for a road, settlement, city or development card. */
    record CardsPaid(int seat, Resources cards) implements Event {}

    /**
     * {@code seat} rolled {@code first} and {@code second}. {@code expectedIn36ths}: the cards each
     * seat's buildings stood to get from this roll before the dice fell, in 36ths of a card (seats
     * expecting nothing are absent): the end-of-game summary's luck line adds them up.
     */
    record DiceRolled(int seat, int first, int second, Map<Integer, Integer> expectedIn36ths) implements Event {
        public DiceRolled {
            expectedIn36ths = expectedIn36ths == null ? Map.of() : SeatMap.copyOf(expectedIn36ths);
        }

        /** A roll without what it was expected to give (a test's, or a hand-made log's). */
        public DiceRolled(int seat, int first, int second) {
            this(seat, first, second, Map.of());
        }
    }

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

    /** A 7: each seat named owes this many cards ({@code cardsToDiscard}, seat to count). */
    record MustDiscard(Map<Integer, Integer> cardsToDiscard) implements Event {
        public MustDiscard {
            cardsToDiscard = SeatMap.copyOf(cardsToDiscard);
        }
    }

    /** {@code seat} gave {@code cards} back to the bank after a 7. */
    record Discarded(int seat, Resources cards) implements Event {}

    /** {@code seat} moved the robber to {@code hex}. */
    record RobberMoved(int seat, int hex) implements Event {}

    /** Only the thief and the victim see which resource changed hands. */
    record CardStolen(int thief, int victim, Resource resource) implements Event {
        @Override
        public Event seenBy(int seat) {
            return seat == thief || seat == victim ? this : new CardStolen(thief, victim, null);
        }
    }

    /** The robber moved and nothing was stolen: nobody could be robbed, or the victim chosen held no card. */
    record NothingStolen(int seat) implements Event {}

    /** Maritime trade: {@code seat} gave {@code gave} to the bank (or a harbour) and took {@code took}. */
    record BankTraded(int seat, Resources gave, Resources took) implements Event {}

    /** {@code from} offers {@code to}: {@code give} for {@code get}. */
    record TradeOffered(int from, int to, Resources give, Resources get) implements Event {}

    /** The offer was declined by seat {@code by}. */
    record TradeDeclined(int by) implements Event {}

    /** The offer was accepted: {@code from} gave {@code give} to {@code to} for {@code get}. */
    record Traded(int from, int to, Resources give, Resources get) implements Event {}

    /** Only the buyer sees which card it was. */
    record CardBought(int seat, DevelopmentCard card) implements Event {
        @Override
        public Event seenBy(int seat) {
            return seat == this.seat ? this : new CardBought(this.seat, null);
        }
    }

    /** {@code seat} played the development card {@code card}. */
    record CardPlayed(int seat, DevelopmentCard card) implements Event {}

    /** Monopoly: how many cards of {@code resource} each opponent handed over. */
    record MonopolyTaken(int seat, Resource resource, Map<Integer, Integer> given) implements Event {
        public MonopolyTaken {
            given = SeatMap.copyOf(given);
        }
    }

    /** The Longest Road card moved: {@code holder} is -1 when it is set aside. */
    record LongestRoadChanged(int holder, int length) implements Event {}

    /** The Largest Army card moved to {@code holder}, with {@code knights} knights played. */
    record LargestArmyChanged(int holder, int knights) implements Event {}

    /** Turn {@code turn} begins: {@code seat} plays. */
    record TurnStarted(int seat, int turn) implements Event {}

    /** {@code victoryPointCards} are revealed on winning. */
    record GameWon(int seat, int points, int victoryPointCards) implements Event {}
}
