package org.kontor.hub.hardware;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assumptions.assumeThat;
import static org.kontor.hub.hardware.CatanPhysicalTableTest.bestSettlement;
import static org.kontor.hub.hardware.CatanPhysicalTableTest.choices;
import static org.kontor.hub.hardware.CatanPhysicalTableTest.colour;

import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.TreeMap;
import java.util.concurrent.TimeUnit;
import java.util.function.Predicate;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.kontor.engine.board.Resource;
import org.kontor.engine.bot.Level;
import org.kontor.engine.catan.Catan;
import org.kontor.engine.catan.CatanPhysicalRules;
import org.kontor.engine.catan.CatanState;
import org.kontor.engine.catan.Command;
import org.kontor.engine.catan.Pending;
import org.kontor.engine.catan.Phase;
import org.kontor.engine.resources.Resources;
import org.kontor.engine.table.Spot;
import org.kontor.engine.table.Standing;
import org.kontor.engine.table.Verdict;
import org.kontor.table.GameSetup;
import org.kontor.table.catan.CatanTable;
import org.kontor.table.session.Outcome;
import org.kontor.table.session.TableSession;

/**
 * A whole 4-player Catan game on the reference rig (the Uno's sketch in simavr over a pty, as
 * {@link ReferenceRigTest}): every piece put on the board, every roll on the dice keys, turns
 * ended, ambiguous robbers settled and trades with the bank made on the board's buttons; the phone
 * only where a person decides something the table cannot see (discards) or a reed switch cannot (a
 * city swapped for its settlement). Prints where each journaled command came from.
 *
 * <p>With {@code -Dkontor.rig.bot=SEAT} the hub's normal bot plays that seat, as a group whose
 * fourth player left would have it: its rolls are made on the dice keys by a person, as everyone's
 * are; each piece it moves is made in the game at once and play waits while the table screen asks
 * for it, until a person has put the table right as the screen says (its LEDs are what
 * {@link BotRigTest} checks); the people answer its trade offers on their phones. The share is then
 * counted over the people's commands, and the bot's are printed beside it.
 *
 * <p>Minutes of simulated play, so not in {@code mvn verify} (ReferenceRigTest is its short
 * version): {@code mvn -pl hub -am test -Dtest=CatanFullGameRigTest -Dsurefire.failIfNoSpecifiedTests=false
 * -Dkontor.rig.game=true} (seed: {@code -Dkontor.rig.seed}).
 */
class CatanFullGameRigTest {
    private static final Duration WAIT = Duration.ofSeconds(30);
    private static final int SETTLE_MS = 250;
    private static final long SEED = Long.getLong("kontor.rig.seed", 4242L);
    private static final Catan RULES = new Catan();
    private static final CatanPhysicalRules TABLE = new CatanPhysicalRules();
    /** The seat the hub's bot plays ({@code -Dkontor.rig.bot}), or -1: four people. */
    private static final int BOT = Integer.getInteger("kontor.rig.bot", -1);

    private TableSession<CatanState, Command, ?, ?> session;
    private SimulatedUno uno;
    private Simulator simulator;
    private final List<TableSession.Source> sources = new java.util.concurrent.CopyOnWriteArrayList<>();
    /** Set when the session hears the game won; it then reads no state (the game is over). */
    private volatile boolean won;
    private int clicks;
    private final Map<String, Integer> fromPhones = new java.util.concurrent.ConcurrentSkipListMap<>();
    /** What the people have put on the board (what they typed into the simulated board), spot by spot. */
    private final Map<Spot, Standing> typed = new java.util.HashMap<>();
    /** What the people did on the table because the table screen asked for the bot's move, by kind: "put a road" → 4. */
    private final Map<String, Integer> forTheBot = new java.util.concurrent.ConcurrentSkipListMap<>();

    @AfterEach
    void close() {
        if (simulator != null) {
            simulator.close();
            try {   // every frame the board sent and every LED change, for a failure's post-mortem
                java.nio.file.Files.write(Path.of("target", "catan-rig-game", "uno-output.txt"), uno.output());
            } catch (java.io.IOException e) {
                System.out.println("[catan rig game] the simulator's output could not be kept: " + e.getMessage());
            }
        }
    }

