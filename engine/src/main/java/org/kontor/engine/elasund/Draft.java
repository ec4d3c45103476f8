package org.kontor.engine.elasund;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.TreeMap;
import org.kontor.engine.Rng;

/**
 * The working copy of one game moment that a command changes; {@link ElasundState} keeps an
 * untouched copy. Squares are numbered {@code row * columns + column} inside the building area;
 * cards are counts in hands, the influence deck and discard pile lists of colours (top last).
 */
final class Draft {

    static final int CUBES = 10;
    static final int PERMITS = 5;
    /** Own building states in {@link #own}. */
    static final int IN_SUPPLY = 0;
    static final int ON_BOARD = 1;
    static final int OUT_OF_GAME = 2;

    final ElasundBoard board;
    final ElasundBoard.Area area;
    final Pieces pieces;
    final RuleOptions options;
    final int seats;
    final int columns;

    long version;
    int turn;
    int active;
    Phase phase;
    int buildsLeft;
    /** The ship's row index, -1 before the first roll. */
    int ship;
    boolean pirate;
    int die1;
    int die2;
    Rng rng;

    final int[] buildingAt;
    final int[] permitAt;
    final int[] churchAt;
    final int[] churchCube;
    final TreeMap<Integer, Placed> buildings;
    int nextSerial;
    /** The church's top-left square once its first tile is down, else null. */
    Square churchOrigin;
    final int[] wallOwner;
    final int[] wallNumber;
    final boolean[] wallCube;

    final int[] gold;
    final int[][] influence;
    final int[][] permitSquare;
    final int[] wallsBuilt;
    final int[] trade;
    final boolean[][] trackCube;
    final int[] cubes;
    final int[][] own;

    int goldSupply;
    final ArrayList<Integer> deck;
    final ArrayList<Integer> discardPile;
    final ArrayList<Integer> churchStack;
    final int[] neutralStock;

    Pending pending;
    /** Cards discarded to the pirates, waiting for the roller's loot: -1 gold, else an influence colour. */
    final ArrayList<Integer> loot;

    int winner = -1;
    String endReason;

    final ArrayList<Event> events = new ArrayList<>();

    Draft(ElasundBoard board, Pieces pieces, RuleOptions options, int seats, long seed) {
        this.board = board;
        this.area = board.area(seats);
        this.pieces = pieces;
        this.options = options;
        this.seats = seats;
        this.columns = area.columns();
        int squares = columns * ElasundBoard.ROWS;
        buildingAt = filled(squares, -1);
        permitAt = filled(squares, -1);
        churchAt = new int[squares];
        churchCube = filled(squares, -1);
        buildings = new TreeMap<>();
        wallOwner = filled(area.walls().size(), -1);
        wallNumber = new int[area.walls().size()];
        wallCube = new boolean[area.walls().size()];
        gold = new int[seats];
        influence = new int[seats][Influence.values().length];
        permitSquare = new int[seats][PERMITS];
        for (int[] p : permitSquare) {
            Arrays.fill(p, -1);
        }
        wallsBuilt = new int[seats];
        trade = new int[seats];
        trackCube = new boolean[seats][pieces.track().size()];
        cubes = filled(seats, CUBES);
        own = new int[seats][pieces.buildings().size()];
        deck = new ArrayList<>();
        discardPile = new ArrayList<>();
        churchStack = new ArrayList<>();
        neutralStock = new int[pieces.buildings().size()];
        loot = new ArrayList<>();
        ship = -1;
        phase = Phase.ROLL;
        buildsLeft = 2;
        rng = Rng.seeded(seed);
    }

    private Draft(Draft o) {
        board = o.board;
        area = o.area;
        pieces = o.pieces;
        options = o.options;
        seats = o.seats;
        columns = o.columns;
        version = o.version;
        turn = o.turn;
        active = o.active;
        phase = o.phase;
        buildsLeft = o.buildsLeft;
        ship = o.ship;
        pirate = o.pirate;
        die1 = o.die1;
        die2 = o.die2;
        rng = o.rng;
        buildingAt = o.buildingAt.clone();
        permitAt = o.permitAt.clone();
        churchAt = o.churchAt.clone();
        churchCube = o.churchCube.clone();
        buildings = new TreeMap<>(o.buildings);
        nextSerial = o.nextSerial;
        churchOrigin = o.churchOrigin;
        wallOwner = o.wallOwner.clone();
        wallNumber = o.wallNumber.clone();
        wallCube = o.wallCube.clone();
        gold = o.gold.clone();
        influence = deep(o.influence);
        permitSquare = deep(o.permitSquare);
        wallsBuilt = o.wallsBuilt.clone();
        trade = o.trade.clone();
        trackCube = new boolean[seats][];
        for (int s = 0; s < seats; s++) {
            trackCube[s] = o.trackCube[s].clone();
        }
        cubes = o.cubes.clone();
        own = deep(o.own);
        goldSupply = o.goldSupply;
        deck = new ArrayList<>(o.deck);
        discardPile = new ArrayList<>(o.discardPile);
        churchStack = new ArrayList<>(o.churchStack);
        neutralStock = o.neutralStock.clone();
        pending = o.pending;
        loot = new ArrayList<>(o.loot);
        winner = o.winner;
        endReason = o.endReason;
    }

    /** A copy without the events; {@code next} also moves the version on. */
    Draft copy(boolean next) {
        Draft d = new Draft(this);
        if (next) {
            d.version++;
        }
        return d;
    }

    boolean over() {
        return winner >= 0;
    }

    int square(Square s) {
        return s.row() * columns + s.column();
    }

    Square square(int index) {
        return new Square(index % columns, index / columns);
    }

    int label(int row) {
        return board.rows().get(row);
    }

    BuildingKind kind(int index) {
        return pieces.buildings().get(index);
    }

    /** No building, permit or church tile, and not the foundation. */
    boolean empty(Square s) {
        if (!area.inside(s) || s.equals(board.foundation())) {
            return false;
        }
        int i = square(s);
        return buildingAt[i] < 0 && permitAt[i] < 0 && churchAt[i] == 0;
    }

    /** The squares a footprint of {@code width} by {@code height} at {@code at} covers, or null if it leaves the area. */
    List<Square> footprint(Square at, int width, int height) {
        List<Square> squares = new ArrayList<>(width * height);
        for (int r = 0; r < height; r++) {
            for (int c = 0; c < width; c++) {
                Square s = new Square(at.column() + c, at.row() + r);
                if (!area.inside(s)) {
                    return null;
                }
                squares.add(s);
            }
        }
        return squares;
    }

    int influenceCards(int seat) {
        return Arrays.stream(influence[seat]).sum();
    }

    int cards(int seat) {
        return gold[seat] + influenceCards(seat);
    }

    /** The seat's permits still beside the board. */
    List<Integer> unusedPermits(int seat) {
        List<Integer> values = new ArrayList<>();
        for (int v = 0; v < PERMITS; v++) {
            if (permitSquare[seat][v] < 0) {
                values.add(v);
            }
        }
        return values;
    }

    private static int[] filled(int n, int value) {
        int[] a = new int[n];
        Arrays.fill(a, value);
        return a;
    }

    private static int[][] deep(int[][] a) {
        int[][] b = new int[a.length][];
        for (int i = 0; i < a.length; i++) {
            b[i] = a[i].clone();
        }
        return b;
    }
}
