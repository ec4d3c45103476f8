package org.kontor.hub.hardware;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assumptions.assumeThat;
import static org.kontor.hub.hardware.CatanPhysicalTableTest.bestSettlement;
import static org.kontor.hub.hardware.CatanPhysicalTableTest.choices;
import static org.kontor.hub.hardware.CatanPhysicalTableTest.colour;
import static org.kontor.hub.hardware.CatanPhysicalTableTest.physical;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.kontor.engine.bot.Level;
import org.kontor.engine.catan.CatanState;
import org.kontor.engine.catan.Command;
import org.kontor.engine.catan.Phase;
import org.kontor.table.GameSetup;
import org.kontor.table.catan.CatanTable;
import org.kontor.table.session.Outcome;
import org.kontor.table.session.TableSession;
import org.kontor.web.Dashboard;
import org.kontor.web.Pairing;

/**
 * The hub's bot in a seat of a physical Catan table, through the reference rig (the Uno's sketch
 * in simavr over a pty, as {@link ReferenceRigTest}): the group rolls real dice, three people and a
 * bot. Each piece the bot places is made in the game at once and blinks red on the strip where it
 * belongs (read back from the strip pin's edges) while the table screen says what to put there;
 * play waits until a person puts it; then the game goes on. The bot's rolls are made on the
 * table's dice keys by a person, as everyone's are; the people end their turns on the board's
 * button, the bot ends its own. The founding and two rounds.
 */
class BotRigTest {
    private static final Duration WAIT = Duration.ofSeconds(20);
    private static final int SETTLE_MS = 250;
    private static final long SEED = 4343;
    private static final int BOT = 1;

    private TableSession<CatanState, Command, ?, ?> session;
    private Dashboard dashboard;
    private SimulatedUno uno;
    private Simulator simulator;
    private Phone screen;
    /** Who gave each accepted command and where it came from, as the journal is told: "1:BOT". */
    private final List<String> sources = new CopyOnWriteArrayList<>();
    /** The simulator's output line from which the next LEDs are looked for: where the last piece or roll was made. */
    private int mark;

    @BeforeEach
    void open() throws Exception {
        assumeThat(SimulatedUno.missing()).as("the AVR toolchain and simavr").isNull();
        System.out.println("[bot rig] seed " + SEED);
        session = new TableSession<>(new CatanTable(), () -> SEED, new TableSession.Recorder<Object>() {
            @Override
            public void accepted(int seat, long version, Object command, String digest, TableSession.Source source) {
                sources.add(seat + ":" + source);
            }
        });
        session.botDelay(Duration.ZERO);
        dashboard = Dashboard.create(session, Pairing.random(session.seatCount()), Dashboard.Options.forTests()).start(0);
        uno = SimulatedUno.start(Path.of("target", "bot-rig"), SEED);
        simulator = Simulator.attach(session, PhysicalGame.of(session.game()), uno, SETTLE_MS);
        screen = Phone.open(dashboard.port(), "/ws/public");
        Outcome started = session.start(new GameSetup(CatanTable.BEGINNER, List.of("Ana", "Ben", "Cy", "Di"),
                Map.of("layout", "BEGINNER"), GameSetup.DiceSource.TABLE), Map.of(BOT, Level.NORMAL)).get(10, TimeUnit.SECONDS);
        assertThat(started.accepted()).as(started.message()).isTrue();
    }

    @AfterEach
    void close() {
        if (screen != null) {
            screen.close();
        }
        if (simulator != null) {
            simulator.close();
            try {   // every frame the board sent and every LED change, for a failure's post-mortem
                java.nio.file.Files.write(Path.of("target", "bot-rig", "uno-output.txt"), uno.output());
            } catch (java.io.IOException e) {
                System.out.println("[bot rig] the simulator's output could not be kept: " + e.getMessage());
            }
        }
        if (dashboard != null) {
            dashboard.stop();
        }
    }

