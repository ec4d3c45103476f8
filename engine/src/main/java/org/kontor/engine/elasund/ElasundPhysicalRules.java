package org.kontor.engine.elasund;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
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
 * Elasund on a physical board (docs/hardware.md, "Elasund"). The city is a grid, so the kernel's
 * spot kinds name places of the grid ({@link #square}): a square of the building area is a hex
 * spot, a wall slot a path spot, the sea beside a row an intersection spot. A building stands on
 * every square of its footprint, so a sensor under each square reads it by footprint; a permit,
 * a church tile and a cottage stand on one square (a large cottage on two), a wall on its slot,
 * the ship beside its row. Built only from the public view, the legal actions and {@code apply},
 * as Catan's table is, so it cannot disagree with the referee.
 *
 * <p>Hidden choices come from the phone: which influence colour pays (a hand is hidden) reads as
 * several equal moves, and the phone asks which; church tiles, drawn from the hidden stack, are
 * built on the phone ({@link #placesAPiece}).
 */
public final class ElasundPhysicalRules implements PhysicalRules<ElasundState, Command> {

    /** HELLO's game code for Elasund (protocol.md §7). */
    public static final int GAME_CODE = 4;

    public static final String SHIP = "ship";
    public static final String COTTAGE = "cottage";
    public static final String CHURCH = "church";
    public static final String WALL = "wall";
    /** "permit-0" … "permit-4": a permit's value is part of its name, so a board that reads pieces tells them apart. */
    public static final String PERMIT = "permit-";

    /**
     * The piece byte's kinds by number (index 0: unknown). The ship and the walls have no kind:
     * nothing else stands in the sea or on a wall slot, so a board reports them as "something" in
     * their colour and the spot says what they are. The two worker cottages share one kind; their
     * footprints tell them apart.
     */
    static final List<String> KINDS = List.of("?", PERMIT + 0, PERMIT + 1, PERMIT + 2, PERMIT + 3, PERMIT + 4, COTTAGE,
            "house", "workshop", "well", "market", "shop", "tavern", "hall", CHURCH);

    private final Elasund rules = new Elasund();

    /** The spot of the grid place [column, row] (row -1 and 10 are the wall rows): {@code (row + 1) * 10 + column}. */
    public static int square(int column, int row) {
        return (row + 1) * 10 + column;
    }

    @Override
    public int gameCode() {
        return GAME_CODE;
    }

    @Override
    public List<String> pieceKinds() {
        return KINDS;
    }

    /** Every piece the rules place, as the simulator's commands name them: the kinds and the two without one. */
    @Override
    public List<String> pieces() {
        List<String> pieces = new ArrayList<>(KINDS.subList(1, KINDS.size()));
        pieces.add(SHIP);
        pieces.add(WALL);
        return List.copyOf(pieces);
    }

    /**
     * The sea beside the ten rows, every square and every wall slot of the printed board: a table's
     * sensors serve games of every player count, and the slots of a smaller city lie inside a larger one.
     */
    @Override
    public SortedSet<Spot> spotsInUse(ElasundState state) {
        SortedSet<Spot> spots = new TreeSet<>();
        for (ElasundBoard.Area area : state.board().areas()) {
            for (int row = 0; row < ElasundBoard.ROWS; row++) {
                spots.add(Spot.intersection(row));
                for (int column = 0; column < area.columns(); column++) {
                    spots.add(Spot.hex(square(column, row)));
                }
            }
            for (ElasundBoard.WallSlot slot : area.walls()) {
                spots.add(Spot.path(square(slot.square().column(), slot.square().row())));
            }
        }
        return spots;
    }

    /** "column 3 of row 8", "the wall slot above column 4", "the sea beside row 5": rows by their dice labels. */
    @Override
    public String landmark(ElasundState state, Spot spot) {
        List<Integer> labels = state.board().rows();
        return switch (spot.kind()) {
            case INTERSECTION -> spot.id() < labels.size() ? "the sea beside row " + labels.get(spot.id()) : "";
            case HEX, PATH -> {
                int column = spot.id() % 10;
                int row = spot.id() / 10 - 1;
                if (row < 0) {
                    yield "the wall slot above column " + column;
                }
                if (row >= labels.size()) {
                    yield "the wall slot below column " + column;
                }
                yield (spot.kind() == Spot.Kind.PATH ? "the wall slot at column " : "column ") + column + " of row " + labels.get(row);
            }
        };
    }

    @Override
    public TableLayout expected(ElasundState state) {
        Views.TableView view = rules.publicView(state);
        ElasundBoard board = state.board();
        Map<Spot, Standing> pieces = new TreeMap<>();
        for (Views.PermitView p : view.permits()) {
            pieces.put(Spot.hex(square(p.column(), board.rowOf(p.row()))), new Standing(PERMIT + p.value(), colour(p.seat())));
        }
        for (Views.BuildingView b : view.buildings()) {
            BuildingKind kind = state.d.pieces.building(b.building());
            Standing standing = new Standing(pieceName(kind), kind.owner() == BuildingKind.Owner.NEUTRAL ? null : colour(b.seat()));
            int top = board.rowOf(b.row());
            for (int r = 0; r < b.height(); r++) {
                for (int c = 0; c < b.width(); c++) {
                    pieces.put(Spot.hex(square(b.column() + c, top + r)), standing);
                }
            }
        }
        for (Views.ChurchTileView t : view.church()) {
            pieces.put(Spot.hex(square(t.column(), board.rowOf(t.row()))), Standing.neutral(CHURCH));
        }
        for (Views.WallView w : view.walls()) {
            if (w.seat() >= 0) {
                pieces.put(Spot.path(square(w.column(), w.row())), new Standing(WALL, colour(w.seat())));
            }
        }
        if (view.ship() > 0) {
            pieces.put(Spot.intersection(board.rowOf(view.ship())), Standing.neutral(SHIP));
        }
        return TableLayout.of(pieces);
    }

    /**
     * Every legal command that moves or places a piece, with the table after it. A colour paid
     * where paying none would do the same is never what a player means, so it is left out; where
     * a colour must be paid, each affordable colour is its own reading (the phone asks).
     */
    @Override
    public List<Reading<Command>> readings(ElasundState state) {
        List<Reading<Command>> readings = new ArrayList<>();
        TableLayout now = expected(state);
        for (int seat = 0; seat < state.seatCount(); seat++) {
            // The colour paid never changes the table: one apply per placement, whatever it pays with.
            Map<Command, TableLayout> afterByPlacement = new HashMap<>();
            for (LegalAction action : rules.legalActions(state, seat)) {
                for (Command choice : action.choices()) {
                    if (!placesAPiece(choice) || paysNeedlessly(state, seat, choice)) {
                        continue;
                    }
                    final int s = seat;
                    TableLayout after = afterByPlacement.computeIfAbsent(unpaid(choice), c -> afterwards(state, s, choice));
                    if (after != null && !after.equals(now)) {
                        readings.add(new Reading<>(seat, choice, after, words(state, seat, choice)));
                    }
                }
            }
        }
        return readings;
    }

    /** Where the pieces stand after {@code seat} gives {@code command}, or null when it is refused. */
    private TableLayout afterwards(ElasundState state, int seat, Command command) {
        Result<ElasundState, Event> result = rules.apply(state, seat, state.version(), command);
        return result instanceof Result.Accepted<ElasundState, Event> accepted ? expected(accepted.state()) : null;
    }

    /** The placement with the influence colour it pays left out (the church tile kept stays: it decides where the church goes). */
    private static Command unpaid(Command command) {
        if (command instanceof Command.PlacePermit c) {
            return new Command.PlacePermit(c.value(), c.column(), c.row(), null);
        }
        if (command instanceof Command.Build c) {
            return new Command.Build(c.building(), c.column(), c.row(), null);
        }
        if (command instanceof Command.MovePermit c) {
            return new Command.MovePermit(c.value(), c.column(), c.row(), null);
        }
        if (command instanceof Command.UpgradePermit c) {
            return new Command.UpgradePermit(c.value(), c.to(), null);
        }
        return command;
    }

    /**
     * The roll of the seat that may roll now: the opening roll of the first seat (in seat order)
     * still to roll, or the active player's phase-1 roll; with {@code dice} read on the table, or
     * the hub's when empty.
     */
    @Override
    public Optional<SeatCommand<Command>> roll(ElasundState state, List<Integer> dice) {
        if (!dice.isEmpty() && dice.size() != 2) {
            return Optional.empty();
        }
        if (state.pending() instanceof Pending.OpeningRoll) {
            Command opening = dice.isEmpty() ? new Command.OpeningRoll(null, null) : new Command.OpeningRoll(dice.get(0), dice.get(1));
            return firstAccepting(state, "opening-roll", opening);
        }
        return firstAccepting(state, "roll", dice.isEmpty() ? new Command.Roll() : Command.Roll.table(dice.get(0), dice.get(1)));
    }

    @Override
    public Optional<SeatCommand<Command>> endTurn(ElasundState state) {
        return firstAccepting(state, "end-turn", new Command.EndTurn());
    }

    private Optional<SeatCommand<Command>> firstAccepting(ElasundState state, String kind, Command command) {
        for (int seat = 0; seat < state.seatCount(); seat++) {
            for (LegalAction action : rules.legalActions(state, seat)) {
                // Dice read on the table are checked too: a die read as 0 or 7 rolls nothing.
                if (action.kind().equals(kind) && Elasund.check(state.d, seat, command) == null) {
                    return Optional.of(new SeatCommand<>(seat, command));
                }
            }
        }
        return Optional.empty();
    }

    /**
     * The commands the table reads: those that put, move or swap a piece on the board. A church
     * tile is not among them although it lies on the board: it comes from the face-down stack, so a
     * reading would light the next tile's square (and list the first builder's two drawn tiles)
     * before anyone paid; the phone builds it and the table waits until it lies where it belongs.
     */
    static boolean placesAPiece(Command command) {
        return command instanceof Command.MoveShip || command instanceof Command.Build || command instanceof Command.BuildWall
                || command instanceof Command.ReplaceCottage || command instanceof Command.PlacePermit
                || command instanceof Command.MovePermit || command instanceof Command.UpgradePermit
                || command instanceof Command.PlacePermitAnywhere;
    }

    /** A permit paid with influence where the ship's row lets it in for nothing, or an overbuilding fee named where none is due. */
    static boolean paysNeedlessly(ElasundState state, int seat, Command command) {
        return !meant(state, seat, command).equals(command);
    }

    /** The command a placement on the table stands for: {@code command}, without a colour paid where none need be. */
    static Command meant(ElasundState state, int seat, Command command) {
        Command free = command;
        if (command instanceof Command.PlacePermit c && c.colour() != null) {
            free = new Command.PlacePermit(c.value(), c.column(), c.row(), null);
        } else if (command instanceof Command.Build c && c.colour() != null) {
            free = new Command.Build(c.building(), c.column(), c.row(), null);
        }
        return free != command && Elasund.check(state.d, seat, free) == null ? free : command;
    }

    /** A building's sensor name: its id, but both worker cottages are one kind. */
    static String pieceName(BuildingKind kind) {
        return kind.owner() == BuildingKind.Owner.STARTING ? COTTAGE : kind.id();
    }

    /** A seat's piece colour as sensors name it: "red", "blue", "green", "yellow". */
    private static String colour(int seat) {
        return Gates.name(seat).toLowerCase(Locale.ROOT);
    }

    /** The reading as the phone that asks says it: "Red: shop at column 2 of row 5, paying blue". */
    private static Phrase words(ElasundState state, int seat, Command command) {
        Phrase who = Gates.seat(seat);
        if (command instanceof Command.MoveShip c) {
            return Phrase.of("elasund.reading.ship", who, c.row());
        }
        if (command instanceof Command.Build c) {
            BuildingKind kind = state.d.pieces.building(c.building());
            return c.colour() == null ? Phrase.of("elasund.reading.build", who, kind, c.column(), c.row())
                    : Phrase.of("elasund.reading.build-paying", who, kind, c.column(), c.row(), c.colour());
        }
        if (command instanceof Command.BuildWall c) {
            return Phrase.of("elasund.reading.wall", who, c.slot());
        }
        if (command instanceof Command.ReplaceCottage c) {
            return Phrase.of("elasund.reading.cottage", who, c.column(), c.row());
        }
        if (command instanceof Command.PlacePermit c) {
            return c.colour() == null ? Phrase.of("elasund.reading.permit", who, c.value(), c.column(), c.row())
                    : Phrase.of("elasund.reading.permit-paying", who, c.value(), c.column(), c.row(), c.colour());
        }
        if (command instanceof Command.MovePermit c) {
            return Phrase.of("elasund.reading.move-permit", who, c.value(), c.column(), c.row(), c.colour());
        }
        if (command instanceof Command.UpgradePermit c) {
            return Phrase.of("elasund.reading.upgrade-permit", who, c.value(), c.to(), c.colour());
        }
        if (command instanceof Command.PlacePermitAnywhere c) {
            return Phrase.of("elasund.reading.permit-anywhere", who, c.value(), c.column(), c.row());
        }
        return Phrase.of("elasund.reading.other", who, String.valueOf(command));
    }
}
