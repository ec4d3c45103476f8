package org.kontor.engine.catan;

import org.kontor.engine.resources.Resources;
import com.fasterxml.jackson.annotation.JsonSubTypes;
import com.fasterxml.jackson.annotation.JsonTypeInfo;
import java.util.Map;
import org.kontor.engine.SeatMap;
import org.kontor.engine.referee.Decision;

/** A decision the game waits for before anything else may happen. All of it is public at the table. */
@JsonTypeInfo(use = JsonTypeInfo.Id.NAME, property = "type")
@JsonSubTypes({
        @JsonSubTypes.Type(value = Pending.Discard.class, name = "discard"),
        @JsonSubTypes.Type(value = Pending.MoveRobber.class, name = "move-robber"),
        @JsonSubTypes.Type(value = Pending.FreeRoads.class, name = "free-roads"),
        @JsonSubTypes.Type(value = Pending.TradeOffer.class, name = "trade-offer")})
public sealed interface Pending extends Decision {

    /** After a 7: each seat named still owes this many cards; they discard in parallel. */
    record Discard(Map<Integer, Integer> cardsToDiscard) implements Pending {
        public Discard {
            cardsToDiscard = SeatMap.copyOf(cardsToDiscard);
        }

        public boolean waitsFor(int seat) {
            return cardsToDiscard.containsKey(seat);
        }
    }

    /** The roller of a 7, or the player of a knight, moves the robber and steals. */
    record MoveRobber(int seat, boolean knight) implements Pending {
        public boolean waitsFor(int seat) {
            return seat == this.seat;
        }
    }

    /** Road Building: {@code remaining} free roads still to place. */
    record FreeRoads(int seat, int remaining) implements Pending {
        public boolean waitsFor(int seat) {
            return seat == this.seat;
        }
    }

    /** An open offer from the active player to one opponent, who accepts or declines; the offerer may withdraw it. */
    record TradeOffer(int from, int to, Resources give, Resources get) implements Pending {
        public boolean waitsFor(int seat) {
            return seat == from || seat == to;
        }
    }
}
