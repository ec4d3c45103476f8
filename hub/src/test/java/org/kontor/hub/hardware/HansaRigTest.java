package org.kontor.hub.hardware;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assumptions.assumeThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.kontor.engine.hansa.Command;
import org.kontor.engine.hansa.Hansa;
import org.kontor.engine.hansa.HansaPhysicalRules;
import org.kontor.engine.hansa.HansaState;
import org.kontor.engine.hansa.Holder;
import org.kontor.engine.hansa.LegalAction;
import org.kontor.engine.hansa.Piece;
import org.kontor.engine.table.Reading;
import org.kontor.engine.table.Spot;
import org.kontor.engine.table.Verdict;
import org.kontor.table.GameSetup;
import org.kontor.table.hansa.HansaTable;
import org.kontor.table.session.Outcome;
import org.kontor.table.session.TableSession;

/**
 * Hansa Teutonica on the reference rig: the sketch built for an Arduino Mega with the hansa-45
 * wiring map ({@code make mega MAP=hansa-45}), run cycle by cycle in simavr with its UART on a
 * pseudo-terminal the hub opens as a real board's port. Every piece is a magnet on the 234-switch
 * reed chain (presence only: the board cannot tell a trader from a merchant, so the board's
 * next-reading and confirm buttons choose), turns end on button 0, and the LEDs are read back
 * from the strip pin's edges.
 */
class HansaRigTest {
    private static final Duration WAIT = Duration.ofSeconds(20);
    private static final int SETTLE_MS = 250;
    private static final long SEED = 4242;
    private static final String BOARD = "hansa-45";
    /** The strip: LED i shows office place i (93 of them), then post i, then marker place i. */
    private static final int OFFICE_PLACES = 93;
    private static final Hansa RULES = new Hansa();
    private static final HansaPhysicalRules TABLE = new HansaPhysicalRules();

    private TableSession<HansaState, Command, ?, ?> session;
    private SimulatedUno mega;
    private Simulator simulator;
    private final List<TableSession.Source> sources = new java.util.concurrent.CopyOnWriteArrayList<>();

    @BeforeEach
    void open() throws Exception {
        assumeThat(SimulatedUno.missing()).as("the AVR toolchain and simavr").isNull();
        System.out.println("[hansa rig] seed " + SEED);
        session = new TableSession<>(new HansaTable(), () -> SEED, new TableSession.Recorder<Object>() {
            @Override
            public void accepted(int seat, long version, Object command, String digest, TableSession.Source source) {
                sources.add(source);
            }
        });
        mega = SimulatedUno.start(Path.of("target", "hansa-rig"), SEED, BOARD);
        simulator = Simulator.attach(session, PhysicalGame.of(session.game()), mega, SETTLE_MS);
        Outcome started = session.start(new GameSetup(BOARD, List.of("Ana", "Ben", "Cy", "Di"), Map.of(),
                GameSetup.DiceSource.VIRTUAL)).get(10, TimeUnit.SECONDS);
        assertThat(started.accepted()).as(started.message()).isTrue();
    }

    @AfterEach
    void close() throws Exception {
        if (simulator != null) {
            simulator.close();
            Files.write(Path.of("target", "hansa-rig", "mega-output.txt"), mega.output());
        }
    }

