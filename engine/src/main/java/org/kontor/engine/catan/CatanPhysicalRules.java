package org.kontor.engine.catan;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeMap;
import org.kontor.engine.Phrase;
import org.kontor.engine.Result;
import org.kontor.engine.board.PlayerColour;
import org.kontor.engine.board.Resource;
import org.kontor.engine.resources.Resources;
import org.kontor.engine.table.BankOffer;
import org.kontor.engine.table.PhysicalRules;
import org.kontor.engine.table.Reading;
import org.kontor.engine.table.SeatCommand;
import org.kontor.engine.table.Spot;
import org.kontor.engine.table.Standing;
import org.kontor.engine.table.TableLayout;

/**
 * Catan on a physical board. Pieces and their sensor names: settlements and cities on
 * intersections, roads on paths, the robber on a hex. A city replaces its settlement on the same
 * intersection, so the existing vocabulary (a piece is a word) tells them apart for sensors that
 * read the piece; reed switches, which only see that something stands there, cannot see the swap,
 * and a city is then built from the phone. Built only from the public API, as Merchants' table is:
 * the public view for where pieces stand, the legal actions for what may be placed, and
 * {@code apply} for where they stand afterwards, so this can never disagree with the referee.
 */
public final class CatanPhysicalRules implements PhysicalRules<CatanState, Command> {

    public static final String ROAD = "road";
    public static final String SETTLEMENT = "settlement";
    public static final String CITY = "city";
    public static final String ROBBER = "robber";

    /** Catan's code in a board's HELLO and its kinds by number (protocol.md §7); ship and later are the expansions'. */
    static final int GAME_CODE = 2;
    private static final List<String> KINDS = List.of("?", SETTLEMENT, CITY, ROAD, ROBBER, "ship", "pirate", "knight",
            "city-wall", "metropolis");

    private final Catan rules = new Catan();

    @Override
    public int gameCode() {
        return GAME_CODE;
    }

    @Override
    public List<String> pieceKinds() {
        return KINDS;
    }

    @Override
    public List<String> pieces() {
        return List.of(SETTLEMENT, CITY, ROAD, ROBBER);
    }

    @Override
    public java.util.SortedSet<Spot> spotsInUse(CatanState state) {
        return spotsInUse(state.island.frame());
    }

    /** The fields around the spot: Catan's board has no named places. */
    @Override
    public String landmark(CatanState state, Spot spot) {
        return new org.kontor.engine.table.HexLandmarks(state.island.frame(), intersection -> null).of(spot);
    }

    @Override
    public TableLayout expected(CatanState state) {
        PublicView view = rules.publicView(state);
        Map<Spot, Standing> pieces = new TreeMap<>();
        for (PublicView.Piece p : view.settlements()) {
            pieces.put(Spot.intersection(p.at()), new Standing(SETTLEMENT, colour(state, p.owner())));
        }
        for (PublicView.Piece p : view.cities()) {
            pieces.put(Spot.intersection(p.at()), new Standing(CITY, colour(state, p.owner())));
        }
        for (PublicView.Piece p : view.roads()) {
            pieces.put(Spot.path(p.at()), new Standing(ROAD, colour(state, p.owner())));
        }
        if (view.robberHex() >= 0) {
            pieces.put(Spot.hex(view.robberHex()), Standing.neutral(ROBBER));
        }
        return TableLayout.of(pieces);
    }

    @Override
    public List<Reading<Command>> readings(CatanState state) {
        PublicView view = rules.publicView(state);
        List<Reading<Command>> readings = new ArrayList<>();
        Set<List<Object>> outcomes = new HashSet<>();
        for (int seat : view.waitingFor()) {
            for (LegalAction action : rules.legalActions(state, seat)) {
                for (Command choice : action.choices()) {
                    if (!placesAPiece(choice)) {
                        continue;
                    }
                    Result<CatanState, Event> result = rules.apply(state, seat, state.version(), choice);
                    if (result instanceof Result.Accepted<CatanState, Event> accepted) {
                        TableLayout after = expected(accepted.state());
                        PublicView afterView = rules.publicView(accepted.state());
                        // The same table and the same counts are one move to the players, whichever command got there.
                        if (outcomes.add(List.of(after, afterView.players(), afterView.pending() == null ? "" : afterView.pending()))) {
                            readings.add(new Reading<>(seat, choice, after, words(state, seat, choice)));
                        }
                    }
                }
            }
        }
        return readings;
    }


    @Override
    public Optional<SeatCommand<Command>> roll(CatanState state, List<Integer> dice) {
        if (!dice.isEmpty() && dice.size() != 2) {
            return Optional.empty();
        }
        Command roll = dice.isEmpty() ? Command.Roll.virtual() : Command.Roll.table(dice.get(0), dice.get(1));
        return firstAccepting(state, "roll", roll);
    }

