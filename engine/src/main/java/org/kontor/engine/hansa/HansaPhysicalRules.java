package org.kontor.engine.hansa;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.SortedSet;
import java.util.TreeMap;
import java.util.TreeSet;
import org.kontor.engine.Phrase;
import org.kontor.engine.Result;
import org.kontor.engine.table.PhysicalRules;
import org.kontor.engine.table.Reading;
import org.kontor.engine.table.SeatCommand;
import org.kontor.engine.table.Spot;
import org.kontor.engine.table.Standing;
import org.kontor.engine.table.TableLayout;

/**
 * Hansa Teutonica on a physical board, on the protocol's three spot kinds (docs/hardware.md,
 * "Hansa Teutonica on the table"):
 * <ul>
 *   <li>{@code path N}: trading post N, the engine's post number (route by route in the map
 *       file's order, posts in order along the route);</li>
 *   <li>{@code intersection N}: the offices, city by city in the map file's order: first the
 *       extra-office place left of the printed offices (the Extra office marker's), then the printed
 *       slots left to right; after the last city, the Coellen prestige table's spaces;</li>
 *   <li>{@code hex N}: the bonus-marker place beside route N.</li>
 * </ul>
 * Traders and merchants stand in their seat's colour; a bonus marker is neutral (face up, its kind
 * is on the phones, not the sensors' business). The player boards (the five ability tracks, stock
 * and supply) have no sensors: they change only with a move the rules already know.
 * Built from the public API only, like Catan's table: the state for where pieces stand, the legal
 * actions for what may change, {@code apply} for the table after, so it cannot disagree with the referee.
 */
public final class HansaPhysicalRules implements PhysicalRules<HansaState, Command> {

    public static final String TRADER = "trader";
    public static final String MERCHANT = "merchant";
    public static final String BONUS_MARKER = "bonus-marker";
    /** Protocol §7, game 3: kind 1 trader, 2 merchant, 3 bonus marker. */
    public static final List<String> PIECE_KINDS = List.of("?", TRADER, MERCHANT, BONUS_MARKER);
    /** The seats' colours by seat, as sensors name them. */
    public static final List<String> COLOURS = List.of("yellow", "green", "blue", "red", "purple");

    private final Hansa rules = new Hansa();

    /** HELLO's game code for Hansa Teutonica (protocol.md §7). */
    @Override
    public int gameCode() {
        return 3;
    }

    /** The piece byte's kinds for game 3, by number (protocol.md §7). */
    @Override
    public List<String> pieceKinds() {
        return PIECE_KINDS;
    }

    /** The pieces the rules place, as the simulator's commands name them. */
    @Override
    public List<String> pieces() {
        return List.of(TRADER, MERCHANT, BONUS_MARKER);
    }

    /** Every spot a piece can ever stand on with the state's map. */
    @Override
    public SortedSet<Spot> spotsInUse(HansaState state) {
        return spotsInUse(state.map());
    }

    /** Where a spot is on the printed map: "post 2 of 3 between Hamburg and Lübeck", "office 1 of Bremen". */
    @Override
    public String landmark(HansaState state, Spot spot) {
        HansaMap map = state.map();
        switch (spot.kind()) {
            case PATH -> {
                if (spot.id() >= map.postCount()) {
                    return "";
                }
                Route route = map.routeOfPost(spot.id());
                return "post " + (spot.id() - route.firstPost() + 1) + " of " + route.posts() + " between "
                        + map.cities().get(route.from()).name() + " and " + map.cities().get(route.to()).name();
            }
            case HEX -> {
                return spot.id() < map.routes().size() ? "the bonus-marker place beside "
                        + map.cities().get(map.routes().get(spot.id()).from()).name() + "–"
                        + map.cities().get(map.routes().get(spot.id()).to()).name() : "";
            }
            case INTERSECTION -> {
                for (int city = 0; city < map.cities().size(); city++) {
                    City c = map.cities().get(city);
                    if (spot.equals(extraOffice(map, city))) {
                        return "the extra-office place left of " + c.name() + "'s offices";
                    }
                    for (int slot = 0; slot < c.offices().size(); slot++) {
                        if (spot.equals(office(map, city, slot))) {
                            return "office " + (slot + 1) + " of " + c.offices().size() + " of " + c.name() + ", from the left";
                        }
                    }
                }
                for (int space = 0; space < map.coellen().size(); space++) {
                    if (spot.equals(coellen(map, space))) {
                        return "space " + (space + 1) + " of Coellen's prestige table";
                    }
                }
                return "";
            }
        }
        return "";
    }

