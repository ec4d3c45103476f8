package org.kontor.hub.hardware;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assumptions.assumeThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.kontor.engine.Result;
import org.kontor.engine.elasund.Command;
import org.kontor.engine.elasund.Elasund;
import org.kontor.engine.elasund.ElasundPhysicalRules;
import org.kontor.engine.elasund.ElasundState;
import org.kontor.engine.elasund.LegalAction;
import org.kontor.engine.table.Reconciler;
import org.kontor.engine.table.Sensed;
import org.kontor.engine.table.Spot;
import org.kontor.engine.table.Standing;
import org.kontor.engine.table.TableLayout;
import org.kontor.engine.table.Verdict;
import org.kontor.table.GameSetup;
import org.kontor.table.elasund.ElasundTable;
import org.kontor.table.session.Outcome;
import org.kontor.table.session.TableSession;

/**
 * Elasund on the reference rig: the sketch built for an Arduino Mega with the elasund wiring map
 * ({@code make mega MAP=elasund}: 136 reed switches, the sea, the 4-player city's squares and every
 * wall slot), run in simavr with its UART on a pseudo-terminal the hub opens as a real board's
 * port. A 2-player game with table dice: the rolls on the board's dice keys, the ship and a permit
 * as magnets on the chain (presence only: a permit's value is chosen with the next-reading and
 * confirm buttons), a building on a footprint no permit allows and a lifted cottage caught and
 * healed, the turn ended on button 0.
 */
class ElasundRigTest {
    private static final long SEED = 4343;
    private static final int SETTLE_MS = 250;
    private static final long WAIT_MS = 20_000;
    private static final Elasund RULES = new Elasund();
    private static final ElasundPhysicalRules TABLE = new ElasundPhysicalRules();

    private TableSession<ElasundState, Command, ?, ?> session;
    private SimulatedUno mega;
    private Simulator simulator;
    private final List<TableSession.Source> sources = new java.util.concurrent.CopyOnWriteArrayList<>();
    /** The pieces standing on the simulated board's reeds. */
    private final Map<Spot, Standing> typed = new TreeMap<>();

    @BeforeEach
    void open() throws Exception {
        assumeThat(SimulatedUno.missing()).as("the AVR toolchain and simavr").isNull();
        System.out.println("[elasund rig] seed " + SEED);
        session = new TableSession<>(new ElasundTable(), () -> SEED, new TableSession.Recorder<Object>() {
            @Override
            public void accepted(int seat, long version, Object command, String digest, TableSession.Source source) {
                sources.add(source);
            }
        });
        mega = SimulatedUno.start(Path.of("target", "elasund-rig"), SEED, ElasundTable.BOARD);
        simulator = Simulator.attach(session, PhysicalGame.of(session.game()), mega, SETTLE_MS);
        Outcome started = session.start(new GameSetup(ElasundTable.BOARD, List.of("Ana", "Ben"), Map.of(), GameSetup.DiceSource.TABLE))
                .get(10, TimeUnit.SECONDS);
        assertThat(started.accepted()).as(started.message()).isTrue();
    }

    @AfterEach
    void close() throws Exception {
        if (simulator != null) {
            simulator.close();
            Files.write(Path.of("target", "elasund-rig", "mega-output.txt"), mega.output());
        }
    }

