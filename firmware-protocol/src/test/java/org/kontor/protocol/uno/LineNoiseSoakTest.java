package org.kontor.protocol.uno;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.kontor.protocol.FrameError;
import org.kontor.protocol.link.LinkEvent;
import org.kontor.protocol.message.Location;
import org.kontor.protocol.message.OccupancyChanged;
import org.kontor.protocol.link.OccupancyState;

/**
 * The soak: 1 % bit errors on the line for minutes, through the reference firmware on the
 * simulated Uno (every byte either way has a 1 % chance of one flipped bit, seeded) and the hub's
 * link layer on its pseudo-terminal. Minutes of the board's own (simulated) time, which on a busy
 * computer runs slower than the wall clock. A piece goes down or comes up on a random spot of the
 * Catan base board every 150 ms; every change the hub is handed must be one the board really made
 * (else a phantom move), and every 66 pieces (10 s), with the hands still, the hub's view must come
 * back to the table with the noise still on (within 60 s, else a wrong piece or a freeze). Not in
 * {@code mvn verify}, where {@code UnoFirmwareTest}'s line-noise test and {@code CorruptedLinkTest}
 * are the short versions:
 * <pre>
 * bench/soak.sh 600      # or: mvn -pl firmware-protocol test -Dtest=LineNoiseSoakTest -Dkontor.soak.seconds=600
 * </pre>
 */
class LineNoiseSoakTest {
    private static final long SECONDS = Long.getLong("kontor.soak.seconds", 0);
    private static final long SEED = Long.getLong("kontor.seed", 20261129L);
    private static final long TOGGLE_MS = 150;
    private static final long CHECK_EVERY_MS = 10_000;
    /** A check slower than this is counted late; one that never agrees within GIVE_UP_MS is a wrong piece or a freeze. */
    private static final long CONVERGE_MS = 15_000;
    private static final long GIVE_UP_MS = 60_000;
    private static final String[] KINDS = {"intersection", "path", "hex"};

    @BeforeAll
    static void buildTheSketch() {
        Assumptions.assumeTrue(SECONDS > 0, "a soak of minutes: -Dkontor.soak.seconds=600 (bench/soak.sh)");
        AvrBuild.assumeToolsPresent();
        AvrBuild.build();
    }

