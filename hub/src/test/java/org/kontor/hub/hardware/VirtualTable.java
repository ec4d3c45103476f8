package org.kontor.hub.hardware;

import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.kontor.engine.board.BoardFile;
import org.kontor.engine.board.Topology;
import org.kontor.engine.merchants.Command;
import org.kontor.engine.merchants.MerchantsPhysicalRules;
import org.kontor.engine.merchants.MerchantsState;
import org.kontor.engine.table.Spot;
import org.kontor.engine.table.Standing;
import org.kontor.engine.table.TableLayout;
import org.kontor.web.Dashboard;
import org.kontor.table.GameSetup;
import org.kontor.web.Pairing;
import org.kontor.table.merchants.MerchantsTable;
import org.kontor.table.session.TableSession;

/**
 * A whole table for tests: a Merchants of Europe session with a fixed seed, the dashboard on a free
 * port, the virtual board on a pseudo-terminal, and the physical table between them.
 */
final class VirtualTable implements AutoCloseable {
    static final MerchantsPhysicalRules RULES = new MerchantsPhysicalRules();
    static final Path BUILD = Path.of("target", "virtual-board");

    final TableSession<MerchantsState, Command, ?, ?> session;
    final Pairing pairing;
    final Dashboard dashboard;
    final VirtualBoard board;
    final PhysicalTable<MerchantsState, Command> table;

    static void assumePseudoTerminalsAndGcc() {
        assumeTrue(Files.exists(Path.of("/dev/ptmx")), "this machine has no /dev/ptmx, so no pseudo-terminals to test over");
        try {
            Process gcc = new ProcessBuilder("gcc", "--version").redirectErrorStream(true).start();
            gcc.getInputStream().readAllBytes();
            assumeTrue(gcc.waitFor(20, TimeUnit.SECONDS) && gcc.exitValue() == 0, "gcc does not run");
        } catch (Exception e) {
            assumeTrue(false, "gcc is not on the PATH (apt-get install gcc): " + e.getMessage());
        }
    }

    static Path binary() {
        Topology topology = BoardFile.bundled("europe-short").topology();
        return VirtualBoard.build(BUILD, org.kontor.protocol.message.Piece.GAME_MERCHANTS_OF_EUROPE, topology.intersectionCount(), topology.pathCount(), topology.hexCount());
    }

    /** The board's port is {@code port} (a link to the pty, say) or, when null, the pty itself. */
    VirtualTable(String name, java.util.function.Function<VirtualBoard, String> port, int settleMs) throws Exception {
        this(name, port, settleMs, RULES);
    }

    /** As above, with other physical rules (a test double that reads moves more ways than the game does). */
    VirtualTable(String name, java.util.function.Function<VirtualBoard, String> port, int settleMs,
                 org.kontor.engine.table.PhysicalRules<MerchantsState, Command> rules) throws Exception {
        MerchantsTable game = new MerchantsTable();
        session = new TableSession<>(game, () -> 7L);
        pairing = Pairing.random(session.seatCount());
        dashboard = Dashboard.create(session, pairing, Dashboard.Options.forTests()).start(0);
        Files.createDirectories(BUILD);
        board = VirtualBoard.start(binary(), BUILD.resolve(name + ".log"));
        HardwareConfig config = new HardwareConfig(List.of(new HardwareConfig.BoardConfig("sim", port.apply(board))),
                List.of(), List.of(), settleMs);
        table = PhysicalTable.attach(session, rules, config);
    }

    void startGame(GameSetup.DiceSource dice) throws Exception {
        var outcome = session.start(new GameSetup("europe-short", List.of("Ana", "Ben", "Cy", "Di"), Map.of("setup", "FIXED"), dice))
                .get(10, TimeUnit.SECONDS);
        if (!outcome.accepted()) {
            throw new AssertionError(outcome.message());
        }
    }

    MerchantsState state() throws Exception {
        return session.read(s -> s).get(10, TimeUnit.SECONDS);
    }

    /** Puts every piece where the rules expect it, as players set up the board. */
    void setUpPieces(VirtualBoard on) throws Exception {
        TableLayout expected = RULES.expected(state());
        expected.pieces().forEach((spot, standing) -> on.send(place(spot, standing)));
    }

    static String place(Spot spot, Standing standing) {
        return "place " + spot + " " + standing.piece() + " "
                + standing.colourName();
    }

    String seatSocket(int seat) {
        return "/ws/seat?token=" + pairing.seatToken(seat);
    }

    @Override
    public void close() {
        table.close();
        board.close();
        dashboard.stop();
    }
}
