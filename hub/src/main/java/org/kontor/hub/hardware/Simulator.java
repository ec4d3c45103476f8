package org.kontor.hub.hardware;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.kontor.engine.board.Board;
import org.kontor.engine.board.Topology;
import org.kontor.engine.merchants.Command;
import org.kontor.engine.merchants.MerchantsPhysicalRules;
import org.kontor.engine.merchants.MerchantsState;
import org.kontor.web.session.TableSession;

/**
 * A table with no hardware: the virtual board (the reference firmware on a pseudo-terminal),
 * attached to the session through the same serial, link and reconciliation code as a real board.
 * Pieces are placed by typing the virtual board's commands ("place path 17 route red").
 */
public final class Simulator implements AutoCloseable {
    private final VirtualBoard board;
    private final PhysicalTable<MerchantsState, Command> table;

    private final TableSession<MerchantsState, Command, ?, ?> session;

    private Simulator(VirtualBoard board, PhysicalTable<MerchantsState, Command> table, TableSession<MerchantsState, Command, ?, ?> session) {
        this.board = board;
        this.table = table;
        this.session = session;
    }

    /**
     * Builds the virtual board in {@code folder}, large enough for every board offered, and
     * attaches it to {@code session}.
     */
    public static Simulator attach(TableSession<MerchantsState, Command, ?, ?> session, List<Board> boards, Path folder,
                                   int settleMs) {
        int intersections = 0;
        int paths = 0;
        int hexes = 0;
        for (Board b : boards) {
            Topology topology = b.topology();
            intersections = Math.max(intersections, topology.intersectionCount());
            paths = Math.max(paths, topology.pathCount());
            hexes = Math.max(hexes, topology.hexCount());
        }
        try {
            Files.createDirectories(folder);
        } catch (java.io.IOException e) {
            throw new IllegalStateException("cannot create " + folder + ": " + e.getMessage(), e);
        }
        VirtualBoard board = VirtualBoard.start(VirtualBoard.build(folder, intersections, paths, hexes), folder.resolve("virtual-board.log"));
        HardwareConfig config = new HardwareConfig(List.of(new HardwareConfig.BoardConfig("virtual", board.port())),
                List.of(), List.of(), settleMs);
        Simulator simulator = new Simulator(board, PhysicalTable.attach(session, new MerchantsPhysicalRules(), config), session);
        session.simulatedBoard(simulator::type);
        return simulator;
    }

    /** The commands a user may type: a piece placed or lifted, the dice keys, or {@code set up}. */
    private static final java.util.regex.Pattern COMMAND = java.util.regex.Pattern.compile(
            "set up|place (intersection|path|hex) \\d{1,5} (kontor|route|merchant|caravan|robber) (red|blue|white|orange|neutral)"
                    + "|remove (intersection|path|hex) \\d{1,5}|dice [1-6] [1-6]");

    /**
     * A virtual board command, as docs/hardware.md lists them, or {@code set up}: every piece placed
     * where the rules expect it now (the start position, or the table after phone moves). Returns
     * null when taken, else why not (and nothing is typed).
     */
    public String type(String command) {
        String line = command.trim().replaceAll("\\s+", " ");
        if (!COMMAND.matcher(line).matches()) {
            return "'" + (line.length() > 60 ? line.substring(0, 60) + "…" : line) + "' is not a virtual board command: "
                    + "set up | place KIND ID PIECE COLOUR | remove KIND ID | dice A B (kinds: intersection, path, hex; "
                    + "pieces: kontor, route, merchant, caravan, robber; colours: red, blue, white, orange, neutral)";
        }
        command = line;
        if (!command.equals("set up")) {
            board.send(command);
            return null;
        }
        session.read(state -> state == null ? null : new MerchantsPhysicalRules().expected(state)).thenAccept(layout -> {
            if (layout != null) {
                layout.pieces().forEach((spot, standing) -> board.send("place " + spot + " " + standing.piece() + " "
                        + (standing.colour() == null ? "neutral" : standing.colour().name().toLowerCase(java.util.Locale.ROOT))));
            }
        });
        return null;
    }

    public String port() {
        return board.port();
    }

    public Path log() {
        return board.log();
    }

    public PhysicalTable<MerchantsState, Command> table() {
        return table;
    }

    @Override
    public void close() {
        session.simulatedBoard(null);
        table.close();
        board.close();
    }
}