    @Test
    void dice_keys_roll_a_permit_goes_down_a_wrong_footprint_and_a_lifted_cottage_are_caught_and_healed_on_the_simulated_mega()
            throws Exception {
        type("set up");   // the worker cottages on their starting squares
        typed.putAll(TABLE.expected(state()).pieces());
        awaitVerdict(Verdict.InSync.class);

        // The opening rolls and the first turn's roll on the board's dice keys (no 7: no pirates); the ship put where the rules move it.
        Random dice = new Random(SEED);
        int rolls = rollOnTheKeys(dice);
        assertThat(rolls).as("rolls from the dice keys").isGreaterThanOrEqualTo(1);
        assertThat(sources).as("every roll came from the table").containsOnly(TableSession.Source.TABLE);

        // A permit laid on a square: the reeds cannot tell its value, so the board's button 1 shows
        // the readings and button 2 plays the one shown.
        ElasundState build = state();
        int seat = build.active();
        Command permit = choices(build, seat, "place-permit").get(0);
        TableLayout withPermit = TABLE.expected(after(build, seat, permit));
        typeLayout(withPermit);
        awaitVerdict(Verdict.Ask.class);
        mega.send("button 1 click");
        awaitShown(0);
        mega.send("button 2 click");
        awaitVersionAfter(build);
        ElasundState permitted = state();
        assertThat(TABLE.expected(permitted).pieces().keySet()).as("a permit where the magnet lies")
                .isEqualTo(withPermit.pieces().keySet());
        typed.clear();
        typed.putAll(TABLE.expected(permitted).pieces());
        awaitVerdict(Verdict.InSync.class);

        // A piece on a square no reading explains (no permit allows a building there): out of sync, and the square's LED blinks.
        Spot wrong = aSquareNothingExplains(permitted);
        type("place " + wrong + " well neutral");
        Verdict.OutOfSync<?> out = (Verdict.OutOfSync<?>) awaitVerdict(Verdict.OutOfSync.class);
        assertThat(out.differences()).extracting(Verdict.Difference::words)
                .containsExactly("Take a piece off " + wrong + ": nothing belongs there.");
        awaitBlinking(10 + 118 + wrong.id());   // LED i: the 10 sea places, the 118 wall ids, then the squares
        type("remove " + wrong);
        awaitVerdict(Verdict.InSync.class);

        // A worker cottage lifted: put it back.
        Map.Entry<Spot, Standing> cottage = typed.entrySet().stream().filter(e -> e.getValue().piece().equals(ElasundPhysicalRules.COTTAGE))
                .findFirst().orElseThrow();
        type("remove " + cottage.getKey());
        out = (Verdict.OutOfSync<?>) awaitVerdict(Verdict.OutOfSync.class);
        assertThat(out.differences()).extracting(Verdict.Difference::words).hasSize(1).first().asString()
                .startsWith("Put a ").endsWith(" on " + cottage.getKey() + ".");
        type(VirtualTable.place(cottage.getKey(), cottage.getValue()));
        awaitVerdict(Verdict.InSync.class);
        assertThat(state().version()).isEqualTo(permitted.version());

        // The turn ended on button 0 (end my turn); the next player rolls on the keys.
        mega.send("button 0 click");
        awaitVersionAfter(permitted);
        assertThat(state().active()).isNotEqualTo(seat);
        rolls += rollOnTheKeys(dice);
        assertThat(rolls).as("rolls from the dice keys").isGreaterThanOrEqualTo(2);

        Map<TableSession.Source, Long> share = new TreeMap<>();
        sources.forEach(source -> share.merge(source, 1L, Long::sum));
        System.out.printf("[elasund rig] %d rolls from the dice keys; %d commands: %s%n", rolls, sources.size(), share);
        assertThat(share).doesNotContainKey(TableSession.Source.PHONE);
    }

    /**
     * A whole 2-player game on the simulated Mega, behind {@code -Dkontor.elasund.rigGame=true}
     * (minutes): every roll on the dice keys, every placement whose magnets change a reed on the
     * board (a reading the reeds cannot tell apart chosen on the board's buttons), turns ended on
     * button 0; on a phone what the table cannot show (cards, gold, a church tile, a building laid
     * over permits alone, which changes no reed), the pieces then put where the game shows them.
     * <pre>
     * mvn -o -pl hub -am test -Dtest=ElasundRigTest -Dsurefire.failIfNoSpecifiedTests=false -Dkontor.elasund.rigGame=true
     * </pre>
     */
    @Test
    void a_whole_game_on_the_simulated_mega_reaches_its_winner_with_most_commands_from_the_table() throws Exception {
        org.junit.jupiter.api.Assumptions.assumeTrue(Boolean.getBoolean("kontor.elasund.rigGame"),
                "the whole game takes minutes: -Dkontor.elasund.rigGame=true");
        type("set up");
        typed.putAll(TABLE.expected(state()).pieces());
        awaitVerdict(Verdict.InSync.class);
        long began = System.nanoTime();
        Random random = new Random(SEED);
        Map<String, Integer> fromPhones = new TreeMap<>();
        ElasundState s = state();
        for (int i = 0; i < 3000 && s != null && !s.isOver(); i++, s = state()) {
            step(s, random, fromPhones);
        }
        Map<TableSession.Source, Long> share = new TreeMap<>();
        sources.forEach(source -> share.merge(source, 1L, Long::sum));
        double fromTable = 100.0 * (sources.size() - share.getOrDefault(TableSession.Source.PHONE, 0L)) / sources.size();
        System.out.printf("[elasund rig] seed %d: %d commands in %.0f s: %s; from the table and its buttons %.1f %%; from phones %s%n",
                SEED, sources.size(), (System.nanoTime() - began) / 1e9, share, fromTable, fromPhones);
        assertThat(s == null || s.isOver()).as("the game reached its winner").isTrue();
        assertThat(fromTable).isGreaterThanOrEqualTo(80.0);
    }

