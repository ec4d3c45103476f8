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

        // The free posts are lit green: LED 93 + post.
        HansaState start = state();
        int seat = start.active();
        int post = ((Command.Place) choices(start, seat, "place").get(0)).post();
        awaitLed(OFFICE_PLACES + post, "the first free post");

        // A magnet on a free post: a trader or a merchant? The board's button 1 shows the readings in turn, button 2 plays the shown one.
        String colour = HansaPhysicalRules.COLOURS.get(seat);
        type("place path " + post + " trader " + colour);   // the rig's reeds sense presence only: piece and colour are dropped
        Verdict.Ask<Command> asked = awaitVerdict("two readings of a piece on post " + post, Verdict.Ask.class);
        List<Command> readings = asked.readings().stream().map(Reading::command).toList();
        assertThat(readings).contains(new Command.Place(post, Piece.TRADER), new Command.Place(post, Piece.MERCHANT));
        int trader = readings.indexOf(new Command.Place(post, Piece.TRADER));
        for (int click = 0; click <= trader; click++) {
            mega.send("button 1 click");
            int shown = click;
            awaitShown(shown);
        }
        mega.send("button 2 click");
        HansaState placed = awaitState("the trader on post " + post, s -> s.version() == start.version() + 1);
        assertThat(placed.post(post)).isEqualTo(new Holder(seat, Piece.TRADER));
        awaitVerdict("in sync after the trader", Verdict.InSync.class);

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

        Map<TableSession.Source, Long> share = new TreeMap<>();
        sources.forEach(source -> share.merge(source, 1L, Long::sum));
        System.out.printf("[hansa rig] %d commands: %s%n", sources.size(), share);
        assertThat(share).doesNotContainKey(TableSession.Source.PHONE);
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
