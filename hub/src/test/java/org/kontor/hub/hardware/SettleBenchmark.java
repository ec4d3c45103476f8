package org.kontor.hub.hardware;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.TimeUnit;
import org.kontor.engine.catan.CatanPhysicalRules;
import org.kontor.engine.catan.CatanState;
import org.kontor.engine.catan.Command;
import org.kontor.engine.table.Spot;
import org.kontor.engine.table.Verdict;
import org.kontor.table.GameSetup;
import org.kontor.table.catan.CatanTable;
import org.kontor.table.session.TableSession;
import org.kontor.web.Dashboard;
import org.kontor.web.Pairing;

/**
 * A piece put down on the reference rig (the Uno's sketch in simavr, {@link SimulatedUno}) until its
 * LED is lit and all 8 WebSocket clients (4 phones, 4 table screens) show the table's answer: this
 * build's settle ({@link Settle#adaptive}: the board's 10 ms debounce, 60 and 70 ms windows in the
 * board's time, a piece in the air only while more were lifted than put down) against the settle
 * before it ({@link Settle#before}), in alternating blocks
 * of placements on the same simulated board, with the default settle window of 400 ms.
 *
 * <p>The game: Catan's setup, the first settlement played from the board, so that the table now
 * waits for a road; a piece put down on an intersection under the strip (0-39) is then out of
 * sync, which lights that intersection's LED red and shows the fix on every screen, and lifting it
 * brings the table back in sync. A third of the placements are slides: the piece is put down on one
 * or two other intersections first and slid on, held on each for 10-30 ms with 0-10 ms between
 * (a magnet passing over a reed at a quick hand's speed), in simulated time; every contact
 * chatters for 2-15 ms, as the simulator's do. t0 is the moment the hand's last contact is made
 * (the simulator's "settled" line, read as it is printed); the LED is lit when the simulator prints
 * its colour; the phones when the last of the 8 has the answer.
 *
 * <p>Where the time goes, for every placement: the board from the contact to its OCCUPANCY_CHANGED
 * frame and from the LED frame to the strip (both in simulated time: the simulator's own timestamps),
 * the hub from that frame to the verdict, to the 8 clients and to the board's ACK of the LED frame (in
 * wall time). On a loaded computer simavr runs slower than real time, which stretches the board's
 * part in wall time, and the hub waits for the hand in the board's time, so its window stretches
 * too; "in the board's time" adds the board's parts in simulated time, the window in the board's
 * ms and the hub's own work in wall time: what the same hub would answer a board that keeps real
 * time. "The product's parts only" adds the board to its frame's last byte and the LED frame's
 * first byte to the LED in simulated time, the window in the board's ms and the hub to its LED write
 * and to the 8 clients in wall time: the wall time between the simulator and the hub's threads (the
 * pseudo-terminal, the simulator's stalls) left out, the hub's own work at the host's load kept.
 *
 * <p>A misread: a last verdict other than "out of sync at the piece's spot". Judged mid-hand: a
 * verdict other than "in sync" reached before the hand had finished (a spot it passed over judged
 * on its own; on a spot where the piece may go, that would play a move the hand did not make).
 *
 * <p>usage: SettleBenchmark [PLACEMENTS] [BASELINE_PLACEMENTS] [SEED] (default 500, 100, 44)
 */
public final class SettleBenchmark {
    private static final int SETTLE_MS = 400;
    private static final int BLOCK = 50;
    private static final Duration WAIT = Duration.ofSeconds(20);
    private static final String BEFORE = "before: debounce 30 ms, windows 50/90 ms, in the air after any lift";
    private static final String NOW = System.getProperty("settle.try") != null ? "trying debounce, windows " + System.getProperty("settle.try")
            + " ms" : "this build: debounce " + Settle.DEBOUNCE_MS + " ms, lifts " + Settle.LIFT_DEBOUNCE_MS + " ms, windows "
            + Settle.QUICK_CLEAN_MS + "/" + Settle.QUICK_BUSY_MS + " ms (" + Settle.CLEAN_MS + "/" + Settle.BUSY_MS + " while a board tells lifts later)";
    private static final List<String> SERIES = List.of("piece down -> LED lit", "piece down -> 8 clients", "piece down -> LED and 8 clients",
            "  of which slides", "in the board's time: LED and 8 clients", "  of which slides ", "board: contact -> its frame (sim)",
            "hub: frame -> verdict", "hub: the window waited", "hub: frame -> 8 clients", "hub: frame -> LED frame at the board", "board: LED frame -> lit (sim)",
            "simulator behind the wall clock, grown", "the product's parts only: LED and 8 clients", "  of which slides  ",
            "board: contact -> its frame's last byte (sim)", "hub: frame -> LED frame written, less the window", "board: LED frame's first byte -> lit (sim)");

