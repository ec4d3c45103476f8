package org.kontor.hub.hardware;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.kontor.engine.Result;
import org.kontor.engine.elasund.Command;
import org.kontor.engine.elasund.Elasund;
import org.kontor.engine.elasund.ElasundPhysicalRules;
import org.kontor.engine.elasund.ElasundState;
import org.kontor.engine.elasund.Event;
import org.kontor.engine.elasund.LegalAction;
import org.kontor.engine.table.Reading;
import org.kontor.engine.table.Reconciler;
import org.kontor.engine.table.Sensed;
import org.kontor.engine.table.Spot;
import org.kontor.engine.table.Standing;
import org.kontor.engine.table.TableLayout;
import org.kontor.engine.table.Verdict;
import org.kontor.table.GameSetup;
import org.kontor.table.Json;
import org.kontor.table.elasund.ElasundTable;
import org.kontor.table.session.Outcome;
import org.kontor.table.session.TableSession;
import org.kontor.web.Dashboard;
import org.kontor.web.Pairing;

/**
 * Elasund on the physical table with no hardware: the virtual board built for Elasund's piece
 * kinds (its HELLO names game 4) on a pseudo-terminal, the link layer, the settle window and
 * reconciliation through ElasundPhysicalRules, a 2-player game with table dice. The players
 * place every piece on the board (permits, buildings by footprint, walls, church tiles, the ship
 * after a 7), roll on the board's dice keys and end turns with its end-turn button; a phone gives
 * only what the table cannot see (cards given up, a hidden church tile, a colour paid where
 * several fit, 2 gold). Each command's source is counted as the journal is told it.
 *
 * <p>The suite plays the first 6 turns (seed {@value #SEED}); the whole game to its winner runs with
 * {@code mvn -pl hub -am test -Dtest=ElasundPhysicalTableTest -Dsurefire.failIfNoSpecifiedTests=false
 * -Dkontor.elasund.fullGame=true}.
 */
class ElasundPhysicalTableTest {
    private static final long SEED = 5;
    private static final int SETTLE_MS = 250;
    private static final long WAIT_MS = 10_000;
    private static final Elasund RULES = new Elasund();
    private static final ElasundPhysicalRules TABLE = new ElasundPhysicalRules();

    private TableSession<ElasundState, Command, ?, ?> session;
    private Dashboard dashboard;
    private Simulator simulator;
    /** Where each accepted command came from, as the journal is told. */
    private final List<TableSession.Source> sources = new java.util.concurrent.CopyOnWriteArrayList<>();
    /** The commands given on a phone, by kind. */
    private final Map<String, Integer> fromPhones = new TreeMap<>();
    /** Set when the game reaches its winner (the session then reads no state: the game is over). */
    private volatile boolean ended;
    /** The pieces typed onto the virtual board, as its sensors report them. */
    private final Map<Spot, Standing> typed = new TreeMap<>();

    @BeforeAll
    static void needsPseudoTerminalsAndGcc() {
        VirtualTable.assumePseudoTerminalsAndGcc();
    }

    @BeforeEach
    void table() throws Exception {
        session = new TableSession<>(new ElasundTable(), () -> SEED, new TableSession.Recorder<Object>() {
            @Override
            public void accepted(int seat, long version, Object command, String digest, TableSession.Source source) {
                sources.add(source);
            }

            @Override
            public void ended(boolean won) {
                ended = won;
            }
        });
        dashboard = Dashboard.create(session, Pairing.random(session.seatCount()), Dashboard.Options.forTests()).start(0);
        simulator = Simulator.attach(session, PhysicalGame.of(session.game()), VirtualTable.BUILD.resolve("elasund"), SETTLE_MS);
        Outcome started = session.start(new GameSetup(ElasundTable.BOARD, List.of("Ana", "Ben"), Map.of(), GameSetup.DiceSource.TABLE))
                .get(10, TimeUnit.SECONDS);
        assertThat(started.accepted()).as(started.message()).isTrue();
    }

    @AfterEach
    void close() {
        simulator.close();
        dashboard.stop();
    }

    @Test
    void a_game_played_on_the_board_takes_its_placements_dice_and_turn_ends_from_the_table() throws Exception {
        assertThat(simulator.type("place path 3 route red")).as("a Merchants piece on an Elasund board")
                .contains("pieces: permit-0, permit-1");
        // The cottages on their starting squares: until they stand there the table is out of sync.
        awaitVerdict(Verdict.OutOfSync.class);
        type("set up");
        typed.putAll(TABLE.expected(state()).pieces());
        awaitVerdict(Verdict.InSync.class);

        // A building on a footprint no permit allows: out of sync with what to take off, lifted: back in sync.
        boolean full = Boolean.getBoolean("kontor.elasund.fullGame");
        int turns = full ? 400 : 6;
        Random random = new Random(SEED);
        System.out.println("[elasund table] seed " + SEED + ", " + (full ? "the whole game" : turns + " turns"));
        boolean wrongFootprintShown = false;
        while (!ended && state() != null && state().turn() < turns) {
            ElasundState s = state();
            if (!wrongFootprintShown && s.phase() == org.kontor.engine.elasund.Phase.BUILD && s.pending() == null) {
                wrongFootprintShown = aBuildingWhereNoneFitsHoldsPlay(s);
            }
            step(s, random);
        }
        Map<TableSession.Source, Long> share = new TreeMap<>();
        sources.forEach(source -> share.merge(source, 1L, Long::sum));
        double fromTable = 100.0 * (sources.size() - share.getOrDefault(TableSession.Source.PHONE, 0L)) / sources.size();
        System.out.printf("[elasund table] %d commands: %s; from the table and its buttons %.1f %%; %s%n", sources.size(), share,
                fromTable, ended || state() == null ? "the game is won" : "turn " + state().turn());
        System.out.println("[elasund table] from the phones: " + fromPhones);
        assertThat(wrongFootprintShown).as("a wrong footprint was tried").isTrue();
        assertThat(fromTable).as("the table's share of the commands").isGreaterThanOrEqualTo(80.0);
        if (full) {
            assertThat(ended).as("the game reached a winner").isTrue();
        }
    }

