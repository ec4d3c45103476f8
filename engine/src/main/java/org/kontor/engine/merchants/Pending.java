package org.kontor.engine.merchants;

import com.fasterxml.jackson.annotation.JsonSubTypes;
import com.fasterxml.jackson.annotation.JsonTypeInfo;
import java.util.List;
import java.util.Map;
import org.kontor.engine.SeatMap;
import org.kontor.engine.referee.Decision;
import org.kontor.engine.board.Resource;
import org.kontor.engine.merchants.cards.Step;
import org.kontor.engine.resources.Resources;

/**
 * A decision the game waits for before anything else may happen. Everything here is public
 * knowledge at the table, so views carry it as it is.
 */
@JsonTypeInfo(use = JsonTypeInfo.Id.NAME, property = "type")
@JsonSubTypes({
        @JsonSubTypes.Type(value = Pending.Discard.class, name = "discard"),
        @JsonSubTypes.Type(value = Pending.MoveRobber.class, name = "move-robber"),
        @JsonSubTypes.Type(value = Pending.ChooseVictim.class, name = "choose-victim"),
        @JsonSubTypes.Type(value = Pending.ChooseIsolatedCityPath.class, name = "choose-path"),
        @JsonSubTypes.Type(value = Pending.FreeRoute.class, name = "free-route"),
        @JsonSubTypes.Type(value = Pending.TradeOffer.class, name = "trade-offer"),
        @JsonSubTypes.Type(value = Pending.PlaceNumberToken.class, name = "place-number-token"),
        @JsonSubTypes.Type(value = Pending.CardStep.class, name = "card-step"),
        @JsonSubTypes.Type(value = Pending.GiveResources.class, name = "give-resources")})
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

    /** The roller of a 7 must move the robber to another numbered hex. */
    record MoveRobber(int roller) implements Pending {
        public boolean waitsFor(int seat) {
            return seat == roller;
        }
    }

    /** The roller picks which opponent next to the robber loses a random card. */
    record ChooseVictim(int roller, List<Integer> candidates) implements Pending {
        public ChooseVictim {
            candidates = List.copyOf(candidates);
        }

        public boolean waitsFor(int seat) {
            return seat == roller;
        }
    }

    /**
     * A route connected an isolated city site and several equally short paths pay differently:
     * the active player picks one. {@code citiesStillToPay} and {@code freeRouteFrom} say what the
     * same route placement still owes afterwards.
     *
     * @param options each a list of path ids from the city site to another one
     * @param paidPaths paths already paid by this placement (used when each path pays only once)
     * @param freeRouteFrom the double-arrow path whose free route follows, or -1
     */
    record ChooseIsolatedCityPath(int chooser, int city, List<List<Integer>> options, List<Integer> citiesStillToPay,
                                  List<List<Integer>> paidPaths, int freeRouteFrom) implements Pending {
        public ChooseIsolatedCityPath {
            options = List.copyOf(options);
            citiesStillToPay = List.copyOf(citiesStillToPay);
            paidPaths = List.copyOf(paidPaths);
        }

        public boolean waitsFor(int seat) {
            return seat == chooser;
        }
    }

    /**
     * A route on a double-arrow path: the builder may place one free route next to it, or decline.
     * {@code duringSetup} (only with the free-route-in-setup option) keeps the setup's ban on
     * connecting city sites.
     */
    record FreeRoute(int seat, int doubleArrowPath, boolean duringSetup) implements Pending {
        public boolean waitsFor(int seat) {
            return seat == this.seat;
        }
    }

    /**
     * An open trade between the active player and one opponent. {@code to} must accept, decline
     * or counter; {@code from} may withdraw it. Both sides are seen from {@code from}.
     */
    record TradeOffer(int from, int to, Resources give, int giveGold, Resources get, int getGold) implements Pending {
        public boolean waitsFor(int seat) {
            return seat == to || seat == from;
        }
    }

    /**
     * A new kontor touches hexes with an empty number-token space: the founder puts one token on
     * one of them. Each choice says whether that colour still has face-down tokens ({@code fromStock})
     * or, if not, which hexes' tokens of that colour may be moved. Never the stock's numbers.
     */
    record PlaceNumberToken(int seat, int kontor, List<TokenChoice> choices) implements Pending {
        public PlaceNumberToken {
            choices = List.copyOf(choices);
        }

        public boolean waitsFor(int seat) {
            return seat == this.seat;
        }
    }

    record TokenChoice(int hex, Resource colour, boolean fromStock, List<Integer> fromHexes) {
        public TokenChoice {
            fromHexes = List.copyOf(fromHexes);
        }
    }

    /**
     * A development card's step waiting for its player: {@code remaining} routes still to build or
     * resources still to take; for free steps, the most steps the walk may have.
     */
    record CardStep(int seat, String card, Step step, int remaining) implements Pending {
        public boolean waitsFor(int seat) {
            return seat == this.seat;
        }
    }

    /** A card takes cards from each opponent: each named seat still owes {@code to} this many, chosen in parallel. */
    record GiveResources(int to, Map<Integer, Integer> owed) implements Pending {
        public GiveResources {
            owed = SeatMap.copyOf(owed);
        }

        public boolean waitsFor(int seat) {
            return owed.containsKey(seat);
        }
    }
}