    public static void main(String[] args) throws Exception {
        int placements = args.length > 0 ? Integer.parseInt(args[0]) : 500;
        int baseline = args.length > 1 ? Integer.parseInt(args[1]) : 100;
        long seed = args.length > 2 ? Long.parseLong(args[2]) : 44;
        Result[] results = run(placements, baseline, seed);
        System.out.printf("seed %d: %d placements with this build's settle, %d with the settings before, in alternating blocks of %d"
                + " (settle window %d ms); a third slides%n", seed, results[0].count(), results[1].count(), BLOCK, SETTLE_MS);
        for (Result result : results) {
            result.print();
        }
        System.exit(0);
    }

    /** One settle's figures by series (nanoseconds), misreads and mid-hand verdicts, simulated and wall microseconds. */
    record Result(String name, Map<String, List<Long>> series, int[] misreads, long[] clocks, List<Parts> parts) {
        Result(String name) {
            this(name, new java.util.LinkedHashMap<>(), new int[3], new long[2], new ArrayList<>());
            SERIES.forEach(s -> series.put(s, new ArrayList<>()));
        }

        int count() {
            return series.get("piece down -> LED and 8 clients").size();
        }

        void add(String what, long nanos) {
            series.get(what).add(nanos);
        }

        void print() {
            System.out.printf("%s (%d placements, %d of them slides): misread %d, judged mid-hand %d (%d of them with no pause"
                    + " between the hand's frames as long as the window in the board's time: the frames late on the way to the hub);"
                    + " the simulated Uno ran %.2f times slower than real time%n", name, count(), series.get("  of which slides").size(),
                    misreads[0], misreads[1], misreads[2], clocks[0] == 0 ? 1.0 : (double) clocks[1] / clocks[0]);
            series.forEach(Result::line);
            // The tail taken apart: the slowest 1 % (at least 3) by the product's parts, each part in its own clock.
            List<Parts> slowest = parts.stream().sorted(java.util.Comparator.comparingLong(Parts::boardTime).reversed())
                    .limit(Math.max(3, parts.size() / 100)).toList();
            System.out.println("  the slowest by the product's parts (ms): total = board + window + hub + LED (hub: to the LED write, or to"
                    + " the 8 clients when they came last); the window in the hub's ms and the simulator's lag beside them");
            slowest.forEach(p -> System.out.println("    " + p));
        }

        private static void line(String what, List<Long> nanos) {
            long[] sorted = sorted(nanos);
            if (sorted.length == 0) {
                return;
            }
            System.out.printf("  %-42s min %6.1f  p50 %6.1f  p99 %6.1f  max %6.1f ms  (n %d)%n", what, sorted[0] / 1e6,
                    at(sorted, 50) / 1e6, at(sorted, 99) / 1e6, sorted[sorted.length - 1] / 1e6, sorted.length);
        }
    }

    /** One placement's parts: the board's in simulated time, the window in the board's ms, the hub's own work in wall time (ns). */
    record Parts(long boardTime, long board, long window, long hub, long led, long waited, long lag, boolean slide, int changes, String load) {
        @Override
        public String toString() {
            return String.format("%6.1f = board %5.1f + window %3d + hub %6.1f + LED %5.1f  (window waited %3d in the hub's ms; simulator's lag grew"
                    + " %6.1f; %s, %d occupancy frames; load %s)", boardTime / 1e6, board / 1e6, window / 1_000_000, hub / 1e6, led / 1e6,
                    waited / 1_000_000, lag / 1e6, slide ? "slide" : "put down", changes, load);
        }
    }