    @Override
    public Optional<SeatCommand<Command>> endTurn(CatanState state) {
        return firstAccepting(state, "end-turn", new Command.EndTurn());
    }

    @Override
    public int bankGoods() {
        return ResourceKinds.KINDS.length;
    }

    /**
     * The active player's maritime trade at their best rate for what they give (the bank's 4:1 or a
     * harbour's, public), whatever they hold: before the roll or without the cards the rule refuses it.
     */
    @Override
    public Optional<BankOffer<Command>> bankTrade(CatanState state, int give, int take) {
        if (state.phase() == Phase.SETUP || state.winner() >= 0) {
            return Optional.empty();
        }
        int seat = state.active();
        Resource given = ResourceKinds.KINDS[give];
        Resource taken = ResourceKinds.KINDS[take];
        Resources cards = Resources.of(given, MaritimeTrade.rate(state, seat, given));
        PlayerColour who = name(state, seat);
        return Optional.of(new BankOffer<>(seat, new Command.TradeWithBank(given, taken),
                Phrase.of("catan.table-trade.offer", who, cards, Resources.of(taken, 1)),
                Phrase.of("catan.table-trade.unaffordable", who, cards)));
    }

    /** {@code command} for the first waiting seat offered an action of {@code kind}, when the referee takes it. */
    private Optional<SeatCommand<Command>> firstAccepting(CatanState state, String kind, Command command) {
        for (int seat : Catan.waitingFor(state)) {
            for (LegalAction action : rules.legalActions(state, seat)) {
                // Dice read on the table are checked too: a die read as 0 or 7 rolls nothing.
                if (action.kind().equals(kind) && Catan.check(state, seat, command) == null) {
                    return Optional.of(new SeatCommand<>(seat, command));
                }
            }
        }
        return Optional.empty();
    }

    /**
     * The spots a piece can ever stand on in a game on {@code board}, which a table's sensors must
     * cover: intersections and paths along a land hex (settlements, cities, roads) and the land
     * hexes (the robber).
     */
    public static java.util.SortedSet<Spot> spotsInUse(org.kontor.engine.board.Board board) {
        java.util.SortedSet<Spot> spots = new java.util.TreeSet<>();
        org.kontor.engine.board.Topology topology = board.topology();
        for (int h = 0; h < topology.hexCount(); h++) {
            if (board.terrain(h).isLand()) {
                spots.add(Spot.hex(h));
                for (int i : topology.intersectionsOfHex(h)) {
                    spots.add(Spot.intersection(i));
                }
                for (int p : topology.pathsOfHex(h)) {
                    spots.add(Spot.path(p));
                }
            }
        }
        return spots;
    }

    static boolean placesAPiece(Command command) {
        return command instanceof Command.PlaceSettlement || command instanceof Command.PlaceRoad
                || command instanceof Command.MoveRobber || command instanceof Command.BuildRoad
                || command instanceof Command.BuildSettlement || command instanceof Command.BuildCity
                || command instanceof Command.BuildFreeRoad;
    }

    private static PlayerColour colour(CatanState state, int owner) {
        return owner >= 0 && owner < state.seatCount() ? state.player(owner).colour() : null;
    }

    private static PlayerColour name(CatanState state, int seat) {
        return state.player(seat).colour();
    }

    /** The reading as the phone that asks says it: "Red road on path 17". */
    private static Phrase words(CatanState state, int seat, Command command) {
        PlayerColour who = name(state, seat);
        if (command instanceof Command.PlaceSettlement c) {
            return Phrase.of("catan.reading.settlement", who, c.intersection());
        }
        if (command instanceof Command.BuildSettlement c) {
            return Phrase.of("catan.reading.settlement", who, c.intersection());
        }
        if (command instanceof Command.BuildCity c) {
            return Phrase.of("catan.reading.city", who, c.intersection());
        }
        if (command instanceof Command.PlaceRoad c) {
            return Phrase.of("catan.reading.road", who, c.path());
        }
        if (command instanceof Command.BuildRoad c) {
            return Phrase.of("catan.reading.road", who, c.path());
        }
        if (command instanceof Command.BuildFreeRoad c) {
            return Phrase.of("catan.reading.free-road", who, c.path());
        }
        if (command instanceof Command.MoveRobber c) {
            return c.victim() < 0 ? Phrase.of("catan.reading.robber", c.hex())
                    : Phrase.of("catan.reading.robber-stealing", c.hex(), name(state, c.victim()));
        }
        return Phrase.of("catan.reading.other", who, String.valueOf(command));
    }
}
