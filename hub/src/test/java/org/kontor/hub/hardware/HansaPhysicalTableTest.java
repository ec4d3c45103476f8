package org.kontor.hub.hardware;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.TreeMap;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.kontor.engine.Language;
import org.kontor.engine.hansa.Command;
import org.kontor.engine.hansa.Hansa;
import org.kontor.engine.hansa.HansaPhysicalRules;
import org.kontor.engine.hansa.HansaState;
import org.kontor.engine.hansa.Holder;
import org.kontor.engine.hansa.LegalAction;
import org.kontor.engine.hansa.Pending;
import org.kontor.engine.hansa.Piece;
import org.kontor.engine.hansa.Route;
import org.kontor.engine.table.Reading;
import org.kontor.engine.table.Spot;
import org.kontor.engine.table.Standing;
import org.kontor.engine.table.TableLayout;
import org.kontor.engine.table.Verdict;
import org.kontor.table.GameSetup;
import org.kontor.table.hansa.HansaTable;
import org.kontor.table.session.Outcome;
import org.kontor.table.session.TableSession;

/**
 * Hansa Teutonica on the simulated table: the virtual board built for Hansa's pieces (its HELLO
 * names game 3) on a pseudo-terminal, the link layer, the settle window, reconciliation through
 * HansaPhysicalRules and the table session. Players put their pieces on the virtual board; the
 * end-turn button ends turns; only taxes, the end of relocating and the bonus markers that move
 * nothing (and a route the table reads two ways) are given on a phone. The suite plays a few turns
 * ({@code QUICK_COMMANDS}); {@code -Dkontor.hansa.fullGame=true} plays the seeded game to its end and
 * prints the share of commands from the table:
 * <pre>
 * mvn -o -pl hub -am test -Dtest=HansaPhysicalTableTest -Dsurefire.failIfNoSpecifiedTests=false -Dkontor.hansa.fullGame=true
 * </pre>
 */
class HansaPhysicalTableTest {
    private static final long SEED = 42;
    private static final int QUICK_COMMANDS = 16;
    /** Every so many commands a stray piece goes onto the board and is lifted again. */
    private static final int HEAL_EVERY = 40;
    private static final Duration WAIT = Duration.ofSeconds(20);
    private static final int SETTLE_MS = 250;
    private static final Hansa RULES = new Hansa();
    private static final HansaPhysicalRules TABLE = new HansaPhysicalRules();

    private TableSession<HansaState, Command, ?, ?> session;
    private Simulator simulator;
    /** Where each accepted command came from, as the journal is told. */
    private final List<TableSession.Source> sources = new java.util.concurrent.CopyOnWriteArrayList<>();
    /** Stray pieces caught out of sync and lifted again. */
    private int healed;

    @BeforeAll
    static void needsPseudoTerminalsAndGcc() {
        VirtualTable.assumePseudoTerminalsAndGcc();
    }

    @BeforeEach
    void table() throws Exception {
        System.out.println("[hansa table] seed " + SEED);
        session = new TableSession<>(new HansaTable(), () -> SEED, new TableSession.Recorder<Object>() {
            @Override
            public void accepted(int seat, long version, Object command, String digest, TableSession.Source source) {
                sources.add(source);
            }
        });
        simulator = Simulator.attach(session, PhysicalGame.of(session.game()), VirtualTable.BUILD.resolve("hansa"), SETTLE_MS);
        Outcome started = session.start(new GameSetup("hansa-45", List.of("Ana", "Ben", "Cy", "Di"), Map.of(),
                GameSetup.DiceSource.VIRTUAL)).get(10, TimeUnit.SECONDS);
        assertThat(started.accepted()).as(started.message()).isTrue();
    }

    @AfterEach
    void close() {
        simulator.close();
    }