    /** The one-minute load average, as the tail's lines print it. */
    private static String load() {
        try {
            return java.nio.file.Files.readString(Path.of("/proc/loadavg")).split(" ")[0];
        } catch (java.io.IOException | RuntimeException e) {
            return "?";
        }
    }

    static long at(long[] sorted, int percentile) {
        return sorted[Math.min(sorted.length - 1, (int) Math.ceil(percentile / 100.0 * sorted.length) - 1)];
    }

    private static Phone open(int port, String path) throws Exception {
        for (int attempt = 1; ; attempt++) {
            try {
                return Phone.open(port, path);
            } catch (java.util.concurrent.TimeoutException e) {
                if (attempt == 3) {
                    throw e;   // a busy computer is slow to start the server's first sockets, not this slow
                }
            }
        }
    }

    /** Runs both settles in alternating blocks; [0] this build's, [1] the settings before. */
    static Result[] run(int placements, int baseline, long seed) throws Exception {
        Random random = new Random(seed);
        TableSession<CatanState, Command, ?, ?> session = new TableSession<>(new CatanTable(), () -> 11L);
        Pairing pairing = Pairing.random(session.seatCount());
        Dashboard dashboard = Dashboard.create(session, pairing, Dashboard.Options.forTests()).start(0);
        List<Phone> clients = new ArrayList<>();
        for (int seat = 0; seat < 4; seat++) {
            clients.add(open(dashboard.port(), "/ws/seat?token=" + pairing.seatToken(seat)));
            clients.add(open(dashboard.port(), "/ws/public"));
        }
        CatanPhysicalRules rules = new CatanPhysicalRules();
        try (SimulatedUno uno = SimulatedUno.start(Path.of("target", "settle-bench"), seed)) {
            String nice = System.getenv("SETTLE_NICE");
            if (nice != null) {
                // A real board has its own CPU: the simulator and this JVM ahead of the other work on a shared computer.
                for (long pid : new long[] {ProcessHandle.current().pid(), simulator().pid()}) {
                    new ProcessBuilder("renice", "-n", nice, "-p", Long.toString(pid)).inheritIO().start().waitFor();
                }
            }
            HardwareConfig config = new HardwareConfig(List.of(new HardwareConfig.BoardConfig("uno", uno.port())), List.of(), List.of(), SETTLE_MS);
            if (!session.start(new GameSetup(CatanTable.BEGINNER, List.of("Ana", "Ben", "Cy", "Di"), Map.of("layout", "BEGINNER"),
                    GameSetup.DiceSource.TABLE)).get(10, TimeUnit.SECONDS).accepted()) {
                throw new IllegalStateException("the game did not start");
            }
            CatanState start = session.read(s -> s).get();
            Result now = new Result(NOW);
            Result before = new Result(BEFORE);
            // The robber on the desert and the first settlement beyond the strip, put down by hand; the table then waits for a road.
            uno.run("place hex " + start.robberHex() + " clean");
            int first = rules.targets(start).stream().filter(s -> s.kind() == Spot.Kind.INTERSECTION && s.id() >= 40)
                    .mapToInt(Spot::id).findFirst().orElseThrow();
            boolean firstPlayed = false;
            // Blocks in proportion, so that both settles are measured all through the run.
            int beforeBlock = Math.max(1, BLOCK * baseline / Math.max(1, placements));
            for (int block = 0; now.count() < placements || before.count() < baseline; block++) {
                boolean isNow = block % 2 == 0;
                Result into = isNow ? now : before;
                int target = isNow ? placements : baseline;
                if (into.count() >= target) {
                    continue;
                }
                List<Verdict<Command>> verdicts = new CopyOnWriteArrayList<>();
                long[] verdictAt = {0, 0, 0};   // when, and the window waited in the board's ms and the hub's
                Settle settle = isNow ? now(SETTLE_MS) : Settle.before(SETTLE_MS);
                PhysicalTable<CatanState, Command> table = PhysicalTable.attach(session, rules, config, settle);
                table.onVerdict(v -> {   // on the table's loop, as the settle is used
                    long[] window = settle.lastWindow();
                    verdictAt[0] = System.nanoTime();
                    verdictAt[1] = window[0];
                    verdictAt[2] = window[1];
                    verdicts.add(v);
                });
                try {
                    if (!firstPlayed) {
                        awaitAll(clients, "in sync with the robber on the desert", v -> physical(v).equals("in-sync"));
                        uno.run("place intersection " + first);
                        awaitAll(clients, "the first settlement played", v -> v.path("version").asLong() > start.version()
                                && physical(v).equals("in-sync"));
                        firstPlayed = true;
                    }
                    awaitAll(clients, "in sync", v -> physical(v).equals("in-sync"));
                    Map<String, Long> stats = uno.stats();
                    for (int n = 0; n < (isNow ? BLOCK : beforeBlock) && into.count() < target; n++) {
                        place(uno, clients, verdicts, verdictAt, random, into, settle.cleanMs());
                    }
                    // On a busy computer simulated time falls behind the wall clock, and the board's timing with it.
                    Map<String, Long> after = uno.stats();
                    into.clocks()[0] += after.get("sim_us") - stats.get("sim_us");
                    into.clocks()[1] += after.get("wall_us") - stats.get("wall_us");
                } finally {
                    table.close();
                }
            }
            return new Result[] {now, before};
        } finally {
            clients.forEach(Phone::close);
            dashboard.stop();
            session.stop(Duration.ofSeconds(5));
        }
    }