    /** One decision, made the way a player at the table would: on the board where the board can say it. */
    private void step(ElasundState s, Random random) throws Exception {
        for (int seat = 0; seat < s.seatCount(); seat++) {
            List<LegalAction> actions = RULES.legalActions(s, seat);
            if (actions.isEmpty()) {
                continue;
            }
            List<String> kinds = actions.stream().map(LegalAction::kind).toList();
            if (kinds.contains("opening-roll") || kinds.contains("roll")) {
                type("dice " + (1 + random.nextInt(6)) + " " + (1 + random.nextInt(6)));
                awaitVersionAfter(s);
                syncPieces();
                return;
            }
            // Building first; then, rather than ending the turn or taking 2 gold, any placement the board reads.
            Command placement = placement(s, seat, actions, random, BUILDING, true);
            if (placement == null && !(kinds.contains("end-turn") && random.nextInt(10) < 8)) {
                placement = placement(s, seat, actions, random, ANY_PLACEMENT, false);
            }
            if (placement != null) {
                typeLayout(TABLE.expected(after(s, seat, placement)));
                awaitVersionAfter(s);
                return;
            }
            if (kinds.contains("end-turn")) {
                type("button 0 click");
                awaitVersionAfter(s);
                return;
            }
            // What the table cannot see: from the seat's phone; then the pieces it moved are put right.
            phone(s, seat, phoneChoice(s, seat, actions, random));
            syncPieces();
            return;
        }
        throw new AssertionError("nobody can act at version " + s.version());
    }

    static final List<String> BUILDING = List.of("move-ship", "replace-cottage", "build", "build-wall", "place-permit");
    static final List<String> ANY_PLACEMENT = List.of("move-ship", "replace-cottage", "build", "build-wall", "place-permit",
            "move-permit", "upgrade-permit", "place-permit-anywhere");

    /**
     * A placement of one of {@code kinds} the board reads as exactly this command, in that order; with
     * {@code skipSome} each optional kind is passed over 2 times in 10, as players who want to win mostly build.
     */
    private static Command placement(ElasundState s, int seat, List<LegalAction> actions, Random random, List<String> kinds,
                                     boolean skipSome) {
        List<Reading<Command>> readings = new ArrayList<>();
        for (String kind : kinds) {
            boolean optional = !kind.equals("move-ship") && !kind.equals("replace-cottage");
            for (LegalAction action : actions) {
                if (!action.kind().equals(kind) || skipSome && optional && random.nextInt(10) >= 8) {
                    continue;
                }
                List<Command> choices = new ArrayList<>(action.choices());
                java.util.Collections.shuffle(choices, random);
                for (Command choice : choices.subList(0, Math.min(12, choices.size()))) {
                    TableLayout afterwards = TABLE.expected(after(s, seat, choice));
                    Verdict<Command> verdict = Reconciler.judge(sensed(afterwards), TABLE.expected(s), () -> {
                        if (readings.isEmpty()) {
                            readings.addAll(TABLE.readings(s));
                        }
                        return readings;
                    });
                    if (verdict instanceof Verdict.Move<Command> move && move.reading().command().equals(choice)) {
                        return choice;
                    }
                }
            }
        }
        return null;
    }

    /** What only a phone can say: cards given up, a church tile built or kept, 2 gold. */
    static Command phoneChoice(ElasundState s, int seat, List<LegalAction> actions, Random random) {
        for (String kind : List.of("discard", "give-up-influence", "keep-church-tile", "build-church", "take-gold")) {
            for (LegalAction action : actions) {
                if (action.kind().equals(kind)) {
                    return action.choices().get(random.nextInt(action.choices().size()));
                }
            }
        }
        LegalAction any = actions.get(random.nextInt(actions.size()));
        return any.choices().get(random.nextInt(any.choices().size()));
    }