    @Test
    void a_whole_game_is_refereed_from_the_table_with_the_phone_only_for_what_the_table_cannot_see() throws Exception {
        assumeThat(Boolean.getBoolean("kontor.rig.game")).as("-Dkontor.rig.game=true").isTrue();
        assumeThat(SimulatedUno.missing()).as("the AVR toolchain and simavr").isNull();
        assumeThat(BOT).as("-Dkontor.rig.bot is a seat of four").isBetween(-1, 3);
        System.out.println("[catan rig game] seed " + SEED + (BOT >= 0 ? ", the hub's normal bot in seat " + BOT : ""));
        session = new TableSession<>(new CatanTable(), () -> SEED, new TableSession.Recorder<Object>() {
            @Override
            public void accepted(int seat, long version, Object command, String digest, TableSession.Source source) {
                sources.add(source);
                if (source == TableSession.Source.PHONE) {
                    fromPhones.merge(command.getClass().getSimpleName(), 1, Integer::sum);
                }
            }

            @Override
            public void ended(boolean byWin) {
                won |= byWin;
            }
        });
        uno = SimulatedUno.start(Path.of("target", "catan-rig-game"), SEED);
        simulator = Simulator.attach(session, PhysicalGame.of(session.game()), uno, SETTLE_MS);
        session.botDelay(Duration.ZERO);
        Outcome started = session.start(new GameSetup(CatanTable.BEGINNER, List.of("Ana", "Ben", "Cy", "Di"),
                Map.of("layout", "BEGINNER"), GameSetup.DiceSource.TABLE), BOT >= 0 ? Map.of(BOT, Level.NORMAL) : Map.of())
                .get(10, TimeUnit.SECONDS);
        assertThat(started.accepted()).as(started.message()).isTrue();
        type("set up");
        awaitVerdict("in sync with the robber on the desert", Verdict.InSync.class);

        SplittableRandom random = new SplittableRandom(SEED);
        long began = System.nanoTime();
        CatanState s = state();
        for (int step = 0; step < 3000 && s != null && s.winner() < 0; step++) {
            play(s, random);
            s = state();
        }
        // Every click on the buttons is one BUTTON frame from the board (a retransmission repeats its seq).
        long told = uno.output().stream().filter(line -> line.startsWith("frame 34 ")).map(line -> line.split(" ")[2]).distinct().count();
        Map<TableSession.Source, Long> share = new TreeMap<>();
        sources.forEach(source -> share.merge(source, 1L, Long::sum));
        long people = sources.size() - share.getOrDefault(TableSession.Source.BOT, 0L);
        double fromTable = 100.0 * (people - share.getOrDefault(TableSession.Source.PHONE, 0L)) / people;
        System.out.printf("[catan rig game] seed %d: %d commands in %.0f s, %s: %s; from the table %.1f %% (of the people's %d); %d clicks, %d told by the board%n",
                SEED, sources.size(), (System.nanoTime() - began) / 1e9, won || s == null ? "won" : "not won", share, fromTable, people,
                clicks, told);
        System.out.println("[catan rig game] from the phones: " + fromPhones);
        if (BOT >= 0) {
            System.out.println("[catan rig game] put right by hand for the bot, as the table screen asked: " + forTheBot);
            assertThat(share.getOrDefault(TableSession.Source.BOT, 0L)).as("the bot's own commands").isPositive();
            assertThat(forTheBot).as("the bot's pieces put on the table by a person").isNotEmpty();
        }
        assertThat(won || s != null && s.winner() >= 0).as("the game was won").isTrue();
        assertThat(told).as("clicks the board told").isEqualTo(clicks);
        assertThat(fromTable).isGreaterThanOrEqualTo(90.0);
    }