    @Test
    void placements_on_the_simulated_mega_are_played_a_piece_on_a_wrong_spot_or_lifted_is_caught_and_healed() throws Exception {
        type("set up");   // the three start markers on their taverns
        awaitVerdict("in sync with the start markers", Verdict.InSync.class);

        // The free posts are lit: LED 93 + post.
        HansaState start = state();
        int seat = start.active();
        int post = ((Command.Place) choices(start, seat, "place").get(0)).post();
        awaitLed(OFFICE_PLACES + post, "the first free post");

        // A magnet on a free post: a trader or a merchant? The board's button 1 shows the readings in turn, button 2 plays the shown one.
        String colour = HansaPhysicalRules.COLOURS.get(seat);
        HansaState placed = placeOnTheButtons(start, post, Piece.TRADER);

        // A piece on an office place while no route is complete: nothing belongs there; lifted, play resumes.
        type("place intersection 0 merchant " + colour);
        Verdict.OutOfSync<Command> stray = awaitVerdict("a piece on office place 0", Verdict.OutOfSync.class);
        assertThat(stray.differences()).extracting(Verdict.Difference::words)
                .containsExactly("Take a piece off intersection 0: nothing belongs there.");
        awaitBlinking(0);
        type("remove intersection 0");
        awaitVerdict("back in sync", Verdict.InSync.class);

        // The trader lifted: put it back.
        type("remove path " + post);
        Verdict.OutOfSync<Command> lifted = awaitVerdict("the trader lifted", Verdict.OutOfSync.class);
        assertThat(lifted.differences()).extracting(Verdict.Difference::words)
                .containsExactly("Put a " + HansaPhysicalRules.COLOURS.get(seat) + " trader on path " + post + ".");
        type("place path " + post + " trader " + colour);
        awaitVerdict("the trader back", Verdict.InSync.class);
        assertThat(state().version()).isEqualTo(placed.version());

        // The turn ended on button 0 (the end-turn button); the next player's turn begins.
        mega.send("button 0 click");
        HansaState next = awaitState("the turn ended", s -> s.active() != seat);
        assertThat(next.version()).isGreaterThan(placed.version());

        // The next player's merchant: the second reading.
        int second = ((Command.Place) choices(next, next.active(), "place").get(0)).post();
        placeOnTheButtons(next, second, Piece.MERCHANT);

        Map<TableSession.Source, Long> share = new TreeMap<>();
        sources.forEach(source -> share.merge(source, 1L, Long::sum));
        System.out.printf("[hansa rig] %d commands: %s%n", sources.size(), share);
        assertThat(share).doesNotContainKey(TableSession.Source.PHONE);
    }

    /**
     * A magnet put on free post {@code post}: the reeds cannot tell a trader from a merchant, so the
     * table asks; button 1 shows the readings in turn until {@code piece}'s, button 2 plays it.
     */
    private HansaState placeOnTheButtons(HansaState before, int post, Piece piece) throws Exception {
        int seat = before.active();
        type("place path " + post + " trader " + HansaPhysicalRules.COLOURS.get(seat));   // presence only: piece and colour dropped
        Verdict.Ask<Command> asked = awaitVerdict("two readings of a piece on post " + post, Verdict.Ask.class);
        List<Command> readings = asked.readings().stream().map(Reading::command).toList();
        assertThat(readings).containsExactlyInAnyOrder(new Command.Place(post, Piece.TRADER), new Command.Place(post, Piece.MERCHANT));
        int wanted = readings.indexOf(new Command.Place(post, piece));
        for (int click = 0; click <= wanted; click++) {
            mega.send("button 1 click");
            awaitShown(click);
        }
        mega.send("button 2 click");
        HansaState placed = awaitState("the " + piece + " on post " + post, s -> s.version() == before.version() + 1);
        assertThat(placed.post(post)).isEqualTo(new Holder(seat, piece));
        awaitVerdict("in sync after the " + piece, Verdict.InSync.class);
        return placed;
    }

