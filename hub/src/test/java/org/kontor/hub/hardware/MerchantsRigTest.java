package org.kontor.hub.hardware;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assumptions.assumeThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.SortedSet;
import java.util.SplittableRandom;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.concurrent.TimeUnit;
import java.util.function.Predicate;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.kontor.engine.Result;
import org.kontor.engine.bot.Level;
import org.kontor.engine.bot.Search;
import org.kontor.engine.merchants.Command;
import org.kontor.engine.merchants.Event;
import org.kontor.engine.merchants.MerchantsBot;
import org.kontor.engine.merchants.MerchantsOfEurope;
import org.kontor.engine.merchants.MerchantsPhysicalRules;
import org.kontor.engine.merchants.MerchantsState;
import org.kontor.engine.table.Reading;
import org.kontor.engine.table.Spot;
import org.kontor.engine.table.Verdict;
import org.kontor.table.GameSetup;
import org.kontor.table.merchants.MerchantsTable;
import org.kontor.table.session.Outcome;
import org.kontor.table.session.TableSession;

/**
 * Merchants of Europe on the reference rig: the sketch built for an Arduino Mega with the
 * europe-short wiring map ({@code make mega MAP=europe-short}: 347 reed switches), run cycle by
 * cycle in simavr with its UART on a pseudo-terminal the hub opens as a real board's port. Four
 * players, the printed start, table dice: rolls on the board's dice keys, turns ended on button 0,
 * every piece that changes what the reeds sense (a route, a merchant that walks off its kontor or
 * onto an empty site, the robber) put down as a magnet on the chain, a move the reeds read several
 * ways chosen on buttons 1 and 2, and the LEDs read back from the strip pin.
 *
 * <p>The reeds sense presence only, so what does not change presence reaches the table from a
 * phone: a caravan stands beside a route and a new merchant on its own kontor, so building or moving
 * a caravan, or hiring a merchant, leaves every reed as it was. Those need piece identity on the
 * board (the top piece of a spot told apart) and are counted apart in the printed share.
 *
 * <p>The moves are a seeded bot's ({@link Search}, easy), so the game is the same every run.
 */
class MerchantsRigTest {
    private static final Duration WAIT = Duration.ofSeconds(40);
    private static final int SETTLE_MS = 250;
    private static final long SEED = Long.getLong("kontor.merchants.rigSeed", 4545L);
    private static final String BOARD = "europe-short";
    private static final boolean PROGRESS = Boolean.getBoolean("kontor.merchants.rigProgress");
    /** A folder per seed, so that two seeds' games (and the quick test beside a game) can run side by side. */
    private static final Path FOLDER = Path.of("target", "merchants-rig-" + SEED + (Boolean.getBoolean("kontor.merchants.rigGame") ? "" : "-quick"));
    private static final MerchantsOfEurope RULES = new MerchantsOfEurope();
    private static final MerchantsPhysicalRules TABLE = new MerchantsPhysicalRules();
    /** The strip: LED i shows intersection i, then the paths, then the hexes, by id (the generated map's order). */
    private static final int[] COUNTS = FirmwareWiringMapsTest.counts(PhysicalGame.of("merchants").spotsInUse(BOARD));

    private TableSession<MerchantsState, Command, ?, ?> session;
    private SimulatedUno mega;
    private Simulator simulator;
    private final List<TableSession.Source> sources = new java.util.concurrent.CopyOnWriteArrayList<>();
    /** The commands a phone sent, by kind, and why (no reed changes for it, or a decision). */
    private final Map<String, Integer> fromPhones = new java.util.concurrent.ConcurrentSkipListMap<>();
    /** The commands the table sent (reeds, dice keys, buttons), by kind. */
    private final Map<String, Integer> fromTable = new java.util.concurrent.ConcurrentSkipListMap<>();
    /** Every command by kind and where it came from: the printed table per kind. */
    private final Map<String, Map<TableSession.Source, Integer>> byKind = new java.util.concurrent.ConcurrentSkipListMap<>();
    /** Set when the session hears the game won; it then reads no state. */
    private volatile boolean over;
    /**
     * The quick test's moves are an easy bot's; a whole game's a strong bot's by default
     * ({@code -Dkontor.merchants.rigLevel}), whose games end (four easy or normal bots' run on for
     * thousands of commands, trading cards for gold and back).
     */
    private Search<MerchantsState, Command> bot = new Search<>(new MerchantsBot(RULES), Level.EASY);
    private final SplittableRandom dice = new SplittableRandom(SEED);
    /** The spots with a magnet on the simulated chain. */
    private final Set<Spot> onTheReeds = new TreeSet<>();

