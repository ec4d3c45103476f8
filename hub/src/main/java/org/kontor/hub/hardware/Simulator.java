package org.kontor.hub.hardware;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.regex.Pattern;
import org.kontor.engine.GameState;
import org.kontor.engine.table.Spot;
import org.kontor.table.session.SimulatedBoard;
import org.kontor.table.session.TableSession;

/**
 * A table with no hardware: the virtual board (the reference firmware on a pseudo-terminal, built
 * for the game's piece kinds), attached to the session through the same serial, link and
 * reconciliation code as a real board. Pieces are placed by typing the virtual board's commands
 * ("place path 17 route red", "place intersection 12 settlement blue").
 */
public final class Simulator implements SimulatedBoard, AutoCloseable {
    private static final String COLOURS = "red|blue|white|orange|yellow|green|purple|neutral";

    private final BoardProcess board;
    private final PhysicalTable<?, ?> table;
    private final PhysicalGame<?, ?> game;
    private final Pattern commands;
    private final Runnable setUp;
    private final TableSession<?, ?, ?, ?> session;
    /** The spots with a piece typed onto them ("intersection 12"), so "set up" can lift what the game does not have. */
    private final java.util.Set<String> placed;

    private Simulator(BoardProcess board, PhysicalTable<?, ?> table, PhysicalGame<?, ?> game, Runnable setUp,
                      TableSession<?, ?, ?, ?> session, java.util.Set<String> placed) {
        this.placed = placed;
        this.board = board;
        this.table = table;
        this.game = game;
        this.setUp = setUp;
        this.session = session;
        this.commands = Pattern.compile("set up|clear|place (intersection|path|hex) \\d{1,5} (" + String.join("|", game.pieces()) + ") ("
                + COLOURS + ")|remove (intersection|path|hex) \\d{1,5}|dice [1-6] [1-6]|button [0-7] (click|long)");
    }

    /**
     * Builds the virtual board for {@code game} in {@code folder}, large enough for every board the
     * game offers (its setup's boards, with any the host added), and attaches it to {@code session},
     * which plays {@code game}.
     */
    public static <S extends GameState, C> Simulator attach(TableSession<S, C, ?, ?> session, PhysicalGame<S, C> game,
                                                            Path folder, int settleMs) {
        return attach(session, game, virtualBoard(game, folder), settleMs);
    }

    /** The virtual board for {@code game}, built in {@code folder} large enough for every board the game offers, started. */
    public static VirtualBoard virtualBoard(PhysicalGame<?, ?> game, Path folder) {
        int[] sizes = new int[Spot.Kind.values().length];
        for (Spot spot : game.spotsInUse()) {
            sizes[spot.kind().ordinal()] = Math.max(sizes[spot.kind().ordinal()], spot.id() + 1);
        }
        try {
            Files.createDirectories(folder);
        } catch (java.io.IOException e) {
            throw new IllegalStateException("cannot create " + folder + ": " + e.getMessage(), e);
        }
        return VirtualBoard.start(VirtualBoard.build(folder, game.code(), sizes[Spot.Kind.INTERSECTION.ordinal()],
                sizes[Spot.Kind.PATH.ordinal()], sizes[Spot.Kind.HEX.ordinal()]), folder.resolve("virtual-board.log"));
    }

    /**
     * Attaches a started board program ({@link SimulatedUno}, say) to {@code session}, which plays
     * {@code game}; closing the simulator closes the program.
     */
    public static <S extends GameState, C> Simulator attach(TableSession<S, C, ?, ?> session, PhysicalGame<S, C> game,
                                                            BoardProcess board, int settleMs) {
        return attach(session, game, board, settleMs, List.of());
    }

    /** As above, with the board's {@code buttons} given other meanings or seats, as a board's entry in the config file gives them. */
    public static <S extends GameState, C> Simulator attach(TableSession<S, C, ?, ?> session, PhysicalGame<S, C> game,
                                                            BoardProcess board, int settleMs, List<HardwareConfig.ButtonConfig> buttons) {
        HardwareConfig config = new HardwareConfig(List.of(new HardwareConfig.BoardConfig("virtual", board.port(), null, buttons)),
                List.of(), List.of(), settleMs);
        java.util.Set<String> placed = java.util.concurrent.ConcurrentHashMap.newKeySet();
        // "set up": every piece placed where the rules expect it now (the start position, or the table after phone
        // moves), and every other piece typed before lifted (a new game after a finished one).
        Runnable setUp = () -> session.read(state -> state == null ? null : game.rules().expected(state)).thenAccept(layout -> {
            if (layout != null) {
                java.util.Set<String> wanted = new java.util.TreeSet<>();
                layout.pieces().keySet().forEach(spot -> wanted.add(spot.toString()));
                for (String spot : List.copyOf(placed)) {
                    if (!wanted.contains(spot)) {
                        board.send("remove " + spot);
                        placed.remove(spot);
                    }
                }
                layout.pieces().forEach((spot, standing) -> board.send("place " + spot + " " + standing.piece() + " "
                        + standing.colourName()));
                placed.addAll(wanted);
            }
        });
        Simulator simulator = new Simulator(board, PhysicalTable.attach(session, game.rules(), config), game, setUp, session, placed);
        session.simulatedBoard(simulator);
        return simulator;
    }

    /**
     * A virtual board command, as docs/hardware.md lists them, {@code set up}: every piece placed
     * where the rules expect it now (the start position, or the table after phone moves), or
     * {@code clear}: every piece typed lifted. Returns
     * null when taken, else why not (and nothing is typed).
     */
    @Override
    public String type(String command) {
        String line = command.trim().replaceAll("\\s+", " ");
        if (!commands.matcher(line).matches()) {
            return "'" + (line.length() > 60 ? line.substring(0, 60) + "…" : line) + "' is not a virtual board command: "
                    + "set up | clear | place KIND ID PIECE COLOUR | remove KIND ID | dice A B | button N click (kinds: intersection, path, hex; "
                    + "pieces: " + String.join(", ", game.pieces()) + "; colours: " + COLOURS.replace("|", ", ") + ")";
        }
        if (line.equals("set up")) {
            setUp.run();
            return null;
        }
        if (line.equals("clear")) {
            // An empty board for the next game: every piece typed onto it lifted.
            for (String spot : List.copyOf(placed)) {
                board.send("remove " + spot);
                placed.remove(spot);
            }
            return null;
        }
        String[] words = line.split(" ");
        if (words[0].equals("place")) {
            placed.add(words[1] + " " + Integer.parseInt(words[2]));
        } else if (words[0].equals("remove")) {
            placed.remove(words[1] + " " + Integer.parseInt(words[2]));
        }
        board.send(line);
        return null;
    }

    @Override
    public List<String> pieces() {
        return game.pieces();
    }

    public String port() {
        return board.port();
    }

    public Path log() {
        return board.log();
    }

    public PhysicalTable<?, ?> table() {
        return table;
    }

    @Override
    public void close() {
        session.simulatedBoard(null);
        table.close();
        board.close();
    }
}
