package org.kontor.protocol.uno;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.kontor.protocol.link.LinkEvent;
import org.kontor.protocol.message.Hello;
import org.kontor.protocol.message.Location;
import org.kontor.protocol.message.OccupancyChanged;
import org.kontor.protocol.message.Snapshot;
import org.kontor.protocol.message.SnapshotSection;

/**
 * The sketch built for resistor-coded pieces (make mega SENSE=resistors) on a simulated Mega: the
 * simulator puts a piece's resistor on a spot, the sketch reads it through the multiplexers and the
 * ADC, and the hub's link hears what stands there, not only that something does (issue 40).
 *
 * <p>Not in {@code mvn verify} (its own Mega build costs the suite some 20 s; the hub's
 * {@code PieceIdentityRigTest} runs the same sketch through a whole table there):
 * {@code mvn -pl firmware-protocol test -Dtest=ResistorPiecesTest -Dkontor.pieces.link=true}.
 */
class ResistorPiecesTest {
    private static final long SEED = 4041;
    private static final int RED_SETTLEMENT = 0x11;
    private static final int RED_CITY = 0x21;
    private static final int WHITE_CITY = 0x23;
    private static final int BLUE_ROAD = 0x32;
    private static final int ROBBER = 0x4F;

    @BeforeAll
    static void buildTheSketch() {
        assumeTrue(Boolean.getBoolean("kontor.pieces.link"), "the resistor build's link test runs with -Dkontor.pieces.link=true");
        assumeTrue(Files.exists(Path.of("/dev/ptmx")), "this machine has no /dev/ptmx, so no pseudo-terminals to test over");
        AvrBuild.assumeToolsPresent();
        AvrBuild.buildResistors();
    }

    @Test
    void the_board_reads_each_piece_a_swap_within_the_debounce_an_unknown_piece_and_a_forged_piece_heals() {
        try (SimulatedArduino mega = SimulatedArduino.boot("mega-resistors", SEED)) {
            mega.run("place intersection 3 settlement red clean");
            mega.run("place path 20 road blue");
            mega.run("place hex 9 robber neutral clean");
            mega.run("wait 100");
            mega.connectHub();
            Hello board = ((LinkEvent.SessionStarted) mega.awaitEvent(0, e -> e instanceof LinkEvent.SessionStarted)).board();
            assertThat(board.caps() & (Hello.CAP_PIECE_KIND | Hello.CAP_PIECE_COLOUR)).as("it announces kinds and colours").isEqualTo(3);
            assertThat(board.protoMinor()).as("HBP 1.1: the hash covers the pieces").isEqualTo(1);
            Snapshot snapshot = (Snapshot) message(mega.awaitEvent(0, e -> message(e) instanceof Snapshot));
            assertThat(snapshot.sections()).as("a byte per piece").anyMatch(s -> s instanceof SnapshotSection.PieceBytes);
            assertThat(List.of(piece(mega, Location.intersection(3)), piece(mega, Location.path(20)), piece(mega, Location.hex(9))))
                    .containsExactly(RED_SETTLEMENT, BLUE_ROAD, ROBBER);

            // A settlement swapped for a city in 10 ms, under the 30 ms debounce: the spot never
            // reads empty, the piece on it changes.
            int from = mega.events().size();
            mega.run("remove intersection 3 clean");
            mega.run("wait 10");
            mega.run("place intersection 3 city red clean");
            OccupancyChanged swap = (OccupancyChanged) message(mega.awaitEvent(from, e -> message(e) instanceof OccupancyChanged));
            assertThat(swap.changes()).singleElement().isEqualTo(new OccupancyChanged.Change(Location.intersection(3), true, RED_CITY));
            mega.idle(Duration.ofMillis(100));
            assertThat(mega.events().subList(from, mega.events().size())).as("told once, never as lifted")
                    .filteredOn(e -> message(e) instanceof OccupancyChanged).hasSize(1);

            // A piece whose resistor no code is near (two pieces on the contacts, a dirty pad): there, unknown.
            from = mega.events().size();
            mega.run("place intersection 5 clean");
            mega.awaitEvent(from, e -> message(e) instanceof OccupancyChanged o && o.changes().get(0).location().equals(Location.intersection(5)));
            assertThat(mega.hub().occupancy().occupied(Location.intersection(5))).isTrue();
            assertThat(piece(mega, Location.intersection(5))).isZero();

            // A forged frame (valid CRC, the board's next number) turns the red city white; the board then
            // tells a real change under the same number, which the hub takes for a repeat. Presence never
            // differs: only the pieces in the state hash show it, and a snapshot puts it right.
            mega.idle(Duration.ofMillis(1200));
            from = mega.events().size();
            mega.run("forge intersection 3 1 0x23");
            mega.awaitEvent(from, e -> message(e) instanceof OccupancyChanged o && o.changes().get(0).piece() == WHITE_CITY);
            assertThat(piece(mega, Location.intersection(3))).as("the forged frame was taken").isEqualTo(WHITE_CITY);
            long forged = System.nanoTime();
            mega.run("place path 21 road blue clean");
            mega.awaitEvent(from, e -> e instanceof LinkEvent.StateMismatch);
            mega.awaitEvent(from, e -> message(e) instanceof Snapshot && mega.hub().occupancyKnown() && piece(mega, Location.intersection(3)) == RED_CITY);
            long healedMs = TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - forged);
            System.out.printf("[simulated mega, resistors] a forged piece healed by snapshot %d ms after the frame%n", healedMs);
            assertThat(piece(mega, Location.path(21))).isEqualTo(BLUE_ROAD);
            assertThat(healedMs).as("back in sync within 2 s").isLessThan(2000);

            Map<String, Long> stats = mega.stats();
            System.out.printf("[simulated mega, resistors] scan period %d-%d us (mean %d) for %d spots through the multiplexers%n",
                    stats.get("scan_period_us_min"), stats.get("scan_period_us_max"), stats.get("scan_period_us_mean"), 145);
            assertThat(stats.get("scan_period_us_mean")).as("every spot read every scan, 5 ms apart").isBetween(4900L, 5600L);
        }
    }

    private static int piece(SimulatedArduino board, Location location) {
        return board.hub().occupancy().piece(location);
    }

    private static Object message(LinkEvent event) {
        return event instanceof LinkEvent.Received r ? r.message() : null;
    }
}