    @BeforeEach
    void open(org.junit.jupiter.api.TestInfo test) throws Exception {
        // The long runs are skipped before a simulator is built and booted for them.
        String name = test.getTestMethod().orElseThrow().getName();
        org.junit.jupiter.api.Assumptions.assumeFalse(name.startsWith("a_whole_game") && !Boolean.getBoolean("kontor.merchants.rigGame"),
                "the whole game takes minutes: -Dkontor.merchants.rigGame=true");
        org.junit.jupiter.api.Assumptions.assumeFalse(name.startsWith("replugs") && Integer.getInteger("kontor.replugs", 0) == 0,
                "minutes of replugs: -Dkontor.replugs=100 (bench/replugs.sh)");
        assumeThat(SimulatedUno.missing()).as("the AVR toolchain and simavr").isNull();
        System.out.println("[merchants rig] seed " + SEED);
        session = new TableSession<>(new MerchantsTable(), () -> SEED, new TableSession.Recorder<Object>() {
            @Override
            public void accepted(int seat, long version, Object command, String digest, TableSession.Source source) {
                sources.add(source);
                String kind = command.getClass().getSimpleName();
                (source == TableSession.Source.PHONE ? fromPhones : fromTable).merge(kind, 1, Integer::sum);
                byKind.computeIfAbsent(kind, k -> new java.util.concurrent.ConcurrentSkipListMap<>()).merge(source, 1, Integer::sum);
            }

            @Override
            public void ended(boolean won) {
                over = true;
            }
        });
        mega = SimulatedUno.start(FOLDER, SEED, BOARD);
        simulator = Simulator.attach(session, PhysicalGame.of(session.game()), mega, SETTLE_MS);
        // A loaded computer (two rigs side by side) may take a while for the first views.
        Outcome started = session.start(new GameSetup(BOARD, List.of("Ana", "Ben", "Cy", "Di"), Map.of(), GameSetup.DiceSource.TABLE))
                .get(WAIT.toSeconds(), TimeUnit.SECONDS);
        assertThat(started.accepted()).as(started.message()).isTrue();
    }

    /** The table screen's server, for the screenshots only. */
    private org.kontor.web.Dashboard dashboard;

    @AfterEach
    void close(org.junit.jupiter.api.TestInfo test) throws Exception {
        if (dashboard != null) {
            dashboard.stop();
        }
        if (simulator != null) {
            simulator.close();
            // every frame the board sent and every LED change, for a failure's post-mortem
            Files.write(FOLDER.resolve(test.getTestMethod().orElseThrow().getName() + "-mega.txt"), mega.output());
        }
    }

    @Test
    void the_printed_start_rolls_routes_and_a_merchant_on_the_simulated_mega_light_its_leds_and_survive_a_quick_replug() throws Exception {
        type("set up");   // the printed start: kontors, routes and caravans
        onTheReeds.addAll(TABLE.expected(state()).pieces().keySet());
        awaitVerdict("in sync with the printed start", Verdict.InSync.class);

        // The seeded bot's moves, each from the table where the reeds can see it: the first piece put
        // down with every target the game offers lit, and the cable out for 0.3 s as it goes down.
        replugAtTheNextPiece = true;
        play(60, () -> fromTable.containsKey("MoveMerchant"));
        assertThat(replugAtTheNextPiece).as("a piece was put down").isFalse();
        assertThat(fromTable).as("kontors and routes set up and a merchant's walk on the reeds, rolls on the keys, turns ended on the button")
                .containsKeys("PlaceKontor", "PlaceSetupRoute", "MoveMerchant", "Roll", "EndTurn");
        assertThat(byKind.get("BuildCaravan")).as("caravans, which leave the reeds as they were, chosen on buttons 1 and 2")
                .containsKey(TableSession.Source.BUTTON);
        assertThat(fromPhones.keySet()).as("from phones: only what a player decides from a hidden hand, or more presses than the quick test makes")
                .isSubsetOf("OfferTrade", "AcceptTrade", "DeclineTrade", "CounterTrade", "Discard", "PlayCard", "TradeWithBank",
                        "TradeForGold", "BuyWithGold", "BuildMerchant", "MoveCaravan");
        System.out.printf("[merchants rig] %d commands; from the table %s; from phones %s%n", sources.size(), fromTable, fromPhones);

        // A choice the hand cannot pay: shown like any other (the list says nothing of the hand), refused
        // on confirm without counting the hand's cards, the game unchanged; a long press drops it.
        play(30, () -> unaffordableChoice(stateUnchecked()) >= 0);
        MerchantsState before = state();
        int refused = unaffordableChoice(before);
        assertThat(refused).as("a choice the hand cannot pay within 30 more commands").isGreaterThanOrEqualTo(0);
        List<org.kontor.engine.table.TableChoice<Command>> choices = TABLE.choices(before);
        showChoice(before, refused);
        String shots = System.getProperty("kontor.merchants.screens");
        if (shots != null) {   // the table screen with the choice shown (-Dkontor.merchants.screens=DIR)
            org.kontor.web.Pairing pairing = org.kontor.web.Pairing.random(session.seatCount());
            // Stopped after the test: stopped now, the session's next publish would wait on its sockets.
            dashboard = org.kontor.web.Dashboard.create(session, pairing, org.kontor.web.Dashboard.Options.forTests()).start(0);
            for (int[] size : new int[][] {{390, 844}, {1920, 1080}}) {
                shoot("http://localhost:" + dashboard.port() + "/table.html",
                        Path.of(shots, "table-choice-" + size[0] + "x" + size[1] + ".png"), size);
            }
        }
        String sentence = choices.get(refused).unaffordable().message(org.kontor.engine.Language.ENGLISH);
        pressUntilShown("button 2 click", sentence);
        assertThat(sentence).as("the public sentence").matches("\\w+ cannot pay for it: nothing changed\\.");
        assertThat(state().version()).as("the game unchanged by the refused choice").isEqualTo(before.version());
        showChoice(before, (refused + 1) % choices.size());
        pressUntilShown("button 1 long", "");
        assertThat(state().version()).as("the game unchanged by the dropped choice").isEqualTo(before.version());
    }