    /** One decision of the seat the game waits for, made where a person at the table would make it. */
    private void play(CatanState s, SplittableRandom random) throws Exception {
        long before = s.version();
        if (BOT >= 0 && botsPart(s, random)) {
            return;
        }
        if (s.phase() == Phase.SETUP) {
            int seat = s.setupSeat();
            if (!choices(s, seat, "place-settlement").isEmpty()) {
                place("intersection " + bestSettlement(s, seat) + " settlement " + colour(s, seat), before);
            } else {
                place("path " + ((Command.PlaceRoad) choices(s, seat, "place-road").get(0)).path() + " road " + colour(s, seat), before);
            }
            return;
        }
        if (s.pending() instanceof Pending.Discard discard) {
            // Which cards go is a hidden choice: the phone's.
            for (Map.Entry<Integer, Integer> owed : discard.cardsToDiscard().entrySet()) {
                if (owed.getKey() == BOT) {
                    continue;   // the bot discards on its own
                }
                CatanState now = state();
                if (now == null) {
                    return;
                }
                phone(owed.getKey(), new Command.Discard(largest(now.player(owed.getKey()).hand(), owed.getValue())));
            }
            return;
        }
        if (s.pending() instanceof Pending.MoveRobber robber) {
            moveRobber(s, robber.seat(), random, before);
            return;
        }
        if (s.pending() instanceof Pending.FreeRoads roads) {
            place("path " + ((Command.BuildFreeRoad) choices(s, roads.seat(), "build-free-road").get(0)).path() + " road "
                    + colour(s, roads.seat()), before);
            return;
        }
        int seat = s.active();
        if (s.phase() == Phase.BEFORE_ROLL) {
            uno.send("dice " + (1 + random.nextInt(6)) + " " + (1 + random.nextInt(6)));
            awaitState("the roll", now -> now.version() > before);
            return;
        }
        List<Command> cities = choices(s, seat, "build-city");
        List<Command> settlements = choices(s, seat, "build-settlement");
        List<Command> roads = choices(s, seat, "build-road");
        if (!cities.isEmpty()) {
            // Reed switches see a piece on the intersection before and after: the swap is told on the phone.
            phone(seat, cities.get(0));
        } else if (!settlements.isEmpty()) {
            place("intersection " + ((Command.BuildSettlement) settlements.get(random.nextInt(settlements.size()))).intersection()
                    + " settlement " + colour(s, seat), before);
        } else if (!roads.isEmpty() && s.player(seat).hand().count(Resource.GRAIN) < 2) {
            place("path " + ((Command.BuildRoad) roads.get(random.nextInt(roads.size()))).path() + " road " + colour(s, seat), before);
        } else {
            Command.TradeWithBank trade = bankTrade(s, seat);
            if (trade != null) {
                tradeOnButtons(trade);
                awaitState("the trade made on the buttons", now -> now.version() > before);
            } else {
                click(0);
                awaitState("the turn ended on the button", now -> now.version() > before);
            }
        }
    }

    /**
     * What the people do while the game waits for the bot: put the table right where the table
     * screen asks (the bot's move is made in the game at once), roll for it on the dice keys, answer
     * its trade offer on the phone (accepted when the hand can pay), or wait for its move. False when
     * the game waits for a person and the table is in sync.
     */
    private boolean botsPart(CatanState s, SplittableRandom random) throws Exception {
        long before = s.version();
        List<String> fixes = new ArrayList<>();
        Map<Spot, Standing> expected = TABLE.expected(s).pieces();
        java.util.Set<Spot> spots = new java.util.TreeSet<>(expected.keySet());
        spots.addAll(typed.keySet());
        for (Spot spot : spots) {
            Standing want = expected.get(spot);
            if (!java.util.Objects.equals(want, typed.get(spot))) {
                fixes.add(want == null ? "remove " + spot : "place " + spot + " " + want.piece() + " " + (want.colour() == null ? "neutral" : want.colour()));
            }
        }
        if (!fixes.isEmpty()) {
            // A person looks at the table screen, which asks for the bot's piece, and puts the table right; a
            // settlement the bot made a city the reeds cannot see (the spot stays occupied): the log says it.
            java.util.Optional<Spot> seen = spots.stream().filter(spot -> expected.get(spot) == null || typed.get(spot) == null)
                    .filter(spot -> !java.util.Objects.equals(expected.get(spot), typed.get(spot))).findFirst();
            if (seen.isPresent()) {
                awaitVerdict("the table asking for " + fixes, verdict -> verdict instanceof Verdict.OutOfSync<?> out
                        && out.differences().stream().anyMatch(d -> d.spot().equals(seen.get())));
            }
            for (String fix : fixes) {
                type(fix);
                forTheBot.merge(fix.startsWith("remove") ? "take a piece off" : "put a " + fix.split(" ")[3], 1, Integer::sum);
            }
            awaitVerdict("the table put right for the bot's move", verdict -> verdict instanceof Verdict.InSync<?>);
            return true;
        }
        if (s.pending() instanceof Pending.TradeOffer offer && offer.from() == BOT) {
            Command answer = RULES.apply(s, offer.to(), s.version(), new Command.AcceptTrade()) instanceof org.kontor.engine.Result.Accepted<?, ?>
                    ? new Command.AcceptTrade() : new Command.DeclineTrade();
            phone(offer.to(), answer);
            return true;
        }
        if (!waitsForTheBot(s)) {
            return false;
        }
        if (s.phase() == Phase.BEFORE_ROLL && s.pending() == null) {
            uno.send("dice " + (1 + random.nextInt(6)) + " " + (1 + random.nextInt(6)));
            awaitState("the bot's roll on the dice keys", now -> now.version() > before);
            return true;
        }
        // Its move is made on the hub's thread.
        awaitState("the bot's move", now -> now.version() > before);
        return true;
    }

