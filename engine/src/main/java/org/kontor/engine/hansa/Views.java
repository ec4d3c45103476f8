package org.kontor.engine.hansa;

import org.kontor.engine.Language;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * What the table and each seat see. Everything in Hansa is open except the face-down bonus
 * markers (the supply and the replacements drawn this turn): those appear only as counts, to
 * every seat alike, since not even the player who drew one looks at it.
 */
public final class Views {

    private Views() {}

    /** One player's board: tracks (levels and values), stock, supply, prestige, markers. */
    public record PlayerView(int seat, String colour, int prestige, int stockTraders, int stockMerchants,
                             int supplyTraders, int supplyMerchants, Map<String, Integer> levels,
                             Map<String, Integer> values, List<BonusMarker> markers, List<BonusMarker> usedMarkers) {}

    /** A post of a route, with the piece on it (seat -1 when free). */
    public record PostView(int post, int route, int seat, Piece piece) {}

    public record RouteView(int route, String from, String to, int firstPost, int posts, BonusMarker marker) {}

    /** A city's offices: extra ones (left of all) then the printed slots; seat -1 when free. */
    public record CityView(int city, String id, String name, List<Holder> extraOffices, List<Holder> offices,
                           int controller) {}

    public record TableView(String map, int turn, int activeSeat, String activeColour, int actionsLeft, int movesLeft,
                            int removalsLeft, int opponentMovesLeft, String waitingFor, List<PlayerView> players, List<RouteView> routes,
                            List<PostView> posts, List<CityView> cities, List<Holder> coellen, int completedCities,
                            List<Integer> eastWest, int markersInSupply, int markersDrawn, String endReason,
                            List<FinalScoring.Score> scores) {}

    /** One seat's view: what it may do now (the referee's own list, {@link LegalActions}) and the table. */
    public record SeatView(int seat, String colour, List<LegalAction> legalActions, TableView table) {}

    static SeatView seat(Draft d, int seat) {
        return new SeatView(seat, colour(seat), LegalActions.of(d, seat), table(d));
    }

    static TableView table(Draft d) {
        List<PlayerView> players = new ArrayList<>();
        for (int s = 0; s < d.seats; s++) {
            Map<String, Integer> levels = new TreeMap<>();
            Map<String, Integer> values = new TreeMap<>();
            for (Ability a : Ability.values()) {
                levels.put(a.name().toLowerCase(java.util.Locale.ROOT), d.level[s][a.ordinal()]);
                values.put(a.name().toLowerCase(java.util.Locale.ROOT), d.value(s, a));
            }
            players.add(new PlayerView(s, colour(s), d.prestige[s], d.stock[s][0], d.stock[s][1], d.supply[s][0],
                    d.supply[s][1], levels, values, List.copyOf(d.held.get(s)), List.copyOf(d.used.get(s))));
        }
        List<RouteView> routes = new ArrayList<>();
        List<PostView> posts = new ArrayList<>();
        for (Route r : d.map.routes()) {
            routes.add(new RouteView(r.id(), d.map.cities().get(r.from()).id(), d.map.cities().get(r.to()).id(),
                    r.firstPost(), r.posts(), d.routeMarker[r.id()]));
            for (int p : d.postsOf(r)) {
                Holder h = d.posts[p];
                posts.add(new PostView(p, r.id(), h == null ? -1 : h.seat(), h == null ? null : h.piece()));
            }
        }
        List<CityView> cities = new ArrayList<>();
        for (int c = 0; c < d.offices.length; c++) {
            City city = d.map.cities().get(c);
            cities.add(new CityView(c, city.id(), city.name(), List.copyOf(d.extraOffices.get(c)),
                    java.util.Arrays.asList(d.offices[c].clone()), CityControl.controller(d, c)));
        }
        String waiting = d.over() ? null : d.pending instanceof Pending.Displaced p ? Gates.name(p.victim())
                : Gates.name(d.active);
        return new TableView(d.map.id(), d.turn, d.active, colour(d.active), d.over() ? 0 : d.actionsLeft(),
                d.movesLeft, d.removalsLeft, d.opponentMovesLeft, waiting, players, routes, posts, cities,
                java.util.Arrays.asList(d.coellen.clone()), d.completedCities, List.copyOf(d.eastWest),
                d.markerSupply.size(), d.drawn.size(), d.endReason == null ? null : d.endReason.message(Language.ENGLISH), d.scores);
    }

    /** A seat's colour as every view and the table's setup name it: upper case, like {@code RED}. */
    static String colour(int seat) {
        return Gates.name(seat).toUpperCase(java.util.Locale.ROOT);
    }
}