    /** One decision, made on the board where the reeds can show it. */
    private void step(ElasundState s, Random random, Map<String, Integer> fromPhones) throws Exception {
        for (int seat = 0; seat < s.seatCount(); seat++) {
            List<LegalAction> actions = RULES.legalActions(s, seat);
            if (actions.isEmpty()) {
                continue;
            }
            List<String> kinds = actions.stream().map(LegalAction::kind).toList();
            if (kinds.contains("opening-roll") || kinds.contains("roll")) {
                mega.send("dice " + (1 + random.nextInt(6)) + " " + (1 + random.nextInt(6)));
                awaitVersionAfter(s);
                syncPiecesUnlessOver();
                return;
            }
            Command placement = visiblePlacement(s, seat, actions, random, ElasundPhysicalTableTest.BUILDING, true);
            if (placement == null && !(kinds.contains("end-turn") && random.nextInt(10) < 8)) {
                placement = visiblePlacement(s, seat, actions, random, ElasundPhysicalTableTest.ANY_PLACEMENT, false);
            }
            if (placement != null) {
                typeLayout(TABLE.expected(after(s, seat, placement)));
                chooseOnTheButtonsIfAsked(s, placement);
                awaitVersionAfter(s);
                syncPiecesUnlessOver();
                return;
            }
            if (kinds.contains("end-turn")) {
                mega.send("button 0 click");
                awaitVersionAfter(s);
                return;
            }
            Command command = ElasundPhysicalTableTest.phoneChoice(s, seat, actions, random);
            fromPhones.merge(command.getClass().getSimpleName(), 1, Integer::sum);
            Outcome outcome = session.submit(seat, s.version(), command, TableSession.Source.PHONE).get(10, TimeUnit.SECONDS);
            assertThat(outcome.accepted()).as("%s from seat %d's phone: %s", command, seat, outcome.message()).isTrue();
            syncPiecesUnlessOver();
            return;
        }
        throw new AssertionError("nobody can act at version " + s.version());
    }

    /** A placement of one of {@code kinds} (each optional kind passed over 2 times in 10 with {@code skipSome}) that changes a reed. */
    private static Command visiblePlacement(ElasundState s, int seat, List<LegalAction> actions, Random random, List<String> kinds,
                                            boolean skipSome) {
        java.util.Set<Spot> before = TABLE.expected(s).pieces().keySet();
        for (String kind : kinds) {
            boolean optional = !kind.equals("move-ship") && !kind.equals("replace-cottage");
            for (LegalAction action : actions) {
                if (!action.kind().equals(kind) || skipSome && optional && random.nextInt(10) >= 8) {
                    continue;
                }
                List<Command> choices = new ArrayList<>(action.choices());
                java.util.Collections.shuffle(choices, random);
                for (Command choice : choices.subList(0, Math.min(12, choices.size()))) {
                    if (!TABLE.expected(after(s, seat, choice)).pieces().keySet().equals(before)) {
                        return choice;
                    }
                }
            }
        }
        return null;
    }