    /** The spot a virtual board command names: "place intersection 7 …" → intersection 7. */
    private static Spot spotOf(String command) {
        String[] words = command.split(" ");
        return new Spot(Spot.Kind.valueOf(words[1].toUpperCase(java.util.Locale.ROOT)), Integer.parseInt(words[2]));
    }

    /** A virtual board command typed, and what the people have put on the table kept up to date with it. */
    private void type(String command) throws Exception {
        String[] words = command.split(" ");
        if (command.equals("set up")) {
            typed.clear();
            typed.putAll(TABLE.expected(state()).pieces());
        } else if (words[0].equals("place")) {
            typed.put(spotOf(command), new Standing(words[3], words[4].equals("neutral") ? null : words[4]));
        } else if (words[0].equals("remove")) {
            typed.remove(spotOf(command));
        }
        assertThat(simulator.type(command)).as(command).isNull();
    }

    /** Whether the decision the game waits for is the bot's alone. */
    private static boolean waitsForTheBot(CatanState s) {
        if (s.phase() == Phase.SETUP) {
            return s.setupSeat() == BOT;
        }
        if (s.pending() instanceof Pending.Discard discard) {
            return discard.cardsToDiscard().keySet().equals(java.util.Set.of(BOT));
        }
        if (s.pending() instanceof Pending.MoveRobber robber) {
            return robber.seat() == BOT;
        }
        if (s.pending() instanceof Pending.FreeRoads roads) {
            return roads.seat() == BOT;
        }
        if (s.pending() instanceof Pending.TradeOffer offer) {
            return offer.to() == BOT;
        }
        return s.active() == BOT;
    }

    /**
     * The robber lifted and put on a random land hex it may go to; where two players could be
     * robbed, the table shows the readings and the buttons pick one (next reading, confirm).
     */
    private void moveRobber(CatanState s, int seat, SplittableRandom random, long before) throws Exception {
        Map<Integer, List<Command.MoveRobber>> byHex = new TreeMap<>();
        for (Command c : choices(s, seat, "move-robber")) {
            byHex.computeIfAbsent(((Command.MoveRobber) c).hex(), h -> new ArrayList<>()).add((Command.MoveRobber) c);
        }
        List<Integer> hexes = new ArrayList<>(byHex.keySet());
        int hex = hexes.get(random.nextInt(hexes.size()));
        type("remove hex " + s.robberHex());
        type("place hex " + hex + " robber neutral");
        if (byHex.get(hex).size() > 1) {
            awaitVerdict("the robber read several ways", Verdict.Ask.class);
            click(1);
            Thread.sleep(300);
            click(2);
        }
        awaitState("the robber on hex " + hex, now -> now.version() > before);
    }

    /** A piece typed onto the board; waits until the hub has read it as the move. */
    private void place(String piece, long before) throws Exception {
        type("place " + piece);
        awaitState("the " + piece, now -> now.version() > before);
    }

    private void click(int button) {
        clicks++;
        uno.send("button " + button + " click");
    }