    /** The table screen with the buttons' line scrolled to the middle, as the window shows it (headless Chromium). */
    private static void shoot(String url, Path file, int[] size) throws Exception {
        Files.createDirectories(file.getParent());
        try (org.kontor.web.Browsers browsers = new org.kontor.web.Browsers()) {
            org.openqa.selenium.chrome.ChromeDriver page = browsers.open(size[0], size[1]);
            page.get(url);
            new org.openqa.selenium.support.ui.WebDriverWait(page, Duration.ofSeconds(60)).until(
                    org.openqa.selenium.support.ui.ExpectedConditions.presenceOfElementLocated(org.openqa.selenium.By.cssSelector("#sync-buttons")));
            Thread.sleep(1000);
            // Scrolled just before the shot: a view arriving meanwhile draws the column anew.
            ((org.openqa.selenium.JavascriptExecutor) page).executeScript(
                    "document.querySelector('#sync-buttons').scrollIntoView({block: 'center'})");
            Files.write(file, page.getScreenshotAs(org.openqa.selenium.OutputType.BYTES));
        }
    }

    /** The first choice the buttons offer now whose seat's hand cannot pay it, or -1. */
    private static int unaffordableChoice(MerchantsState s) {
        List<org.kontor.engine.table.TableChoice<Command>> choices = TABLE.choices(s);
        for (int i = 0; i < choices.size(); i++) {
            Result<MerchantsState, Event> result = RULES.apply(s, choices.get(i).seat(), s.version(), choices.get(i).command());
            if (result instanceof Result.Rejected<MerchantsState, Event> rejected
                    && rejected.rejection().kind() == org.kontor.engine.RejectionKind.NOT_AFFORDABLE) {
                return i;
            }
        }
        return -1;
    }

    /**
     * A whole 4-player game on the simulated Mega, behind {@code -Dkontor.merchants.rigGame=true}
     * (minutes): prints the share of commands from the table and what the phones sent, by kind.
     * <pre>
     * mvn -o -pl hub -am test -Dtest=MerchantsRigTest -Dsurefire.failIfNoSpecifiedTests=false -Dkontor.merchants.rigGame=true -Dkontor.merchants.rigSeed=3
     * </pre>
     */
    @Test
    void a_whole_game_on_the_simulated_mega_reaches_its_end() throws Exception {
        org.junit.jupiter.api.Assumptions.assumeTrue(Boolean.getBoolean("kontor.merchants.rigGame"),
                "the whole game takes minutes: -Dkontor.merchants.rigGame=true");
        bot = new Search<>(new MerchantsBot(RULES), Level.valueOf(System.getProperty("kontor.merchants.rigLevel", "STRONG")));
        mostPresses = Integer.MAX_VALUE;
        type("set up");
        onTheReeds.addAll(TABLE.expected(state()).pieces().keySet());
        awaitVerdict("in sync with the printed start", Verdict.InSync.class);
        long began = System.nanoTime();
        // -Dkontor.merchants.rigMinutes stops the game after that long and prints the share so far.
        long minutes = Long.getLong("kontor.merchants.rigMinutes", 0);
        long stop = minutes > 0 ? began + TimeUnit.MINUTES.toNanos(minutes) : Long.MAX_VALUE;
        try {
            play(5000, () -> System.nanoTime() > stop);
        } finally {
            long phone = sources.stream().filter(s -> s == TableSession.Source.PHONE).count();
            double share = 100.0 * (sources.size() - phone) / Math.max(1, sources.size());
            System.out.printf("[merchants rig] seed %d: %d commands in %.0f s%s; from the table and its buttons %.1f %%: %s; from phones: %s;"
                            + " %d presses or rolls made again after the table screen said they were lost%n",
                    SEED, sources.size(), (System.nanoTime() - began) / 1e9, over ? ", the game over" : ", the game not over",
                    share, fromTable, fromPhones, madeAgain);
            System.out.println("[merchants rig] by kind: kind, table (reeds and dice keys), buttons, phone");
            byKind.forEach((kind, counts) -> System.out.printf("[merchants rig]   %-18s %4d %4d %4d%n", kind,
                    counts.getOrDefault(TableSession.Source.TABLE, 0), counts.getOrDefault(TableSession.Source.BUTTON, 0),
                    counts.getOrDefault(TableSession.Source.PHONE, 0)));
        }
        if (minutes == 0) {
            assertThat(over).as("the game ended").isTrue();
        }
    }