    @Test
    void pieces_put_on_the_board_are_the_moves_a_piece_on_a_wrong_post_or_lifted_holds_play_until_put_right() throws Exception {
        assertThat(simulator.type("place path 3 road red")).as("a Catan piece on a Hansa board")
                .contains("pieces: trader, merchant, bonus-marker;");
        // Before the three start markers lie on their taverns, the table is out of sync.
        awaitVerdict("out of sync before the markers are down", Verdict.OutOfSync.class);
        type("set up");
        awaitVerdict("in sync with the start markers", Verdict.InSync.class);

        // The first placement, read from the board.
        HansaState start = state();
        int seat = start.active();
        Command.Place first = (Command.Place) choices(start, seat, "place").get(0);
        type("place path " + first.post() + " trader " + HansaPhysicalRules.COLOURS.get(seat));
        HansaState placed = awaitState("the first trader", s -> s.version() == start.version() + 1);
        assertThat(placed.post(first.post())).isEqualTo(new Holder(seat, Piece.TRADER));

        // Another player's trader on a free post: out of sync, a phone's move is refused with the sentence; lifted, play resumes.
        int other = (seat + 1) % 4;
        int wrong = ((Command.Place) choices(placed, seat, "place").get(0)).post();
        type("place path " + wrong + " trader " + HansaPhysicalRules.COLOURS.get(other));
        Verdict.OutOfSync<Command> out = awaitVerdict("a wrong colour on post " + wrong, Verdict.OutOfSync.class);
        assertThat(out.differences()).extracting(Verdict.Difference::words)
                .containsExactly("Take a " + HansaPhysicalRules.COLOURS.get(other) + " trader off path " + wrong + ": nothing belongs there.");
        Outcome held = session.act(seat, placed.version(), org.kontor.table.Json.MAPPER.readTree("{\"type\": \"end-turn\"}"))
                .get(10, TimeUnit.SECONDS);
        assertThat(held.accepted()).as("play waits while the table is out of sync").isFalse();
        assertThat(held.message(Language.SPANISH)).startsWith("La mesa no coincide con la partida; el juego espera. Quita un comerciante de color ");
        type("remove path " + wrong);
        awaitVerdict("back in sync", Verdict.InSync.class);
        assertThat(state().version()).isEqualTo(placed.version());

        // The trader placed first lifted: "put it back"; put back, in sync with nothing played.
        type("remove path " + first.post());
        Verdict.OutOfSync<Command> lifted = awaitVerdict("the first trader lifted", Verdict.OutOfSync.class);
        assertThat(lifted.differences()).extracting(Verdict.Difference::words)
                .containsExactly("Put a " + HansaPhysicalRules.COLOURS.get(seat) + " trader on path " + first.post() + ".");
        type("place path " + first.post() + " trader " + HansaPhysicalRules.COLOURS.get(seat));
        awaitVerdict("the trader back", Verdict.InSync.class);
        assertThat(state().version()).isEqualTo(placed.version());

        // A few more commands by the players' policy: placements on the board, turns ended by the button.
        play(QUICK_COMMANDS);
        assertThat(sources).as("every command so far but taxes came from the table or its button")
                .filteredOn(s -> s == TableSession.Source.TABLE).hasSizeGreaterThan(QUICK_COMMANDS / 2);
        assertThat(sources).contains(TableSession.Source.BUTTON);
    }

    @Test
    void a_whole_game_played_on_the_board_reaches_its_end_with_most_commands_from_the_table() throws Exception {
        org.junit.jupiter.api.Assumptions.assumeTrue(Boolean.getBoolean("kontor.hansa.fullGame"),
                "the whole game takes minutes: -Dkontor.hansa.fullGame=true");
        type("set up");
        awaitVerdict("in sync with the start markers", Verdict.InSync.class);
        long began = System.nanoTime();
        HansaState end = play(5000);
        assertThat(end).as("the game ended").isNotNull();
        assertThat(end.isOver()).isTrue();
        Map<TableSession.Source, Long> share = new TreeMap<>();
        sources.forEach(source -> share.merge(source, 1L, Long::sum));
        double fromTable = 100.0 * (sources.size() - share.getOrDefault(TableSession.Source.PHONE, 0L)) / sources.size();
        System.out.printf("[hansa table] seed %d: %d commands in %.0f s: %s; from the table and its buttons %.1f %%; "
                        + "%d stray pieces caught and healed; %s; %s%n",
                SEED, sources.size(), (System.nanoTime() - began) / 1e9, share, fromTable, healed, end.endReason(), end.scores());
        assertThat(healed).isGreaterThan(0);
        assertThat(fromTable).isGreaterThanOrEqualTo(80.0);
    }