    @Test
    void the_bots_pieces_blink_where_they_belong_a_person_puts_them_and_its_rolls_are_made_on_the_table() throws Exception {
        long began = System.nanoTime();
        type("set up");
        screen.await("in sync with the robber on the desert", v -> physical(v).equals("in-sync"), WAIT);

        // The founding, in snake order: the people's pieces put by hand, the bot's put where the table shows.
        int botPieces = 0;
        for (int seat : new int[] {0, 1, 2, 3, 3, 2, 1, 0}) {
            if (seat == BOT) {
                botPieces += putTheBotsPieces("the founding");
                continue;
            }
            CatanState s = state();
            assertThat(s.setupSeat()).isEqualTo(seat);
            place("intersection " + bestSettlement(s, seat) + " settlement " + colour(s, seat), s.version());
            CatanState roadDue = state();
            place("path " + ((Command.PlaceRoad) choices(roadDue, seat, "place-road").get(0)).path() + " road "
                    + colour(roadDue, seat), roadDue.version());
        }
        assertThat(botPieces).as("the bot's two settlements and two roads").isEqualTo(4);
        assertThat(state().phase()).isEqualTo(Phase.BEFORE_ROLL);

        // Two rounds, no 7: every roll on the dice keys, the bot's by a person too.
        int[][] rolls = {{2, 4}, {5, 3}, {6, 4}, {4, 4}, {3, 5}, {1, 5}, {2, 6}, {5, 5}};
        for (int[] roll : rolls) {
            CatanState s = state();
            int seat = s.active();
            if (seat == BOT) {
                Thread.sleep(300);
                assertThat(state().version()).as("the bot leaves its roll to the table's dice").isEqualTo(s.version());
            }
            mark = uno.output().size();
            press("dice " + roll[0] + " " + roll[1], "seat " + seat + "'s roll of " + (roll[0] + roll[1]),
                    now -> now.version() > s.version());
            if (seat == BOT) {
                botPieces += putTheBotsPieces("its turn");
                awaitState("the bot's turn ended", now -> now.active() != BOT);
            } else {
                CatanState rolled = state();
                mark = uno.output().size();
                press("button 0 click", "seat " + seat + "'s turn ended on the button", now -> now.version() > rolled.version());
            }
        }
        screen.await("the table in sync", v -> physical(v).equals("in-sync"), WAIT);

        Map<String, Long> share = new TreeMap<>();
        sources.forEach(source -> share.merge(source, 1L, Long::sum));
        System.out.printf("[bot rig] %d commands in %.1f s, the bot's pieces put by hand: %d; by seat and source: %s%n",
                sources.size(), (System.nanoTime() - began) / 1e9, botPieces, share);
        assertThat(share.get(BOT + ":TABLE")).as("the bot's two rolls, read on the table").isEqualTo(2L);
        assertThat(share.get(BOT + ":BOT")).as("its founding and its two turns' ends at least").isGreaterThanOrEqualTo(6L);
        assertThat(share).doesNotContainKeys(BOT + ":PHONE", BOT + ":BUTTON");
    }

    /**
     * While a piece of the bot's stands in the game but not on the table: it blinks red on the
     * strip where it belongs, the table screen says what to put there and play waits; a person puts
     * it. Returns how many pieces were put, once every piece of the bot's in the game stands on the
     * table and the game waits for a person.
     */
    private int putTheBotsPieces(String when) throws Exception {
        int put = 0;
        long deadline = System.nanoTime() + WAIT.toNanos();
        while (true) {
            CatanState now = state();
            List<String> missing = botPieces(now).stream().filter(piece -> !onTheTable.contains(piece)).toList();
            if (missing.isEmpty()) {
                if (waitsForAPerson(now)) {
                    return put;
                }
                assertThat(System.nanoTime()).as("the bot's move (%s)", when).isLessThan(deadline);
                Thread.sleep(20);
                continue;
            }
            String[] piece = missing.get(0).split(" ");   // "intersection 28 settlement"
            String kind = piece[0];
            int at = Integer.parseInt(piece[1]);
            JsonNode view = screen.await("the table asking for the bot's " + missing.get(0),
                    v -> physical(v).equals("out-of-sync") && fixes(v, kind, at), WAIT);
            JsonNode fix = null;
            for (JsonNode f : view.path("physical").path("fix")) {
                fix = f.path("kind").asText().equals(kind) && f.path("id").asInt() == at ? f : fix;
            }
            assertThat(fix.path("fix").asText()).isEqualTo("put");
            String colour = fix.path("expected").path("colour").asText();
            assertThat(fix.path("expected").path("piece").asText()).isEqualTo(piece[2]);
            assertThat(fix.path("words").asText()).as("the table screen says what to put where").contains(piece[2])
                    .containsIgnoringCase(colour);
            int led = switch (kind) {
                case "intersection" -> at;
                case "path" -> 54 + at;
                default -> 126 + at;
            };
            // On the strip (wiring_map.h: LED i shows intersection i, then path i - 54, then hex i - 126): blinking red.
            uno.awaitLine(mark, line -> line.startsWith("led " + led + " ff0000"));
            if (put == 0) {
                long version = now.version();
                Thread.sleep(300);
                assertThat(state().version()).as("play waits for the bot's piece on the table").isEqualTo(version);
            }
            mark = uno.output().size();
            type("place " + kind + " " + at + " " + piece[2] + " " + colour);
            onTheTable.add(missing.get(0));
            put++;
            screen.await("the bot's " + missing.get(0) + " read", v -> !fixes(v, kind, at), WAIT);
            deadline = System.nanoTime() + WAIT.toNanos();
        }
    }

