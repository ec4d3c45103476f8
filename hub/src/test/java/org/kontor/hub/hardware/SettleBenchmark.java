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
 * LED is lit and all 8 WebSocket clients (4 phones, 4 table screens) show the table's answer: the
 * hub's adaptive settle ({@link Settle#adaptive}) against the fixed window it replaced
 * ({@link Settle#fixed}, 400 ms), in alternating blocks of placements on the same simulated board,
 * with the default settle window of 400 ms.
 *
 * <p>The game: Catan's setup, the first settlement played from the board, so that the table now
 * waits for a road; a piece put down on an intersection under the strip (0-39) is then out of
 * sync, which lights that intersection's LED red and shows the fix on every screen, and lifting it
 * brings the table back in sync. A third of the placements are slides: the piece is put down on one
 * or two other intersections first and slid on, held on each for 10-30 ms with 0-10 ms between
 * (a magnet passing over a reed at a quick hand's speed), in simulated time; every contact
 * chatters for 2-15 ms, as the simulator's do. t0 is the moment the last contact of the hand
 * closes (the simulator's "settled" line); the LED is lit when the simulator prints its colour
 * (both in wall time); the phones when the last of the 8 has the answer.
 *
 * <p>A misread: a verdict reached on a table the hand had not finished (a spot it passed over
 * judged, or the table judged in sync while the piece was in the air), or a last verdict other
 * than "out of sync at the piece's spot".
 *
 * <p>usage: SettleBenchmark [PLACEMENTS] [BASELINE_PLACEMENTS] [SEED] (default 500, 100, 44)
 */
public final class SettleBenchmark {
    private static final int SETTLE_MS = 400;
    private static final int BLOCK = 50;
    private static final Duration WAIT = Duration.ofSeconds(20);

    public static void main(String[] args) throws Exception {
        int placements = args.length > 0 ? Integer.parseInt(args[0]) : 500;
        int baseline = args.length > 1 ? Integer.parseInt(args[1]) : 100;
        long seed = args.length > 2 ? Long.parseLong(args[2]) : 44;
        Result[] results = run(placements, baseline, seed);
        System.out.printf("seed %d: %d placements with the adaptive settle, %d with the fixed window (%d ms), in alternating blocks of %d;"
                + " a third slides%n", seed, results[0].count(), results[1].count(), SETTLE_MS, BLOCK);
        for (Result result : results) {
            result.print();
        }
        System.exit(0);
    }

    /** One settle's figures: piece down to LED, to 8 clients, to both; slides apart; misreads. */
    record Result(String name, List<Long> led, List<Long> phones, List<Long> both, List<Long> slides, int[] misreads, long[] clocks) {
        int count() {
            return both.size();
        }

        void print() {
            System.out.printf("%s (%d placements, %d of them slides): misread %d, judged mid-hand %d;"
                    + " the simulated Uno ran %.2f times slower than real time%n", name, both.size(), slides.size(),
                    misreads[0], misreads[1], clocks[0] == 0 ? 1.0 : (double) clocks[1] / clocks[0]);
            line("  piece down -> LED lit", led);
            line("  piece down -> 8 clients", phones);
            line("  piece down -> LED and 8 clients", both);
            line("    of which slides", slides);
        }

        private static void line(String what, List<Long> nanos) {
            long[] sorted = nanos.stream().mapToLong(Long::longValue).sorted().toArray();
            if (sorted.length == 0) {
                return;
            }
            System.out.printf("%-36s min %6.1f  p50 %6.1f  p99 %6.1f  max %6.1f ms  (n %d)%n", what, sorted[0] / 1e6,
                    at(sorted, 50) / 1e6, at(sorted, 99) / 1e6, sorted[sorted.length - 1] / 1e6, sorted.length);
        }
    }

    static long at(long[] sorted, int percentile) {
        return sorted[Math.min(sorted.length - 1, (int) Math.ceil(percentile / 100.0 * sorted.length) - 1)];
    }

    /** Runs both settles in alternating blocks; [0] adaptive, [1] fixed. */
    static Result[] run(int placements, int baseline, long seed) throws Exception {
        Random random = new Random(seed);
        TableSession<CatanState, Command, ?, ?> session = new TableSession<>(new CatanTable(), () -> 11L);
        Pairing pairing = Pairing.random(session.seatCount());
        Dashboard dashboard = Dashboard.create(session, pairing, Dashboard.Options.forTests()).start(0);
        List<Phone> clients = new ArrayList<>();
        for (int seat = 0; seat < 4; seat++) {
            clients.add(Phone.open(dashboard.port(), "/ws/seat?token=" + pairing.seatToken(seat)));
            clients.add(Phone.open(dashboard.port(), "/ws/public"));
        }
        CatanPhysicalRules rules = new CatanPhysicalRules();
        try (SimulatedUno uno = SimulatedUno.start(Path.of("target", "settle-bench"), seed)) {
            HardwareConfig config = new HardwareConfig(List.of(new HardwareConfig.BoardConfig("uno", uno.port())), List.of(), List.of(), SETTLE_MS);
            if (!session.start(new GameSetup(CatanTable.BEGINNER, List.of("Ana", "Ben", "Cy", "Di"), Map.of("layout", "BEGINNER"),
                    GameSetup.DiceSource.TABLE)).get(10, TimeUnit.SECONDS).accepted()) {
                throw new IllegalStateException("the game did not start");
            }
            CatanState start = session.read(s -> s).get();
            Result adaptive = new Result("adaptive settle", new ArrayList<>(), new ArrayList<>(), new ArrayList<>(), new ArrayList<>(), new int[2], new long[2]);
            Result fixed = new Result("fixed window " + SETTLE_MS + " ms (before)", new ArrayList<>(), new ArrayList<>(), new ArrayList<>(),
                    new ArrayList<>(), new int[2], new long[2]);
            // The robber on the desert and the first settlement beyond the strip, put down by hand; the table then waits for a road.
            uno.run("place hex " + start.robberHex() + " clean");
            int first = rules.targets(start).stream().filter(s -> s.kind() == Spot.Kind.INTERSECTION && s.id() >= 40)
                    .mapToInt(Spot::id).findFirst().orElseThrow();
            boolean firstPlayed = false;
            // Blocks in proportion, so that both settles are measured all through the run.
            int fixedBlock = Math.max(1, BLOCK * baseline / Math.max(1, placements));
            for (int block = 0; adaptive.count() < placements || fixed.count() < baseline; block++) {
                boolean isAdaptive = block % 2 == 0;
                Result into = isAdaptive ? adaptive : fixed;
                int target = isAdaptive ? placements : baseline;
                if (into.count() >= target) {
                    continue;
                }
                List<Verdict<Command>> verdicts = new CopyOnWriteArrayList<>();
                PhysicalTable<CatanState, Command> table = PhysicalTable.attach(session, rules, config,
                        isAdaptive ? Settle.adaptive(SETTLE_MS) : Settle.fixed(SETTLE_MS));
                table.onVerdict(verdicts::add);
                try {
                    if (!firstPlayed) {
                        awaitAll(clients, "in sync with the robber on the desert", v -> physical(v).equals("in-sync"));
                        uno.run("place intersection " + first);
                        awaitAll(clients, "the first settlement played", v -> v.path("version").asLong() > start.version()
                                && physical(v).equals("in-sync"));
                        firstPlayed = true;
                    }
                    awaitAll(clients, "in sync", v -> physical(v).equals("in-sync"));
                    Map<String, Long> before = uno.stats();
                    for (int n = 0; n < (isAdaptive ? BLOCK : fixedBlock) && into.count() < target; n++) {
                        place(uno, clients, verdicts, random, into);
                    }
                    // On a busy computer simulated time falls behind the wall clock, and the board's timing with it.
                    Map<String, Long> after = uno.stats();
                    into.clocks()[0] += after.get("sim_us") - before.get("sim_us");
                    into.clocks()[1] += after.get("wall_us") - before.get("wall_us");
                } finally {
                    table.close();
                }
            }
            return new Result[] {adaptive, fixed};
        } finally {
            clients.forEach(Phone::close);
            dashboard.stop();
            session.stop(Duration.ofSeconds(5));
        }
    }

    /** One placement (a third of them slides), measured, then the piece lifted and the table back in sync. */
    private static void place(SimulatedUno uno, List<Phone> clients, List<Verdict<Command>> verdicts, Random random, Result into)
            throws Exception {
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
        long down = System.nanoTime();
        String lit = uno.awaitLine(from, line -> line.startsWith("led " + spot + " ") && !line.split(" ")[2].equals("000000"));
        long led = System.nanoTime();
        long phones = awaitAll(clients, "intersection " + spot + " out of sync", v -> physical(v).equals("out-of-sync")
                && v.path("physical").path("fix").size() == 1 && v.path("physical").path("fix").get(0).path("id").asInt() == spot
                && v.path("physical").path("fix").get(0).path("kind").asText().equals("intersection"));
        into.led().add(led - down);
        into.phones().add(phones - down);
        into.both().add(Math.max(led, phones) - down);
        if (slide) {
            into.slides().add(Math.max(led, phones) - down);
        }
        Thread.sleep(20);   // any verdict still coming in is counted
        List<Verdict<Command>> seen = List.copyOf(verdicts);
        boolean right = !seen.isEmpty() && seen.get(seen.size() - 1) instanceof Verdict.OutOfSync<Command> out
                && out.differences().size() == 1 && out.differences().get(0).spot().equals(Spot.intersection(spot));
        if (!right) {
            into.misreads()[0]++;
        }
        if (seen.size() > 1) {
            into.misreads()[1]++;
            System.out.println("judged mid-hand: " + hand + " -> " + seen + " (" + lit + ")");
        }
        uno.run("remove intersection " + spot);
        awaitAll(clients, "back in sync", v -> physical(v).equals("in-sync"));
        Thread.sleep(30);   // its verdict taken in on the table's loop (after the views), before the next hand
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