    /**
     * A house or workshop of the active seat put where it has no permit: play holds with a sentence
     * naming the squares, the phone's move is refused meanwhile; lifted, the table is back in sync.
     */
    private boolean aBuildingWhereNoneFitsHoldsPlay(ElasundState s) throws Exception {
        TableLayout now = TABLE.expected(s);
        for (int spot = 10; spot < 110; spot++) {
            Spot square = Spot.hex(spot);
            if (now.at(square) != null || spot % 10 >= s.board().area(s.seatCount()).columns()) {
                continue;
            }
            Map<Spot, Standing> wrong = new TreeMap<>(now.pieces());
            wrong.put(square, new Standing("well", (String) null));
            if (TABLE.readings(s).stream().noneMatch(r -> Reconciler.matches(sensed(TableLayout.of(wrong)), r.after()))) {
                type("place " + square + " well neutral");
                Verdict<?> out = awaitVerdict(Verdict.OutOfSync.class);
                assertThat(((Verdict.OutOfSync<?>) out).differences()).extracting(Verdict.Difference::words)
                        .containsExactly("Take a well off " + square + ": nothing belongs there.");
                Outcome held = session.act(s.active(), s.version(), Json.MAPPER.readTree("{\"type\": \"take-gold\"}")).get(10, TimeUnit.SECONDS);
                assertThat(held.accepted()).as("play waits while the table is out of sync").isFalse();
                assertThat(held.message()).contains("out of sync");
                type("remove " + square);
                awaitVerdict(Verdict.InSync.class);
                assertThat(state().version()).isEqualTo(s.version());
                return true;
            }
        }
        return false;
    }

    private void phone(ElasundState s, int seat, Command command) throws Exception {
        fromPhones.merge(command.getClass().getSimpleName(), 1, Integer::sum);
        Outcome outcome = session.act(seat, s.version(), Json.MAPPER.valueToTree(command)).get(10, TimeUnit.SECONDS);
        assertThat(outcome.accepted()).as("%s from seat %d's phone: %s", command, seat, outcome.message()).isTrue();
    }

    /** Puts the board right after a move the table did not make (the ship after a roll, a phone's move). */
    private void syncPieces() throws Exception {
        if (ended) {
            return;
        }
        typeLayout(TABLE.expected(state()));
        Thread.sleep(SETTLE_MS + 60);   // the verdict before the pieces settled is not the one to wait for
        awaitVerdict(Verdict.InSync.class);
    }

    /** Types the differences between the board and {@code layout}: lifts first, then puts, as hands do. */
    private void typeLayout(TableLayout layout) throws Exception {
        TreeSet<Spot> spots = new TreeSet<>(typed.keySet());
        spots.addAll(layout.pieces().keySet());
        List<String> puts = new ArrayList<>();
        boolean lifted = false;
        for (Spot spot : spots) {
            Standing was = typed.get(spot);
            Standing now = layout.at(spot);
            if (was != null && !was.equals(now)) {
                type("remove " + spot);
                lifted = true;
            }
            if (now != null && !now.equals(was)) {
                puts.add(VirtualTable.place(spot, now));
            }
        }
        if (lifted && !puts.isEmpty()) {
            // A hand takes longer than the board's debounce to swap pieces (a faster swap is no change
            // to the board), and less than the settle window.
            Thread.sleep(100);
        }
        for (String put : puts) {
            type(put);
        }
        typed.clear();
        typed.putAll(layout.pieces());
    }

    /** What the virtual board's sensors report: the kind where Elasund gives one, and the colour. */
    private static Map<Spot, Sensed> sensed(TableLayout layout) {
        Map<Spot, Sensed> sensed = new TreeMap<>();
        layout.pieces().forEach((spot, standing) -> sensed.put(spot, new Sensed(
                TABLE.pieceKinds().contains(standing.piece()) ? standing.piece() : null, standing.colourName())));
        return sensed;
    }

    private static ElasundState after(ElasundState s, int seat, Command command) {
        Result<ElasundState, Event> result = RULES.apply(s, seat, s.version(), command);
        return ((Result.Accepted<ElasundState, Event>) result).state();
    }

    private void awaitVersionAfter(ElasundState s) throws Exception {
        long deadline = System.currentTimeMillis() + WAIT_MS;
        while (!ended) {
            ElasundState now = state();
            if (now == null) {
                ended = true;   // the session closed the won game before its end was heard
                return;
            }
            if (now.version() != s.version()) {
                return;
            }
            if (System.currentTimeMillis() > deadline) {
                throw new AssertionError("the table did not move on from version " + s.version() + "; its verdict: "
                        + simulator.table().verdict() + "; waiting: " + (s.pending() != null ? s.pending() : s.phase()));
            }
            Thread.sleep(10);
        }
    }

    private Verdict<?> awaitVerdict(Class<?> kind) throws Exception {
        long deadline = System.currentTimeMillis() + WAIT_MS;
        while (true) {
            Verdict<?> verdict = simulator.table().verdict();
            if (kind.isInstance(verdict)) {
                return verdict;
            }
            if (System.currentTimeMillis() > deadline) {
                throw new AssertionError("waited for " + kind.getSimpleName() + ", the table says " + verdict);
            }
            Thread.sleep(10);
        }
    }

    private void type(String command) {
        assertThat(simulator.type(command)).as(command).isNull();
    }

    private ElasundState state() throws Exception {
        return session.read(s -> s).get(10, TimeUnit.SECONDS);
    }
}