    @Override
    public TableLayout expected(HansaState state) {
        HansaMap map = state.map();
        Map<Spot, Standing> pieces = new TreeMap<>();
        for (int post = 0; post < map.postCount(); post++) {
            put(pieces, Spot.path(post), state.post(post));
        }
        for (int city = 0; city < map.cities().size(); city++) {
            List<Holder> extras = state.extraOffices(city);
            // The place next to the printed offices holds the first extra office; later ones stand
            // further left, beyond the one sensor the place has.
            put(pieces, extraOffice(map, city), extras.isEmpty() ? null : extras.get(extras.size() - 1));
            for (int slot = 0; slot < map.cities().get(city).offices().size(); slot++) {
                put(pieces, office(map, city, slot), state.office(city, slot));
            }
        }
        for (int space = 0; space < map.coellen().size(); space++) {
            put(pieces, coellen(map, space), state.coellen(space));
        }
        for (Route route : map.routes()) {
            if (state.routeMarker(route.id()) != null) {
                pieces.put(marker(route.id()), Standing.neutral(BONUS_MARKER));
            }
        }
        return TableLayout.of(pieces);
    }

    @Override
    public List<Reading<Command>> readings(HansaState state) {
        List<Reading<Command>> readings = new ArrayList<>();
        Set<List<Object>> outcomes = new HashSet<>();
        for (int seat = 0; seat < state.seatCount(); seat++) {
            for (LegalAction action : rules.legalActions(state, seat)) {
                for (Command choice : action.choices()) {
                    if (!changesTheMap(choice)) {
                        continue;
                    }
                    Result<HansaState, Event> result = rules.apply(state, seat, state.version(), choice);
                    if (result instanceof Result.Accepted<HansaState, Event> accepted) {
                        TableLayout after = expected(accepted.state());
                        Views.TableView view = rules.publicView(accepted.state());
                        // The same table and the same player boards are one move to the players, whichever command got there.
                        if (outcomes.add(List.of(after, view.players(), String.valueOf(accepted.state().pending())))) {
                            readings.add(new Reading<>(seat, choice, after, words(state, seat, choice)));
                        }
                    }
                }
            }
        }
        return List.copyOf(readings);
    }

    /** Hansa has no dice. */
    @Override
    public Optional<SeatCommand<Command>> roll(HansaState state, List<Integer> dice) {
        return Optional.empty();
    }

    @Override
    public Optional<SeatCommand<Command>> endTurn(HansaState state) {
        if (state.isOver() || Hansa.check(state.d, state.active(), new Command.EndTurn()) != null) {
            return Optional.empty();
        }
        return Optional.of(new SeatCommand<>(state.active(), new Command.EndTurn()));
    }

    /** The spots a piece can ever stand on with {@code map}: every post, office place, Coellen space and marker place. */
    public static SortedSet<Spot> spotsInUse(HansaMap map) {
        SortedSet<Spot> spots = new TreeSet<>();
        for (int post = 0; post < map.postCount(); post++) {
            spots.add(Spot.path(post));
        }
        for (int id = 0; id < officePlaces(map); id++) {
            spots.add(Spot.intersection(id));
        }
        for (Route route : map.routes()) {
            spots.add(marker(route.id()));
        }
        return spots;
    }

    /** The spot of post {@code post}. */
    public static Spot post(int post) {
        return Spot.path(post);
    }

    /** The spot of printed office {@code slot} of {@code city}. */
    public static Spot office(HansaMap map, int city, int slot) {
        return Spot.intersection(firstOfCity(map, city) + 1 + slot);
    }

    /** The spot of the extra-office place left of {@code city}'s printed offices. */
    public static Spot extraOffice(HansaMap map, int city) {
        return Spot.intersection(firstOfCity(map, city));
    }

    /** The spot of the Coellen prestige table's {@code space}. */
    public static Spot coellen(HansaMap map, int space) {
        return Spot.intersection(firstOfCity(map, map.cities().size()) + space);
    }

    /** The spot of the bonus-marker place beside route {@code route}. */
    public static Spot marker(int route) {
        return Spot.hex(route);
    }