    /**
     * Plays {@code commands} commands (or to the end) the way players at the table would: every
     * command that moves a piece is made on the virtual board, the end of a turn with button 0, and
     * the rest (taxes, stopping relocations, a route the table reads two ways) on the phone, the
     * pieces then put down as the game shows them.
     */
    private HansaState play(int commands) throws Exception {
        SplittableRandom random = new SplittableRandom(SEED);
        for (int i = 0; i < commands; i++) {
            HansaState s = state();
            int seat = s.pending() instanceof Pending.Displaced p ? p.victim() : s.active();
            if (i % HEAL_EVERY == HEAL_EVERY - 1) {
                strayPieceCaughtAndHealed(s);
            }
            Command c = choose(s, seat, random);
            long before = s.version();
            if (c instanceof Command.EndTurn) {
                type("button 0 click");
            } else if (!changesTheMap(c) || readAlike(s, seat, c)) {
                Outcome outcome = session.submit(seat, before, c, TableSession.Source.PHONE).get(10, TimeUnit.SECONDS);
                assertThat(outcome.accepted()).as("%s: %s", c, outcome.message()).isTrue();
                move(TABLE.expected(s), TABLE.expected(state()), opensAnOffice(c));
            } else {
                move(TABLE.expected(s), TABLE.expected(after(s, seat, c)), opensAnOffice(c));
            }
            if (awaitState("command " + i + ": " + c, now -> now == null || now.version() > before) == null) {
                return after(s, seat, c);   // the session ended the game: the state the last command led to
            }
            if (changesTheMap(c)) {
                Thread.sleep(SETTLE_MS + 150);   // the pieces settled and judged against the new state
            }
            awaitVerdict("in sync after " + c, Verdict.InSync.class);
        }
        return null;
    }

    /**
     * A piece of a player whose turn it is not put on a free post: the table goes out of sync
     * saying which piece to take off, and is back in sync, with nothing played, once it is lifted.
     */
    private void strayPieceCaughtAndHealed(HansaState s) throws Exception {
        int post = 0;
        while (s.post(post) != null) {
            post++;
        }
        int seat = s.pending() instanceof Pending.Displaced p ? p.victim() : s.active();
        String stray = HansaPhysicalRules.COLOURS.get((seat + 1) % s.seatCount());
        type("place path " + post + " merchant " + stray);
        Verdict.OutOfSync<Command> out = awaitVerdict("a stray " + stray + " merchant on post " + post, Verdict.OutOfSync.class);
        assertThat(out.differences()).extracting(Verdict.Difference::words)
                .containsExactly("Take a " + stray + " merchant off path " + post + ": nothing belongs there.");
        type("remove path " + post);
        awaitVerdict("in sync once the stray merchant is lifted", Verdict.InSync.class);
        assertThat(state().version()).isEqualTo(s.version());
        healed++;
    }

    /**
     * Makes the change from {@code from} to {@code to} as a player's hands would. Usually: lift what
     * leaves or changes, then (after a pause longer than the board's debounce) put down what arrives.
     * An office opened with a route: its piece first, then the route cleared, as docs/hardware.md
     * asks: a route cleared first is read as established without an office as soon as it settles.
     */
    private void move(TableLayout from, TableLayout to, boolean officeFirst) throws InterruptedException {
        if (officeFirst) {
            for (Map.Entry<Spot, Standing> now : to.pieces().entrySet()) {
                if (from.at(now.getKey()) == null) {
                    type("place " + now.getKey() + " " + now.getValue().piece() + " " + now.getValue().colourName());
                }
            }
        }
        boolean lifted = false;
        for (Map.Entry<Spot, Standing> was : from.pieces().entrySet()) {
            if (!was.getValue().equals(to.at(was.getKey()))) {
                type("remove " + was.getKey());
                lifted = true;
            }
        }
        if (lifted) {
            Thread.sleep(100);
        }
        for (Map.Entry<Spot, Standing> now : to.pieces().entrySet()) {
            Standing was = from.at(now.getKey());
            if (!now.getValue().equals(was) && !(officeFirst && was == null)) {
                type("place " + now.getKey() + " " + now.getValue().piece() + " " + now.getValue().colourName());
            }
        }
    }