    /**
     * A whole 4-player game on the simulated Mega, behind {@code -Dkontor.hansa.rigGame=true} (minutes):
     * every piece a magnet on the reeds, a placement the reeds read several ways chosen on the
     * board's buttons, turns ended on button 0; on a phone only what the table cannot show (taxes,
     * the end of relocating, and what leaves every reed as it was: a displacement, offices swapped).
     * A stray piece is put where nothing belongs every 40 commands and lifted again.
     * <pre>
     * mvn -o -pl hub -am test -Dtest=HansaRigTest -Dsurefire.failIfNoSpecifiedTests=false -Dkontor.hansa.rigGame=true
     * </pre>
     */
    @Test
    void a_whole_game_on_the_simulated_mega_reaches_its_end_with_most_commands_from_the_table() throws Exception {
        org.junit.jupiter.api.Assumptions.assumeTrue(Boolean.getBoolean("kontor.hansa.rigGame"),
                "the whole game takes minutes: -Dkontor.hansa.rigGame=true");
        type("set up");
        awaitVerdict("in sync with the start markers", Verdict.InSync.class);
        onTheReeds.addAll(TABLE.expected(state()).pieces().keySet());
        long began = System.nanoTime();
        java.util.SplittableRandom random = new java.util.SplittableRandom(SEED);
        HansaState end = null;
        int healed = 0;
        for (int i = 0; i < 5000 && end == null; i++) {
            HansaState s = state();
            int seat = s.pending() instanceof org.kontor.engine.hansa.Pending.Displaced p ? p.victim() : s.active();
            if (i % 40 == 39) {
                strayPieceCaughtAndHealed(s);
                healed++;
            }
            Command c = HansaPhysicalTableTest.choose(s, seat, random);
            HansaState planned = HansaPhysicalTableTest.after(s, seat, c);
            java.util.Set<Spot> before = TABLE.expected(s).pieces().keySet();
            assertThat(onTheReeds).as("the magnets on the reeds before command " + i).isEqualTo(before);
            java.util.Set<Spot> afterwards = TABLE.expected(planned).pieces().keySet();
            if (c instanceof Command.EndTurn) {
                mega.send("button 0 click");
            } else if (!HansaPhysicalTableTest.changesTheMap(c) || before.equals(afterwards)) {
                Outcome outcome = session.submit(seat, s.version(), c, TableSession.Source.PHONE).get(10, TimeUnit.SECONDS);
                assertThat(outcome.accepted()).as("%s: %s", c, outcome.message()).isTrue();
            } else {
                reeds(afterwards, HansaPhysicalTableTest.opensAnOffice(c));
                chooseOnTheButtonsIfAsked(s, c);
            }
            HansaState now = awaitState("command " + i + ": " + c, next -> next == null || next.version() > s.version());
            if (now == null) {
                end = planned;   // the session ended the game with this command
                break;
            }
            reeds(TABLE.expected(now).pieces().keySet(), false);   // a phone's move made on the board too
            if (now.isOver()) {
                end = now;
                break;
            }
            Thread.sleep(SETTLE_MS + 150);
            awaitVerdict("in sync after " + c, Verdict.InSync.class);
        }
        assertThat(end).as("the game ended").isNotNull();
        Map<TableSession.Source, Long> share = new TreeMap<>();
        sources.forEach(source -> share.merge(source, 1L, Long::sum));
        double fromTable = 100.0 * (sources.size() - share.getOrDefault(TableSession.Source.PHONE, 0L)) / sources.size();
        System.out.printf("[hansa rig] seed %d: %d commands in %.0f s: %s; from the table and its buttons %.1f %%; "
                        + "%d stray pieces caught and healed; %s; %s%n", SEED, sources.size(), (System.nanoTime() - began) / 1e9, share,
                fromTable, healed, end.endReason(), end.scores());
        assertThat(fromTable).isGreaterThanOrEqualTo(80.0);
    }

    /** The magnets on the reeds (the full game's). */
    private final java.util.Set<Spot> onTheReeds = new java.util.TreeSet<>();

    /** The reeds to these occupied spots, as hands would: an office's piece first, else lifts first. */
    private void reeds(java.util.Set<Spot> to, boolean officeFirst) throws InterruptedException {
        java.util.Set<Spot> from = java.util.Set.copyOf(onTheReeds);
        onTheReeds.clear();
        onTheReeds.addAll(to);
        List<Spot> puts = to.stream().filter(spot -> !from.contains(spot)).toList();
        List<Spot> lifts = from.stream().filter(spot -> !to.contains(spot)).toList();
        if (officeFirst) {
            puts.forEach(spot -> type("place " + spot + " merchant yellow"));
        }
        lifts.forEach(spot -> type("remove " + spot));
        if (!officeFirst) {
            if (!lifts.isEmpty() && !puts.isEmpty()) {
                Thread.sleep(100);   // longer than the board's debounce: a lift and a put, not a slide
            }
            puts.forEach(spot -> type("place " + spot + " trader yellow"));
        }
    }

    /** When the table reads the change several ways, button 1 steps to the reading of {@code c} (else the first) and button 2 plays it. */
    private void chooseOnTheButtonsIfAsked(HansaState s, Command c) throws Exception {
        long deadline = System.nanoTime() + WAIT.toNanos();
        while (System.nanoTime() < deadline) {
            HansaState now = state();
            if (now == null || now.version() > s.version()) {
                return;
            }
            if (simulator.table().verdict() instanceof Verdict.Ask<?>) {
                Thread.sleep(SETTLE_MS);   // the hands may not be done: ask again once the table is still
                HansaState later = state();
                if (!(simulator.table().verdict() instanceof Verdict.Ask<?> still) || later == null || later.version() > s.version()) {
                    continue;
                }
                int wanted = Math.max(0, still.readings().stream().map(Reading::command).toList().indexOf(c));
                for (int click = 0; click <= wanted; click++) {
                    mega.send("button 1 click");
                    awaitShown(click);
                }
                mega.send("button 2 click");
                return;
            }
            Thread.sleep(20);
        }
    }