    @Test
    void one_percent_bit_errors_for_the_whole_soak_give_no_phantom_move_and_no_wrong_piece() {
        SplittableRandom random = new SplittableRandom(SEED);
        List<Location> spots = new ArrayList<>();
        for (int i = 0; i < 54; i++) {
            spots.add(Location.intersection(i));
        }
        for (int i = 0; i < 72; i++) {
            spots.add(Location.path(i));
        }
        for (int i = 0; i < 19; i++) {
            spots.add(Location.hex(i));
        }
        OccupancyState truth = new OccupancyState(54, 72, 19);
        // Per spot, every level it was set to in order; a change the hub is handed must be one of
        // them at or after the last one matched (changes may be lost with a session, never invented).
        Map<Location, List<Boolean>> history = new HashMap<>();
        Map<Location, Integer> matched = new HashMap<>();
        List<String> phantoms = new ArrayList<>();
        List<String> wrong = new ArrayList<>();
        long changes = 0;
        long toggles = 0;
        long checks = 0;
        long slowestCheckMs = 0;
        long late = 0;
        try (SimulatedArduino uno = SimulatedArduino.boot(SEED)) {
            uno.run("noise 1");
            uno.connectHub();
            uno.awaitEvent(0, e -> e instanceof LinkEvent.SessionStarted);
            long began = System.nanoTime();
            long simulatedStart = uno.stats().get("sim_us");
            long simulatedNow = simulatedStart;
            // The board's own time decides: on a busy computer the simulation runs slower than the wall clock.
            while (simulatedNow - simulatedStart < TimeUnit.SECONDS.toMicros(SECONDS)) {
                Location spot = spots.get(random.nextInt(spots.size()));
                boolean level = !truth.occupied(spot);
                truth.set(spot, level);
                history.computeIfAbsent(spot, s -> new ArrayList<>()).add(level);
                toggles++;
                uno.send((level ? "place " : "remove ") + KINDS[spot.kind()] + " " + spot.id());
                uno.run("wait " + TOGGLE_MS);
                changes += drain(uno, history, matched, phantoms);
                if (toggles % (CHECK_EVERY_MS / TOGGLE_MS) == 0) {
                    long still = System.nanoTime();
                    long deadline = still + TimeUnit.MILLISECONDS.toNanos(GIVE_UP_MS);
                    while (!agrees(uno, truth) && System.nanoTime() < deadline) {
                        uno.idle(java.time.Duration.ofMillis(20));
                        changes += drain(uno, history, matched, phantoms);
                    }
                    long tookMs = TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - still);
                    checks++;
                    if (!agrees(uno, truth)) {
                        wrong.add("check " + checks + ": " + GIVE_UP_MS + " ms after the hands stopped, " + differences(uno, truth));
                    } else {
                        slowestCheckMs = Math.max(slowestCheckMs, tookMs);
                        late += tookMs > CONVERGE_MS ? 1 : 0;
                        history.forEach((at, levels) -> matched.put(at, levels.size()));
                    }
                    simulatedNow = uno.stats().get("sim_us");
                    // a line per check: a run stopped before its end still says how far it got
                    System.out.printf("[soak] check %d: %d s of the board's time in %.0f s of wall time, %d pieces, %d changes,"
                                    + " back in agreement in %d ms; %d phantom moves, %d wrong pieces or freezes so far%n", checks,
                            TimeUnit.MICROSECONDS.toSeconds(simulatedNow - simulatedStart), (System.nanoTime() - began) / 1e9, toggles,
                            changes, tookMs, phantoms.size(), wrong.size());
                }
            }
            long wall = System.nanoTime() - began;
            var stats = uno.stats();
            long dropped = 0;
            for (FrameError kind : FrameError.values()) {
                dropped += uno.hub() == null ? 0 : uno.hub().frameErrors(kind);
            }
            long sessions = uno.events().stream().filter(e -> e instanceof LinkEvent.SessionStarted).count();
            System.out.printf("[soak] seed %d, %d s of the board's time at 1 %% bit errors (%.0f s of wall time): %d pieces put down"
                            + " or lifted, %d changes delivered, %d bytes corrupted, %d frames dropped by the hub, %d sessions; %d checks,"
                            + " the slowest back in agreement in %d ms, %d later than %d ms; %d phantom moves, %d wrong pieces or freezes %s%n",
                    SEED, SECONDS, wall / 1e9, toggles, changes,
                    stats.get("bytes_corrupted"), dropped, sessions, checks, slowestCheckMs, late, CONVERGE_MS, phantoms.size(), wrong.size(),
                    wrong);
            assertThat(stats.get("bytes_corrupted")).as("the noise did strike").isPositive();
        }
        assertThat(phantoms).as("changes the board never made").isEmpty();
        assertThat(wrong).as("views that did not come back to the table").isEmpty();
    }

    private int eventsSeen;

    /** Checks the changes the hub was handed since the last call against what the board made; returns how many. */
    private long drain(SimulatedArduino uno, Map<Location, List<Boolean>> history, Map<Location, Integer> matched, List<String> phantoms) {
        long changes = 0;
        List<LinkEvent> events = uno.events();
        for (; eventsSeen < events.size(); eventsSeen++) {
            if (events.get(eventsSeen) instanceof LinkEvent.Received r && r.message() instanceof OccupancyChanged changed) {
                for (OccupancyChanged.Change change : changed.changes()) {
                    changes++;
                    List<Boolean> levels = history.getOrDefault(change.location(), List.of());
                    int next = matched.getOrDefault(change.location(), 0);
                    while (next < levels.size() && levels.get(next) != change.present()) {
                        next++;
                    }
                    if (next == levels.size()) {
                        phantoms.add(change.toString());
                    }
                    matched.put(change.location(), Math.min(next + 1, levels.size()));
                }
            }
        }
        return changes;
    }

    /** Why the hub's view is not the table: no session, or the spots that differ. */
    private static String differences(SimulatedArduino uno, OccupancyState truth) {
        if (uno.hub() == null || !uno.hub().inSession() || !uno.hub().occupancyKnown()) {
            return "no session with a snapshot (a freeze)";
        }
        List<String> spots = new ArrayList<>();
        String[] kinds = KINDS;
        int[] counts = {54, 72, 19};
        for (int kind = 0; kind < 3; kind++) {
            for (int id = 0; id < counts[kind]; id++) {
                Location at = new Location(kind, id);
                if (uno.hub().occupancy().occupied(at) != truth.occupied(at)) {
                    spots.add(kinds[kind] + " " + id + (truth.occupied(at) ? " missing" : " phantom"));
                }
            }
        }
        return "the hub's view differs at " + spots;
    }

    private static boolean agrees(SimulatedArduino uno, OccupancyState truth) {
        return uno.hub() != null && uno.hub().inSession() && uno.hub().occupancyKnown() && uno.hub().occupancy().equals(truth);
    }
}
