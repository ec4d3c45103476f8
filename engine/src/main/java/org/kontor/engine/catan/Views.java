package org.kontor.engine.catan;

import java.util.ArrayList;
import java.util.List;
import org.kontor.engine.board.Harbour;
import org.kontor.engine.board.Resource;
import org.kontor.engine.board.Topology;

/** Builds the views from allow-lists: what a seat may see, what the table may see. */
final class Views {

    private Views() {}

    static SeatView seat(CatanState s, int seat) {
        Player p = s.player(seat);
        java.util.Map<String, Integer> rates = new java.util.LinkedHashMap<>();
        for (Resource r : ResourceKinds.KINDS) {
            rates.put(r.name().toLowerCase(java.util.Locale.ROOT), MaritimeTrade.rate(s, seat, r));
        }
        return new SeatView(seat, p.colour(), p.hand(), p.cards(), p.boughtThisTurn(), Victory.points(s, seat), rates,
                LegalActions.of(s, seat), table(s));
    }

    static PublicView table(CatanState s) {
        Island island = s.island();
        Topology t = island.topology();
        List<PublicView.HexView> hexes = new ArrayList<>();
        for (int h = 0; h < t.hexCount(); h++) {
            hexes.add(new PublicView.HexView(h, island.terrain(h), island.number(h)));
        }
        List<PublicView.HarbourView> harbours = new ArrayList<>();
        for (Harbour h : island.harbours()) {
            harbours.add(new PublicView.HarbourView(h.path(), h.resource(), h.rate()));
        }
        List<PublicView.Piece> settlements = new ArrayList<>();
        List<PublicView.Piece> cities = new ArrayList<>();
        for (int i = 0; i < t.intersectionCount(); i++) {
            if (s.building(i) == CatanState.SETTLEMENT) {
                settlements.add(new PublicView.Piece(s.buildingOwner(i), i));
            } else if (s.building(i) == CatanState.CITY) {
                cities.add(new PublicView.Piece(s.buildingOwner(i), i));
            }
        }
        List<PublicView.Piece> roads = new ArrayList<>();
        for (int p = 0; p < t.pathCount(); p++) {
            if (s.roadOwner(p) >= 0) {
                roads.add(new PublicView.Piece(s.roadOwner(p), p));
            }
        }
        List<PublicView.PlayerSummary> players = new ArrayList<>();
        for (int seat = 0; seat < s.seatCount(); seat++) {
            Player p = s.player(seat);
            players.add(new PublicView.PlayerSummary(seat, p.colour(), p.hand().total(), p.developmentCardCount(),
                    p.knights(), p.roadsLeft(), p.settlementsLeft(), p.citiesLeft(), s.roadLength(seat),
                    Victory.visiblePoints(s, seat), s.winner() >= 0 ? p.victoryPointCards() : null));
        }
        return new PublicView(s.version(), island.frame().id(), island.layout(), hexes, harbours, s.phase(), s.turn(),
                s.active(), s.phase() == Phase.SETUP ? s.active() : null, s.dice(), s.robberHex(), settlements, cities,
                roads, players, s.bank(), s.deckSize(), seatOrNull(s.longestRoadHolder()), seatOrNull(s.largestArmyHolder()),
                s.pending(), waitingFor(s), seatOrNull(s.winner()));
    }

    static List<Integer> waitingFor(CatanState s) {
        List<Integer> seats = new ArrayList<>();
        if (s.winner() >= 0) {
            return seats;
        }
        Pending p = s.pending();
        for (int seat = 0; seat < s.seatCount(); seat++) {
            if (p == null ? seat == s.active() : p.waitsFor(seat)) {
                seats.add(seat);
            }
        }
        return seats;
    }

    private static Integer seatOrNull(int seat) {
        return seat >= 0 ? seat : null;
    }
}