    /** A piece where no reading of the table puts one: the table holds play with a sentence; lifted, it is back in sync. */
    private void strayPieceCaughtAndHealed(HansaState s) throws Exception {
        java.util.Set<Spot> occupied = TABLE.expected(s).pieces().keySet();
        for (Spot spot : PhysicalGame.of(session.game()).spotsInUse(BOARD)) {
            if (occupied.contains(spot)) {
                continue;
            }
            Map<Spot, org.kontor.engine.table.Sensed> sensed = new TreeMap<>();
            occupied.forEach(at -> sensed.put(at, org.kontor.engine.table.Sensed.SOMETHING));
            sensed.put(spot, org.kontor.engine.table.Sensed.SOMETHING);
            if (TABLE.readings(s).stream().noneMatch(r -> org.kontor.engine.table.Reconciler.matches(sensed, r.after()))) {
                type("place " + spot + " merchant yellow");
                Verdict.OutOfSync<Command> out = awaitVerdict("a stray piece on " + spot, Verdict.OutOfSync.class);
                assertThat(out.differences()).extracting(Verdict.Difference::words)
                        .containsExactly("Take a piece off " + spot + ": nothing belongs there.");
                type("remove " + spot);
                awaitVerdict("in sync once the stray piece is lifted", Verdict.InSync.class);
                assertThat(state().version()).isEqualTo(s.version());
                return;
            }
        }
        throw new AssertionError("every free spot can be read as a move");
    }

    private static List<Command> choices(HansaState s, int seat, String kind) {
        List<Command> listed = new ArrayList<>();
        for (LegalAction a : RULES.legalActions(s, seat)) {
            if (a.kind().equals(kind)) {
                listed.addAll(a.choices());
            }
        }
        return listed;
    }

    private void awaitLed(int index, String what) throws InterruptedException {
        long deadline = System.nanoTime() + WAIT.toNanos();
        while (!mega.leds().containsKey(index) && System.nanoTime() < deadline) {
            Thread.sleep(50);
        }
        assertThat(mega.leds()).as("LED %d (%s) lit on the simulated strip", index, what).containsKey(index);
    }

    /** An LED blinks: seen lit and dark again on the strip. */
    private void awaitBlinking(int index) throws InterruptedException {
        long deadline = System.nanoTime() + WAIT.toNanos();
        boolean lit = false;
        boolean darkAfter = false;
        while (!(lit && darkAfter) && System.nanoTime() < deadline) {
            boolean now = mega.leds().containsKey(index);
            lit |= now;
            darkAfter |= lit && !now;
            Thread.sleep(20);
        }
        assertThat(lit && darkAfter).as("LED %d blinks", index).isTrue();
    }

    private void awaitShown(int reading) throws InterruptedException {
        long deadline = System.nanoTime() + WAIT.toNanos();
        while (shown() != reading && System.nanoTime() < deadline) {
            Thread.sleep(20);
        }
        assertThat(shown()).as("the reading the board's button shows").isEqualTo(reading);
    }

    /** The reading the table screen marks as shown (the physical status every view carries), -1 for none. */
    private int shown() {
        try {
            return org.kontor.table.Json.MAPPER.readTree(session.current().forPublic().full()).path("physical").path("shown").asInt(-1);
        } catch (java.io.IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }

    private void type(String command) {
        assertThat(simulator.type(command)).as(command).isNull();
    }

    private HansaState state() throws Exception {
        return session.read(s -> s).get(10, TimeUnit.SECONDS);
    }

    private HansaState awaitState(String what, java.util.function.Predicate<HansaState> until) throws Exception {
        long deadline = System.nanoTime() + WAIT.toNanos();
        while (System.nanoTime() < deadline) {
            HansaState s = state();
            if (until.test(s)) {
                return s;
            }
            Thread.sleep(20);
        }
        throw new AssertionError("waited " + WAIT.toSeconds() + " s for " + what + "; the table says " + simulator.table().verdict());
    }

    @SuppressWarnings("unchecked")
    private <V extends Verdict<Command>> V awaitVerdict(String what, Class<?> kind) throws Exception {
        long deadline = System.nanoTime() + WAIT.toNanos();
        while (System.nanoTime() < deadline) {
            Verdict<?> verdict = simulator.table().verdict();
            if (kind.isInstance(verdict)) {
                return (V) verdict;
            }
            Thread.sleep(20);
        }
        throw new AssertionError("waited " + WAIT.toSeconds() + " s for " + what + "; the table says " + simulator.table().verdict());
    }
}