    /** One placement (a third of them slides), measured, then the piece lifted and the table back in sync. */
    private static void place(SimulatedUno uno, List<Phone> clients, List<Verdict<Command>> verdicts, long[] verdictAt, Random random,
            Result into, long cleanMs) throws Exception {
        int spot = random.nextInt(40);
        List<String> hand = new ArrayList<>();
        boolean slide = random.nextInt(3) == 0;
        if (slide) {
            int over = 1 + random.nextInt(2);
            for (int i = 0; i < over; i++) {
                int passed = (spot + 1 + random.nextInt(39)) % 40;
                hand.add("place intersection " + passed);
                hand.add("wait " + (10 + random.nextInt(21)));
                hand.add("remove intersection " + passed);
                hand.add("wait " + random.nextInt(11));
            }
        }
        hand.add("place intersection " + spot);
        int contacts = (int) hand.stream().filter(l -> l.startsWith("place") || l.startsWith("remove")).count();
        verdicts.clear();
        int from = uno.output().size();
        for (String line : hand) {
            uno.send(line);
        }
        int[] settled = {0};
        uno.awaitLine(from, line -> line.startsWith("settled ") && ++settled[0] == contacts);
        java.util.function.Predicate<String> lit = line -> line.startsWith("led " + spot + " ") && !line.split(" ")[2].equals("000000");
        uno.awaitLine(from, lit);
        long phones = awaitAll(clients, "intersection " + spot + " out of sync", v -> physical(v).equals("out-of-sync")
                && v.path("physical").path("fix").size() == 1 && v.path("physical").path("fix").get(0).path("id").asInt() == spot
                && v.path("physical").path("fix").get(0).path("kind").asText().equals("intersection"));
        Thread.sleep(20);   // any verdict still coming in is counted
        List<String> out = uno.output();
        int touched = -1;
        int led = -1;
        for (int i = from, seen = 0; i < out.size() && led < 0; i++) {
            if (out.get(i).startsWith("settled ") && ++seen == contacts) {
                touched = i;
            } else if (touched >= 0 && lit.test(out.get(i))) {
                led = i;
            }
        }
        int frame = -1;
        int ack = -1;
        for (int i = touched; i < led; i++) {
            if (out.get(i).startsWith("frame 32 ")) {
                frame = i;   // the last OCCUPANCY_CHANGED before the LED: the put-down's
                ack = -1;
            } else if (frame >= 0 && ack < 0 && out.get(i).startsWith("frame 6 ")) {
                ack = i;     // the board's ACK of the first LED frame after it
            }
        }
        long down = uno.arrivedNanos(touched);
        long ledAt = uno.arrivedNanos(led);
        into.add("piece down -> LED lit", ledAt - down);
        into.add("piece down -> 8 clients", phones - down);
        into.add("piece down -> LED and 8 clients", Math.max(ledAt, phones) - down);
        if (slide) {
            into.add("  of which slides", Math.max(ledAt, phones) - down);
        }
        long touchSim = simUs(out.get(touched), 2);
        long ledSim = simUs(out.get(led), 3);
        into.add("simulator behind the wall clock, grown", (ledAt - down) - (ledSim - touchSim) * 1000);
        if (frame >= 0 && ack >= 0) {
            long board = (simUs(out.get(frame), 3) - touchSim) * 1000;
            long frameAt = uno.arrivedNanos(frame);
            long toLed = uno.arrivedNanos(ack) - frameAt;
            long strip = (ledSim - simUs(out.get(ack), 3)) * 1000;
            into.add("board: contact -> its frame (sim)", board);
            long waited = TimeUnit.MILLISECONDS.toNanos(verdictAt[2]);
            into.add("hub: frame -> verdict", verdictAt[0] - frameAt);
            into.add("hub: the window waited", waited);
            into.add("hub: frame -> 8 clients", phones - frameAt);
            into.add("hub: frame -> LED frame at the board", toLed);
            into.add("board: LED frame -> lit (sim)", strip);
            // The hub's waits are in the board's time (Settle.boardClock): a board keeping real time gets the window as it is.
            long boardTime = board + TimeUnit.MILLISECONDS.toNanos(verdictAt[1]) + Math.max(toLed - waited + strip, phones - frameAt - waited);
            into.add("in the board's time: LED and 8 clients", boardTime);
            // The product's parts only, each in its own clock, with the host's lags between them left out: the board to
            // its frame's last byte (sim), the window (board's ms), the hub to its LED write (the verdict, on the loop right
            // before the LEDs go out) and to the 8 clients (wall), the LED frame's first byte at the board to the LED (sim).
            // What is left out: the wall time between the simulator printing a frame and the hub reading it, and between
            // the hub writing the LED frame and the simulator taking it in (the pseudo-terminal and the simulator's stalls).
            int rx = -1;
            for (int i = ack; i >= frame && rx < 0; i--) {
                rx = out.get(i).startsWith("rx 64 ") ? i : -1;
            }
            String[] frameLine = out.get(frame).split(" ");
            if (rx >= 0 && frameLine.length > 4) {
                long boardToFrame = (Long.parseLong(frameLine[4]) - touchSim) * 1000;
                long window = TimeUnit.MILLISECONDS.toNanos(verdictAt[1]);
                long hubToLed = Math.max(0, verdictAt[0] - frameAt - waited);
                long ledBoard = (ledSim - simUs(out.get(rx), 3)) * 1000;
                long hubToPhones = phones - frameAt - waited;
                long product = boardToFrame + window + Math.max(hubToLed + ledBoard, hubToPhones);
                into.add("the product's parts only: LED and 8 clients", product);
                if (slide) {
                    into.add("  of which slides  ", product);
                }
                into.add("board: contact -> its frame's last byte (sim)", boardToFrame);
                into.add("hub: frame -> LED frame written, less the window", hubToLed);
                into.add("board: LED frame's first byte -> lit (sim)", ledBoard);
                int told = 0;
                for (int i = from; i < led; i++) {
                    told += out.get(i).startsWith("frame 32 ") ? 1 : 0;
                }
                boolean ledLast = hubToLed + ledBoard >= hubToPhones;
                into.parts().add(new Parts(product, boardToFrame, window, ledLast ? hubToLed : hubToPhones, ledLast ? ledBoard : 0, waited,
                        (ledAt - down) - (ledSim - touchSim) * 1000, slide, told, load()));
            }
            if (slide) {
                into.add("  of which slides ", boardTime);
            }
        }
        List<Verdict<Command>> seen = List.copyOf(verdicts);
        boolean right = !seen.isEmpty() && seen.get(seen.size() - 1) instanceof Verdict.OutOfSync<Command> wrong
                && wrong.differences().size() == 1 && wrong.differences().get(0).spot().equals(Spot.intersection(spot));
        if (!right) {
            into.misreads()[0]++;
        }
        // A verdict "in sync" before the last is the table as it stood before the hand: nothing shown changes.
        if (seen.subList(0, seen.size() - 1).stream().anyMatch(v -> !(v instanceof Verdict.InSync<Command>))) {
            into.misreads()[1]++;
            // The hand's frames in the board's time and as they reached the hub: a gap much longer in the hub's is the board falling behind.
            StringBuilder frames = new StringBuilder();
            long longestPause = 0;
            long previous = -1;
            for (int i = from; i < led; i++) {
                if (out.get(i).startsWith("frame 32 ")) {
                    frames.append(String.format(" %.1f/%.1f", (simUs(out.get(i), 3) - touchSim) / 1e3, (uno.arrivedNanos(i) - down) / 1e6));
                    longestPause = previous < 0 ? 0 : Math.max(longestPause, simUs(out.get(i), 3) - previous);
                    previous = simUs(out.get(i), 3);
                }
            }
            if (longestPause <= cleanMs * 1000) {
                into.misreads()[2]++;   // the board never paused for a window: the hub waited it out while frames were on their way
            }
            System.out.println("judged mid-hand: " + hand + " -> " + seen + "; its frames at (board/hub ms from the last touch):" + frames);
        }
        uno.run("remove intersection " + spot);
        awaitAll(clients, "back in sync", v -> physical(v).equals("in-sync"));
        Thread.sleep(30);   // its verdict taken in on the table's loop (after the views), before the next hand
    }