    /** The bot's pieces put on the table so far, as {@link #botPieces} names them. */
    private final java.util.Set<String> onTheTable = new java.util.HashSet<>();

    /** The bot's settlements, cities and roads in the game: "intersection 28 settlement", "path 34 road". */
    private static List<String> botPieces(CatanState s) {
        List<String> pieces = new java.util.ArrayList<>();
        var topology = s.island().topology();
        for (int i = 0; i < topology.intersectionCount(); i++) {
            if (s.buildingOwner(i) == BOT) {
                pieces.add("intersection " + i + (s.building(i) >= 2 ? " city" : " settlement"));   // a city counts 2
            }
        }
        for (int p = 0; p < topology.pathCount(); p++) {
            if (s.roadOwner(p) == BOT) {
                pieces.add("path " + p + " road");
            }
        }
        return pieces;
    }

    /** Whether the table asks for a piece on {@code kind} {@code at}. */
    private static boolean fixes(JsonNode view, String kind, int at) {
        for (JsonNode fix : view.path("physical").path("fix")) {
            if (fix.path("kind").asText().equals(kind) && fix.path("id").asInt() == at) {
                return true;
            }
        }
        return false;
    }

    /** Whether the game waits for a seat the bot does not play (the bot's part is over for now). */
    private static boolean waitsForAPerson(CatanState now) {
        return now.phase() == Phase.SETUP ? now.setupSeat() != BOT : now.phase() == Phase.BEFORE_ROLL || now.active() != BOT;
    }

    /**
     * A roll on the dice keys or a press of a button, made again when the table screen says it never
     * reached the hub (on a busy computer the simulated board can miss its heartbeat and lose its
     * session with the press in it), as a person would; waits until the hub has taken it.
     */
    private void press(String keys, String what, java.util.function.Predicate<CatanState> done) throws Exception {
        uno.send(keys);
        long deadline = System.nanoTime() + WAIT.toNanos();
        while (System.nanoTime() < deadline) {
            if (done.test(state())) {
                return;
            }
            if (!screen.latest().path("physical").path("boards").path(0).path("problem").asText("").isEmpty()) {
                System.out.println("[bot rig] the table screen asks for " + what + " again");
                uno.send(keys);
                screen.await("the notice gone", v -> v.path("physical").path("boards").path(0).path("problem").asText("").isEmpty(), WAIT);
            }
            Thread.sleep(20);
        }
        throw new AssertionError("not seen within " + WAIT.toSeconds() + " s: " + what + "; the table: " + simulator.table().verdict());
    }

    /** A piece typed onto the board; waits until the hub has read it as the move. */
    private void place(String piece, long before) throws Exception {
        mark = uno.output().size();
        type("place " + piece);
        awaitState("the " + piece, now -> now.version() > before);
    }

    private void type(String command) {
        assertThat(simulator.type(command)).as(command).isNull();
    }

    private CatanState state() throws Exception {
        return session.read(s -> s).get(10, TimeUnit.SECONDS);
    }

    private void awaitState(String what, java.util.function.Predicate<CatanState> done) throws Exception {
        long deadline = System.nanoTime() + WAIT.toNanos();
        while (System.nanoTime() < deadline) {
            if (done.test(state())) {
                return;
            }
            Thread.sleep(20);
        }
        throw new AssertionError("not seen within " + WAIT.toSeconds() + " s: " + what + "; the table: " + simulator.table().verdict());
    }
}
