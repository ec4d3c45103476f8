package org.kontor.engine.catan;

import org.kontor.engine.Phrase;
import org.kontor.engine.resources.Resources;
import java.util.ArrayList;
import java.util.List;
import org.kontor.engine.Rejection;
import org.kontor.engine.Rng;
import org.kontor.engine.board.PlayerColour;
import org.kontor.engine.board.Resource;

/**
 * "Preparación" and the founding phase: the island is laid out, the development cards shuffled,
 * and each player places a settlement and a road in snake order (first to last, then last to
 * first). The second settlement's neighbouring hexes give the starting resources: one card each.
 * With 3 players the red pieces stay in the box.
 */
final class Setup {

    private Setup() {}

    static CatanState start(CatanConfig config, long seed) {
        Rng rng = Rng.seeded(seed);
        Island island;
        if (config.layout() == IslandSetup.Layout.BEGINNER) {
            island = IslandSetup.printed(config.board());
        } else {
            IslandSetup.Laid laid = IslandSetup.variable(config.board(), config.layout(), rng);
            island = laid.island();
            rng = laid.rng();
        }
        List<DevelopmentCard> deck = DevelopmentCard.fullDeck();
        rng = IslandSetup.shuffle(deck, rng);
        List<Player> players = new ArrayList<>();
        for (PlayerColour colour : colours(config.players())) {
            players.add(Player.starting(colour));
        }
        return new Draft(island, config.options(), players, deck, rng).freeze();
    }

    /** The colours in seat order: red leaves the game with 3 players. */
    static List<PlayerColour> colours(int players) {
        return players == 3 ? List.of(PlayerColour.BLUE, PlayerColour.WHITE, PlayerColour.ORANGE)
                : List.of(PlayerColour.RED, PlayerColour.BLUE, PlayerColour.WHITE, PlayerColour.ORANGE);
    }

    /** Who places the k-th settlement and road: seats in order, then in reverse. */
    static int seatOfPlacement(int k, int seats) {
        return k < seats ? k : 2 * seats - 1 - k;
    }

    static Rejection checkPlaceSettlement(CatanState s, int seat, Command.PlaceSettlement c) {
        Rejection r = setupGate(s, seat);
        if (r != null) {
            return r;
        }
        if (s.setupRoadDue()) {
            return Refusals.notNow("catan.place-road-next-to-your-new");
        }
        return Building.checkSettlementSpot(s, c.intersection(), Phrase.of("catan.thing.settlement"));
    }

    static void placeSettlement(Draft d, int seat, Command.PlaceSettlement c) {
        d.building[c.intersection()] = CatanState.SETTLEMENT;
        d.buildingOwner[c.intersection()] = seat;
        Player p = d.player(seat);
        d.set(seat, p.withPieces(p.roadsLeft(), p.settlementsLeft() - 1, p.citiesLeft()));
        d.setupSettlement = c.intersection();
        d.event(new Event.SettlementPlaced(seat, c.intersection()));
        if (d.setupPlacements >= d.players.size()) {
            Resources start = Resources.NONE;
            for (int hex : d.island.topology().hexesAtIntersection(c.intersection())) {
                Resource r = d.island.produces(hex);
                if (r != null) {
                    start = start.plus(r, 1);
                }
            }
            d.fromBank(seat, start);
            d.event(new Event.CardsReceived(seat, start));
        }
        LongestRoad.update(d);
    }

    static Rejection checkPlaceRoad(CatanState s, int seat, Command.PlaceRoad c) {
        Rejection r = setupGate(s, seat);
        if (r != null) {
            return r;
        }
        if (!s.setupRoadDue()) {
            return Refusals.notNow("catan.place-settlement-first-its-road-follows");
        }
        if (c.path() < 0 || c.path() >= s.island().topology().pathCount()) {
            return Refusals.badInput("catan.there-is-no-path-on-this", c.path());
        }
        if (s.roadOwner(c.path()) >= 0) {
            return Refusals.notNow("catan.path-already-has-road", c.path());
        }
        int[] ends = s.island().topology().intersectionsOfPath(c.path());
        if (ends[0] != s.setupSettlement() && ends[1] != s.setupSettlement()) {
            return Refusals.notNow("catan.road-must-touch-settlement-you-just", s.setupSettlement());
        }
        return null;
    }

    static void placeRoad(Draft d, int seat, Command.PlaceRoad c) {
        d.roadOwner[c.path()] = seat;
        Player p = d.player(seat);
        d.set(seat, p.withPieces(p.roadsLeft() - 1, p.settlementsLeft(), p.citiesLeft()));
        d.event(new Event.RoadPlaced(seat, c.path(), false));
        d.setupSettlement = -1;
        d.setupPlacements++;
        int seats = d.players.size();
        if (d.setupPlacements == 2 * seats) {
            d.phase = Phase.BEFORE_ROLL;
            d.active = 0;
            d.turn = 1;
            d.event(new Event.TurnStarted(0, 1));
        } else {
            d.active = seatOfPlacement(d.setupPlacements, seats);
        }
        LongestRoad.update(d);
    }

    private static Rejection setupGate(CatanState s, int seat) {
        if (s.phase() != Phase.SETUP) {
            return Refusals.notNow("catan.founding-phase-is-over-build-with");
        }
        if (seat != s.active()) {
            return Refusals.notYourTurn("catan.it-is-turn-to-place", Refusals.name(s, s.active()));
        }
        return null;
    }
}