    /**
     * The replugs, through the hub's serial board, link and table on the simulated Mega, behind
     * {@code -Dkontor.replugs=N} (0.3 s, 1 s and 3 s in turn; about 3 s each): before each the cable
     * comes out, a piece is put on a hex where nothing belongs (or lifted from it), and the table must
     * say so, the right way round, within 2 s of the cable coming back (the bound scaled when the
     * simulation runs slower than real time); one that never does is a freeze. Prints the distribution.
     * <pre>
     * bench/replugs.sh 100     # or: mvn -o -pl hub -am test -Dtest=MerchantsRigTest -Dsurefire.failIfNoSpecifiedTests=false -Dkontor.replugs=100
     * </pre>
     */
    @Test
    void replugs_of_a_third_of_a_second_a_second_and_three_seconds_are_back_in_sync_within_two_seconds() throws Exception {
        int replugs = Integer.getInteger("kontor.replugs", 0);
        org.junit.jupiter.api.Assumptions.assumeTrue(replugs > 0, "minutes of replugs: -Dkontor.replugs=100 (bench/replugs.sh)");
        type("set up");
        awaitVerdict("in sync before the replugs", Verdict.InSync.class);
        Spot stray = PhysicalGame.of("merchants").spotsInUse(BOARD).stream().filter(spot -> spot.kind() == Spot.Kind.HEX)
                .filter(spot -> !TABLE.expected(stateUnchecked()).pieces().containsKey(spot)).findFirst().orElseThrow();
        long[] lengths = {300, 1000, 3000};
        Map<Long, List<Long>> backMs = new TreeMap<>();
        List<Long> scaled = new java.util.ArrayList<>();
        int freezes = 0;
        List<String> late = new java.util.ArrayList<>();
        for (int k = 0; k < replugs; k++) {
            long unplugged = lengths[k % lengths.length];
            boolean put = k % 2 == 0;
            type(put ? "place " + stray + " robber neutral" : "remove " + stray);   // as the cable comes out
            unplug(unplugged);
            long plugged = System.nanoTime();
            Map<String, Long> before = mega.stats();
            long deadline = plugged + WAIT.toNanos();
            boolean back = false;
            while (!back && System.nanoTime() < deadline) {
                Verdict<?> verdict = simulator.table().verdict();
                back = put ? verdict instanceof Verdict.OutOfSync<?> out && out.differences().stream()
                        .anyMatch(d -> d.words().equals("Take a piece off " + stray + ": nothing belongs there."))
                        : verdict instanceof Verdict.InSync<?>;
                if (!back) {
                    Thread.sleep(5);
                }
            }
            long ms = TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - plugged);
            Map<String, Long> after = mega.stats();
            double slower = Math.max(1.0, (double) (after.get("wall_us") - before.get("wall_us")) / (after.get("sim_us") - before.get("sim_us")));
            if (!back) {
                freezes++;
                System.out.printf("[merchants rig] replug %d: unplugged %d ms, not back in sync within %d s (a freeze): %s%n", k + 1,
                        unplugged, WAIT.toSeconds(), simulator.table().verdict());
                continue;
            }
            backMs.computeIfAbsent(unplugged, l -> new java.util.ArrayList<>()).add(ms);
            scaled.add(Math.round(ms / slower));
            System.out.printf("[merchants rig] replug %d: unplugged %d ms, the change made meanwhile told %d ms after the cable was back"
                    + " (simulation %.2f times slower than real time)%n", k + 1, unplugged, ms, slower);
            if (ms >= Math.round(2000 * slower)) {
                late.add("replug " + (k + 1) + " (" + unplugged + " ms): " + ms + " ms at " + String.format("%.2f", slower) + " times slower");
            }
        }
        for (Map.Entry<Long, List<Long>> e : backMs.entrySet()) {
            List<Long> ms = e.getValue().stream().sorted().toList();
            System.out.printf("[merchants rig] unplugged %d ms: %d replugs, back in sync min %d, median %d, 90th percentile %d, max %d ms%n",
                    e.getKey(), ms.size(), ms.get(0), ms.get(ms.size() / 2), ms.get((int) Math.ceil(ms.size() * 0.9) - 1), ms.get(ms.size() - 1));
        }
        System.out.printf("[merchants rig] %d replugs, %d freezes; the slowest back in %d ms (%d ms in simulated time)%n", replugs, freezes,
                backMs.values().stream().flatMap(List::stream).max(Long::compare).orElse(-1L), scaled.stream().max(Long::compare).orElse(-1L));
        assertThat(freezes).as("freezes").isZero();
        assertThat(late).as("replugs not back in sync within 2 s (scaled)").isEmpty();
    }

    /** The cable out for {@code ms} of the board's time and back; a loaded computer may take many times that. */
    private void unplug(long ms) throws InterruptedException {
        int from = mega.output().size();
        mega.send("unplug " + ms);
        long deadline = System.nanoTime() + TimeUnit.MINUTES.toNanos(2);
        while (mega.output().subList(from, mega.output().size()).stream().noneMatch(line -> line.startsWith("ok unplug"))) {
            assertThat(System.nanoTime()).as("the simulator done with the unplug").isLessThan(deadline);
            Thread.sleep(5);
        }
    }

    private MerchantsState stateUnchecked() {
        try {
            return state();
        } catch (Exception e) {
            throw new IllegalStateException(e);
        }
    }

    /**
     * The most button presses one command may take on the table (a trade composed on buttons 4 and
     * 5, a choice stepped to on button 1, and confirm); a command that needs more comes from a phone.
     * A whole game makes every one on the buttons; the quick test in {@code mvn verify} only the short ones.
     */
    private int mostPresses = 3;

    /** The bot's moves until {@code done}, the game's end or {@code most} commands. */
    private void play(int most, java.util.function.BooleanSupplier done) throws Exception {
        for (int i = 0; i < most && !over && !done.getAsBoolean(); i++) {
            MerchantsState s = state();
            if (s == null) {
                return;
            }
            if (i > 0 && i % 100 == 0 && mostPresses == Integer.MAX_VALUE) {
                // A whole game runs for hours on a busy host: the share so far survives a run stopped by hand.
                long phone = sources.stream().filter(source -> source == TableSession.Source.PHONE).count();
                System.out.printf("[merchants rig] seed %d, after %d commands: from the table and its buttons %.1f %%%n",
                        SEED, sources.size(), 100.0 * (sources.size() - phone) / Math.max(1, sources.size()));
            }
            // The first waiting seat with something to decide: a bot waits for the answer to its own trade offer.
            int seat = MerchantsOfEurope.waitingFor(s).get(0);
            Command c = null;
            for (int waiting : MerchantsOfEurope.waitingFor(s)) {
                c = bot.decide(s, waiting, SEED * 1_000_003L + s.version()).orElse(null);
                if (c != null) {
                    seat = waiting;
                    break;
                }
            }
            int rolling = seat;
            // With table dice the roll is read on the table, so the bot leaves it to the dice keys.
            if (c == null && RULES.legalActions(s, rolling).stream().anyMatch(a -> a.kind().equals("roll"))) {
                c = Command.Roll.virtual();
            }
            assertThat(c).as("a command for seat %d in %s", seat, s.phase()).isNotNull();
            if (PROGRESS) {
                System.out.printf("[merchants rig] %d: seat %d %s%s%n", i, seat, c, i % 25 == 0 ? " " + mega.stats() : "");
            }
            Set<Spot> now = TABLE.expected(s).pieces().keySet();
            assertThat(onTheReeds).as("the magnets on the reeds before command %d", i).isEqualTo(now);
            boolean onTheReedsNow = false;
            if (c instanceof Command.Roll) {
                press("dice " + (1 + dice.nextInt(6)) + " " + (1 + dice.nextInt(6)), () -> moved(s));
            } else if (c instanceof Command.EndTurn) {
                press("button 0 click", () -> moved(s));
            } else if ((c instanceof Command.TradeWithBank || c instanceof Command.TradeForGold || c instanceof Command.BuyWithGold)
                    && tradePresses(c) <= mostPresses) {
                tradeOnTheButtons(s, c);
            } else {
                Set<Spot> planned = planned(s, seat, c);
                int choice = planned != null && planned.equals(now) ? choiceOf(s, seat, c) : -1;
                choice = choice + 2 <= mostPresses ? choice : -1;
                if (choice >= 0) {
                    chooseOnTheButtons(s, choice);
                } else if (planned == null || planned.equals(now)) {
                    Outcome outcome = session.submit(seat, s.version(), c, TableSession.Source.PHONE).get(10, TimeUnit.SECONDS);
                    assertThat(outcome.accepted()).as("%s: %s", c, outcome.message()).isTrue();
                } else if (replugAtTheNextPiece) {
                    replugAsThePieceGoesDown(s, planned);
                } else {
                    onTheReedsNow = true;
                    reeds(planned);
                    chooseOnTheButtonsIfAsked(s, c);
                }
            }
            MerchantsState next = awaitState("command " + i + ": " + c, later -> later == null || later.version() > s.version());
            if (next == null || over || next.isOver()) {
                over = true;
                return;
            }
            Set<Spot> afterwards = TABLE.expected(next).pieces().keySet();
            if (!afterwards.equals(onTheReeds)) {
                onTheReedsNow = true;
                reeds(afterwards);   // the table read the change another way than planned: the hands follow the game
            }
            if (onTheReedsNow) {
                Thread.sleep(100);   // the reeds still before the next move
            }
            awaitVerdict("in sync after " + c, Verdict.InSync.class);
        }
    }

    private boolean replugAtTheNextPiece;
    /** Presses and rolls made again because the table screen said they never reached the hub. */
    private int madeAgain;

    /**
     * Every target the game offers lit on the strip; then the piece put down as the cable comes out for
     * 0.3 s: the snapshot of the next session carries it, and the move is played and the table in sync
     * within 2 s of the cable coming back (the bound scaled when the simulation runs slower than real time).
     */
    private void replugAsThePieceGoesDown(MerchantsState s, Set<Spot> planned) throws Exception {
        replugAtTheNextPiece = false;
        List<Spot> targets = TABLE.targets(s);
        assertThat(targets).as("the targets of %s", s.phase()).isNotEmpty();
        awaitLeds(targets);
        reeds(planned);
        mega.run("unplug 300");
        long plugged = System.nanoTime();
        Map<String, Long> before = mega.stats();
        awaitState("the piece put down as the cable came out played", later -> later.version() > s.version());
        awaitVerdict("in sync after the replug", Verdict.InSync.class);
        long syncedMs = TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - plugged);
        Map<String, Long> after = mega.stats();
        double slower = Math.max(1.0, (double) (after.get("wall_us") - before.get("wall_us")) / (after.get("sim_us") - before.get("sim_us")));
        System.out.printf("[merchants rig] %d targets lit; unplugged 300 ms: the move played and in sync %d ms after the cable was back"
                + " (the simulation ran %.2f times slower than real time)%n", targets.size(), syncedMs, slower);
        assertThat(syncedMs).isLessThan(Math.round(2000 * slower));
    }


    /**
     * A trade with the supply composed as a player reading the table screen would: button 4 starts
     * it and steps the kind given, button 5 the kind taken (each skipping the other's), each press
     * awaited on the screen; button 2 makes it.
     */
    private void tradeOnTheButtons(MerchantsState s, Command c) throws Exception {
        int[] kinds = tradeKinds(c);
        int goods = TABLE.bankGoods();
        String target = offerWords(s, kinds);
        // From what the screen shows (a press made again after a notice may have stepped on).
        for (int presses = 0; presses < 30 && !target.equals(buttonLine()); presses++) {
            String before = buttonLine();
            int[] shown = shownTrade(s, before);
            int button = shown == null ? 4 : stepsTo(shown, kinds[0], kinds[1], goods).get(0);
            press("button " + button + " click", () -> !buttonLine().equals(before));
        }
        assertThat(buttonLine()).as("the trade on the table screen").isEqualTo(target);
        press("button 2 click", () -> moved(s));
    }

    /** The presses a trade takes: the first, the steps, confirm. */
    private static int tradePresses(Command c) {
        int[] kinds = tradeKinds(c);
        return 2 + stepsTo(new int[] {0, 1}, kinds[0], kinds[1], org.kontor.engine.merchants.MerchantsResources.ALL.size() + 1).size();
    }

    /** The kinds given and taken on the trade buttons: the five resources, then gold. */
    private static int[] tradeKinds(Command c) {
        int gold = org.kontor.engine.merchants.MerchantsResources.ALL.size();
        int give = c instanceof Command.BuyWithGold ? gold
                : org.kontor.engine.merchants.MerchantsResources.ALL.indexOf(c instanceof Command.TradeWithBank t ? t.give() : ((Command.TradeForGold) c).give());
        int take = c instanceof Command.TradeForGold ? gold
                : org.kontor.engine.merchants.MerchantsResources.ALL.indexOf(c instanceof Command.TradeWithBank t ? t.take() : ((Command.BuyWithGold) c).take());
        return new int[] {give, take};
    }

    /** The trade the table screen shows ({give, take}), or null for none. */
    private static int[] shownTrade(MerchantsState s, String line) {
        for (int give = 0; give < TABLE.bankGoods(); give++) {
            for (int take = 0; take < TABLE.bankGoods(); take++) {
                if (give != take && offerWords(s, new int[] {give, take}).equals(line)) {
                    return new int[] {give, take};
                }
            }
        }
        return null;
    }

    private static String offerWords(MerchantsState s, int[] shown) {
        return TABLE.bankTrade(s, shown[0], shown[1]).orElseThrow().offer().message(org.kontor.engine.Language.ENGLISH);
    }

    /** The fewest presses of buttons 4 (give) and 5 (take) from {0, 1} to {give, take}, found breadth first. */
    private static List<Integer> stepsTo(int[] from, int give, int take, int kinds) {
        Map<Integer, List<Integer>> paths = new java.util.HashMap<>();
        java.util.ArrayDeque<int[]> queue = new java.util.ArrayDeque<>();
        paths.put(from[0] * kinds + from[1], List.of());
        queue.add(from.clone());
        while (!queue.isEmpty()) {
            int[] at = queue.poll();
            List<Integer> path = paths.get(at[0] * kinds + at[1]);
            if (at[0] == give && at[1] == take) {
                return path;
            }
            for (int side = 0; side < 2; side++) {
                int[] next = at.clone();
                do {
                    next[side] = (next[side] + 1) % kinds;
                } while (next[side] == next[1 - side]);
                if (!paths.containsKey(next[0] * kinds + next[1])) {
                    List<Integer> longer = new java.util.ArrayList<>(path);
                    longer.add(side == 0 ? 4 : 5);
                    paths.put(next[0] * kinds + next[1], longer);
                    queue.add(next);
                }
            }
        }
        throw new AssertionError("no presses make the trade " + give + " for " + take);
    }

    /**
     * Where {@code c} stands in the choices the buttons offer, or -1: the command itself, or one with
     * the same outcome on the table and in the public view (two walks to one path paying the same
     * tolls are one choice).
     */
    private static int choiceOf(MerchantsState s, int seat, Command c) {
        List<org.kontor.engine.table.TableChoice<Command>> choices = TABLE.choices(s);
        for (int i = 0; i < choices.size(); i++) {
            if (choices.get(i).seat() == seat && choices.get(i).command().equals(c)) {
                return i;
            }
        }
        Object outcome = outcome(s, seat, c);
        for (int i = 0; i < choices.size(); i++) {
            if (choices.get(i).seat() == seat && choices.get(i).command().getClass() == c.getClass()
                    && outcome != null && outcome.equals(outcome(s, seat, choices.get(i).command()))) {
                return i;
            }
        }
        return -1;
    }

    private static Object outcome(MerchantsState s, int seat, Command c) {
        Result<MerchantsState, Event> result = RULES.apply(s, seat, s.version(), c);
        if (!(result instanceof Result.Accepted<MerchantsState, Event> accepted)) {
            return null;
        }
        org.kontor.engine.merchants.PublicView view = (org.kontor.engine.merchants.PublicView) RULES.publicView(accepted.state());
        return List.of(TABLE.expected(accepted.state()), view.players());
    }

    /** Button 1 pressed until the table screen shows choice {@code index}, each step awaited; button 2 makes it. */
    private void chooseOnTheButtons(MerchantsState s, int index) throws Exception {
        showChoice(s, index);
        press("button 2 click", () -> moved(s));
    }

    /** Button 1 pressed until the table screen shows choice {@code index} (the list cycles: a press made again steps on). */
    private void showChoice(MerchantsState s, int index) throws Exception {
        List<org.kontor.engine.table.TableChoice<Command>> choices = TABLE.choices(s);
        String target = choiceWords(choices, index);
        for (int presses = 0; presses < 2 * choices.size() + 4 && !target.equals(buttonLine()); presses++) {
            String before = buttonLine();
            press("button 1 click", () -> !buttonLine().equals(before));
        }
        assertThat(buttonLine()).as("the choice on the table screen").isEqualTo(target);
    }

    private static String choiceWords(List<org.kontor.engine.table.TableChoice<Command>> choices, int k) {
        return org.kontor.engine.table.TableWords.choiceShown(choices.get(k).words(), k + 1, choices.size())
                .message(org.kontor.engine.Language.ENGLISH);
    }

    /**
     * Keys whose press changes nothing when made twice (a confirm the rule refuses, a long press
     * that drops) pressed until the table screen's button line reads {@code words}: on a loaded
     * computer a press may go with a lost session before the board can count it.
     */
    private void pressUntilShown(String keys, String words) throws Exception {
        for (int attempt = 0; attempt < 4 && !words.equals(buttonLine()); attempt++) {
            mega.send(keys);
            long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(10);
            while (!words.equals(buttonLine()) && System.nanoTime() < deadline) {
                Thread.sleep(50);
            }
        }
        assertThat(buttonLine()).as("the table screen after %s", keys).isEqualTo(words);
    }

    /** What the table's buttons say on the table screen now ("" for nothing). */
    private String buttonLine() {
        try {
            return org.kontor.table.Json.MAPPER.readTree(session.current().forPublic().full()).path("physical").path("buttons")
                    .path("words").asText("");
        } catch (java.io.IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }

    /**
     * Keys pressed on the board until {@code done}. A press or a roll lost with a session (the hub drops
     * the session when the simulation falls more than 3 times behind the wall clock on a busy computer)
     * is told on the table screen ("A press of button 0 (end turn) never reached the hub: make it
     * again."): it is made again, as a player would.
     */
    private void press(String keys, java.util.function.BooleanSupplier done) throws Exception {
        mega.send(keys);
        Thread.sleep(300);   // the press's own way to the hub first: a notice still up is an earlier one's until then
        long deadline = System.nanoTime() + WAIT.toNanos();
        while (!done.getAsBoolean() && System.nanoTime() < deadline) {
            String problem = org.kontor.table.Json.MAPPER.readTree(session.current().forPublic().full())
                    .path("physical").path("boards").path(0).path("problem").asText("");
            // Only a notice about these keys: one left from another button's press would make this press twice.
            boolean ours = keys.startsWith("dice") ? problem.contains("dice keys")
                    : problem.contains("press of " + keys.replaceAll(" (click|long)$", "") + " ") || problem.contains("presses of "
                    + keys.replaceAll(" (click|long)$", "") + " ");
            if (problem.contains("never reached the hub") && ours) {
                madeAgain++;
                System.out.printf("[merchants rig] \"%s\": made again (%s)%n", problem, keys);
                mega.send(keys);
                Thread.sleep(1000);
            }
            Thread.sleep(50);
        }
    }

    /** Whether the game has moved on from {@code s} (or ended). */
    private boolean moved(MerchantsState s) {
        MerchantsState now = stateUnchecked();
        return now == null || now.version() > s.version();
    }

    /** Where pieces stand after {@code c}, or null when the rules refuse it. */
    private static Set<Spot> planned(MerchantsState s, int seat, Command c) {
        Result<MerchantsState, Event> result = RULES.apply(s, seat, s.version(), c);
        return result instanceof Result.Accepted<MerchantsState, Event> accepted ? TABLE.expected(accepted.state()).pieces().keySet() : null;
    }

    /** The reeds to these occupied spots, as hands would: the lifts, then (later than the debounce) the puts. */
    private void reeds(Set<Spot> to) throws InterruptedException {
        List<Spot> puts = to.stream().filter(spot -> !onTheReeds.contains(spot)).toList();
        List<Spot> lifts = onTheReeds.stream().filter(spot -> !to.contains(spot)).toList();
        onTheReeds.clear();
        onTheReeds.addAll(to);
        lifts.forEach(spot -> type("remove " + spot));
        if (!lifts.isEmpty() && !puts.isEmpty()) {
            Thread.sleep(100);   // a lift and a put, not a slide
        }
        puts.forEach(spot -> type("place " + spot + " route red"));   // presence only: the piece and colour are dropped
    }

    /** When the table reads the change several ways, button 1 steps to the reading of {@code c} (else the first) and button 2 plays it. */
    private void chooseOnTheButtonsIfAsked(MerchantsState s, Command c) throws Exception {
        long deadline = System.nanoTime() + WAIT.toNanos();
        while (System.nanoTime() < deadline) {
            MerchantsState now = state();
            if (now == null || now.version() > s.version()) {
                return;
            }
            if (simulator.table().verdict() instanceof Verdict.Ask<?>) {
                Thread.sleep(SETTLE_MS);   // the hands may not be done: ask again once the table is still
                MerchantsState later = state();
                if (!(simulator.table().verdict() instanceof Verdict.Ask<?> still) || later == null || later.version() > s.version()) {
                    continue;
                }
                int wanted = Math.max(0, still.readings().stream().map(Reading::command).toList().indexOf(c));
                for (int click = 0; click <= wanted; click++) {
                    int shownNext = click;
                    press("button 1 click", () -> shown() == shownNext);
                    awaitShown(click);
                }
                press("button 2 click", () -> moved(s));
                return;
            }
            Thread.sleep(20);
        }
    }

    /** Every spot in {@code targets} lit on the simulated strip. */
    private void awaitLeds(List<Spot> targets) throws InterruptedException {
        Set<Integer> wanted = new TreeSet<>();
        targets.forEach(spot -> wanted.add(led(spot)));
        long deadline = System.nanoTime() + WAIT.toNanos();
        while (!mega.leds().keySet().containsAll(wanted) && System.nanoTime() < deadline) {
            Thread.sleep(50);
        }
        SortedSet<Integer> dark = new TreeSet<>(wanted);
        dark.removeAll(mega.leds().keySet());
        assertThat(dark).as("the targets' LEDs dark on the simulated strip (of %d)", wanted.size()).isEmpty();
    }

    private static int led(Spot spot) {
        return switch (spot.kind()) {
            case INTERSECTION -> spot.id();
            case PATH -> COUNTS[0] + spot.id();
            case HEX -> COUNTS[0] + COUNTS[1] + spot.id();
        };
    }

    private void awaitShown(int reading) throws InterruptedException {
        long deadline = System.nanoTime() + WAIT.toNanos();
        while (shown() != reading && System.nanoTime() < deadline) {
            Thread.sleep(20);
        }
        assertThat(shown()).as("the reading the board's button shows").isEqualTo(reading);
    }

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

    private MerchantsState state() throws Exception {
        return session.read(s -> s).get(10, TimeUnit.SECONDS);
    }

    private MerchantsState awaitState(String what, Predicate<MerchantsState> until) throws Exception {
        long deadline = System.nanoTime() + WAIT.toNanos();
        while (System.nanoTime() < deadline) {
            MerchantsState s = state();
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