    /**
     * This build's settle, or other timings to try by its rules: -Dsettle.try=DEBOUNCE,CLEAN,BUSY (ms,
     * one debounce both ways) or DEBOUNCE,CLEAN,BUSY,LIFT_DEBOUNCE,QUICK_CLEAN,QUICK_BUSY.
     */
    private static Settle now(int settleMs) {
        String trial = System.getProperty("settle.try");
        if (trial == null) {
            return Settle.adaptive(settleMs);
        }
        String[] ms = trial.split(",");
        if (ms.length == 6) {
            return Settle.of(Integer.parseInt(ms[0]), Long.parseLong(ms[1]), Long.parseLong(ms[2]), Integer.parseInt(ms[3]),
                    Long.parseLong(ms[4]), Long.parseLong(ms[5]), settleMs);
        }
        if (ms.length != 3) {
            throw new IllegalArgumentException("-Dsettle.try wants 3 or 6 numbers (ms), not: " + trial);
        }
        return Settle.of(Integer.parseInt(ms[0]), Long.parseLong(ms[1]), Long.parseLong(ms[2]), settleMs);
    }

    /** The simulated Uno's process, this JVM's child. */
    private static ProcessHandle simulator() {
        return ProcessHandle.current().children().filter(p -> p.info().command().orElse("").contains("board_simulator")).findFirst()
                .orElseThrow(() -> new IllegalStateException("no board_simulator under this JVM"));
    }

    /** A simulator line's simulated time, in microseconds, from its field {@code field}. */
    private static long simUs(String line, int field) {
        return Long.parseLong(line.split(" ")[field]);
    }

    static String physical(JsonNode view) {
        return view.path("physical").path("state").asText();
    }

    /** Waits until every client's latest view passes; returns when the last of them had it. */
    private static long awaitAll(List<Phone> clients, String what, java.util.function.Predicate<JsonNode> test) throws Exception {
        long last = 0;
        for (Phone client : clients) {
            client.await(what, test, WAIT);
            last = Math.max(last, client.arrivedNanos());
        }
        return last;
    }

    static long[] sorted(List<Long> values) {
        long[] array = values.stream().mapToLong(Long::longValue).toArray();
        Arrays.sort(array);
        return array;
    }
}