    /** How many office places (extra, printed, Coellen) the map has: the intersections a board senses. */
    public static int officePlaces(HansaMap map) {
        return firstOfCity(map, map.cities().size()) + map.coellen().size();
    }

    private static int firstOfCity(HansaMap map, int city) {
        int id = 0;
        for (int c = 0; c < city; c++) {
            id += 1 + map.cities().get(c).offices().size();
        }
        return id;
    }

    private static void put(Map<Spot, Standing> pieces, Spot spot, Holder holder) {
        if (holder != null) {
            pieces.put(spot, new Standing(holder.piece() == Piece.TRADER ? TRADER : MERCHANT, colour(holder.seat())));
        }
    }

    private static String colour(int seat) {
        return seat >= 0 && seat < COLOURS.size() ? COLOURS.get(seat) : null;
    }

    /**
     * The moves a sensor can see: a piece appears, leaves or changes on a post, an office place or
     * a marker place. The rest change only the player boards, which have no sensors.
     */
    static boolean changesTheMap(Command command) {
        return !(command instanceof Command.Taxes || command instanceof Command.StopRelocating
                || command instanceof Command.DevelopAbility || command instanceof Command.ExtraActions
                || command instanceof Command.EndTurn);
    }

    /** The reading as the phone that asks says it: "Yellow trader on post 12 (Hamburg–Lübeck)". */
    private static Phrase words(HansaState state, int seat, Command command) {
        Draft d = state.d;
        Phrase who = Names.seat(seat);
        if (command instanceof Command.Place c) {
            return Phrase.of("hansa.reading.place", who, piece(c.piece()), c.post(), routeOf(d, c.post()));
        }
        if (command instanceof Command.Displace c) {
            return Phrase.of("hansa.reading.displace", who, piece(c.piece()), c.post(), routeOf(d, c.post()));
        }
        if (command instanceof Command.Relocate c) {
            return c.from() < 0 ? Phrase.of("hansa.reading.relocate", who, piece(c.piece()), c.post(), routeOf(d, c.post()))
                    : Phrase.of("hansa.reading.relocate-from", who, piece(c.piece()), c.post(), routeOf(d, c.post()), c.from());
        }
        if (command instanceof Command.Move c) {
            return Phrase.of("hansa.reading.move", who, c.from(), c.to(), routeOf(d, c.to()));
        }
        if (command instanceof Command.Establish c) {
            return Phrase.of("hansa.reading.establish", who, route(d, c.route()));
        }
        if (command instanceof Command.EstablishOffice c) {
            return Phrase.of("hansa.reading.establish-office", who, route(d, c.route()), Names.city(d, c.city()));
        }
        if (command instanceof Command.EstablishExtraOffice c) {
            return Phrase.of("hansa.reading.establish-extra-office", who, route(d, c.route()), Names.city(d, c.city()), piece(c.piece()));
        }
        if (command instanceof Command.EstablishAbility c) {
            return Phrase.of("hansa.reading.establish-ability", who, route(d, c.route()), Names.city(d, c.city()));
        }
        if (command instanceof Command.EstablishCoellen c) {
            return Phrase.of("hansa.reading.establish-coellen", who, route(d, c.route()), c.space() + 1);
        }
        if (command instanceof Command.SwapOffices c) {
            return Phrase.of("hansa.reading.swap-offices", who, Names.city(d, c.city()), c.slot() + 1, c.slot() + 2);
        }
        if (command instanceof Command.RemovePiece c) {
            return Phrase.of("hansa.reading.remove-piece", who, c.post(), routeOf(d, c.post()));
        }
        if (command instanceof Command.MoveOpponentPiece c) {
            return Phrase.of("hansa.reading.move-opponent-piece", who, c.from(), c.to(), routeOf(d, c.to()));
        }
        if (command instanceof Command.PlaceMarker c) {
            return Phrase.of("hansa.reading.place-marker", who, route(d, c.route()));
        }
        throw new IllegalArgumentException("no piece on the map moves with " + command);
    }

    private static String route(Draft d, int route) {
        return Names.route(d, d.map.routes().get(route));
    }

    private static Phrase piece(Piece piece) {
        return Phrase.of(piece == Piece.TRADER ? "hansa.piece.trader" : "hansa.piece.merchant");
    }

    private static String routeOf(Draft d, int post) {
        return Names.route(d, d.map.routeOfPost(post));
    }
}