    static boolean opensAnOffice(Command c) {
        return c instanceof Command.EstablishOffice || c instanceof Command.EstablishExtraOffice || c instanceof Command.EstablishCoellen;
    }

    /** Whether the table after {@code c} is read more ways than one (a route established with or without developing an ability). */
    private static boolean readAlike(HansaState s, int seat, Command c) {
        TableLayout after = TABLE.expected(after(s, seat, c));
        return TABLE.readings(s).stream().map(Reading::after).filter(after::equals).count() > 1;
    }

    static boolean changesTheMap(Command c) {
        return !(c instanceof Command.Taxes || c instanceof Command.StopRelocating || c instanceof Command.DevelopAbility
                || c instanceof Command.ExtraActions || c instanceof Command.EndTurn);
    }

    /**
     * The players' policy: open an office (else establish) whenever a route is complete, place the
     * drawn markers and relocate when asked, collect taxes when the supply runs out, place on the
     * route with most of one's own pieces and none of the others', end the turn when no action is left.
     */
    static Command choose(HansaState s, int seat, SplittableRandom random) {
        List<LegalAction> actions = RULES.legalActions(s, seat);
        for (String eager : List.of("relocate", "place-marker", "establish-office", "establish-coellen", "establish-extra-office",
                "establish", "establish-ability")) {
            List<Command> listed = listed(actions, eager);
            if (!listed.isEmpty()) {
                return listed.get(random.nextInt(listed.size()));
            }
        }
        if (!listed(actions, "stop-relocating").isEmpty()) {
            return new Command.StopRelocating();
        }
        if (s.actionsLeft() == 0 && !listed(actions, "end-turn").isEmpty()) {
            return new Command.EndTurn();
        }
        int supply = s.supply(seat, Piece.TRADER) + s.supply(seat, Piece.MERCHANT);
        List<Command> taxes = listed(actions, "taxes");
        if (supply == 0 && !taxes.isEmpty()) {
            return taxes.get(taxes.size() - 1);
        }
        List<Command> places = listed(actions, "place");
        if (!places.isEmpty()) {
            return bestPlace(s, seat, places, random);
        }
        List<Command> displaces = listed(actions, "displace");
        if (!displaces.isEmpty()) {
            return displaces.get(random.nextInt(displaces.size()));
        }
        if (!taxes.isEmpty()) {
            return taxes.get(taxes.size() - 1);
        }
        return new Command.EndTurn();
    }

    private static Command bestPlace(HansaState s, int seat, List<Command> places, SplittableRandom random) {
        Command best = null;
        int bestScore = Integer.MIN_VALUE;
        for (Command c : places) {
            Route r = s.map().routeOfPost(((Command.Place) c).post());
            int score = 0;
            for (int p = r.firstPost(); p < r.firstPost() + r.posts(); p++) {
                Holder h = s.post(p);
                score += h == null ? 0 : h.seat() == seat ? 10 : -100;
            }
            score += random.nextInt(8) - r.posts();
            if (score > bestScore) {
                bestScore = score;
                best = c;
            }
        }
        return best;
    }

    private static List<Command> listed(List<LegalAction> actions, String kind) {
        List<Command> listed = new ArrayList<>();
        actions.stream().filter(a -> a.kind().equals(kind)).forEach(a -> listed.addAll(a.choices()));
        return listed;
    }

    private static List<Command> choices(HansaState s, int seat, String kind) {
        return listed(RULES.legalActions(s, seat), kind);
    }

    static HansaState after(HansaState s, int seat, Command c) {
        var result = RULES.apply(s, seat, s.version(), c);
        assertThat(result).as("%s by seat %d", c, seat).isInstanceOf(org.kontor.engine.Result.Accepted.class);
        return ((org.kontor.engine.Result.Accepted<HansaState, ?>) result).state();
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
