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
        return new Simulator(board, PhysicalTable.attach(session, new MerchantsPhysicalRules(), config), session);
    }

    /**
     * A virtual board command, as docs/wiring.md lists them, or {@code set up}: every piece placed
     * where the rules expect it now (the start position, or the table after phone moves).
     */
    public void type(String command) {
        if (!command.equals("set up")) {
            board.send(command);
            return;
        }
        session.read(state -> state == null ? null : new MerchantsPhysicalRules().expected(state)).thenAccept(layout -> {
            if (layout != null) {
                layout.pieces().forEach((spot, standing) -> board.send("place " + spot + " " + standing.piece() + " "
                        + (standing.colour() == null ? "neutral" : standing.colour().name().toLowerCase(java.util.Locale.ROOT))));
            }
        });
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
        table.close();
        board.close();
    }
}