    /** When the table reads the change several ways, button 1 steps to the reading of {@code c} (else the first) and button 2 plays it. */
    private void chooseOnTheButtonsIfAsked(ElasundState s, Command c) throws Exception {
        long deadline = System.currentTimeMillis() + WAIT_MS;
        while (System.currentTimeMillis() < deadline) {
            ElasundState now = state();
            if (now == null || now.version() != s.version()) {
                return;
            }
            if (simulator.table().verdict() instanceof Verdict.Ask<?>) {
                Thread.sleep(SETTLE_MS);   // the hands may not be done: ask again once the table is still
                ElasundState later = state();
                if (!(simulator.table().verdict() instanceof Verdict.Ask<?> still) || later == null || later.version() != s.version()) {
                    continue;
                }
                int wanted = Math.max(0, still.readings().stream().map(org.kontor.engine.table.Reading::command).toList().indexOf(c));
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

    private void syncPiecesUnlessOver() throws Exception {
        ElasundState now = state();
        if (now != null && !now.isOver()) {
            syncPieces();
        }
    }

    /** Rolls on the board's dice keys while a roll is due (never a 7: no pirates), the ship put where the rules move it; how many. */
    private int rollOnTheKeys(Random dice) throws Exception {
        int rolls = 0;
        for (ElasundState s = state(); kinds(s).contains("opening-roll") || kinds(s).contains("roll"); s = state()) {
            int a = 1 + dice.nextInt(6);
            int b = 1 + dice.nextInt(6);
            if (a + b == 7) {
                b = b == 6 ? 5 : b + 1;
            }
            mega.send("dice " + a + " " + b);
            awaitVersionAfter(s);
            rolls++;
            syncPieces();
        }
        return rolls;
    }

    /** An empty square of the city where no reading of the current state puts a piece. */
    private static Spot aSquareNothingExplains(ElasundState s) {
        TableLayout now = TABLE.expected(s);
        for (int id = 10; id < 110; id++) {
            Spot square = Spot.hex(id);
            if (now.at(square) != null || id % 10 >= s.board().area(s.seatCount()).columns()) {
                continue;
            }
            Map<Spot, Sensed> sensed = new TreeMap<>();
            now.pieces().keySet().forEach(spot -> sensed.put(spot, Sensed.SOMETHING));
            sensed.put(square, Sensed.SOMETHING);
            if (TABLE.readings(s).stream().noneMatch(r -> Reconciler.matches(sensed, r.after()))) {
                return square;
            }
        }
        throw new AssertionError("every empty square can be explained by a reading");
    }

    private static List<String> kinds(ElasundState s) {
        List<String> kinds = new ArrayList<>();
        for (int seat = 0; seat < s.seatCount(); seat++) {
            RULES.legalActions(s, seat).forEach(a -> kinds.add(a.kind()));
        }
        return kinds;
    }

    private static List<Command> choices(ElasundState s, int seat, String kind) {
        List<Command> listed = new ArrayList<>();
        for (LegalAction a : RULES.legalActions(s, seat)) {
            if (a.kind().equals(kind)) {
                listed.addAll(a.choices());
            }
        }
        assertThat(listed).as(kind + " for seat " + seat + " in " + s.phase()).isNotEmpty();
        return listed;
    }

    private static ElasundState after(ElasundState s, int seat, Command command) {
        return ((Result.Accepted<ElasundState, ?>) RULES.apply(s, seat, s.version(), command)).state();
    }

    /** Puts the board right after a move the rules made (the ship after a roll). */
    private void syncPieces() throws Exception {
        typeLayout(TABLE.expected(state()));
        Thread.sleep(SETTLE_MS + 60);
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
            if (was != null && now == null) {
                type("remove " + spot);
                lifted = true;
            }
            if (now != null && was == null) {
                puts.add(VirtualTable.place(spot, now));
            }
        }
        if (lifted && !puts.isEmpty()) {
            Thread.sleep(100);   // a hand takes longer than the board's debounce to move a piece
        }
        for (String put : puts) {
            type(put);
        }
        typed.clear();
        typed.putAll(layout.pieces());
    }

    /** An LED blinks: seen lit and dark again on the strip. */
    private void awaitBlinking(int index) throws InterruptedException {
        long deadline = System.currentTimeMillis() + WAIT_MS;
        boolean lit = false;
        boolean darkAfter = false;
        while (!(lit && darkAfter) && System.currentTimeMillis() < deadline) {
            boolean now = mega.leds().containsKey(index);
            lit |= now;
            darkAfter |= lit && !now;
            Thread.sleep(20);
        }
        assertThat(lit && darkAfter).as("LED %d blinks", index).isTrue();
    }

    private void awaitShown(int reading) throws Exception {
        long deadline = System.currentTimeMillis() + WAIT_MS;
        while (shown() != reading && System.currentTimeMillis() < deadline) {
            Thread.sleep(20);
        }
        assertThat(shown()).as("the reading the board's button shows").isEqualTo(reading);
    }

    /** The reading the table screen marks as shown (the physical status every view carries), -1 for none. */
    private int shown() throws Exception {
        return org.kontor.table.Json.MAPPER.readTree(session.current().forPublic().full()).path("physical").path("shown").asInt(-1);
    }

    private void awaitVersionAfter(ElasundState s) throws Exception {
        long deadline = System.currentTimeMillis() + WAIT_MS;
        for (ElasundState now = state(); now != null && now.version() == s.version(); now = state()) {
            if (System.currentTimeMillis() > deadline) {
                throw new AssertionError("the table did not move on from version " + s.version() + "; its verdict: "
                        + simulator.table().verdict());
            }
            Thread.sleep(10);
        }
    }

    private Verdict<?> awaitVerdict(Class<?> kind) throws Exception {
        long deadline = System.currentTimeMillis() + WAIT_MS;
        while (System.currentTimeMillis() < deadline) {
            Verdict<?> verdict = simulator.table().verdict();
            if (kind.isInstance(verdict)) {
                return verdict;
            }
            Thread.sleep(20);
        }
        throw new AssertionError("waited for " + kind.getSimpleName() + "; the table says " + simulator.table().verdict());
    }

    private void type(String command) {
        assertThat(simulator.type(command)).as(command).isNull();
    }

    private ElasundState state() throws Exception {
        return session.read(s -> s).get(10, TimeUnit.SECONDS);
    }
}
