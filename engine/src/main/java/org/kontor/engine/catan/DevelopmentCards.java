package org.kontor.engine.catan;

import org.kontor.engine.Phrase;
import org.kontor.engine.resources.Resources;
import java.util.HashMap;
import java.util.Map;
import org.kontor.engine.Rejection;

/**
 * "Cartas de desarrollo": bought for ore, wool and grain from the top of the shuffled deck of 25.
 * A player may play one per turn, at any moment of their own turn, even before the roll, but not
 * one bought this turn. Victory point cards are never played: they count while held, hidden.
 * <ul>
 *   <li>Knight: move the robber and steal ({@link Robber}), no discards; it stays face up and
 *       counts for {@link LargestArmy}.</li>
 *   <li>Road Building: place 2 roads for free (as many as the player has pieces and places for).</li>
 *   <li>Year of Plenty: take any 2 resources from the bank.</li>
 *   <li>Monopoly: name a resource; every other player gives all their cards of it.</li>
 * </ul>
 */
final class DevelopmentCards {

    static final int FREE_ROADS = 2;

    private DevelopmentCards() {}

    static Rejection checkBuy(CatanState s, int seat, Command.BuyCard c) {
        Rejection r = Refusals.activeAfterRoll(s, seat);
        if (r != null) {
            return r;
        }
        if (s.deckSize() == 0) {
            return Refusals.notNow("catan.development-cards-are-all-gone");
        }
        return Refusals.pay(s, seat, Costs.DEVELOPMENT_CARD, Phrase.of("catan.thing.development-card"));
    }

    static void buy(Draft d, int seat, Command.BuyCard c) {
        Building.pay(d, seat, Costs.DEVELOPMENT_CARD);
        DevelopmentCard card = d.deck.remove(0);
        d.set(seat, d.player(seat).withCardBought(card));
        d.event(new Event.CardBought(seat, card));
    }

    /** The gate for playing {@code card}: one's own turn, nothing open, one card a turn, not bought this turn. */
    static Rejection checkPlayable(CatanState s, int seat, DevelopmentCard card) {
        Rejection r = Refusals.noPendingDecision(s, seat);
        if (r != null) {
            return r;
        }
        if (s.phase() == Phase.SETUP) {
            return Refusals.notNow("catan.still-setting-up");
        }
        if (seat != s.active()) {
            return Refusals.notYourTurn("catan.development-cards-are-played-on-one", Refusals.name(s, s.active()));
        }
        if (s.cardPlayedThisTurn()) {
            return Refusals.notNow("catan.you-have-played-development-card-this");
        }
        Player p = s.player(seat);
        if (!p.cards().contains(card)) {
            return p.boughtThisTurn().contains(card)
                    ? Refusals.notNow("catan.card-bought-this-turn-cannot-be")
                    : Refusals.notAffordable("catan.you-have-no-card", card);
        }
        return null;
    }

    private static void played(Draft d, int seat, DevelopmentCard card) {
        d.set(seat, d.player(seat).withCardPlayed(card));
        d.cardPlayedThisTurn = true;
        d.event(new Event.CardPlayed(seat, card));
    }

    static Rejection checkKnight(CatanState s, int seat, Command.PlayKnight c) {
        return checkPlayable(s, seat, DevelopmentCard.KNIGHT);
    }

    static void knight(Draft d, int seat, Command.PlayKnight c) {
        played(d, seat, DevelopmentCard.KNIGHT);
        LargestArmy.update(d, seat);
        d.pending = new Pending.MoveRobber(seat, true);
    }

    static Rejection checkRoadBuilding(CatanState s, int seat, Command.PlayRoadBuilding c) {
        Rejection r = checkPlayable(s, seat, DevelopmentCard.ROAD_BUILDING);
        if (r != null) {
            return r;
        }
        if (s.player(seat).roadsLeft() == 0 || !Building.anyRoadSpot(s, seat)) {
            return Refusals.notNow("catan.you-have-no-road-left-to");
        }
        return null;
    }

    static void roadBuilding(Draft d, int seat, Command.PlayRoadBuilding c) {
        played(d, seat, DevelopmentCard.ROAD_BUILDING);
        d.pending = new Pending.FreeRoads(seat, Math.min(FREE_ROADS, d.player(seat).roadsLeft()));
    }

    static Rejection checkFreeRoad(CatanState s, int seat, Command.BuildFreeRoad c) {
        if (!(s.pending() instanceof Pending.FreeRoads f)) {
            return Refusals.notNow("catan.free-roads-come-only-from-road");
        }
        if (f.seat() != seat) {
            return Refusals.notYourTurn("catan.is-placing-free-roads", Refusals.name(s, f.seat()));
        }
        return Building.roadSpot(s, seat, c.path());
    }

    static void freeRoad(Draft d, int seat, Command.BuildFreeRoad c) {
        Pending.FreeRoads f = (Pending.FreeRoads) d.pending;
        Building.placeRoad(d, seat, c.path(), true);
        int remaining = Math.min(f.remaining() - 1, d.player(seat).roadsLeft());
        d.pending = null;
        // The card ends early when no place is left for a road.
        if (remaining > 0 && Building.anyRoadSpot(d.freeze(), seat)) {
            d.pending = new Pending.FreeRoads(seat, remaining);
        }
    }

    static Rejection checkYearOfPlenty(CatanState s, int seat, Command.PlayYearOfPlenty c) {
        Rejection r = checkPlayable(s, seat, DevelopmentCard.YEAR_OF_PLENTY);
        if (r == null) {
            r = Refusals.resource(c.first(), "\"first\"");
        }
        if (r == null) {
            r = Refusals.resource(c.second(), "\"second\"");
        }
        if (r != null) {
            return r;
        }
        Resources take = Resources.of(c.first(), 1).plus(c.second(), 1);
        if (!s.bank().covers(take)) {
            return Refusals.notNow("catan.bank-does-not-have-it-has", take, s.bank());
        }
        return null;
    }

    static void yearOfPlenty(Draft d, int seat, Command.PlayYearOfPlenty c) {
        played(d, seat, DevelopmentCard.YEAR_OF_PLENTY);
        Resources take = Resources.of(c.first(), 1).plus(c.second(), 1);
        d.fromBank(seat, take);
        d.event(new Event.CardsReceived(seat, take));
    }

    static Rejection checkMonopoly(CatanState s, int seat, Command.PlayMonopoly c) {
        Rejection r = checkPlayable(s, seat, DevelopmentCard.MONOPOLY);
        return r != null ? r : Refusals.resource(c.resource(), "\"resource\"");
    }

    static void monopoly(Draft d, int seat, Command.PlayMonopoly c) {
        played(d, seat, DevelopmentCard.MONOPOLY);
        Map<Integer, Integer> given = new HashMap<>();
        for (int other = 0; other < d.players.size(); other++) {
            int n = d.player(other).hand().count(c.resource());
            if (other != seat && n > 0) {
                d.hand(other, seat, Resources.of(c.resource(), n));
                given.put(other, n);
            }
        }
        d.event(new Event.MonopolyTaken(seat, c.resource(), given));
    }

}