    private void phone(int seat, Command command) throws Exception {
        CatanState now = state();
        if (now == null) {
            return;   // the game was won
        }
        Outcome outcome = session.submit(seat, now.version(), command, TableSession.Source.PHONE).get(10, TimeUnit.SECONDS);
        assertThat(outcome.accepted()).as("%s by seat %d: %s", command, seat, outcome.message()).isTrue();
        if (command instanceof Command.BuildCity city) {   // the person swaps the settlement for the city
            typed.put(new Spot(Spot.Kind.INTERSECTION, city.intersection()), new Standing("city", colour(now, seat)));
        }
    }

    /** {@code count} cards, always from the kind the hand holds most of. */
    private static Resources largest(Resources hand, int count) {
        int[] left = new int[Resources.KINDS];
        int[] gone = new int[Resources.KINDS];
        for (int i = 0; i < Resources.KINDS; i++) {
            left[i] = hand.count(i);
        }
        for (int n = 0; n < count; n++) {
            int most = 0;
            for (int i = 1; i < Resources.KINDS; i++) {
                most = left[i] > left[most] ? i : most;
            }
            left[most]--;
            gone[most]++;
        }
        return Resources.of(gone);
    }

    /** Catan's five resources in the order the trade buttons cycle them. */
    private static final List<Resource> KINDS = List.of(Resource.BRICK, Resource.LUMBER, Resource.WOOL, Resource.GRAIN, Resource.ORE);

    /**
     * The trade composed on the buttons as a player at the table would, watching the table screen:
     * button 4 starts it at brick for lumber and steps the kind given, button 5 the kind taken (each
     * stepping over the other's kind), button 2 confirms.
     */
    private void tradeOnButtons(Command.TradeWithBank trade) {
        int give = KINDS.indexOf(trade.give());
        int take = KINDS.indexOf(trade.get());
        int[] shown = {0, 1};
        click(4);
        while (shown[0] != give) {
            int side = shown[1] == give ? 1 : 0;   // the kind taken moves out of the way first
            step(shown, side);
            click(4 + side);
        }
        while (shown[1] != take) {
            step(shown, 1);
            click(5);
        }
        click(2);
    }

    private static void step(int[] shown, int side) {
        do {
            shown[side] = (shown[side] + 1) % KINDS.size();
        } while (shown[side] == shown[1 - side]);
    }

    /** A 4:1 (or harbour) trade of the most plentiful kind for the scarcest one a settlement or a city needs. */
    private static Command.TradeWithBank bankTrade(CatanState s, int seat) {
        for (Resource get : List.of(Resource.ORE, Resource.GRAIN, Resource.BRICK, Resource.LUMBER, Resource.WOOL)) {
            if (s.player(seat).hand().count(get) > 0) {
                continue;
            }
            for (Resource give : Resource.values()) {
                Command.TradeWithBank trade = new Command.TradeWithBank(give, get);
                if (give != get && RULES.apply(s, seat, s.version(), trade) instanceof org.kontor.engine.Result.Accepted<?, ?>) {
                    return trade;
                }
            }
        }
        return null;
    }

    private CatanState state() throws Exception {
        return session.read(s -> s).get(10, TimeUnit.SECONDS);
    }

    private void awaitState(String what, Predicate<CatanState> done) throws Exception {
        long deadline = System.nanoTime() + WAIT.toNanos();
        while (System.nanoTime() < deadline) {
            CatanState now = state();
            if (now == null || done.test(now)) {
                return;   // null: the game was won, and the session closed it
            }
            Thread.sleep(20);
        }
        throw new AssertionError("not seen within " + WAIT.toSeconds() + " s: " + what + "; the table: "
                + simulator.table().verdict());
    }

    private void awaitVerdict(String what, Class<?> kind) throws Exception {
        awaitVerdict(what, kind::isInstance);
    }

    private void awaitVerdict(String what, Predicate<Verdict<?>> seen) throws Exception {
        long deadline = System.nanoTime() + WAIT.toNanos();
        while (System.nanoTime() < deadline) {
            if (seen.test(simulator.table().verdict())) {
                return;
            }
            Thread.sleep(20);
        }
        throw new AssertionError("not seen within " + WAIT.toSeconds() + " s: " + what + "; the table: " + simulator.table().verdict());
    }
}
